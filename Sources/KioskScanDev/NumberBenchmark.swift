// NumberBenchmark: `kioskscan-dev bench --number`, how long Number mode takes to read a price.
import Capture
import FoundationEssentials
import Kiosk
import OCR
import Pixels
import SystemCall
import Wire

enum NumberBenchmark {
    static let usage = """
        usage: kioskscan-dev bench --number [--tags DIR] [--frames N]
        Times the price reader on one core: its start-up (loading Tesseract's model), then each
        shelf tag of DIR (default Tests/OCRTests/ShelfTags) held up in a 1280x720 camera frame,
        read N times (default 30) as the live kiosk does (the focus square's 432x432 region,
        one glyph height per frame), and once as `kioskscan decode --mode number` does (five heights).
        Prints one JSON line: start-up ms, median and p95 ms per live reading, still-image ms
        per tag, and how many live readings were the tag's price (in all and per tag).
        """

    static func run(_ arguments: [String]) -> Int32 {
        let own: [String: String]
        do throws(ArgumentError) { (own, _) = try ToolArguments.split(arguments.filter { $0 != "--number" }, own: ["--tags", "--frames"]) } catch {
            return ToolCommands.fail(ToolArguments.message(error, usage: usage))
        }
        let folder = own["--tags"] ?? "Tests/OCRTests/ShelfTags"
        let frames = Int(own["--frames"] ?? "30") ?? 0
        guard frames >= 3 else { return ToolCommands.fail("--frames needs a whole number of at least 3") }
        do {
            let started = ContinuousClock.now
            let reader = try NumberReader()
            let startup = ContinuousClock.now - started
            let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".pgm") || $0.hasSuffix(".png") }.sorted()
            guard !names.isEmpty else { return ToolCommands.fail("no .pgm or .png tags in \(folder)") }
            var live: [Double] = [], still: [Double] = []
            var right = 0
            var perTag: [(String, JSON)] = []
            for name in names {
                let stem = PathName.deletingExtension(name)
                let expected = (try? String(contentsOfFile: folder + "/" + stem + ".txt", encoding: .utf8))?.trimmingWhitespaceAndNewlines()
                let frame = try ImageFile.load(path: folder + "/" + name).fitted(width: 1280, height: 720, fraction: 0.6).luma()!
                let region = PixelRect(x: 424, y: 144, width: 432, height: 432)
                let before = right
                frame.withLuma { luma in
                    for _ in 0..<frames {
                        let start = ContinuousClock.now
                        let reading = reader.readFrame(luma, region: region)
                        live.append(Benchmark.milliseconds(ContinuousClock.now - start))
                        if reading?.text == expected { right += 1 }
                    }
                    let start = ContinuousClock.now
                    _ = reader.read(luma, region: region)
                    still.append(Benchmark.milliseconds(ContinuousClock.now - start))
                }
                perTag.append((stem, .integer(right - before)))
            }
            live.sort()
            let line: [(String, JSON)] = [
                ("tags", .integer(names.count)), ("startupMs", .decimal(Benchmark.milliseconds(startup), digits: 1)),
                ("liveMedianMs", .decimal(live[live.count / 2], digits: 1)), ("liveP95Ms", .decimal(live[live.count * 95 / 100], digits: 1)),
                ("liveRight", .integer(right)), ("liveReadings", .integer(live.count)), ("liveRightPerTag", .object(perTag)),
                ("stillMeanMs", .decimal(still.reduce(0, +) / Double(still.count), digits: 1)),
                ("peakMiB", .decimal(Benchmark.peakResidentMiB(), digits: 0)),
            ]
            print(JSON.object(line).serialized)
            return 0
        } catch {
            return ToolCommands.fail("\(error)")
        }
    }
}
