#include "app/models/look_back_model.h"

#include "app/models/action_words.h"
#include "app/models/card_texts.h"
#include "app/models/hint_words.h"
#include "app/models/log_model.h"
#include "app/models/replay_model.h"
#include "app/models/round_names.h"
#include "app/models/settings.h"
#include "engine/bots/hint.h"
#include "engine/view.h"

#include <QLocale>
#include <QThread>
#include <QVariantMap>
#include <algorithm>
#include <cmath>

namespace cor::app {
namespace {

constexpr int kAxisStep = 5; // the value axis ends on multiples of it

QString severityName(Severity severity) {
    switch (severity) {
    case Severity::Slip:
        //: A decision that cost 2 to 5 points against the best one (chess: an inaccuracy)
        return LookBackModel::tr("Slip");
    case Severity::Mistake:
        //: A decision that cost 5 to 10 points against the best one
        return LookBackModel::tr("Mistake");
    case Severity::Blunder:
        //: A decision that cost 10 points or more against the best one
        return LookBackModel::tr("Blunder");
    case Severity::None:
        break;
    }
    return {};
}

// Where a building goes, by the buildings beside it: "below Forum, right of Residence" (two
// places for one card read alike in the log). y grows downwards, as the city is drawn.
QString besides(const City& city, int x, int y) {
    struct Side {
        int dx;
        int dy;
        const char* words;
    };
    //: Where a building goes in the look back, by a building beside its place (%1)
    static constexpr Side kSides[] = {
        {0, -1, QT_TRANSLATE_NOOP("cor::app::LookBackModel", "below %1")},
        {0, 1, QT_TRANSLATE_NOOP("cor::app::LookBackModel", "above %1")},
        {-1, 0, QT_TRANSLATE_NOOP("cor::app::LookBackModel", "right of %1")},
        {1, 0, QT_TRANSLATE_NOOP("cor::app::LookBackModel", "left of %1")}};
    QStringList where;
    for (const Side& side : kSides) {
        if (const Card card = city.at(x + side.dx, y + side.dy); card != Card::None) {
            where << LookBackModel::tr(side.words).arg(cardTexts(card).name);
        }
    }
    return where.join(QStringLiteral(", "));
}

// An action in the log's words, by the seat to act in `before`; a building with its place.
QString actionText(const GameState& before, const Action& action, const QString& who) {
    const int seat = seatToAct(before);
    const Event event = redactFor(describingEvent(before, action), seat);
    const QString text = LogModel::eventText(event, who);
    if (event.kind != EventKind::Built) {
        return text;
    }
    //: A building in the look back: %1 "Livia builds Market", %2 where ("below Forum")
    return LookBackModel::tr("%1 (%2)").arg(
        text, besides(before.players[static_cast<std::size_t>(seat)].city, event.x, event.y));
}

} // namespace

LookBackModel::LookBackModel(ReplayModel& replay, QObject* parent)
    : QObject(parent), replay_(replay) {
    // Every word and number shown is said again in the new language.
    connect(Settings::instance(), &Settings::languageChanged, this, [this] {
        fillLists();
        emit resultChanged();
    });
}

LookBackModel::~LookBackModel() {
    stopWorker();
}

void LookBackModel::setIterations(int iterations) {
    if (iterations < 1 || iterations == budget_.iterations) {
        return;
    }
    budget_.iterations = iterations;
    // A smaller search than the default's gives the chosen action no more than it.
    budget_.chosenIterations = std::min(JudgeBudget{}.chosenIterations, iterations);
    emit iterationsChanged();
}

void LookBackModel::setSeat(int seat) {
    if (seat < 0 || seat >= static_cast<int>(replay_.seatNames().size()) || seat == seat_ ||
        !replay_.mayOpen(seat)) {
        return;
    }
    seat_ = seat;
    fillLists();
    emit seatChanged();
    emit resultChanged();
}

void LookBackModel::start(int seat) {
    if (!replay_.loaded() || !replay_.canLookBack()) {
        return;
    }
    setSeat(seat >= 0 && replay_.mayOpen(seat) ? seat : replay_.firstPerson());
    if (state_ == State::Running || state_ == State::Done) {
        return;
    }
    stopWorker();
    const GameRecord& record = replay_.record();
    // Only the seats whose eyes may open here: a judgement says what its seat knew.
    unsigned seats = 0;
    for (int s = 0; s < record.setup.players; ++s) {
        seats |= replay_.mayOpen(s) ? 1u << s : 0u;
    }
    decisions_ = std::make_shared<const std::vector<Decision>>(decisionsOf(record, seats));
    judgements_.clear();
    judged_ = 0;
    const int generation = ++generation_;
    stop_ = std::make_shared<std::atomic<bool>>(false);
    working_ = true;
    worker_ =
        std::jthread([this, decisions = decisions_, budget = budget_, stop = stop_, generation] {
            std::vector<Judgement> judgements = judgeAll(
                *decisions, budget, std::max(1, QThread::idealThreadCount()), [&](int judged) {
                    QMetaObject::invokeMethod(
                        this, [this, generation, judged] { progress(generation, judged); },
                        Qt::QueuedConnection);
                    return !*stop;
                });
            if (!*stop) {
                QMetaObject::invokeMethod(
                    this,
                    [this, generation, judgements = std::move(judgements)]() mutable {
                        finish(generation, std::move(judgements));
                    },
                    Qt::QueuedConnection);
            }
            working_ = false;
        });
    emit progressChanged();
    setState(State::Running);
}

void LookBackModel::cancel() {
    if (state_ != State::Running) {
        return;
    }
    *stop_ = true;
    setState(State::Cancelled);
}

void LookBackModel::reset() {
    if (stop_) {
        *stop_ = true; // joined by the next start, or at the end
    }
    ++generation_;
    decisions_ = std::make_shared<const std::vector<Decision>>();
    judgements_.clear();
    judged_ = 0;
    seat_ = 0;
    opened_ = -1;
    fillLists();
    emit progressChanged();
    emit seatChanged();
    emit resultChanged();
    setState(State::Idle);
}

void LookBackModel::stopWorker() {
    if (stop_) {
        *stop_ = true;
    }
    if (worker_.joinable()) {
        worker_.join();
    }
}

void LookBackModel::setState(State state) {
    if (state == state_) {
        return;
    }
    state_ = state;
    emit stateChanged();
}

void LookBackModel::progress(int generation, int judged) {
    if (generation != generation_ || judged <= judged_) {
        return;
    }
    judged_ = judged;
    emit progressChanged();
}

void LookBackModel::finish(int generation, std::vector<Judgement> judgements) {
    if (generation != generation_ || state_ != State::Running) {
        return;
    }
    judgements_ = std::move(judgements);
    judged_ = total();
    emit progressChanged();
    setState(State::Done);
    fillLists();
    emit resultChanged();
}

void LookBackModel::openDecision(int decision) {
    if (decision < 0 || decision >= total()) {
        return;
    }
    const Decision& d = (*decisions_)[static_cast<std::size_t>(decision)];
    opened_ = decision;
    emit openedChanged();
    replay_.setSeat(d.seat);
    replay_.stepTo(d.step - 1);
}

QVariantList LookBackModel::curve() const {
    QVariantList points;
    for (std::size_t i = 0; i < judgements_.size(); ++i) {
        const Decision& d = (*decisions_)[i];
        if (d.seat == seat_) {
            points << QVariantMap{
                {QStringLiteral("step"), d.step},
                {QStringLiteral("round"), d.round},
                {QStringLiteral("roundName"), RoundNames::name(d.round)},
                {QStringLiteral("valueText"), signedPoints(judgements_[i].chosenValue)},
                {QStringLiteral("value"), judgements_[i].chosenValue},
                {QStringLiteral("severity"), static_cast<int>(severityOf(judgements_[i].loss()))}};
        }
    }
    return points;
}

QVariantList LookBackModel::roundStarts() const {
    QVariantList starts;
    int round = 0;
    for (int step = 0; replay_.loaded() && step <= replay_.steps(); ++step) {
        if (replay_.state(step).round != round) {
            round = replay_.state(step).round;
            starts << QVariantMap{{QStringLiteral("round"), round}, {QStringLiteral("step"), step}};
        }
    }
    return starts;
}

int LookBackModel::low() const {
    double lowest = 0.0;
    for (std::size_t i = 0; i < judgements_.size(); ++i) {
        if ((*decisions_)[i].seat == seat_) {
            lowest = std::min(lowest, judgements_[i].chosenValue);
        }
    }
    return static_cast<int>(std::floor(lowest / kAxisStep)) * kAxisStep;
}

int LookBackModel::high() const {
    double highest = 0.0;
    for (std::size_t i = 0; i < judgements_.size(); ++i) {
        if ((*decisions_)[i].seat == seat_) {
            highest = std::max(highest, judgements_[i].chosenValue);
        }
    }
    return std::max(kAxisStep, static_cast<int>(std::ceil(highest / kAxisStep)) * kAxisStep);
}

int LookBackModel::steps() const {
    return replay_.steps();
}

QStringList LookBackModel::severityKey() {
    return {tr("Slip: %1 points or more lost").arg(kSeverityBounds[0]),
            tr("Mistake: %1 points or more").arg(kSeverityBounds[1]),
            tr("Blunder: %1 points or more").arg(kSeverityBounds[2])};
}

QString LookBackModel::played(std::size_t decision) const {
    const Decision& d = (*decisions_)[decision];
    const GameState& before = replay_.state(d.step - 1);
    const QString what = actionText(before, d.chosen, replay_.seatName(d.seat));
    // Where the points went: the scoring rows the played action changed, as a hint says them.
    const QString now = HintWords::changes(explainChoice(makeView(before, d.seat), d.chosen));
    //: The look back's played action and what it changed now: %1 "Livia builds Market (below
    //: Forum)", %2 "+3 coins now"
    return now.isEmpty() ? what : tr("%1: %2").arg(what, now);
}

QString LookBackModel::better(std::size_t decision) const {
    const Judgement& judged = judgements_[decision];
    const Hint& hint = judged.hint;
    const Decision& d = (*decisions_)[decision];
    // No glow shows the space here: it is said, as the played build's is.
    const City& city = replay_.state(d.step - 1).players[static_cast<std::size_t>(d.seat)].city;
    QString place = hint.action.kind == ActionKind::Build
                        ? besides(city, hint.action.x, hint.action.y)
                        : QString();
    const Action& played = d.chosen;
    if (played.kind == ActionKind::Build && hint.action.kind == ActionKind::Build &&
        played.card == hint.action.card && played.x == hint.action.x && played.y == hint.action.y) {
        //: The look back's better build where only the payment differs from the one played:
        //: %1 where it goes ("above Market"), %n the brick tokens it spends
        place = tr("%1, with %n brick token(s)", "", hint.action.amount).arg(place);
    }
    // Why it beats the move played (not the hint's next best), then the plan.
    QStringList sentences{HintWords::first(hint, place) + QLatin1Char('.')};
    for (const QString& sentence :
         {WhyWords::sentence(
              judged.why, [this](int seat) { return replay_.seatName(seat); },
              WhyWords::Against::Played),
          HintWords::plan(hint)}) {
        if (!sentence.isEmpty()) {
            sentences << sentence;
        }
    }
    return sentences.join(QLatin1Char(' '));
}

QString LookBackModel::points(double value) {
    return QLocale(Settings::instance()->language()).toString(std::trunc(value * 10) / 10, 'f', 1);
}

QString LookBackModel::signedPoints(double value) const {
    return value > 0.0 ? QStringLiteral("+") + points(value) : points(value);
}

std::optional<std::size_t> LookBackModel::advisedDecision(int step, int seat) const {
    for (std::size_t i = 0; i < judgements_.size(); ++i) {
        const Decision& d = (*decisions_)[i];
        if (d.step - 1 != step || d.seat != seat) {
            continue;
        }
        const double loss = judgements_[i].loss();
        if (severityOf(loss) != Severity::None || (static_cast<int>(i) == opened_ && loss > 0.0)) {
            return i;
        }
        return std::nullopt;
    }
    return std::nullopt;
}

std::optional<Judgement> LookBackModel::advised(int step, int seat) const {
    const std::optional<std::size_t> i = advisedDecision(step, seat);
    return i ? std::optional<Judgement>(judgements_[*i]) : std::nullopt;
}

std::optional<Action> LookBackModel::advisedChoice(int step, int seat) const {
    const std::optional<std::size_t> i = advisedDecision(step, seat);
    return i ? std::optional<Action>((*decisions_)[*i].chosen) : std::nullopt;
}

QString LookBackModel::advice(int step, int seat) const {
    const std::optional<std::size_t> decision = advisedDecision(step, seat);
    if (!decision) {
        return {};
    }
    const std::size_t i = *decision;
    const double loss = judgements_[i].loss();
    const Severity severity = severityOf(loss);
    if (severity != Severity::None) {
        //: The look back's word on a decision, shown in the replay at its moment: %1 slip,
        //: mistake or blunder, %2 the points it cost, %3 what was played (in the log's
        //: words), %4 what would have been better and why (the hint's words)
        return tr("%1, %2 points lost. Played: %3. Better: %4")
            .arg(severityName(severity), points(loss), played(i), better(i));
    }
    //: The same for a decision opened from the look back that cost less than a slip
    return tr("%1 points lost. Played: %2. Better: %3").arg(points(loss), played(i), better(i));
}

void LookBackModel::fillLists() {
    const int players = static_cast<int>(replay_.seatNames().size());
    std::vector<LookBackSeatRow> seats;
    for (int seat = 0; seat < players; ++seat) {
        LookBackSeatRow row;
        row.seat = seat;
        row.name = replay_.seatName(seat);
        row.colour = replay_.seatColour(seat);
        seats.push_back(row);
    }
    std::vector<LookBackMoveRow> costliest;
    if (state_ == State::Done) {
        for (std::size_t i = 0; i < judgements_.size(); ++i) {
            LookBackSeatRow& row = seats[static_cast<std::size_t>((*decisions_)[i].seat)];
            const Severity severity = severityOf(judgements_[i].loss());
            row.slips += severity == Severity::Slip ? 1 : 0;
            row.mistakes += severity == Severity::Mistake ? 1 : 0;
            row.blunders += severity == Severity::Blunder ? 1 : 0;
        }
        for (const SeatReview& review : reviewSeats(*decisions_, judgements_, players)) {
            LookBackSeatRow& row = seats[static_cast<std::size_t>(review.seat)];
            row.decisions = review.decisions;
            row.meanLoss = points(review.meanLoss);
            if (review.seat != seat_) {
                continue;
            }
            // Every decision the curve marks, costliest first (it marked seven where three were
            // listed); where it marks none, the few that cost anything at all.
            std::vector<int> listed;
            for (std::size_t i = 0; i < judgements_.size(); ++i) {
                if ((*decisions_)[i].seat == seat_ &&
                    severityOf(judgements_[i].loss()) != Severity::None) {
                    listed.push_back(static_cast<int>(i));
                }
            }
            std::stable_sort(listed.begin(), listed.end(), [this](int a, int b) {
                return judgements_[static_cast<std::size_t>(a)].loss() >
                       judgements_[static_cast<std::size_t>(b)].loss();
            });
            if (listed.empty()) {
                listed = review.worst;
            }
            for (const int index : listed) {
                const auto i = static_cast<std::size_t>(index);
                const Decision& d = (*decisions_)[i];
                const Severity severity = severityOf(judgements_[i].loss());
                costliest.push_back(LookBackMoveRow{
                    index, d.step - 1, d.round, played(i), better(i), points(judgements_[i].loss()),
                    static_cast<int>(severity), severityName(severity)});
            }
        }
    }
    // Only the seats whose eyes may open here are listed.
    std::erase_if(seats, [this](const LookBackSeatRow& row) { return !replay_.mayOpen(row.seat); });
    seats_.setRows(std::move(seats));
    costliest_.setRows(std::move(costliest));
}

} // namespace cor::app
