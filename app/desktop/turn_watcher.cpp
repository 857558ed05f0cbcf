#include "app/desktop/turn_watcher.h"

#include "app/desktop/link_handover.h"
#include "app/desktop/turn_notice.h"
#include "app/models/online_tables.h"
#include "app/models/online_watch.h"
#include "app/models/settings.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QLocalServer>
#include <QLocalSocket>
#include <QProcess>
#include <QStandardPaths>
#include <algorithm>
#include <iostream>

namespace cor::desktop {
namespace {

constexpr int kAskMs = 1000;
const QByteArray kReread = QByteArrayLiteral("tables\n");
const QByteArray kQuit = QByteArrayLiteral("quit\n");

QString watcherSocket() {
    return QStandardPaths::writableLocation(QStandardPaths::RuntimeLocation) +
           QStringLiteral("/cityofrome-watcher");
}

QString autostartFile() {
    return QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation) +
           QStringLiteral("/autostart/cityofrome-watch.desktop");
}

bool wanted() {
    return app::Settings::instance()->turnWatcher() && !app::onlineTables().empty();
}

// Says `word` to the running watcher; false when none runs.
bool tellWatcher(const QByteArray& word) {
    QLocalSocket socket;
    socket.connectToServer(watcherSocket());
    if (!socket.waitForConnected(kAskMs)) {
        return false;
    }
    socket.write(word);
    return socket.waitForBytesWritten(kAskMs);
}

void writeAutostart() {
    QDir().mkpath(QFileInfo(autostartFile()).path());
    QFile file(autostartFile());
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
        return;
    }
    file.write(QStringLiteral("[Desktop Entry]\n"
                              "Type=Application\n"
                              "Name=City of Rome: your turn\n"
                              "Name[de]=City of Rome: Du bist am Zug\n"
                              "Comment=Tells you when it is your turn at an online table\n"
                              "Comment[de]=Sagt dir, wenn du an einem Online-Tisch am Zug bist\n"
                              "Exec=\"%1\" --watch\n"
                              "Icon=cityofrome\n"
                              "NoDisplay=true\n"
                              "X-GNOME-Autostart-enabled=true\n")
                   .arg(QCoreApplication::applicationFilePath())
                   .toUtf8());
}

} // namespace

int runTurnWatcher() {
    if (!wanted()) {
        return 0;
    }
    // Asked first: Qt's listen() puts its socket in the place of one that is there.
    QLocalSocket probe;
    probe.connectToServer(watcherSocket());
    if (probe.waitForConnected(kAskMs)) {
        return 0; // one watcher a person
    }
    QLocalServer door; // the app's word: the tables changed, or quit
    door.setSocketOptions(QLocalServer::UserAccessOption);
    QLocalServer::removeServer(watcherSocket()); // left by one that died
    if (!door.listen(watcherSocket())) {
        std::cerr << "error: cannot listen on " << watcherSocket().toStdString() << std::endl;
        return 1;
    }
    app::Settings::instance()->applyLanguage();
    app::OnlineWatch watch;
    TurnNotices notices([](const QString& link) {
        QProcess::startDetached(QCoreApplication::applicationFilePath(), {link});
    });
    QObject::connect(&watch, &app::OnlineWatch::turnCame, &notices,
                     [&notices](const QString& title, const QString& text, const QString& server,
                                const QString& code) {
                         std::cerr << "turn " << text.toStdString() << std::endl;
                         if (!LinkHandover::appRuns()) {
                             notices.announce(title, text, app::tableLink(server, code));
                         }
                     });
    // The app says when the tables changed (one made, joined, forgotten) or watching is unwanted.
    QObject::connect(&door, &QLocalServer::newConnection, &door, [&door, &watch] {
        while (QLocalSocket* socket = door.nextPendingConnection()) {
            QObject::connect(socket, &QLocalSocket::disconnected, socket, &QObject::deleteLater);
            QObject::connect(socket, &QLocalSocket::readyRead, socket, [socket, &watch] {
                while (socket->canReadLine()) {
                    const QByteArray word = socket->readLine(64);
                    if (word == kQuit) {
                        QCoreApplication::quit();
                    } else if (word == kReread) {
                        watch.askSoon();
                    }
                }
            });
        }
    });
    // Nothing left to wait for (every table over or gone): no watcher until the next login.
    QObject::connect(&watch, &app::OnlineWatch::changed, &watch, [&watch] {
        const auto tables = app::onlineTables();
        const bool allEnded = std::all_of(tables.begin(), tables.end(), [&](const auto& table) {
            const auto stage = watch.standing(table.server, table.code).stage;
            return stage == app::TableStanding::Stage::Over ||
                   stage == app::TableStanding::Stage::Gone;
        });
        if (allEnded) {
            std::cerr << "every table is over" << std::endl;
            QCoreApplication::quit();
        }
    });
    watch.start(true);
    std::cerr << "watching " << app::onlineTables().size() << " tables" << std::endl;
    return QCoreApplication::exec();
}

void keepTurnWatcher(bool quitting) {
    if (!wanted()) {
        QFile::remove(autostartFile());
        tellWatcher(kQuit);
        return;
    }
    writeAutostart();
    if (!tellWatcher(kReread) && quitting) {
        QProcess::startDetached(QCoreApplication::applicationFilePath(),
                                {QStringLiteral("--watch")});
    }
}

} // namespace cor::desktop
