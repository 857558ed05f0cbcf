// The settings, kept between runs: language (at once, no restart), name and colour (a LAN
// game's lobby starts from them), assisted play and how fast bots' moves are shown. Esc goes
// back.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import CityOfRome.Models

Item {
    id: root
    signal back()

    focus: true
    Keys.onEscapePressed: root.back()

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

            Text { id: languageLabel; text: qsTr("Language"); font.pixelSize: Theme.fontNormal; color: Theme.ink }
            ChoiceBox {
                objectName: "language"
                Layout.fillWidth: true
                model: ["English", "Deutsch"]
                selected: Settings.language === "de" ? 1 : 0
                font.pixelSize: Theme.fontNormal
                onActivated: index => Settings.language = index === 1 ? "de" : "en"
                Accessible.name: languageLabel.text
            }
            Text { id: nameLabel; text: qsTr("Your name"); font.pixelSize: Theme.fontNormal; color: Theme.ink }
            EntryField {
                Layout.fillWidth: true
                text: Settings.playerName
                maximumLength: 24
                onEditingFinished: Settings.playerName = text
                Accessible.name: nameLabel.text
            }
            Text { id: colourLabel; text: qsTr("Your colour"); font.pixelSize: Theme.fontNormal; color: Theme.ink }
            ChoiceBox {
                objectName: "colour"
                Layout.fillWidth: true
                model: PlayerColours.wishes
                selected: Settings.playerColour + 1
                font.pixelSize: Theme.fontNormal
                onActivated: index => Settings.playerColour = index - 1
                Accessible.name: colourLabel.text
            }
            Text { id: assistLabel; text: qsTr("Assisted play"); font.pixelSize: Theme.fontNormal; color: Theme.ink }
            Switch {
                id: assist
                checked: Settings.assistedPlay
                onToggled: Settings.assistedPlay = checked
                Accessible.name: assistLabel.text
                Accessible.description: assistTip.text
                Keys.onReturnPressed: { toggle(); toggled() }
                Keys.onEnterPressed: { toggle(); toggled() }
                FocusRing { shown: assist.visualFocus }
                Tip {
                    id: assistTip
                    x: assist.width + Theme.unit
                    y: (assist.height - height) / 2
                    visible: assist.hovered || assist.visualFocus
                    text: qsTr("Buys missing bricks and cogs (brick tokens first), offers produce only where it can pay off, and takes decisions that have one sensible choice (never while a banner is up).")
                }
            }
            Text { id: emissaryLabel; text: qsTr("Last emissary by assisted play"); font.pixelSize: Theme.fontNormal; color: Theme.ink }
            Switch {
                id: lastEmissary
                enabled: Settings.assistedPlay
                checked: Settings.assistLastEmissary
                onToggled: Settings.assistLastEmissary = checked
                Accessible.name: emissaryLabel.text
                Accessible.description: emissaryTip.text
                Keys.onReturnPressed: { toggle(); toggled() }
                Keys.onEnterPressed: { toggle(); toggled() }
                FocusRing { shown: lastEmissary.visualFocus }
                Tip {
                    id: emissaryTip
                    x: lastEmissary.width + Theme.unit
                    y: (lastEmissary.height - height) / 2
                    visible: lastEmissary.hovered || lastEmissary.visualFocus
                    text: qsTr("Places the round's last emissary for you when only one space makes sense. Off: you always place it yourself.")
                }
            }
            Text { id: speedLabel; text: qsTr("Bots' moves"); font.pixelSize: Theme.fontNormal; color: Theme.ink }
            ChoiceBox {
                objectName: "botSpeed"
                Layout.fillWidth: true
                model: [qsTr("Slow"), qsTr("Normal"), qsTr("Fast"), qsTr("Instant")]
                selected: Settings.animationSpeed
                font.pixelSize: Theme.fontNormal
                onActivated: index => Settings.animationSpeed = index
                Accessible.name: speedLabel.text
            }
        }
        TextButton { text: qsTr("Back"); onClicked: root.back() }
    }
}
