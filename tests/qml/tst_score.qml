// A score you can read: hovering a score shows the rows that make it, in a player's panel (as
// the replay's table shows it) and on the score pad at the end of a game; the score pad shows
// each player's final city with what its rows count marked, and (narrow) each total beside its
// player's name.
import QtQuick
import QtTest
import CityOfRome
import CityOfRome.Models

Item {
    id: top
    width: 1280
    height: 720

    Component {
        id: board
        GameBoard { anchors.fill: parent; game: Desktop.replay.game; playing: false }
    }
    Component {
        id: pad
        EndView { anchors.fill: parent; game: Desktop.replay.game }
    }
    Component {
        id: narrowPad
        EndView { width: 420; height: 720; game: Desktop.replay.game }
    }

    TestCase {
        name: "ScoreHover"
        when: windowShown

        function initTestCase() {
            const path = Qt.resolvedUrl("data/lookback-game.json").toString().replace("file://", "")
            verify(Desktop.replay.open(path), Desktop.replay.error)
            Desktop.replay.stepTo(Desktop.replay.steps)
        }

        // The texts of the rows the tooltip `tip` shows (its labels, then the total's).
        function rowsOf(tip) {
            const labels = []
            const walk = item => {
                if (item.objectName === "scoreRow" && item.visible)
                    labels.push(item.text)
                for (let i = 0; i < item.children.length; ++i)
                    walk(item.children[i])
            }
            walk(tip.contentItem)
            return labels
        }

        function hoverShowsRows(view, scoreName) {
            const score = findChild(view, scoreName)
            verify(score !== null, scoreName)
            mouseMove(score, score.width / 2, score.height / 2)
            // A panel's score has its own tip; the score pad has one for all its totals.
            const tip = findChild(score, "scoreTip") ?? findChild(view, "scoreTip")
            verify(tip !== null, "a tooltip on " + scoreName)
            tryVerify(() => tip.opened, 2000, "the tooltip opens")
            tryVerify(() => rowsOf(tip).length > 0, 2000, "the tooltip shows rows")
            verify(rowsOf(tip).indexOf("Coins") >= 0 || rowsOf(tip).length > 1, rowsOf(tip).join(", "))
            mouseMove(view, 1, 1)
            tryVerify(() => !tip.visible)
        }

        function test_theReplaysPanelsShowTheirRows() {
            failOnWarning(/bound component/)
            const view = createTemporaryObject(board, top)
            waitForRendering(view)
            hoverShowsRows(view, "score")
        }

        function test_theScorePadsTotalsShowTheirRows() {
            failOnWarning(/bound component/)
            verify(Desktop.replay.game.scores.seatRows.length > 1)
            const view = createTemporaryObject(pad, top)
            waitForRendering(view)
            hoverShowsRows(view, "total-0")
            hoverShowsRows(view, "total-1")
        }

        // Narrow (the cities across the top), each total stands beside its player's name too:
        // the rows may lie below the fold.
        function test_aNarrowPadShowsTheTotalsBesideTheNames() {
            const view = createTemporaryObject(narrowPad, top)
            tryVerify(() => view.narrow, 2000, "the cities across the top")
            waitForRendering(view)
            for (let seat = 0; seat < Desktop.replay.seatNames.length; ++seat) {
                const beside = findChild(view, "acrossTotal-" + seat)
                verify(beside !== null && beside.visible, "seat " + seat + "'s total by the name")
                compare(beside.text, findChild(view, "total-" + seat).text)
            }
        }

        function test_theScorePadShowsEachFinalCityMarked() {
            const view = createTemporaryObject(pad, top)
            waitForRendering(view)
            for (let seat = 0; seat < Desktop.replay.seatNames.length; ++seat) {
                const city = findChild(view, "finalCity-" + seat)
                verify(city !== null && city.width > 0, "seat " + seat + "'s final city")
                tryVerify(() => city.status === Loader.Ready, 2000, "built after the pad shows")
                const badges = []
                const walk = item => {
                    if (item.objectName === "scoringBadge")
                        badges.push(item)
                    for (let i = 0; i < item.children.length; ++i)
                        walk(item.children[i])
                }
                walk(city)
                verify(badges.length > 0, "its groups are marked")
                for (const badge of badges)
                    verify(/[=:] \d+$/.test(badge.Accessible.name), "counted: " + badge.Accessible.name)
            }
        }
    }
}
