// The rows that make a score, as on the score pad: residential areas 2/3/4, aqueducts, temples,
// coins, influence tokens, influence cards, and the total. Rows worth nothing are left out.
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts

GridLayout {
    id: root
    required property var rows
    required property int total
    columns: 2
    columnSpacing: Theme.unit * 2
    rowSpacing: 2

    Repeater {
        model: root.rows.filter(r => r.points !== 0)
        delegate: Text {
            required property var modelData
            required property int index
            Layout.row: index
            Layout.column: 0
            text: modelData.label
            color: Theme.ink
            font.pixelSize: Theme.fontSmall
        }
    }
    Repeater {
        model: root.rows.filter(r => r.points !== 0)
        delegate: Text {
            required property var modelData
            required property int index
            Layout.row: index
            Layout.column: 1
            Layout.alignment: Qt.AlignRight
            text: modelData.points
            color: Theme.ink
            font.pixelSize: Theme.fontSmall
            font.bold: true
        }
    }
    Text {
        Layout.row: root.rows.length
        Layout.column: 0
        text: qsTr("Total")
        color: Theme.accent
        font.pixelSize: Theme.fontNormal
        font.bold: true
    }
    Text {
        Layout.row: root.rows.length
        Layout.column: 1
        Layout.alignment: Qt.AlignRight
        text: root.total
        color: Theme.accent
        font.pixelSize: Theme.fontNormal
        font.bold: true
    }
}
