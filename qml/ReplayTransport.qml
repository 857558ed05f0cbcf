// A replay's transport bar: first, previous, a slider over every step, next, last, where the
// replay stands ("Step 12 of 148 · Round 3"), and whose eyes: the spectator or a seat. Narrow
// (the list of steps is not beside the table): a button shows the list, and the eyes are
// chosen from a drop-down.
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

Rectangle {
    id: root
    required property var replay
    property bool narrow: false
    property bool stepsShown: false
    signal stepsToggled()
    // The eyes this replay may open: the spectator, then before the end only what the
    // people here knew.
    readonly property var eyes: [-1].concat(root.replay.eyes.filter(seat => seat >= 0))

    implicitHeight: Theme.unit * (root.narrow ? 5.5 : 7)
    color: "#e9dcc0"
    border.color: Theme.panelBorder

    RowLayout {
        anchors { fill: parent; leftMargin: Theme.unit; rightMargin: Theme.unit }
        spacing: Theme.unit * 0.6

        TextButton {
            id: firstStep
            Layout.preferredWidth: Theme.unit * 5.5
            leftPadding: 0; rightPadding: 0
            text: "|◀"; font.pixelSize: Theme.fontNormal; focusPolicy: Qt.TabFocus
            enabled: root.replay.step > 0
            onClicked: root.replay.first()
            Accessible.name: qsTr("First step")
            Tip { visible: firstStep.hovered || firstStep.visualFocus; text: qsTr("First step (Home)") }
        }
        TextButton {
            id: previousStep
            Layout.preferredWidth: Theme.unit * 5.5
            leftPadding: 0; rightPadding: 0
            text: "◀"; font.pixelSize: Theme.fontNormal; focusPolicy: Qt.TabFocus
            enabled: root.replay.step > 0
            autoRepeat: true
            onClicked: root.replay.previous()
            Accessible.name: qsTr("Previous step")
            Tip { visible: previousStep.hovered || previousStep.visualFocus; text: qsTr("Previous step (Left)") }
        }
        ValueSlider {
            Layout.fillWidth: true
            Layout.minimumWidth: Theme.unit * 12
            from: 0
            to: Math.max(1, root.replay.steps)
            stepSize: 1
            snapMode: Slider.SnapAlways
            value: root.replay.step
            focusPolicy: Qt.NoFocus
            onMoved: root.replay.stepTo(Math.round(value))
            Accessible.name: qsTr("Step")
        }
        TextButton {
            id: nextStep
            Layout.preferredWidth: Theme.unit * 5.5
            leftPadding: 0; rightPadding: 0
            text: "▶"; font.pixelSize: Theme.fontNormal; focusPolicy: Qt.TabFocus
            enabled: root.replay.step < root.replay.steps
            autoRepeat: true
            onClicked: root.replay.next()
            Accessible.name: qsTr("Next step")
            Tip { visible: nextStep.hovered || nextStep.visualFocus; text: qsTr("Next step (Right)") }
        }
        TextButton {
            id: lastStep
            Layout.preferredWidth: Theme.unit * 5.5
            leftPadding: 0; rightPadding: 0
            text: "▶|"; font.pixelSize: Theme.fontNormal; focusPolicy: Qt.TabFocus
            enabled: root.replay.step < root.replay.steps
            onClicked: root.replay.last()
            Accessible.name: qsTr("Last step")
            Tip { visible: lastStep.hovered || lastStep.visualFocus; text: qsTr("Last step (End)") }
        }
        Text {
            Layout.preferredWidth: Theme.unit * 28
            text: root.replay.position
            font.pixelSize: Theme.fontNormal
            color: Theme.ink
            elide: Text.ElideRight
        }

        TextButton {
            objectName: "stepsButton"
            visible: root.narrow
            //: Shows or hides the list of a replay's steps
            text: qsTr("Steps")
            font.pixelSize: Theme.fontSmall
            focusPolicy: Qt.TabFocus
            // Lit while the list shows (a checkable button would keep its own state).
            highlighted: root.stepsShown
            onClicked: root.stepsToggled()
        }

        Text {
            //: Before the buttons that choose whose eyes a replay is seen through
            text: qsTr("Seen by")
            font.pixelSize: Theme.fontSmall
            color: Theme.inkSoft
        }
        ChoiceBox {
            visible: root.narrow
            Layout.preferredWidth: Theme.unit * 16
            font.pixelSize: Theme.fontSmall
            model: root.eyes.map(seat => seat < 0 ? qsTr("Spectator") : root.replay.seatNames[seat] ?? "")
            selected: Math.max(0, root.eyes.indexOf(root.replay.seat))
            onActivated: index => root.replay.setSeat(root.eyes[index])
            Accessible.name: qsTr("Seen by")
        }
        Repeater {
            model: root.narrow ? [] : root.eyes
            delegate: SeatButton {
                id: eye
                required property int modelData
                seat: modelData
                text: modelData < 0 ? qsTr("Spectator") : root.replay.seatNames[modelData] ?? ""
                Tip { visible: eye.seat < 0 && (eye.hovered || eye.visualFocus); text: qsTr("What every player knows") }
            }
        }
    }

    // One choice of whose eyes: the seat's colour and symbol and name; the chosen one stands out.
    component SeatButton: TextButton {
        id: seatButton
        required property int seat
        font.pixelSize: Theme.fontSmall
        focusPolicy: Qt.TabFocus
        checkable: true
        checked: root.replay.seat === seatButton.seat
        onClicked: root.replay.setSeat(seatButton.seat)
        background: Rectangle {
            implicitHeight: Theme.unit * 4.5
            radius: Theme.radius
            color: seatButton.checked ? Theme.accent : seatButton.hovered ? "#eedfbf" : "#e4d2ae"
            border.color: seatButton.checked ? Theme.accent : Theme.panelBorder
        }
        contentItem: Row {
            spacing: Theme.unit * 0.5
            PlayerSymbol {
                anchors.verticalCenter: parent.verticalCenter
                visible: seatButton.seat >= 0
                width: Theme.unit * 2
                colour: Math.max(0, root.replay.seatColours[seatButton.seat] || 0)
            }
            Text {
                anchors.verticalCenter: parent.verticalCenter
                width: Math.min(implicitWidth, Theme.unit * 12)
                elide: Text.ElideRight
                text: seatButton.text
                font: seatButton.font
                color: seatButton.checked ? "#ffffff" : Theme.ink
            }
        }
    }
}
