// --measure: the app's own figures, printed as JSON to stderr at the end: time from start to
// the first frame, the longest stall of the event loop (it should never wait for a bot) and
// the peak resident memory.
#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

class QQuickWindow;

namespace cor::desktop {

class Measurements : public QObject {
  public:
    // `sinceStart` runs from the start of main().
    Measurements(const QElapsedTimer& sinceStart, QQuickWindow& window);
    ~Measurements() override;

  private:
    QElapsedTimer sinceStart_;
    qint64 firstFrameMs_ = -1;
    QTimer ticker_;
    QElapsedTimer sinceTick_;
    qint64 longestStallMs_ = 0;
};

// Peak resident memory of this process in MiB (Linux: VmHWM), or -1.
int peakResidentMiB();

} // namespace cor::desktop
