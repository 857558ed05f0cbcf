// The rows that make a score, as on the score pad: residential areas 2/3/4, aqueducts, temples,
// coins, influence tokens, influence cards, and the total. Rows worth nothing are left out.
// Two columns of positioned texts, not a GridLayout: a grid of rows laid out again on every
// resize while its tooltip was hidden crashed Qt 6.4's layouts (the replay's audit at 1920x1080).
pragma ComponentBehavior: Bound
import QtQuick

Row {
    id: root
    required property var rows
    required property int total
    readonly property var shownRows: root.rows.filter(r => r.points !== 0)
    spacing: Theme.unit * 2

    Column {
        spacing: 2
        Repeater {
            model: root.shownRows
            delegate: Text {
                required property var modelData
                objectName: "scoreRow"
                text: modelData.label
                color: Theme.ink
                font.pixelSize: Theme.fontSmall
            }
        }
        Text {
            text: qsTr("Total")
            color: Theme.accent
            font.pixelSize: Theme.fontNormal
            font.bold: true
        }
    }
    Column {
        id: numbers
        spacing: 2
        Repeater {
            model: root.shownRows
            delegate: Text {
                required property var modelData
                // Right-aligned: the column is as wide as its widest number.
                x: numbers.width - width
                text: modelData.points
                color: Theme.ink
                font.pixelSize: Theme.fontSmall
                font.bold: true
            }
        }
        Text {
            x: numbers.width - width
            text: root.total
            color: Theme.accent
            font.pixelSize: Theme.fontNormal
            font.bold: true
        }
    }
}
