// One entry of the rules reference: its title, a building's card or an influence card, and
// its text (Markdown, in the rulebook's words). Scrolls when it is long.
import QtQuick
import QtQuick.Controls

Flickable {
    id: root
    // RulesModel.entry: {section, title, body, kind} and a building's card face or an
    // influence card's value.
    required property var entry

    clip: true
    contentWidth: width
    contentHeight: page.height + Theme.unit * 2
    boundsBehavior: Flickable.StopAtBounds
    ScrollBar.vertical: ScrollBar {}
    onEntryChanged: contentY = 0

    function scroll(pages) {
        contentY = Math.max(0, Math.min(contentY + pages * height * 0.8, contentHeight - height))
    }

    // Positioners, not layouts: a layout kept the wrapped text's height from a narrower width
    // it had once, and a short entry scrolled into blank space below its end.
    Column {
        id: page
        x: Theme.unit
        width: Math.min(root.width - Theme.unit * 3, Theme.unit * 110)
        spacing: Theme.unit

        Text {
            width: page.width
            text: root.entry.title ?? ""
            color: Theme.accent
            font.pixelSize: Theme.fontLarge
            font.family: "serif"
            font.bold: true
            wrapMode: Text.Wrap
        }
        Row {
            spacing: Theme.unit * 2
            CardItem {
                visible: root.entry.kind === "building"
                width: Theme.unit * 16
                card: root.entry.card ?? ""; name: root.entry.name ?? ""
                effect: root.entry.effect ?? ""; rule: root.entry.rule ?? ""
                cost: root.entry.cost ?? 0; stars: root.entry.stars ?? 0
                category: root.entry.category ?? ""; colour: root.entry.colour ?? ""
                value: root.entry.value ?? 0
                back: ""; deck: 0; faceUp: true; open: true; playable: false; selected: false
            }
            InfluenceCard {
                visible: root.entry.kind === "influence"
                value: root.entry.value ?? 0
            }
            Text {
                // The rest of the row, beside the card when there is one (the row places it).
                width: page.width - x
                text: root.entry.body ?? ""
                textFormat: Text.MarkdownText
                color: Theme.ink
                font.pixelSize: Theme.fontNormal
                wrapMode: Text.Wrap
                lineHeight: 1.1
            }
        }
    }
}
