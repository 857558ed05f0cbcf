// The look back's curve: one seat's expected final score margin after each of its decisions,
// over the game's steps, with the zero line and a dot per decision coloured by what it cost
// (a slip, a mistake, a blunder). Draws the model's points; decides nothing.
pragma ComponentBehavior: Bound
import QtQuick

Item {
    id: root
    required property var points  // [{step, value, severity}]
    required property int steps
    required property int low
    required property int high
    required property color line

    readonly property real plotLeft: axisWidth.width + Theme.unit
    readonly property real plotWidth: width - plotLeft - Theme.unit
    readonly property real plotHeight: height - Theme.unit * 3
    function xOf(step) { return plotLeft + plotWidth * step / Math.max(1, steps) }
    function yOf(value) { return Theme.unit + plotHeight * (high - value) / Math.max(1, high - low) }

    onPointsChanged: canvas.requestPaint()
    onWidthChanged: canvas.requestPaint()
    onHeightChanged: canvas.requestPaint()
    onLowChanged: canvas.requestPaint()
    onHighChanged: canvas.requestPaint()

    // The value axis: its ends and zero.
    Item {
        id: axisWidth
        width: Math.max(highLabel.implicitWidth, lowLabel.implicitWidth)
        height: parent.height
        Text {
            id: highLabel
            anchors.right: parent.right
            y: root.yOf(root.high) - height / 2
            text: (root.high > 0 ? "+" : "") + root.high
            font.pixelSize: Theme.fontSmall
            color: Theme.inkSoft
        }
        Text {
            anchors.right: parent.right
            y: root.yOf(0) - height / 2
            visible: root.low < 0 && root.high > 0
            text: "0"
            font.pixelSize: Theme.fontSmall
            color: Theme.inkSoft
        }
        Text {
            id: lowLabel
            anchors.right: parent.right
            y: root.yOf(root.low) - height / 2
            text: root.low
            font.pixelSize: Theme.fontSmall
            color: Theme.inkSoft
        }
    }

    Canvas {
        id: canvas
        anchors.fill: parent
        onPaint: {
            const ctx = getContext("2d")
            ctx.reset()
            ctx.lineWidth = 1
            ctx.strokeStyle = Theme.panelBorder
            ctx.beginPath()
            ctx.moveTo(root.plotLeft, root.yOf(0))
            ctx.lineTo(root.plotLeft + root.plotWidth, root.yOf(0))
            ctx.stroke()
            if (root.points.length === 0)
                return
            ctx.lineWidth = Math.max(2, Theme.unit * 0.3)
            ctx.strokeStyle = root.line
            ctx.beginPath()
            for (let i = 0; i < root.points.length; ++i) {
                const p = root.points[i]
                if (i === 0)
                    ctx.moveTo(root.xOf(p.step), root.yOf(p.value))
                else
                    ctx.lineTo(root.xOf(p.step), root.yOf(p.value))
            }
            ctx.stroke()
            const colours = ["", Theme.glow, Theme.accent, Theme.danger]
            for (const p of root.points) {
                if (p.severity === 0)
                    continue
                const r = Theme.unit * (0.35 + 0.2 * p.severity)
                ctx.fillStyle = colours[p.severity]
                ctx.strokeStyle = Theme.ink
                ctx.lineWidth = 1
                ctx.beginPath()
                ctx.arc(root.xOf(p.step), root.yOf(p.value), r, 0, 2 * Math.PI)
                ctx.fill()
                ctx.stroke()
            }
        }
    }

    Text {
        anchors { right: parent.right; bottom: parent.bottom; rightMargin: Theme.unit }
        //: Under the look back's curve: its horizontal axis
        text: qsTr("Steps of the game →")
        font.pixelSize: Theme.fontSmall
        color: Theme.inkSoft
    }
}
