// --measure: the app's own figures, printed as JSON to stderr at the end: time from start to
// the first frame, the longest stall of the event loop over the whole run and once the game is
// in play (building a screen may take a frame or two; a bot's thinking never should), and the
// peak resident memory.
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

    // From now on stalls also count as stalls in play; later calls change nothing.
    void playBegins();

  private:
    QElapsedTimer sinceStart_;
    qint64 firstFrameMs_ = -1;
    QTimer ticker_;
    QElapsedTimer sinceTick_;
    qint64 longestStallMs_ = 0;
    bool inPlay_ = false;
    bool countInPlay_ = false;
    qint64 longestStallInPlayMs_ = 0;
};

// Peak resident memory of this process in MiB (Linux: VmHWM), or -1.
int peakResidentMiB();

} // namespace cor::desktop
