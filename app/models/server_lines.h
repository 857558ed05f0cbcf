// What the host process (cityofrome-server, run by this app to host a LAN game) says on stderr
// that the app acts on, one line at a time: the port it listens on (CLI.md), and its log's word
// that the game's save fails or works again (the guests' protocol does not carry it: saving is
// the host's own business).
#pragma once

#include <QString>

namespace cor::app {

struct ServerLine {
    enum class Kind { Other, Listening, SaveFailed, SaveRecovered };
    Kind kind = Kind::Other;
    int port = 0; // Listening
    QString why;  // SaveFailed: the system's reason
};

// `savePath`: where the host saves the game.
ServerLine readServerLine(const QString& line, const QString& savePath);

} // namespace cor::app
