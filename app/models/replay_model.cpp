#include "app/models/replay_model.h"

#include "app/models/action_words.h"
#include "app/models/game_memory.h"
#include "app/models/game_table.h"
#include "app/models/round_names.h"
#include "app/models/score_trace.h"
#include "app/models/seat_names.h"
#include "app/models/settings.h"
#include "engine/json/save_file.h"
#include "engine/table.h"
#include "net/seats.h"

#include <QFile>
#include <QFileInfo>
#include <algorithm>
#include <iterator>

namespace cor::app {

ReplayModel::ReplayModel(QObject* parent)
    : QObject(parent), stepList_([this](int seat) { return seatName(seat); },
                                 [this](int seat) { return seatColour(seat); }),
      lookBack_(*this) {
    connect(Settings::instance(), &Settings::languageChanged, this, &ReplayModel::retranslate);
    // The look back's word follows the step, the seat and the look back's result.
    connect(this, &ReplayModel::stepChanged, this, &ReplayModel::adviceChanged);
    connect(this, &ReplayModel::seatChanged, this, &ReplayModel::adviceChanged);
    connect(&lookBack_, &LookBackModel::resultChanged, this, &ReplayModel::adviceChanged);
    connect(&lookBack_, &LookBackModel::openedChanged, this, &ReplayModel::adviceChanged);
    // What the look back says is better rings on the table, and whom its reasons name.
    connect(this, &ReplayModel::adviceChanged, this, [this] {
        const std::optional<Judgement> advised = lookBack_.advised(step_, seat_);
        game_.setHinted(advised ? std::optional<Action>(advised->best()) : std::nullopt,
                        advised ? seatsNamed(advised->why) : std::vector<int>{},
                        advised ? lookBack_.advisedChoice(step_, seat_) : std::nullopt);
    });
}

bool ReplayModel::open(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        fail(tr("%1 cannot be read: %2").arg(path, file.errorString()));
        return false;
    }
    const QByteArray bytes = file.readAll();
    const std::string_view text(bytes.constData(), static_cast<std::size_t>(bytes.size()));
    net::SavedGame game;
    QString title = QFileInfo(path).fileName();
    Audience audience; // nobody is known to have sat here: the spectator's eyes until the end
    try {
        // A host's save names its game and seats; the engine's plain one has neither.
        const Json json = parseJsonText(text);
        if (json.is_object() && json.contains("host")) {
            game = net::parseSavedGame(text);
            title = QString::fromStdString(game.gameName);
            audience = audienceOf(game, path);
        } else {
            game.record = parseSave(text);
        }
    } catch (const SaveError& e) {
        //: %1 the file, %2 what is wrong with it (in English, from the save file's reader)
        fail(
            tr("%1 is not a save file of City of Rome: %2").arg(path, QString::fromUtf8(e.what())));
        return false;
    }
    return openGame(game, title, audience);
}

bool ReplayModel::openTable(GameTable* table) {
    const std::optional<net::SavedGame> game =
        table != nullptr ? table->playedGame() : std::nullopt;
    if (!game) {
        fail(tr("There is no game to watch."));
        return false;
    }
    return openGame(*game, QString::fromStdString(game->gameName), table->game()->audience());
}

bool ReplayModel::openGame(const net::SavedGame& game, const QString& title, Audience audience) {
    const GameRecord& record = game.record;
    std::vector<GameState> states;
    std::vector<EventLog> events;
    std::vector<ReplayStep> steps;
    states.reserve(record.actions.size() + 1);
    events.reserve(record.actions.size());
    Table table(record.setup);
    states.push_back(table.state());
    for (std::size_t i = 0; i < record.actions.size(); ++i) {
        const int seat = table.toAct();
        const int round = table.state().round;
        EventLog happened;
        if (table.submit(seat, record.actions[i], &happened) != ActionError::None) {
            //: A save file whose action number %1 the rules do not allow
            fail(tr("%1: action %2 is against the rules").arg(title).arg(i + 1));
            return false;
        }
        steps.push_back(ReplayStep{round, seat, describingEvent(record.actions[i], seat, happened),
                                   i < game.actors.size() ? game.actors[i] : net::Actor::Person});
        states.push_back(table.state());
        events.push_back(std::move(happened));
    }
    // The same game again (the score pad's look back and replay): what was judged stays.
    const bool sameGame =
        loaded() && record.setup == record_.setup && record.actions == record_.actions;
    record_ = record;
    states_ = std::move(states);
    events_ = std::move(events);
    seats_.clear();
    for (int seat = 0; seat < record.setup.players; ++seat) {
        const auto at = static_cast<std::size_t>(seat);
        seats_.push_back(
            at < game.seats.size()
                ? SeatLook{game.seats[at].name, game.seats[at].colour,
                           game.seats[at].kind == net::SeatKind::Bot, game.seats[at].bot}
                : SeatLook{{}, net::defaultColour(seat, record.setup.players), false, {}});
    }
    title_ = title;
    actors_ = game.actors;
    audience_ = std::move(audience);
    step_ = 0;
    seat_ = -1;
    game_.reset(Audience());
    sendSeats();
    if (!sameGame) {
        lookBack_.reset();
    }
    stepList_.setSteps(std::move(steps));
    stepList_.setViewer(seat_);
    if (!error_.isEmpty()) {
        error_.clear();
        emit errorChanged();
    }
    show();
    emit loadedChanged();
    emit stepChanged();
    emit seatChanged();
    return true;
}

