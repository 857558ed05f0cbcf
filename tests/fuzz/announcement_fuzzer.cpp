// libFuzzer target for LAN discovery (net/discovery.h): datagrams as a browser hears them,
// from a few senders. Whatever arrives, the list stays sorted, bounded and sane: no game
// listed twice, names within their length, player counts the game has.
#include "net/discovery.h"

#include <QCoreApplication>
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <google/protobuf/stubs/logging.h>

namespace {

// Characters, not bytes, as the browser counts them.
int characters(const std::string& utf8) {
    return static_cast<int>(std::count_if(utf8.begin(), utf8.end(), [](char c) {
        return (static_cast<unsigned char>(c) & 0xC0) != 0x80;
    }));
}

bool sane(const cor::net::DiscoveredGame& g) {
    using namespace cor::net;
    return characters(g.gameName) <= kMaxAnnouncedNameLength &&
           characters(g.hostName) <= kMaxAnnouncedNameLength &&
           characters(g.appVersion) <= kMaxAnnouncedNameLength && g.players >= 2 &&
           g.players <= 4 && g.openSeats >= 0 && g.openSeats <= g.players && g.tcpPort != 0;
}

bool sameGame(const cor::net::DiscoveredGame& a, const cor::net::DiscoveredGame& b) {
    return a.address.isEqual(b.address) && a.tcpPort == b.tcpPort && a.gameId == b.gameId;
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int* /*argc*/, char*** /*argv*/) {
    static int argc = 1;
    static char name[] = "announcement_fuzzer";
    static char* argv[] = {name, nullptr};
    static QCoreApplication app(argc, argv);
    // Names that are not UTF-8 are refused, as they should be, but logged each time.
    google::protobuf::SetLogHandler(nullptr);
    return 0;
}

// Input: datagrams, each a sender byte, a 2-byte length and that many bytes.
extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const QHostAddress senders[] = {
        QHostAddress(QStringLiteral("10.0.0.9")), QHostAddress(QStringLiteral("10.0.0.10")),
        QHostAddress(QStringLiteral("fe80::1")), QHostAddress(QStringLiteral("127.0.0.1"))};
    cor::net::GameBrowser browser; // never listens: the datagrams come from the input
    std::size_t at = 0;
    while (at + 3 <= size) {
        const QHostAddress& sender = senders[data[at] % 4];
        const std::size_t length =
            std::min<std::size_t>(size - at - 3, (data[at + 1] << 8) | data[at + 2]);
        browser.hear(QByteArray(reinterpret_cast<const char*>(data + at + 3),
                                static_cast<qsizetype>(length)),
                     sender);
        at += 3 + length;
    }
    const auto& games = browser.games();
    if (static_cast<int>(games.size()) > cor::net::kMaxListedGames) {
        __builtin_trap();
    }
    for (std::size_t i = 0; i < games.size(); ++i) {
        if (!sane(games[i]) || (i > 0 && games[i].gameName < games[i - 1].gameName)) {
            __builtin_trap();
        }
        for (std::size_t j = 0; j < i; ++j) {
            if (sameGame(games[i], games[j])) {
                __builtin_trap();
            }
        }
    }
    return 0;
}
