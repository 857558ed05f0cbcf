// A city: its buildings with their tokens and the empty spaces beside them where it may grow.
// For the selected card the spaces it may go on glow: on top what it costs (a red "−2" with
// its coin, brick tokens as tokens), below what it gives (a green "+3 coins", "+4 points").
// An aqueduct's targets are outlined in water blue, the building it would replace faded with
// its name in one line. A building shows its picture, name and, with room, its effect line;
// a temple what it scores now. Hover, long press or focus shows the whole card (Zoom).
// `compact`: a small view of the buildings alone (a player panel, the score pad), the sign of
// each kind (a residence: its value); hover or a long press shows the whole card there too.
// Cells sit at their coordinates, so when the city grows its frame moves and they follow.
pragma ComponentBehavior: Bound
import QtQuick

Item {
    id: root
    required property var city
    property bool interactive: true
    property bool compact: false
    // A hand card is selected: a click on any space tries to build there (and says why not).
    // With none, a click on an empty space asks the game what it needs.
    property bool picking: false
    signal chosen(int x, int y)

    readonly property int frameLeft: compact ? root.city.builtLeft : root.city.left
    readonly property int frameTop: compact ? root.city.builtTop : root.city.top
    readonly property int frameColumns: compact ? root.city.builtColumns : root.city.columns
    readonly property int frameRows: compact ? root.city.builtRows : root.city.rows
    // The largest a cell may be (the table's Metrics.cityCell), and the least room the view
    // has at any interface size (Metrics.cityRoom), so that a larger interface size never makes
    // a cell smaller; within those, as large as the view has room for.
    property real largestCell: Infinity
    property size leastRoom: Qt.size(Infinity, Infinity)
    // Compact, a quarter of the view whatever the city's size (a city is at most four
    // buildings wide and high): the players' small cities share one scale.
    readonly property real cell: compact ? Math.min(width, height) / 4
                                         : Math.min(Math.min(width, leastRoom.width) / Math.max(frameColumns, 4),
                                                    Math.min(height, leastRoom.height) / Math.max(frameRows, 4),
                                                    largestCell)
    // A large city's cells are wider than high where the view has the width (up to half again):
    // a building's name in one line, its effect whole beneath; the height is what a window is
    // short of, the width what it has. (Compact, square.)
    readonly property real cellWidth: compact ? cell
                                              : Math.max(cell, Math.min(cell * 1.5,
                                                  Math.min(width, leastRoom.width) / Math.max(frameColumns, 4)))
    readonly property real offsetX: (width - cellWidth * frameColumns) / 2
    readonly property real offsetY: (height - cell * frameRows) / 2
    // What a cell has room for: the effect line where it leaves the picture its size (a wide
    // cell's effect needs fewer lines).
    readonly property bool small: cell < 72
    readonly property bool roomy: cell >= 130 || (cell >= 115 && cellWidth >= 160)
    // Wide enough for its effect in three lines, and short of the roomy size or a fifth wider
    // than high, a building lies as a wide card (WideFace): its picture beside its name, its
    // effect whole beneath in larger letters, its value in the band.
    readonly property bool wide: !small && cellWidth >= 110 && (!roomy || cellWidth >= cell * 1.2)

    // The city's ground: a travertine slab under its frame (every space on it, however it
    // grows), the table's walnut showing through. Within the view: where the city takes its
    // whole height, what is below (the hand bar) would cut the slab's corners.
    Item {
        readonly property real pad: root.cell * 0.12
        visible: !root.compact && root.frameColumns > 0
        x: Math.max(0, root.offsetX - pad)
        y: Math.max(0, root.offsetY - pad)
        width: Math.min(root.width, root.offsetX + root.cellWidth * root.frameColumns + pad) - x
        height: Math.min(root.height, root.offsetY + root.cell * root.frameRows + pad) - y
        Image {
            anchors { fill: parent; margins: 1 }
            source: root.compact ? "" : Theme.material("stone")
            fillMode: Image.Tile
            sourceSize.width: Theme.unit * 40
            sourceSize.height: Theme.unit * 40
            opacity: 0.4
        }
        Rectangle {
            anchors.fill: parent
            radius: 3
            color: "transparent"
            border.color: Theme.panelBorder
            border.width: 2
            opacity: 0.6
        }
    }

    // The built part of the city: Learn to play keeps its callout off it.
    Item {
        objectName: root.compact ? "" : "cityBuilt"
        x: root.offsetX + (root.city.builtLeft - root.frameLeft) * root.cellWidth
        y: root.offsetY + (root.city.builtTop - root.frameTop) * root.cell
        width: root.city.builtColumns * root.cellWidth
        height: root.city.builtRows * root.cell
    }

    // The note of a building's zoom: what it does for the score now.
    function note(templePoints, points) {
        if (templePoints >= 0)
            return templePoints > 0
                //: A temple's condition holds: the points it scores as the city stands
                ? qsTr("✓ Scores %n point(s) now.", "", templePoints)
                : qsTr("✗ Scores no points now: its condition does not hold yet.")
        if (points > 0)
            return qsTr("%n point token(s) on it.", "", points)
        return ""
    }
    // Shows (or hides) the whole card of the building on `cell` (a delegate of either size).
    function zoom(cell, on) {
        if (on && cell.built)
            Zoom.show(cell, { card: cell.card, name: cell.name, effect: cell.effect, rule: cell.rule,
                              cost: cell.cost, stars: cell.stars, category: cell.category,
                              colour: cell.colour, value: cell.value,
                              note: root.note(cell.templePoints, cell.points) })
        else
            Zoom.hide(cell)
    }

    Repeater {
        model: root.city
        // A compact city builds only what it draws: a large cell's picture, texts and glow cost
        // much to create and lay out even hidden (the score pad builds four cities at once).
        delegate: root.compact ? compactCell : largeCell
    }

    Component {
        id: largeCell
        Item {
            id: slot
            objectName: "cell-" + root.city.seat + "-" + slot.cellX + "-" + slot.cellY
            required property int cellX
            required property int cellY
            required property string card
            required property string name
            required property string shortName
            required property string effect
            required property string rule
            required property int cost
            required property string category
            required property string colour
            required property int value
            required property int stars
            required property int points
            required property bool brick
            required property int templePoints
            required property bool buildable
            required property bool replace
            required property int tokens
            required property string price
            required property string preview
            required property var gains
            required property int gainPoints
            required property string pointsSign
            required property bool cursor
            required property bool hinted
            required property bool played

            readonly property bool built: slot.card !== ""
            // A building shows its effect on the table (the audit holds it to that; an aqueduct's
            // target gives the room to what the build would do).
            readonly property bool whole: slot.built
            readonly property bool effectShown: slot.effect === "" || slot.replace || root.roomy || root.wide
            // A name or effect line cut short here is read whole in the zoom (for the audit).
            readonly property bool readableWhole: slot.built
            readonly property bool inFrame: column >= 0 && row >= 0 && column < root.frameColumns && row < root.frameRows

            visible: slot.inFrame
            // The hint's line keeps off the cell it points at.
            Item {
                anchors.fill: parent
                objectName: slot.hinted ? "hintedCell" : ""
            }
            width: root.cellWidth
            height: root.cell
            // Placed by coordinates, so the frame's moves are animated.
            property real column: slot.cellX - root.frameLeft
            property real row: slot.cellY - root.frameTop
            x: root.offsetX + slot.column * root.cellWidth
            y: root.offsetY + slot.row * root.cell
            Behavior on x { NumberAnimation { duration: Theme.animation; easing.type: Easing.OutCubic } }
            Behavior on y { NumberAnimation { duration: Theme.animation; easing.type: Easing.OutCubic } }
            // What a build here adds to the score, as its glow says it.
            // (Below the roomy size the short form; an aqueduct's target gives it the room: the
            // number alone.)
            readonly property string pointsLine: slot.pointsSign
                + (root.roomy && !slot.replace ? qsTr("%n point(s)", "", Math.abs(slot.gainPoints))
                   : slot.replace ? Math.abs(slot.gainPoints)
                   //: Points a build adds, on a small space: "4 pts" (German "4 SP")
                   : qsTr("%n pt(s)", "", Math.abs(slot.gainPoints)))
            //: A space a build pays no coins for (its bricks pay it all, or brick tokens do)
            Accessible.name: slot.buildable ? (slot.price === "" ? qsTr("Build here") : qsTr("Build here: pay %1").arg(slot.price))
                                              + (slot.preview !== "" ? ", " + slot.preview : "")
                                              + (slot.pointsSign !== "" ? ", " + slot.pointsLine : "")
                             : slot.built ? slot.name : qsTr("Empty space")
            Accessible.role: slot.buildable ? Accessible.Button : Accessible.StaticText
            Accessible.description: slot.built ? slot.rule : ""

            Component.onDestruction: Zoom.hide(slot)

            HintGlow {
                anchors { fill: tile; margins: -Math.max(2, root.cell * 0.02) }
                z: 1
                on: slot.hinted
            }
            PlayedMark {
                anchors { fill: tile; margins: -Math.max(2, root.cell * 0.02) }
                z: 1
                on: slot.played
            }

            // A building's shadow on the slab (as a card's on the table).
            Rectangle {
                readonly property real fall: Math.max(2, root.cell * 0.03)
                visible: slot.built
                anchors { fill: tile; topMargin: fall; leftMargin: fall / 2; rightMargin: -fall / 2; bottomMargin: -fall }
                radius: tile.radius
                color: Theme.panelShadow
                opacity: 0.6
            }
            Rectangle {
                id: tile
                anchors { fill: parent; margins: Math.max(1, root.cell * 0.03) }
                radius: Math.max(2, Math.min(Theme.radius, root.cell * 0.08))
                color: slot.buildable && !slot.built ? Theme.gainBackground
                       : slot.built ? Theme.cardFace : "#e7dcc4"
                opacity: slot.built || slot.buildable ? 1 : 0.18
                Behavior on opacity { NumberAnimation { duration: Theme.animation } }
                // Aqueducts may replace a building: those are outlined in water blue.
                border.color: slot.cursor ? Theme.glow
                              : slot.replace ? "#1f6f9a"
                              : slot.buildable ? Theme.legal : (slot.built ? Theme.cardEdge : "transparent")
                border.width: slot.buildable ? Math.max(2, root.cell * (slot.cursor ? 0.07 : 0.04)) : 1
                Behavior on color { ColorAnimation { duration: Theme.animation } }
                clip: true

                // The building: band with its sign and stars, picture, name, value, tokens.
                Item {
                    id: building
                    anchors.fill: parent
                    visible: slot.built
                    opacity: slot.replace ? 0.35 : 1

                    Rectangle {
                        id: band
                        anchors { left: parent.left; right: parent.right; top: parent.top }
                        height: Math.max(Theme.minimumFont + 5, parent.height * 0.2)
                        radius: tile.radius
                        color: Theme.cardBand(slot.category, slot.colour)
                        Text {
                            id: bandSign
                            // (An aqueduct's target says in words what it is: its sign gives way.)
                            visible: !slot.replace
                            anchors { left: parent.left; leftMargin: root.cell * 0.06; verticalCenter: parent.verticalCenter }
                            // (A value with no room above a long name joins the sign.)
                            text: Theme.cardSymbol(slot.category, slot.colour) + ((root.wide || valueText.crowded) && slot.value > 0 ? " " + slot.value : "")
                            color: Theme.onBand(slot.category, slot.colour)
                            font.pixelSize: Theme.px(band.height * 0.7)
                        }
                        // (Built only with stars to show: a chip's icons cost much to build.)
                        Repeater {
                            model: !slot.replace && slot.stars > 0 ? 1 : 0
                            delegate: Chip {
                                anchors { right: band.right; rightMargin: root.cell * 0.04; verticalCenter: band.verticalCenter }
                                height: band.height * 0.8
                                iconName: "star"
                                text: slot.stars
                                repeat: !root.small
                                count: slot.stars
                            }
                        }
                    }
                    Repeater {
                        model: root.wide && slot.built && !slot.replace ? 1 : 0
                        delegate: WideFace {
                            anchors { top: band.bottom; left: building.left; right: building.right; bottom: building.bottom }
                            card: slot.card
                            name: slot.name
                            shortName: slot.shortName
                            effect: slot.effect
                            cardHeight: root.cell
                        }
                    }
                    Image {
                        asynchronous: true // SVGs are drawn off the GUI thread
                        visible: !slot.replace && !root.wide
                        anchors { top: band.bottom; bottom: nameText.top; horizontalCenter: parent.horizontalCenter
                                  topMargin: root.cell * 0.02 }
                        width: parent.width * 0.7
                        source: slot.built && visible ? Theme.cardArt(slot.card) : ""
                        sourceSize.width: root.cell * 1.4
                        sourceSize.height: root.cell * 1.4
                        fillMode: Image.PreserveAspectFit
                        smooth: true
                    }
                    // The name: a word wider than the cell narrows the letters (down to 60 %)
                    // rather than break; up to three lines, the picture giving way.
                    CardName {
                        id: nameText
                        visible: !slot.replace && !root.wide
                        room: parent.width - root.cell * 0.08
                        leastSqueeze: 0.6
                        anchors { horizontalCenter: parent.horizontalCenter; bottom: effectText.visible ? effectText.top : parent.bottom
                                  bottomMargin: root.cell * 0.03 }
                        // (On a tiny space a residence's short name: its value is in the band.)
                        text: root.small ? slot.shortName : Theme.cardName(slot.name)
                        font.pixelSize: Theme.cardNamePx(root.cell * 0.12)
                        style: Text.Outline
                        styleColor: Theme.cardFace
                        wrapMode: Text.WordWrap
                        maximumLineCount: 3
                    }
                    Text {
                        id: effectText
                        readonly property bool cardEffect: true
                        visible: !slot.replace && root.roomy && !root.wide && slot.effect !== ""
                        anchors { left: parent.left; right: parent.right; bottom: parent.bottom; margins: root.cell * 0.04 }
                        text: slot.effect
                        font.pixelSize: Theme.px(root.cell * 0.075)
                        color: Theme.inkSoft
                        wrapMode: Text.Wrap
                        horizontalAlignment: Text.AlignHCenter
                        maximumLineCount: 3
                        elide: Text.ElideRight
                    }
                    // A residence's value beside its picture, above the name (never into it; where
                    // a long name leaves no room, in the band beside its sign).
                    Text {
                        id: valueText
                        readonly property bool crowded: !root.wide && nameText.y - band.height - 2 < valueText.implicitHeight
                        visible: !slot.replace && !root.wide && slot.value > 0 && !valueText.crowded
                        // (The outlines of both reach 1 px beyond their boxes.)
                        anchors { right: parent.right; bottom: nameText.top; rightMargin: root.cell * 0.04; bottomMargin: 2 }
                        text: slot.value
                        font.pixelSize: Theme.px(root.cell * 0.22)
                        font.bold: true
                        font.family: "serif"
                        color: Theme.accent
                        style: Text.Outline
                        styleColor: Theme.cardFace
                    }
                    // The tokens on it, what a temple scores now (icons built only for the tokens
                    // there): on the picture's corner, or on a wide building in the band beside
                    // its sign (its picture is small).
                    Row {
                        id: tokens
                        readonly property real iconSize: root.wide ? band.height * 0.8 : Math.max(12, root.cell * 0.16)
                        visible: !slot.replace && (slot.brick || slot.points > 0 || slot.templePoints >= 0)
                        x: root.wide ? bandSign.x + bandSign.width + root.cell * 0.06 : root.cell * 0.04
                        y: root.wide ? (band.height - tokens.height) / 2 : band.height + root.cell * 0.04
                        spacing: 2
                        // Counts, not a list: an unchanged count keeps its icons when the
                        // cell's data changes (a new list made the Repeater build them again).
                        Repeater {
                            model: slot.brick ? 1 : 0
                            delegate: Icon { name: "brick_token"; size: tokens.iconSize }
                        }
                        Repeater {
                            model: slot.points > 0 ? 1 : 0
                            delegate: Icon { name: "point_token"; size: tokens.iconSize }
                        }
                        Text {
                            visible: slot.points > 0 || slot.templePoints >= 0
                            text: slot.templePoints >= 0 ? (slot.templePoints > 0 ? "✓" + slot.templePoints : "✗")
                                                         : slot.points
                            font.pixelSize: Theme.px(root.cell * 0.14)
                            font.bold: true
                            color: slot.templePoints === 0 ? Theme.inkSoft : Theme.points
                            style: Text.Outline
                            styleColor: Theme.cardFace
                        }
                    }
                }

                // The glow's content: the price on top, then what it gives (built where it shows:
                // most spaces never glow).
                Repeater {
                    model: slot.buildable ? 1 : 0
                    delegate: Column {
                        id: glowContent
                        // What it gives in words where there is room: a roomy space, not an
                        // aqueduct's target (what leaves takes the room there), and its longest
                        // word whole (a long German word broke mid-word); else as icons.
                        readonly property bool inWords: root.roomy && !slot.replace && gainMetrics.font.pixelSize > 0
                                                        && Theme.widestWord(slot.preview, gainMetrics) * 1.1 <= width - root.cell * 0.08
                        // An aqueduct's target that is not roomy: the points beside the gains,
                        // one line fewer (four ran out of a small space).
                        readonly property bool pointsBeside: slot.replace && !root.roomy && slot.pointsSign !== ""
                        anchors { left: tile.left; right: tile.right; verticalCenter: tile.verticalCenter
                                  verticalCenterOffset: slot.built && !slot.replace ? band.height / 2 : 0 }
                        spacing: root.cell * 0.02
                        // The price where there is one: coins, brick tokens (where the bricks pay
                        // it all, none: "no coins" there read as gaining none).
                        Rectangle {
                            anchors.horizontalCenter: parent.horizontalCenter
                            visible: slot.price !== "" || slot.tokens > 0
                            width: price.implicitWidth + root.cell * 0.12
                            height: price.implicitHeight + 2
                            radius: height / 2
                            color: Theme.cardFace
                            // The colour of paying where coins are paid.
                            border.color: slot.price !== "" ? Theme.pay : Theme.panelBorder
                            Row {
                                id: price
                                anchors.centerIn: parent
                                spacing: 2
                                Icon {
                                    visible: slot.price !== ""
                                    name: "coin"
                                    size: priceText.font.pixelSize
                                    anchors.verticalCenter: parent.verticalCenter
                                }
                                Text {
                                    id: priceText
                                    text: slot.price
                                    visible: text !== ""
                                    font.pixelSize: Theme.px(root.cell * 0.14)
                                    font.bold: true
                                    color: Theme.pay
                                }
                                Repeater {
                                    model: slot.tokens
                                    delegate: Icon {
                                        name: "brick_token"
                                        size: priceText.font.pixelSize
                                        y: (price.height - height) / 2
                                    }
                                }
                                Text {
                                    visible: slot.tokens > 0
                                    text: "−" + slot.tokens
                                    font.pixelSize: priceText.font.pixelSize
                                    font.bold: true
                                    color: Theme.pay
                                    Accessible.name: qsTr("%n brick token(s)", "", slot.tokens)
                                }
                            }
                        }
                        // An aqueduct's target: what leaves the city, in its own lines (the
                        // building itself is only its faded band then).
                        Text {
                            anchors { left: parent.left; right: parent.right; margins: root.cell * 0.04 }
                            visible: slot.replace
                            // The name struck through (it leaves), said in words where there is
                            // room.
                            //: On a space where an aqueduct would replace a building
                            text: root.roomy ? qsTr("replaces %1").arg(slot.name) : root.small ? slot.shortName : slot.name
                            Accessible.name: qsTr("replaces %1").arg(slot.name)
                            font.strikeout: !root.roomy
                            font.pixelSize: Theme.px(root.cell * 0.1)
                            lineHeight: 0.85
                            font.italic: true
                            color: "#1f5f86"
                            horizontalAlignment: Text.AlignHCenter
                            wrapMode: Text.WordWrap
                        }
                        // What it gives: in words on a roomy space, as icons with their amounts on
                        // a small one (long words broke mid-word there).
                        Row {
                            anchors.horizontalCenter: parent.horizontalCenter
                            visible: !glowContent.inWords && slot.gains.length > 0 || glowContent.pointsBeside
                            spacing: root.cell * 0.04
                            Accessible.role: Accessible.StaticText
                            Accessible.name: slot.preview
                            Repeater {
                                model: slot.gains
                                delegate: Row {
                                    id: gain
                                    required property var modelData
                                    spacing: root.cell * 0.01
                                    Text {
                                        anchors.verticalCenter: parent.verticalCenter
                                        text: gain.modelData.text
                                        font.pixelSize: Theme.px(root.cell * 0.13)
                                        font.bold: true
                                        color: Theme.gain
                                        style: Text.Outline
                                        styleColor: Theme.gainBackground
                                    }
                                    Icon {
                                        anchors.verticalCenter: parent.verticalCenter
                                        visible: gain.modelData.icon !== ""
                                        name: gain.modelData.icon
                                        size: root.cell * 0.17
                                    }
                                }
                            }
                            GainPoints {
                                anchors.verticalCenter: parent.verticalCenter
                                visible: glowContent.pointsBeside
                                points: slot.gainPoints
                                sign: slot.pointsSign
                                text: slot.pointsLine
                                font.pixelSize: Theme.px(root.cell * 0.12)
                            }
                        }
                        Text {
                            id: gainText
                            anchors { left: parent.left; right: parent.right; margins: root.cell * 0.04 }
                            visible: glowContent.inWords && slot.preview !== ""
                            text: slot.preview
                            font.pixelSize: Theme.px(root.cell * 0.11)
                            font.bold: true
                            color: Theme.gain
                            horizontalAlignment: Text.AlignHCenter
                            wrapMode: Text.Wrap
                            maximumLineCount: root.small ? 2 : 3
                            elide: Text.ElideRight
                            style: Text.Outline
                            styleColor: Theme.gainBackground
                            FontMetrics { id: gainMetrics; font: gainText.font }
                        }
                        GainPoints {
                            anchors { left: parent.left; right: parent.right; margins: root.cell * 0.04 }
                            horizontalAlignment: Text.AlignHCenter
                            wrapMode: Text.Wrap
                            visible: slot.pointsSign !== "" && !glowContent.pointsBeside
                            points: slot.gainPoints
                            sign: slot.pointsSign
                            text: slot.pointsLine
                            font.pixelSize: Theme.px(root.cell * 0.12)
                        }
                    }
                }
            }
            MouseArea {
                id: mouse
                anchors.fill: parent
                hoverEnabled: slot.built
                acceptedButtons: root.interactive && (slot.buildable || root.picking || !slot.built) ? Qt.LeftButton : Qt.NoButton
                cursorShape: root.interactive && slot.buildable ? Qt.PointingHandCursor : Qt.ArrowCursor
                // The building placed under the resting pointer opens no zoom until it moves.
                onClicked: event => { Zoom.holdUntilMoved(mapToItem(null, event.x, event.y)); root.chosen(slot.cellX, slot.cellY) }
                onPositionChanged: event => Zoom.pointerAt(mapToItem(null, event.x, event.y))
                onContainsMouseChanged: if (!containsMouse) root.zoom(slot, false)
            }
            TapHandler {
                // A long press shows the whole card on a touch screen.
                enabled: slot.built
                acceptedButtons: Qt.LeftButton
                onLongPressed: root.zoom(slot, true)
                onPressedChanged: if (!pressed && !mouse.containsMouse) root.zoom(slot, false)
            }
            Timer {
                interval: 400
                running: mouse.containsMouse && slot.built && !Zoom.held
                onTriggered: root.zoom(slot, true)
            }
        }
    }

    // A building of a compact city: its band over the whole space with the sign of its kind (a
    // residence: its value). A compact city shows a player's buildings alone, not where a card
    // may go, and takes no clicks.
    Component {
        id: compactCell
        Item {
            id: mini
            objectName: "mini-" + root.city.seat + "-" + mini.cellX + "-" + mini.cellY
            required property int cellX
            required property int cellY
            required property string card
            required property string name
            required property string effect
            required property string rule
            required property int cost
            required property string category
            required property string colour
            required property int value
            required property int stars
            required property int points
            required property int templePoints

            readonly property bool built: mini.card !== ""
            readonly property real column: mini.cellX - root.frameLeft
            readonly property real row: mini.cellY - root.frameTop

            visible: mini.built && mini.column >= 0 && mini.row >= 0 && mini.column < root.frameColumns && mini.row < root.frameRows
            width: root.cellWidth
            height: root.cell
            x: root.offsetX + mini.column * root.cellWidth
            y: root.offsetY + mini.row * root.cell
            Behavior on x { NumberAnimation { duration: Theme.animation; easing.type: Easing.OutCubic } }
            Behavior on y { NumberAnimation { duration: Theme.animation; easing.type: Easing.OutCubic } }
            Accessible.name: mini.built ? mini.name : qsTr("Empty space")
            Accessible.role: Accessible.StaticText
            Accessible.description: mini.built ? mini.rule : ""
            Component.onDestruction: Zoom.hide(mini)

            Rectangle {
                id: miniTile
                anchors { fill: parent; margins: Math.max(1, root.cell * 0.03) }
                radius: Math.max(2, Math.min(Theme.radius, root.cell * 0.08))
                color: Theme.cardFace
                border.color: Theme.cardEdge
                clip: true // as a large cell's tile: the band's soft edge ends on the same pixels
                Rectangle {
                    anchors.fill: parent
                    radius: miniTile.radius
                    color: Theme.cardBand(mini.category, mini.colour)
                    Text {
                        anchors.centerIn: parent
                        text: mini.value > 0 ? mini.value : Theme.cardSymbol(mini.category, mini.colour)
                        color: Theme.onBand(mini.category, mini.colour)
                        font.pixelSize: Theme.px(miniTile.height * 0.55)
                        font.bold: mini.value > 0
                    }
                }
            }
            MouseArea {
                id: miniMouse
                anchors.fill: parent
                hoverEnabled: mini.built
                acceptedButtons: Qt.NoButton
                onPositionChanged: event => Zoom.pointerAt(mapToItem(null, event.x, event.y))
                onContainsMouseChanged: if (!containsMouse) root.zoom(mini, false)
            }
            TapHandler {
                // A long press shows the whole card on a touch screen.
                enabled: mini.built
                acceptedButtons: Qt.LeftButton
                onLongPressed: root.zoom(mini, true)
                onPressedChanged: if (!pressed && !miniMouse.containsMouse) root.zoom(mini, false)
            }
            Timer {
                interval: 400
                running: miniMouse.containsMouse && mini.built && !Zoom.held
                onTriggered: root.zoom(mini, true)
            }
        }
    }

    // What a build adds to the score (residential areas, aqueducts, temples) on a space.
    component GainPoints: Text {
        required property int points
        required property string sign
        //: What a build adds to the score (residential areas, aqueducts, temples)
        Accessible.name: sign + qsTr("%n point(s)", "", Math.abs(points))
        font.bold: true
        color: points > 0 ? Theme.points : points < 0 ? Theme.pay : Theme.inkSoft
        style: Text.Outline
        styleColor: Theme.gainBackground
    }
}
