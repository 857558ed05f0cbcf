// Writes the seed corpora of the parser fuzzers from real material: save files of random games
// (whole and cut short, both formats), the CLI's score examples, framed envelopes, a LAN
// announcement, and settings files as QSettings writes them with a saves folder beside. Usage:
// fuzz_seeds <source dir> <output dir>; writes <output>/<target>/....
#include "engine/json/save_file.h"
#include "engine/rng.h"
#include "engine/rules.h"
#include "net/connection.h"
#include "net/discovery.h"
#include "net/frame.h"
#include "net/saved_game.h"
#include "tests/fuzz/settings_fuzz_input.h"

#include <QDateTime>
#include <QFile>
#include <QSettings>
#include <QTemporaryDir>
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

// A settings file as the app writes it (QSettings, so dates and the rest in its own notation).
std::string settingsText(const std::vector<std::pair<QString, QVariant>>& values) {
    const QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("settings.conf"));
    {
        QSettings settings(path, QSettings::IniFormat);
        for (const auto& [key, value] : values) {
            settings.setValue(key, value);
        }
    }
    QFile file(path);
    file.open(QIODevice::ReadOnly);
    return file.readAll().toStdString();
}

// Seats as a game in the saves folder has them: the people named, with their tokens.
std::vector<Seat> seated(int players, const std::vector<std::string>& bots) {
    std::vector<Seat> seats = newSeats(players, bots);
    const char* names[] = {"Aurelia", "Brutus", "Cornelia", "Decimus"};
    for (std::size_t i = 0; i < seats.size(); ++i) {
        if (seats[i].kind == SeatKind::Open) {
            seats[i].kind = SeatKind::Person;
            seats[i].name = names[i];
            seats[i].token = newSeatToken();
        }
    }
    return seats;
}

void settingsSeeds(const fs::path& out) {
    const QString token = QString::fromStdString(tokenToHex(newSeatToken()));
    const QDateTime when(QDate(2025, 3, 14), QTime(20, 15));
    const GameRecord finished = randomGame(GameSetup{2, 7, false}, 1'000'000);
    const GameRecord begun = randomGame(GameSetup{3, 8, true}, 30);
    const std::string local = savedGameText({finished, "", seated(2, {"easy"})});
    const std::string hosted = savedGameText({begun, "Forum", seated(3, {"hard"})});

    app::fuzz::SettingsInput everyday;
    everyday.settings = settingsText({
        {QStringLiteral("language"), QStringLiteral("de")},
        {QStringLiteral("playerName"), QStringLiteral("Aurelia")},
        {QStringLiteral("assistedPlay"), false},
        {QStringLiteral("animationSpeed"), 2},
        {QStringLiteral("joinedGames/10.0.0.5_5123/name"), QStringLiteral("Roma")},
        {QStringLiteral("joinedGames/10.0.0.5_5123/address"), QStringLiteral("10.0.0.5")},
        {QStringLiteral("joinedGames/10.0.0.5_5123/port"), 5123},
        {QStringLiteral("joinedGames/10.0.0.5_5123/seat"), 1},
        {QStringLiteral("joinedGames/10.0.0.5_5123/token"), token},
        {QStringLiteral("joinedGames/10.0.0.5_5123/when"), when},
        {QStringLiteral("hostedSeats/hosted-20250314-201500-000/seat"), 0},
        {QStringLiteral("hostedSeats/hosted-20250314-201500-000/port"), 5124},
    });
    everyday.files = {{"local-20250301-100000-000.json", local},
                      {"hosted-20250314-201500-000.json", hosted}};
    write(out / "settings" / "everyday", app::fuzz::settingsInputText(everyday));

    // Hand-edited and damaged: values out of range, joined games that cannot be rejoined, a cut
    // save, one of a newer version, one whose moves break the rules, files that are no saves.
    GameRecord broken = begun;
    broken.actions[5] = broken.actions[0];
    std::string newer = local;
    const std::string version = "\"version\":" + std::to_string(kSaveVersion);
    newer.replace(newer.find(version), version.size(), "\"version\":99");
    app::fuzz::SettingsInput damaged;
    damaged.settings = settingsText({
        {QStringLiteral("language"), QStringLiteral("fr")},
        {QStringLiteral("playerName"), QStringLiteral("\tMarcus\a  Aurelius Antoninus Augustus")},
        {QStringLiteral("animationSpeed"), 99},
        {QStringLiteral("joinedGames/elsewhere/address"), QStringLiteral("10.0.0.6")},
        {QStringLiteral("joinedGames/elsewhere/port"), 5125},
        {QStringLiteral("joinedGames/elsewhere/seat"), 0},
        {QStringLiteral("joinedGames/elsewhere/token"), token},
        {QStringLiteral("joinedGames/10.0.0.7_70000/address"), QStringLiteral("10.0.0.7")},
        {QStringLiteral("joinedGames/10.0.0.7_70000/port"), 70000},
        {QStringLiteral("joinedGames/10.0.0.7_70000/seat"), 9},
        {QStringLiteral("joinedGames/10.0.0.7_70000/token"), QStringLiteral("beef")},
        {QStringLiteral("hostedSeats/hosted-1/seat"), -7},
        {QStringLiteral("hostedSeats/hosted-1/port"), 123456},
    });
    damaged.files = {{"local-cut.json", local.substr(0, local.size() / 2)},
                     {"hosted-1.json", newer},
                     {"local-broken.json", savedGameText({broken, "", seated(3, {})})},
                     {"notes.txt", "not a save"},
                     {".hidden.json", local},
                     {"EMPTY.JSON", ""}};
    write(out / "settings" / "damaged", app::fuzz::settingsInputText(damaged));

    // A joined game's date that claims to be a list of 805 million values (0x30000000), which
    // QSettings reserves before it reads one.
    app::fuzz::SettingsInput huge;
    huge.settings = R"ini([joinedGames]
10.0.0.5_5123\address=10.0.0.5
10.0.0.5_5123\when=@Variant(\0\0\0\t0\0\0\0)
)ini";
    write(out / "settings" / "huge-list", app::fuzz::settingsInputText(huge));
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
    settingsSeeds(out);
    for (const char* example : {"cli_md_example.json", "rulebook_example.json"}) {
        write(out / "score" / example, readFile(source / "tests/cli/data" / example));
    }
    return 0;
}
