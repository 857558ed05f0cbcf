// An on/off switch that reads at a glance: on, its track is filled in the accent colour and the
// knob sits right; off, a pale track with the knob left. Enter toggles it as Space does; the
// keyboard focus shows as a ring. Sized in Theme units (it grows with the interface size).
import QtQuick
import QtQuick.Controls

Switch {
    id: root
    padding: 0
    Keys.onReturnPressed: { toggle(); toggled() }
    Keys.onEnterPressed: { toggle(); toggled() }

    indicator: Rectangle {
        implicitWidth: Theme.unit * 5
        implicitHeight: Theme.unit * 2.6
        x: root.leftPadding
        y: (root.height - height) / 2
        radius: height / 2
        color: root.checked ? Theme.accent : "#d9cfbd"
        border.color: root.checked ? Theme.accent : Theme.panelBorder
        opacity: root.enabled ? 1 : 0.45
        Rectangle {
            width: parent.height - Theme.unit * 0.6
            height: width
            radius: width / 2
            y: Theme.unit * 0.3
            x: root.checked ? parent.width - width - Theme.unit * 0.3 : Theme.unit * 0.3
            color: "#ffffff"
            border.color: root.checked ? Theme.accent : Theme.panelBorder
            Behavior on x { NumberAnimation { duration: Theme.animation * 0.6 } }
        }
    }
    contentItem: Item {}
    FocusRing { shown: root.visualFocus }
}
