// Final scoring by the score pad's rows (CLARIFICATIONS §6) and the tie-breakers (§4.9).
#pragma once

#include "engine/city.h"
#include "engine/state.h"
#include "engine/view.h"

#include <array>
#include <vector>

namespace cor {

struct ScoreSheet {
    int residential2 = 0;
    int residential3 = 0;
    int residential4 = 0;
    int aqueducts = 0;
    int temples = 0;
    int coins = 0;
    int influenceTokens = 0;
    int influenceCards = 0;
    int total = 0;
    friend bool operator==(const ScoreSheet&, const ScoreSheet&) = default;
};

// How the final scoring counts one residential area (CLARIFICATIONS §6): its residences, the
// adjacent public buildings that count (one of each colour; of the blue ones the thermal bath
// with the most point tokens), and what they make: value × residences × colours + tokens.
struct AreaScore {
    int value = 0;        // of each residence: 2, 3 or 4
    Bitboard cells = 0;   // the residences
    Bitboard counted = 0; // the public buildings that count for it
    int colours = 0;      // distinct colours adjacent
    int bathTokens = 0;   // point tokens of the adjacent thermal bath with the most
    int points = 0;       // 0 without an adjacent public building
    friend bool operator==(const AreaScore&, const AreaScore&) = default;
};

struct TempleScore {
    int cell = 0; // its cell index
    int points = 0;
    friend bool operator==(const TempleScore&, const TempleScore&) = default;
};

// A final city by the groups the score pad's rows count: every residential area, the
// aqueducts, every temple (what a city shows beside its rows at the end).
struct CityScoring {
    std::vector<AreaScore> areas; // by value, then by their lowest cell
    Bitboard aqueducts = 0;
    int aqueductPoints = 0;
    std::vector<TempleScore> temples;
};

CityScoring scoreGroups(const City& city, int coins);

// Points for 0..4 aqueducts in a city.
inline constexpr std::array<int, 5> kAqueductPoints{0, 4, 12, 24, 40};

ScoreSheet scoreCity(const City& city, int coins, int influenceTokens, int influenceCardPoints);

// What a temple's rule counts in a city (Minerva: its buildings, Jupiter: its temples, Mercury:
// the coins …) and the count its points need (Minerva 16, Fortuna 4 …; 0 for a rule that scores
// per unit counted). The shrine counts its neighbours once built, else 0.
struct TempleCount {
    int count = 0;
    int needed = 0;
    friend bool operator==(const TempleCount&, const TempleCount&) = default;
};
TempleCount templeCount(const City& city, Card temple, int coins);

// What the temple at cell `index` scores in this city (its deity's condition).
int scoreTempleAt(const City& city, int index, int coins);

ScoreSheet scorePlayer(const PlayerState& player);
// One sheet per seat of a game (final or, before the end, as things stand).
std::vector<ScoreSheet> scoreSheets(const GameState& state);
// The same from what one player sees: every seat's score is public (CLARIFICATIONS §5).
ScoreSheet scorePlayer(const PlayerPublicView& player);
std::vector<ScoreSheet> scoreSheets(const PlayerView& view);

// Seats sharing the victory: most points, then most influence tokens, then most coins.
// Bit s set = seat s wins.
unsigned winners(const GameState& state);

} // namespace cor
