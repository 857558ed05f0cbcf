// The card under the pointer (or the keyboard's focus, or a long press): one shared zoom layer
// (CardZoom) shows its whole face beside it. Cards and city cells report here; nothing else.
pragma Singleton
import QtQuick

QtObject {
    // The item pointed at, and its card's face: { card, name, effect, rule, cost, stars,
    // category, colour, value, note } (note: what it does now, e.g. a temple's points).
    property Item source: null
    property var face: ({})

    // A resting pointer opens no zoom (hovering) until it moves: it was not aimed at what
    // came to lie under it (the table a curtain uncovered).
    property bool held: false
    property point heldAt: Qt.point(-1, -1)

    // `at`: where the pointer rests, in the window, where known (a click's place).
    function holdUntilMoved(at) {
        held = true
        heldAt = at ?? Qt.point(-1, -1)
    }
    // Where the pointer is, in the window (the cards and spaces that zoom report it as it moves
    // over them).
    function pointerAt(position) {
        if (!held)
            return
        if (heldAt.x < 0)
            heldAt = position
        else if (Math.abs(position.x - heldAt.x) + Math.abs(position.y - heldAt.y) > 4)
            held = false
    }

    function show(item, cardFace) {
        face = cardFace
        source = item
    }
    function hide(item) {
        if (source === item)
            source = null
    }
}
