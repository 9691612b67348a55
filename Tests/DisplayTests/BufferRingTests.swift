import Testing

// BufferRingTests: the scan-out buffers' states through double and triple buffering, page
// flips that complete late, twice or never, mode sets without an event, a screen gone and back.
@testable import Display

@Suite struct BufferRingTests {
    /// A buffer committed, and the flip number its event will carry.
    struct Committed: Equatable {
        let buffer: Int
        let flip: UInt64
        init(_ buffer: Int, _ flip: UInt64) { self.buffer = buffer; self.flip = flip }
    }

    /// Draws a frame and commits it as the display does: finished, then queued when it may be
    /// committed now.
    func drawAndCommit(_ ring: inout BufferRing) -> Committed? {
        guard let buffer = ring.startDrawing() else { return nil }
        guard ring.finishDrawing() == buffer else { return nil }
        let flip = ring.nextFlip
        ring.queued(buffer)
        return Committed(buffer, flip)
    }

    @Test func doubleBufferingAlternatesTheTwoBuffers() {
        var ring = BufferRing(count: 2)
        #expect(ring.states == [.free, .free] && ring.canDraw)
        // The first frame: the mode set, with an event.
        #expect(ring.startDrawing() == 0)
        #expect(ring.states == [.drawing, .free] && !ring.canDraw)
        #expect(ring.finishDrawing() == 0)
        #expect(ring.states == [.ready, .free])
        ring.queued(0)
        #expect(ring.states == [.queued(flip: 1), .free])
        // While the flip is pending a frame may be drawn into the free buffer (it is not
        // scanned out), but with two buffers it could only wait: the display asks canDraw.
        #expect(ring.canDraw)
        #expect(ring.flipCompleted(1) == 0)
        #expect(ring.states == [.onScreen, .free])
        let committed1 = drawAndCommit(&ring)
        #expect(committed1 == Committed(1, 2))
        #expect(ring.states == [.onScreen, .queued(flip: 2)])
        #expect(ring.flipCompleted(2) == 1)
        #expect(ring.states == [.free, .onScreen])
        let committed2 = drawAndCommit(&ring)
        #expect(committed2 == Committed(0, 3))
        #expect(ring.flipCompleted(3) == 0)
        #expect(ring.states == [.onScreen, .free] && ring.onScreen == 0 && !ring.flipPending)
    }

    @Test func tripleBufferingDrawsTheNextFrameWhileAFlipIsPending() {
        var ring = BufferRing(count: 3)
        let committed3 = drawAndCommit(&ring)
        #expect(committed3 == Committed(0, 1))
        #expect(ring.flipCompleted(1) == 0)
        let committed4 = drawAndCommit(&ring)
        #expect(committed4 == Committed(1, 2))
        #expect(ring.states == [.onScreen, .queued(flip: 2), .free])
        // The next frame is drawn now; finished, it waits for the pending flip.
        #expect(ring.canDraw)
        #expect(ring.startDrawing() == 2)
        #expect(ring.finishDrawing() == nil)
        #expect(ring.states == [.onScreen, .queued(flip: 2), .ready])
        // One frame ahead at most: nothing more is handed out.
        #expect(!ring.canDraw)
        #expect(ring.startDrawing() == nil)
        // The flip completes: buffer 1 on screen, 0 free; the ready frame is committed.
        #expect(ring.flipCompleted(2) == 1)
        #expect(ring.states == [.free, .onScreen, .ready])
        #expect(ring.ready == 2 && !ring.flipPending)
        ring.queued(2)
        #expect(ring.states == [.free, .onScreen, .queued(flip: 3)])
        #expect(ring.startDrawing() == 0)
        #expect(ring.finishDrawing() == nil)
        #expect(ring.flipCompleted(3) == 2)
        #expect(ring.states == [.ready, .free, .onScreen])
    }

    @Test func aFrameAskedForWhileTheFlipIsLateGetsNoBuffer() {
        // Double buffering: one buffer on screen, the other queued; the flip is late. Neither
        // may be drawn into (the display draws into its scratch image instead, never shown).
        var ring = BufferRing(count: 2)
        _ = drawAndCommit(&ring)
        _ = ring.flipCompleted(1)
        _ = drawAndCommit(&ring)
        #expect(ring.states == [.onScreen, .queued(flip: 2)])
        #expect(!ring.canDraw)
        #expect(ring.startDrawing() == nil)
        #expect(ring.finishDrawing() == nil)  // nothing was being drawn: the frame is dropped
        ring.dropDrawing()
        #expect(ring.states == [.onScreen, .queued(flip: 2)])
        // The flip completes at last: the other buffer is free again.
        #expect(ring.flipCompleted(2) == 1)
        #expect(ring.states == [.free, .onScreen] && ring.canDraw)
    }

    @Test func aCompletionThatComesTwiceChangesNothingTheSecondTime() {
        var ring = BufferRing(count: 3)
        _ = drawAndCommit(&ring)
        #expect(ring.flipCompleted(1) == 0)
        _ = drawAndCommit(&ring)
        #expect(ring.states == [.onScreen, .queued(flip: 2), .free])
        #expect(ring.flipCompleted(2) == 1)
        let afterFirst = ring
        // The same event again: the buffer on screen stays, none is freed.
        #expect(ring.flipCompleted(2) == nil)
        #expect(ring == afterFirst && ring.states == [.free, .onScreen, .free])
        // Again after the next commit: the new flip is still pending, not taken as done.
        _ = drawAndCommit(&ring)
        #expect(ring.states == [.queued(flip: 3), .onScreen, .free])
        #expect(ring.flipCompleted(2) == nil)
        #expect(ring.states == [.queued(flip: 3), .onScreen, .free])
        #expect(ring.flipCompleted(1) == nil)
        #expect(ring.flipCompleted(3) == 0)
        #expect(ring.states == [.onScreen, .free, .free])
    }

