// "How did I play?": the look back at the replay's game. While the decisions are judged, a
// progress bar and Cancel; then the seats (a click chooses whose decisions are shown, with
// their slips, mistakes and blunders), the chosen seat's curve of its expected final margin
// and its costliest decisions — a click opens the replay there, through that seat's eyes.
// Esc goes back.
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import CityOfRome.Models

Item {
    id: root
    required property var replay
    readonly property var lookBack: root.replay.lookBack
    readonly property var severityColours: [Theme.legal, Theme.glow, Theme.accent, Theme.danger]
    signal back()
    // The replay at decision `decision` (LookBackModel.openDecision), once it is shown.
    signal replayRequested(int decision)

    focus: true
    Keys.onEscapePressed: root.back()
    Keys.forwardTo: [page]

    Rectangle { anchors.fill: parent; color: Theme.background }

    ColumnLayout {
        anchors.fill: parent
        spacing: 0

        Rectangle {
            Layout.fillWidth: true
            implicitHeight: Theme.unit * 5.5
            color: "#5e2314"
            RowLayout {
                anchors { fill: parent; leftMargin: Theme.unit * 1.5; rightMargin: Theme.unit }
                spacing: Theme.unit
                Text {
                    Layout.fillWidth: true
                    //: The look back's title: %1 the game's name or the save file's
                    text: qsTr("How did I play? %1").arg(root.replay.title)
                    color: "#f6e6c0"
                    font.pixelSize: Theme.fontNormal
                    font.bold: true
                    font.family: "serif"
                    elide: Text.ElideRight
                }
                TextButton {
                    text: qsTr("Back"); focusPolicy: Qt.TabFocus
                    onClicked: root.back()
                }
            }
        }

        // Judging: how far, and a way out.
        ColumnLayout {
            Layout.alignment: Qt.AlignCenter
            Layout.fillHeight: true
            Layout.maximumWidth: Theme.unit * 70
            visible: root.lookBack.state !== LookBackModel.Done
            spacing: Theme.unit * 1.5
            Item { Layout.fillHeight: true }
            Text {
                Layout.fillWidth: true
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.Wrap
                text: root.lookBack.state === LookBackModel.Cancelled
                      ? qsTr("The look back was cancelled.")
                      //: While the look back runs
                      : qsTr("Every decision is judged from its player's view, as the expert bot sees it…")
                font.pixelSize: Theme.fontLarge
                font.family: "serif"
                color: Theme.ink
            }
            ProgressBar {
                objectName: "lookBackProgress"
                Layout.fillWidth: true
                visible: root.lookBack.state === LookBackModel.Running
                from: 0
                to: Math.max(1, root.lookBack.total)
                value: root.lookBack.judged
                Accessible.name: progressText.text
            }
            Text {
                id: progressText
                Layout.alignment: Qt.AlignHCenter
                visible: root.lookBack.state === LookBackModel.Running
                //: The look back's progress: %1 decisions judged of %2
                text: qsTr("%1 of %2 decisions").arg(root.lookBack.judged).arg(root.lookBack.total)
                font.pixelSize: Theme.fontNormal
                color: Theme.inkSoft
            }
            TextButton {
                objectName: "lookBackCancel"
                Layout.alignment: Qt.AlignHCenter
                text: root.lookBack.state === LookBackModel.Running ? qsTr("Cancel") : qsTr("Start again")
                onClicked: root.lookBack.state === LookBackModel.Running ? root.lookBack.cancel() : root.lookBack.start(root.lookBack.seat)
            }
            Item { Layout.fillHeight: true }
        }

        // Done: the seats, the curve, the costliest decisions; the page scrolls where the
        // window is short for them.
        ScrollPage {
            id: page
            Layout.fillWidth: true
            Layout.fillHeight: true
            visible: root.lookBack.state === LookBackModel.Done

            RowLayout {
                anchors.horizontalCenter: parent.horizontalCenter
                width: page.width - Theme.unit * 3
                height: Math.max(page.height - Theme.unit * 2, implicitHeight)
                spacing: Theme.unit * 1.5

                Rectangle {
                    Layout.preferredWidth: Math.min(Theme.unit * 40, page.width * 0.3)
                    Layout.fillHeight: true
                    implicitHeight: seatsColumn.implicitHeight + Theme.unit * 2
                    radius: Theme.radius
                    color: Theme.panel
                    border.color: Theme.panelBorder
                    ColumnLayout {
                        id: seatsColumn
                        anchors { fill: parent; margins: Theme.unit }
                        spacing: Theme.unit * 0.5
                        Text {
                            text: qsTr("Players")
                            font.pixelSize: Theme.fontLarge
                            font.family: "serif"
                            font.bold: true
                            color: Theme.ink
                        }
                        Repeater {
                            model: root.lookBack.seats
                            delegate: ItemDelegate {
                                id: seatRow
                                required property int seat
                                required property string name
                                required property int colour
                                required property int decisions
                                required property int slips
                                required property int mistakes
                                required property int blunders
                                required property string meanLoss
                                readonly property bool chosen: seatRow.seat === root.lookBack.seat
                                objectName: "lookBackSeat-" + seatRow.seat
                                Layout.fillWidth: true
                                focusPolicy: Qt.TabFocus
                                Accessible.name: seatRow.name
                                onClicked: root.lookBack.seat = seatRow.seat
                                background: Rectangle {
                                    radius: Theme.radius
                                    color: seatRow.chosen ? Theme.accentSoft : (seatRow.hovered ? "#efe4cc" : "transparent")
                                    FocusRing { shown: seatRow.visualFocus }
                                }
                                contentItem: ColumnLayout {
                                    spacing: Theme.unit * 0.25
                                    RowLayout {
                                        spacing: Theme.unit * 0.75
                                        PlayerSymbol { colour: seatRow.colour }
                                        Text {
                                            Layout.fillWidth: true
                                            text: seatRow.name
                                            elide: Text.ElideRight
                                            font.pixelSize: Theme.fontNormal
                                            font.bold: true
                                            color: Theme.ink
                                        }
                                    }
                                    Text {
                                        Layout.fillWidth: true
                                        wrapMode: Text.Wrap
                                        //: A seat's tally in the look back: slips · mistakes · blunders
                                        text: qsTr("%n slip(s)", "", seatRow.slips) + " · " + qsTr("%n mistake(s)", "", seatRow.mistakes)
                                              + " · " + qsTr("%n blunder(s)", "", seatRow.blunders)
                                        font.pixelSize: Theme.fontSmall
                                        color: Theme.ink
                                    }
                                    Text {
                                        Layout.fillWidth: true
                                        wrapMode: Text.Wrap
                                        //: %1 points lost per decision on average, %n the seat's decisions
                                        text: qsTr("%1 points lost per decision, of %n decision(s)", "", seatRow.decisions).arg(seatRow.meanLoss)
                                        font.pixelSize: Theme.fontSmall
                                        color: Theme.inkSoft
                                    }
                                }
                            }
                        }
                        Item { Layout.fillHeight: true }
                        // What the colours on the curve say.
                        Repeater {
                            model: root.lookBack.severityKey
                            delegate: RowLayout {
                                id: key
                                required property string modelData
                                required property int index
                                spacing: Theme.unit * 0.5
                                Rectangle {
                                    implicitWidth: Theme.unit * (1.1 + 0.4 * key.index)
                                    implicitHeight: implicitWidth
                                    radius: width / 2
                                    color: root.severityColours[key.index + 1]
                                    border.color: Theme.ink
                                }
                                Text { text: key.modelData; font.pixelSize: Theme.fontSmall; color: Theme.inkSoft }
                            }
                        }
                    }
                }

                ColumnLayout {
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    spacing: Theme.unit

                    Rectangle {
                        Layout.fillWidth: true
                        Layout.fillHeight: true
                        Layout.minimumHeight: Theme.unit * 22
                        radius: Theme.radius
                        color: Theme.panel
                        border.color: Theme.panelBorder
                        Text {
                            id: curveTitle
                            anchors { left: parent.left; right: parent.right; top: parent.top; margins: Theme.unit }
                            //: Above the look back's curve: %1 the seat's name
                            text: qsTr("%1's expected final margin over the best other player").arg(root.replay.seatNames[root.lookBack.seat] || "")
                            font.pixelSize: Theme.fontNormal
                            font.bold: true
                            color: Theme.ink
                            wrapMode: Text.Wrap
                        }
                        LookBackCurve {
                            objectName: "lookBackCurve"
                            anchors { left: parent.left; right: parent.right; top: curveTitle.bottom; bottom: parent.bottom; margins: Theme.unit }
                            points: root.lookBack.curve
                            roundStarts: root.lookBack.roundStarts
                            steps: root.lookBack.steps
                            low: root.lookBack.low
                            high: root.lookBack.high
                            line: Theme.ink
                        }
                    }

                    Text {
                        text: qsTr("Costliest decisions")
                        font.pixelSize: Theme.fontLarge
                        font.family: "serif"
                        font.bold: true
                        color: Theme.ink
                    }
                    Text {
                        visible: root.lookBack.costliest.count === 0
                        text: qsTr("No decision cost any points.")
                        font.pixelSize: Theme.fontNormal
                        color: Theme.inkSoft
                    }
                    Repeater {
                        model: root.lookBack.costliest
                        delegate: ItemDelegate {
                            id: costly
                            required property int index
                            required property int decision
                            required property int step
                            required property string roundName
                            required property string played
                            required property string better
                            required property string loss
                            required property int severity
                            required property string severityName
                            objectName: "costly-" + costly.index
                            Layout.fillWidth: true
                            focusPolicy: Qt.TabFocus
                            Accessible.name: qsTr("Show it in the replay")
                            Accessible.description: qsTr("Step %1").arg(costly.step)
                            onClicked: root.replayRequested(costly.decision)
                            background: Rectangle {
                                radius: Theme.radius
                                color: costly.hovered ? "#efe4cc" : Theme.panel
                                border.color: root.severityColours[costly.severity]
                                border.width: Math.max(2, Theme.unit * 0.25)
                                FocusRing { shown: costly.visualFocus }
                            }
                            contentItem: ColumnLayout {
                                spacing: Theme.unit * 0.25
                                RowLayout {
                                    Layout.fillWidth: true
                                    spacing: Theme.unit
                                    Text {
                                        Layout.alignment: Qt.AlignTop
                                        text: costly.roundName
                                        font.pixelSize: Theme.fontNormal
                                        font.bold: true
                                        color: Theme.accent
                                    }
                                    Text {
                                        Layout.fillWidth: true
                                        Layout.alignment: Qt.AlignTop
                                        wrapMode: Text.Wrap
                                        //: A costly decision: %1 slip, mistake or blunder (may be empty), %2 the points
                                        text: (costly.severityName !== "" ? costly.severityName + " · " : "") + qsTr("%1 points lost").arg(costly.loss)
                                        font.pixelSize: Theme.fontNormal
                                        font.bold: true
                                        color: Theme.ink
                                    }
                                    Text {
                                        Layout.alignment: Qt.AlignTop | Qt.AlignRight
                                        text: qsTr("Show in the replay ›")
                                        font.pixelSize: Theme.fontSmall
                                        color: Theme.accent
                                    }
                                }
                                Text {
                                    Layout.fillWidth: true
                                    wrapMode: Text.Wrap
                                    text: qsTr("Played: %1").arg(costly.played)
                                    font.pixelSize: Theme.fontNormal
                                    color: Theme.ink
                                }
                                Text {
                                    Layout.fillWidth: true
                                    wrapMode: Text.Wrap
                                    text: qsTr("Better: %1").arg(costly.better)
                                    font.pixelSize: Theme.fontNormal
                                    color: Theme.gain
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
