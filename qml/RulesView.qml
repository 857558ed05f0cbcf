// The rules reference: the game in brief, then every building with its card and full rule,
// in the current language. Up/Down and Page Up/Down scroll, Esc goes back.
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import CityOfRome.Models

Item {
    id: root
    signal back()

    focus: true
    Keys.onEscapePressed: root.back()
    Keys.onUpPressed: list.flick(0, Theme.unit * 100)
    Keys.onDownPressed: list.flick(0, -Theme.unit * 100)
    Keys.onPressed: event => {
        if (event.key === Qt.Key_PageDown) {
            list.contentY = Math.min(list.contentY + list.height, Math.max(list.originY, list.contentHeight - list.height + list.originY))
        } else if (event.key === Qt.Key_PageUp) {
            list.contentY = Math.max(list.originY, list.contentY - list.height)
        } else {
            return
        }
        event.accepted = true
    }

    Rectangle { anchors.fill: parent; color: Theme.background }

    ColumnLayout {
        anchors { fill: parent; margins: Theme.unit * 2 }
        spacing: Theme.unit

        RowLayout {
            Layout.fillWidth: true
            Text {
                Layout.fillWidth: true
                text: qsTr("Rules")
                font.pixelSize: Theme.fontTitle
                font.family: "serif"
                color: Theme.accent
            }
            TextButton { text: qsTr("Back"); onClicked: root.back() }
        }
        Text {
            Layout.fillWidth: true
            text: qsTr("Each round every player places an emissary on the action strip; the further from the emperor, the more bricks and cogs, the later the turn. In your turn take a card from the offer, then build (bricks: from the strip, brick tokens, or 2 coins each) and produce (2 cogs, 1 coin each missing), in either order. Influence cards go to the player with strictly the most influence tokens. The city may be at most 4 by 4; residential areas score their values times the public colours next to them.")
            font.pixelSize: Theme.fontNormal
            color: Theme.ink
            wrapMode: Text.Wrap
        }
        ListView {
            id: list
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            spacing: Theme.unit
            model: CatalogueModel {}
            delegate: RowLayout {
                id: entry
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
                required property string copies
                width: Math.min(list.width, Theme.unit * 120)
                spacing: Theme.unit * 1.5
                CardItem {
                    Layout.alignment: Qt.AlignTop
                    width: Theme.unit * 12
                    card: entry.card; name: entry.name; effect: entry.effect; rule: entry.rule
                    cost: entry.cost; stars: entry.stars; category: entry.category
                    colour: entry.colour; value: entry.value; back: entry.back
                    faceUp: entry.faceUp; open: entry.open; playable: false; selected: false
                }
                ColumnLayout {
                    Layout.fillWidth: true
                    Layout.alignment: Qt.AlignTop
                    spacing: Theme.unit * 0.4
                    Text { Layout.fillWidth: true; text: entry.name; font.pixelSize: Theme.fontNormal; font.bold: true; color: Theme.ink; wrapMode: Text.Wrap }
                    Text { Layout.fillWidth: true; text: entry.rule; font.pixelSize: Theme.fontSmall; color: Theme.ink; wrapMode: Text.Wrap }
                    Text { Layout.fillWidth: true; text: qsTr("Cards: %1").arg(entry.copies); font.pixelSize: Theme.fontSmall; color: Theme.inkSoft }
                }
            }
            ScrollBar.vertical: ScrollBar {}
        }
    }
}
