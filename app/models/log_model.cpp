#include "app/models/log_model.h"

#include "app/models/card_list_model.h"
#include "app/models/card_texts.h"
#include "app/models/presentation.h"
#include "app/models/rules_links.h"

#include <QStringList>

namespace cor::app {
namespace {

QString deck(int index) {
    return deckText(static_cast<DeckId>(index));
}

QString cardName(Card card) {
    return cardTexts(card).name;
}

} // namespace

LogModel::LogModel(std::function<QString(int seat)> nameOf, QObject* parent)
    : SyncedListModel(parent), nameOf_(std::move(nameOf)) {}

int LogModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : count();
}

QString LogModel::text(const Event& e) const {
    return eventText(e, nameOf_(e.seat));
}

QString LogModel::eventText(const Event& e, const QString& who) {
    switch (e.kind) {
    case EventKind::DraftPicked:
        return e.card != Card::None ? tr("%1 keeps %2 from the draft").arg(who, cardName(e.card))
                                    : tr("%1 keeps a card from the draft").arg(who);
    case EventKind::RoundStarted:
        return tr("Round %1 begins").arg(e.value);
    case EventKind::CardRevealed:
        return tr("%1 comes up from deck %2").arg(cardName(e.card), deck(e.value));
    case EventKind::InfluenceRevealed:
        return tr("Influence card %1 comes up").arg(e.value);
    case EventKind::EmissaryPlaced:
        return tr("%1 places an emissary on space %2").arg(who).arg(e.value);
    case EventKind::TurnStarted:
        //: A turn begins: the player, then the bricks (▰) and cogs (⚙) the strip gives
        return tr("%1's turn: ▰ %2, ⚙ %3").arg(who).arg(e.amount).arg(e.extra);
    case EventKind::CardTaken:
        return tr("%1 takes %2").arg(who, cardName(e.card));
    case EventKind::Built: {
        QString line =
            e.other != Card::None
                ? tr("%1 builds %2 in place of %3").arg(who, cardName(e.card), cardName(e.other))
                : tr("%1 builds %2").arg(who, cardName(e.card));
        if (e.amount > 0) {
            line += tr(", spending %n brick token(s)", nullptr, e.amount);
        }
        if (e.value > 0) {
            line += tr(", paying %n coin(s)", nullptr, e.value);
        }
        return line;
    }
    case EventKind::CoinsGained:
        return tr("%1 gains %n coin(s)", nullptr, e.value).arg(who);
    case EventKind::InfluenceGained:
        return tr("%1 gains %n influence token(s)", nullptr, e.value).arg(who);
    case EventKind::PointTokensPlaced:
        return tr("%1 puts %n point token(s) on %2", nullptr, e.value).arg(who, cardName(e.card));
    case EventKind::Produced:
        return e.value > 0
                   ? tr("%1 produces, paying %n coin(s) for cogs", nullptr, e.value).arg(who)
                   : tr("%1 produces").arg(who);
    case EventKind::BrickTokenPlaced:
        return tr("%1 gains a brick token").arg(who);
    case EventKind::SchoolDeckChosen:
        return tr("%1 draws %n card(s) from deck %2", nullptr, e.amount).arg(who, deck(e.value));
    case EventKind::SchoolKept:
        return e.card != Card::None
                   ? tr("%1 keeps %2 and puts %n card(s) back", nullptr, e.amount)
                         .arg(who, cardName(e.card))
                   : tr("%1 keeps a card and puts %n card(s) back", nullptr, e.amount).arg(who);
    case EventKind::TurnEnded:
        return tr("%1 ends the turn").arg(who);
    case EventKind::InfluenceAwarded:
        return tr("%1 wins the influence scoring: %2 points; returns %n influence token(s)",
                  nullptr, e.amount)
            .arg(who)
            .arg(e.value);
    case EventKind::InfluencePostponed:
        return e.amount != 0
                   //: A tie for the most influence tokens in the last round (rulebook: the
                   //: influence cards are not awarded to anyone)
                   ? tr("Tie for the most influence in the last round: the influence cards of "
                        "%1 points are lost")
                         .arg(e.value)
                   : tr("Tie for the most influence: the scoring of %1 points waits").arg(e.value);
    case EventKind::GameEnded:
        return tr("The game is over");
    case EventKind::Undone:
        return {}; // an undone action leaves no line: append() drops the lines it took back
    }
    return {};
}

