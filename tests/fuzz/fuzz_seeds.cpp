// Writes the seed corpora of the parser fuzzers from real material: save files of random games
// (whole and cut short, both formats), the CLI's score examples, framed envelopes and a LAN
// announcement. Usage: fuzz_seeds <source dir> <output dir>; writes <output>/<target>/....
#include "engine/json/save_file.h"
#include "engine/rng.h"
#include "engine/rules.h"
#include "net/connection.h"
#include "net/discovery.h"
#include "net/frame.h"
#include "net/saved_game.h"

#include <filesystem>
#include <fstream>
#include <iostream>
#include <string>
#include <string_view>

namespace cor::net::fuzz {
namespace {

namespace fs = std::filesystem;

void write(const fs::path& file, std::string_view bytes) {
    fs::create_directories(file.parent_path());
    std::ofstream(file, std::ios::binary) << bytes;
}

std::string readFile(const fs::path& file) {
    std::ifstream in(file, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

GameRecord randomGame(GameSetup setup, int maxActions) {
    GameRecord record{setup, {}};
    GameState state = newGame(setup);
    Rng rng(setup.seed);
    ActionList scratch;
    Action action;
    while (!isOver(state) && static_cast<int>(record.actions.size()) < maxActions) {
        randomLegalAction(state, rng, scratch, action);
        apply(state, seatToAct(state), action);
        record.actions.push_back(action);
    }
    return record;
}

void saves(const fs::path& out) {
    int n = 0;
    for (const GameSetup setup :
         {GameSetup{2, 1, false}, GameSetup{3, 2, true}, GameSetup{4, 3, false}}) {
        for (const int cut : {1'000'000, 40}) {
            const GameRecord record = randomGame(setup, cut);
            write(out / "save" / ("engine-" + std::to_string(n)), saveText(record));
            SavedGame hosted{record, "seed game", newSeats(setup.players, {"random"})};
            write(out / "save" / ("host-" + std::to_string(n)), savedGameText(hosted));
            ++n;
        }
    }
}

void frames(const fs::path& out) {
    wire::Envelope hello;
    hello.mutable_hello()->set_protocol_version(kProtocolVersion);
    hello.mutable_hello()->set_name("seed");
    wire::Envelope chat;
    chat.mutable_chat_send()->set_text("ave");
    // The first byte picks the limit (64 * 4 + 1 bytes), the second the reads' size.
    const std::string header{static_cast<char>(64), static_cast<char>(3)};
    write(out / "frame" / "two",
          header + encodeFrame(hello.SerializeAsString()) + encodeFrame(chat.SerializeAsString()));
    write(out / "frame" / "cut", header + encodeFrame(chat.SerializeAsString()).substr(0, 6));
}

void announcements(const fs::path& out) {
    const GameAnnouncement game{"Roma", "aurelia", "1.0", 45'000, 4, 2, false};
    const QByteArray datagram = announcementDatagram(game, QByteArray(8, 'g'));
    // Sender 0, a 2-byte length, the datagram; then the same game started, from sender 1.
    auto framed = [](int sender, const QByteArray& bytes) {
        const auto size = static_cast<unsigned>(bytes.size());
        return std::string{static_cast<char>(sender), static_cast<char>(size >> 8),
                           static_cast<char>(size & 0xFF)} +
               bytes.toStdString();
    };
    GameAnnouncement started = game;
    started.started = true;
    write(out / "announcement" / "two",
          framed(0, datagram) + framed(1, announcementDatagram(started, QByteArray(8, 'h'))));
}

} // namespace
} // namespace cor::net::fuzz

int main(int argc, char** argv) {
    if (argc != 3) {
        std::cerr << "usage: fuzz_seeds <source dir> <output dir>\n";
        return 2;
    }
    namespace fs = std::filesystem;
    const fs::path source = argv[1];
    const fs::path out = argv[2];
    using namespace cor::net::fuzz;
    saves(out);
    frames(out);
    announcements(out);
    for (const char* example : {"cli_md_example.json", "rulebook_example.json"}) {
        write(out / "score" / example, readFile(source / "tests/cli/data" / example));
    }
    return 0;
}
