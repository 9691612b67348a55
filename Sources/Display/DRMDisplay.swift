// DRMDisplay: the real screen through DRM/KMS — frames committed one per page flip, the screen
// coming and going, the console put back at exit; the parts it coordinates are in their own files.
import Glibc
import Render
import SystemCall

/// The screen. Frames are drawn straight into mapped dumb buffers (or, when Render turns the
/// picture or the buffers are slow to read, into a cached upright image copied or turned into a
/// buffer at `present`: ScanoutMemory), committed through the
/// atomic or the legacy path, and shown one per page flip. DRMCardFinder found the screen;
/// BufferRing says which buffer may be drawn into, FlipPacing when, FrameStatistics what was shown.
public final class DRMDisplay: Display {
    private let device: DRMDevice
    private let path: ScanoutPath
    private let options: DRMDisplayOptions
    private var choice: ScreenChoice {
        didSet { pacing.refresh = choice.mode.refresh }
    }
    /// What commits need of `choice`, in kernel ids.
    private var layout: ScanoutLayout { ScanoutLayout(choice) }
    /// The buffers' memory, and their states by the same index.
    private let scanout: ScanoutBuffers
    private var ring: BufferRing
    private let saved: SavedCRTC
    private var console: VirtualTerminal?
    private let sources: DisplayEventSources
    private var pacing: FlipPacing
    public private(set) var statistics = FrameStatistics()
    private var phase = ScreenPhase.firstModeset
    /// What `setPower` last asked. Beside the phase, not in it: the screen may come and go
    /// while the kiosk keeps it off, and the phase still says what the next frame must do.
    public private(set) var isPoweredOn = true
    /// The panel's light (/sys/class/backlight), when the machine has one.
    public let backlight: Backlight?
    /// What `attach` was given; nil until then, and after a failure or `close`.
    private var frameDue: (() -> Void)?
    private var failed: ((DisplayError) -> Void)?
    private let log: (String) -> Void

    /// Opens the screen and tests the layout; nothing is shown before the first frame.
    public init(options: DRMDisplayOptions, log: @escaping (String) -> Void) throws(DisplayError) {
        self.options = options
        self.log = log
        let found = try DRMCardFinder.find(options, log: log)
        device = found.device
        path = found.path
        choice = found.choice
        saved = SavedCRTC(found.choice.crtc)
        let memory = ScanoutMemory.probe(found.buffer, request: options.shadow)
        log("drm: frames drawn \(memory.shadow ? "into a cached image, copied into the buffer" : "straight into the buffer") (\(memory.reason))")
        scanout = try ScanoutBuffers(
            first: found.buffer, count: options.bufferCount, shadow: memory.shadow, for: found.choice, on: found.device)
        ring = BufferRing(count: scanout.count)
        pacing = FlipPacing(refresh: found.choice.mode.refresh)
        sources = try DisplayEventSources(card: found.device, log: log)
        backlight = options.backlightRoot.flatMap { Backlight.find(root: $0, log: log) }
        if let backlight { log("drm: \(backlight.summary)") }
    }

    deinit { close() }

    // MARK: Display

    public var width: Int { choice.logicalSize.width }
    public var height: Int { choice.logicalSize.height }

    public var pixelsPerMM: Float? { choice.pixelsPerMM }

    public var summary: String {
        let buffer = scanout[0]
        return "drm:\(device.path) (\(device.driver)) \(choice.summary), \(path.name), \(scanout.count) dumb buffers XRGB8888 "
            + "\(buffer.width)x\(buffer.height) pitch \(buffer.pitch)"
    }

    public func attach(to events: EventRegistry, frameDue: @escaping () -> Void, failed: @escaping (DisplayError) -> Void) -> FramePacing {
        guard phase != .closed else { return .byScreen }
        self.frameDue = frameDue
        self.failed = failed
        sources.watch(
            on: events,
            .init(
                flipEvents: { [weak self] in self?.flipEventsArrived() },
                hotplug: { [weak self] in self?.connectorChanged() },
                retry: { [weak self] in self?.retry() },
                then: { [weak self] in self?.offerFrame() }))
        // The first frame sets the mode (and puts the console in graphics mode): from the loop,
        // not earlier, so that nothing is changed before the loop handles SIGTERM.
        sources.doorbell.signal()
        return .byScreen
    }

    public var canPresent: Bool { isPoweredOn && phase.takesFrames && ring.canDraw && pacing.mayDraw(at: monotonicNow()) }

    public func nextSurface() -> PixelSurface {
        let ready = canPresent
        pacing.drawStarted(at: monotonicNow())
        if let upright = scanout.upright { return upright.surface }
        if ready, let buffer = ring.startDrawing() { return scanout[buffer].surface }
        return scanout.scratch(for: choice)  // only when the caller draws without asking canPresent
    }