QVariant LogModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= count()) {
        return {};
    }
    const Line& line = lines_[static_cast<std::size_t>(index.row())];
    const bool move = line.chat.isEmpty() && !line.note;
    switch (role) {
    case TextRole:
        if (line.note) {
            return noteText(line);
        }
        if (!line.chat.isEmpty()) {
            return line.chat;
        }
        return moveText(line);
    case ScoreRole:
        return scoreText(line);
    case SeatRole:
        return int(line.event.seat);
    case AutomaticRole:
        return line.by == net::Actor::Assisted;
    case StandInRole:
        return line.by == net::Actor::StandIn;
    case ChatRole:
        return !line.chat.isEmpty();
    case NoteRole:
        return line.note.has_value();
    case SectionRole:
        return move ? rulesSectionOfEvent(line.event) : QString();
    default:
        return {};
    }
}

QString LogModel::moveText(const Line& line) const {
    // A bot standing in for a person is named as one.
    return line.by == net::Actor::StandIn
               ? eventText(line.event, standInName(nameOf_(line.event.seat)))
               : text(line.event);
}

QString LogModel::scoreText(const Line& line) const {
    QStringList told;
    for (const ScoreChange& change : line.scores) {
        told << (change.seat != line.event.seat ? nameOf_(change.seat) + QStringLiteral(": ")
                                                : QString()) +
                    scoreChangeText(change);
    }
    return told.join(QStringLiteral(" · "));
}

QHash<int, QByteArray> LogModel::roleNames() const {
    return {{TextRole, "text"},           {ScoreRole, "score"},     {SeatRole, "seat"},
            {AutomaticRole, "automatic"}, {StandInRole, "standIn"}, {ChatRole, "chat"},
            {NoteRole, "note"},           {SectionRole, "section"}};
}

void LogModel::append(const EventLog& events, net::Actor by, const std::vector<ScoreSheet>& before,
                      const std::vector<ScoreSheet>& after) {
    // Chat lines said after these events (in the host's order) stay after them.
    auto at = lines_.end();
    while (at != lines_.begin() && std::prev(at)->waiting > 0) {
        --at;
        --at->waiting;
    }
    if (events.empty()) {
        return;
    }
    const auto waiting = lines_.end() - at; // chat and notes only, which no undo takes away
    for (const Event& event : events) {
        if (event.kind == EventKind::Undone) {
            takeBack(event.seat);
        }
    }
    std::vector<Line> added = moveLines(events, by, before, after);
    if (added.empty()) {
        return;
    }
    const int first = count() - static_cast<int>(waiting);
    beginInsertRows({}, first, first + static_cast<int>(added.size()) - 1);
    lines_.insert(lines_.end() - waiting, added.begin(), added.end());
    endInsertRows();
    emit countChanged();
}

std::vector<LogModel::Line> LogModel::moveLines(const EventLog& events, net::Actor by,
                                                const std::vector<ScoreSheet>& before,
                                                const std::vector<ScoreSheet>& after) {
    std::vector<std::vector<ScoreChange>> scores = traceScores(events, before, after);
    std::vector<Line> lines;
    for (std::size_t i = 0; i < events.size(); ++i) {
        if (events[i].kind != EventKind::Undone) {
            // Only the decision itself was its maker's; what followed from it was the rules'.
            const net::Actor maker = i == 0 ? by : net::Actor::Person;
            lines.push_back(Line{events[i], maker, {}, {}, 0, std::move(scores[i])});
        }
    }
    return lines;
}

void LogModel::setEvents(const EventLog& events, const std::vector<net::Actor>& by,
                         const std::vector<std::vector<ScoreChange>>& scores) {
    const auto byOf = [&](std::size_t i) { return i < by.size() ? by[i] : net::Actor::Person; };
    const auto scoresOf = [&](std::size_t i) {
        return i < scores.size() ? scores[i] : std::vector<ScoreChange>{};
    };
    std::size_t same = 0;
    while (same < lines_.size() && same < events.size() && lines_[same].chat.isEmpty() &&
           !lines_[same].note && lines_[same].by == byOf(same) &&
           lines_[same].event == events[same] && lines_[same].scores == scoresOf(same)) {
        ++same;
    }
    const int before = count();
    if (same < lines_.size()) {
        beginRemoveRows({}, static_cast<int>(same), count() - 1);
        lines_.erase(lines_.begin() + static_cast<std::ptrdiff_t>(same), lines_.end());
        endRemoveRows();
    }
    if (same < events.size()) {
        beginInsertRows({}, count(), static_cast<int>(events.size()) - 1);
        for (std::size_t i = same; i < events.size(); ++i) {
            lines_.push_back(Line{events[i], byOf(i), {}, {}, 0, scoresOf(i)});
        }
        endInsertRows();
    }
    if (count() != before) {
        emit countChanged();
    }
}

