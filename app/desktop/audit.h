// cityofrome --audit (spec/CLI.md): shows every screen in the real window, the game screen at
// several moments of scripted local games, in each language and window size, and prints one
// JSON line per screen, language and size with what audit_inspect.h finds, then a summary.
// It drives the app only as its QML does: the window's show(screen) and the models'
// invokable functions and properties.
#pragma once

#include "app/desktop/desktop_options.h"

#include <QSize>
#include <QStringList>
#include <QTemporaryDir>
#include <functional>
#include <vector>

class QObject;
class QQuickWindow;

namespace cor::desktop {

// A home of its own for an audit run (settings and saved games), so the player's are neither
// shown nor changed. Made before the application starts; removed at the end.
class AuditHome {
  public:
    AuditHome();

  private:
    QTemporaryDir dir_;
};

class Auditor {
  public:
    Auditor(QQuickWindow& window, const DesktopOptions& options);

    // A window size at an interface size (percent).
    struct Look {
        QSize size;
        int scale = 100;
    };
    // The --size given, else 1280x720 and 1920x1080; each at every --scale, else at 100 and
    // 1280x720 at the largest interface size as well.
    static std::vector<Look> looks(const DesktopOptions& options);
    static std::vector<QSize> sizes(const DesktopOptions& options);
    static QStringList languages(const DesktopOptions& options);

    // Shows and inspects everything; the exit code (1 when a screen could not be shown).
    int run();

  private:
    // Brings up `screen`; false and `why` set when it cannot.
    bool prepare(const QString& screen, QString* why);
    bool prepareGame(const QString& screen, QString* why);
    bool prepareLobby(QString* why);
    bool prepareLookBack(const QString& screen, QString* why);
    bool writeSaves(QString* why);
    // Asks the window for `screen`; false and `why` set when it cannot.
    bool show(const QString& screen, QString* why);
    // Lets animations and page transitions end, then draws the window.
    void settle(int ms);
    QObject* game() const;

    QQuickWindow& window_;
    const DesktopOptions& options_;
    QStringList saves_; // by moment, see audit.cpp
};

// Runs the event loop until `done` or `timeoutMs` passed; whether `done`.
bool waitUntil(const std::function<bool()>& done, int timeoutMs);

} // namespace cor::desktop
