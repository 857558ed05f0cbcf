// The system generator behind every seat token. Alone in its file, so that a fuzz target can
// link its own newSeatToken (a counter) in its place: the same input then runs the same way.
#include "net/seats.h"

#include <QRandomGenerator>

namespace cor::net {

SeatToken newSeatToken() {
    SeatToken token{};
    std::array<quint32, 4> words{};
    QRandomGenerator::system()->fillRange(words.data(), static_cast<qsizetype>(words.size()));
    for (std::size_t i = 0; i < token.size(); ++i) {
        token[i] = static_cast<std::uint8_t>(words[i / 4] >> (8 * (i % 4)));
    }
    return token;
}

} // namespace cor::net
