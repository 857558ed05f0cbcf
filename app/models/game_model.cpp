#include "app/models/game_model.h"

#include "app/models/reasons.h"
#include "engine/assist.h"
#include "engine/yields.h"

#include <algorithm>

namespace cor::app {

GameModel::GameModel(QObject* parent)
    : QObject(parent), log_([this](int seat) { return players_.seat(seat).name; }) {
    pace_.setSingleShot(true);
    connect(&pace_, &QTimer::timeout, this, &GameModel::showNext);
    lastShown_.start();
}

void GameModel::setSession(net::ClientSession* session) {
    if (session_ != nullptr) {
        session_->disconnect(this);
    }
    session_ = session;
    still_ = false;
    queue_.clear();
    pace_.stop();
    if (session == nullptr) {
        return;
    }
    connect(session, &net::ClientSession::viewChanged, this, &GameModel::enqueue);
    connect(session, &net::ClientSession::gameEnded, this, [this] {
        endPending_ = true;
        if (queue_.empty() && !pace_.isActive()) {
            showNext();
        }
    });
    connect(session, &net::ClientSession::rejected, this, [this](const net::Rejection& r) {
        notice_ = rejectionText(r);
        emit noticeChanged();
        emit refused(notice_);
    });
    if (session->view()) {
        // Another seat's eyes (hot seat): its view as it is, without replaying the past.
        apply(Update{*session->view(), {}, session->legal(), session->undoable()});
    }
    if (session->gameOver()) {
        endPending_ = true;
        showNext();
    }
}

void GameModel::reset(bool publicLog) {
    setSession(nullptr);
    view_.reset();
    legal_.clear();
    choices_.clear();
    undoable_ = 0;
    automaticNext_ = false;
    over_ = false;
    endPending_ = false;
    selected_ = -1;
    shownSeat_ = -1;
    kept_ = -1;
    putBackOrder_.clear();
    notice_.clear();
    log_.clear();
    log_.setPublicOnly(publicLog);
    scores_.setSheets({}, {}, {});
    emit changed();
}

void GameModel::showStill(const PlayerView& view, const EventLog& log) {
    setSession(nullptr);
    still_ = true;
    view_ = view;
    legal_.clear();
    choices_.clear();
    undoable_ = 0;
    selected_ = -1;
    kept_ = -1;
    putBackOrder_.clear();
    over_ = view.phase == Phase::Over;
    log_.setEvents(log);
    refreshModels();
    emit changed();
}

void GameModel::setSeats(std::vector<SeatInfo> seats) {
    seats_ = std::move(seats);
    if (view_) {
        players_.update(*view_, seats_);
        emit changed();
    }
}

void GameModel::setAssisted(bool on) {
    assisted_ = on;
    if (view_) {
        refreshChoices();
        refreshModels();
        emit changed();
    }
}

bool GameModel::botSeat(int seat) const {
    return seat >= 0 && seat < static_cast<int>(seats_.size()) &&
           seats_[static_cast<std::size_t>(seat)].bot;
}

void GameModel::enqueue() {
    const net::ClientSession* session = session_.data();
    if (session == nullptr || !session->view()) {
        return;
    }
    queue_.push_back(
        Update{*session->view(), session->events(), session->legal(), session->undoable()});
    if (!pace_.isActive()) {
        showNext();
    }
}

void GameModel::showNext() {
    while (!queue_.empty()) {
        // A bot's move stays a moment before the next one shows.
        const int actor = view_ ? view_->toAct : -1;
        const qint64 wait = paceMs_ - lastShown_.elapsed();
        if (botSeat(actor) && wait > 0) {
            pace_.start(static_cast<int>(wait));
            return;
        }
        const Update update = std::move(queue_.front());
        queue_.pop_front();
        apply(update);
        lastShown_.restart();
    }
    if (endPending_ && !over_) {
        finishGame();
    }
}

void GameModel::apply(const Update& update) {
    const bool wasYourTurn = yourTurn();
    log_.append(update.events, automaticNext_);
    automaticNext_ = false;
    view_ = update.view;
    legal_ = update.legal;
    undoable_ = update.undoable;
    if (view_->turn.drawnCount == 0 || view_->turn.seat != view_->viewer) {
        kept_ = -1;
    }
    refreshChoices();
    const auto card = selectedCardId();
    const bool stillPlayable =
        card && std::any_of(choices_.begin(), choices_.end(), [&](const Action& a) {
            return a.kind == ActionKind::Build && a.card == *card;
        });
    if (!stillPlayable) {
        selected_ = -1;
    }
    refreshModels();
    emit changed();
    if (!wasYourTurn && yourTurn()) {
        emit turnBegan();
    }
    decideIfOnlyChoice();
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
    if (!view_ || view_->viewer < 0 || selected_ < 0) {
        return std::nullopt;
    }
    const PlayerPublicView& self = view_->players[static_cast<std::size_t>(view_->viewer)];
    if (selected_ >= self.handSize) {
        return std::nullopt;
    }
    return self.hand[static_cast<std::size_t>(selected_)].card;
}

void GameModel::refreshModels() {
    const PlayerView& v = *view_;
    const auto offered = [&](ActionKind kind, Card card) {
        return std::any_of(choices_.begin(), choices_.end(),
                           [&](const Action& a) { return a.kind == kind && a.card == card; });
    };
    players_.update(v, seats_);

    unsigned placeable = 0;
    for (const Action& a : choices_) {
        placeable |= a.kind == ActionKind::Place ? 1u << (a.amount - 1) : 0u;
    }
    strip_.update(v.currentStrip(), v.emissaries, placeable);

    std::vector<CardEntry> offer;
    for (int i = 0; i < v.offerSize; ++i) {
        const Card card = v.offer[static_cast<std::size_t>(i)];
        offer.push_back(CardEntry{card, DeckId::I, true, offered(ActionKind::Take, card), false});
    }
    offer_.setCards(std::move(offer));

    std::vector<CardEntry> pack;
    if (v.viewer >= 0 && v.viewer == v.draftSeat) {
        for (int i = 0; i < v.draftPackSize; ++i) {
            const Card card = v.draftPack[static_cast<std::size_t>(i)];
            pack.push_back(
                CardEntry{card, DeckId::II, false, offered(ActionKind::Draft, card), false});
        }
    }
    draftPack_.setCards(std::move(pack));

    std::vector<CardEntry> hand;
    if (v.viewer >= 0) {
        const PlayerPublicView& self = v.players[static_cast<std::size_t>(v.viewer)];
        for (int i = 0; i < self.handSize; ++i) {
            const ViewHandCard& h = self.hand[static_cast<std::size_t>(i)];
            hand.push_back(CardEntry{h.card, h.back, h.open, offered(ActionKind::Build, h.card),
                                     i == selected_});
        }
    }
    hand_.setCards(std::move(hand));

    std::vector<CardEntry> drawn;
    std::vector<CardEntry> back;
    if (keepChoices() > 0) {
        const int deck = std::max<int>(v.turn.schoolDeck, 1);
        for (int i = 0; i < v.turn.drawnCount; ++i) {
            drawn.push_back(CardEntry{v.turn.drawn[static_cast<std::size_t>(i)],
                                      static_cast<DeckId>(deck), false, true, i == kept_});
        }
        for (Card card : putBackOrder_) {
            back.push_back(CardEntry{card, static_cast<DeckId>(deck), false, false, false});
        }
    }
    drawn_.setCards(std::move(drawn));
    putBack_.setCards(std::move(back));

    std::map<int, BuildOption> options;
    const int shown = shownSeat();
    const City& city = v.players[static_cast<std::size_t>(shown)].city;
    if (const auto card = selectedCardId(); card && shown == v.viewer) {
        for (const Action& a : choices_) {
            if (a.kind != ActionKind::Build || a.card != *card) {
                continue;
            }
            const int index = cellIndex(a.x, a.y);
            auto& option = options[index];
            if (option.tokens <= a.amount) { // the most tokens shows (brick tokens first)
                option =
                    BuildOption{a.amount, buildCoinCost(info(*card).cost, v.turn.bricks, a.amount),
                                buildYield(city, *card, index),
                                buildPoints(city, *card, index,
                                            v.players[static_cast<std::size_t>(shown)].coins)};
            }
        }
    }
    city_.update(shown, city, options, v.players[static_cast<std::size_t>(shown)].coins);
    if (!options.contains(cursor_)) {
        cursor_ = options.empty() ? -1 : options.begin()->first;
    }
    city_.setCursor(cursor_);
}

QString GameModel::phase() const {
    if (!view_) {
        return {};
    }
    switch (view_->phase) {
    case Phase::Draft:
        return QStringLiteral("draft");
    case Phase::Emissaries:
        return QStringLiteral("emissaries");
    case Phase::Actions:
        return QStringLiteral("actions");
    case Phase::Over:
        break;
    }
    return QStringLiteral("over");
}

bool GameModel::yourTurn() const {
    return !still_ && view_ && view_->viewer >= 0 && view_->toAct == view_->viewer;
}

QString GameModel::status() const {
    if (!view_) {
        return tr("The game is being set up…");
    }
    QStringList parts;
    switch (view_->phase) {
    case Phase::Draft:
        parts << tr("Setup draft");
        break;
    case Phase::Emissaries:
        parts << tr("Round %1 of %2").arg(view_->round).arg(view_->rounds) << tr("Emissaries");
        break;
    case Phase::Actions:
        parts << tr("Round %1 of %2").arg(view_->round).arg(view_->rounds) << tr("Actions");
        break;
    case Phase::Over:
        return tr("The game is over");
    }
    parts << (yourTurn() ? tr("Your turn") : tr("%1 is to act").arg(players_.seat(toAct()).name));
    return parts.join(QStringLiteral(" · "));
}

QString GameModel::hint() const {
    if (!yourTurn()) {
        return {};
    }
    const TurnState& turn = view_->turn;
    switch (view_->phase) {
    case Phase::Draft:
        return tr("Keep one of these cards; the others go on to the next player.");
    case Phase::Emissaries:
        return tr("Place your emissary on a free space of the action strip.");
    case Phase::Actions:
        if (turn.schoolPending() && turn.schoolDeck < 0) {
            return tr("Your school draws cards: choose the deck.");
        }
        if (turn.schoolPending()) {
            return tr("Keep one card; the others go back under the deck in the order shown.");
        }
        if (!turn.took && view_->offerSize > 0) {
            return tr("Take a card from the offer.");
        }
        if (selected_ >= 0) {
            return tr("Choose where to build it: the glowing spaces of your city.");
        }
        return tr("Build (select a card in your hand), produce, or end your turn.");
    case Phase::Over:
        break;
    }
    return {};
}

QVariantList GameModel::decks() const {
    QVariantList decks;
    for (int d = 0; view_ && d < kDeckCount; ++d) {
        if ((view_->deckMask & (1u << d)) != 0) {
            decks << QVariantMap{
                {QStringLiteral("deck"), deckText(static_cast<DeckId>(d))},
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
    for (int i = 1; view_ && i < kStripCount; ++i) {
        const std::uint8_t pattern = view_->strips[static_cast<std::size_t>(i)];
        QString symbols;
        for (int k = 0; k < kStripSpaces && pattern != kUnknownStrip; ++k) {
            symbols += (pattern & (1u << k)) != 0 ? QStringLiteral("▰") : QStringLiteral("⚙");
        }
        strips << (pattern == kUnknownStrip ? QStringLiteral("?") : symbols);
    }
    return strips;
}

int GameModel::brickTokens() const {
    return view_ ? view_->players[static_cast<std::size_t>(shownSeat())].city.brickTokenCount() : 0;
}

int GameModel::coins() const {
    return view_ ? view_->players[static_cast<std::size_t>(shownSeat())].coins : 0;
}

QString GameModel::produceText() const {
    if (!view_ || view_->viewer < 0) {
        return {};
    }
    const Yield yield = produceYield(view_->players[static_cast<std::size_t>(view_->viewer)].city);
    const int price = std::max(0, 2 - view_->turn.cogs);
    QString text = yieldText(yield);
    if (price > 0) {
        text += (text.isEmpty() ? QString() : QStringLiteral(", ")) +
                tr("pay %n coin(s) for cogs", nullptr, price);
    }
    return text;
}

QStringList GameModel::deckChoices() const {
    QStringList decks;
    for (const Action& a : choices_) {
        if (a.kind == ActionKind::School) {
            decks << deckText(static_cast<DeckId>(a.amount));
        }
    }
    return decks;
}

int GameModel::keepChoices() const {
    return view_ && yourTurn() && view_->turn.schoolDeck >= 0 ? view_->turn.drawnCount : 0;
}

int GameModel::shownSeat() const {
    if (!view_) {
        return 0;
    }
    if (shownSeat_ >= 0 && shownSeat_ < view_->playerCount) {
        return shownSeat_;
    }
    return view_->viewer >= 0 ? view_->viewer : std::max<int>(view_->toAct, 0);
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
    selected_ = handIndex == selected_ ? -1 : handIndex;
    if (!selectedCardId() || !std::any_of(choices_.begin(), choices_.end(), [&](const Action& a) {
            return a.kind == ActionKind::Build && a.card == *selectedCardId();
        })) {
        selected_ = -1;
    }
    shownSeat_ = -1;
    refreshModels();
    emit changed();
}

void GameModel::selectNext(int step) {
    std::vector<int> playable;
    for (int i = 0; i < static_cast<int>(hand_.cards().size()); ++i) {
        if (hand_.cards()[static_cast<std::size_t>(i)].playable) {
            playable.push_back(i);
        }
    }
    if (playable.empty()) {
        return;
    }
    const auto at = std::find(playable.begin(), playable.end(), selected_);
    const int here =
        at == playable.end() ? (step > 0 ? -1 : 0) : static_cast<int>(at - playable.begin());
    const int count = static_cast<int>(playable.size());
    const int next = ((here + step) % count + count) % count;
    selected_ = -1;
    select(playable[static_cast<std::size_t>(next)]);
}

void GameModel::moveCursor(int step) {
    const std::vector<int> cells = city_.buildableCells();
    if (cells.empty()) {
        return;
    }
    const auto at = std::find(cells.begin(), cells.end(), cursor_);
    const int count = static_cast<int>(cells.size());
    const int here = at == cells.end() ? (step > 0 ? -1 : 0) : static_cast<int>(at - cells.begin());
    cursor_ = cells[static_cast<std::size_t>(((here + step) % count + count) % count)];
    city_.setCursor(cursor_);
    emit changed();
}

bool GameModel::buildAtCursor() {
    const std::vector<int> cells = city_.buildableCells();
    if (std::find(cells.begin(), cells.end(), cursor_) == cells.end()) {
        return false;
    }
    build(cellX(cursor_), cellY(cursor_));
    return true;
}

void GameModel::showCity(int seat) {
    shownSeat_ = view_ && seat == view_->viewer ? -1 : seat;
    if (view_) {
        refreshModels();
        emit changed();
    }
}

void GameModel::placeEmissary(int space) {
    submit(Action::place(space));
}

void GameModel::draft(int packIndex) {
    const auto& cards = draftPack_.cards();
    if (packIndex >= 0 && packIndex < static_cast<int>(cards.size())) {
        submit(Action::draft(cards[static_cast<std::size_t>(packIndex)].card));
    }
}

void GameModel::take(int offerIndex) {
    const auto& cards = offer_.cards();
    if (offerIndex >= 0 && offerIndex < static_cast<int>(cards.size())) {
        submit(Action::take(cards[static_cast<std::size_t>(offerIndex)].card));
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
    const QVariantList choices = tokenChoices(x, y);
    if (choices.isEmpty()) {
        return;
    }
    int spend = tokens;
    if (spend < 0) { // brick tokens before coins
        for (const QVariant& t : choices) {
            spend = std::max(spend, t.toInt());
        }
    }
    const Card card = *selectedCardId();
    selected_ = -1;
    submit(Action::build(card, x, y, spend));
}

void GameModel::produce() {
    submit(Action::produce());
}

void GameModel::endTurn() {
    submit(Action::pass());
}

void GameModel::undo() {
    if (net::ClientSession* session = session_.data(); session != nullptr && canUndo()) {
        session->undo();
    }
}

void GameModel::chooseDeck(const QString& deck) {
    if (const auto id = deckFromName(deck.toStdString())) {
        submit(Action::school(*id));
    }
}

void GameModel::keep(int drawnIndex) {
    if (!view_ || drawnIndex < 0 || drawnIndex >= keepChoices()) {
        return;
    }
    kept_ = drawnIndex;
    putBackOrder_.clear();
    for (int i = 0; i < view_->turn.drawnCount; ++i) {
        if (i != drawnIndex) {
            putBackOrder_.push_back(view_->turn.drawn[static_cast<std::size_t>(i)]);
        }
    }
    refreshModels();
    emit changed();
    if (putBackOrder_.size() <= 1) {
        confirmKeep(); // nothing to order
    }
}

void GameModel::movePutBack(int from, int to) {
    const int size = static_cast<int>(putBackOrder_.size());
    if (from < 0 || from >= size || to < 0 || to >= size || from == to) {
        return;
    }
    const Card card = putBackOrder_[static_cast<std::size_t>(from)];
    putBackOrder_.erase(putBackOrder_.begin() + from);
    putBackOrder_.insert(putBackOrder_.begin() + to, card);
    refreshModels();
    emit changed();
}

void GameModel::confirmKeep() {
    if (!view_ || kept_ < 0) {
        return;
    }
    std::array<Card, 4> returned{};
    std::copy(putBackOrder_.begin(), putBackOrder_.end(), returned.begin());
    submit(Action::keep(view_->turn.drawn[static_cast<std::size_t>(kept_)], returned));
}

void GameModel::submit(const Action& action, bool automatic) {
    net::ClientSession* session = session_.data();
    if (session == nullptr ||
        !std::any_of(legal_.begin(), legal_.end(), [&](const Action& a) { return a == action; })) {
        return;
    }
    automaticNext_ = automatic;
    session->submit(action);
}

void GameModel::decideIfOnlyChoice() {
    if (!assisted_ || !yourTurn() || !queue_.empty()) {
        return;
    }
    const std::optional<Action> only = onlyChoice(choices_);
    // Ending the turn is left to the player while something can still be taken back.
    if (!only || (only->kind == ActionKind::Pass && undoable_ > 0)) {
        return;
    }
    const std::uint32_t stateId = view_->stateId;
    QTimer::singleShot(0, this, [this, action = *only, stateId] {
        if (view_ && view_->stateId == stateId && queue_.empty()) {
            submit(action, true);
        }
    });
}

void GameModel::finishGame() {
    over_ = true;
    std::vector<int> influence;
    std::vector<int> coins;
    for (int seat = 0; view_ && seat < view_->playerCount; ++seat) {
        influence.push_back(view_->players[static_cast<std::size_t>(seat)].influence);
        coins.push_back(view_->players[static_cast<std::size_t>(seat)].coins);
    }
    const net::ClientSession* session = session_.data();
    scores_.setSheets(session != nullptr ? session->scores() : std::vector<ScoreSheet>{}, influence,
                      coins);
    emit changed();
    emit gameEnded();
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
    emit changed();
}

} // namespace cor::app
