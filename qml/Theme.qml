// The look in one place: colours, symbols and sizes every screen shares. A Roman table: a
// walnut table under marble and parchment panels with ochre rims, terracotta accents; text at
// least 4.5:1 against what it sits on, icons at least 3:1 (they carry a dark outline).
pragma Singleton
import QtQuick
import CityOfRome.Models

QtObject {
    // Screens: light marble, ink for text.
    readonly property color background: "#efe7d6"
    readonly property color panel: "#f8f3e8"
    readonly property color panelBorder: "#b89a64"
    readonly property color panelShadow: "#55000000"
    readonly property color ink: "#2b2118"
    readonly property color inkSoft: "#5c4a36"
    readonly property color accent: "#a8431f"
    readonly property color accentSoft: "#e9b48f"
    readonly property color glow: "#e0a100"
    readonly property color legal: "#2f7a3e"
    readonly property color danger: "#a8322b"
    // Learn to play's ring round what a lesson explains, and its callout: apart from the gold of
    // what may be chosen and the hint's teal.
    readonly property color lesson: "#3657a8"
    // The look back's ring round the move played, beside the hint's teal round the better one.
    readonly property color played: "#b0303a"
    // A hint's glow round what it says to do: apart from the gold of what may be chosen.
    readonly property color hint: "#0a8fa3"

    // The table the game lies on, and the words written straight on it.
    readonly property color table: "#4a3426"
    readonly property color tableDark: "#36251a"
    readonly property color tableInk: "#f3e6cc"
    readonly property color tableInkSoft: "#d9c6a3"

    // What you pay and what you get never share a colour or a form: a price is a red "−2"
    // with its coin, a gain a green "+3".
    readonly property color pay: "#9a2a1c"
    readonly property color gain: "#2c6e35"
    readonly property color gainBackground: "#eaf2e2"
    readonly property color points: "#6a3d8f"

    // Card faces.
    readonly property color cardFace: "#fbf7ee"
    readonly property color cardEdge: "#8c7a5c"
    readonly property color cardBack: "#7c2e1a"
    readonly property color cardBackEdge: "#4a1a0e"
    readonly property color cardBackInk: "#f6e6c0"

    // Player colours (CLARIFICATIONS §1), each with a symbol for colour-blind players.
    readonly property var playerColours: ["#6b3fa0", "#e07a1f", "#f4f1ea", "#7a4b2a"]
    readonly property var playerSymbols: ["●", "▲", "■", "◆"]
    readonly property var playerText: ["#ffffff", "#1f1408", "#2b2118", "#ffffff"]

    // Public building colours, with the same symbols; the other kinds have a sign of their own
    // (a house, a sheaf, water, columns), so no kind is told by its colour alone. Residential
    // (terracotta) and temple (marble) bands are 2.2:1 apart, aqueduct (water) and the blue
    // public buildings (ultramarine) 3.7:1.
    readonly property var publicColours: ({ "yellow": "#e0b325", "red": "#b5302a",
                                            "green": "#3f7d3a", "blue": "#2f5597" })
    readonly property var publicSymbols: ({ "yellow": "●", "red": "▲", "green": "■",
                                            "blue": "◆" })
    readonly property var categoryColours: ({ "residential": "#d08a68",
                                              "production": "#8b6a43", "aqueduct": "#7cc3d6",
                                              "temple": "#ece6da", "public": "#bbbbbb" })
    readonly property var categorySymbols: ({ "residential": "⌂", "production": "✿",
                                              "aqueduct": "≈", "temple": "∏" })

    function cardBand(category, colour) {
        return (category === "public" ? publicColours[colour] : categoryColours[category]) || "#cccccc"
    }
    // The sign on a band: the public colour's symbol or the kind's own.
    function cardSymbol(category, colour) {
        return (category === "public" ? publicSymbols[colour] : categorySymbols[category]) || ""
    }
    // The marks of what a final city scores (ScoringMarks, the score pad's rows): residential
    // areas by value, aqueducts, temples; each dark enough for white numbers on it.
    function scoringTint(kind, value) {
        return kind === "aqueducts" ? "#1f6f9a" : kind === "temple" ? "#8a5a00"
             : value === 2 ? "#2c6e35" : value === 3 ? "#a8431f" : "#6a3d8f"
    }
    // What is written on a band: white on the dark ones, ink on the light ones.
    function onBand(category, colour) {
        return (category === "public" && colour !== "yellow") || category === "production"
               ? "#ffffff" : ink
    }
    function cardArt(card) {
        return card !== "" ? "qrc:/art/cards/" + card + ".svg" : ""
    }
    function icon(name) {
        return "qrc:/art/icons/" + name + ".svg"
    }
    // A material of the table (resources/art/table): "walnut", "stone".
    function material(name) {
        return "qrc:/art/table/" + name + ".svg"
    }
    // No text is ever smaller than 11 px, however small the window.
    readonly property int minimumFont: 11
    function px(size) {
        return Math.max(minimumFont, Math.round(size))
    }
    // A card's name is read on the card, never smaller than Metrics.cardNameFont (the audit
    // holds it to that).
    function cardNamePx(size) {
        return Math.max(Metrics.cardNameFont, Math.round(size))
    }
    // A card's name as written on it: a residence's value stays with the word before it
    // ("Wohnhaus / Wert 4", never "Wohnhaus Wert / 4").
    function cardName(name) {
        return name.replace(/ (\d+)$/, "\u00a0$1")
    }
    // How wide the widest word of `text` is in the font of `metrics` (a FontMetrics); a line
    // may also break after a hyphen or a soft hyphen (German names carry them where a long word
    // must break on a small card), never at a no-break space. A binding calling this should
    // read `metrics.font` too, so that it is measured again when the font changes.
    function widestWord(text, metrics) {
        const words = text.replace(/[-\u00ad]/g, "- ").split(/[ \t\n]+/)
        return Math.ceil(Math.max(0, ...words.map(word => metrics.advanceWidth(word))))
    }

    // Sizes scale with the window: everything is laid out in these units.
    property real unit: 8
    readonly property real cardWidth: unit * 10
    readonly property real radius: unit * 0.75
    readonly property real fontSmall: px(unit * 1.5)
    readonly property real fontNormal: px(unit * 1.9)
    readonly property real fontLarge: px(unit * 2.6)
    readonly property real fontTitle: px(unit * 5)
    readonly property int animation: 220
    // Tooltips never run wider than this.
    readonly property real tooltipWidth: unit * 40
}
