// The rules: setup, the legal choices of the seat to act, and applying an action.
// Pure functions over GameState; no I/O, no heap allocation on the hot path.
#pragma once

#include "engine/action.h"
#include "engine/events.h"
#include "engine/rng.h"
#include "engine/state.h"

#include <array>
#include <bit>
#include <cassert>
#include <cstdint>
#include <string_view>

namespace cor {

enum class ActionError : std::uint8_t {
    None,
    GameOver,
    NotYourTurn,
    WrongPhase,   // this kind of action is not possible now
    NotInDraft,   // the card is not in the pack you hold
    InvalidSpace, // no such strip space
    SpaceTaken,   // another emissary stands there
    NotInOffer,
    AlreadyTook,
    MustTakeFirst, // take a card from the offer before building or producing
    AlreadyBuilt,
    AlreadyProduced,
    NotInHand,
    OutsideCity,  // the city would be wider or taller than 4
    CellOccupied, // only an aqueduct may replace a building
    NotAdjacent,
    SecondAqueduct, // a row or column would hold two aqueducts
    NotEnoughBrickTokens,
    TooManyBrickTokens, // more tokens than bricks still missing
    NotEnoughCoins,
    SchoolPending, // finish the school/university decision first
    NoSchoolDecision,
    DeckNotAllowed, // schools draw from decks II..IV in the game only
    DeckEmpty,
    DeckAlreadyChosen,
    DeckNotChosen,
    NotDrawn,  // keep/return must list exactly the drawn cards
    Malformed, // fields the action's kind does not use are set
};

std::string_view errorCode(ActionError error);    // stable snake_case code
std::string_view errorMessage(ActionError error); // English, for logs and the CLI

class ActionList {
  public:
    static constexpr int kCapacity = 2048;
    void clear() { size_ = 0; }
    void push(const Action& a) {
        assert(size_ < kCapacity);
        copyAction(items_[static_cast<std::size_t>(size_++)], a);
    }
    // Writes `a` past the end and keeps it only if `keep`: no branch on a condition of the
    // position that the branch predictor cannot know (which spaces are free, which cards
    // repeat).
    void pushIf(const Action& a, bool keep) {
        assert(size_ < kCapacity);
        copyAction(items_[static_cast<std::size_t>(size_)], a);
        size_ += keep ? 1 : 0;
    }
    // Appends "build card at c tokens t" for every cell c of `cells` and every t in
    // minTokens..maxTokens, in that order: the move generator's hot loop. The count stays in
    // a register while the actions are written (a store to an Action's bytes may alias it).
    void pushBuilds(Card card, Bitboard cells, int minTokens, int maxTokens) {
        int n = size_;
        const int count = std::popcount(cells);
        if (minTokens == maxTokens && n + count + kBlock <= kCapacity) {
            // One token count (nearly always): cells in blocks of kBlock, every slot of a
            // block written, those past the last cell with junk beyond size(). A loop per cell
            // would end after a count the branch predictor cannot know, a mispredicted branch
            // per card; most cards have at most kBlock cells, so this loop runs once.
            const std::uint64_t head = buildHead(card, minTokens);
            for (int block = n;; block += kBlock) {
                for (int k = 0; k < kBlock; ++k) {
                    writeBuild(block + k, head, std::countr_zero(cells));
                    cells &= cells - 1;
                }
                if (cells == 0) {
                    break;
                }
            }
            size_ = n + count;
            return;
        }
        for (; cells != 0; cells &= cells - 1) {
            const int index = std::countr_zero(cells);
            for (int t = minTokens; t <= maxTokens; ++t) {
                assert(n < kCapacity);
                writeBuild(n++, buildHead(card, t), index);
            }
        }
        size_ = n;
    }
    int size() const { return size_; }
    bool empty() const { return size_ == 0; }
    const Action& operator[](int i) const { return items_[static_cast<std::size_t>(i)]; }
    const Action* begin() const { return items_.data(); }
    const Action* end() const { return items_.data() + size_; }
    bool contains(const Action& a) const;
    // Keeps only the actions `keep` accepts, in their order.
    template <class Keep> void retain(Keep keep) {
        int n = 0;
        for (int i = 0; i < size_; ++i) {
            if (keep(items_[static_cast<std::size_t>(i)])) {
                copyAction(items_[static_cast<std::size_t>(n++)],
                           items_[static_cast<std::size_t>(i)]);
            }
        }
        size_ = n;
    }

