// What a person would see in a window, inspected (for `cityofrome --audit`, spec/CLI.md): the
// item tree of the window as drawn, read through Qt's public API and meta-object properties
// only (no private Qt Quick headers).
//
// - A text is an item that is or inherits QQuickText (Text, Label, a control's label) with a
//   non-empty text, visible (visible, effective opacity > 0, colour not transparent) and at
//   least partly inside the window and its clipping ancestors. Texts painted before a
//   full-window opaque Rectangle (a page, the hot-seat curtain) or below the dimmer of an open
//   modal popup (a dialog, a drawer) are covered and not counted. Convention for the QML: an
//   opaque item that lies over part of the window (a zoomed card, a sheet over the city)
//   declares a property `coversBelow: true`; every text painted before it whose painted
//   bounds reach under it (by more than 1 px both ways) is covered and not counted.
// - Its size is the font's pixel size (points at the screen's logical DPI) times the scale the
//   item is drawn at. `fontSizeMode` fitting is not seen.
// - Truncated: its `truncated` property (elided, or cut at maximumLineCount), or clipped
//   content larger than the item; not reported when the whole text can be read another way.
//   Convention for the QML: the text or an ancestor up to three levels up has a non-empty
//   `ToolTip.text`, or a property `readableWhole: true` (a zoom, a details pane, ...); never a
//   text with `cardName: true` or `cardEffect: true` (a card's name and effect are read on
//   the card).
// - Overlaps: two texts whose painted bounds (clipped) intersect by more than 1 px both ways;
//   a text and its own copy (a shadow: the same words in nearly the same place) do not count.
// - Offscreen: a text partly outside the window or a clipping ancestor (a list or flickable
//   that can scroll and is itself whole in sight excepted, even where its edge is the
//   window's: its items scroll into view).
// - Cards: the smallest card name (a text with `cardName: true`), the cell of the city shown
//   large (the `cell` of a visible item named "cityView"; 0 where none is) and the width of the
//   offer's open cards (visible items named "offer-<card>"), and the cards the table shows
//   whole (a hand's, the offer's, the city's buildings: `whole: true`) with `effectShown: false`.
// - The empty area: the largest rectangle of the window (in cells of 1/90 of its height) that
//   no seen text, control, covering layer or picture touches; a picture that declares
//   `backdrop: true` (the table's wood) is not content.
// - Unnamed controls: enabled, visible buttons, check boxes, fields, combo boxes, sliders,
//   spin boxes, MouseAreas and TapHandlers without an accessible name: `Accessible.name`, or
//   the name Qt Quick Controls give themselves for a screen reader (a button's text, a text
//   field's placeholder, a combo box's shown choice); a TapHandler takes its item's name, a
//   MouseArea that of a named item up to two levels up (the control it is the clickable part
//   of). Not counted: parts of a control, items with `Accessible.ignored: true`, and a
//   MouseArea over the whole window (it blocks input, it is no control).
#pragma once

#include <QRect>
#include <QRectF>
#include <QString>
#include <QStringList>
#include <utility>
#include <vector>

class QQuickWindow;

namespace cor::desktop {

struct AuditFindings {
    int texts = 0;
    int minTextPx = 0;              // 0: no text
    QString minText;                // the smallest text
    int minCardNamePx = 0;          // 0: no card's name
    int cityCell = 0;               // 0: no city shown large
    int offerCard = 0;              // the width of the offer's open cards; 0: none
    QStringList cardsWithoutEffect; // the names of whole cards whose effect is not in sight
    QRect emptyArea; // the largest part of the window where nothing is shown; empty: none
    QStringList truncated;
    std::vector<std::pair<QString, QString>> overlaps;
    QStringList offscreen;
    QStringList unnamedControls;
    friend bool operator==(const AuditFindings&, const AuditFindings&) = default;
};

// The window as it is now (call after it has been polished and drawn).
AuditFindings inspectWindow(QQuickWindow& window);

} // namespace cor::desktop
