#include "app/desktop/measurements.h"

#include <QFile>
#include <QQuickWindow>
#include <iostream>

namespace cor::desktop {
namespace {

// The event loop is asked to tick this often; any longer gap is a stall.
constexpr int kTickMs = 5;

} // namespace

int peakResidentMiB() {
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly)) {
        return -1;
    }
    for (const QByteArray& line : status.readAll().split('\n')) {
        if (line.startsWith("VmHWM:")) {
            return static_cast<int>(line.mid(6).trimmed().split(' ').front().toLongLong() / 1024);
        }
    }
    return -1;
}

Measurements::Measurements(const QElapsedTimer& sinceStart, QQuickWindow& window)
    : sinceStart_(sinceStart) {
    connect(&window, &QQuickWindow::frameSwapped, this, [this] {
        if (firstFrameMs_ < 0) {
            firstFrameMs_ = sinceStart_.elapsed();
        }
    });
    ticker_.setTimerType(Qt::PreciseTimer);
    connect(&ticker_, &QTimer::timeout, this, [this] {
        const qint64 stallMs = sinceTick_.restart() - kTickMs;
        longestStallMs_ = std::max(longestStallMs_, stallMs);
        if (countInPlay_) {
            longestStallInPlayMs_ = std::max(longestStallInPlayMs_, stallMs);
        }
    });
    sinceTick_.start();
    ticker_.start(kTickMs);
}

void Measurements::playBegins() {
    if (inPlay_) {
        return;
    }
    inPlay_ = true;
    // Deferred until the event loop is free again, so that a screen still being built counts
    // only for the whole run.
    QTimer::singleShot(0, this, [this] {
        longestStallMs_ = std::max(longestStallMs_, sinceTick_.restart() - kTickMs);
        countInPlay_ = true;
    });
}

Measurements::~Measurements() {
    std::cerr << "{\"first_frame_ms\":" << firstFrameMs_
              << ",\"longest_event_loop_stall_ms\":" << longestStallMs_
              << ",\"longest_stall_in_play_ms\":" << longestStallInPlayMs_
              << ",\"peak_resident_mib\":" << peakResidentMiB() << "}" << std::endl;
}

} // namespace cor::desktop
