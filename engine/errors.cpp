#include "engine/rules.h"

namespace cor {
namespace {

struct ErrorText {
    std::string_view code;
    std::string_view message;
};

// Indexed by ActionError.
constexpr std::array<ErrorText, 28> kErrors{{
    {"ok", "ok"},
    {"game_over", "the game is over"},
    {"not_your_turn", "it is not your turn"},
    {"wrong_phase", "that action is not possible now"},
    {"not_in_draft", "that card is not in the cards you are drafting from"},
    {"invalid_space", "there is no such space on the action strip"},
    {"space_taken", "another emissary stands on that space"},
    {"not_in_offer", "that card is not in the offer"},
    {"already_took", "you already took a card this turn"},
    {"must_take_first", "take a card from the offer first"},
    {"already_built", "you already built this turn"},
    {"already_produced", "you already produced this turn"},
    {"not_in_hand", "that card is not in your hand"},
    {"outside_city", "the city may be at most 4 wide and 4 tall"},
    {"cell_occupied", "that space is taken; only an aqueduct may replace a building"},
    {"not_adjacent", "a building must be next to one of your buildings"},
    {"second_aqueduct", "only one aqueduct per row and per column"},
    {"not_enough_brick_tokens", "not enough brick tokens"},
    {"too_many_brick_tokens", "more brick tokens than bricks missing"},
    {"not_enough_coins", "not enough coins"},
    {"school_pending", "finish the school decision first"},
    {"no_school_decision", "there is no school decision to make"},
    {"deck_not_allowed", "a school may only draw from decks II, III and IV in the game"},
    {"deck_empty", "that deck is empty"},
    {"deck_already_chosen", "the deck is already chosen"},
    {"deck_not_chosen", "choose a deck first"},
    {"not_drawn", "keep one drawn card and return all the others"},
    {"malformed", "the action is malformed"},
}};

} // namespace

std::string_view errorCode(ActionError error) {
    return kErrors[static_cast<std::size_t>(error)].code;
}

std::string_view errorMessage(ActionError error) {
    return kErrors[static_cast<std::size_t>(error)].message;
}

} // namespace cor
