#include "app/cli/trace_json.h"

#include "app/cli/score_json.h"
#include "engine/rules.h"

#include <algorithm>
#include <bit>
#include <memory>
#include <string_view>
#include <vector>

namespace cor::cli {
namespace {

// A seat number, or null for "nobody" (the engine's -1).
Json seatOrNull(int seat) {
    return seat < 0 ? Json(nullptr) : Json(seat);
}

std::string_view phaseName(Phase phase) {
    switch (phase) {
    case Phase::Draft:
        return "draft";
    case Phase::Emissaries:
        return "emissaries";
    case Phase::Actions:
        return "actions";
    case Phase::Over:
        break;
    }
    return "over";
}

Json cardIds(const Card* cards, int count) {
    Json ids = Json::array();
    for (int i = 0; i < count; ++i) {
        ids.push_back(cardId(cards[i]));
    }
    return ids;
}

// Values of the influence cards in `mask` (bit i: kInfluenceValues[i]), ascending.
Json influenceValues(unsigned mask) {
    Json values = Json::array();
    for (std::size_t i = 0; i < kInfluenceValues.size(); ++i) {
        if ((mask & (1u << i)) != 0) {
            values.push_back(kInfluenceValues[i]);
        }
    }
    return values;
}

std::string deckItemId(DeckItem item) {
    if (item.isInfluence()) {
        return "influence_" +
               std::to_string(kInfluenceValues[static_cast<std::size_t>(item.influenceIndex())]);
    }
    return std::string(cardId(item.card()));
}

Json stripStack(const GameState& state) {
    Json stack = Json::array();
    for (int i = 0; i < kStripCount; ++i) {
        stack.push_back(
            stripText(state.strips[static_cast<std::size_t>((state.stripTop + i) % kStripCount)]));
    }
    return stack;
}

Json emissaries(const GameState& state) {
    Json spaces = Json::array();
    for (const std::int8_t seat : state.emissaries) {
        spaces.push_back(seatOrNull(seat));
    }
    return spaces;
}

Json turn(const GameState& state) {
    if (state.phase != Phase::Actions) {
        return nullptr;
    }
    const TurnState& t = state.turn;
    Json json = Json::object();
    json["seat"] = seatOrNull(t.seat);
    json["space"] = t.space;
    json["bricks"] = t.bricks;
    json["cogs"] = t.cogs;
    json["took"] = t.took;
    json["built"] = t.built;
    json["produced"] = t.produced;
    if (t.schoolPending()) {
        Json school = Json::object();
        school["deck"] =
            t.schoolDeck < 0 ? Json(nullptr) : Json(deckName(static_cast<DeckId>(t.schoolDeck)));
        school["drawn"] = cardIds(t.drawn.data(), t.drawnCount);
        json["school"] = std::move(school);
    } else {
        json["school"] = nullptr;
    }
    return json;
}

Json decks(const GameState& state) {
    Json json = Json::object();
    for (int d = 0; d < kDeckCount; ++d) {
        const auto id = static_cast<DeckId>(d);
        if (!state.hasDeck(id)) {
            continue;
        }
        const Deck& deck = state.decks[static_cast<std::size_t>(d)];
        Json items = Json::array();
        for (int i = 0; i < deck.size; ++i) {
            items.push_back(deckItemId(deck.at(i)));
        }
        json[std::string(deckName(id))] = std::move(items);
    }
    return json;
}

// Cells in reading order (y, then x): the engine's cell index grows that way.
Json city(const City& c) {
    Json cells = Json::array();
    for (Bitboard rest = c.occupied; rest != 0; rest &= rest - 1) {
        const int index = std::countr_zero(rest);
        Json cell = Json::object();
        cell["x"] = cellX(index);
        cell["y"] = cellY(index);
        cell["card"] = cardId(c.cells[static_cast<std::size_t>(index)]);
        cell["points"] = c.points[static_cast<std::size_t>(index)];
        cell["brick"] = (c.brickTokens & bit(index)) != 0 ? 1 : 0;
        cells.push_back(std::move(cell));
    }
    return cells;
}

Json players(const GameState& state) {
    Json json = Json::array();
    for (int seat = 0; seat < state.playerCount; ++seat) {
        const PlayerState& p = state.players[static_cast<std::size_t>(seat)];
        Json hand = Json::array();
        for (int i = 0; i < p.handSize; ++i) {
            hand.push_back(cardId(p.hand[static_cast<std::size_t>(i)].card));
        }
        Json player = Json::object();
        player["hand"] = std::move(hand);
        player["coins"] = p.coins;
        player["influence_tokens"] = p.influence;
        player["influence_cards"] = influenceValues(p.influenceCards);
        player["city"] = city(p.city);
        json.push_back(std::move(player));
    }
    return json;
}

} // namespace

std::string stripText(std::uint8_t pattern) {
    std::string text(kStripSpaces, 'C');
    for (int k = 0; k < kStripSpaces; ++k) {
        if ((pattern & (1u << k)) != 0) { // bit k: a brick on space k + 1
            text[static_cast<std::size_t>(k)] = 'B';
        }
    }
    return text;
}

Json legalActionTexts(const GameState& state) {
    std::vector<std::string> texts;
    if (!isOver(state)) {
        const auto legal = std::make_unique<ActionList>(); // too big for a comfortable stack frame
        legalActions(state, *legal);
        texts.reserve(static_cast<std::size_t>(legal->size()));
        for (const Action& action : *legal) {
            texts.push_back(toText(action));
        }
        std::sort(texts.begin(), texts.end());
    }
    Json json = Json::array();
    for (std::string& text : texts) {
        json.push_back(std::move(text));
    }
    return json;
}

Json traceLine(const GameState& state, const TraceStep& step, bool withLegal) {
    Json line = Json::object();
    line["step"] = step.step;
    line["action"] = step.action ? Json(toText(*step.action)) : Json(nullptr);
    line["seat"] = seatOrNull(step.action ? step.seat : -1);
    line["round"] = state.round;
    line["phase"] = phaseName(state.phase);
    line["to_act"] = seatOrNull(seatToAct(state));
    line["first_player"] = state.firstPlayer;
    line["strip"] = stripText(state.currentStrip());
    line["strip_stack"] = stripStack(state);
    line["emissaries"] = emissaries(state);
    line["turn"] = turn(state);
    line["offer"] = cardIds(state.offer.data(), state.offerSize);
    line["influence_open"] = influenceValues(state.openInfluence);
    line["decks"] = decks(state);
    line["players"] = players(state);
    if (state.phase == Phase::Draft && state.draftSeat >= 0) {
        Json draft = Json::object();
        draft["seat"] = state.draftSeat;
        draft["cards"] = cardIds(state.draftPack.data(), state.draftPackSize);
        line["draft"] = std::move(draft);
    }
    if (isOver(state)) {
        line["scores"] = scoreSheetsToJson(scoreSheets(state));
    }
    if (withLegal) {
        line["legal"] = legalActionTexts(state);
    }
    return line;
}

} // namespace cor::cli
