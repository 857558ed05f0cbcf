#include "engine/flow.h"
#include "engine/hot_path.h"
#include "engine/rules.h"
#include "engine/yields.h"

#include <algorithm>
#include <bit>

namespace cor {

using detail::emit;

namespace {

PlayerState& playerOf(GameState& s, int seat) {
    return s.players[static_cast<std::size_t>(seat)];
}

// A building step (build or produce) is possible once the card is taken or the offer is empty.
ActionError checkTurnStep(const GameState& s) {
    if (s.phase != Phase::Actions) {
        return ActionError::WrongPhase;
    }
    if (s.turn.schoolPending()) {
        return ActionError::SchoolPending;
    }
    if (!s.turn.took && s.offerSize > 0) {
        return ActionError::MustTakeFirst;
    }
    return ActionError::None;
}

ActionError applyDraft(GameState& s, int seat, Card card, EventLog* log) {
    if (s.phase != Phase::Draft) {
        return ActionError::WrongPhase;
    }
    auto* packEnd = s.draftPack.begin() + s.draftPackSize;
    auto* picked = std::find(s.draftPack.begin(), packEnd, card);
    if (picked == packEnd || card == Card::None) {
        return ActionError::NotInDraft;
    }
    const int n = s.playerCount;
    const bool lastCard = s.draftPackSize == 1;
    const int passer = (seat + 1) % n; // packs travel counterclockwise
    std::copy(picked + 1, packEnd, picked);
    s.draftPack[--s.draftPackSize] = Card::None;
    PlayerState& p = playerOf(s, seat);
    const unsigned knownBy = (1u << seat) | (lastCard ? 1u << passer : 0u);
    detail::addToHand(p, card, Origin::Draft, knownBy);
    emit(log, {.kind = EventKind::DraftPicked,
               .seat = static_cast<std::int8_t>(seat),
               .card = card,
               .secretFrom = static_cast<std::uint8_t>(detail::allSeats(s) & ~knownBy)});
    for (int i = 0; i < s.draftPackSize; ++i) {
        p.draftPassed[p.draftPassedCount++] = s.draftPack[static_cast<std::size_t>(i)];
    }
    if (s.draftPackSize == 0) {
        s.draftSeat = -1;
        detail::startRound(s, log);
    } else {
        s.draftSeat = static_cast<std::int8_t>((seat + n - 1) % n);
    }
    return ActionError::None;
}

ActionError applyPlace(GameState& s, int seat, int space, EventLog* log) {
    if (s.phase != Phase::Emissaries) {
        return ActionError::WrongPhase;
    }
    if (space < 1 || space > kStripSpaces) {
        return ActionError::InvalidSpace;
    }
    std::int8_t& slot = s.emissaries[static_cast<std::size_t>(space - 1)];
    if (slot >= 0) {
        return ActionError::SpaceTaken;
    }
    slot = static_cast<std::int8_t>(seat);
    ++s.placements;
    emit(log, {.kind = EventKind::EmissaryPlaced,
               .seat = static_cast<std::int8_t>(seat),
               .value = static_cast<std::int16_t>(space)});
    if (s.placements == s.playerCount * s.emissariesPerPlayer) {
        detail::startActionPhase(s, log);
    }
    return ActionError::None;
}

ActionError applyTake(GameState& s, int seat, Card card, EventLog* log) {
    if (s.phase != Phase::Actions) {
        return ActionError::WrongPhase;
    }
    if (s.turn.took) {
        return ActionError::AlreadyTook;
    }
    auto* offerEnd = s.offer.begin() + s.offerSize;
    auto* taken = std::find(s.offer.begin(), offerEnd, card);
    if (taken == offerEnd || card == Card::None) {
        return ActionError::NotInOffer;
    }
    std::copy(taken + 1, offerEnd, taken);
    s.offer[--s.offerSize] = Card::None;
    s.turn.took = true;
    detail::addToHand(playerOf(s, seat), card, Origin::Offer, detail::allSeats(s));
    emit(log, {.kind = EventKind::CardTaken, .seat = static_cast<std::int8_t>(seat), .card = card});
    return ActionError::None;
}

ActionError whyNotBuildable(const City& city, Card card, int x, int y) {
    if (!inGrid(x, y)) {
        return ActionError::OutsideCity;
    }
    const int index = cellIndex(x, y);
    const bool occupied = (city.occupied & bit(index)) != 0;
    if (occupied && !isAqueduct(card)) {
        return ActionError::CellOccupied;
    }
    if (!occupied && (city.withinBounds() & bit(index)) == 0) {
        return ActionError::OutsideCity;
    }
    if ((neighboursOf(index) & city.occupied & ~bit(index)) == 0) {
        return ActionError::NotAdjacent;
    }
    return ActionError::SecondAqueduct;
}

// Spends brick tokens: first the one on a building being replaced, then in reading order.
void spendBrickTokens(City& city, int index, int tokens) {
    if (tokens > 0 && (city.brickTokens & bit(index)) != 0) {
        city.brickTokens &= ~bit(index);
        --tokens;
    }
    for (; tokens > 0; --tokens) {
        city.brickTokens &= city.brickTokens - 1;
    }
}

void applyBuildEffect(GameState& s, int seat, Card card, int index, EventLog* log) {
    PlayerState& p = playerOf(s, seat);
    const CardInfo& c = info(card);
    const Yield yield = buildYield(p.city, card, index);
    const auto who = static_cast<std::int8_t>(seat);
    if (c.stars > 0) {
        p.influence = static_cast<std::int16_t>(p.influence + c.stars);
        emit(log,
             {.kind = EventKind::InfluenceGained, .seat = who, .card = card, .value = c.stars});
    }
    switch (c.effect) {
    case Effect::CoinsPerNeighbour:
        p.coins = static_cast<std::int16_t>(p.coins + yield.coins);
        emit(log, {.kind = EventKind::CoinsGained,
                   .seat = who,
                   .card = card,
                   .value = static_cast<std::int16_t>(yield.coins)});
        break;
    case Effect::InfluencePerNeighbour: {
        const int gained = yield.influence - c.stars; // the stars came above
        p.influence = static_cast<std::int16_t>(p.influence + gained);
        emit(log, {.kind = EventKind::InfluenceGained,
                   .seat = who,
                   .card = card,
                   .value = static_cast<std::int16_t>(gained)});
        break;
    }
    case Effect::PointsPerNeighbour:
        p.city.points[static_cast<std::size_t>(index)] =
            static_cast<std::uint8_t>(yield.pointTokens);
        emit(log, {.kind = EventKind::PointTokensPlaced,
                   .seat = who,
                   .card = card,
                   .x = static_cast<std::int8_t>(cellX(index)),
                   .y = static_cast<std::int8_t>(cellY(index)),
                   .value = static_cast<std::int16_t>(yield.pointTokens)});
        break;
    case Effect::DrawPerNeighbour: {
        bool anyCards = false;
        for (unsigned decks = detail::schoolDecks(s); decks != 0; decks &= decks - 1) {
            anyCards =
                anyCards || s.decks[static_cast<std::size_t>(std::countr_zero(decks))].size > 0;
        }
        if (anyCards) {
            s.turn.schoolDraws = static_cast<std::uint8_t>(yield.schoolDraws);
            s.turn.schoolDeck = -1;
        }
        break;
    }
    default:
        break;
    }
}

ActionError applyBuild(GameState& s, int seat, const Action& a, EventLog* log) {
    if (const ActionError e = checkTurnStep(s); e != ActionError::None) {
        return e;
    }
    if (s.turn.built) {
        return ActionError::AlreadyBuilt;
    }
    PlayerState& p = playerOf(s, seat);
    if (a.card == Card::None || !p.holds(a.card)) {
        return ActionError::NotInHand;
    }
    if (!inGrid(a.x, a.y) || (p.city.buildableCells(a.card) & bit(cellIndex(a.x, a.y))) == 0) {
        return whyNotBuildable(p.city, a.card, a.x, a.y);
    }
    const int index = cellIndex(a.x, a.y);
    const int missing = std::max(0, info(a.card).cost - s.turn.bricks);
    if (a.amount > p.city.brickTokenCount()) {
        return ActionError::NotEnoughBrickTokens;
    }
    if (a.amount > missing) {
        return ActionError::TooManyBrickTokens;
    }
    const int price = buildCoinCost(info(a.card).cost, s.turn.bricks, a.amount);
    if (price > p.coins) {
        return ActionError::NotEnoughCoins;
    }
    spendBrickTokens(p.city, index, a.amount);
    p.coins = static_cast<std::int16_t>(p.coins - price);
    detail::removeFromHand(p, a.card);
    const Card replaced = p.city.place(a.card, index);
    if (replaced != Card::None) {
        ++s.boxed[static_cast<std::size_t>(replaced)];
    }
    s.turn.built = true;
    emit(log, {.kind = EventKind::Built,
               .seat = static_cast<std::int8_t>(seat),
               .card = a.card,
               .other = replaced,
               .x = a.x,
               .y = a.y,
               .value = static_cast<std::int16_t>(price),
               .amount = a.amount});
    applyBuildEffect(s, seat, a.card, index, log);
    detail::endTurnIfComplete(s, log);
    return ActionError::None;
}

ActionError applyProduce(GameState& s, int seat, EventLog* log) {
    if (const ActionError e = checkTurnStep(s); e != ActionError::None) {
        return e;
    }
    if (s.turn.produced) {
        return ActionError::AlreadyProduced;
    }
    PlayerState& p = playerOf(s, seat);
    const int price = producePrice(s.turn.cogs);
    if (price > p.coins) {
        return ActionError::NotEnoughCoins;
    }
    p.coins = static_cast<std::int16_t>(p.coins - price);
    s.turn.produced = true;
    const auto who = static_cast<std::int8_t>(seat);
    emit(log,
         {.kind = EventKind::Produced, .seat = who, .value = static_cast<std::int16_t>(price)});
    const Yield yield = produceYield(p.city);
    for (Bitboard rest = yield.brickTokens > 0 ? p.city.occupied : 0; rest != 0; rest &= rest - 1) {
        const int i = std::countr_zero(rest);
        const Effect effect = info(p.city.cells[static_cast<std::size_t>(i)]).effect;
        if ((effect == Effect::ProduceBrick || effect == Effect::ProduceCoinAndBrick) &&
            (p.city.brickTokens & bit(i)) == 0) {
            p.city.brickTokens |= bit(i);
            emit(log, {.kind = EventKind::BrickTokenPlaced,
                       .seat = who,
                       .x = static_cast<std::int8_t>(cellX(i)),
                       .y = static_cast<std::int8_t>(cellY(i))});
        }
    }
    p.coins = static_cast<std::int16_t>(p.coins + yield.coins);
    p.influence = static_cast<std::int16_t>(p.influence + yield.influence);
    if (yield.coins > 0) {
        emit(log, {.kind = EventKind::CoinsGained,
                   .seat = who,
                   .value = static_cast<std::int16_t>(yield.coins)});
    }
    if (yield.influence > 0) {
        emit(log, {.kind = EventKind::InfluenceGained,
                   .seat = who,
                   .value = static_cast<std::int16_t>(yield.influence)});
    }
    detail::endTurnIfComplete(s, log);
    return ActionError::None;
}

ActionError applySchool(GameState& s, int seat, int deckIndex, EventLog* log) {
    if (s.phase != Phase::Actions || !s.turn.schoolPending()) {
        return ActionError::NoSchoolDecision;
    }
    if (s.turn.schoolDeck >= 0) {
        return ActionError::DeckAlreadyChosen;
    }
    if (deckIndex < 0 || deckIndex >= kDeckCount ||
        (detail::schoolDecks(s) & (1u << deckIndex)) == 0) {
        return ActionError::DeckNotAllowed;
    }
    Deck& deck = s.decks[static_cast<std::size_t>(deckIndex)];
    if (deck.size == 0) {
        return ActionError::DeckEmpty;
    }
    TurnState& t = s.turn;
    t.schoolDeck = static_cast<std::int8_t>(deckIndex);
    t.drawnCount = static_cast<std::uint8_t>(std::min<int>(t.schoolDraws, deck.size));
    for (int i = 0; i < t.drawnCount; ++i) {
        t.drawn[static_cast<std::size_t>(i)] = deck.popTop().card();
    }
    Event e{.kind = EventKind::SchoolDeckChosen,
            .seat = static_cast<std::int8_t>(seat),
            .value = static_cast<std::int16_t>(deckIndex),
            .amount = t.drawnCount,
            .secretFrom = static_cast<std::uint8_t>(detail::allSeats(s) & ~(1u << seat))};
    std::copy(t.drawn.begin(), t.drawn.end(), e.cards.begin());
    emit(log, e);
    return ActionError::None;
}

bool sameCards(std::array<Card, kMaxDrawn> a, int countA, std::array<Card, kMaxDrawn> b,
               int countB) {
    if (countA != countB) {
        return false;
    }
    detail::sortCards(a.data(), countA);
    detail::sortCards(b.data(), countB);
    return std::equal(a.begin(), a.begin() + countA, b.begin());
}

ActionError applyKeep(GameState& s, int seat, const Action& a, EventLog* log) {
    if (s.phase != Phase::Actions || !s.turn.schoolPending()) {
        return ActionError::NoSchoolDecision;
    }
    TurnState& t = s.turn;
    if (t.schoolDeck < 0) {
        return ActionError::DeckNotChosen;
    }
    std::array<Card, kMaxDrawn> listed{a.card};
    const int returnedCount = a.returnedCount();
    std::copy(a.returned.begin(), a.returned.begin() + returnedCount, listed.begin() + 1);
    if (!sameCards(listed, returnedCount + 1, t.drawn, t.drawnCount)) {
        return ActionError::NotDrawn;
    }
    Deck& deck = s.decks[static_cast<std::size_t>(t.schoolDeck)];
    for (int i = 0; i < returnedCount; ++i) {
        deck.pushBottom(DeckItem::building(a.returned[static_cast<std::size_t>(i)]),
                        static_cast<std::uint8_t>(1u << seat));
    }
    const auto origin = static_cast<Origin>(static_cast<int>(Origin::SchoolII) + t.schoolDeck - 1);
    detail::addToHand(playerOf(s, seat), a.card, origin, 1u << seat);
    emit(log, {.kind = EventKind::SchoolKept,
               .seat = static_cast<std::int8_t>(seat),
               .card = a.card,
               .value = t.schoolDeck,
               .amount = static_cast<std::int16_t>(returnedCount),
               .secretFrom = static_cast<std::uint8_t>(detail::allSeats(s) & ~(1u << seat))});
    t.schoolDraws = 0;
    t.schoolDeck = -1;
    t.drawn = {};
    t.drawnCount = 0;
    detail::endTurnIfComplete(s, log);
    return ActionError::None;
}

ActionError applyPass(GameState& s, EventLog* log) {
    if (const ActionError e = checkTurnStep(s); e != ActionError::None) {
        return e;
    }
    detail::endTurn(s, log);
    return ActionError::None;
}

ActionError dispatch(GameState& s, int seat, const Action& a, EventLog* log) {
    switch (a.kind) {
    case ActionKind::Draft:
        return applyDraft(s, seat, a.card, log);
    case ActionKind::Place:
        return applyPlace(s, seat, a.amount, log);
    case ActionKind::Take:
        return applyTake(s, seat, a.card, log);
    case ActionKind::Build:
        return applyBuild(s, seat, a, log);
    case ActionKind::Produce:
        return applyProduce(s, seat, log);
    case ActionKind::School:
        return applySchool(s, seat, a.amount, log);
    case ActionKind::Keep:
        return applyKeep(s, seat, a, log);
    case ActionKind::Pass:
        return applyPass(s, log);
    }
    return ActionError::WrongPhase;
}

} // namespace

int buildCoinCost(int cost, int bricks, int tokens) {
    return 2 * std::max(0, cost - bricks - tokens);
}

COR_HOT_PATH ActionError apply(GameState& s, int seat, const Action& action, EventLog* log) {
    if (s.phase == Phase::Over) {
        return ActionError::GameOver;
    }
    if (seat != seatToAct(s)) {
        return ActionError::NotYourTurn;
    }
    if (!isCanonical(action)) {
        return ActionError::Malformed;
    }
    // Every check precedes the first change, so an error leaves the state untouched.
    const ActionError error = dispatch(s, seat, action, log);
    if (error == ActionError::None) {
        ++s.stateId;
    }
    return error;
}

} // namespace cor
