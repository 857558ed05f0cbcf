// LookBackView over the app's replay: while a save file's decisions are judged a progress bar
// and Cancel show (Cancel stops it, "Start again" goes on); then the seats, the chosen seat's
// curve and its costliest decisions, and a click on one asks for the replay at that decision,
// which shows it through that seat's eyes with the better action said.
import QtQuick
import QtTest
import CityOfRome
import CityOfRome.Models

Item {
    width: 1280
    height: 720

    LookBackView { id: view; anchors.fill: parent; replay: Desktop.replay }
    SignalSpy { id: replayRequested; target: view; signalName: "replayRequested" }

    TestCase {
        name: "LookBackView"
        when: windowShown

        readonly property var lookBack: Desktop.replay.lookBack

        function initTestCase() {
            const path = Qt.resolvedUrl("data/lookback-game.json").toString().replace("file://", "")
            verify(Desktop.replay.open(path), Desktop.replay.error)
        }

        function test_1_cancelStopsAndStartAgainGoesOn() {
            lookBack.iterations = 50000
            lookBack.start(0)
            compare(lookBack.state, LookBackModel.Running)
            const bar = findChild(view, "lookBackProgress")
            verify(bar.visible)
            const cancel = findChild(view, "lookBackCancel")
            compare(cancel.text, "Cancel")
            mouseClick(cancel)
            compare(lookBack.state, LookBackModel.Cancelled)
            verify(!bar.visible)
            compare(cancel.text, "Start again")
            lookBack.iterations = 150
            mouseClick(cancel)
            compare(lookBack.state, LookBackModel.Running)
            tryCompare(lookBack, "state", LookBackModel.Done, 60000)
        }

        function test_2_showsTheCurveAndTheCostliestDecisions() {
            compare(lookBack.state, LookBackModel.Done)
            verify(!findChild(view, "lookBackProgress").visible)
            const curve = findChild(view, "lookBackCurve")
            verify(curve.visible)
            verify(curve.points.length > 10)
            compare(curve.steps, Desktop.replay.steps)
            const seat1 = findChild(view, "lookBackSeat-1")
            waitForRendering(view) // (under load a click came before the seats were laid out)
            mouseClick(seat1)
            tryCompare(lookBack, "seat", 1)
            tryVerify(() => findChild(view, "lookBackCurve").points.length > 10)
            mouseClick(findChild(view, "lookBackSeat-0"))
            compare(lookBack.seat, 0)
            // Every decision the curve marks is listed.
            const marked = findChild(view, "lookBackCurve").points.filter(p => p.severity > 0).length
            verify(marked >= 3, marked + " marked")
            compare(lookBack.costliest.count, marked)
            verify(findChild(view, "costly-0") !== null)
            verify(findChild(view, "costly-2") !== null)
        }

        function test_3_aClickOpensTheReplayThere() {
            const costly = findChild(view, "costly-0")
            verify(costly.severity > 0)
            mouseClick(costly)
            compare(replayRequested.count, 1)
            compare(replayRequested.signalArguments[0][0], costly.decision)
            lookBack.openDecision(costly.decision) // as the window does, once the replay shows
            compare(Desktop.replay.seat, 0)
            compare(Desktop.replay.step, costly.step)
            verify(Desktop.replay.advice.indexOf(costly.better) >= 0, Desktop.replay.advice)
        }
    }
}