    @Test func aFlipThatNeverCompletesKeepsItsBuffersOutOfReach() {
        var ring = BufferRing(count: 3)
        _ = drawAndCommit(&ring)
        _ = ring.flipCompleted(1)
        _ = drawAndCommit(&ring)
        // Flip 2 never completes. One frame is drawn ahead, then nothing: the buffer on screen
        // and the queued one (the CRTC may switch to it at any moment) are never handed out.
        #expect(ring.startDrawing() == 2)
        #expect(ring.finishDrawing() == nil)
        for _ in 0..<3 {
            #expect(!ring.canDraw)
            #expect(ring.startDrawing() == nil)
        }
        #expect(ring.states == [.onScreen, .queued(flip: 2), .ready])
        // Before a mode set again (after a failed commit), the frame drawn for the old
        // configuration is dropped; what the CRTC may scan out stays.
        ring.discardUnshown()
        #expect(ring.states == [.onScreen, .queued(flip: 2), .free])
        // Settling gives up; at close the CRTC gets its old framebuffer back (or is turned
        // off): nothing of ours is scanned out, every buffer is free and may be destroyed.
        ring.crtcOff()
        #expect(ring.states == [.free, .free, .free] && !ring.flipPending && ring.onScreen == nil)
        // If the lost flip's event comes after all, it matches nothing.
        #expect(ring.flipCompleted(2) == nil)
        #expect(ring.states == [.free, .free, .free])
    }

    @Test func aModeSetWithoutAnEventIsOnScreenAtOnce() {
        // The legacy path: drmModeSetCrtc sends no event; the buffer is scanned out on return.
        var ring = BufferRing(count: 2)
        #expect(ring.startDrawing() == 0)
        #expect(ring.finishDrawing() == 0)
        ring.shown(0)
        #expect(ring.states == [.onScreen, .free] && !ring.flipPending)
        #expect(ring.nextFlip == 1)  // no number used: no event will carry one
        // Then page flips, with events, as usual.
        let committed5 = drawAndCommit(&ring)
        #expect(committed5 == Committed(1, 1))
        #expect(ring.flipCompleted(1) == 1)
        #expect(ring.states == [.free, .onScreen])
        // A mode set again without an event replaces what was on screen.
        #expect(ring.startDrawing() == 0)
        #expect(ring.finishDrawing() == 0)
        ring.shown(0)
        #expect(ring.states == [.onScreen, .free])
    }

    @Test func aFailedCommitFreesItsBuffer() {
        var ring = BufferRing(count: 2)
        _ = drawAndCommit(&ring)
        _ = ring.flipCompleted(1)
        #expect(ring.startDrawing() == 1)
        #expect(ring.finishDrawing() == 1)
        ring.commitFailed(1)
        #expect(ring.states == [.onScreen, .free])
        #expect(ring.nextFlip == 2)  // the kernel never saw number 2: it is used for the next commit
    }

    @Test func aScreenGoneAndBack() {
        var ring = BufferRing(count: 2)
        _ = drawAndCommit(&ring)
        _ = ring.flipCompleted(1)
        _ = drawAndCommit(&ring)
        #expect(ring.states == [.onScreen, .queued(flip: 2)])
        // Unplugged: the CRTC is turned off (after waiting for the pending flip, which here
        // does not come): every buffer is free.
        ring.crtcOff()
        #expect(ring.states == [.free, .free])
        // While the screen is away frames are dropped: a buffer drawn into goes back free.
        #expect(ring.startDrawing() == 0)
        ring.dropDrawing()
        #expect(ring.states == [.free, .free])
        // Plugged back, the same size: the mode is set again with an event.
        let committed6 = drawAndCommit(&ring)
        #expect(committed6 == Committed(0, 3))
        // The old flip's event, late: ignored; the mode set's event shows buffer 0.
        #expect(ring.flipCompleted(2) == nil)
        #expect(ring.states == [.queued(flip: 3), .free])
        #expect(ring.flipCompleted(3) == 0)
        #expect(ring.states == [.onScreen, .free])
    }

    @Test func aScreenOfAnotherSizeGetsNewBuffersAndTheNumbersGoOn() {
        var ring = BufferRing(count: 2)
        _ = drawAndCommit(&ring)
        _ = ring.flipCompleted(1)
        _ = drawAndCommit(&ring)
        ring.renew(count: 3)
        #expect(ring.states == [.free, .free, .free])
        #expect(ring.nextFlip == 3)
        let committed7 = drawAndCommit(&ring)
        #expect(committed7 == Committed(0, 3))
        #expect(ring.flipCompleted(2) == nil)  // the old buffers' flip matches none of the new
        #expect(ring.flipCompleted(3) == 0)
        #expect(ring.states == [.onScreen, .free, .free])
    }

    @Test func aMissingScreenBeforeTheFirstFrameLeavesNothingToDraw() {
        // New buffers could not be made (renewed to none): no frame may start.
        var ring = BufferRing(count: 0)
        #expect(!ring.canDraw && ring.onScreen == nil)
        #expect(ring.startDrawing() == nil)
    }
}
