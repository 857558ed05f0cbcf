// The rules reference: the rulebook's sections in its order, every building and influence
// card under its kind, in the current language. A search (Ctrl+F) keeps the entries that
// contain its words; Up/Down read the previous or next entry, Page Up/Down scroll the text,
// Esc clears the search or goes back. Opens at `section` (an entry's id) when given.
import QtQuick
import QtQuick.Layouts
import CityOfRome.Models

FocusScope {
    id: root
    property string section: ""
    // The id of the entry being read.
    readonly property string shown: reference.current
    signal back()

    focus: true
    onSectionChanged: reference.current = root.section
    Component.onCompleted: { reference.current = root.section; forceActiveFocus() }

    RulesModel { id: reference }

    function step(by) {
        const row = reference.currentRow + by
        if (row >= 0 && row < reference.count)
            reference.current = reference.sectionAt(row)
    }

    Keys.onPressed: event => {
        if (event.key === Qt.Key_F && (event.modifiers & Qt.ControlModifier)) {
            search.forceActiveFocus()
            search.selectAll()
        } else if (event.key === Qt.Key_Escape) {
            if (search.text !== "") search.clear()
            else root.back()
        } else if (event.key === Qt.Key_Down) {
            root.step(1)
        } else if (event.key === Qt.Key_Up) {
            root.step(-1)
        } else if (event.key === Qt.Key_PageDown) {
            page.scroll(1)
        } else if (event.key === Qt.Key_PageUp) {
            page.scroll(-1)
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
            spacing: Theme.unit * 2
            Text {
                text: qsTr("Rules")
                font.pixelSize: Theme.fontTitle
                font.family: "serif"
                color: Theme.accent
            }
            EntryField {
                id: search
                Layout.fillWidth: true
                Layout.maximumWidth: Theme.unit * 50
                placeholderText: qsTr("Search the rules (Ctrl+F)")
                Accessible.name: qsTr("Search the rules")
                onTextChanged: reference.filter = text
            }
            Item { Layout.fillWidth: true }
            TextButton { text: qsTr("Back"); onClicked: root.back() }
        }
        RowLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: Theme.unit * 2
            RulesContents {
                Layout.preferredWidth: Theme.unit * 34
                Layout.fillHeight: true
                rules: reference
            }
            RulesPage {
                id: page
                Layout.fillWidth: true
                Layout.fillHeight: true
                entry: reference.entry
            }
        }
        Text {
            Layout.fillWidth: true
            //: The keys of the rules screen
            text: qsTr("↑ ↓ previous / next entry · Page Up / Page Down scroll · Ctrl+F search · Esc back")
            color: Theme.inkSoft
            font.pixelSize: Theme.fontSmall
            wrapMode: Text.Wrap
        }
    }
}
