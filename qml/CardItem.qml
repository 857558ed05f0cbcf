// A card: its face (band in the card's colour, cost in bricks, stars, name, value, effect) or
// its back (the deck's numeral). Glows when it can be played; lifts when selected. Its
// properties are the roles of the card models, so it serves as their delegate directly.
import QtQuick
import QtQuick.Controls

Item {
    id: root

    required property string card
    required property string name
    required property string effect
    required property string rule
    required property int cost
    required property int stars
    required property string category
    required property string colour
    required property int value
    required property string back
    required property bool faceUp
    required property bool open
    required property bool playable
    required property bool selected
    // Marks a face the viewer knows but not everybody does (another player's card it saw).
    property bool markKnown: false

    signal clicked()

    width: Theme.cardWidth
    height: width * 1.5
    transform: Translate { y: root.selected ? -root.height * 0.12 : 0
        Behavior on y { NumberAnimation { duration: Theme.animation; easing.type: Easing.OutCubic } } }

    Accessible.role: Accessible.Button
    Accessible.name: root.faceUp ? root.name : qsTr("Card from deck %1").arg(root.back)

    Rectangle {
        id: glow
        anchors.fill: face
        anchors.margins: -root.width * 0.05
        radius: face.radius + 3
        color: "transparent"
        border.width: root.width * 0.04
        border.color: root.selected ? Theme.accent : Theme.glow
        visible: root.playable || root.selected
        opacity: root.selected ? 1 : 0.9
        SequentialAnimation on opacity {
            running: root.playable && !root.selected
            loops: Animation.Infinite
            NumberAnimation { to: 0.45; duration: 700 }
            NumberAnimation { to: 0.95; duration: 700 }
        }
    }

    Rectangle {
        id: face
        anchors.fill: parent
        radius: root.width * 0.07
        color: root.faceUp ? "#fbf7ee" : "#7c2e1a"
        border.color: root.faceUp ? "#8c7a5c" : "#4a1a0e"
        border.width: Math.max(1, root.width * 0.015)
        clip: true

        // The back: the deck's numeral.
        Column {
            visible: !root.faceUp
            anchors.centerIn: parent
            spacing: 0
            Text {
                anchors.horizontalCenter: parent.horizontalCenter
                text: "SPQR"
                color: "#e9c98a"
                font.pixelSize: root.width * 0.16
                font.letterSpacing: root.width * 0.02
            }
            Text {
                anchors.horizontalCenter: parent.horizontalCenter
                text: root.back
                color: "#f6e6c0"
                font.pixelSize: root.width * 0.42
                font.family: "serif"
                font.bold: true
            }
        }

        // The face.
        Rectangle {
            id: band
            visible: root.faceUp
            anchors { left: parent.left; right: parent.right; top: parent.top }
            height: parent.height * 0.2
            color: Theme.cardBand(root.category, root.colour)
            Text {
                anchors { left: parent.left; leftMargin: root.width * 0.06; verticalCenter: parent.verticalCenter }
                visible: root.cost >= 0
                text: "▰".repeat(Math.max(root.cost, 0)) || "0"
                color: "#7a2f12"
                font.pixelSize: root.width * 0.15
            }
            Text {
                anchors { right: parent.right; rightMargin: root.width * 0.06; verticalCenter: parent.verticalCenter }
                text: root.category === "public" ? Theme.publicSymbols[root.colour] + " " + "★".repeat(root.stars)
                                                 : "★".repeat(root.stars)
                color: root.category === "public" ? "#ffffff" : "#8a6500"
                font.pixelSize: root.width * 0.15
            }
        }
        Text {
            id: title
            visible: root.faceUp
            anchors { top: band.bottom; left: parent.left; right: parent.right; margins: root.width * 0.05 }
            text: root.name
            color: Theme.ink
            font.pixelSize: root.width * 0.12
            font.bold: true
            font.family: "serif"
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.Wrap
            maximumLineCount: 3
            elide: Text.ElideRight
        }
        Text {
            visible: root.faceUp && root.value > 0
            anchors { top: title.bottom; horizontalCenter: parent.horizontalCenter }
            text: root.value
            color: Theme.accent
            font.pixelSize: root.width * 0.32
            font.bold: true
            font.family: "serif"
        }
        Text {
            visible: root.faceUp
            anchors { bottom: parent.bottom; left: parent.left; right: parent.right; margins: root.width * 0.05 }
            text: root.effect
            color: Theme.inkSoft
            font.pixelSize: root.width * 0.095
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.Wrap
            maximumLineCount: 4
            elide: Text.ElideRight
        }
        Text {
            visible: root.faceUp && root.markKnown && !root.open
            anchors { left: parent.left; bottom: parent.bottom; margins: root.width * 0.04 }
            //: A small mark on a card of another player that this player knows
            text: qsTr("known")
            color: Theme.accent
            font.pixelSize: root.width * 0.08
            font.italic: true
        }
    }

    MouseArea {
        id: mouse
        anchors.fill: parent
        hoverEnabled: true
        cursorShape: root.playable ? Qt.PointingHandCursor : Qt.ArrowCursor
        onClicked: root.clicked()
    }
    ToolTip.visible: mouse.containsMouse && root.faceUp && root.rule !== ""
    ToolTip.delay: 500
    ToolTip.text: "<b>" + root.name + "</b><br>" + root.rule
}