void LogModel::takeBack(int seat) {
    const auto isMove = [](const Line& line) { return line.chat.isEmpty() && !line.note; };
    const auto begins = std::find_if(lines_.rbegin(), lines_.rend(), [&](const Line& line) {
        return isMove(line) && line.event.seat == seat && beginsUndoableAction(line.event);
    });
    if (begins == lines_.rend()) {
        return;
    }
    // Its events go; the chat lines and notes among them stay.
    const auto first = static_cast<int>(lines_.rend() - begins) - 1;
    for (int row = count() - 1; row >= first; --row) {
        if (isMove(lines_[static_cast<std::size_t>(row)])) {
            beginRemoveRows({}, row, row);
            lines_.erase(lines_.begin() + row);
            endRemoveRows();
        }
    }
    emit countChanged();
}

LogModel::Line LogModel::chatLine(int seat, const QString& name, const QString& text) {
    Event speaker;
    speaker.seat = static_cast<std::int8_t>(std::clamp(seat, -1, kMaxPlayers - 1));
    return {speaker, net::Actor::Person, name + QStringLiteral(": ") + text, {}, 0, {}};
}

void LogModel::appendWaiting(Line line, int after) {
    line.waiting = after;
    beginInsertRows({}, count(), count());
    lines_.push_back(std::move(line));
    endInsertRows();
    emit countChanged();
}

void LogModel::appendNote(int seat, net::NoteKind kind, int after) {
    Line line;
    line.event.seat = static_cast<std::int8_t>(std::clamp(seat, 0, kMaxPlayers - 1));
    line.note = kind;
    appendWaiting(std::move(line), after);
}

QString LogModel::noteText(const Line& line) const {
    const QString who = nameOf_(line.event.seat);
    switch (*line.note) {
    case net::NoteKind::Dropped:
        return tr("%1 lost the connection").arg(who);
    case net::NoteKind::Back:
        return tr("%1 is back").arg(who);
    case net::NoteKind::StandIn:
        return tr("A bot plays for %1").arg(who);
    case net::NoteKind::HandBack:
        return tr("The bot stops playing for %1").arg(who);
    case net::NoteKind::Left:
        //: A player left the LAN game on purpose; their seat waits for them
        return tr("%1 left the table").arg(who);
    }
    return {};
}

void LogModel::appendChat(int seat, const QString& name, const QString& text, bool unread,
                          int after) {
    appendWaiting(chatLine(seat, name, text), after);
    if (unread) {
        ++unread_;
        emit unreadChanged();
    }
}

void LogModel::setHistory(const net::History& history) {
    beginResetModel();
    lines_.clear();
    // A move's events make their lines together, as they did live: its first event carries its
    // maker and the score sheets around it.
    EventLog move;
    net::Actor by = net::Actor::Person;
    std::vector<ScoreSheet> before;
    std::vector<ScoreSheet> after;
    const auto tellMove = [&] {
        for (Line& line : moveLines(move, by, before, after)) {
            lines_.push_back(std::move(line));
        }
        move.clear();
    };
    for (const net::HistoryItem& item : history) {
        if (const auto* happened = std::get_if<net::HistoryEvent>(&item)) {
            // An older host sends no sheets: then each event is a move of its own.
            if (move.empty() || !happened->scoresAfter.empty() || after.empty()) {
                tellMove();
                by = happened->by;
                before = happened->scoresBefore.empty() ? after : happened->scoresBefore;
                after = happened->scoresAfter;
            }
            move.push_back(happened->event);
            continue;
        }
        tellMove();
        if (const auto* said = std::get_if<net::ChatLine>(&item)) {
            lines_.push_back(chatLine(said->seat, QString::fromStdString(said->name),
                                      QString::fromStdString(said->text)));
        } else {
            Line line;
            line.event.seat = static_cast<std::int8_t>(std::get<net::TableNote>(item).seat);
            line.note = std::get<net::TableNote>(item).kind;
            lines_.push_back(std::move(line));
        }
    }
    tellMove();
    endResetModel();
    emit countChanged();
}

void LogModel::stopWaiting() {
    for (Line& line : lines_) {
        line.waiting = 0;
    }
}

void LogModel::markRead() {
    if (unread_ != 0) {
        unread_ = 0;
        emit unreadChanged();
    }
}

void LogModel::clear() {
    beginResetModel();
    lines_.clear();
    endResetModel();
    emit countChanged();
    markRead();
}

} // namespace cor::app
