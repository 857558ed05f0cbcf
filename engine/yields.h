// What an action gives, before it is taken: the yields of producing and of building a card on a
// cell. apply() uses them, and the app shows them ("Produce +2 coins") from the same source.
#pragma once

#include "engine/city.h"

namespace cor {

struct Yield {
    int coins = 0;
    int influence = 0;
    int brickTokens = 0; // new brick tokens on grain farms and the vineyard
    int pointTokens = 0; // on a thermal bath
    int schoolDraws = 0; // cards a school or university draws (if a deck has any)
    friend bool operator==(const Yield&, const Yield&) = default;
};

// Producing with this city.
Yield produceYield(const City& city);

// Coins producing costs: the missing of the two cogs it needs, bought at 1 coin each.
inline constexpr int kProduceCogs = 2;
inline int producePrice(int cogs) {
    return cogs >= kProduceCogs ? 0 : kProduceCogs - cogs;
}

// Building `card` at cell `index` of this city (placement and payment are checked elsewhere).
Yield buildYield(const City& city, Card card, int index);

} // namespace cor
