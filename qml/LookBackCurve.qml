// The look back's curve: one seat's expected final score margin after each of its decisions,
// over the game's steps, with the zero line, the rounds marked, and a dot per decision coloured
// by what it cost (a slip, a mistake, a blunder). A hover names the nearest decision's round,
// step and value. Draws the model's points; decides nothing.
pragma ComponentBehavior: Bound
import QtQuick

Item {
    id: root
    required property var points  // [{step, round, value, valueText, severity}]
    required property var roundStarts // [{round, step}]
    required property int steps
    required property int low
    required property int high
    required property color line

    readonly property real plotLeft: axisWidth.width + Theme.unit
    readonly property real plotWidth: width - plotLeft - Theme.unit
    // Below the plot: the round numbers, then the axis's name.
    readonly property real plotHeight: height - Theme.unit * 5.5
    function xOf(step) { return plotLeft + plotWidth * step / Math.max(1, steps) }
    function yOf(value) { return Theme.unit + plotHeight * (high - value) / Math.max(1, high - low) }

    onPointsChanged: canvas.requestPaint()
    onWidthChanged: canvas.requestPaint()
    onHeightChanged: canvas.requestPaint()
    onLowChanged: canvas.requestPaint()
    onHighChanged: canvas.requestPaint()

    // The value axis: its ends and zero; an end that would stand on zero's label gives way
    // to it (the line at zero is what the curve is read against).
    Item {
        id: axisWidth
        readonly property bool zeroInside: root.low < 0 && root.high > 0
        width: Math.max(highLabel.implicitWidth, lowLabel.implicitWidth)
        height: parent.height
        Text {
            id: highLabel
            anchors.right: parent.right
            y: root.yOf(root.high) - height / 2
            visible: !axisWidth.zeroInside || zeroLabel.y - y >= height
            text: (root.high > 0 ? "+" : "") + root.high
            font.pixelSize: Theme.fontSmall
            color: Theme.inkSoft
        }
        Text {
            id: zeroLabel
            anchors.right: parent.right
            y: root.yOf(0) - height / 2
            visible: axisWidth.zeroInside
            text: "0"
            font.pixelSize: Theme.fontSmall
            color: Theme.inkSoft
        }
        Text {
            id: lowLabel
            anchors.right: parent.right
            y: root.yOf(root.low) - height / 2
            visible: !axisWidth.zeroInside || y - zeroLabel.y >= height
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

    // The rounds: a faint line where each begins, its number below (every other one when
    // they stand close).
    Repeater {
        model: root.roundStarts
        delegate: Item {
            id: roundMark
            required property var modelData
            required property int index
            readonly property bool labelled: root.plotWidth / Math.max(1, root.roundStarts.length) > Theme.unit * 2.5
                                             || roundMark.index % 2 === 0
            x: root.xOf(roundMark.modelData.step)
            y: Theme.unit
            width: 1
            height: root.plotHeight
            Rectangle { anchors.fill: parent; color: Theme.panelBorder; opacity: 0.6 }
            Text {
                objectName: "roundMark"
                visible: roundMark.labelled
                anchors { top: parent.bottom; horizontalCenter: parent.horizontalCenter }
                text: roundMark.modelData.round
                font.pixelSize: Theme.fontSmall
                color: Theme.inkSoft
            }
        }
    }

    // The decision nearest the pointer, said in a tip beside its dot.
    HoverHandler { id: hover }
    readonly property var hovered: {
        if (!hover.hovered || root.points.length === 0)
            return null
        let best = root.points[0]
        for (const p of root.points) {
            if (Math.abs(root.xOf(p.step) - hover.point.position.x) < Math.abs(root.xOf(best.step) - hover.point.position.x))
                best = p
        }
        return best
    }
    Rectangle {
        objectName: "curveTip"
        visible: root.hovered !== null
        readonly property real pointX: root.hovered ? root.xOf(root.hovered.step) : 0
        readonly property real pointY: root.hovered ? root.yOf(root.hovered.value) : 0
        x: Math.max(0, Math.min(root.width - width, pointX - width / 2))
        y: pointY > height + Theme.unit * 2 ? pointY - height - Theme.unit : pointY + Theme.unit
        width: tipText.implicitWidth + Theme.unit
        height: tipText.implicitHeight + Theme.unit * 0.6
        radius: Theme.radius
        color: Theme.cardFace
        border.color: Theme.panelBorder
        Text {
            id: tipText
            anchors.centerIn: parent
            //: The look back's curve at a decision: %1 the round, %2 the step, %3 the expected margin
            text: root.hovered ? qsTr("Round %1 · step %2 · %3 points").arg(root.hovered.round).arg(root.hovered.step)
                                 .arg(root.hovered.valueText)
                               : ""
            font.pixelSize: Theme.fontSmall
            color: Theme.ink
        }
    }

    Text {
        anchors { right: parent.right; bottom: parent.bottom; rightMargin: Theme.unit }
        //: Under the look back's curve: its horizontal axis (the numbers are the rounds)
        text: qsTr("Rounds of the game →")
        font.pixelSize: Theme.fontSmall
        color: Theme.inkSoft
    }
}
