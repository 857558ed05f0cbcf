// The settings, kept between runs: language (at once, no restart), name, assisted play and
// how fast bots' moves are shown.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import CityOfRome.Models

Item {
    id: root
    signal back()

    Rectangle { anchors.fill: parent; color: Theme.background }

    ColumnLayout {
        anchors.centerIn: parent
        width: Math.min(parent.width - Theme.unit * 6, Theme.unit * 70)
        spacing: Theme.unit * 1.5

        Text { text: qsTr("Settings"); font.pixelSize: Theme.fontTitle; font.family: "serif"; color: Theme.accent }

        GridLayout {
            columns: 2
            columnSpacing: Theme.unit * 2
            rowSpacing: Theme.unit

            Text { text: qsTr("Language"); font.pixelSize: Theme.fontNormal; color: Theme.ink }
            ChoiceBox {
                Layout.fillWidth: true
                model: ["English", "Deutsch"]
                currentIndex: Settings.language === "de" ? 1 : 0
                font.pixelSize: Theme.fontNormal
                onActivated: index => Settings.language = index === 1 ? "de" : "en"
            }
            Text { text: qsTr("Your name"); font.pixelSize: Theme.fontNormal; color: Theme.ink }
            TextField {
                Layout.fillWidth: true
                text: Settings.playerName
                maximumLength: 24
                font.pixelSize: Theme.fontNormal
                onEditingFinished: Settings.playerName = text
            }
            Text { text: qsTr("Assisted play"); font.pixelSize: Theme.fontNormal; color: Theme.ink }
            Switch {
                checked: Settings.assistedPlay
                onToggled: Settings.assistedPlay = checked
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Buys missing bricks and cogs (brick tokens first), offers produce only where it can pay off, and takes decisions that have one sensible choice.")
            }
            Text { text: qsTr("Bots' moves"); font.pixelSize: Theme.fontNormal; color: Theme.ink }
            ChoiceBox {
                Layout.fillWidth: true
                model: [qsTr("Slow"), qsTr("Normal"), qsTr("Fast"), qsTr("Instant")]
                currentIndex: Settings.animationSpeed
                font.pixelSize: Theme.fontNormal
                onActivated: index => Settings.animationSpeed = index
            }
        }
        Button { text: qsTr("Back"); font.pixelSize: Theme.fontNormal; onClicked: root.back() }
    }
}
