// The look in one place: colours, symbols and sizes every screen shares.
pragma Singleton
import QtQuick

QtObject {
    // Warm parchment and terracotta, ink for text.
    readonly property color background: "#efe6d2"
    readonly property color panel: "#f8f2e4"
    readonly property color panelBorder: "#cdbb96"
    readonly property color ink: "#2b2118"
    readonly property color inkSoft: "#6b5a45"
    readonly property color accent: "#b5532a"
    readonly property color accentSoft: "#e9b48f"
    readonly property color glow: "#f2a900"
    readonly property color legal: "#3f8f4f"
    readonly property color danger: "#a8322b"

    // Player colours (CLARIFICATIONS §1), each with a symbol for colour-blind players.
    readonly property var playerColours: ["#6b3fa0", "#e07a1f", "#f4f1ea", "#7a4b2a"]
    readonly property var playerSymbols: ["●", "▲", "■", "◆"]
    readonly property var playerText: ["#ffffff", "#1f1408", "#2b2118", "#ffffff"]

    // Public building colours, with the same symbols.
    readonly property var publicColours: ({ "yellow": "#e2b822", "red": "#c2412d",
                                            "green": "#4f8a3c", "blue": "#3a72b5" })
    readonly property var publicSymbols: ({ "yellow": "●", "red": "▲", "green": "■",
                                            "blue": "◆" })
    readonly property var categoryColours: ({ "residential": "#d9cdb4",
                                              "production": "#9a7a4f", "aqueduct": "#5aa6c9",
                                              "temple": "#e8e4dc", "public": "#bbbbbb" })

    function cardBand(category, colour) {
        return (category === "public" ? publicColours[colour] : categoryColours[category]) || "#cccccc"
    }

    // Sizes scale with the window: everything is laid out in these units.
    property real unit: 8
    readonly property real cardWidth: unit * 10
    readonly property real radius: unit * 0.75
    readonly property real fontSmall: unit * 1.5
    readonly property real fontNormal: unit * 1.9
    readonly property real fontLarge: unit * 2.6
    readonly property real fontTitle: unit * 5
    readonly property int animation: 220
}
