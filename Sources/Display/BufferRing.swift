// BufferRing: where each scan-out buffer is in the flip cycle — free, drawing, ready, queued,
// on screen — as a plain value with its transitions (no kernel: unit-tested).

/// The states of the display's dumb buffers, by index (the buffers themselves, the kernel
/// objects, are the display's). One CRTC shows one buffer and has at most one page flip
/// pending, so at most one buffer is on screen, one queued, one being drawn and one ready.
///
/// A buffer the CRTC may scan out — on screen, or queued (its flip may complete at any moment)
/// — is never handed out for drawing. Each commit is given a number (`nextFlip`) that its
/// page-flip event carries back as user_data; a completion frees and shows only the buffer
/// queued with that number, so an event that comes twice, or late for a buffer the ring has
/// since let go, changes nothing.
struct BufferRing: Equatable, Sendable {
    enum State: Equatable, Sendable {
        /// Nobody uses it: the next frame may be drawn into it.
        case free
        /// A frame is being drawn into it.
        case drawing
        /// Drawn; committed once the pending flip completes (triple buffering), or now.
        case ready
        /// Committed; the page-flip event carrying `flip` has not come yet.
        case queued(flip: UInt64)
        /// The CRTC scans it out.
        case onScreen
    }

    private(set) var states: [State]
    /// The number the next commit's page-flip event will carry. Counts up from 1 for the
    /// display's whole life (also across `renew`), so a late event never matches a later commit.
    private(set) var nextFlip: UInt64 = 1

    init(count: Int) {
        states = Array(repeating: .free, count: count)
    }

    var count: Int { states.count }
    var drawing: Int? { states.firstIndex(of: .drawing) }
    var ready: Int? { states.firstIndex(of: .ready) }
    var onScreen: Int? { states.firstIndex(of: .onScreen) }
    var flipPending: Bool { states.contains { if case .queued = $0 { true } else { false } } }

    /// Whether a frame may start: none is being drawn or waits, and a buffer is free.
    var canDraw: Bool {
        !states.contains(.drawing) && !states.contains(.ready) && states.contains(.free)
    }

    /// Takes a free buffer to draw the next frame into; nil when a frame may not start now.
    mutating func startDrawing() -> Int? {
        guard canDraw, let index = states.firstIndex(of: .free) else { return nil }
        states[index] = .drawing
        return index
    }

    /// The frame is drawn: its buffer is ready. Returns it when it may be committed now; nil
    /// when it waits for the pending flip (or nothing was being drawn).
    mutating func finishDrawing() -> Int? {
        guard let index = drawing else { return nil }
        states[index] = .ready
        return flipPending ? nil : index
    }

    /// The frame being drawn will not be shown (the screen is away): its buffer is free again.
    mutating func dropDrawing() {
        if let index = drawing { states[index] = .free }
    }

    /// The ready buffer `index` was committed with the number `nextFlip`; its event will come.
    mutating func queued(_ index: Int) {
        precondition(states[index] == .ready && !flipPending, "only a ready buffer is committed, one flip at a time")
        states[index] = .queued(flip: nextFlip)
        nextFlip += 1
    }

    /// The ready buffer `index` is on screen already (a mode set that sends no event): the one
    /// shown before is free.
    mutating func shown(_ index: Int) {
        precondition(states[index] == .ready, "only a ready buffer is committed")
        show(index)
    }

    /// Committing the ready buffer `index` failed: it is free again.
    mutating func commitFailed(_ index: Int) {
        if states[index] == .ready { states[index] = .free }
    }

    /// The page flip numbered `flip` completed: the buffer queued with it is on screen, the
    /// one shown before is free. Returns that buffer; nil (and nothing changes) when no
    /// buffer waits for that flip — the event came twice, or for a buffer let go since.
    mutating func flipCompleted(_ flip: UInt64) -> Int? {
        guard let index = states.firstIndex(of: .queued(flip: flip)) else { return nil }
        show(index)
        return index
    }

    /// Before the mode is set again: frames drawn or waiting for the old configuration are
    /// dropped. What the CRTC may still scan out (on screen, queued) stays until the new mode
    /// set replaces it.
    mutating func discardUnshown() {
        for index in states.indices where states[index] == .drawing || states[index] == .ready { states[index] = .free }
    }

    /// The CRTC is off, or shows someone else's framebuffer again: none of the buffers is
    /// scanned out, every one is free (a flip still pending is forgotten: its event, if it
    /// ever comes, matches nothing).
    mutating func crtcOff() {
        states = Array(repeating: .free, count: count)
    }

    /// New buffers (another screen size): `count` of them, all free; the flip numbers go on.
    mutating func renew(count: Int) {
        states = Array(repeating: .free, count: count)
    }

    private mutating func show(_ index: Int) {
        for other in states.indices where states[other] == .onScreen { states[other] = .free }
        states[index] = .onScreen
    }
}
