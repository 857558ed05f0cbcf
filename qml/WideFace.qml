// The picture and words of a card face wider than high (a city's cell, a hand card with the
// room), under the band that says its kind, cost and a residence's value: the picture small
// beside the name, the effect whole beneath across the face's width. A portrait face that
// short would cut the effect or drop it (CardItem, CityView).
import QtQuick

Item {
    id: root
    required property string card
    required property string name
    // A residence's name without its value (the band shows it), for a name too long for the face.
    required property string shortName
    required property string effect
    // The card's short side, which the sizes follow (the body is what the band leaves of it).
    required property real cardHeight
    readonly property real margin: Math.max(2, root.cardHeight * 0.035)
    // The width of a line across the face.
    readonly property real across: root.width - 2 * root.margin
    // The height above the effect: the picture's and the name's.
    readonly property real above: effectLine.visible ? effectLine.y : root.height
    readonly property string wholeName: Theme.cardName(root.name)
    // The name's lines above the effect: two at most, one on a short face.
    readonly property int nameLines: Math.max(1, Math.min(2, Math.floor((root.above - 2 * root.margin) / (nameMetrics.height * 0.9))))
    // Where the name goes: beside the picture (0), beside a smaller one (1); else across the
    // face (2), in its short form (3), or that in letters narrowed to 80 % (4).
    readonly property int nameLayout: besideLines.lineCount <= root.nameLines ? 0
                                      : besideSmallLines.lineCount <= root.nameLines ? 1
                                      : acrossLines.lineCount <= root.nameLines ? 2
                                      : shortLines.lineCount <= root.nameLines ? 3 : 4

    FontMetrics {
        id: nameMetrics
        font: title.font
    }
    // Lines counted before they are laid out.
    component Probe: Text {
        visible: false
        wrapMode: Text.WordWrap
    }
    Probe {
        id: effectLines
        width: root.across
        text: root.effect
        font: effectLine.font
        wrapMode: Text.Wrap
    }
    Probe {
        id: besideLines
        width: root.across - root.margin - art.largest
        text: root.wholeName
        font: title.font
    }
    Probe {
        id: besideSmallLines
        width: root.across - root.margin - art.smaller
        text: root.wholeName
        font: title.font
    }
    Probe {
        id: acrossLines
        width: root.across
        text: root.wholeName
        font: title.font
    }
    Probe {
        id: shortLines
        width: root.across
        text: root.shortName
        font: title.font
    }

    // An effect that would take a fourth line narrows its letters a little instead (a
    // residence's in German on a city's narrower cell).
    Text {
        id: effectLine
        readonly property bool cardEffect: true
        readonly property real squeeze: effectLines.lineCount > 3 ? 0.86 : 1
        // (From the face's width, not the probe's: a binding on an unshown text's width was not
        // told when the face's anchors changed it, Qt 6.4.)
        x: root.margin - (effectLine.width - root.across) / 2
        anchors { bottom: parent.bottom; bottomMargin: root.margin }
        width: root.across / effectLine.squeeze
        transform: Scale { origin.x: effectLine.width / 2; xScale: effectLine.squeeze }
        visible: root.effect !== ""
        text: root.effect
        color: Theme.inkSoft
        font.pixelSize: Theme.px(root.cardHeight * 0.097)
        horizontalAlignment: Text.AlignHCenter
        wrapMode: Text.Wrap
        maximumLineCount: 4
        elide: Text.ElideRight
        lineHeight: 0.95
    }
    Image {
        id: art
        // What the effect leaves above it, at most two fifths of the width.
        readonly property real largest: Math.max(0, Math.min(root.width * 0.4, root.above - 2 * root.margin))
        readonly property real smaller: Math.min(art.largest, root.width * 0.22)
        readonly property real side: root.nameLayout === 0 ? art.largest : root.nameLayout === 1 ? art.smaller : 0
        asynchronous: true // SVGs are drawn off the GUI thread
        x: root.margin
        y: root.margin
        width: art.side
        height: art.side
        source: root.card !== "" && art.side > 0 ? Theme.cardArt(root.card) : ""
        sourceSize.width: art.side * 2
        sourceSize.height: art.side * 2
        fillMode: Image.PreserveAspectFit
        smooth: true
    }
    CardName {
        id: title
        readonly property real from: art.side > 0 ? art.x + art.width + root.margin : root.margin
        room: root.width - from - root.margin
        most: root.nameLayout === 4 ? 0.8 : 1
        x: from + (room - width) / 2
        y: Math.max(root.margin, (root.above - height) / 2)
        text: root.nameLayout <= 2 ? root.wholeName : root.shortName
        font.pixelSize: Theme.cardNamePx(root.cardHeight * 0.115)
        // (In one line, the whole of it narrows to fit: the effect keeps its room.)
        maximumLineCount: root.nameLines
        leastSqueeze: root.nameLines === 1 ? 0.6 : 0.7
    }
}
