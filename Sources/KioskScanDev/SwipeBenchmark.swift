// SwipeBenchmark: `kioskscan-dev bench --swipe`: codes swiped past the camera, through the kiosk's
// real loop (as `bench --whole`), per camera size, speed and exposure.
import Capture
import Decode
import FoundationEssentials
import Kiosk
import Pixels
import Scene
import SystemCall
import Wire

enum SwipeBenchmark {
    static let usage = """
        usage: kioskscan-dev bench --swipe [--cameras LIST] [--speeds LIST] [--exposures LIST] [--noise SIGMA] [--codes LIST] [OPTIONS]
        Runs the kiosk's real loop (real clock, the decoding thread, auto capture, a headless
        1280x800 display at 60 frames a second, as bench --whole) once per camera size (default
        1280x720; YUYV at 30 fps), speed (default 0.25,0.5,1 m/s) and exposure (default
        0.5,1,4,8 ms), each in a process of its own. The camera moves each sample code (--codes:
        photos under the zxing-blackbox folder, default \(SwipeCode.defaultNames.joined(separator: ","));
        the code's part of the photo at the size bench --whole shows the photo) across a still
        photo with no code, left to right, top to bottom and along the diagonal, at the speed
        for a field of view 60 cm wide, smeared by the exposure (a box blur of speed x exposure
        along the motion), with sensor noise of SIGMA levels (default 2; 0: none), different in
        every frame and the same every run; \(leadSeconds) s of the photo alone before the first
        swipe and after each. Prints one JSON line per run: camera, speed_mps, exposure_ms, swipes,
        captured, and per swipe the code, direction, whether it was captured, frames with the code
        wholly in view and wholly in the part of the frame the kiosk reads (the focus square with
        its margin), frames read there until the capture (the kiosk reads nothing while the result
        shows), and the latency from the first frame showing any of it to the capture (frames); with the decoder's median and p95 ms per frame read, frames carried
        and dropped, CPU ms per shown frame. Kiosk options (--focus-size, ...) apply.
        """

    static let fieldOfView = 0.6
    static let fps = 30.0
    static let leadSeconds = 0.6
    static let background = "falsepositives-1/01.webp"

    /// Runs every configuration in a child process (`bench --swipe-run`) and prints each one's line.
    static func run(_ arguments: [String]) -> Int32 {
        if arguments.contains("--help") || arguments.contains("-h") { print(usage); return 0 }
        let own: [String: String], rest: [String]
        do throws(ArgumentError) {
            (own, rest) = try ToolArguments.split(arguments.filter { $0 != "--swipe" }, own: ["--cameras", "--speeds", "--exposures"])
        } catch {
            return ToolCommands.fail(ToolArguments.message(error, usage: usage))
        }
        let cameras = (own["--cameras"] ?? "1280x720").split(separator: ",").map(String.init)
        let speeds = (own["--speeds"] ?? "0.25,0.5,1").split(separator: ",").map(String.init)
        let exposures = (own["--exposures"] ?? "0.5,1,4,8").split(separator: ",").map(String.init)
        let me = WholeKioskBenchmark.selfPath()
        for camera in cameras {
            for speed in speeds {
                for exposure in exposures {
                    let ended: String
                    do throws(SystemError) {
                        ended = try WholeKioskBenchmark.runToEnd(
                            me, ["bench", "--swipe-run", "--camera-size", camera, "--speed", speed, "--exposure", exposure] + rest)
                    } catch {
                        return ToolCommands.fail("cannot run \(me): \(error.reason)")
                    }
                    guard ended == "exit 0" else {
                        return ToolCommands.fail("the run with camera \(camera), \(speed) m/s, \(exposure) ms failed (\(ended))")
                    }
                }
            }
        }
        return 0
    }

    /// What one run is asked for, besides the kiosk's options.
    struct Settings {
        var speed = 0.5
        var exposureMilliseconds = 4.0
        var noise = 2.0
        var codes = SwipeCode.defaultNames
    }

    static func settings(_ own: [String: String]) throws(ArgumentError) -> Settings {
        var settings = Settings()
        func number(_ name: String, _ range: ClosedRange<Double>, _ what: String) throws(ArgumentError) -> Double? {
            guard let text = own[name] else { return nil }
            guard let value = Double(text), range.contains(value) else { throw .invalid("\(name) needs \(what)") }
            return value
        }
        if let speed = try number("--speed", 0.01...10, "metres a second, from 0.01 to 10") { settings.speed = speed }
        if let exposure = try number("--exposure", 0...100, "milliseconds, from 0 to 100") { settings.exposureMilliseconds = exposure }
        if let noise = try number("--noise", 0...64, "8-bit levels, from 0 to 64") { settings.noise = noise }
        if let codes = own["--codes"] { settings.codes = codes.split(separator: ",").map(String.init) }
        return settings
    }

