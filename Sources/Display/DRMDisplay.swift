// DRMDisplay: the real screen through DRM/KMS — dumb buffers flipped on a CRTC, paced by
// page-flip events, surviving unplugged screens, putting the console back at exit.
import CDRM
import Foundation
import Glibc
import Render
import SystemCall

/// Where the C page-flip handler leaves what it learnt: a separate object (not the display) so
/// that events read while the display shuts down never touch a half-destroyed display.
final class FlipEvents {
    /// Completion times (CLOCK_MONOTONIC seconds) of flips not yet taken in.
    var completed: [Double] = []
}

/// drmEventContext's page_flip_handler: called from inside drmHandleEvent with the user data
/// given to the commit (the display's FlipEvents, unretained).
private let pageFlipHandler: @convention(c) (Int32, UInt32, UInt32, UInt32, UnsafeMutableRawPointer?) -> Void = { _, _, seconds, microseconds, data in
    guard let data else { return }
    Unmanaged<FlipEvents>.fromOpaque(data).takeUnretainedValue().completed.append(Double(seconds) + Double(microseconds) * 1e-6)
}

/// The screen. Frames are drawn straight into mapped dumb buffers (or, when Render turns the
/// picture, into an upright image turned into the buffer at `present`), committed through
/// the atomic or the legacy path, and shown one per page flip.
public final class DRMDisplay: Display {
    private let device: DRMDevice
    private let path: ScanoutPath
    private let options: DRMDisplayOptions
    private var choice: ScreenChoice
    private var layout: ScanoutLayout
    private var buffers: [DumbBuffer] = []
    /// The upright picture when Render turns it (nil when no turn or the plane turns it).
    private var upright: PixelImage?
    /// Where frames drawn while nothing can be shown go (never shown).
    private var scratch: PixelImage?
    private let saved: SavedCRTC
    private var console: VirtualTerminal?
    private let sources: DisplayEventSources
    /// What `attach` was given; nil until then, and after a failure or `close`.
    private var frameDue: (() -> Void)?
    private var failed: ((DisplayError) -> Void)?
    /// When the last frame started to be drawn (CLOCK_MONOTONIC seconds).
    private var lastDrawStart = -Double.infinity
    /// Whether page flips complete without waiting for the screen's refresh: a driver without
    /// vertical-blank interrupts (bochs, simpledrm) reports a flip done as soon as it is
    /// committed. Seen when two flips complete less than 3/4 of a refresh period apart, which
    /// never happens when flips wait for the vertical blank. Then frames are held to the
    /// mode's refresh rate by a timer: more would never be seen.
    private var flipsUnpaced = false
    private let flips = FlipEvents()
    private let log: (String) -> Void

    private enum Phase: Equatable {
        /// The next frame sets the mode.
        case needsModeset
        /// Frames flow.
        case running
        /// The connector has no screen: the CRTC is off until a hot-plug brings it back.
        case screenGone
        /// A commit failed (another program took the screen, the link broke): the mode set
        /// is retried every second and on every hot-plug.
        case recovering(String)
    }
    private var phase = Phase.needsModeset
    /// Whether a mode was ever set (the first failure is fatal, later ones are waited out).
    private var modeWasSet = false
    /// Whether the next mode set comes back from an unplugged screen or a failed commit.
    private var settingAgain = false
    private var closed = false

    public private(set) var framesPresented = 0
    public private(set) var framesShown = 0
    public private(set) var framesDropped = 0
    private var firstFlip: Double?
    private var lastFlip: Double?
    private var lastEventFlip: Double?
    private var window: (start: Double, frames: Int)?
    /// Seconds between the "frames shown" log lines.
    public static let reportInterval = 10.0

    public init(options: DRMDisplayOptions, log: @escaping (String) -> Void) throws {
        self.options = options
        self.log = log
        let found = try DRMCardFinder.find(options, log: log)
        device = found.device
        path = found.path
        saved = SavedCRTC(found.choice.crtc)
        choice = found.choice
        let layout = ScanoutLayout(found.choice)
        self.layout = layout
        var buffers = [found.buffer]
        for _ in 1..<options.bufferCount {
            buffers.append(try DumbBuffer(device: device, width: layout.bufferWidth, height: layout.bufferHeight))
        }
        self.buffers = buffers
        if choice.rotation != .none, !choice.rotatesInPlane {
            let size = choice.logicalSize
            upright = PixelImage(width: size.width, height: size.height)
        }

        sources = try DisplayEventSources(card: device, log: log)
    }