    public func present(index: Int, time: Double) throws(DisplayError) {
        statistics.framePresented()
        // (Not canPresent: the refresh-period hold counts from when this frame started.)
        if scanout.upright != nil, isPoweredOn, phase.takesFrames, let buffer = ring.startDrawing() {
            scanout.turnUpright(into: buffer, for: choice)
        }
        guard isPoweredOn, phase.takesFrames, ring.drawing != nil else {
            ring.dropDrawing()
            statistics.frameDropped()
            return
        }
        // Committed now, or (triple buffering) once the pending flip completes.
        if let buffer = ring.finishDrawing() { try commit(buffer) }
    }

    public func screenshot() -> PixelImage? {
        ring.onScreen.map { scanout.picture(of: $0, for: choice) }
    }

    // MARK: Frames

    private func commit(_ buffer: Int) throws(DisplayError) {
        let framebuffer = scanout[buffer].framebuffer
        do throws(SystemError) {
            guard phase.needsModeset else {
                try path.flip(layout, framebuffer: framebuffer, event: ring.nextFlip)
                ring.queued(buffer)
                return
            }
            if phase == .firstModeset { takeConsole() }
            let evented = try path.modeset(layout, framebuffer: framebuffer, event: ring.nextFlip)
            if phase == .settingAgain { log("drm: mode \(layout.mode) set again on \(choice.connector.name)") }
            phase = .running
            if evented {
                ring.queued(buffer)
            } else {
                ring.shown(buffer)
                frameShown(at: monotonicNow(), fromEvent: false)
                sources.doorbell.signal()  // no event will come: wake the loop for the next frame
            }
        } catch {
            ring.commitFailed(buffer)
            guard phase != .firstModeset else { throw DisplayError(error) }
            lost(DisplayError(error))
        }
    }

    private func frameShown(at time: Double, fromEvent: Bool) {
        if let line = pacing.frameShown(at: time, fromEvent: fromEvent) { log(line) }
        if let line = statistics.frameShown(at: time) { log(line) }
    }

    /// Takes in the page flips the kernel reports done: each buffer queued for one is on screen.
    private func takeFlipEvents() throws(DisplayError) {
        let completions: [FlipCompletion]
        do throws(SystemError) { completions = try device.readFlipCompletions() } catch {
            guard error.meansDeviceGone else { return }  // anything else: tried again at the next event
            throw DisplayError("\(error): the display is gone", cause: error)
        }
        for completion in completions {
            // A completion no buffer waits for (twice, or late) is not a frame shown.
            guard ring.flipCompleted(completion.flip) != nil else { continue }
            frameShown(at: completion.time, fromEvent: true)
        }
    }

    /// Asks for a frame when one drawn now would be shown; with flips that do not wait for the
    /// refresh, sets the pace timer for when one may start.
    private func offerFrame() {
        guard isPoweredOn, phase.takesFrames, ring.canDraw else { return }
        if let wait = pacing.wait(at: monotonicNow()) {
            sources.paceTimer.arm(after: wait)
        } else {
            frameDue?()
        }
    }

    /// Waits (at most about half a second) for a pending flip, so that no buffer is freed or
    /// reused while the CRTC may still scan it out. A flip that never completes stays queued.
    private func settle() {
        var tries = 0
        while ring.flipPending, tries < 5 {
            tries += 1
            var entry = pollfd(fd: device.fd, events: Int16(POLLIN), revents: 0)
            guard poll(&entry, 1, 100) > 0 else { continue }
            try? takeFlipEvents()
        }
    }

    private func takeConsole() {
        if options.consoleGraphics { console = VirtualTerminal(log: log) }
    }

    // MARK: The loop's news

    private func flipEventsArrived() {
        do throws(DisplayError) { try takeFlipEvents() } catch {
            let failed = self.failed
            detach()
            failed?(error)
            return
        }
        if isPoweredOn, phase == .running, !ring.flipPending, let ready = ring.ready { try? commit(ready) }  // never throws once running
    }

    private func detach() {
        sources.unwatchAll()
        frameDue = nil
        failed = nil
    }

    // MARK: Screens coming and going

    private func lost(_ reason: DisplayError) {
        if case .recovering(let previous) = phase, previous == reason { return }
        log("drm: \(reason); retrying the mode set every second")
        ring.discardUnshown()
        phase = .recovering(reason)
        sources.retryTimer.arm(every: 1)
    }

