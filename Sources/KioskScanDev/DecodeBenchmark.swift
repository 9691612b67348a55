// DecodeBenchmark: times the live decoder on camera frames of the sizes cameras deliver, ZBar
// alone against both engines, on one core.
import Capture
import Decode
import FoundationEssentials
import Kiosk
import Pixels
import Wire

enum DecodeBenchmark {
    /// The frames each size is timed on: a sample of each kind of code held up in the middle, and
    /// a photo with no code in it (what the kiosk sees most of the time).
    static let defaultImages = [
        "qrcode-1/13.webp", "ean13-1/4.webp", "code128-2/01.webp", "pdf417-2/01.webp", "datamatrix-3/dm-0.webp", "aztec-1/#128.webp",
        "falsepositives-1/01.webp",
    ]

    struct Result {
        let width: Int
        let height: Int
        let decoder: String
        let decodes: Int
        let median: Double
        let p95: Double
        /// Median ms per image, in the order of the images.
        let perImage: [Double]
    }

    /// Decodes each image's frame `rounds` times per size and decoder, interleaved (image by
    /// image, round by round) so that a slower moment of the machine spreads over all of them.
    static func run(images: [String], sizes: [(Int, Int)], rounds: Int, symbologies: Set<Symbology>) throws -> [Result] {
        let stills = try images.map { try ImageFile.load(path: $0) }
        var results: [Result] = []
        for (width, height) in sizes {
            let frames = stills.map { $0.fitted(width: width, height: height).converted(to: .yuyv).luma()! }
            let decoders: [(String, (LumaView) -> Int)] = [
                (
                    "zbar",
                    { [engine = ZBarEngine(options: BarcodeReader.Options(symbologies: symbologies, live: true).zbar)] in engine.scan($0).count }
                ),
                (
                    "zxing",
                    { [engine = ZXingEngine(options: BarcodeReader.Options(symbologies: symbologies, live: true).zxing)] in
                        (try? engine.scan($0).count) ?? 0
                    }
                ),
                (
                    "both",
                    { [reader = BarcodeReader(options: BarcodeReader.Options(symbologies: symbologies, live: true))] in
                        reader.scan($0).detections.count
                    }
                ),
            ]
            for (name, decode) in decoders {
                var all: [Double] = []
                var perImage = [[Double]](repeating: [], count: frames.count)
                for frame in frames { _ = frame.withLuma { decode($0) } }  // warm-up
                for _ in 0..<rounds {
                    for (index, frame) in frames.enumerated() {
                        let start = ContinuousClock.now
                        _ = frame.withLuma { decode($0) }
                        let ms = Benchmark.milliseconds(ContinuousClock.now - start)
                        all.append(ms)
                        perImage[index].append(ms)
                    }
                }
                results.append(
                    Result(
                        width: width, height: height, decoder: name, decodes: all.count, median: percentile(all, 50), p95: percentile(all, 95),
                        perImage: perImage.map { percentile($0, 50) }))
            }
        }
        return results
    }

    static func percentile(_ values: [Double], _ p: Int) -> Double {
        let sorted = values.sorted()
        return sorted[min(sorted.count - 1, sorted.count * p / 100)]
    }

    static func json(_ results: [Result], images: [String]) -> String {
        JSON.object([
            (
                "decodes",
                .array(
                    results.map { r in
                        .object([
                            ("width", .integer(r.width)), ("height", .integer(r.height)), ("decoder", .string(r.decoder)),
                            ("count", .integer(r.decodes)), ("median_ms", .decimal(r.median, digits: 2)), ("p95_ms", .decimal(r.p95, digits: 2)),
                            ("median_ms_per_image", .array(r.perImage.map { .decimal($0, digits: 2) })),
                        ])
                    })
            ),
            ("images", .array(images.map { .string($0) })),
        ]).serialized
    }
}
