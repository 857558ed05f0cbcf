#include "engine/bots/evaluation.h"

#include "engine/hot_path.h"
#include "engine/scoring.h"

#include <algorithm>
#include <bit>

namespace cor {
namespace {

// What one more of `card` may add to this city by the end, in hundredths.
int handCardValue(const City& city, Card card) {
    const CardInfo& c = info(card);
    switch (c.category) {
    case Category::Residential:
        return 60 * c.residenceValue + 100 * c.stars;
    case Category::Public: {
        unsigned colours = 0;
        for (Bitboard rest = city.occupied; rest != 0; rest &= rest - 1) {
            colours |=
                1u << static_cast<unsigned>(
                    info(city.cells[static_cast<std::size_t>(std::countr_zero(rest))]).colour);
        }
        const bool newColour = (colours & (1u << static_cast<unsigned>(c.colour))) == 0;
        return 300 + (newColour ? 150 : 0) + 100 * c.effectBonus;
    }
    case Category::Aqueduct: {
        // A fifth aqueduct cannot be built: no points to gain.
        const auto n = static_cast<std::size_t>(std::popcount(city.aqueducts));
        const int gain =
            n + 1 < kAqueductPoints.size() ? kAqueductPoints[n + 1] - kAqueductPoints[n] : 0;
        return 60 * gain + 100 * c.stars;
    }
    case Category::Temple:
        return 350 + 100 * c.stars;
    case Category::Production:
        return 250;
    case Category::None:
        break;
    }
    return 0;
}

// Residences wait for public buildings; empty room around them is worth something.
int growthValue(const City& city) {
    int value = 0;
    const Bitboard room = neighbours(city.occupied) & ~city.occupied & city.withinBounds();
    for (Bitboard rest = city.occupied; rest != 0; rest &= rest - 1) {
        const int i = std::countr_zero(rest);
        const CardInfo& c = info(city.cells[static_cast<std::size_t>(i)]);
        if (c.category == Category::Residential && (neighboursOf(i) & room) != 0) {
            value += 40 * c.residenceValue;
        }
    }
    return value;
}

int emissaryValue(const GameState& s, int seat) {
    int value = 0;
    for (int space = 1; space <= kStripSpaces; ++space) {
        if (s.emissaries[static_cast<std::size_t>(space - 1)] != seat ||
            (s.phase == Phase::Actions && s.turn.space == space)) {
            continue;
        }
        const int bricks = std::min(3, stripBricks(s.currentStrip(), space));
        const int cogs = std::min(2, stripCogs(s.currentStrip(), space));
        value += 160 * bricks + 60 * cogs + 40 * (kStripSpaces - space);
    }
    if (s.phase == Phase::Actions && s.turn.seat == seat) {
        value += s.turn.built ? 0 : 160 * std::min(3, static_cast<int>(s.turn.bricks));
        value += s.turn.produced ? 0 : 60 * std::min(2, static_cast<int>(s.turn.cogs));
    }
    return value;
}

bool influenceLeft(const GameState& s) {
    if (s.openInfluence != 0) {
        return true;
    }
    for (int i = 0; i < s.decks[0].size; ++i) {
        if (s.decks[0].at(i).isInfluence()) {
            return true;
        }
    }
    return false;
}

} // namespace

COR_HOT_PATH int evaluate(const GameState& s, int seat) {
    const PlayerState& p = s.players[static_cast<std::size_t>(seat)];
    int value = 100 * scorePlayer(p).total;
    if (s.phase == Phase::Over) {
        return value;
    }
    const int roundsLeft = s.rounds - std::max<int>(s.round, 1) + 1;
    const int progress = 100 * roundsLeft / s.rounds; // 100 at the start, small at the end
    int potential = 0;
    for (int i = 0; i < p.handSize; ++i) {
        potential += handCardValue(p.city, p.hand[static_cast<std::size_t>(i)].card);
    }
    // Cards beyond the builds still possible are worth little.
    const int buildsLeft = roundsLeft * s.emissariesPerPlayer;
    if (p.handSize > buildsLeft && p.handSize > 0) {
        potential = potential * buildsLeft / p.handSize;
    }
    potential += growthValue(p.city) + 150 * p.city.brickTokenCount() + 25 * p.coins;
    if (influenceLeft(s)) {
        int mostOthers = 0;
        for (int other = 0; other < s.playerCount; ++other) {
            if (other != seat) {
                mostOthers =
                    std::max<int>(mostOthers, s.players[static_cast<std::size_t>(other)].influence);
            }
        }
        potential += 40 * p.influence + (p.influence > mostOthers ? 300 : 0);
    }
    return value + potential * progress / 100 + emissaryValue(s, seat);
}

} // namespace cor
