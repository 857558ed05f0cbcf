#include "engine/state.h"

#include <bit>

namespace cor {

void Deck::pushBottom(DeckItem item, std::uint8_t knownBySeats) {
    items[slot(size)] = item;
    knownBy[slot(size)] = knownBySeats;
    ++size;
}

int Deck::buildingCount() const {
    int n = 0;
    for (int i = 0; i < size; ++i) {
        n += at(i).isInfluence() ? 0 : 1;
    }
    return n;
}

int PlayerState::handCount(Card c) const {
    int n = 0;
    for (int i = 0; i < handSize; ++i) {
        n += hand[static_cast<std::size_t>(i)].card == c ? 1 : 0;
    }
    return n;
}

int PlayerState::influenceCardPoints() const {
    return cor::influenceCardPoints(influenceCards);
}

} // namespace cor
