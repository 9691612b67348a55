// KioskRunner: wires camera, decoder, state machine, scene and display into a running kiosk.
import Capture
import Decode
import Display
import Foundation
import Render

public struct RunSummary: Sendable {
    public let frames: Int
    public let captures: Int
    public let seconds: Double
}

/// One kiosk run. With the virtual clock every frame is computed in order (decoding inline, on
/// the frame it belongs to) as fast as possible, so a run is reproducible frame for frame. With
/// the real clock a timer paces frames, decoding runs on the worker thread, and SIGINT/SIGTERM
/// end the run cleanly.
public final class KioskRunner {
    public let options: KioskOptions
    private let camera: FileCamera
    private let display: Display
    private let scene: ScannerScene
    private let output: CaptureEventOutput
    private var state: ScanStateMachine
    private var liveFrame: Frame?
    private var frameIndex = 0
    private let log: (String) -> Void

    /// Opens the camera and the display named in `options`; throws a message fit for the user.
    public init(options: KioskOptions, output: CaptureEventOutput? = nil,
                log: @escaping (String) -> Void = { FileHandle.standardError.write(Data("kioskscan: \($0)\n".utf8)) }) throws {
        self.options = options
        self.log = log
        guard options.camera.hasPrefix("file:") else { throw OptionError("no camera: give --camera file:IMAGE|FOLDER|LIST") }
        guard options.display.hasPrefix("png:") else { throw OptionError("no display: give --display png:DIR") }
        camera = try FileCamera(spec: String(options.camera.dropFirst(5)), fps: options.cameraFPS, hold: options.hold, frameSize: options.cameraSize)
        camera.report = log
        let schedule: PNGDirectoryDisplay.Schedule = options.pngAt.isEmpty ? .every(options.pngEvery) : .at(options.pngAt)
        display = try PNGDirectoryDisplay(directory: String(options.display.dropFirst(4)), width: options.displaySize.width,
                                          height: options.displaySize.height, schedule: schedule)
        scene = try ScannerScene(options: options)
        self.output = output ?? CaptureEventOutput(includeDate: options.clock == .real)
        state = ScanStateMachine(resumeAfter: options.resumeAfter, repeatGuard: options.repeatGuard)
    }

    var engineOptions: ZBarEngine.Options {
        ZBarEngine.Options(symbologies: options.symbologies, passes: ZBarEngine.Options.videoPasses, code39FullASCII: options.code39FullASCII)
    }

    public func run() throws -> RunSummary {
        log("camera \(options.camera) (\(camera.paths.count) image\(camera.paths.count == 1 ? "" : "s"), \(options.cameraFPS) fps, hold \(options.hold) s); "
            + "display \(display.summary); clock \(options.clock.rawValue) \(options.fps) fps"
            + (options.frames > 0 ? ", \(options.frames) frames" : ""))
        let started = ContinuousClock.now
        switch options.clock {
        case .virtual: try runVirtual()
        case .real: try runReal()
        }
        let elapsed = ContinuousClock.now - started
        let summary = RunSummary(frames: frameIndex, captures: state.captureCount,
                                 seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
        log(String(format: "%d frames in %.2f s, %d capture%@", summary.frames, summary.seconds, summary.captures, summary.captures == 1 ? "" : "s"))
        return summary
    }

    /// Orders detections nearest the cutout's centre first.
    private func preferNearCutout(frame: Frame) -> (Detection, Detection) -> Bool {
        let layout = scene.layout(width: display.width, height: display.height)
        let mapping = scene.previewMapping(for: frame, layout: layout)
        let centre = layout.cutout.centre
        func distance(_ d: Detection) -> Float {
            let c = d.corners.centre
            return (mapping.screenPoint(Point(Float(c.x), Float(c.y))) - centre).length
        }
        return { distance($0) < distance($1) }
    }

    private func handle(_ detections: [Detection], in frame: Frame, at time: Double) {
        if let record = state.detected(detections, in: frame, at: time, preferred: preferNearCutout(frame: frame)) {
            output.captured(record)
        }
    }

    private func isScanning() -> Bool {
        if case .scanning = state.phase { return true }
        return false
    }

    /// Draws and presents the frame at `time`.
    private func render(at time: Double) throws {
        state.tick(at: time)
        let status: CameraStatus = liveFrame == nil ? .unavailable("The camera has no picture: no image in \(options.camera) could be read.") : .running
        scene.draw(on: display.nextSurface(), time: time, phase: state.phase, lastRelease: state.lastRelease, liveFrame: liveFrame, camera: status)
        try display.present(index: frameIndex, time: time)
        frameIndex += 1
    }

    private func runVirtual() throws {
        let clock = VirtualClock(fps: options.fps)
        let engine = ZBarEngine(options: engineOptions)
        while options.frames == 0 || frameIndex < options.frames {
            let time = clock.now
            state.tick(at: time)
            if let frame = camera.nextFrame(at: time) {
                liveFrame = frame
                if isScanning() {
                    let detections = frame.luma().map { luma in luma.withLumaImage { engine.scan($0) } } ?? []
                    handle(detections, in: frame, at: time)
                }
            }
            try render(at: time)
            clock.advance()
        }
    }

    private func runReal() throws {
        let clock = MonotonicClock()
        let loop = EventLoop()
        let timer = try IntervalTimer(interval: 1 / options.fps)
        let signals = try StopSignals()
        let worker = DecodeWorker(options: engineOptions, wakeUp: try WakeUp())
        defer { worker.stop() }
        var failure: Error?
        loop.watch(signals.fd) { [unowned self] in
            if let signal = signals.take() { self.log("stopping on signal \(signal)") }
            loop.stop()
        }
        loop.watch(worker.wakeUp.fd) { [unowned self] in
            for result in worker.takeResults() where self.isScanning() {
                self.handle(result.detections, in: result.frame, at: clock.now)
            }
        }
        loop.watch(timer.fd) { [unowned self] in
            timer.acknowledge()
            let time = clock.now
            self.state.tick(at: time)
            if let frame = self.camera.nextFrame(at: time) {
                self.liveFrame = frame
                if self.isScanning() { worker.submit(frame) }
            }
            do { try self.render(at: time) } catch {
                failure = error
                loop.stop()
            }
            if self.options.frames > 0, self.frameIndex >= self.options.frames { loop.stop() }
        }
        try loop.run()
        if let failure { throw failure }
    }
}
