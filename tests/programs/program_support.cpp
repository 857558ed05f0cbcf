#include "tests/programs/program_support.h"

#include "net/saved_game.h"

#include <QDeadlineTimer>
#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <QTcpServer>
#include <algorithm>
#include <limits>

namespace cor::programs {

QString serverBinary() {
    return QStringLiteral(COR_SERVER_BIN);
}

QString cliBinary() {
    return QStringLiteral(COR_CLI_BIN);
}

QString desktopBinary() {
    return QStringLiteral(COR_DESKTOP_BIN);
}

QString scratchDir(const QString& name) {
    QDir dir(QStringLiteral(COR_PROGRAM_TEST_WORK_DIR) + QLatin1Char('/') + name);
    dir.removeRecursively();
    dir.mkpath(QStringLiteral("."));
    return dir.absolutePath();
}

quint16 freePort() {
    QTcpServer probe;
    probe.listen(QHostAddress::LocalHost, 0);
    return probe.serverPort();
}

Program::Program(const QString& binary, const QStringList& arguments,
                 const QProcessEnvironment& environment)
    : process_(std::make_unique<QProcess>()) {
    process_->setProcessEnvironment(environment);
    process_->setProgram(binary);
    process_->setArguments(arguments);
    process_->start();
    process_->waitForStarted();
}

Program::~Program() {
    if (process_->state() != QProcess::NotRunning) {
        process_->kill();
        process_->waitForFinished();
    }
}

void Program::collect() {
    out_ += QString::fromUtf8(process_->readAllStandardOutput());
    err_ += QString::fromUtf8(process_->readAllStandardError());
}

QString Program::waitForErrorLine(const QString& pattern, int timeoutMs) {
    const QRegularExpression expression(pattern, QRegularExpression::MultilineOption);
    QString captured;
    waitFor(
        [&] {
            collect();
            const QRegularExpressionMatch match = expression.match(err_);
            if (match.hasMatch()) {
                captured = match.lastCapturedIndex() >= 1 ? match.captured(1) : match.captured(0);
                return true;
            }
            return process_->state() == QProcess::NotRunning;
        },
        timeoutMs);
    return captured;
}

int Program::waitForExit(int timeoutMs) {
    const bool exited =
        waitFor([&] { return process_->state() == QProcess::NotRunning; }, timeoutMs);
    collect();
    if (!exited || process_->exitStatus() != QProcess::NormalExit) {
        return -1;
    }
    return process_->exitCode();
}

void Program::kill() {
    process_->kill();
    process_->waitForFinished();
    collect();
}

qint64 Program::pid() const {
    return process_->processId();
}

bool Program::running() const {
    return process_->state() != QProcess::NotRunning;
}

int Program::exitCode() {
    collect();
    return process_->exitStatus() == QProcess::NormalExit ? process_->exitCode() : -1;
}

QString Program::howItEnded() const {
    return process_->exitStatus() == QProcess::NormalExit
               ? QStringLiteral("exit code %1").arg(process_->exitCode())
               : QStringLiteral("killed by signal %1").arg(process_->exitCode());
}

QString Program::standardErrorNow() {
    collect();
    return err_;
}

std::size_t SavedActions::count() {
    const QFileInfo file(path_);
    if (file.exists() && file.size() != size_) {
        size_ = file.size();
        count_ = net::readSavedGame(path_).record.actions.size();
    }
    return count_;
}

bool waitForEndWhileProgressing(const std::vector<Program*>& programs,
                                const std::function<std::size_t()>& progress, int stillMs) {
    const auto allEnded = [&] {
        return std::none_of(programs.begin(), programs.end(),
                            [](const Program* program) { return program->running(); });
    };
    std::size_t last = progress();
    QDeadlineTimer still(stillMs);
    waitFor(
        [&] {
            if (const std::size_t now = progress(); now != last) {
                last = now;
                still.setRemainingTime(stillMs);
            }
            return allEnded() || still.hasExpired();
        },
        std::numeric_limits<int>::max()); // bounded by the standing still alone
    return allEnded();
}

quint16 listeningPort(Program& server) {
    return static_cast<quint16>(
        server.waitForErrorLine(QStringLiteral("^listening on 127\\.0\\.0\\.1:(\\d+)$")).toUInt());
}

} // namespace cor::programs