    /// One configuration, in this process: the swipes through the kiosk, then one JSON line.
    static func runOne(_ arguments: [String]) -> Int32 {
        let own: [String: String], rest: [String], settings: Settings
        do throws(ArgumentError) {
            (own, rest) = try ToolArguments.split(
                arguments.filter { $0 != "--swipe-run" }, own: ["--speed", "--exposure", "--noise", "--codes"])
            settings = try self.settings(own)
        } catch {
            return ToolCommands.fail(ToolArguments.message(error, usage: usage))
        }
        var options = KioskOptions()
        let backgroundPath = ToolCommands.blackboxFolder + "/" + background
        // Stands for the swipe camera in the checks a file camera gets.
        options.camera = .file(backgroundPath)
        options.cameraFormat = .yuyv
        options.cameraFPS = fps
        options.clock = .real
        options.fps = 60
        options.resumeAfter = 0.5
        // Every swipe is a chance of its own, also the same code's a second later.
        options.repeatGuard = 0
        options.inputEnabled = false
        options.display = .png(directory: PathName.join(ProcessInfo.processInfo.environment["TMPDIR"] ?? "/tmp", "kioskscan-bench-swipe"))
        options.pngAt = [1e9]
        do {
            try OptionTable.parse(arguments: rest, into: &options)
        } catch {
            return ToolCommands.fail("\(error)")
        }
        guard options.cameraFormat == .yuyv || options.cameraFormat == .nv12 || options.cameraFormat == .grey else {
            return ToolCommands.fail("the swipe camera makes yuyv, nv12 or grey frames")
        }
        do {
            let size = options.cameraSize ?? PixelSize(width: 1280, height: 720)
            options.cameraSize = size
            let format = options.cameraFormat ?? .yuyv
            let codes = try settings.codes.map { try SwipeCode(folder: ToolCommands.blackboxFolder, name: $0, frameSize: size, format: format) }
            let backdrop = try ImageFile.load(path: backgroundPath).fitted(width: size.width, height: size.height, fraction: 1, fillingFrame: true)
                .converted(to: format)
            let pixelsPerFrame = SwipePath.pixelsPerFrame(speed: settings.speed, fieldWidth: fieldOfView, frameWidth: size.width, fps: fps)
            let camera = SwipeCamera(
                background: backdrop, codes: codes, directions: SwipePath.Direction.allCases, pixelsPerFrame: pixelsPerFrame,
                blurLength: pixelsPerFrame * fps * settings.exposureMilliseconds / 1000, fps: fps, gap: Int(leadSeconds * fps),
                noise: settings.noise > 0 ? SensorNoise(sigma: settings.noise) : nil)
            options.frames = Int((Double(camera.scheduleFrames) / fps * Double(options.fps)).rounded(.up))
            let region = try readRegion(options: options, frameSize: size)
            var lines: [String] = []
            let decodes = DecodeTimes(readsEveryFrame: false)
            let runner = try KioskRunner(
                options: options, standardOutput: StandardOutputSink { lines.append($0) }, observer: decodes, camera: { camera }, log: { _ in })
            let before = WholeKioskBenchmark.cpuSeconds()
            let summary = try runner.run()
            let cpu = WholeKioskBenchmark.cpuSeconds() - before
            let captures = lines.compactMap(WholeKioskBenchmark.CaptureLine.init(line:))
            let outcomes = SwipeOutcome.of(camera: camera, codes: codes, region: region, captures: captures, decodes: decodes.times, fps: fps)
            let read = decodes.times.filter { !$0.carried }.map(\.seconds).sorted()
            func percentile(_ p: Int) -> Double { read.isEmpty ? 0 : read[min(read.count - 1, read.count * p / 100)] * 1000 }
            print(
                JSON.object([
                    ("camera", .string("\(size.width)x\(size.height)")), ("speed_mps", .decimal(settings.speed, digits: 2)),
                    ("exposure_ms", .decimal(settings.exposureMilliseconds, digits: 1)), ("noise_sigma", .decimal(settings.noise, digits: 1)),
                    ("pixels_per_frame", .decimal(pixelsPerFrame, digits: 1)),
                    ("blur_px", .decimal(pixelsPerFrame * fps * settings.exposureMilliseconds / 1000, digits: 1)),
                    ("swipes", .integer(outcomes.count)), ("captured", .integer(outcomes.filter { $0.latency != nil }.count)),
                    ("codes", .array(outcomes.map(\.json))),
                    ("frames", .integer(summary.frames)), ("decodes", .integer(read.count)),
                    ("carried", .integer(decodes.times.count - read.count)), ("dropped", .integer(decodes.dropped)),
                    ("decode_median_ms", .decimal(percentile(50), digits: 2)), ("decode_p95_ms", .decimal(percentile(95), digits: 2)),
                    ("cpu_ms_per_frame", .decimal(cpu * 1000 / Double(max(1, summary.frames)), digits: 3)),
                    ("peak_rss_mib", .decimal(Benchmark.peakResidentMiB(), digits: 1)),
                ]).serialized)
            return 0
        } catch {
            return ToolCommands.fail("\(error)")
        }
    }

    /// The part of a `frameSize` camera frame the kiosk reads: the focus square as the scene lays
    /// it out on the display, with the reader's margin (`KioskController.decodeRegion`).
    static func readRegion(options: KioskOptions, frameSize: PixelSize) throws -> PixelRect {
        let layout = try ScannerScene(style: options.sceneStyle).layout(width: options.displaySize.width, height: options.displaySize.height)
        let square = layout.cutoutRegion(frameWidth: frameSize.width, frameHeight: frameSize.height, mirrored: options.sceneStyle.mirror)
        return BarcodeReader.region(around: square, in: frameSize.bounds)
    }
}
