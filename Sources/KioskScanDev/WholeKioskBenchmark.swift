// WholeKioskBenchmark: `kioskscan-dev bench --whole`, the whole kiosk measured end to end: the real
// loop with a file camera and a headless display, decoding on, one process per configuration.
import Capture
import FoundationEssentials
import Glibc
import Kiosk
import Pixels
import SystemCall
import Wire

enum WholeKioskBenchmark {
    static let usage = """
        usage: kioskscan-dev bench --whole [--cameras LIST] [--displays LIST] [--kiosk PATH] [--read-every-frame] [--noise SIGMA] [OPTIONS]
        Runs the kiosk's real loop (real clock, the decoding thread, auto capture) once per camera
        size (default 640x480,1280x720,1920x1080) and display size (default 1280x800,1920x1080),
        each in a process of its own: a file camera sending YUYV frames (--camera-format nv12:
        NV12) at 30 fps plays a photo
        with no code and six codes in turn (QR, EAN-13, Code 128, PDF417, Data Matrix, Aztec;
        \(holdDefault) s each, --hold), a headless display draws 60 frames a second (--fps), for
        \(framesDefault) frames (--frames: each code once); results show for 1 s (--resume-after).
        Prints one JSON line per run: CPU ms per shown frame (user + system, all threads; also
        apart while no code is in view and while one is), decode ms per camera frame read with
        the live passes (median, p95), the same for the other looks a still scene gets and for
        every frame the decoder took (carried frames too), frames carried over unread (an
        unchanged scene), frames the decoder's mailbox dropped, codes captured
        and the latency from the code coming into view to its capture (camera frames), and the
        peak RSS. --read-every-frame: every camera frame is read, also one of a scene that has not
        changed (what the kiosk did before it carried such frames over). --noise SIGMA: sensor
        noise of SIGMA 8-bit levels on every frame's luma (default 0: none), different in every
        frame and the same every run, as a real camera's still scene is never the same frame twice
        (the line then says noise_sigma and what adding it cost per camera frame). Kiosk options
        (--focus-style, ...) apply. --kiosk PATH runs the kiosk of
        another build (to compare builds with the same measurement): PATH is run as
        `PATH bench --whole-run ...`, which a kioskscan-dev answers, and so does a kioskscan
        from before the tools moved out of it (the product's kioskscan no longer does).
        """

    static let framesDefault = 1440
    static let holdDefault = 2.0
    static let noCode = "falsepositives-1/01.webp"
    static let codes = [
        "qrcode-1/13.webp", "ean13-1/4.webp", "code128-2/01.webp", "pdf417-2/01.webp", "datamatrix-3/dm-0.webp", "aztec-1/#128.webp",
    ]

    /// What the camera plays: no code, a code, no code, the next code…
    static var playlist: [String] { codes.flatMap { [noCode, $0] }.map { ToolCommands.blackboxFolder + "/" + $0 } }

    /// Runs every configuration in a child process (`bench --whole-run`) and prints each one's line.
    static func run(_ arguments: [String]) -> Int32 {
        if arguments.contains("--help") || arguments.contains("-h") { print(usage); return 0 }
        let own: [String: String], rest: [String]
        do throws(ArgumentError) {
            (own, rest) = try ToolArguments.split(arguments.filter { $0 != "--whole" }, own: ["--cameras", "--displays", "--kiosk"])
        } catch {
            return ToolCommands.fail(ToolArguments.message(error, usage: usage))
        }
        let cameras = (own["--cameras"] ?? "640x480,1280x720,1920x1080").split(separator: ",").map(String.init)
        let displays = (own["--displays"] ?? "1280x800,1920x1080").split(separator: ",").map(String.init)
        let kiosk = own["--kiosk"] ?? selfPath()
        for display in displays {
            for camera in cameras {
                // The child writes its line to this process's standard output.
                let ended: String
                do throws(SystemError) {
                    ended = try runToEnd(kiosk, ["bench", "--whole-run", "--camera-size", camera, "--display-size", display] + rest)
                } catch {
                    return ToolCommands.fail("cannot run \(kiosk): \(error.reason)")
                }
                guard ended == "exit 0" else {
                    return ToolCommands.fail("the run with camera \(camera) and display \(display) failed (\(ended))")
                }
            }
        }
        return 0
    }