void ReplayModel::fail(const QString& why) {
    error_ = why;
    emit errorChanged();
}

void ReplayModel::stepTo(int step) {
    const int to = std::clamp(step, 0, steps());
    if (!loaded() || to == step_) {
        return;
    }
    step_ = to;
    show();
    emit stepChanged();
}

void ReplayModel::setSeat(int seat) {
    if (!loaded() || seat < -1 || seat >= static_cast<int>(seats_.size()) || seat == seat_ ||
        !mayOpen(seat)) {
        return;
    }
    seat_ = seat;
    stepList_.setViewer(seat_);
    show();
    game_.showCity(seat_); // that seat's own city (a spectator's follows the seat to act)
    emit seatChanged();
}

void ReplayModel::show() {
    EventLog log;
    std::vector<net::Actor> by;                   // the maker of each move, on its first event
    std::vector<std::vector<ScoreChange>> scores; // what each event's line says of the scores
    for (int i = 0; i < step_; ++i) {
        const auto action = static_cast<std::size_t>(i);
        std::vector<std::vector<ScoreChange>> traced = traceScores(
            events_[action], scoreSheets(states_[action]), scoreSheets(states_[action + 1]));
        std::move(traced.begin(), traced.end(), std::back_inserter(scores));
        for (const Event& event : events_[action]) {
            by.push_back(&event == &events_[action].front() && action < actors_.size()
                             ? actors_[action]
                             : net::Actor::Person);
            log.push_back(redactFor(event, seat_));
        }
    }
    game_.showStill(makeView(states_[static_cast<std::size_t>(step_)], seat_), log, by, scores);
}

QString ReplayModel::position() const {
    if (!loaded()) {
        return {};
    }
    const GameState& state = states_[static_cast<std::size_t>(step_)];
    const QString where =
        state.phase == Phase::Over ? tr("The game is over") : RoundNames::name(state.round);
    //: Where a replay stands: "Step 12 of 148 · Round 3"
    return tr("Step %1 of %2").arg(step_).arg(steps()) + QStringLiteral(" · ") + where;
}

QString ReplayModel::seatName(int seat) const {
    if (seat < 0 || seat >= static_cast<int>(seats_.size())) {
        return {};
    }
    const SeatLook& look = seats_[static_cast<std::size_t>(seat)];
    const QString name = app::seatName(look.name, look.bot, look.level);
    //: A seat of a saved game that has no names: "Player 1" .. "Player 4"
    return name.isEmpty() ? tr("Player %1").arg(seat + 1) : name;
}

int ReplayModel::seatColour(int seat) const {
    return seat >= 0 && seat < static_cast<int>(seats_.size())
               ? seats_[static_cast<std::size_t>(seat)].colour
               : 0;
}

int ReplayModel::firstPerson() const {
    int firstOpen = -1;
    for (int seat = 0; seat < static_cast<int>(seats_.size()); ++seat) {
        if (!mayOpen(seat)) {
            continue;
        }
        if (!seats_[static_cast<std::size_t>(seat)].bot) {
            return seat;
        }
        firstOpen = firstOpen < 0 ? seat : firstOpen;
    }
    return firstOpen;
}

bool ReplayModel::over() const {
    return loaded() && states_.back().phase == Phase::Over;
}

QVariantList ReplayModel::eyes() const {
    QVariantList eyes;
    for (const int seat : audience_.openable(static_cast<int>(seats_.size()), over())) {
        eyes << seat;
    }
    return eyes;
}

bool ReplayModel::canLookBack() const {
    return firstPerson() >= 0;
}

QStringList ReplayModel::seatNames() const {
    QStringList names;
    for (int seat = 0; seat < static_cast<int>(seats_.size()); ++seat) {
        names << seatName(seat);
    }
    return names;
}

QVariantList ReplayModel::seatColours() const {
    QVariantList colours;
    for (const SeatLook& seat : seats_) {
        colours << seat.colour;
    }
    return colours;
}

void ReplayModel::sendSeats() {
    std::vector<SeatInfo> infos;
    for (int seat = 0; seat < static_cast<int>(seats_.size()); ++seat) {
        infos.push_back(SeatInfo{seatName(seat), seatColour(seat),
                                 seats_[static_cast<std::size_t>(seat)].bot, true, false});
    }
    game_.setSeats(std::move(infos));
}

void ReplayModel::retranslate() {
    if (!loaded()) {
        return;
    }
    sendSeats();
    game_.retranslate();
    stepList_.refresh();
    emit loadedChanged();
    emit stepChanged();
}

} // namespace cor::app
