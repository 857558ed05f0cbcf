// The rules reference for QML (rules_book.h): every section, building and influence card in
// the rulebook's order, in the current language (it follows a language switch), filtered by
// a search, with the entry being read.
//
// Roles: section (the entry's stable id: "setup", "market", "influence-6"), title, body
// (Markdown), kind ("section", "building", "influence"), depth (0 a section, 1 an entry under
// it).
#pragma once

#include "app/models/rules_book.h"

#include <QAbstractListModel>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>
#include <vector>

namespace cor::app {

class RulesModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    // The search: only entries whose title or text contain it (any case) are listed; empty:
    // all.
    Q_PROPERTY(QString filter READ filter WRITE setFilter NOTIFY filterChanged)
    Q_PROPERTY(int count READ count NOTIFY countChanged)
    // The id of the entry being read (an unknown id is ignored).
    Q_PROPERTY(QString current READ current WRITE setCurrent NOTIFY currentChanged)
    // Its row in the list as filtered, -1 if the search hides it.
    Q_PROPERTY(int currentRow READ currentRow NOTIFY currentChanged)
    // The entry being read: {section, title, body, kind} and, for a building, its card's face
    // {card, name, effect, rule, cost, stars, category, colour, value}; for an influence card,
    // {value}.
    Q_PROPERTY(QVariantMap entry READ entry NOTIFY currentChanged)

  public:
    enum Role { SectionRole = Qt::UserRole + 1, TitleRole, BodyRole, KindRole, DepthRole };

    explicit RulesModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    QString filter() const { return filter_; }
    void setFilter(const QString& filter);
    int count() const { return static_cast<int>(shown_.size()); }
    QString current() const { return current_; }
    void setCurrent(const QString& id);
    int currentRow() const;
    QVariantMap entry() const;

    // Whether the reference has an entry of this id (searched or not).
    Q_INVOKABLE bool has(const QString& id) const;
    // The id of the entry in `row` of the list as filtered.
    Q_INVOKABLE QString sectionAt(int row) const;

  signals:
    void filterChanged();
    void countChanged();
    void currentChanged();

  private:
    void load();
    void refilter();
    void collectShown();
    bool matches(const RulesEntry& entry) const;
    const RulesEntry* find(const QString& id) const;

    std::vector<RulesEntry> book_;
    std::vector<int> shown_; // indexes into book_
    QString filter_;
    QString current_;
};

} // namespace cor::app
