// RunSteps: what both runs do with a camera frame, the readers' results, an input and the
// passing of time, and how a frame is drawn and presented.
import Capture
import Decode
import Glibc
import Input
import Language
import OCR
import Pixels
import Render
import SystemCall

extension KioskRunner {
    // MARK: what both runs do

    /// A camera frame arrived: looked at for motion, kept for the preview, and offered to the
    /// reader of the mode showing (or let go when nothing is to be read). While the screen is
    /// blank, 2 frames a second are looked at and the others let go.
    func cameraFrame(_ frame: Frame, _ reading: FrameReading, at time: Double) {
        cameras.lastFrameTime = time
        let (looked, decodeDue) = director.admits(frame, at: time)
        if looked, controller.wantsPreview { liveFrame = frame }
        guard decodeDue else {
            reading.discardDecoding()
            reading.discardReading()
            return
        }
        if controller.wantsPreview, controller.wantsDecoding {
            reading.decode(frame, region: controller.decodeRegion(frameWidth: frame.width, frameHeight: frame.height), at: time)
        } else {
            reading.discardDecoding()
        }
        if controller.wantsReading {
            reading.read(frame, region: controller.numberRegion(frameWidth: frame.width, frameHeight: frame.height), at: time)
        } else {
            reading.discardReading()
        }
    }

    /// What is done with the readers' results, on the loop's thread, `now` telling the time.
    func frameResults(_ now: @escaping () -> Double) -> FrameResults {
        FrameResults(
            decoded: { [unowned self] result, seen in
                self.observer?.decoded(
                    DecodeTime(seen: seen, seconds: result.duration, cpuSeconds: result.cpuSeconds, carried: result.carried, looked: result.looked))
                self.logFailures(result.failures)
                self.controller.decoded(result.detections, in: result.frame, seen: seen, at: now())
            },
            read: { [unowned self] result, seen in
                if let failure = result.failure {
                    self.log("Number mode: \(failure)")
                    return
                }
                self.controller.read(result.reading, in: result.frame, seen: seen, at: now())
            })
    }

    /// An input: someone is there. The touch (or key) that wakes the screen or ends the attract
    /// screen does only that, so it presses nothing the person could not see; a scanner's code
    /// is captured all the same.
    func handle(_ input: InputEvent, at time: Double) {
        director.activity(at: time)
        if director.state != .scanning {
            updatePresence(at: time)
            if case .wedgeScan = input {} else { return }
        }
        controller.handle(input, at: time)
    }

    /// Moves to the state the presence director says.
    func updatePresence(at time: Double) {
        director.update(at: time, screen: PixelSize(width: screenSize.width, height: screenSize.height), controller: controller)
    }

    /// Scripted inputs due now, then time.
    func advance(to time: Double) {
        now = time
        if inputScript != nil {
            for input in inputScript!.due(at: time) { handle(input, at: time) }
        }
        updatePresence(at: time)
        controller.tick(at: time)
        standardOutput.flush()
        if let outboxSink {
            outboxSink.retry(at: time)
            // The outbox's trouble shows on the screen while it lasts.
            controller.notice = outboxSink.notice
        }
        if time - lastTrim >= Self.trimInterval {
            MemoryPolicy.giveBackFreedMemory()
            lastTrim = time
        }
    }

    /// Draws and presents the frame at `time`.
    func render(at time: Double) throws {
        advance(to: time)
        var status = cameras.status
        if status != .running { liveFrame = nil }
        delivery?.camera(status == .running ? .running : .lost)
        if liveFrame == nil, status == .running {
            status = .unavailable(Phrase(.cameraNoPicture))
        }
        let surface = display.nextSurface()
        if surface.width != screenSize.width || surface.height != screenSize.height { screenChanged(surface) }
        let drawn = scene.draw(on: surface, time: time, state: controller.view, frame: controller.previewFrame(live: liveFrame), camera: status)
        controller.didDraw(drawn)
        try display.present(index: frameIndex, time: time)
        frameIndex += 1
        service?.screenShows()
    }

    /// Another screen was plugged in (or the mode changed): taps follow the new layout, and
    /// touch positions are mapped to the new size.
    func screenChanged(_ surface: PixelSurface) {
        screenSize = (surface.width, surface.height)
        controller.layout = scene.layout(width: surface.width, height: surface.height)
        input?.setScreen(Self.screenGeometry(screenSize, options))
        log("screen now \(surface.width)x\(surface.height): layout and touch follow it")
    }

    /// Handles the signals received since the last call; true when one asks the run to stop.
    func takeSignals() -> Bool {
        var stop = false
        for signal in signals.take() {
            if signal == SIGUSR1 {
                if let screenshots { screenshots.take("SIGUSR1") } else { log("SIGUSR1: no --screenshot PATH to write to") }
            } else {
                log("stopping on \(Self.name(of: signal))")
                stop = true
            }
        }
        return stop
    }

    static func name(of signal: Int32) -> String {
        switch signal {
        case SIGINT: "SIGINT"
        case SIGTERM: "SIGTERM"
        case SIGHUP: "SIGHUP"
        case SIGUSR1: "SIGUSR1"
        default: "signal \(signal)"
        }
    }
}