    /// Runs `path` with `arguments`, its standard streams this process's, and waits for it:
    /// how it ended (`exit 0`, `exit 1`, `signal 9`).
    static func runToEnd(_ path: String, _ arguments: [String]) throws(SystemError) -> String {
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var child: pid_t = 0
        let spawned = posix_spawn(&child, path, nil, nil, argv, environ)
        guard spawned == 0 else { throw SystemError("posix_spawn", errno: spawned, object: path) }
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0 {
            guard errno == EINTR else { throw SystemError("waitpid", object: path) }
        }
        // WIFEXITED and WEXITSTATUS are macros Swift cannot call: the low 7 bits are the signal.
        return status & 0x7f == 0 ? "exit \((status >> 8) & 0xff)" : "signal \(status & 0x7f)"
    }

    static func selfPath() -> String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }

    /// One configuration, in this process: the kiosk runs for the frames asked, then one JSON line.
    static func runOne(_ arguments: [String]) -> Int32 {
        var options = KioskOptions()
        options.camera = .file(playlist.joined(separator: ","))
        options.cameraFormat = .yuyv
        options.cameraFPS = 30
        options.hold = holdDefault
        options.clock = .real
        options.fps = 60
        options.frames = framesDefault
        options.resumeAfter = 1
        options.inputEnabled = false
        // Headless: drawn into an image that is never written (the first time is never reached).
        options.display = .png(directory: PathName.join(ProcessInfo.processInfo.environment["TMPDIR"] ?? "/tmp", "kioskscan-bench-whole"))
        options.pngAt = [1e9]
        let noise: Double
        do {
            let (own, rest) = try ToolArguments.split(arguments.filter { $0 != "--whole-run" && $0 != "--read-every-frame" }, own: ["--noise"])
            guard let sigma = Double(own["--noise"] ?? "0"), (0...64).contains(sigma) else {
                return ToolCommands.fail("--noise needs a number of levels from 0 to 64")
            }
            noise = sigma
            try OptionTable.parse(arguments: rest, into: &options)
        } catch {
            return ToolCommands.fail("\(error)")
        }
        var lines: [String] = []
        do {
            let decodes = DecodeTimes(readsEveryFrame: arguments.contains("--read-every-frame"))
            let noisy = noise > 0 ? try noisyCamera(options: options, sigma: noise) : nil
            let runner = try KioskRunner(
                options: options, standardOutput: StandardOutputSink { lines.append($0) }, observer: decodes,
                camera: noisy.map { camera in { camera } },
                log: { _ in })
            let before = cpuSeconds()
            let summary = try runner.run()
            let cpu = cpuSeconds() - before
            let captures = lines.compactMap(CaptureLine.init(line:))
            let latencies = captures.compactMap { latency(of: $0, options: options) }.sorted()
            let times = decodes.times
            let decoded = times.filter { !$0.carried && !$0.looked }.map(\.seconds).sorted()
            let looks = times.filter(\.looked).map(\.seconds).sorted()
            let everyFrame = times.map(\.seconds).sorted()
            // The kiosk clock's span of the run: a virtual clock's frames are 1/fps apart however
            // long they take to draw.
            let span = options.clock == .virtual ? Double(summary.frames) / Double(options.fps) : summary.seconds
            let split = cpuSplit(cpu: cpu, frames: summary.frames, seconds: span, times: times, hold: options.hold)
            func percentile(_ values: [Double], _ p: Int) -> Double { values.isEmpty ? 0 : values[min(values.count - 1, values.count * p / 100)] }
            let size = options.cameraSize ?? PixelSize(width: 0, height: 0)
            print(
                JSON.object([
                    ("camera", .string("\(size.width)x\(size.height)")),
                    ("display", .string("\(options.displaySize.width)x\(options.displaySize.height)")),
                    ("frames", .integer(summary.frames)), ("seconds", .decimal(summary.seconds, digits: 2)),
                    ("cpu_ms_per_frame", .decimal(cpu * 1000 / Double(max(1, summary.frames)), digits: 3)),
                    ("cpu_ms_per_frame_no_code", .decimal(split.noCode * 1000, digits: 3)),
                    ("cpu_ms_per_frame_code", .decimal(split.code * 1000, digits: 3)),
                    ("decodes", .integer(decoded.count)), ("looks", .integer(looks.count)),
                    ("carried", .integer(times.count - decoded.count - looks.count)),
                    ("decode_median_ms", .decimal(percentile(decoded, 50) * 1000, digits: 2)),
                    ("decode_p95_ms", .decimal(percentile(decoded, 95) * 1000, digits: 2)),
                    ("look_median_ms", .decimal(percentile(looks, 50) * 1000, digits: 2)),
                    ("look_p95_ms", .decimal(percentile(looks, 95) * 1000, digits: 2)),
                    ("frame_median_ms", .decimal(percentile(everyFrame, 50) * 1000, digits: 2)),
                    ("frame_p95_ms", .decimal(percentile(everyFrame, 95) * 1000, digits: 2)),
                    ("dropped", .integer(decodes.dropped)),
                    ("codes_shown", .integer(codesShown(in: span, options: options))),
                    ("captured", .integer(latencies.count)),
                    ("latency_frames_median", .decimal(percentile(latencies, 50) * (options.cameraFPS ?? FileCamera.defaultFPS), digits: 1)),
                    ("latency_frames_max", .decimal((latencies.last ?? 0) * (options.cameraFPS ?? FileCamera.defaultFPS), digits: 1)),
                    ("peak_rss_mib", .decimal(Benchmark.peakResidentMiB(), digits: 1)),
                    ("noise_sigma", .decimal(noise, digits: 1)),
                    ("noise_ms_per_camera_frame", .decimal(noisy?.millisecondsPerFrame ?? 0, digits: 3)),
                ]).serialized)
            return 0
        } catch {
            return ToolCommands.fail("\(error)")
        }
    }

    /// The file camera `options` name, its frames with sensor noise of `sigma` levels.
    static func noisyCamera(options: KioskOptions, sigma: Double) throws -> NoisyCamera {
        guard case .file(let path) = options.camera else { throw OptionError("--noise needs a file camera") }
        let files = try FileCamera(
            spec: path, fps: options.cameraFPS ?? FileCamera.defaultFPS, hold: options.hold,
            frameSize: options.cameraSize.map { ($0.width, $0.height) },
            format: options.cameraFormat)
        return NoisyCamera(files, noise: SensorNoise(sigma: sigma))
    }

    /// CPU seconds per shown frame while no code is in view and while one is: the CPU the
    /// decoding thread spent on the frames of each kind of slot (by when each frame was offered),
    /// spread over the shown frames of those slots, plus every other CPU second of the run (the
    /// loop, drawing) spread evenly over all shown frames.
    static func cpuSplit(cpu: Double, frames: Int, seconds: Double, times: [DecodeTime], hold: Double) -> (noCode: Double, code: Double) {
        func showsCode(_ time: Double) -> Bool { Int((time / hold).rounded(.down)) % 2 == 1 }
        let decodeCPU = times.reduce(0) { $0 + $1.cpuSeconds }
        let perFrameRest = (cpu - decodeCPU) / Double(max(1, frames))
        var codeSeconds = 0.0
        var start = 0.0
        while start < seconds {
            if showsCode(start) { codeSeconds += min(hold, seconds - start) }
            start += hold
        }
        let framesPerSecond = Double(frames) / max(seconds, 1e-9)
        let codeCPU = times.filter { showsCode($0.seen) }.reduce(0) { $0 + $1.cpuSeconds }
        let noCodeSeconds = seconds - codeSeconds
        return (
            noCode: perFrameRest + (decodeCPU - codeCPU) / max(1, noCodeSeconds * framesPerSecond),
            code: perFrameRest + codeCPU / max(1, codeSeconds * framesPerSecond)
        )
    }

    /// A capture event's time and text.
    struct CaptureLine: Decodable {
        let time: Double
        let text: String

        init?(line: String) {
            guard let read = try? JSONDecoder().decode(Self.self, from: Data(line.utf8)) else { return nil }
            self = read
        }
    }

    /// Seconds from the code's image coming into view to `capture`, when what was captured is
    /// the code then in view (nil for anything else).
    static func latency(of capture: CaptureLine, options: KioskOptions) -> Double? {
        let list = playlist
        let slot = Int((capture.time / options.hold).rounded(.down))
        let path = list[slot % list.count]
        let stem = PathName.deletingExtension(path)
        guard path.contains("/" + noCode) == false,
            let expected = try? String(contentsOfFile: stem + ".txt", encoding: .utf8), expected == capture.text
        else { return nil }
        return capture.time - Double(slot) * options.hold
    }

    /// How many code images came into view at least a second before the end of a run of `seconds`.
    static func codesShown(in seconds: Double, options: KioskOptions) -> Int {
        let slots = Int(((seconds - 1) / options.hold).rounded(.up))
        return (0..<max(0, slots)).filter { $0 % 2 == 1 }.count
    }

    /// User + system CPU seconds of this process, all threads.
    static func cpuSeconds() -> Double {
        var usage = rusage()
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) * 1e-6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }
}

/// The whole-kiosk benchmark's watch on a run: every live decode's times, and the frames the
/// decoder's mailbox dropped.
final class DecodeTimes: RunObserver {
    let readsEveryFrame: Bool
    private(set) var times: [DecodeTime] = []
    private(set) var dropped = 0

    init(readsEveryFrame: Bool) { self.readsEveryFrame = readsEveryFrame }

    func decoded(_ time: DecodeTime) { times.append(time) }

    func ended(decodeDropped: Int) { dropped = decodeDropped }
}
