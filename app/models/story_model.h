// The game's story since a seat's last decision, as the table tells it: every move in order,
// the consecutive moves of one player as one row (their name once, then what they did), a new
// round or a scoring a row of its own. Rows (roles): `seat` (int, -1 for the table's own
// moments), `who` (the name the moves were made under: "Livia", "Livia (bot)"; the table's
// moment: "Round 5 of 14"), `moves` (string list, each move without the leading name; what the
// moment brought) and `rich` (the row as styled text: `who` in bold, then the moves).
#pragma once

#include <QAbstractListModel>
#include <QStringList>
#include <QtQml/qqmlregistration.h>
#include <vector>

namespace cor::app {

// One presented line of the story: whose move (-1: the table's), under which name, its words.
struct StoryLine {
    int seat = -1;
    QString who;
    QString text;
};

class StoryModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("the story comes from a game's feed")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)
    // How many moves the rows hold.
    Q_PROPERTY(int moves READ moves NOTIFY countChanged)

  public:
    enum Role { SeatRole = Qt::UserRole + 1, WhoRole, MovesRole, RichRole };

    using QAbstractListModel::QAbstractListModel;

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    int moves() const { return moves_; }
    // Tells `lines` from the start.
    void show(const std::vector<StoryLine>& lines);
    // A new line at the end: it joins the last row when the same player made it.
    void append(const StoryLine& line);

  signals:
    void countChanged();

  private:
    struct Row {
        int seat = -1;
        QString who;
        QStringList moves;
    };
    static QString withoutName(const StoryLine& line);
    bool joinsLast(const StoryLine& line) const;
    void add(const StoryLine& line);

    std::vector<Row> rows_;
    int moves_ = 0;
};

} // namespace cor::app
