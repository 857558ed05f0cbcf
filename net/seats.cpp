#include "net/seats.h"

#include <QCryptographicHash>
#include <QString>
#include <algorithm>

namespace cor::net {

std::string tokenToHex(const SeatToken& token) {
    static constexpr char kDigits[] = "0123456789abcdef";
    std::string hex;
    for (std::uint8_t byte : token) {
        hex.push_back(kDigits[byte >> 4]);
        hex.push_back(kDigits[byte & 0xF]);
    }
    return hex;
}

SeatToken tokenDigest(const SeatToken& token) {
    const QByteArray digest =
        QCryptographicHash::hash(QByteArrayView(token.data(), static_cast<qsizetype>(token.size())),
                                 QCryptographicHash::Sha256);
    SeatToken kept{};
    for (std::size_t i = 0; i < kept.size(); ++i) {
        kept[i] = static_cast<std::uint8_t>(digest[static_cast<qsizetype>(i)]);
    }
    return kept;
}

std::optional<SeatToken> tokenFromHex(std::string_view hex) {
    if (hex.size() != 2 * SeatToken{}.size()) {
        return std::nullopt;
    }
    const auto digit = [](char c) -> int {
        if (c >= '0' && c <= '9') {
            return c - '0';
        }
        if (c >= 'a' && c <= 'f') {
            return c - 'a' + 10;
        }
        return c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
    };
    SeatToken token{};
    for (std::size_t i = 0; i < token.size(); ++i) {
        const int high = digit(hex[2 * i]);
        const int low = digit(hex[2 * i + 1]);
        if (high < 0 || low < 0) {
            return std::nullopt;
        }
        token[i] = static_cast<std::uint8_t>(high * 16 + low);
    }
    return token;
}

std::optional<SeatToken> tokenFromBytes(std::string_view bytes) {
    SeatToken token{};
    if (bytes.size() != token.size()) {
        return std::nullopt;
    }
    for (std::size_t i = 0; i < token.size(); ++i) {
        token[i] = static_cast<std::uint8_t>(bytes[i]);
    }
    return token;
}

std::string_view tokenBytes(const SeatToken& token) {
    return {reinterpret_cast<const char*>(token.data()), token.size()};
}

int defaultColour(int seat, int players) {
    return players == 2 ? 2 + seat : seat;
}

Seat openSeat(int colour) {
    Seat seat;
    seat.colour = colour;
    return seat;
}

Seat botSeat(const std::string& bot, int colour) {
    Seat seat;
    seat.kind = SeatKind::Bot;
    seat.colour = colour;
    seat.bot = bot;
    seat.ready = true;
    return seat;
}

Seat personSeat(const std::string& name, int colour) {
    Seat seat;
    seat.kind = SeatKind::Person;
    seat.name = name;
    seat.colour = colour;
    seat.token = newSeatToken();
    return seat;
}

std::vector<Seat> newSeats(int players, const std::vector<std::string>& bots) {
    std::vector<Seat> seats;
    const int people = players - static_cast<int>(bots.size());
    for (int i = 0; i < players; ++i) {
        const int colour = defaultColour(i, players);
        seats.push_back(i < people ? openSeat(colour)
                                   : botSeat(bots[static_cast<std::size_t>(i - people)], colour));
    }
    return seats;
}

void seatOwner(std::vector<Seat>& seats, const std::string& name, int colour,
               const SeatToken& token) {
    const int given = seats.front().colour;
    const int wanted = colour >= 0 ? colour : given;
    for (Seat& other : seats) {
        if (other.colour == wanted) {
            other.colour = given;
        }
    }
    seats.front() = personSeat(name, wanted);
    seats.front().token = token;
}

namespace {

bool isDirectionControl(QChar c) {
    return (c.unicode() >= 0x202A && c.unicode() <= 0x202E) ||
           (c.unicode() >= 0x2066 && c.unicode() <= 0x2069);
}

QString fromUtf8(std::string_view text) {
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

} // namespace

QString withoutDirectionControls(QString text) {
    text.removeIf(isDirectionControl);
    return text;
}

std::string whyNotClean(std::string_view text, int maxLength, std::string_view what) {
    const QString written = fromUtf8(text);
    if (std::any_of(written.begin(), written.end(), isDirectionControl)) {
        return std::string(what) +
               " may hold no characters that turn the direction of text (U+202A-U+202E, "
               "U+2066-U+2069)";
    }
    return std::string(what) + " needs 1 to " + std::to_string(maxLength) + " characters";
}

std::optional<std::string> cleanName(std::string_view name, int maxLength) {
    // Whitespace of any kind becomes single spaces first; other control characters go.
    QString text = fromUtf8(name).simplified();
    if (std::any_of(text.begin(), text.end(), isDirectionControl)) {
        return std::nullopt;
    }
    text.removeIf(
        [](QChar c) { return c.category() == QChar::Other_Control || c == QChar(0xFFFD); });
    text = text.simplified();
    if (text.isEmpty() || text.size() > maxLength) {
        return std::nullopt;
    }
    return text.toStdString();
}

} // namespace cor::net
