#include "engine/action.h"

#include <charconv>
#include <vector>

namespace cor {
namespace {

constexpr std::array<std::string_view, kDeckCount> kDeckNames{"I", "II", "III", "IV"};

std::vector<std::string_view> splitWords(std::string_view text) {
    std::vector<std::string_view> words;
    std::size_t pos = 0;
    while (pos < text.size()) {
        while (pos < text.size() && text[pos] == ' ') {
            ++pos;
        }
        const std::size_t end = text.find(' ', pos);
        const std::size_t stop = end == std::string_view::npos ? text.size() : end;
        if (stop > pos) {
            words.push_back(text.substr(pos, stop - pos));
        }
        pos = stop;
    }
    return words;
}

std::optional<int> parseInt(std::string_view text) {
    int value = 0;
    const auto* end = text.data() + text.size();
    const auto [ptr, ec] = std::from_chars(text.data(), end, value);
    if (ec != std::errc{} || ptr != end || text.empty()) {
        return std::nullopt;
    }
    return value;
}

} // namespace

int Action::returnedCount() const {
    int n = 0;
    while (n < 4 && returned[static_cast<std::size_t>(n)] != Card::None) {
        ++n;
    }
    return n;
}

std::string_view deckName(DeckId deck) {
    return kDeckNames[static_cast<std::size_t>(deck)];
}

std::optional<DeckId> deckFromName(std::string_view name) {
    for (std::size_t i = 0; i < kDeckNames.size(); ++i) {
        if (kDeckNames[i] == name) {
            return static_cast<DeckId>(i);
        }
    }
    return std::nullopt;
}

std::string toText(const Action& action) {
    std::string text;
    switch (action.kind) {
    case ActionKind::Draft:
        return "draft " + std::string(cardId(action.card));
    case ActionKind::Place:
        return "place " + std::to_string(action.amount);
    case ActionKind::Take:
        return "take " + std::string(cardId(action.card));
    case ActionKind::Build:
        return "build " + std::string(cardId(action.card)) + " at " + std::to_string(action.x) +
               "," + std::to_string(action.y) + " tokens " + std::to_string(action.amount);
    case ActionKind::Produce:
        return "produce";
    case ActionKind::School:
        return "school " + std::string(deckName(static_cast<DeckId>(action.amount)));
    case ActionKind::Keep:
        text = "keep " + std::string(cardId(action.card));
        for (int i = 0; i < action.returnedCount(); ++i) {
            text += i == 0 ? " return " : ",";
            text += cardId(action.returned[static_cast<std::size_t>(i)]);
        }
        return text;
    case ActionKind::Pass:
        return "pass";
    }
    return text;
}

namespace {

std::optional<Action> parseWords(std::string_view text) {
    const auto words = splitWords(text);
    if (words.empty()) {
        return std::nullopt;
    }
    const std::string_view verb = words[0];
    const auto card = [&](std::size_t i) {
        return i < words.size() ? cardFromId(words[i]) : std::nullopt;
    };
    if ((verb == "produce" || verb == "pass") && words.size() == 1) {
        return verb == "pass" ? Action::pass() : Action::produce();
    }
    if ((verb == "draft" || verb == "take") && words.size() == 2 && card(1)) {
        return verb == "draft" ? Action::draft(*card(1)) : Action::take(*card(1));
    }
    if (verb == "place" && words.size() == 2) {
        const auto space = parseInt(words[1]);
        if (space && *space >= 1 && *space <= 5) {
            return Action::place(*space);
        }
        return std::nullopt;
    }
    if (verb == "school" && words.size() == 2) {
        const auto deck = deckFromName(words[1]);
        return deck && *deck != DeckId::I ? std::optional(Action::school(*deck)) : std::nullopt;
    }
    if (verb == "build" && words.size() == 6 && card(1) && words[2] == "at" &&
        words[4] == "tokens") {
        const std::string_view where = words[3];
        const std::size_t comma = where.find(',');
        if (comma == std::string_view::npos) {
            return std::nullopt;
        }
        const auto x = parseInt(where.substr(0, comma));
        const auto y = parseInt(where.substr(comma + 1));
        const auto tokens = parseInt(words[5]);
        if (!x || !y || !tokens || *x < -100 || *x > 100 || *y < -100 || *y > 100 || *tokens < 0 ||
            *tokens > 100) {
            return std::nullopt;
        }
        return Action::build(*card(1), *x, *y, *tokens);
    }
    if (verb == "keep" && card(1) &&
        (words.size() == 2 || (words.size() == 4 && words[2] == "return"))) {
        std::array<Card, 4> returned{};
        if (words.size() == 4) {
            std::string_view list = words[3];
            std::size_t n = 0;
            while (true) {
                const std::size_t comma = list.find(',');
                const auto c = cardFromId(list.substr(0, comma));
                if (!c || n == returned.size()) {
                    return std::nullopt;
                }
                returned[n++] = *c;
                if (comma == std::string_view::npos) {
                    break;
                }
                list.remove_prefix(comma + 1);
            }
        }
        return Action::keep(*card(1), returned);
    }
    return std::nullopt;
}

} // namespace

std::optional<Action> parseAction(std::string_view text) {
    const auto action = parseWords(text);
    if (!action || toText(*action) != text) {
        return std::nullopt;
    }
    return action;
}

} // namespace cor
