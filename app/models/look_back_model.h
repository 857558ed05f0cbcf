// "How did I play?": a look back at the game a replay holds. Every decision of every seat is
// judged from that seat's own view by the strongest level's search (engine/bots/analysis.h), so
// a judgement never knows more than the seat did; the work runs on a thread of its own (the
// search on every core) with progress, and can be cancelled. Then, for the seat chosen: the
// curve of its expected final score margin over the game, what its decisions cost (slips,
// mistakes, blunders) and the decisions its curve marks, costliest first, with what would have been
// better and why, in the words of the hint the seat could have asked for then. One of them opens
// the replay at that moment through that seat's eyes, the explanation said there
// (ReplayModel::advice).
#pragma once

#include "app/models/look_back_rows.h"
#include "engine/bots/analysis.h"

#include <QObject>
#include <QStringList>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>
#include <atomic>
#include <memory>
#include <optional>
#include <thread>
#include <vector>

namespace cor::app {

class ReplayModel;

class LookBackModel : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("the look back comes from a ReplayModel")
    // Idle (not asked for this game), Running, Done or Cancelled.
    Q_PROPERTY(State state READ state NOTIFY stateChanged)
    // Decisions judged so far, of `total`.
    Q_PROPERTY(int judged READ judged NOTIFY progressChanged)
    Q_PROPERTY(int total READ total NOTIFY progressChanged)
    // The search's iterations per decision (the CLI's default); for the next start.
    Q_PROPERTY(int iterations READ iterations WRITE setIterations NOTIFY iterationsChanged)
    // The seat looked at.
    Q_PROPERTY(int seat READ seat WRITE setSeat NOTIFY seatChanged)
    Q_PROPERTY(cor::app::LookBackSeatsModel* seats READ seats CONSTANT)
    // The seat's costliest decisions.
    Q_PROPERTY(cor::app::LookBackMovesModel* costliest READ costliest CONSTANT)
    // The seat's curve, one point per decision: {step, round, value (the expected final margin
    // to the best other seat after the action taken, in points), valueText ("+3.2", in the
    // language's number format), severity (0..3)}.
    Q_PROPERTY(QVariantList curve READ curve NOTIFY resultChanged)
    // Where each round begins on the step axis: {round, step}, round 1 first.
    Q_PROPERTY(QVariantList roundStarts READ roundStarts NOTIFY resultChanged)
    // The value axis: a multiple of 5 at or below every value and 0, and one at or above.
    Q_PROPERTY(int low READ low NOTIFY resultChanged)
    Q_PROPERTY(int high READ high NOTIFY resultChanged)
    // The game's actions (the step axis runs from 0 to steps).
    Q_PROPERTY(int steps READ steps NOTIFY resultChanged)
    // What a slip, a mistake and a blunder cost (severityOf's bounds), one line each.
    Q_PROPERTY(QStringList severityKey READ severityKey NOTIFY resultChanged)

  public:
    enum class State { Idle, Running, Done, Cancelled };
    Q_ENUM(State)

    explicit LookBackModel(ReplayModel& replay, QObject* parent = nullptr);
    ~LookBackModel() override;
    LookBackModel(const LookBackModel&) = delete;
    LookBackModel& operator=(const LookBackModel&) = delete;

    State state() const { return state_; }
    int judged() const { return judged_; }
    int total() const { return static_cast<int>(decisions_->size()); }
    int iterations() const { return budget_.iterations; }
    void setIterations(int iterations);
    int seat() const { return seat_; }
    void setSeat(int seat);
    LookBackSeatsModel* seats() { return &seats_; }
    LookBackMovesModel* costliest() { return &costliest_; }
    QVariantList curve() const;
    QVariantList roundStarts() const;
    int low() const;
    int high() const;
    int steps() const;
    static QStringList severityKey();
    // Points as the look back writes them: to the tenth, cut (a loss just under a slip's bound
    // never reads as the bound).
    static QString points(double value);

    // Judges the replay's game (unless it is being or has been judged) and looks at `seat`
    // (-1: the first seat a person played, else the first).
    Q_INVOKABLE void start(int seat = -1);
    // Stops the judging; the worker ends after the decisions it is judging.
    Q_INVOKABLE void cancel();
    // The replay at decision `decision`, seen by its seat.
    Q_INVOKABLE void openDecision(int decision);

    // Forgets everything judged (the replay opened another game).
    void reset();
    // The worker thread still runs.
    bool busy() const { return working_; }
    const std::vector<Decision>& decisions() const { return *decisions_; }
    // Empty until done.
    const std::vector<Judgement>& judgements() const { return judgements_; }
    // What the look back says about the decision `seat` took at replay step `step` (that
    // seat's moment to choose) when it cost at least a slip or is the one opened last and cost
    // anything; "" otherwise.
    QString advice(int step, int seat) const;
    // The better action and the seats its reasons name, where advice() says something: what
    // the replay's table rings at that moment.
    std::optional<Judgement> advised(int step, int seat) const;
    // The action played at that moment, where advice() says something.
    std::optional<Action> advisedChoice(int step, int seat) const;

  signals:
    void stateChanged();
    void progressChanged();
    void iterationsChanged();
    void seatChanged();
    void resultChanged();
    // Another decision was opened in the replay (what advice() says changes).
    void openedChanged();

  private:
    void setState(State state);
    void stopWorker();
    void progress(int generation, int judged);
    void finish(int generation, std::vector<Judgement> judgements);
    void fillLists();
    // The decision advice() speaks of at that moment, if any.
    std::optional<std::size_t> advisedDecision(int step, int seat) const;
    QString played(std::size_t decision) const;
    QString better(std::size_t decision) const;
    QString signedPoints(double value) const; // "+3.2", "-1.0"

    ReplayModel& replay_;
    JudgeBudget budget_;
    State state_ = State::Idle;
    int seat_ = 0;
    int judged_ = 0;
    int generation_ = 0; // the run whose progress and result count
    int opened_ = -1;    // the decision openDecision showed last
    // Shared with the worker, which reads them while it runs.
    std::shared_ptr<const std::vector<Decision>> decisions_ =
        std::make_shared<const std::vector<Decision>>();
    std::vector<Judgement> judgements_;
    LookBackSeatsModel seats_;
    LookBackMovesModel costliest_;
    std::shared_ptr<std::atomic<bool>> stop_;
    std::atomic<bool> working_{false};
    std::jthread worker_; // last: joined before the rest goes
};

} // namespace cor::app
