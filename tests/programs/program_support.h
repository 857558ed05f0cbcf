// Running the real programs in the tests: a started process whose output lines can be waited
// for, scratch directories, free ports, JSON results.
#pragma once

#include "tests/net/net_test_support.h"

#include <QProcess>
#include <QString>
#include <QStringList>
#include <functional>
#include <memory>
#include <string>

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

// "listening on 127.0.0.1:PORT" -> PORT.
quint16 listeningPort(Program& server);

} // namespace cor::programs