    deinit { close() }

    // MARK: Display

    public var width: Int { choice.logicalSize.width }
    public var height: Int { choice.logicalSize.height }

    /// From the screen's EDID size and the mode (rotation does not change a pixel's size).
    public var pixelsPerMM: Float? {
        guard let mm = choice.connector.millimetres else { return nil }
        let density = Float(choice.mode.width) / Float(mm.width)
        // EDIDs of projectors and some TVs give sizes like 16x9 cm or 1 mm: ignore nonsense.
        return (1...40).contains(density) ? density : nil
    }

    public var summary: String {
        let buffer = buffers[0]
        return "drm:\(device.path) (\(device.driver)) \(choice.summary), \(path.name), \(buffers.count) dumb buffers XRGB8888 "
            + "\(buffer.width)x\(buffer.height) pitch \(buffer.pitch)"
    }

    public func attach(to events: EventRegistry, frameDue: @escaping () -> Void, failed: @escaping (DisplayError) -> Void) -> Bool {
        guard !closed else { return true }
        self.frameDue = frameDue
        self.failed = failed
        sources.watch(on: events, .init(flipEvents: { [weak self] in self?.flipEventsArrived() },
                                        hotplug: { [weak self] in self?.checkConnector() },
                                        retry: { [weak self] in self?.retry() },
                                        then: { [weak self] in self?.offerFrame() }))
        // The first frame sets the mode (and puts the console in graphics mode): from the loop,
        // not earlier, so that nothing is changed before the loop handles SIGTERM.
        sources.doorbell.signal()
        return true
    }

    public var canPresent: Bool {
        switch phase {
        case .needsModeset, .running: break
        case .screenGone, .recovering: return false
        }
        return !buffers.contains { $0.state == .ready || $0.state == .drawing } && buffers.contains { $0.state == .free }
            && (!flipsUnpaced || monotonicNow() >= earliestDraw)
    }

    /// With unpaced flips: the next frame starts a refresh period after the last one started.
    private var earliestDraw: Double { lastDrawStart + refreshPeriod }

    private var refreshPeriod: Double {
        let refresh = choice.mode.refresh
        return refresh > 0 ? 1 / refresh : 0
    }

    public func nextSurface() -> PixelSurface {
        let ready = canPresent
        lastDrawStart = monotonicNow()
        if let upright { return upright.surface }
        if ready, let buffer = buffers.first(where: { $0.state == .free }) {
            buffer.state = .drawing
            return buffer.surface
        }
        // Drawn but never shown: only when the caller draws without asking canPresent.
        let size = choice.logicalSize
        if scratch?.width != size.width || scratch?.height != size.height { scratch = PixelImage(width: size.width, height: size.height) }
        return scratch!.surface
    }

    public func present(index: Int, time: Double) throws(DisplayError) {
        framesPresented += 1
        let buffer: DumbBuffer?
        if let upright {
            // (Not canPresent: the refresh-period hold counts from when this frame started.)
            let showable = phase == .running || phase == .needsModeset
            buffer = showable && !buffers.contains { $0.state == .ready } ? buffers.first { $0.state == .free } : nil
            if let buffer { SurfaceRotation.copy(upright.surface, to: buffer.surface, turnedBy: choice.rotation) }
        } else {
            buffer = buffers.first { $0.state == .drawing }
        }
        guard let buffer, phase == .running || phase == .needsModeset else {
            buffer?.state = .free
            framesDropped += 1
            return
        }
        if buffers.contains(where: { $0.state == .queued }) {
            buffer.state = .ready   // shown after the pending flip (triple buffering)
            return
        }
        try commit(buffer)
    }

    private func flipEventsArrived() {
        do throws(DisplayError) { try readFlipEvents() } catch {
            let failed = self.failed
            detach()
            failed?(error)
            return
        }
        takeFlips()
    }

