#include "net/saved_game.h"

#include "engine/bots/bot.h"
#include "engine/json/save_file.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSaveFile>
#include <array>
#include <cerrno>
#include <cstdio>
#include <cstring>

namespace cor::net {
namespace {

constexpr std::array<std::string_view, 3> kKindNames{"open", "person", "bot"};

std::string_view kindName(SeatKind kind) {
    return kKindNames[static_cast<std::size_t>(kind)];
}

Json seatToJson(const Seat& seat) {
    Json json = Json::object();
    json["kind"] = kindName(seat.kind);
    json["name"] = seat.name;
    json["colour"] = seat.colour;
    if (seat.kind == SeatKind::Bot) {
        json["bot"] = seat.bot;
    }
    if (seat.token) {
        json["token"] = tokenToHex(*seat.token);
    }
    if (seat.hints > 0) {
        json["hints"] = seat.hints;
    }
    return json;
}

Seat seatFromJson(const Json& json, const std::string& where) {
    const auto text = [&](const char* key) {
        if (!json.contains(key) || !json[key].is_string()) {
            throw SaveError(where + "." + key + ": expected a string");
        }
        return json[key].get<std::string>();
    };
    if (!json.is_object()) {
        throw SaveError(where + ": expected an object");
    }
    Seat seat;
    const std::string kind = text("kind");
    const auto* found = std::find(kKindNames.begin(), kKindNames.end(), kind);
    if (found == kKindNames.end()) {
        throw SaveError(where + ".kind: unknown seat kind \"" + kind + "\"");
    }
    seat.kind = static_cast<SeatKind>(found - kKindNames.begin());
    seat.name = text("name");
    if (!json.contains("colour") || !json["colour"].is_number_unsigned() ||
        json["colour"].get<unsigned>() >= static_cast<unsigned>(kColourCount)) {
        throw SaveError(where + ".colour: expected 0 to 3");
    }
    seat.colour = json["colour"].get<int>();
    if (seat.kind == SeatKind::Bot) {
        seat.bot = text("bot");
        if (!isBotName(seat.bot)) {
            throw SaveError(where + ".bot: unknown bot \"" + seat.bot + "\"");
        }
        seat.ready = true;
    }
    if (json.contains("hints")) {
        if (!json["hints"].is_number_unsigned()) {
            throw SaveError(where + ".hints: expected a count");
        }
        seat.hints = json["hints"].get<int>();
    }
    if (json.contains("token")) {
        seat.token = tokenFromHex(text("token"));
        if (!seat.token) {
            throw SaveError(where + ".token: expected 32 hexadecimal digits");
        }
    }
    return seat;
}

constexpr std::string_view kActorLetters = "pbsa"; // person, bot, stand-in, assisted
constexpr std::array<std::string_view, 5> kNoteNames{"dropped", "back", "stand_in", "hand_back",
                                                     "left"};

// One letter a move (kActorLetters), at most one a move of the game.
std::vector<Actor> actorsFromJson(const Json& json, std::size_t actions) {
    if (!json.is_string() || json.get<std::string>().size() > actions) {
        throw SaveError("host.actors: expected a letter (p, b, s or a) for each move at most");
    }
    std::vector<Actor> actors;
    for (const char letter : json.get<std::string>()) {
        const std::size_t at = kActorLetters.find(letter);
        if (at == std::string_view::npos) {
            throw SaveError("host.actors: unknown letter \"" + std::string(1, letter) + "\"");
        }
        actors.push_back(static_cast<Actor>(at));
    }
    return actors;
}

// What happened at the table: a seat, a kind and the number of moves before it, in order.
std::vector<TableNote> notesFromJson(const Json& json, std::size_t actions, int players) {
    if (!json.is_array() || json.size() > kMaxTableNotes) {
        throw SaveError("host.notes: expected at most " + std::to_string(kMaxTableNotes) +
                        " notes");
    }
    std::vector<TableNote> notes;
    for (std::size_t i = 0; i < json.size(); ++i) {
        const Json& note = json[i];
        const std::string where = "host.notes[" + std::to_string(i) + "]";
        const bool shaped = note.is_object() && note.contains("seat") &&
                            note["seat"].is_number_unsigned() && note.contains("kind") &&
                            note["kind"].is_string() && note.contains("actions") &&
                            note["actions"].is_number_unsigned();
        if (!shaped) {
            throw SaveError(where + ": expected {seat, kind, actions}");
        }
        const auto kind =
            std::find(kNoteNames.begin(), kNoteNames.end(), note["kind"].get<std::string>());
        const auto seat = note["seat"].get<std::uint64_t>();
        const auto after = note["actions"].get<std::uint64_t>();
        const int previous = notes.empty() ? 0 : notes.back().actions;
        if (kind == kNoteNames.end() || seat >= static_cast<std::uint64_t>(players) ||
            after > actions || static_cast<int>(after) < previous) {
            throw SaveError(where + ": a kind, seat or place in the game that does not fit");
        }
        notes.push_back(TableNote{static_cast<int>(seat),
                                  static_cast<NoteKind>(kind - kNoteNames.begin()),
                                  static_cast<int>(after)});
    }
    return notes;
}

// The table talk: lines of a seat, a name and a text, after a number of the game's actions
// (at most its length), oldest first.
std::vector<ChatLine> chatFromJson(const Json& json, std::size_t actions) {
    if (!json.is_array() || json.size() > kMaxChatLines) {
        throw SaveError("host.chat: expected at most " + std::to_string(kMaxChatLines) + " lines");
    }
    std::vector<ChatLine> chat;
    for (std::size_t i = 0; i < json.size(); ++i) {
        const Json& line = json[i];
        const std::string where = "host.chat[" + std::to_string(i) + "]";
        const bool shaped = line.is_object() && line.contains("seat") &&
                            line["seat"].is_number_integer() && line.contains("name") &&
                            line["name"].is_string() && line.contains("text") &&
                            line["text"].is_string() && line.contains("actions") &&
                            line["actions"].is_number_unsigned();
        if (!shaped) {
            throw SaveError(where + ": expected {seat, name, text, actions}");
        }
        ChatLine said{line["seat"].get<int>(), line["name"].get<std::string>(),
                      line["text"].get<std::string>(), 0};
        const auto after = line["actions"].get<std::uint64_t>();
        const int previous = chat.empty() ? 0 : chat.back().actions;
        if (said.seat < -1 || said.seat >= kMaxPlayers || after > actions ||
            static_cast<int>(after) < previous) {
            throw SaveError(where + ": a seat or a place in the game that does not fit");
        }
        said.actions = static_cast<int>(after);
        // Saves before the notes' count was kept put a line before the notes of its moment.
        if (const auto notes = line.find("notes"); notes != line.end()) {
            if (!notes->is_number_unsigned() || notes->get<std::uint64_t>() > kMaxTableNotes) {
                throw SaveError(where + ": notes: expected a count of the table's notes");
            }
            said.notes = static_cast<int>(notes->get<std::uint64_t>());
        }
        chat.push_back(std::move(said));
    }
    return chat;
}

} // namespace

std::string savedGameText(const SavedGame& game) {
    Json json = recordToJson(game.record);
    Json host = Json::object();
    host["game_name"] = game.gameName;
    Json seats = Json::array();
    for (const Seat& seat : game.seats) {
        seats.push_back(seatToJson(seat));
    }
    host["seats"] = std::move(seats);
    if (game.hints) {
        host["hints"] = true;
    }
    if (!game.chat.empty()) {
        Json chat = Json::array();
        for (const ChatLine& line : game.chat) {
            chat.push_back(Json{{"seat", line.seat},
                                {"name", line.name},
                                {"text", line.text},
                                {"actions", line.actions},
                                {"notes", line.notes}});
        }
        host["chat"] = std::move(chat);
    }
    if (std::any_of(game.actors.begin(), game.actors.end(),
                    [](Actor a) { return a != Actor::Person; })) {
        std::string actors;
        for (const Actor actor : game.actors) {
            actors += kActorLetters[static_cast<std::size_t>(actor)];
        }
        host["actors"] = actors;
    }
    if (!game.notes.empty()) {
        Json notes = Json::array();
        for (const TableNote& note : game.notes) {
            notes.push_back(Json{{"seat", note.seat},
                                 {"kind", kNoteNames[static_cast<std::size_t>(note.kind)]},
                                 {"actions", note.actions}});
        }
        host["notes"] = std::move(notes);
    }
    json["host"] = std::move(host);
    return json.dump() + "\n";
}

SavedGame parseSavedGame(std::string_view text) {
    const Json json = parseJsonText(text);
    SavedGame game;
    game.record = recordFromJson(json);
    if (!json.contains("host") || !json["host"].is_object()) {
        throw SaveError("host: missing; this save was not written by a host");
    }
    const Json& host = json["host"];
    if (!host.contains("game_name") || !host["game_name"].is_string()) {
        throw SaveError("host.game_name: expected a string");
    }
    game.gameName = host["game_name"].get<std::string>();
    if (host.contains("hints")) {
        if (!host["hints"].is_boolean()) {
            throw SaveError("host.hints: expected true or false");
        }
        game.hints = host["hints"].get<bool>();
    }
    if (!host.contains("seats") || !host["seats"].is_array() ||
        host["seats"].size() != static_cast<std::size_t>(game.record.setup.players)) {
        throw SaveError("host.seats: expected one seat per player");
    }
    for (std::size_t i = 0; i < host["seats"].size(); ++i) {
        game.seats.push_back(
            seatFromJson(host["seats"][i], "host.seats[" + std::to_string(i) + "]"));
    }
    if (host.contains("chat")) {
        game.chat = chatFromJson(host["chat"], game.record.actions.size());
    }
    if (host.contains("actors")) {
        game.actors = actorsFromJson(host["actors"], game.record.actions.size());
    }
    if (host.contains("notes")) {
        game.notes =
            notesFromJson(host["notes"], game.record.actions.size(), game.record.setup.players);
    }
    return game;
}

namespace {

// Written beside the save, then renamed over it: atomic, and no wait for the disk.
bool replaceSavedGame(const QString& path, const std::string& text, QString* error) {
    const QString fresh = path + QStringLiteral(".new");
    QFile file(fresh);
    const bool written =
        file.open(QIODevice::WriteOnly | QIODevice::Truncate | QIODevice::Unbuffered) &&
        file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner) &&
        file.write(text.data(), static_cast<qint64>(text.size())) ==
            static_cast<qint64>(text.size());
    file.close();
    if (!written || std::rename(QFile::encodeName(fresh).constData(),
                                QFile::encodeName(path).constData()) != 0) {
        if (error != nullptr) {
            *error = written ? QString::fromLocal8Bit(std::strerror(errno)) : file.errorString();
        }
        QFile::remove(fresh);
        return false;
    }
    return true;
}

} // namespace