  private:
    static constexpr int kBlock = 8;
    // A build's bytes 0..7 but x and y (Action's layout, see copyAction): kind, card, tokens.
    static std::uint64_t buildHead(Card card, int tokens) {
        return static_cast<std::uint64_t>(ActionKind::Build) |
               static_cast<std::uint64_t>(card) << 8 | static_cast<std::uint64_t>(tokens) << 32;
    }
    // Bytes 2..3 of a build on cell i, x then y; the index past the last cell (countr_zero of
    // no cells, in a block's junk slots) reads zeros.
    static constexpr std::array<std::uint16_t, 65> kCellXY = [] {
        std::array<std::uint16_t, 65> xy{};
        for (int i = 0; i < 64; ++i) {
            xy[static_cast<std::size_t>(i)] = static_cast<std::uint16_t>(
                static_cast<std::uint8_t>(cellX(i)) | static_cast<std::uint8_t>(cellY(i)) << 8);
        }
        return xy;
    }();
    // Two word stores, as copyAction does: bytes 0..7 (read back as one word by copyAction and
    // isCanonical, so each read is served by one store), then zeros over byte 8 (no returned
    // cards) and the next slot's first seven, which that slot's own stores replace; items_
    // keeps a spare slot for the last one. Cheaper than five byte stores and computing x, y.
    void writeBuild(int slot, std::uint64_t head, int index) {
        static_assert(sizeof(Action) == 9 && offsetof(Action, x) == 2 && offsetof(Action, y) == 3);
        auto* at = reinterpret_cast<unsigned char*>(items_.data()) +
                   sizeof(Action) * static_cast<std::size_t>(slot);
        if constexpr (std::endian::native == std::endian::little) {
            const std::uint64_t word =
                head | std::uint64_t{kCellXY[static_cast<std::size_t>(index)]} << 16;
            constexpr std::uint64_t kZero = 0;
            std::memcpy(at, &word, sizeof word);
            std::memcpy(at + 8, &kZero, sizeof kZero);
        } else {
            Action& a = items_[static_cast<std::size_t>(slot)];
            a = Action::build(Card{static_cast<std::uint8_t>(head >> 8)}, cellX(index),
                              cellY(index), static_cast<int>(head >> 32));
        }
    }

    std::array<Action, kCapacity + 1> items_;
    int size_ = 0;
};

bool validSetup(const GameSetup& setup);
// Bit d: deck d is in a game of this many players (deck IV only with four, III from three).
unsigned decksInGame(int players);
// Bit i: influence card kInfluenceValues[i] is in a game of this many players.
unsigned influenceCardsInGame(int players);
GameState newGame(const GameSetup& setup);

// The seat that must decide now, or -1 when the game is over.
inline int seatToAct(const GameState& s) {
    switch (s.phase) {
    case Phase::Draft:
        return s.draftSeat;
    case Phase::Emissaries:
        return (s.firstPlayer + s.placements) % s.playerCount;
    case Phase::Actions:
        return s.turn.seat;
    case Phase::Over:
        break;
    }
    return -1;
}
inline bool isOver(const GameState& state) {
    return state.phase == Phase::Over;
}

void legalActions(const GameState& state, ActionList& out);

// The seat to act is at its build step: it may build, produce or pass, nothing else.
bool atBuildStep(const GameState& state);
// ... and may produce there (not yet produced, the missing cogs affordable).
bool canProduce(const GameState& state);

// The builds open to the seat to act at its build step, one entry per distinct hand card it can
// pay for: the cells it may go on and the brick tokens it may spend. legalActions lists
// "build card at cell tokens t" for each cell (by index) and each t from min to max, cards in
// this order. Returns the number of entries (0 outside a build step). No default member values:
// a playout declares an array of these on every move, and zeroing it cost more than the moves.
struct BuildChoice {
    Card card;
    Bitboard cells;
    std::uint8_t minTokens;
    std::uint8_t maxTokens;
};
int buildChoices(const GameState& state, std::array<BuildChoice, kMaxHand>& out);

// A legal action picked uniformly, written to `out`: the same as legal[rng.below(legal.size())]
// after legalActions(state, legal), from the same generator, but without listing the builds
// (what a random playout needs; `scratch` lists a school decision). Written by copyAction: an
// Action returned whole is assembled and read back through memory, a stall on every move.
void randomLegalAction(const GameState& state, Rng& rng, ActionList& scratch, Action& out);

// Applies `action` for `seat`. On error nothing changes. Automatic steps (upkeep, influence
// scoring, final scoring) run inside the transition up to the next decision.
ActionError apply(GameState& state, int seat, const Action& action, EventLog* events = nullptr);

// Coins a build costs after bricks from the strip and `tokens` brick tokens.
int buildCoinCost(int cost, int bricks, int tokens);

} // namespace cor
