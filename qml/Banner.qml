// A banner that holds the table for a moment that changes the game: a new round and what it
// brings, an influence scoring, the final scoring. A click, Space or Esc goes on at once.
pragma ComponentBehavior: Bound
import QtQuick

Item {
    id: root
    required property var feed

    visible: opacity > 0
    opacity: root.feed.bannerShown ? 1 : 0
    Behavior on opacity { NumberAnimation { duration: Theme.animation } }

    Rectangle { anchors.fill: parent; color: "#000000"; opacity: 0.25 }
    MouseArea {
        anchors.fill: parent
        Accessible.role: Accessible.Button
        Accessible.name: qsTr("Go on")
        onClicked: root.feed.dismissBanner()
    }
    Rectangle {
        id: card
        anchors.centerIn: parent
        width: Math.min(parent.width * 0.8, Math.max(Theme.unit * 50, column.implicitWidth + Theme.unit * 6))
        height: column.implicitHeight + Theme.unit * 4
        radius: Theme.radius * 2
        color: "#f8f0dc"
        border.color: "#8a5a1c"
        border.width: Math.max(2, Theme.unit * 0.3)
        scale: root.feed.bannerShown ? 1 : 0.9
        Behavior on scale { NumberAnimation { duration: Theme.animation; easing.type: Easing.OutBack } }
        Column {
            id: column
            anchors.centerIn: parent
            width: parent.width - Theme.unit * 6
            spacing: Theme.unit
            Text {
                width: parent.width
                text: root.feed.bannerTitle
                font.pixelSize: Theme.fontTitle * 0.8
                font.family: "serif"
                font.bold: true
                color: Theme.accent
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.Wrap
            }
            Repeater {
                model: root.feed.bannerLines
                delegate: Text {
                    required property string modelData
                    width: column.width
                    text: modelData
                    font.pixelSize: Theme.fontLarge
                    color: Theme.ink
                    horizontalAlignment: Text.AlignHCenter
                    wrapMode: Text.Wrap
                }
            }
            Text {
                width: parent.width
                //: Under a banner: a click or a key dismisses it
                text: qsTr("Click or press Space to go on")
                font.pixelSize: Theme.fontSmall
                color: Theme.inkSoft
                horizontalAlignment: Text.AlignHCenter
            }
        }
    }
}
