#include "net/invite_code.h"

#include <QRandomGenerator>

namespace cor::net {
namespace {

// The shown form: the characters in two groups of five.
std::string shown(const std::string& characters) {
    return characters.substr(0, kInviteLength / 2) + '-' + characters.substr(kInviteLength / 2);
}

} // namespace

std::string newInviteCode() {
    std::string characters;
    for (std::size_t i = 0; i < kInviteLength; ++i) {
        // bounded() draws without bias: every code is as likely as any other.
        const auto index =
            QRandomGenerator::system()->bounded(static_cast<quint32>(kInviteAlphabet.size()));
        characters += kInviteAlphabet[index];
    }
    return shown(characters);
}

std::optional<std::string> readInviteCode(std::string_view typed) {
    std::string characters;
    for (const char c : typed) {
        if (c == ' ' || c == '-' || c == '\t') {
            continue;
        }
        const char upper = c >= 'a' && c <= 'z' ? static_cast<char>(c - 'a' + 'A') : c;
        if (kInviteAlphabet.find(upper) == std::string_view::npos ||
            characters.size() == kInviteLength) {
            return std::nullopt;
        }
        characters += upper;
    }
    if (characters.size() != kInviteLength) {
        return std::nullopt;
    }
    return shown(characters);
}

} // namespace cor::net