    /// Asks for a frame when one drawn now would be shown; with unpaced flips, sets the pace
    /// timer for when one may start.
    private func offerFrame() {
        let now = monotonicNow()
        if flipsUnpaced, now < earliestDraw, phase == .running || phase == .needsModeset {
            sources.paceTimer.arm(after: earliestDraw - now)   // the loop wakes when the next frame may start
        } else if canPresent {
            frameDue?()
        }
    }

    private func detach() {
        sources.unwatchAll()
        frameDue = nil
        failed = nil
    }

    public func screenshot() -> PixelImage? {
        guard let shown = buffers.first(where: { $0.state == .onScreen }) else { return nil }
        let size = choice.logicalSize
        let image = PixelImage(width: size.width, height: size.height)
        if upright != nil {
            SurfaceRotation.copy(shown.surface, to: image.surface, turnedBy: choice.rotation.inverse)
        } else {
            image.surface.copy(from: shown.surface)
        }
        return image
    }

    // MARK: Frames

    private var userData: UnsafeMutableRawPointer { Unmanaged.passUnretained(flips).toOpaque() }

    private func commit(_ buffer: DumbBuffer) throws(DisplayError) {
        do throws(SystemError) {
            if phase == .needsModeset {
                if !modeWasSet, options.consoleGraphics, console == nil { console = VirtualTerminal(log: log) }
                let evented = try path.modeset(layout, framebuffer: buffer.framebuffer, userData: userData)
                phase = .running
                modeWasSet = true
                if settingAgain {
                    log("drm: mode \(layout.mode) set again on \(choice.connector.name)")
                    settingAgain = false
                }
                if evented {
                    buffer.state = .queued
                } else {
                    shown(buffer)
                    framesShown += 1
                    count(flipAt: monotonicNow(), fromEvent: false)
                    sources.doorbell.signal()   // no event will come: wake the loop for the next frame
                }
            } else {
                try path.flip(layout, framebuffer: buffer.framebuffer, userData: userData)
                buffer.state = .queued
            }
        } catch {
            buffer.state = .free
            guard modeWasSet else { throw DisplayError(error) }
            lost("\(error)")
        }
    }

    /// `buffer` is on screen now; the one before it is free again.
    private func shown(_ buffer: DumbBuffer) {
        for other in buffers where other !== buffer && other.state == .onScreen { other.state = .free }
        buffer.state = .onScreen
    }

    /// Reads the DRM fd's events (non-blocking) through drmHandleEvent.
    private func readFlipEvents() throws(DisplayError) {
        var context = drmEventContext()
        context.version = 2
        context.page_flip_handler = pageFlipHandler
        while true {
            errno = 0
            if drmHandleEvent(device.fd, &context) == 0 { continue }
            if errno == EINTR { continue }
            if errno == EAGAIN || errno == 0 { return }
            let error = SystemError("drmHandleEvent", object: device.path)
            if error.meansDeviceGone { throw DisplayError("\(error): the display is gone", cause: error) }
            return
        }
    }

    private func takeFlips() {
        noteCompletedFlips()
        guard phase == .running, !buffers.contains(where: { $0.state == .queued }) else { return }
        if let ready = buffers.first(where: { $0.state == .ready }) { try? commit(ready) }
    }

    /// Counts a frame shown at `time`; `fromEvent`: the time is a page-flip event's (a legacy
    /// mode set has none and is not compared with the next flip).
    private func count(flipAt time: Double, fromEvent: Bool = true) {
        if firstFlip == nil { firstFlip = time }
        if fromEvent, !flipsUnpaced, let last = lastEventFlip, time - last < 0.75 * refreshPeriod {
            flipsUnpaced = true
            log(String(format: "drm: page flips complete without waiting for the screen's refresh (no vblank interrupt?): frames held to %.2f per second", choice.mode.refresh))
        }
        lastEventFlip = fromEvent ? time : nil
        lastFlip = time
        guard var current = window else {
            window = (time, 0)
            return
        }
        current.frames += 1
        let span = time - current.start
        if span >= Self.reportInterval {
            log(String(format: "drm: %d frames shown in %.1f s (%.1f fps)", current.frames, span, Double(current.frames) / span))
            current = (time, 0)
        }
        window = current
    }

