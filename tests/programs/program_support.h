// Running the real programs in the tests: a started process whose output lines can be waited
// for, scratch directories, free ports, JSON results, and games waited for as long as their saves
// grow.
#pragma once

#include "tests/net/net_test_support.h"

#include <QProcess>
#include <QString>
#include <QStringList>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace cor::programs {

QString serverBinary();
QString cliBinary();
QString desktopBinary();

// A fresh, empty scratch directory for one test.
QString scratchDir(const QString& name);

// A TCP port on 127.0.0.1 that is free right now.
quint16 freePort();

class Program {
  public:
    Program(const QString& binary, const QStringList& arguments,
            const QProcessEnvironment& environment = QProcessEnvironment::systemEnvironment());
    ~Program();

    // Waits until a line of standard error matches `pattern` (a regular expression); returns
    // its first capture, or an empty string on timeout.
    QString waitForErrorLine(const QString& pattern, int timeoutMs = 20'000);
    // Waits for the exit; -1 on timeout or a crash.
    int waitForExit(int timeoutMs = 120'000);
    void kill();
    qint64 pid() const;
    bool running() const;
    // Once it has ended: its exit code, or -1 after a crash or a kill.
    int exitCode();
    // "exit code N" or "killed by signal N", once it has ended.
    QString howItEnded() const;
    // Standard error so far, with what has arrived since the last look.
    QString standardErrorNow();
    QString standardOutput() const { return out_; }
    QString standardError() const { return err_; }

  private:
    void collect();

    std::unique_ptr<QProcess> process_;
    QString out_;
    QString err_;
};

using net::test::waitFor;

// The actions in the save at `path` (none before the first save), read again whenever its size
// changes: the programs save after every action, renaming each save into place whole (one that
// does not read throws cor::SaveError).
class SavedActions {
  public:
    explicit SavedActions(QString path) : path_(std::move(path)) {}
    std::size_t count();

  private:
    QString path_;
    qint64 size_ = -1;
    std::size_t count_ = 0;
};

// Waits until none of `programs` runs any more, for as long as `progress` (say, the actions
// saved) keeps growing: a game of bots takes as long as the machine makes it, a stuck one stops.
// False once `progress` has stood still for `stillMs`.
bool waitForEndWhileProgressing(const std::vector<Program*>& programs,
                                const std::function<std::size_t()>& progress, int stillMs = 60'000);

// "listening on 127.0.0.1:PORT" -> PORT.
quint16 listeningPort(Program& server);

} // namespace cor::programs
