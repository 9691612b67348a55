// MotionBenchmark: `kioskscan-dev motion-bench`: what watching for motion costs per camera frame
// (MotionDetector on a frame's luma plane and on a YUYV frame read in place).
import Glibc
import Kiosk
import Pixels
import Presence
import SystemCall
import Wire

enum MotionBenchmark {
    static let usage = """
        usage: kioskscan-dev motion-bench [--size WxH] [--frames N]
        Times MotionDetector.update on --frames frames (default 2000) of --size (default
        1280x720): a grey plane and a YUYV frame, each a textured scene with sensor noise that
        differs from frame to frame (eight frames made beforehand, in turn). Prints one JSON line
        per format: nanoseconds per frame (median of five runs) and how many frames saw motion
        (0: the noise is no motion). Build with -c release for figures that mean anything.
        """

    /// What the command line asks for.
    struct Settings: Equatable {
        var width = 1280, height = 720, frames = 2000
    }

    /// The settings `arguments` give; thrown, why the command line was refused.
    static func settings(_ arguments: [String]) throws(ArgumentError) -> Settings {
        var settings = Settings()
        var scanner = ArgumentScanner(arguments)
        while let argument = scanner.next() {
            switch argument {
            case .option("--size"):
                let parts = try scanner.value().split(separator: "x").compactMap { Int($0) }
                guard parts.count == 2, parts[0] >= 64, parts[1] >= 48, parts[0] <= 8192, parts[1] <= 8192 else {
                    throw .invalid("--size needs WxH (at least 64x48)")
                }
                (settings.width, settings.height) = (parts[0], parts[1])
            case .option("--frames"):
                guard let n = Int(try scanner.value()), n > 0 else { throw .invalid("--frames needs a positive whole number") }
                settings.frames = n
            case .option: throw scanner.unknownOption
            case .positional: throw scanner.unexpectedArgument
            }
        }
        return settings
    }

    static func run(_ arguments: [String]) -> Int32 {
        if arguments.contains("--help") || arguments.contains("-h") {
            print(usage)
            return 0
        }
        let settings: Settings
        do throws(ArgumentError) { settings = try self.settings(arguments) } catch {
            StandardStream.error.write("kioskscan-dev motion-bench: \(ToolArguments.message(error, usage: usage))\n")
            return 2
        }
        let (width, height, frames) = (settings.width, settings.height, settings.frames)
        // Eight frames of a smooth pattern plus noise of about ±8 levels.
        var state: UInt32 = 30
        let grey = (0..<8).map { _ in
            (0..<(width * height)).map { i -> UInt8 in
                state = state &* 1_664_525 &+ 1_013_904_223
                let (x, y) = (i % width, i / width)
                let pattern = 128 + 60 * sin(Double(x) / 37) * cos(Double(y) / 23)
                return UInt8(max(0, min(255, pattern + Double(Int(state >> 28) - 8))))
            }
        }
        let yuyv = grey.map { plane in
            var packed = [UInt8](repeating: 128, count: 2 * plane.count)
            for (i, y) in plane.enumerated() { packed[2 * i] = y }
            return packed
        }
        for (name, images, bytesPerPixel) in [("grey", grey, 1), ("yuyv", yuyv, 2)] {
            var runs: [Double] = []
            var moved = 0
            for _ in 0..<5 {
                let detector = MotionDetector()
                moved = 0
                let start = monotonicNow()
                for k in 0..<frames {
                    let seen = images[k % images.count].withUnsafeBytes { bytes in
                        let view = ImageView(
                            format: bytesPerPixel == 1 ? .grey : .yuyv, size: PixelSize(width: width, height: height), range: .full,
                            planes: ImagePlane(base: bytes.baseAddress!, stride: width * bytesPerPixel))
                        return detector.update(view)
                    }
                    if seen { moved += 1 }
                }
                runs.append((monotonicNow() - start) / Double(frames) * 1e9)
            }
            let median = runs.sorted()[2]
            print(
                "{\"format\":\"\(name)\",\"size\":\"\(width)x\(height)\",\"frames\":\(frames),\"ns_per_frame\":\(Int(median)),\"motion_frames\":\(moved)}"
            )
        }
        return 0
    }
}