    /// Waits (at most about half a second) for a pending flip, so no buffer is freed or
    /// reused while the CRTC may still scan it out.
    private func settle() {
        var tries = 0
        while buffers.contains(where: { $0.state == .queued }), tries < 5 {
            tries += 1
            var entry = pollfd(fd: device.fd, events: Int16(POLLIN), revents: 0)
            guard poll(&entry, 1, 100) > 0 else { continue }
            try? readFlipEvents()
            noteCompletedFlips()
        }
    }

    /// The flips the kernel has reported done since the last call: each queued buffer is on
    /// the screen now, and each flip is counted.
    private func noteCompletedFlips() {
        let completed = flips.completed
        flips.completed.removeAll()
        for time in completed {
            if let queued = buffers.first(where: { $0.state == .queued }) { shown(queued) }
            framesShown += 1
            count(flipAt: time)
        }
    }

    // MARK: Screens coming and going

    private func lost(_ reason: String) {
        if case .recovering(let previous) = phase, previous == reason { return }
        log("drm: \(reason); retrying the mode set every second")
        for buffer in buffers where buffer.state != .onScreen { buffer.state = .free }
        phase = .recovering(reason)
        sources.retryTimer.arm(every: 1)
    }

    /// After a hot-plug uevent: is our screen still (or again) there?
    private func checkConnector() {
        let connector = try? device.readConnector(choice.connector.id)
        let connected = connector?.status == .connected
        switch phase {
        case .needsModeset, .running, .recovering:
            if !connected {
                log("drm: \(choice.connector.name) disconnected: screen off until it comes back")
                settle()
                do { try path.disable(layout) } catch { log("drm: turning CRTC \(layout.crtc.id) off: \(error)") }
                for buffer in buffers { buffer.state = .free }
                phase = .screenGone
                sources.retryTimer.arm(every: nil)
            } else if case .recovering = phase {
                retry()
            }
        case .screenGone:
            if connected {
                log("drm: \(choice.connector.name) connected again")
                retry()
            }
        }
    }

    /// Chooses again on the same connector (another screen may have been plugged in) and
    /// sets the mode with the next frame.
    private func retry() {
        do {
            if !device.isMaster { try device.becomeMaster() }
            let next = try DRMCardFinder.chooseAgain(options.screen, on: device, after: choice)
            let nextLayout = ScanoutLayout(next)
            if nextLayout.bufferWidth != layout.bufferWidth || nextLayout.bufferHeight != layout.bufferHeight {
                // Another screen, another size: new buffers (the old ones are off screen now).
                settle()
                buffers = []
                for _ in 0..<options.bufferCount {
                    buffers.append(try DumbBuffer(device: device, width: nextLayout.bufferWidth, height: nextLayout.bufferHeight))
                }
            }
            let size = next.logicalSize
            if next.rotation == .none || next.rotatesInPlane {
                upright = nil
            } else if upright?.width != size.width || upright?.height != size.height {
                upright = PixelImage(width: size.width, height: size.height)
            }
            try path.test(nextLayout, framebuffer: buffers[0].framebuffer)
            if next.mode != choice.mode { log("drm: \(next.summary)") }
            choice = next
            layout = nextLayout
            for buffer in buffers { buffer.state = .free }
            phase = .needsModeset
            settingAgain = true
            sources.retryTimer.arm(every: nil)
            sources.doorbell.signal()
        } catch {
            lost("\(error)")
        }
    }

    // MARK: Shutdown

    /// Puts the CRTC back as it was before the kiosk (fbcon's framebuffer), the console in
    /// text mode, and frees the buffers. Called by `deinit`; safe to call twice.
    public func close() {
        guard !closed else { return }
        closed = true
        detach()
        settle()
        if modeWasSet {
            do { try path.restore(saved, layout: layout) } catch { log("drm: could not put CRTC \(layout.crtc.id) back: \(error)") }
        }
        console = nil   // text mode again, after the console's framebuffer is back on screen
        if let first = firstFlip, let last = lastFlip, last > first {
            log(String(format: "drm: %d frames shown in %.1f s (%.1f fps); %d presented, %d dropped while the screen was away",
                       framesShown, last - first, Double(framesShown - 1) / (last - first), framesPresented, framesDropped))
        }
        buffers = []
        upright = nil
    }
}
