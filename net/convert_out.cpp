// Engine values to wire messages: what the host and the clients send (net/convert.h).
#include "engine/rules.h"
#include "net/convert.h"

namespace cor::net {
namespace {

using U32s = google::protobuf::RepeatedField<std::uint32_t>;

// A fixed array on the wire: its values up to the last non-zero one.
template <typename T, std::size_t N> void putTrimmed(const std::array<T, N>& values, U32s& out) {
    std::size_t used = N;
    while (used > 0 && values[used - 1] == T{}) {
        --used;
    }
    for (std::size_t i = 0; i < used; ++i) {
        out.Add(static_cast<std::uint32_t>(values[i]));
    }
}

void putCity(const City& city, google::protobuf::RepeatedPtrField<wire::Building>& out) {
    out.Reserve(out.size() + std::popcount(city.occupied));
    for (Bitboard rest = city.occupied; rest != 0; rest &= rest - 1) {
        const int index = std::countr_zero(rest);
        wire::Building& b = *out.Add();
        b.set_x(cellX(index));
        b.set_y(cellY(index));
        b.set_card(static_cast<std::uint32_t>(city.cells[static_cast<std::size_t>(index)]));
        b.set_points(city.points[static_cast<std::size_t>(index)]);
        b.set_brick((city.brickTokens & bit(index)) != 0);
    }
}

void putTurn(const TurnState& t, wire::Turn& out) {
    out.set_seat(t.seat);
    out.set_space(t.space);
    out.set_bricks(t.bricks);
    out.set_cogs(t.cogs);
    out.set_took(t.took);
    out.set_built(t.built);
    out.set_produced(t.produced);
    out.set_school_draws(t.schoolDraws);
    out.set_school_deck(t.schoolDeck);
    putTrimmed(t.drawn, *out.mutable_drawn());
    out.set_drawn_count(t.drawnCount);
}

void putPlayer(const PlayerPublicView& p, wire::PlayerPublic& out) {
    putCity(p.city, *out.mutable_city());
    out.set_coins(p.coins);
    out.set_influence(p.influence);
    out.set_influence_cards(p.influenceCards);
    for (int i = 0; i < p.handSize; ++i) {
        const ViewHandCard& h = p.hand[static_cast<std::size_t>(i)];
        wire::HandCard& card = *out.add_hand();
        card.set_card(static_cast<std::uint32_t>(h.card));
        card.set_back(static_cast<std::uint32_t>(h.back));
        card.set_open(h.open);
    }
}

} // namespace

void toWire(const Action& action, wire::Action& out) {
    out.set_kind(static_cast<std::uint32_t>(action.kind));
    out.set_card(static_cast<std::uint32_t>(action.card));
    out.set_x(action.x);
    out.set_y(action.y);
    out.set_amount(action.amount);
    putTrimmed(action.returned, *out.mutable_returned());
}

void toWire(const PlayerView& v, wire::PlayerView& out) {
    out.set_viewer(v.viewer);
    out.set_player_count(v.playerCount);
    out.set_rounds(v.rounds);
    out.set_emissaries_per_player(v.emissariesPerPlayer);
    out.set_deck_mask(v.deckMask);
    out.set_shrine(v.shrine);
    out.set_state_id(v.stateId);
    out.set_phase(static_cast<std::uint32_t>(v.phase));
    out.set_round(v.round);
    out.set_first_player(v.firstPlayer);
    out.set_starting_player(v.startingPlayer);
    out.set_to_act(v.toAct);
    for (std::uint8_t strip : v.strips) {
        out.add_strips(strip);
    }
    for (std::int8_t seat : v.emissaries) {
        out.add_emissaries(seat);
    }
    out.set_placements(v.placements);
    for (int i = 0; i < v.offerSize; ++i) {
        out.add_offer(static_cast<std::uint32_t>(v.offer[static_cast<std::size_t>(i)]));
    }
    out.set_open_influence(v.openInfluence);
    for (std::uint8_t size : v.deckSizes) {
        out.add_deck_sizes(size);
    }
    for (std::int8_t position : v.influenceInDeck) {
        out.add_influence_in_deck(position);
    }
    for (int d = 0; d < kDeckCount; ++d) {
        for (int i = 0; i < kDeckCapacity; ++i) {
            const Card c = v.knownInDecks[static_cast<std::size_t>(d)][static_cast<std::size_t>(i)];
            if (c != Card::None) {
                wire::KnownInDeck& known = *out.add_known_in_decks();
                known.set_deck(static_cast<std::uint32_t>(d));
                known.set_position(static_cast<std::uint32_t>(i));
                known.set_card(static_cast<std::uint32_t>(c));
            }
        }
    }
    out.set_draft_seat(v.draftSeat);
    out.set_draft_pack_count(v.draftPackSize);
    putTrimmed(v.draftPack, *out.mutable_draft_pack());
    for (int i = 0; i < v.draftPassedCount; ++i) {
        out.add_draft_passed(
            static_cast<std::uint32_t>(v.draftPassed[static_cast<std::size_t>(i)]));
    }
    putTurn(v.turn, *out.mutable_turn());
    for (int seat = 0; seat < v.playerCount; ++seat) {
        putPlayer(v.players[static_cast<std::size_t>(seat)], *out.add_players());
    }
    putTrimmed(v.boxed, *out.mutable_boxed());
}

void toWire(const Event& e, wire::Event& out) {
    out.set_kind(static_cast<std::uint32_t>(e.kind));
    out.set_seat(e.seat);
    out.set_card(static_cast<std::uint32_t>(e.card));
    out.set_other(static_cast<std::uint32_t>(e.other));
    out.set_x(e.x);
    out.set_y(e.y);
    out.set_value(e.value);
    out.set_amount(e.amount);
    out.set_extra(e.extra);
    putTrimmed(e.cards, *out.mutable_cards());
    out.set_secret_from(e.secretFrom);
}

void toWire(const ScoreSheet& s, wire::ScoreSheet& out) {
    out.set_residential_2(s.residential2);
    out.set_residential_3(s.residential3);
    out.set_residential_4(s.residential4);
    out.set_aqueducts(s.aqueducts);
    out.set_temples(s.temples);
    out.set_coins(s.coins);
    out.set_influence_tokens(s.influenceTokens);
    out.set_influence_cards(s.influenceCards);
    out.set_total(s.total);
}

void toWire(const GameRecord& record, wire::GameRecord& out) {
    out.set_players(static_cast<std::uint32_t>(record.setup.players));
    out.set_seed(record.setup.seed);
    out.set_shrine(record.setup.shrine);
    out.set_starting_player(record.setup.startingPlayer);
    for (const Action& action : record.actions) {
        toWire(action, *out.add_actions());
    }
}

} // namespace cor::net
