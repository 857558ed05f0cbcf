// Wire messages to engine values: what a peer sent, every number checked (net/convert.h).
#include "engine/rules.h"
#include "net/convert.h"

#include <limits>

namespace cor::net {
namespace {

using U32s = google::protobuf::RepeatedField<std::uint32_t>;

bool isCard(std::uint32_t value) {
    return value < static_cast<std::uint32_t>(kCardKinds);
}

template <typename T> bool fits(std::int64_t value) {
    return value >= std::numeric_limits<T>::min() && value <= std::numeric_limits<T>::max();
}

// Reads what putTrimmed wrote; false when too long or a value is out of range.
template <std::size_t N> bool getCards(const U32s& in, std::array<Card, N>& out) {
    if (static_cast<std::size_t>(in.size()) > N) {
        return false;
    }
    for (int i = 0; i < in.size(); ++i) {
        if (!isCard(in.Get(i))) {
            return false;
        }
        out[static_cast<std::size_t>(i)] = static_cast<Card>(in.Get(i));
    }
    return true;
}

bool getCity(const google::protobuf::RepeatedPtrField<wire::Building>& in, City& city) {
    for (const wire::Building& b : in) {
        if (!inGrid(b.x(), b.y()) || !isCard(b.card()) || b.card() == 0 || b.points() > 255) {
            return false;
        }
        const int index = cellIndex(b.x(), b.y());
        if ((city.occupied & bit(index)) != 0) {
            return false;
        }
        const auto card = static_cast<Card>(b.card());
        city.cells[static_cast<std::size_t>(index)] = card;
        city.points[static_cast<std::size_t>(index)] = static_cast<std::uint8_t>(b.points());
        city.occupied |= bit(index);
        city.brickTokens |= b.brick() ? bit(index) : 0;
        city.aqueducts |= isAqueduct(card) ? bit(index) : 0;
    }
    return true;
}

bool getTurn(const wire::Turn& in, TurnState& t) {
    if (in.seat() < -1 || in.seat() >= kMaxPlayers || in.space() > kStripSpaces ||
        in.bricks() > kStripSpaces || in.cogs() > kStripSpaces || in.school_draws() > kMaxDrawn ||
        in.school_deck() < -1 || in.school_deck() >= kDeckCount || in.drawn_count() > kMaxDrawn) {
        return false;
    }
    t.seat = static_cast<std::int8_t>(in.seat());
    t.space = static_cast<std::uint8_t>(in.space());
    t.bricks = static_cast<std::uint8_t>(in.bricks());
    t.cogs = static_cast<std::uint8_t>(in.cogs());
    t.took = in.took();
    t.built = in.built();
    t.produced = in.produced();
    t.schoolDraws = static_cast<std::uint8_t>(in.school_draws());
    t.schoolDeck = static_cast<std::int8_t>(in.school_deck());
    t.drawnCount = static_cast<std::uint8_t>(in.drawn_count());
    return getCards(in.drawn(), t.drawn);
}

bool getPlayer(const wire::PlayerPublic& in, PlayerPublicView& p) {
    if (!fits<std::int16_t>(in.coins()) || !fits<std::int16_t>(in.influence()) ||
        in.influence_cards() >= (1u << kInfluenceValues.size()) || in.hand_size() > kMaxHand ||
        !getCity(in.city(), p.city)) {
        return false;
    }
    p.coins = static_cast<std::int16_t>(in.coins());
    p.influence = static_cast<std::int16_t>(in.influence());
    p.influenceCards = static_cast<std::uint8_t>(in.influence_cards());
    p.handSize = static_cast<std::uint8_t>(in.hand_size());
    for (int i = 0; i < in.hand_size(); ++i) {
        const wire::HandCard& h = in.hand(i);
        if (!isCard(h.card()) || h.back() >= kDeckCount) {
            return false;
        }
        p.hand[static_cast<std::size_t>(i)] = {static_cast<Card>(h.card()),
                                               static_cast<DeckId>(h.back()), h.open()};
    }
    return true;
}

} // namespace

std::optional<Action> fromWire(const wire::Action& in) {
    Action a;
    if (in.kind() > static_cast<std::uint32_t>(ActionKind::Pass) || !isCard(in.card()) ||
        !fits<std::int8_t>(in.x()) || !fits<std::int8_t>(in.y()) || in.amount() > 255 ||
        !getCards(in.returned(), a.returned)) {
        return std::nullopt;
    }
    a.kind = static_cast<ActionKind>(in.kind());
    a.card = static_cast<Card>(in.card());
    a.x = static_cast<std::int8_t>(in.x());
    a.y = static_cast<std::int8_t>(in.y());
    a.amount = static_cast<std::uint8_t>(in.amount());
    return a;
}

std::optional<PlayerView> fromWire(const wire::PlayerView& in) {
    PlayerView v;
    const std::uint32_t n = in.player_count();
    if (n < kMinPlayers || n > kMaxPlayers || in.viewer() < -1 ||
        in.viewer() >= static_cast<int>(n) || in.rounds() > 255 || in.emissaries_per_player() > 2 ||
        in.deck_mask() > 15 || in.phase() > static_cast<std::uint32_t>(Phase::Over) ||
        in.round() > 255 || in.first_player() >= n || in.starting_player() >= n ||
        in.to_act() < -1 || in.to_act() >= static_cast<int>(n) || in.strips_size() != kStripCount ||
        in.emissaries_size() != kStripSpaces || in.placements() > 2 * kMaxPlayers ||
        in.offer_size() > kMaxOffer || in.open_influence() >= (1u << kInfluenceValues.size()) ||
        in.deck_sizes_size() != kDeckCount ||
        in.influence_in_deck_size() != static_cast<int>(kInfluenceValues.size()) ||
        in.draft_seat() < -1 || in.draft_seat() >= static_cast<int>(n) ||
        in.draft_pack_count() > kMaxPlayers || in.draft_passed_size() > kMaxPlayers - 1 ||
        in.players_size() != static_cast<int>(n) || in.boxed_size() > kCardKinds) {
        return std::nullopt;
    }
    v.viewer = static_cast<std::int8_t>(in.viewer());
    v.playerCount = static_cast<std::uint8_t>(n);
    v.rounds = static_cast<std::uint8_t>(in.rounds());
    v.emissariesPerPlayer = static_cast<std::uint8_t>(in.emissaries_per_player());
    v.deckMask = static_cast<std::uint8_t>(in.deck_mask());
    v.shrine = in.shrine();
    v.stateId = in.state_id();
    v.phase = static_cast<Phase>(in.phase());
    v.round = static_cast<std::uint8_t>(in.round());
    v.firstPlayer = static_cast<std::uint8_t>(in.first_player());
    v.startingPlayer = static_cast<std::uint8_t>(in.starting_player());
    v.toAct = static_cast<std::int8_t>(in.to_act());
    for (int i = 0; i < kStripCount; ++i) {
        const std::uint32_t strip = in.strips(i);
        if (strip != kUnknownStrip && strip >= (1u << kStripSpaces)) {
            return std::nullopt;
        }
        v.strips[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(strip);
    }
    for (int i = 0; i < kStripSpaces; ++i) {
        if (in.emissaries(i) < -1 || in.emissaries(i) >= static_cast<int>(n)) {
            return std::nullopt;
        }
        v.emissaries[static_cast<std::size_t>(i)] = static_cast<std::int8_t>(in.emissaries(i));
    }
    v.placements = static_cast<std::uint8_t>(in.placements());
    v.offerSize = static_cast<std::uint8_t>(in.offer_size());
    v.openInfluence = static_cast<std::uint8_t>(in.open_influence());
    for (int d = 0; d < kDeckCount; ++d) {
        if (in.deck_sizes(d) > kDeckCapacity) {
            return std::nullopt;
        }
        v.deckSizes[static_cast<std::size_t>(d)] = static_cast<std::uint8_t>(in.deck_sizes(d));
    }
    for (int i = 0; i < in.influence_in_deck_size(); ++i) {
        if (in.influence_in_deck(i) < -1 || in.influence_in_deck(i) >= kDeckCapacity) {
            return std::nullopt;
        }
        v.influenceInDeck[static_cast<std::size_t>(i)] =
            static_cast<std::int8_t>(in.influence_in_deck(i));
    }
    for (const wire::KnownInDeck& known : in.known_in_decks()) {
        if (known.deck() >= kDeckCount || known.position() >= kDeckCapacity ||
            !isCard(known.card())) {
            return std::nullopt;
        }
        v.knownInDecks[known.deck()][known.position()] = static_cast<Card>(known.card());
    }
    v.draftSeat = static_cast<std::int8_t>(in.draft_seat());
    v.draftPackSize = static_cast<std::uint8_t>(in.draft_pack_count());
    v.draftPassedCount = static_cast<std::uint8_t>(in.draft_passed_size());
    for (int i = 0; i < in.boxed_size(); ++i) {
        if (in.boxed(i) > 255) {
            return std::nullopt;
        }
        v.boxed[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(in.boxed(i));
    }
    if (!getCards(in.offer(), v.offer) || !getCards(in.draft_pack(), v.draftPack) ||
        !getCards(in.draft_passed(), v.draftPassed) || !getTurn(in.turn(), v.turn)) {
        return std::nullopt;
    }
    for (int seat = 0; seat < static_cast<int>(n); ++seat) {
        if (!getPlayer(in.players(seat), v.players[static_cast<std::size_t>(seat)])) {
            return std::nullopt;
        }
    }
    return v;
}

std::optional<Event> fromWire(const wire::Event& in) {
    Event e;
    if (in.kind() > static_cast<std::uint32_t>(EventKind::Undone) || in.seat() < -1 ||
        in.seat() >= kMaxPlayers || !isCard(in.card()) || !isCard(in.other()) ||
        !fits<std::int8_t>(in.x()) || !fits<std::int8_t>(in.y()) ||
        !fits<std::int16_t>(in.value()) || !fits<std::int16_t>(in.amount()) ||
        !fits<std::int16_t>(in.extra()) || !getCards(in.cards(), e.cards) ||
        in.secret_from() >= (1u << kMaxPlayers)) {
        return std::nullopt;
    }
    e.kind = static_cast<EventKind>(in.kind());
    e.seat = static_cast<std::int8_t>(in.seat());
    e.card = static_cast<Card>(in.card());
    e.other = static_cast<Card>(in.other());
    e.x = static_cast<std::int8_t>(in.x());
    e.y = static_cast<std::int8_t>(in.y());
    e.value = static_cast<std::int16_t>(in.value());
    e.amount = static_cast<std::int16_t>(in.amount());
    e.extra = static_cast<std::int16_t>(in.extra());
    e.secretFrom = static_cast<std::uint8_t>(in.secret_from());
    return e;
}

ScoreSheet fromWire(const wire::ScoreSheet& in) {
    return ScoreSheet{in.residential_2(),    in.residential_3(),   in.residential_4(),
                      in.aqueducts(),        in.temples(),         in.coins(),
                      in.influence_tokens(), in.influence_cards(), in.total()};
}

std::optional<GameRecord> fromWire(const wire::GameRecord& in) {
    if (in.players() < static_cast<std::uint32_t>(kMinPlayers) ||
        in.players() > static_cast<std::uint32_t>(kMaxPlayers) || in.starting_player() < -1 ||
        in.starting_player() >= static_cast<int>(in.players())) {
        return std::nullopt;
    }
    GameRecord record;
    record.setup = GameSetup{static_cast<int>(in.players()), in.seed(), in.shrine(),
                             static_cast<int>(in.starting_player())};
    for (const wire::Action& wired : in.actions()) {
        const std::optional<Action> action = fromWire(wired);
        if (!action) {
            return std::nullopt;
        }
        record.actions.push_back(*action);
    }
    return record;
}

} // namespace cor::net
