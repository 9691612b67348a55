// ScanStateMachineTests: scanning → captured → resumed, and the repeat guard.
import Capture
import Decode
import Kiosk
import Testing

/// A 10-pixel code whose top-left corner is at (x, 0).
func detection(_ text: String, symbology: Symbology = .qr, x: Double = 0, disputed: Bool = false) -> Detection {
    return Detection(
        symbology: symbology, bytes: Array(text.utf8), content: .text(text),
        corners: Quad(
            topLeft: .init(x: x, y: 0), topRight: .init(x: x + 10, y: 0), bottomRight: .init(x: x + 10, y: 10), bottomLeft: .init(x: x, y: 10)),
        quality: 1, disputed: disputed)
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

    @Test func aResumedCaptureLetsGoOfItsCameraFrame() {
        // A 1080p camera frame is 4 MB: once its result has left the screen the machine keeps
        // what the scene draws of it leaving, not the frame.
        final class Freed: @unchecked Sendable { var yes = false }
        let freed = Freed()
        var machine = ScanStateMachine(resumeAfter: 1, repeatGuard: 2)
        do {
            let memory = UnsafeMutableRawPointer.allocate(byteCount: 16, alignment: 64)
            let buffer = FrameBuffer(borrowing: memory, count: 16) { base in
                freed.yes = true
                base.deallocate()
            }
            let frame = Frame(format: .grey, width: 4, height: 4, planes: [FramePlane(buffer: buffer, stride: 4)], timestamp: 0, sequence: 0)
            let record = machine.detected([detection("A")], in: frame, at: 0)
            #expect(record != nil)
        }
        #expect(!freed.yes, "shown while its result is on screen")
        let resumed = machine.tick(at: 1)
        #expect(resumed)
        #expect(freed.yes)
        #expect(machine.lastRelease?.time == 1 && machine.lastRelease?.capture.detection.text == "A")
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

    @Test func aLateResultIsJudgedByWhenItsFrameWasTaken() {
        // The virtual kiosk under load: a PDF417 held up all along, shown until tapped at 5 s; the
        // first result after the tap is for a frame taken at 4.9 s and comes at 9.92 s. Judged
        // by its arrival the code looked out of sight for 4.9 s and was captured again.
        var machine = ScanStateMachine(resumeAfter: 0, repeatGuard: 2)
        _ = machine.detected([detection("PDF")], in: blank, at: 0)
        machine.resume(at: 5)
        #expect(machine.detected([detection("PDF")], in: blank, seen: 4.9, at: 9.92) == nil)
        // Frames taken after the resume, each decoded 5 s late: still in sight, never again.
        for t in stride(from: 5.5, through: 12, by: 0.5) {
            #expect(machine.detected([detection("PDF")], in: blank, seen: t, at: t + 5) == nil)
        }
        // Out of sight from 12 s to 14.1 s by the frames' times: captured again.
        #expect(machine.detected([detection("PDF")], in: blank, seen: 14.1, at: 14.2)?.number == 2)
    }

    @Test func aFrameTakenBeforeTheResumeCapturesNothing() {
        var machine = ScanStateMachine(resumeAfter: 0, repeatGuard: 2)
        _ = machine.detected([detection("A")], in: blank, at: 0)
        machine.resume(at: 5)
        // The next item was already in front of the camera before the tap.
        #expect(machine.detected([detection("B")], in: blank, seen: 4.8, at: 5.3) == nil)
        // It does not count as seen: the first frame after the tap captures it.
        #expect(machine.detected([detection("B")], in: blank, seen: 5.1, at: 5.6)?.detection.text == "B")
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

    @Test func aDisputedReadingWaitsForTheNextFrameToAgree() {
        var machine = ScanStateMachine(resumeAfter: 1, repeatGuard: 2)
        // ZBar and zxing read different values at one place: neither is captured at once.
        #expect(machine.detected([detection("right", disputed: true), detection("wrong", disputed: true)], in: blank, at: 0) == nil)
        // Both again: still undecided.
        #expect(machine.detected([detection("right", disputed: true), detection("wrong", disputed: true)], in: blank, at: 0.1) == nil)
        // Then one frame reads "right" alone, undisputed: captured at once.
        #expect(machine.detected([detection("right")], in: blank, at: 0.2)?.detection.text == "right")
    }

    @Test func agreementAcrossFramesSettlesADispute() {
        var machine = ScanStateMachine(resumeAfter: 1, repeatGuard: 2)
        // The frame before read A, disputed (nothing to agree with yet: not captured); now A and B
        // are disputed, and only A was read before: A.
        #expect(machine.detected([detection("A", disputed: true)], in: blank, at: 0) == nil)
        #expect(machine.detected([detection("A", disputed: true), detection("B", disputed: true)], in: blank, at: 0.1)?.detection.text == "A")
    }

    @Test func severalCodesAreCapturedTogetherUpToTheLimit() {
        var machine = ScanStateMachine(resumeAfter: 1, repeatGuard: 2)
        let codes = [detection("far", x: 100), detection("near", x: 5), detection("middle", x: 50)]
        let record = machine.detected(codes, in: blank, at: 0, limit: 2) { $0.corners.topLeft.x < $1.corners.topLeft.x }
        #expect(record?.detections.compactMap(\.text) == ["near", "middle"] && record?.number == 1)
        #expect(record?.shown.others.compactMap(\.text) == ["middle"])
        // Both count for the repeat guard once resumed.
        machine.resume(at: 1)
        #expect(machine.detected([detection("near", x: 5), detection("middle", x: 50)], in: blank, at: 1.1, limit: 2) == nil)
    }
}
