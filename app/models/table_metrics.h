// The game table's sizes, decided in one place from the window and the interface size: the
// unit every text and bar is measured in, and the room of the cards (the city's cells, the hand).
// The QML takes these numbers (Theme.unit is `unit`; the bars take their heights from here), so
// the city's room is known before anything is laid out.
//
// The rule that keeps larger text from shrinking the board: the bars grow with the interface
// size, the cards are what the window leaves them at the largest interface size, up to a cap
// that grows with the interface size. So a card is never smaller at a larger interface size,
// and where the window has more room than the cards want at 100 % (1920x1080 and larger) they
// grow with it. Text grows with the window more slowly than the window (a larger window is
// looked at from no farther away), and no more than the board leaves it room: at 1280x720 the
// largest interface size gives the text of about 125 %.
#pragma once

#include <QObject>
#include <QSizeF>
#include <QtQml/qqmlregistration.h>

namespace cor::app {

// A card's name is read on the card from this size: none is drawn smaller (Theme.cardNamePx), and
// `--audit` counts a smaller one as a defect.
constexpr int kCardNamePx = 13;

// In pixels, for a window and an interface size in percent.
struct TableSizes {
    double unit = 8;         // Theme.unit: texts and bars are multiples of it
    double largestUnit = 8;  // the unit at the largest interface size
    double statusBar = 0;    // the game screen's top bar
    double strip = 0;        // the action strip
    double cityTitle = 0;    // "Your city" over the city
    double playersWidth = 0; // the column of player panels
    double offerWidth = 0;   // the offer's column
    double cityCell = 0;     // the largest a cell of the shown city may be
    QSizeF cityRoom;         // the city's room on the game screen at the largest interface size
    QSizeF offerRoom;        // the offer's cards' room at the largest interface size
    double handCardHeight = 0;
    double handBar = 0; // the hand's bar under the board
    friend bool operator==(const TableSizes&, const TableSizes&) = default;
};

TableSizes tableSizes(QSizeF window, int scalePercent);

// The sizes for the window the QML gives it (Main.qml binds `window` and `scale`).
class TableMetrics : public QObject {
    Q_OBJECT
    QML_NAMED_ELEMENT(Metrics)
    QML_SINGLETON
    Q_PROPERTY(QSizeF window READ window WRITE setWindow NOTIFY windowChanged)
    Q_PROPERTY(int scale READ scale WRITE setScale NOTIFY scaleChanged)
    Q_PROPERTY(double unit READ unit NOTIFY unitChanged)
    Q_PROPERTY(double largestUnit READ largestUnit NOTIFY largestUnitChanged)
    Q_PROPERTY(double statusBar READ statusBar NOTIFY statusBarChanged)
    Q_PROPERTY(double strip READ strip NOTIFY stripChanged)
    Q_PROPERTY(double cityTitle READ cityTitle NOTIFY cityTitleChanged)
    Q_PROPERTY(double playersWidth READ playersWidth NOTIFY playersWidthChanged)
    Q_PROPERTY(double offerWidth READ offerWidth NOTIFY offerWidthChanged)
    Q_PROPERTY(double cityCell READ cityCell NOTIFY cityCellChanged)
    // A city whose frame has more rows or columns than the room was reckoned for fits in this at
    // every interface size (so it is no smaller at a larger one either).
    Q_PROPERTY(QSizeF cityRoom READ cityRoom NOTIFY cityRoomChanged)
    // The same for the offer's open cards (its words above and below them at their most).
    Q_PROPERTY(QSizeF offerRoom READ offerRoom NOTIFY offerRoomChanged)
    Q_PROPERTY(double handCardHeight READ handCardHeight NOTIFY handCardHeightChanged)
    Q_PROPERTY(double handBar READ handBar NOTIFY handBarChanged)
    Q_PROPERTY(int cardNameFont READ cardNameFont CONSTANT)

  public:
    explicit TableMetrics(QObject* parent = nullptr);

    QSizeF window() const { return window_; }
    void setWindow(QSizeF window);
    int scale() const { return scale_; }
    void setScale(int percent);

    double unit() const { return sizes_.unit; }
    double largestUnit() const { return sizes_.largestUnit; }
    double statusBar() const { return sizes_.statusBar; }
    double strip() const { return sizes_.strip; }
    double cityTitle() const { return sizes_.cityTitle; }
    double playersWidth() const { return sizes_.playersWidth; }
    double offerWidth() const { return sizes_.offerWidth; }
    double cityCell() const { return sizes_.cityCell; }
    QSizeF cityRoom() const { return sizes_.cityRoom; }
    QSizeF offerRoom() const { return sizes_.offerRoom; }
    double handCardHeight() const { return sizes_.handCardHeight; }
    double handBar() const { return sizes_.handBar; }
    static int cardNameFont() { return kCardNamePx; }

  signals:
    void windowChanged();
    void scaleChanged();
    void unitChanged();
    void largestUnitChanged();
    void statusBarChanged();
    void stripChanged();
    void cityTitleChanged();
    void playersWidthChanged();
    void offerWidthChanged();
    void cityCellChanged();
    void cityRoomChanged();
    void offerRoomChanged();
    void handCardHeightChanged();
    void handBarChanged();

  private:
    void update();

    QSizeF window_{1280, 720};
    int scale_ = 100;
    TableSizes sizes_;
};

} // namespace cor::app
