// RealTimeRun: the real-clock run: the poll loop runs everything: a timer (or the screen's page
// flips) paces frames, the camera is read when its descriptor polls readable, decoding runs on
// the worker threads, signals, input devices, deliveries and the shop's server come in as
// descriptors.
import Capture
import Display
import Glibc
import SystemCall

extension KioskRunner {
    func runReal() throws {
        let clock = MonotonicClock()
        let loop = EventLoop()
        // The handlers below hold the loop (to stop it) and what they serve: freed at the end.
        defer { loop.unwatchAll() }
        let frameTimer = try TimerDescriptor(label: "frame timer", every: 1 / options.fps)
        let signals = self.signals
        let reading = try WorkerFrameReading(decoderOptions: decoderOptions, numberFormat: options.numberFormat)
        defer { reading.stop() }
        var failure: Error?
        service = try ServiceNotifier()
        try service?.attach(to: loop)
        defer { service?.stopping() }

        loop.watch(signals.fd) { [unowned self] in
            if self.takeSignals() { loop.stop() }
        }
        reading.attach(to: loop, results: frameResults { clock.now })
        if let productServer {
            try productServer.attach(to: loop)
        }
        defer { productServer?.detach() }
        if let sound {
            loop.watch(sound.player.notesReady.fd) { [unowned self] in
                for note in sound.player.takeNotes() { self.log(note) }
            }
        }
        if let pictures = controller.pictures {
            loop.watch(pictures.wakeUp.fd) { [unowned self] in
                for problem in self.controller.picturesArrived() { self.log(problem) }
            }
        }
        if let answered = controller.pinChecker.answered {
            loop.watch(answered.fd) { [unowned self] in self.controller.pinsChecked(at: clock.now) }
        }
        /// Draws the frame due now; stops the loop on failure or after `--frames`.
        let frameDue = { [unowned self, weak loop] in
            // The screen off (blank, closed): nothing is drawn, time still passes.
            guard self.display.isPoweredOn else {
                self.advance(to: clock.now)
                return
            }
            do { try self.render(at: clock.now) } catch {
                failure = error
                loop?.stop()
            }
            if self.options.frames > 0, self.frameIndex >= self.options.frames { loop?.stop() }
            if self.controller.restartAsked {
                self.log("stopping for a restart (exit status \(Self.restartStatus))")
                loop?.stop()
            }
        }
        // A screen paces frames itself: draw when it can show one (a page flip completed).
        // (The display keeps these closures until it closes: they hold the loop weakly.)
        let pacing = display.attach(
            to: loop, frameDue: frameDue,
            failed: { [weak loop] error in
                failure = error
                loop?.stop()
            })
        loop.watch(frameTimer.fd) { [unowned self] in
            frameTimer.acknowledge()
            self.screenshots?.due(at: clock.now)
            if pacing == .byTimer {
                frameDue()
            } else if !self.display.isPoweredOn {
                // The screen is off and asks for no frames: time still passes for the kiosk.
                self.advance(to: clock.now)
            }
        }
        if let input {
            input.onDeviceChange = { [unowned self] change in self.log("input: \(change)") }
            input.attach(to: loop) { [unowned self] events in
                for event in events { self.handle(event, at: clock.now) }
            }
        }
        try cameras.attach(
            to: loop, clock: clock, frameInterval: 1 / options.fps, wantsFrames: { [unowned self] in self.controller.wantsLiveFrames },
            onSkipped: { [unowned self] in
                // A frame arrived and was let go unread (nothing live on the screen): it still
                // says the camera works (the admin screen shows whether frames arrive).
                self.cameras.lastFrameTime = clock.now
                reading.discardDecoding()
                reading.discardReading()
            }
        ) { [unowned self] frame in
            self.cameraFrame(frame, reading, at: clock.now)
        }
        try delivery?.attach(to: loop)
        defer { delivery?.detach() }
        // The web console (--console): its own thread serves, the loop hands it the status.
        let console = ConsoleLink.start(
            options, status: statusReport.status(at: clock.now), captures: Array(controller.view.history.prefix(ConsoleLink.historyShown)), log: log)
        console?.attach(
            to: loop,
            status: { [unowned self] in
                (self.statusReport.status(at: clock.now), Array(self.controller.view.history.prefix(ConsoleLink.historyShown)))
            },
            log: log, changed: { [unowned self] in self.flow.admin($0, at: clock.now) })
        defer { console?.stop(log: log) { [unowned self] in self.flow.admin($0, at: clock.now) } }
        try loop.run()
        observer?.ended(decodeDropped: reading.decodeDropped)
        cameras.detach(reason: "stopped")
        if let failure { throw failure }
    }
}
