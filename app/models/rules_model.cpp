#include "app/models/rules_model.h"

#include "app/models/card_list_model.h"
#include "app/models/settings.h"

namespace cor::app {
namespace {

QString kindName(RulesEntry::Kind kind) {
    switch (kind) {
    case RulesEntry::Kind::Building:
        return QStringLiteral("building");
    case RulesEntry::Kind::InfluenceCard:
        return QStringLiteral("influence");
    case RulesEntry::Kind::Section:
        break;
    }
    return QStringLiteral("section");
}

} // namespace

RulesModel::RulesModel(QObject* parent) : QAbstractListModel(parent) {
    load();
    connect(Settings::instance(), &Settings::languageChanged, this, [this] {
        beginResetModel();
        load();
        endResetModel();
        emit countChanged();
        emit currentChanged();
    });
}

void RulesModel::load() {
    book_ = rulesBook(Settings::instance()->language());
    if (current_.isEmpty() && !book_.empty()) {
        current_ = book_.front().id;
    }
    collectShown();
}

void RulesModel::collectShown() {
    shown_.clear();
    for (int i = 0; i < static_cast<int>(book_.size()); ++i) {
        if (matches(book_[static_cast<std::size_t>(i)])) {
            shown_.push_back(i);
        }
    }
}

bool RulesModel::matches(const RulesEntry& entry) const {
    const QString needle = filter_.trimmed();
    return needle.isEmpty() || entry.title.contains(needle, Qt::CaseInsensitive) ||
           entry.body.contains(needle, Qt::CaseInsensitive);
}

void RulesModel::refilter() {
    beginResetModel();
    collectShown();
    endResetModel();
    emit countChanged();
    // What was read stays unless the search hides it: then the first match is read.
    if (currentRow() < 0 && !shown_.empty()) {
        setCurrent(book_[static_cast<std::size_t>(shown_.front())].id);
    } else {
        emit currentChanged();
    }
}

void RulesModel::setFilter(const QString& filter) {
    if (filter == filter_) {
        return;
    }
    filter_ = filter;
    emit filterChanged();
    refilter();
}

const RulesEntry* RulesModel::find(const QString& id) const {
    for (const RulesEntry& entry : book_) {
        if (entry.id == id) {
            return &entry;
        }
    }
    return nullptr;
}

bool RulesModel::has(const QString& id) const {
    return find(id) != nullptr;
}

void RulesModel::setCurrent(const QString& id) {
    if (id == current_ || !has(id)) {
        return;
    }
    current_ = id;
    emit currentChanged();
}

int RulesModel::currentRow() const {
    for (int row = 0; row < count(); ++row) {
        if (book_[static_cast<std::size_t>(shown_[static_cast<std::size_t>(row)])].id == current_) {
            return row;
        }
    }
    return -1;
}

QString RulesModel::sectionAt(int row) const {
    if (row < 0 || row >= count()) {
        return {};
    }
    return book_[static_cast<std::size_t>(shown_[static_cast<std::size_t>(row)])].id;
}

QVariantMap RulesModel::entry() const {
    const RulesEntry* entry = find(current_);
    if (entry == nullptr) {
        return {};
    }
    QVariantMap map{{QStringLiteral("section"), entry->id},
                    {QStringLiteral("title"), entry->title},
                    {QStringLiteral("body"), entry->body},
                    {QStringLiteral("kind"), kindName(entry->kind)}};
    if (entry->kind == RulesEntry::Kind::Building) {
        const CardListModel cards;
        const QHash<int, QByteArray> names = cards.roleNames();
        for (int role = CardListModel::CardRole; role <= CardListModel::ValueRole; ++role) {
            map.insert(QString::fromLatin1(names.value(role)), cardFaceData(entry->card, role));
        }
    } else if (entry->kind == RulesEntry::Kind::InfluenceCard) {
        map.insert(QStringLiteral("value"), entry->influenceValue);
    }
    return map;
}

int RulesModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : count();
}

QVariant RulesModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= count()) {
        return {};
    }
    const RulesEntry& entry =
        book_[static_cast<std::size_t>(shown_[static_cast<std::size_t>(index.row())])];
    switch (role) {
    case SectionRole:
        return entry.id;
    case TitleRole:
        return entry.title;
    case BodyRole:
        return entry.body;
    case KindRole:
        return kindName(entry.kind);
    case DepthRole:
        return entry.kind == RulesEntry::Kind::Section ? 0 : 1;
    default:
        return {};
    }
}

QHash<int, QByteArray> RulesModel::roleNames() const {
    return {{SectionRole, "section"},
            {TitleRole, "title"},
            {BodyRole, "body"},
            {KindRole, "kind"},
            {DepthRole, "depth"}};
}

} // namespace cor::app