bool writeSavedGame(const QString& path, const SavedGame& game, QString* error,
                    SaveDurability durability) {
    const std::string text = savedGameText(game);
    if (durability == SaveDurability::Replaced) {
        return replaceSavedGame(path, text, error);
    }
    QSaveFile file(path);
    // Unbuffered, so that a full disk fails the write itself: buffered, Qt 6.4 writes the
    // bytes only in commit(), misses that failure there, and renames the empty temporary file
    // over the save (a 0-byte save seen on a full disk).
    // Seat tokens and the table talk: for the owner's eyes only.
    const bool written = file.open(QIODevice::WriteOnly | QIODevice::Unbuffered) &&
                         file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner) &&
                         file.write(text.data(), static_cast<qint64>(text.size())) ==
                             static_cast<qint64>(text.size()) &&
                         file.commit();
    if (!written && error != nullptr) {
        *error = file.errorString();
    }
    return written;
}

SavedGame readSavedGame(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        throw SaveError("cannot read " + path.toStdString() + ": " +
                        file.errorString().toStdString());
    }
    if (file.size() > kMaxSavedGameBytes) {
        throw SaveError(path.toStdString() + ": " + std::to_string(file.size()) +
                        " bytes, too large for a saved game");
    }
    // read(n) allocates n bytes whatever the file holds (a folder of saves took 16 MB a file):
    // a file is read as large as it is, a pipe up to the limit.
    const QByteArray bytes =
        file.isSequential() ? file.read(kMaxSavedGameBytes + 1) : file.readAll();
    if (bytes.size() > kMaxSavedGameBytes) { // it grew while being read
        throw SaveError(path.toStdString() + ": too large for a saved game");
    }
    try {
        return parseSavedGame(
            std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
    } catch (const SaveError& e) {
        throw SaveError(path.toStdString() + ": " + e.what(), e.kind());
    }
}

QString nextSavePath(const QString& path) {
    static const QRegularExpression numbered(QStringLiteral("^(.*)-(\\d+)$"));
    const QFileInfo file(path);
    const QString base = file.completeBaseName();
    const QRegularExpressionMatch match = numbered.match(base);
    const QString next =
        match.hasMatch() ? match.captured(1) + u'-' + QString::number(match.captured(2).toInt() + 1)
                         : base + QStringLiteral("-2");
    return file.dir().filePath(next + u'.' + file.suffix());
}

} // namespace cor::net
