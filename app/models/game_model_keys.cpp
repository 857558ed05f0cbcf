// The keyboard at the table: Tab walks the cards to act on, the arrows the city's spaces (or a
// card going back under a school), Enter chooses (game_model.h).
#include "app/models/game_model.h"
#include "app/models/picking.h"

#include <algorithm>
#include <cstdlib>

namespace cor::app {
namespace {

// In the one list Tab walks, the hand's cards follow the decision's (whose indexes are small).
constexpr int kHandFirst = 100;

} // namespace

void GameModel::selectNext(int step) {
    if (!view_ || still_) {
        return;
    }
    std::vector<int> items =
        pickable(pickList(*view_, choices_, selection_, yourTurn()), *view_, choices_, selection_);
    for (int i = 0; i < static_cast<int>(hand_.cards().size()); ++i) {
        if (hand_.cards()[static_cast<std::size_t>(i)].playable) {
            items.push_back(kHandFirst + i);
        }
    }
    const int current = selection_.picked >= 0 ? selection_.picked
                        : selection_.hand >= 0 ? kHandFirst + selection_.hand
                                               : -1;
    const int next = cycle(items, current, step);
    if (next < 0) {
        return;
    }
    selection_.hand = -1;
    if (next >= kHandFirst) {
        select(next - kHandFirst);
        return;
    }
    selection_.picked = next;
    refreshModels();
    publish();
}

void GameModel::moveCursor(int dx, int dy) {
    if (view_ && selection_.picked >= 0 &&
        pickList(*view_, choices_, selection_, yourTurn()) == PickList::PutBack) {
        const int from = selection_.picked;
        const int to = from + dx + dy;
        if (to >= 0 && to < static_cast<int>(selection_.putBack.size())) {
            selection_.picked = to; // the card moves, the pick with it
            movePutBack(from, to);
        }
        return;
    }
    // The nearest space the card may go on in that direction, as the city lies on screen (rows
    // down); none there: the cursor stays (the list's order went round the city instead).
    const std::vector<int> cells = city_.buildableCells();
    if (std::find(cells.begin(), cells.end(), selection_.cursor) == cells.end()) {
        if (!cells.empty()) {
            selection_.cursor = cells.front();
            city_.setCursor(selection_.cursor);
            publish();
        }
        return;
    }
    const int x = cellX(selection_.cursor);
    const int y = cellY(selection_.cursor);
    int best = -1;
    int bestScore = 0;
    for (const int cell : cells) {
        const int along = (cellX(cell) - x) * dx + (cellY(cell) - y) * dy;
        const int across = std::abs((cellX(cell) - x) * dy) + std::abs((cellY(cell) - y) * dx);
        const int score = along * 4 + across * 5; // straight on before aside
        if (along > 0 && (best < 0 || score < bestScore)) {
            best = cell;
            bestScore = score;
        }
    }
    if (best < 0) {
        return;
    }
    selection_.cursor = best;
    city_.setCursor(best);
    publish();
}

void GameModel::spaceKey(int space) {
    // Hot seat: the emissary is the whole turn and the next person's curtain comes down at
    // once, so a key stray by one only picks the space; Enter (or the same key) places. Only a
    // space the table offers is picked (what glows): another one is refused, saying why.
    const bool allowed = choices_.contains(Action::place(space));
    if (!view_ || still_ || !audience_.hotSeat() || !allowed || selection_.picked == space - 1 ||
        pickList(*view_, choices_, selection_, yourTurn()) != PickList::Strip) {
        placeEmissary(space); // a space not free says why
        return;
    }
    selection_.picked = space - 1;
    refreshModels();
    publish();
}

bool GameModel::confirm() {
    if (!view_ || still_) {
        return false;
    }
    const int picked = selection_.picked;
    const PickList list = pickList(*view_, choices_, selection_, yourTurn());
    if (list == PickList::PutBack) {
        confirmKeep(); // the order as it stands
        return true;
    }
    if (picked >= 0) {
        selection_.picked = -1;
        switch (list) {
        case PickList::Strip:
            placeEmissary(picked + 1);
            return true;
        case PickList::Draft:
            draft(picked);
            return true;
        case PickList::Decks: {
            const std::vector<DeckId> decks = schoolDecks();
            if (picked < static_cast<int>(decks.size())) {
                chooseDeck(deckNumber(decks[static_cast<std::size_t>(picked)]));
            }
            return true;
        }
        case PickList::Drawn:
            keep(picked);
            return true;
        case PickList::Offer:
            take(picked);
            return true;
        case PickList::PutBack:
        case PickList::None:
            break;
        }
    }
    const std::vector<int> cells = city_.buildableCells();
    if (selection_.hand < 0 ||
        std::find(cells.begin(), cells.end(), selection_.cursor) == cells.end()) {
        return false;
    }
    build(cellX(selection_.cursor), cellY(selection_.cursor));
    return true;
}

} // namespace cor::app
