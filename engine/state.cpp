#include "engine/state.h"

#include <bit>

namespace cor {

DeckItem Deck::popTop() {
    const DeckItem item = items[head];
    knownBy[head] = 0;
    head = static_cast<std::uint8_t>((head + 1) % kDeckCapacity);
    --size;
    return item;
}

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

std::uint8_t flipStrip(std::uint8_t pattern) {
    std::uint8_t flipped = 0;
    for (int k = 0; k < kStripSpaces; ++k) {
        if ((pattern & (1u << k)) != 0) {
            flipped = static_cast<std::uint8_t>(flipped | (1u << (kStripSpaces - 1 - k)));
        }
    }
    return flipped;
}

} // namespace cor
