// The settings, kept between runs: language (at once, no restart), name and colour (a LAN
// game's lobby starts from them), assisted play, how fast bots' moves are shown, sound and its
// volume, and the interface size (at once). Esc goes back.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import CityOfRome.Models

Item {
    id: root
    signal back()

    focus: true
    Keys.onEscapePressed: root.back()
    Keys.forwardTo: [page]

    Rectangle { anchors.fill: parent; color: Theme.background }

    // Scrolls where the window is short for it (a large interface size).
    ScrollPage {
        id: page
        anchors.fill: parent

        ColumnLayout {
            anchors.horizontalCenter: parent.horizontalCenter
            width: Math.min(page.width - Theme.unit * 6, Theme.unit * 70)
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
                    maximumLength: GameLimits.nameLength
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
                ToggleSwitch {
                    id: assist
                    objectName: "assistedPlay"
                    checked: Settings.assistedPlay
                    onToggled: Settings.assistedPlay = checked
                    Accessible.name: assistLabel.text
                    Accessible.description: assistTip.text
                    Tip {
                        id: assistTip
                        x: assist.width + Theme.unit
                        y: (assist.height - height) / 2
                        visible: assist.hovered || assist.visualFocus
                        text: qsTr("Buys missing bricks and cogs (brick tokens first), offers produce only where it can pay off, and takes decisions that have one sensible choice (never while a banner is up).")
                    }
                }
                Text { id: emissaryLabel; text: qsTr("Last emissary by assisted play"); font.pixelSize: Theme.fontNormal; color: Theme.ink }
                ToggleSwitch {
                    id: lastEmissary
                    enabled: Settings.assistedPlay
                    checked: Settings.assistLastEmissary
                    onToggled: Settings.assistLastEmissary = checked
                    Accessible.name: emissaryLabel.text
                    Accessible.description: emissaryTip.text
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
                Text { id: watcherLabel; text: qsTr("Your turn online"); font.pixelSize: Theme.fontNormal; color: Theme.ink }
                ToggleSwitch {
                    id: watcher
                    objectName: "turnWatcher"
                    checked: Settings.turnWatcher
                    onToggled: Settings.turnWatcher = checked
                    Accessible.name: watcherLabel.text
                    Accessible.description: watcherTip.text
                    Tip {
                        id: watcherTip
                        x: watcher.width + Theme.unit
                        y: (watcher.height - height) / 2
                        visible: watcher.hovered || watcher.visualFocus
                        text: qsTr("While City of Rome is closed, a small watcher started when you log in tells you on the desktop when it is your turn at an online table; its notification opens the table. Only while you sit at one.")
                    }
                }
                Text { id: soundLabel; text: qsTr("Sound"); font.pixelSize: Theme.fontNormal; color: Theme.ink }
                ToggleSwitch {
                    objectName: "sound"
                    checked: Settings.sound
                    onToggled: Settings.sound = checked
                    Accessible.name: soundLabel.text
                }
                Text { id: volumeLabel; text: qsTr("Volume"); font.pixelSize: Theme.fontNormal; color: Theme.ink }
                ValueSlider {
                    id: volume
                    objectName: "volume"
                    Layout.fillWidth: true
                    enabled: Settings.sound
                    from: 5
                    to: 100
                    stepSize: 5
                    snapMode: Slider.SnapAlways
                    value: Settings.volume
                    onMoved: Settings.volume = value
                    // Heard as set when let go (a key moves it at once).
                    onPressedChanged: if (!pressed) Sounds.preview()
                    Keys.onReleased: event => { if (event.key === Qt.Key_Left || event.key === Qt.Key_Right) Sounds.preview() }
                    Accessible.name: volumeLabel.text
                    FocusRing { shown: volume.visualFocus }
                }
                Text { id: scaleLabel; text: qsTr("Interface size"); font.pixelSize: Theme.fontNormal; color: Theme.ink }
                ChoiceBox {
                    objectName: "scale"
                    Layout.fillWidth: true
                    // The sizes offered, in steps: "80 %" … "150 %".
                    readonly property var sizes: Array.from({ length: (Settings.maximumScale - Settings.minimumScale) / Settings.scaleStep + 1 },
                                                            (_, i) => Settings.minimumScale + i * Settings.scaleStep)
                    //: An interface size in the settings, in percent of the usual
                    model: sizes.map(size => qsTr("%1 %").arg(size))
                    selected: sizes.indexOf(Settings.scale)
                    font.pixelSize: Theme.fontNormal
                    onActivated: index => Settings.scale = sizes[index]
                    Accessible.name: scaleLabel.text
                }
            }
            TextButton { text: qsTr("Back"); onClicked: root.back() }
        }
    }
}
