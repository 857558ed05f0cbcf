// A card's name as written on it, whole (the audit holds it to that, zoom or not): a word wider
// than `room` narrows the letters (down to `leastSqueeze`) rather than break; wider still (a
// German compound on a small card), it breaks inside the word. The item is `room` wide before
// the narrowing: anchor its centre.
import QtQuick

Text {
    id: root
    required property real room
    property real leastSqueeze: 0.7
    // The letters at most this wide (a name narrowed to fit its lines).
    property real most: 1
    readonly property bool cardName: true
    // (In one line, the whole name is its widest word.)
    readonly property real widestWord: metrics.font.pixelSize <= 0 ? 0
                                       : root.maximumLineCount === 1 ? Math.ceil(metrics.advanceWidth(root.text))
                                       : Theme.widestWord(root.text, metrics)
    // (A tenth to spare: the outline and the renderer's hinting draw wider than the metrics say.)
    readonly property real squeeze: Math.max(root.leastSqueeze, Math.min(root.most, root.room / Math.max(1, root.widestWord * 1.1)))

    width: root.room / root.squeeze
    transform: Scale { origin.x: root.width / 2; xScale: root.squeeze }
    color: Theme.ink
    font.bold: true
    font.family: "serif"
    horizontalAlignment: Text.AlignHCenter
    wrapMode: Text.WrapAtWordBoundaryOrAnywhere
    maximumLineCount: 4
    elide: Text.ElideRight
    lineHeight: 0.9
    FontMetrics { id: metrics; font: root.font }
}
