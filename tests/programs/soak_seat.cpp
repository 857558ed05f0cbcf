#include "tests/programs/soak_seat.h"

#include <QRegularExpression>

namespace cor::programs {
namespace {

// A refused rejoin (the old connection not yet seen closing) is tried again this much later.
constexpr int kRetryInUseMs = 100;

} // namespace

SoakSeat::SoakSeat(int seat, quint16 hostPort, std::string bot)
    : seat_(seat), bot_(std::move(bot)), relay_(hostPort) {}

void SoakSeat::start() {
    restartAt_.reset();
    QStringList args{QStringLiteral("play"),
                     QStringLiteral("--connect"),
                     QStringLiteral("127.0.0.1:%1").arg(relay_.port()),
                     QStringLiteral("--name"),
                     QStringLiteral("soak %1").arg(seat_),
                     QStringLiteral("--bot"),
                     QString::fromStdString(bot_),
                     QStringLiteral("--seed"),
                     QString::number(seat_ + 1)};
    if (token_.isEmpty()) {
        args << QStringLiteral("--seat") << QString::number(seat_);
    } else {
        args << QStringLiteral("--token") << token_;
    }
    process_ = std::make_unique<Program>(cliBinary(), args);
}

bool SoakSeat::kill(int restartAfterMs) {
    if (process_ == nullptr || !process_->running()) {
        return false; // it ended by itself: poll() reaps it
    }
    process_->kill();
    process_.reset();
    restartAt_ = QDeadlineTimer(restartAfterMs);
    return true;
}

void SoakSeat::drop() {
    relay_.cutAll();
}

std::string SoakSeat::state() const {
    return process_ != nullptr ? "running" : restartAt_ ? "restart due" : "none";
}

std::optional<std::string> SoakSeat::poll() {
    if (process_ != nullptr) {
        if (auto error = reap()) {
            return error;
        }
    }
    if (process_ == nullptr && restartAt_ && restartAt_->hasExpired()) {
        start();
    }
    return std::nullopt;
}

std::optional<std::string> SoakSeat::reap() {
    const QString err = process_->standardErrorNow();
    if (token_.isEmpty()) {
        static const QRegularExpression seated(
            QStringLiteral("^seated seat (\\d) token ([0-9a-f]{32})$"),
            QRegularExpression::MultilineOption);
        const QRegularExpressionMatch match = seated.match(err);
        if (match.hasMatch() && match.captured(1).toInt() == seat_) {
            token_ = match.captured(2);
        }
    }
    if (process_->running()) {
        return std::nullopt;
    }
    const int code = process_->exitCode();
    const QString out = process_->standardOutput();
    process_.reset();
    if (code == 0) {
        try {
            results_.push_back(parseJsonText(out.trimmed().toStdString()));
            return std::nullopt;
        } catch (const SaveError& e) {
            return "seat " + std::to_string(seat_) + " printed no result: " + e.what();
        }
    }
    if (code == 2 && err.contains(QStringLiteral("still connected"))) {
        ++refusedInUse_;
        restartAt_ = QDeadlineTimer(kRetryInUseMs);
        return std::nullopt;
    }
    return "seat " + std::to_string(seat_) + ": play exited with " + std::to_string(code) + ": " +
           err.toStdString();
}

} // namespace cor::programs
