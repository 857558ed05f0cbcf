// The game log: what happened, one line per event, in the current language, newest last.
//
// Roles: text, seat (who did it, -1: nobody in particular), automatic (assisted play took
// this decision for the player), standIn (a bot made this move for the seat's absent person),
// chat (a line of chat in a LAN game), note (what happened at the table: a person dropped or
// came back, a bot stands in), section (the rules reference's entry the line's term links to,
// rules_links.h; empty for none), score (what the move changed in the scores, by how much and
// why, score_trace.h: "+4 points, now 21: residential areas of value 2 +4"; "" for none). A
// (re)joining seat's lines from the host's history read as they did live.
#pragma once

#include "app/models/list_sync.h"
#include "app/models/score_trace.h"
#include "engine/events.h"
#include "net/history.h"

#include <QtQml/qqmlregistration.h>
#include <functional>
#include <optional>
#include <vector>

namespace cor::app {

class LogModel : public SyncedListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("the log comes from a GameModel")
    Q_PROPERTY(int count READ count NOTIFY countChanged)
    // Chat lines that came since the log was last read (markRead).
    Q_PROPERTY(int unread READ unread NOTIFY unreadChanged)

  public:
    enum Role {
        TextRole = Qt::UserRole + 1,
        SeatRole,
        AutomaticRole,
        StandInRole,
        ChatRole,
        NoteRole,
        SectionRole,
        ScoreRole
    };

    explicit LogModel(std::function<QString(int seat)> nameOf, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    int count() const { return static_cast<int>(lines_.size()); }
    // One update's events (none: a view without news), before the chat lines still waiting
    // for it. An undo leaves no line and takes away the lines of the action it took back. `before`,
    // `after`: every seat's score sheet before and after them (empty: their lines tell no score
    // changes).
    void append(const EventLog& events, net::Actor by, const std::vector<ScoreSheet>& before = {},
                const std::vector<ScoreSheet>& after = {});
    // Shows exactly `events` (a replay's log up to its step): the rows both share stay, the
    // rest are removed or appended.
    // (`by`: the move of each event was made by, by event; none: the seats' own. `scores`: the
    // score changes each event's line tells, by event; none: no line tells any.)
    void setEvents(const EventLog& events, const std::vector<net::Actor>& by = {},
                   const std::vector<std::vector<ScoreChange>>& scores = {});
    // `unread`: counts as unread (said by another, and not where it was read already).
    // `after`: the updates that came before it from the host but are still to be shown (the
    // feed paces them): their events go in before the line, which shows at once meanwhile.
    void appendChat(int seat, const QString& name, const QString& text, bool unread, int after = 0);
    // What happened at the table (a person dropped or is back, a bot stands in), placed as a
    // chat line is.
    void appendNote(int seat, net::NoteKind kind, int after = 0);
    // The log as the host had it when this seat (re)joined: its events (already redacted for
    // the screen) with their makers and score changes, chat lines and notes, in order, in place
    // of what was shown.
    void setHistory(const net::History& history);
    int unread() const { return unread_; }
    // The updates chat lines wait for will not come (the feed dropped them).
    void stopWaiting();
    // The log is being read: no chat line is unread.
    Q_INVOKABLE void markRead();
    void clear();
    void retranslate() { refreshAll(); }
    // The event a row shows (a chat line's: its speaker only).
    const Event& eventAt(int row) const { return lines_.at(static_cast<std::size_t>(row)).event; }
    // The line an event makes (empty for events the log leaves out).
    QString text(const Event& event) const;
    // The same, with `who` the name of the event's seat.
    static QString eventText(const Event& event, const QString& who);

  signals:
    void countChanged();
    void unreadChanged();

  private:
    struct Line {
        Event event;
        net::Actor by = net::Actor::Person; // the decision's maker (its first event's line)
        QString chat;                       // "name: text" for a chat line, which has no event
        std::optional<net::NoteKind> note;  // a note, which has no event
        int waiting = 0; // a chat line or note: updates from before it still to be shown
        std::vector<ScoreChange> scores; // the score changes it tells
    };
    // The lines of one move's `events` (an undo makes none): the decision, the first, is its
    // maker's (`by`), what followed from it the rules'; each tells the score changes it caused
    // (`before`, `after`: every seat's sheet around the move; empty: none are told). Live and
    // history lines are made here alike.
    static std::vector<Line> moveLines(const EventLog& events, net::Actor by,
                                       const std::vector<ScoreSheet>& before,
                                       const std::vector<ScoreSheet>& after);
    // Removes the lines of the newest action `seat` may take back (events.h), whose undo came.
    void takeBack(int seat);
    // The line's move with the score changes it tells.
    QString moveText(const Line& line) const;
    QString scoreText(const Line& line) const;
    static Line chatLine(int seat, const QString& name, const QString& text);
    // Puts `line` at the end, `after` updates still to come before it.
    void appendWaiting(Line line, int after);
    QString noteText(const Line& line) const;
    std::function<QString(int seat)> nameOf_;
    std::vector<Line> lines_;
    int unread_ = 0;
};

} // namespace cor::app
