// The card under the pointer (or the keyboard's focus, or a long press): one shared zoom layer
// (CardZoom) shows its whole face beside it. Cards and city cells report here; nothing else.
pragma Singleton
import QtQuick

QtObject {
    // The item pointed at, and its card's face: { card, name, effect, rule, cost, stars,
    // category, colour, value, note } (note: what it does now, e.g. a temple's points).
    property Item source: null
    property var face: ({})

    function show(item, cardFace) {
        face = cardFace
        source = item
    }
    function hide(item) {
        if (source === item)
            source = null
    }
}
