// ScanStateMachineTests: scanning → captured → resumed, and the repeat guard.
import Capture
import Decode
import Kiosk
import Testing

func detection(_ text: String, symbology: Symbology = .qr, x: Double = 0) -> Detection {
    let p = ImagePoint(x: x, y: 0)
    return Detection(
        symbology: symbology, bytes: Array(text.utf8), content: .text(text),
        corners: Quad(topLeft: p, topRight: p, bottomRight: p, bottomLeft: p), quality: 1)
}

let blank = Frame.allocate(format: .grey, width: 4, height: 4)

@Suite struct ScanStateMachineTests {
    @Test func aDetectionIsCapturedAndShownUntilResumeAfter() {
        var machine = ScanStateMachine(resumeAfter: 3, repeatGuard: 2)
        #expect(machine.detected([], in: blank, at: 0) == nil)
        let record = machine.detected([detection("A")], in: blank, at: 1)
        #expect(record?.number == 1 && record?.time == 1 && record?.detection.text == "A")
        guard case .showing = machine.phase else { Issue.record("not showing"); return }
        #expect(machine.detected([detection("B")], in: blank, at: 2) == nil, "nothing is captured while a result shows")
        #expect(machine.tick(at: 3.99) == false)
        #expect(machine.tick(at: 4) == true)
        guard case .scanning = machine.phase else { Issue.record("not scanning"); return }
    }

    @Test func resumeAfterZeroWaitsForResume() {
        var machine = ScanStateMachine(resumeAfter: 0, repeatGuard: 2)
        _ = machine.detected([detection("A")], in: blank, at: 0)
        #expect(machine.tick(at: 1000) == false)
        machine.resume(at: 1000)
        guard case .scanning = machine.phase else { Issue.record("not scanning"); return }
    }

    @Test func aValueStillInViewIsNotCapturedAgain() {
        var machine = ScanStateMachine(resumeAfter: 1, repeatGuard: 2)
        _ = machine.detected([detection("A")], in: blank, at: 0)
        machine.tick(at: 1)
        // Seen continuously after resuming: never again.
        for t in stride(from: 1.1, through: 10, by: 0.1) {
            #expect(machine.detected([detection("A")], in: blank, at: t) == nil)
        }
        // Out of sight for more than the guard, then back: captured again.
        #expect(machine.detected([detection("A")], in: blank, at: 12.2)?.number == 2)
    }

    @Test func anotherValueIsCapturedRightAway() {
        var machine = ScanStateMachine(resumeAfter: 1, repeatGuard: 2)
        _ = machine.detected([detection("A")], in: blank, at: 0)
        machine.tick(at: 1)
        #expect(machine.detected([detection("A"), detection("B")], in: blank, at: 1.1)?.detection.text == "B")
    }

    @Test func theSameTextInAnotherSymbologyIsAnotherValue() {
        var machine = ScanStateMachine(resumeAfter: 1, repeatGuard: 2)
        _ = machine.detected([detection("123", symbology: .code128)], in: blank, at: 0)
        machine.tick(at: 1)
        #expect(machine.detected([detection("123", symbology: .i25)], in: blank, at: 1.1) != nil)
    }

    @Test func thePreferredDetectionWins() {
        var machine = ScanStateMachine(resumeAfter: 1, repeatGuard: 2)
        let record = machine.detected([detection("far", x: 100), detection("near", x: 5)], in: blank, at: 0) {
            $0.corners.topLeft.x < $1.corners.topLeft.x
        }
        #expect(record?.detection.text == "near")
    }
}