    /// After a hot-plug uevent: is our screen still (or again) there?
    private func connectorChanged() {
        let connected = (try? device.readConnector(choice.connector.id))?.status == .connected
        switch phase {
        case .firstModeset, .running, .settingAgain, .recovering:
            if !connected {
                log("drm: \(choice.connector.name) disconnected: screen off until it comes back")
                if phase == .firstModeset { takeConsole() }  // the kiosk touches the CRTC from here on
                settle()
                do { try path.disable(layout) } catch { log("drm: turning CRTC \(layout.crtc.id) off: \(error)") }
                ring.crtcOff()
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
        case .closed:
            break
        }
    }

    /// Chooses again on the same connector (another screen may have been plugged in) and sets
    /// the mode with the next frame.
    private func retry() {
        do throws(DisplayError) {
            do throws(SystemError) { try device.becomeMaster() } catch { throw DisplayError(error) }
            let next = try DRMCardFinder.chooseAgain(options.screen, on: device, after: choice)
            // Another screen, another size: new buffers, once no flip may scan the old ones out.
            settle()
            do throws(DisplayError) {
                if try scanout.resize(for: next, count: options.bufferCount) { ring.renew(count: scanout.count) }
            } catch {
                ring.renew(count: scanout.count)  // the old buffers are gone already
                throw error
            }
            do throws(SystemError) { try path.test(ScanoutLayout(next), framebuffer: scanout[0].framebuffer) } catch { throw DisplayError(error) }
            if next.mode != choice.mode { log("drm: \(next.summary)") }
            choice = next
            ring.discardUnshown()
            phase = .settingAgain
            sources.retryTimer.arm(every: nil)
            sources.doorbell.signal()
        } catch {
            lost(error)
        }
    }

    // MARK: Screen power

    public func setPower(on: Bool) {
        guard on != isPoweredOn, phase != .closed else { return }
        isPoweredOn = on
        if on {
            powerUp()
        } else {
            powerDown()
        }
    }

    /// The light first (so the panel going dark shows nothing odd), then the pipe.
    private func powerDown() {
        backlight?.setPower(on: false)
        settle()
        ring.discardUnshown()  // a frame drawn for now would be stale by the time the screen is back
        switch phase {
        case .running:
            // Mode and framebuffer kept: the last frame comes back with the power.
            do throws(SystemError) {
                try path.setActive(false, layout)
                log("drm: screen off (\(path.name == "atomic" ? "CRTC \(layout.crtc.id) ACTIVE=0" : "\(choice.connector.name) DPMS off"))")
                return
            } catch {
                log("drm: \(error); turning CRTC \(layout.crtc.id) off instead")
            }
            crtcOffUntilPowerUp()
        case .firstModeset:
            // The console is on screen: the kiosk takes the CRTC now, to turn it off.
            takeConsole()
            crtcOffUntilPowerUp()
        case .settingAgain:
            crtcOffUntilPowerUp()
        case .screenGone, .recovering, .closed:
            log("drm: screen off")  // nothing of the kiosk's is on screen; the next mode set waits for power
        }
    }

    /// The CRTC off (no DPMS to be had, or nothing shown yet): the next frame after power-up
    /// sets the mode again.
    private func crtcOffUntilPowerUp() {
        do throws(SystemError) { try path.disable(layout) } catch { log("drm: turning CRTC \(layout.crtc.id) off: \(error)") }
        ring.crtcOff()
        phase = .settingAgain
        log("drm: screen off (CRTC \(layout.crtc.id) off)")
    }

    private func powerUp() {
        if phase == .running {
            do throws(SystemError) {
                try path.setActive(true, layout)
                log("drm: screen on")
            } catch {
                lost(DisplayError(error))  // set again from the next retry
            }
        } else {
            log("drm: screen on with the next frame")
        }
        backlight?.setPower(on: true)
        sources.doorbell.signal()  // frames are due again
    }

    // MARK: Shutdown

    /// Puts the CRTC back as it was before the kiosk (fbcon's framebuffer), the console in
    /// text mode, stops watching, and frees the buffers. Called by `deinit`; safe to call twice.
    public func close() {
        guard phase != .closed else { return }
        let touched = phase.touchedCRTC
        phase = .closed
        detach()
        settle()
        if !isPoweredOn {
            // The console comes back lit: DPMS on (legacy: a mode set alone may leave it off).
            if touched, path.name == "legacy" { try? path.setActive(true, layout) }
            backlight?.setPower(on: true)
        }
        if touched {
            do { try path.restore(saved, layout: layout) } catch { log("drm: could not put CRTC \(layout.crtc.id) back: \(error)") }
        }
        console = nil  // text mode again, after the console's framebuffer is back on screen
        if let line = statistics.summary { log(line) }
        ring.renew(count: 0)
        scanout.release()
    }
}
