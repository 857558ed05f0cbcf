#include "app/models/game_model.h"

#include "app/models/hint_words.h"
#include "app/models/reasons.h"
#include "app/models/sounds.h"
#include "app/models/table_marks.h"
#include "app/models/table_projection.h"
#include "app/models/turn_texts.h"
#include "engine/assist.h"
#include "engine/explain.h"

#include <QMetaProperty>
#include <algorithm>

namespace cor::app {
namespace {

// Assisted play waits at least this long before it acts for the player, so it is seen.
constexpr int kAssistMinimumMs = 800;

bool contains(const std::vector<Action>& actions, const Action& action) {
    return std::find(actions.begin(), actions.end(), action) != actions.end();
}

} // namespace

GameModel::GameModel(QObject* parent)
    : QObject(parent), log_([this](int seat) { return seatName(seat); }),
      feed_([this](const Update& update) { apply(update); },
            [this](int seat) { return seatName(seat); }) {
    assist_.setSingleShot(true);
    connect(&assist_, &QTimer::timeout, this, [this] {
        if (!feed_.idle() || feed_.bannerShown() || !yourTurn()) {
            return;
        }
        if (const std::optional<Action> only = onlyChoice(choices_); only && mayDecideFor(*only)) {
            submit(*only, true);
        }
    });
    connect(&feed_, &Feed::becameIdle, this, &GameModel::onFeedIdle);
}

void GameModel::setSession(net::ClientSession* session) {
    if (session_ != nullptr) {
        session_->disconnect(this);
    }
    session_ = session;
    outbox_.setSession(session);
    clock_.setSession(session);
    still_ = false;
    away_ = false;
    feed_.clear();
    toRecall_.reset();
    log_.stopWaiting();
    assist_.stop();
    if (session == nullptr) {
        return;
    }
    connect(session, &net::ClientSession::viewChanged, this, &GameModel::enqueue);
    // A (re)joined seat's log as the host kept it, as far as this screen may read it.
    connect(session, &net::ClientSession::historyReceived, this, [this, session] {
        net::History history = session->history();
        for (net::HistoryItem& item : history) {
            if (auto* happened = std::get_if<net::HistoryEvent>(&item)) {
                happened->event = redactFor(happened->event, audience_.lastingEyes());
            }
        }
        log_.setHistory(history);
        toRecall_ = std::move(history); // the story, once the view says whose and how long
    });
    connect(session, &net::ClientSession::gameEnded, this, [this] {
        endPending_ = true;
        if (feed_.idle()) {
            onFeedIdle();
        }
    });
    connect(session, &net::ClientSession::rejected, this, [this](const net::Rejection& r) {
        const bool wrongPhase = r.reason == cor::wire::REJECT_RULES &&
                                r.ruleError == errorCode(ActionError::WrongPhase);
        if (wrongPhase && !hint().isEmpty()) {
            // "Not now" alone leaves the player guessing: say what the moment asks for.
            //: A gesture made at the wrong moment; %1 says what to do now
            refuse(tr("Not now. %1").arg(hint()), lastPlace_);
            return;
        }
        QStringList allowed;
        for (const DeckId deck : schoolDecks()) {
            allowed << deckText(deck);
        }
        refuse(rejectionText(r, allowed), lastPlace_);
    });
    connect(session, &net::ClientSession::rejected, &outbox_, &Outbox::refused);
    if (session->view()) {
        // Another seat's eyes (hot seat): its view as it is, without replaying the past; the
        // story is theirs.
        feed_.follow(session->view()->viewer);
        apply(Update{*session->view(), {}, session->legal(), session->undoable()});
    }
    endPending_ = session->gameOver();
    if (view_) {
        onFeedIdle(); // nothing is queued: a curtain, the end or assisted play may follow
    }
}

void GameModel::reset(Audience audience) {
    setSession(nullptr);
    feed_.reset();
    audience_ = std::move(audience);
    received_.reset();
    view_.reset();
    legal_.clear();
    choices_.clear();
    undoable_ = 0;
    over_ = false;
    endPending_ = false;
    selection_.clear();
    log_.clear();
    marks_ = {};
    scores_.setSheets({}, {}, {});
    hints_.reset();
    publish();
}

void GameModel::setAway(bool away) {
    if (away_ == away) {
        return;
    }
    away_ = away;
    assist_.stop();
    publish();
    if (yourTurn()) { // back on their turn (the story has the bot's moves meanwhile)
        emit turnBegan();
    }
}

void GameModel::showStill(const PlayerView& view, const EventLog& log,
                          const std::vector<net::Actor>& by,
                          const std::vector<std::vector<ScoreChange>>& scores) {
    setSession(nullptr);
    still_ = true;
    received_.reset();
    view_ = view;
    legal_.clear();
    choices_.clear();
    undoable_ = 0;
    const int shown = selection_.shownSeat;
    selection_.clear();
    selection_.shownSeat = shown;
    over_ = view.phase == cor::Phase::Over;
    // A finished game's last step has its score pad, as the end of the game had.
    fillScorePad(over_ ? scoreSheets(view) : std::vector<ScoreSheet>{});
    log_.setEvents(log, by, scores);
    refreshModels();
    publish();
}

void GameModel::appendChat(int seat, const QString& name, const QString& text, bool unread) {
    log_.appendChat(seat, name, text, unread, feed_.pending());
}

void GameModel::appendNote(int seat, net::NoteKind kind) {
    log_.appendNote(seat, kind, feed_.pending());
}

void GameModel::setSeats(std::vector<SeatInfo> seats) {
    seats_ = std::move(seats);
    log_.retranslate(); // its lines name the seats
    if (view_) {
        players_.update(*view_, seats_);
    }
    publish();
}

QString GameModel::seatName(int seat) const {
    return seat >= 0 && seat < static_cast<int>(seats_.size())
               ? seats_[static_cast<std::size_t>(seat)].name
               : QString();
}

void GameModel::setAssisted(bool on) {
    assisted_ = on;
    if (view_) {
        refreshChoices();
        refreshModels();
        publish();
    }
}

void GameModel::enqueue() {
    const net::ClientSession* session = session_.data();
    if (session == nullptr || !session->view()) {
        return;
    }
    // What stays on screen (the log, the story, announcements) keeps only what everyone in
    // front of it may know.
    EventLog events = session->events();
    for (Event& event : events) {
        event = redactFor(event, audience_.lastingEyes());
    }
    if (toRecall_) {
        feed_.recall(*toRecall_, audience_.people(), session->view()->rounds);
        toRecall_.reset();
    }
    feed_.push(Update{*session->view(), std::move(events), session->legal(), session->undoable(),
                      session->by()});
}

void GameModel::apply(const Update& update) {
    const bool wasYourTurn = yourTurn();
    // Every score is public: each seat's sheet before and after says why one changed.
    log_.append(update.events, update.by,
                received_ ? scoreSheets(received_->view) : std::vector<ScoreSheet>{},
                scoreSheets(update.view));
    received_ = Update{update.view, {}, update.legal, update.undoable};
    audience_.follow(update.view.toAct, false);
    present();
    selection_.hinted.reset(); // a hint is for the view it was asked in
    selection_.hintedSeats.clear();
    selection_.played.reset();
    selection_.picked = -1; // and so is the keyboard's pick
    if (view_->turn.drawnCount == 0 || view_->turn.seat != view_->viewer) {
        selection_.kept = -1;
    }
    refreshChoices();
    if (const auto card = selectedCardId(); !card || !buildOffered(choices_, *card)) {
        selection_.hand = -1;
    }
    if (!wasYourTurn && yourTurn()) {
        selection_.shownSeat = -1; // your turn starts on your city
    }
    refreshModels();
    publish();
    if (!wasYourTurn && yourTurn()) {
        Sounds::play(Sounds::Cue::YourTurn);
        emit turnBegan();
    }
}

void GameModel::present() {
    // The seat's own view only where its person may see it now; otherwise what everyone knows.
    const Update& update = *received_;
    const bool own = audience_.eyes() == update.view.viewer;
    view_ = own ? update.view : publicView(update.view);
    legal_ = own ? update.legal : std::vector<Action>{};
    undoable_ = own ? update.undoable : 0;
}

void GameModel::setAudience(Audience audience) {
    audience_ = std::move(audience);
    if (received_) {
        present();
        refreshChoices();
        refreshModels();
    }
    publish();
}

void GameModel::onFeedIdle() {
    const int eyes = audience_.eyes();
    if (view_ && audience_.follow(view_->toAct, true)) {
        publish();
        if (audience_.eyes() >= 0 && audience_.eyes() != eyes) {
            // The person who had the screen last is to act again: theirs again, no curtain.
            emit curtainLifted(audience_.eyes());
        }
    }
    if (endPending_ && !over_) {
        finishGame();
        return;
    }
    decideIfOnlyChoice();
}

QString GameModel::curtain() const {
    return seatName(audience_.awaited());
}

void GameModel::liftCurtain() {
    const int seat = audience_.awaited();
    if (audience_.lift()) {
        publish();
        emit curtainLifted(seat);
    }
}

void GameModel::refreshChoices() {
    ActionList legal;
    for (const Action& action : legal_) {
        legal.push(action);
    }
    if (assisted_ && view_ && view_->viewer >= 0 && !legal.empty()) {
        assistedChoices(*view_, legal, choices_);
    } else {
        choices_ = legal;
    }
}

std::optional<Card> GameModel::selectedCardId() const {
    return view_ ? cor::app::selectedCard(*view_, selection_) : std::nullopt;
}

void GameModel::refreshModels() {
    TableModels models{players_, strip_, offer_, draftPack_, hand_, drawn_, putBack_, city_};
    project(*view_, choices_, seats_, yourTurn(), selection_, models);
}

void GameModel::setHinted(const std::optional<Action>& action, const std::vector<int>& seats,
                          const std::optional<Action>& played) {
    if (selection_.hinted == action && selection_.hintedSeats == seats &&
        selection_.played == played) {
        return;
    }
    selection_.hinted = action;
    selection_.hintedSeats = seats;
    selection_.played = played;
    if (view_) {
        refreshModels();
    }
    publish();
}

GameModel::Phase GameModel::phase() const {
    if (!view_) {
        return Phase::Setup;
    }
    switch (view_->phase) {
    case cor::Phase::Draft:
        return Phase::Draft;
    case cor::Phase::Emissaries:
        return Phase::Emissaries;
    case cor::Phase::Actions:
        return Phase::Actions;
    case cor::Phase::Over:
        break;
    }
    return Phase::Over;
}

bool GameModel::yourTurn() const {
    return !still_ && !away_ && view_ && view_->viewer >= 0 && view_->toAct == view_->viewer;
}

bool GameModel::ownTurn() const {
    return view_ && view_->phase == cor::Phase::Actions && view_->viewer >= 0 &&
           view_->turn.seat == view_->viewer;
}

QString GameModel::status() const {
    return TurnTexts::status(view_ ? &*view_ : nullptr, yourTurn(), seatName(toAct()));
}

QString GameModel::hint() const {
    return view_ ? TurnTexts::hint(*view_, yourTurn(), choices_, selection_) : QString();
}

QVariantList GameModel::decks() const {
    QVariantList decks;
    for (int d = 0; view_ && d < kDeckCount; ++d) {
        if ((view_->deckMask & (1u << d)) != 0) {
            decks << QVariantMap{
                {QStringLiteral("deck"), deckNumber(static_cast<DeckId>(d))},
                {QStringLiteral("name"), deckText(static_cast<DeckId>(d))},
                {QStringLiteral("size"), int(view_->deckSizes[static_cast<std::size_t>(d)])}};
        }
    }
    return decks;
}

QVariantList GameModel::openInfluence() const {
    QVariantList values;
    for (std::size_t i = 0; view_ && i < kInfluenceValues.size(); ++i) {
        if ((view_->openInfluence & (1u << i)) != 0) {
            values << int(kInfluenceValues[i]);
        }
    }
    return values;
}

QVariantList GameModel::influenceInDeck() const {
    QVariantList cards;
    for (std::size_t i = 0; view_ && i < kInfluenceValues.size(); ++i) {
        if (view_->influenceInDeck[i] >= 0) {
            cards << QVariantMap{{QStringLiteral("value"), int(kInfluenceValues[i])},
                                 {QStringLiteral("position"), int(view_->influenceInDeck[i]) + 1}};
        }
    }
    return cards;
}

QStringList GameModel::stripsToCome() const {
    QStringList strips;
    // Only as many as rounds remain (none in the last round).
    const int left = view_ ? view_->rounds - view_->round : 0;
    for (int i = 1; view_ && i < kStripCount && i <= left; ++i) {
        const std::uint8_t pattern = view_->strips[static_cast<std::size_t>(i)];
        strips << (pattern == kUnknownStrip ? QStringLiteral("?") : stripText(pattern));
    }
    return strips;
}

int GameModel::brickTokens() const {
    const int seat = viewerSeat();
    return seat >= 0 ? view_->players[static_cast<std::size_t>(seat)].city.brickTokenCount() : 0;
}

int GameModel::coins() const {
    const int seat = viewerSeat();
    return seat >= 0 ? view_->players[static_cast<std::size_t>(seat)].coins : 0;
}

bool GameModel::endingEarly() const {
    if (!canEndTurn() || !ownTurn() || view_->turn.built || view_->turn.produced) {
        return false;
    }
    return std::any_of(choices_.begin(), choices_.end(), [](const Action& a) {
        return a.kind == ActionKind::Build || a.kind == ActionKind::Produce;
    });
}

QString GameModel::produceText() const {
    return view_ ? TurnTexts::produce(*view_, cogs()) : QString();
}

std::vector<DeckId> GameModel::schoolDecks() const {
    std::vector<DeckId> decks;
    for (const Action& a : choices_) {
        if (a.kind == ActionKind::School) {
            decks.push_back(static_cast<DeckId>(a.amount));
        }
    }
    return decks;
}

QVariantList GameModel::deckChoices() const {
    QVariantList decks;
    for (const DeckId deck : schoolDecks()) {
        decks << QVariantMap{{QStringLiteral("deck"), deckNumber(deck)},
                             {QStringLiteral("name"), deckText(deck)}};
    }
    return decks;
}

bool GameModel::keeping() const {
    return view_ && keepChoices(*view_, yourTurn()) > 0;
}

QList<int> GameModel::hintedSeats() const {
    return QList<int>(selection_.hintedSeats.begin(), selection_.hintedSeats.end());
}

int GameModel::shownSeat() const {
    return view_ ? cor::app::shownSeat(*view_, selection_) : 0;
}

QVariantList GameModel::winners() const {
    QVariantList seats;
    const net::ClientSession* session = session_.data();
    for (int seat = 0; session != nullptr && seat < kMaxPlayers; ++seat) {
        if ((session->winners() & (1u << seat)) != 0) {
            seats << seat;
        }
    }
    return seats;
}

QStringList GameModel::standIns() const {
    return QStringList(marks_.standIns.begin(), marks_.standIns.end());
}

QVariantList GameModel::seatColours() const {
    QVariantList colours;
    for (const SeatInfo& seat : seats_) {
        colours << seat.colour;
    }
    return colours;
}

QStringList GameModel::seatNames() const {
    QStringList names;
    for (const SeatInfo& seat : seats_) {
        names << seat.name;
    }
    return names;
}

void GameModel::select(int handIndex) {
    if (!view_ || still_) {
        return;
    }
    const int before = selection_.hand;
    selection_.hand = handIndex == before ? -1 : handIndex;
    selection_.picked = -1;
    if (const auto card = selectedCardId(); card && !buildOffered(choices_, *card)) {
        selection_.hand = -1;
        refuse(actionErrorText(whyNotBuildable(*view_, *card)), Place::Hand);
    }
    selection_.shownSeat = -1;
    refreshModels();
    publish();
}

void GameModel::showCity(int seat) {
    selection_.shownSeat = view_ && seat == view_->viewer ? -1 : seat;
    if (view_) {
        refreshModels();
        publish();
    }
}

void GameModel::placeEmissary(int space) {
    attempt(Action::place(space), Place::Strip);
}

void GameModel::draft(int packIndex) {
    const auto& cards = draftPack_.cards();
    if (packIndex >= 0 && packIndex < static_cast<int>(cards.size())) {
        attempt(Action::draft(cards[static_cast<std::size_t>(packIndex)].card), Place::Draft);
    }
}

void GameModel::take(int offerIndex) {
    const auto& cards = offer_.cards();
    if (offerIndex >= 0 && offerIndex < static_cast<int>(cards.size())) {
        attempt(Action::take(cards[static_cast<std::size_t>(offerIndex)].card), Place::Offer);
    }
}

QVariantList GameModel::tokenChoices(int x, int y) const {
    QVariantList tokens;
    const auto card = selectedCardId();
    for (const Action& a : choices_) {
        if (card && a.kind == ActionKind::Build && a.card == *card && a.x == x && a.y == y) {
            tokens << int(a.amount);
        }
    }
    return tokens;
}

void GameModel::build(int x, int y, int tokens) {
    const auto card = selectedCardId();
    if (!card) {
        // An empty space clicked says what it needs, as an unplayable hand card says why.
        refuse(noCardText(x, y), Place::City);
        return;
    }
    const QVariantList choices = tokenChoices(x, y);
    int spend = tokens;
    if (spend < 0) { // brick tokens before coins
        spend = std::min(brickTokens(), std::max(0, int(info(*card).cost) - bricks()));
        for (const QVariant& t : choices) {
            spend = std::max(spend, t.toInt());
        }
    }
    if (!choices.isEmpty()) {
        selection_.hand = -1;
    }
    attempt(Action::build(*card, x, y, spend), Place::City);
}

void GameModel::produce() {
    attempt(Action::produce(), Place::Controls);
}

void GameModel::endTurn() {
    attempt(Action::pass(), Place::Controls);
}

void GameModel::undo() {
    net::ClientSession* session = session_.data();
    if (session == nullptr || still_) {
        return;
    }
    lastPlace_ = Place::Controls;
    session->undo(); // the host says why when nothing can be taken back
}

void GameModel::chooseDeck(int deck) {
    if (deck >= 1 && deck <= kDeckCount) {
        attempt(Action::school(static_cast<DeckId>(deck - 1)), Place::Choice);
    }
}

void GameModel::keep(int drawnIndex) {
    if (!view_ || drawnIndex < 0 || drawnIndex >= keepChoices(*view_, yourTurn())) {
        return;
    }
    selection_.kept = drawnIndex;
    selection_.picked = -1; // the put-back order is a new decision
    selection_.putBack.clear();
    for (int i = 0; i < view_->turn.drawnCount; ++i) {
        if (i != drawnIndex) {
            selection_.putBack.push_back(view_->turn.drawn[static_cast<std::size_t>(i)]);
        }
    }
    refreshModels();
    publish();
    if (selection_.putBack.size() <= 1) {
        confirmKeep(); // nothing to order
    }
}

void GameModel::movePutBack(int from, int to) {
    std::vector<Card>& order = selection_.putBack;
    const int size = static_cast<int>(order.size());
    if (from < 0 || from >= size || to < 0 || to >= size || from == to) {
        return;
    }
    const Card card = order[static_cast<std::size_t>(from)];
    order.erase(order.begin() + from);
    order.insert(order.begin() + to, card);
    refreshModels();
    publish();
}

void GameModel::confirmKeep() {
    if (!view_ || selection_.kept < 0) {
        return;
    }
    std::array<Card, 4> returned{};
    std::copy(selection_.putBack.begin(), selection_.putBack.end(), returned.begin());
    attempt(Action::keep(view_->turn.drawn[static_cast<std::size_t>(selection_.kept)], returned),
            Place::Choice);
}

void GameModel::attempt(const Action& action, Place place) {
    net::ClientSession* session = session_.data();
    if (session == nullptr || still_) {
        return;
    }
    lastPlace_ = place;
    if (contains(legal_, action) && !choices_.contains(action)) {
        // What glows is what may be chosen: assisted play's offer, the hint's too.
        refuse(notOfferedText(action), place);
    } else if (contains(legal_, action)) {
        submit(action);
    } else {
        session->submit(action); // refused: the host's reason shows where this was tried
    }
    // The gesture's own choice is done with (the card built leaves the hand, a pick was taken).
    if (view_) {
        refreshModels();
    }
    publish();
}

QString GameModel::notOfferedText(const Action& action) const {
    if (action.kind == ActionKind::Place && view_) {
        //: Assisted play leaves out the round's last emissary on a space another free space
        //: beats: %1 the space clicked, %2 the better one
        return tr("Space %2 gives more than space %1 and your turn comes no later: assisted play "
                  "offers only space %2. (Settings: Assisted play.)")
            .arg(action.amount)
            .arg(dominatingSpace(*view_, action.amount));
    }
    //: A legal choice assisted play leaves out (a build paying coins where brick tokens could
    //: pay, a produce that gains nothing)
    return tr("Assisted play leaves this out: it gains nothing the choices shown do not. "
              "(Settings: Assisted play.)");
}

QString GameModel::noCardText(int x, int y) const {
    const int viewer = viewerSeat();
    if (still_ || viewer < 0 ||
        view_->players[static_cast<std::size_t>(viewer)].city.at(x, y) != Card::None) {
        return {};
    }
    // What stands in the way of any build now says itself (not your turn, another phase, a card
    // to take first, built already); else a card is what the click needs.
    const ActionError why = whyNotBuildable(*view_, Card::None);
    if (why == ActionError::WrongPhase) {
        //: A click on an empty space of the player's city before the action phase
        return tr("You build in the action phase: select a card in your hand then.");
    }
    if (why != ActionError::None && why != ActionError::NotAdjacent &&
        why != ActionError::NotEnoughCoins) {
        return actionErrorText(why);
    }
    //: A click on an empty space of the player's city while no card of the hand is selected
    return tr("Select a card in your hand to build here.");
}

void GameModel::submit(const Action& action, bool automatic) {
    net::ClientSession* session = session_.data();
    // What the table shows may be a moment behind the host (paced): only what the host takes
    // now goes out.
    if (session == nullptr || !contains(legal_, action) || !contains(session->legal(), action)) {
        return;
    }
    assist_.stop();
    feed_.decided(viewerSeat(), automatic);
    // The host records who decided; through a lost connection the move waits to go.
    outbox_.send(action, automatic, HintWords::deed(action));
    emit submitted(action, automatic);
}

// Every property QML reads says when its value changed, read back and compared with what it
// said last: a move of the keyboard's pick re-evaluates the pick's bindings, not the table's.
void GameModel::publish() {
    const QMetaObject* meta = metaObject();
    announced_.resize(static_cast<std::size_t>(meta->propertyCount()));
    for (int index = meta->propertyOffset(); index < meta->propertyCount(); ++index) {
        const QMetaProperty property = meta->property(index);
        if (!property.hasNotifySignal()) {
            continue;
        }
        QVariant value = property.read(this);
        QVariant& said = announced_[static_cast<std::size_t>(index)];
        if (!said.isValid() || value != said) {
            said = std::move(value);
            property.notifySignal().invoke(this);
        }
    }
    emit updated();
}

void GameModel::refuse(const QString& reason, Place place) {
    if (reason.isEmpty()) {
        return;
    }
    emit refused(reason, place);
}

bool GameModel::mayDecideFor(const Action& only) const {
    // Ending the turn stays the player's while something can still be taken back, however few
    // the choices (a produce that cannot pay off left assisted play only the end of the turn,
    // and it ended the turn a second after a build, with no time to undo it).
    if (only.kind == ActionKind::Pass && undoable_ > 0) {
        return false;
    }
    if (legal_.size() == 1) {
        return true; // the rules leave one choice
    }
    // One sensible choice among several: assisted play's only where the player lets it.
    return only.kind != ActionKind::Place || assistLastEmissary_;
}

void GameModel::decideIfOnlyChoice() {
    if (!assisted_ || !yourTurn() || !feed_.idle() || feed_.bannerShown()) {
        return;
    }
    const std::optional<Action> only = onlyChoice(choices_);
    if (!only || !mayDecideFor(*only)) {
        return;
    }
    const int pace = feed_.pace();
    assist_.start(pace > 0 ? std::max(pace, kAssistMinimumMs) : 0);
}

void GameModel::finishGame() {
    over_ = true;
    const net::ClientSession* session = session_.data();
    fillScorePad(session != nullptr ? session->scores() : std::vector<ScoreSheet>{});
    // How the result came about: the rounds bots played for absent people, assisted play.
    marks_ = session != nullptr && session->record()
                 ? tableMarks(*session->record(), session->actors())
                 : TableMarks{};
    scores_.setMarks(marks_);
    publish();
    emit gameEnded();
}

void GameModel::fillScorePad(const std::vector<ScoreSheet>& sheets) {
    std::vector<int> influence;
    std::vector<int> coins;
    for (int seat = 0; view_ && seat < view_->playerCount; ++seat) {
        influence.push_back(view_->players[static_cast<std::size_t>(seat)].influence);
        coins.push_back(view_->players[static_cast<std::size_t>(seat)].coins);
    }
    scores_.setSheets(sheets, influence, coins);
}

void GameModel::retranslate() {
    players_.retranslate();
    offer_.retranslate();
    draftPack_.retranslate();
    hand_.retranslate();
    drawn_.retranslate();
    putBack_.retranslate();
    city_.retranslate();
    log_.retranslate();
    scores_.retranslate();
    feed_.retranslate();
    publish();
}

} // namespace cor::app
