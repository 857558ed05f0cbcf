#include "app/models/hint_request.h"

#include "app/models/card_list_model.h"
#include "app/models/game_model.h"
#include "app/models/hint_words.h"

namespace cor::app {

HintRequest::HintRequest(GameModel& game)
    : game_(game), latest_(std::make_shared<std::atomic<std::uint64_t>>(0)) {
    connect(&game_, &GameModel::updated, this, &HintRequest::onGameChanged);
    connect(&game_, &GameModel::gameEnded, this, [this] {
        const int players = game_.view() ? game_.view()->playerCount : 0;
        game_.scores()->setHints(std::vector<int>(counts_.begin(), counts_.begin() + players));
    });
}

HintRequest::~HintRequest() {
    latest_->store(0); // a hint not started yet is not thought out
    thread_.quit();
    thread_.wait();
}

void HintRequest::ensureWorker() {
    if (worker_ != nullptr) {
        return;
    }
    worker_ = new QObject;
    worker_->moveToThread(&thread_);
    connect(&thread_, &QThread::finished, worker_, &QObject::deleteLater);
    thread_.setObjectName(QStringLiteral("hints"));
    thread_.start(QThread::LowPriority);
}

std::optional<HintRequest::ViewKey> HintRequest::currentKey() const {
    const auto& view = game_.view();
    if (!view || !game_.yourTurn()) {
        return std::nullopt;
    }
    return ViewKey{view->stateId, view->viewer};
}

bool HintRequest::available() const {
    return allowed_ && currentKey().has_value() && !busy();
}

QString HintRequest::unavailableText() const {
    if (!allowed_) {
        return tr("The host of this game does not allow hints.");
    }
    if (busy()) {
        return tr("Thinking…");
    }
    if (!currentKey()) {
        return tr("A hint is for a decision of yours: wait for your turn.");
    }
    return {};
}

QString HintRequest::text() const {
    return hint_ ? HintWords::first(*hint_) + QLatin1Char('.') : QString();
}

QString HintRequest::why() const {
    if (!hint_) {
        return {};
    }
    return HintWords::why(*hint_, WhyWords::namesOr(game_.seatNames()));
}

HintRequest::Target HintRequest::target() const {
    if (!hint_) {
        return Target::None;
    }
    switch (hint_->action.kind) {
    case ActionKind::Place:
        return Target::Space;
    case ActionKind::Draft:
        return Target::Draft;
    case ActionKind::Take:
        return Target::Offer;
    case ActionKind::Build:
        return Target::Build;
    case ActionKind::Produce:
        return Target::Produce;
    case ActionKind::Pass:
        return Target::EndTurn;
    case ActionKind::School:
        return Target::Deck;
    case ActionKind::Keep:
        return Target::Keep;
    }
    return Target::None;
}

int HintRequest::deck() const {
    return hint_ && hint_->action.kind == ActionKind::School
               ? deckNumber(static_cast<DeckId>(hint_->action.amount))
               : 0;
}

int HintRequest::count() const {
    const int viewer = game_.viewer();
    return viewer >= 0 && viewer < kMaxPlayers ? counts_[static_cast<std::size_t>(viewer)] : 0;
}

void HintRequest::setAllowed(bool allowed) {
    if (allowed_ == allowed) {
        return;
    }
    allowed_ = allowed;
    if (!allowed) {
        clear();
    }
    emit changed();
}

void HintRequest::setCounts(const std::array<int, kMaxPlayers>& counts) {
    counts_ = counts;
    emit changed();
}

void HintRequest::reset() {
    clear();
    counts_ = {};
    emit changed();
}

void HintRequest::ask() {
    const std::optional<ViewKey> key = currentKey();
    if (key && key == key_ && putAway_) {
        hint_ = std::exchange(putAway_, std::nullopt);
        game_.setHinted(hint_->action, seatsNamed(hint_->why));
        emit changed();
        return;
    }
    if (!allowed_ || !key || key == pending_ || key == key_) {
        return;
    }
    clear();
    pending_ = key;
    const int seat = key->second;
    ++counts_[static_cast<std::size_t>(seat)];
    emit asked(seat);
    emit changed();

    // Exactly what the table offers: the hint never names an action the table refuses.
    const ActionList offered = game_.choices();
    const std::uint64_t job = ++job_;
    latest_->store(job);
    ensureWorker();
    QMetaObject::invokeMethod(
        worker_, [this, job, latest = latest_, view = *game_.view(), offered] {
            if (latest->load() != job) {
                return; // asked again since, or gone
            }
            const Hint hint = hintFor(view, offered);
            // Back on this object's thread; dropped there if the game has moved on.
            QMetaObject::invokeMethod(this, [this, job, hint] { onAnswer(job, hint); });
        });
}

void HintRequest::onAnswer(std::uint64_t job, const Hint& hint) {
    if (job != job_ || !pending_ || pending_ != currentKey()) {
        return;
    }
    key_ = pending_;
    pending_.reset();
    hint_ = hint;
    game_.setHinted(hint.action, seatsNamed(hint.why));
    emit changed();
}

void HintRequest::dismiss() {
    if (!hint_) {
        return;
    }
    putAway_ = std::exchange(hint_, std::nullopt);
    game_.setHinted(std::nullopt);
    emit changed();
}

void HintRequest::clear() {
    latest_->store(0);
    ++job_;
    const bool had = pending_ || hint_;
    pending_.reset();
    key_.reset();
    hint_.reset();
    putAway_.reset();
    if (had) {
        game_.setHinted(std::nullopt);
    }
}

void HintRequest::onGameChanged() {
    const std::optional<ViewKey> key = currentKey();
    if ((pending_ && pending_ != key) || (key_ && key_ != key)) {
        clear();
    }
    emit changed(); // whether one may be asked, and the count, follow the game and its viewer
}

} // namespace cor::app
