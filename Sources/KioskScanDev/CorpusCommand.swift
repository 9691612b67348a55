// CorpusCommand: `kioskscan-dev corpus`, how many sample images each engine reads, per folder, as
// still images or filmed as camera frames (the figures of the reading-rate table in docs/decoding.md).
import Capture
import Decode
import FoundationEssentials
import Kiosk
import Pixels
import Scene
import SystemCall
import Wire

enum CorpusCommand {
    static let usage = """
        usage: kioskscan-dev corpus [--engine zbar|zxing|kiosk] [--live] [--frames WxH] [--passes LIST]
                                    [--zxing-passes LIST] [--zxing-options LIST] [--symbologies LIST]
                                    [--region [--held]] [--folders A,B] [--list] [DIR]
        Decodes every image of the ZXing black-box folders in DIR (default: the zxing-blackbox
        folder of $KIOSKSCAN_TESTDATA, else ../shared/testdata) that has an expected text (.txt)
        and counts those read with exactly that text. One JSON line per folder, then the total.
          --engine       zbar (ZBar alone), zxing (zxing-cpp alone) or kiosk (both, the kiosk's
                         policy; the default)
          --live         the passes the kiosk runs on live frames instead of the still-image ones
          --frames WxH   each image first filmed as a camera frame of that size: held up in the
                         middle as `kioskscan-dev frames` makes it, video-range YUYV, its luma decoded
          --region       with --frames: the frame read as the kiosk's decoding thread reads it (the
                         focus square of a 1280x800 screen with its margin, the whole frame when
                         a code there is cut or none is there: `RegionScan`)
          --held         with --region: the frame held still as long as the kiosk takes to give
                         it every look (`LiveReader`: the live passes, then one other look a
                         frame); read when any of those frames reads it
          --passes, --zxing-passes   override the ZBar / zxing passes
          --zxing-options  zxing hints, comma-separated: noTryHarder, noRotate, noDownscale, rotate
                         (tryRotate with the live passes too)
          --list         also one line per image: read or not, what was read, and its decode time
        """

    struct Tally {
        var images = 0
        var read = 0
        var falsePositives = 0
        var seconds = 0.0
    }

    static func run(_ arguments: [String]) -> Int32 {
        var engineName = "kiosk"
        var live = false
        var frameSize: (Int, Int)?
        var symbologies = Symbology.defaultSet
        var zxingHints: [Substring] = []
        var folders: Set<String>?
        var list = false
        var region = false
        var held = false
        var root: String?
        var passesGiven: [ZBarEngine.Pass]?, zxingPassesGiven: [ZXingEngine.Pass]?
        var scanner = ArgumentScanner(arguments)
        do throws(ArgumentError) {
            while let argument = scanner.next() {
                switch argument {
                case .option("--engine"):
                    let name = try scanner.value()
                    guard ["zbar", "zxing", "kiosk"].contains(name) else { return fail("--engine needs zbar, zxing or kiosk") }
                    engineName = name
                case .option("--live"): live = true
                case .option("--list"): list = true
                case .option("--region"): region = true
                case .option("--held"): held = true
                case .option("--frames"):
                    let parts = try scanner.value().lowercased().split(separator: "x").compactMap { Int($0) }
                    guard parts.count == 2, parts.allSatisfy({ (16...8192).contains($0) }), parts[0] % 2 == 0 else {
                        return fail("--frames needs WIDTHxHEIGHT (even width)")
                    }
                    frameSize = (parts[0], parts[1])
                case .option("--passes"): passesGiven = try passList(scanner.value(), option: "--passes")
                case .option("--zxing-passes"): zxingPassesGiven = try passList(scanner.value(), option: "--zxing-passes")
                case .option("--zxing-options"):
                    zxingHints = try scanner.value().split(separator: ",")
                    for word in zxingHints where !["noTryHarder", "noRotate", "noDownscale", "rotate"].contains(word) {
                        return fail("--zxing-options: unknown option \(RawArgument.quoted(String(word)))")
                    }
                case .option("--symbologies"):
                    let list = try scanner.value()
                    do { symbologies = try Symbology.parseList(list) } catch { throw .refused(list, because: error, option: "--symbologies") }
                case .option("--folders"):
                    folders = Set(try scanner.value().split(separator: ",").map(String.init))
                case .option("-h"), .option("--help"):
                    print(usage)
                    return 0
                case .option: throw scanner.unknownOption
                case .positional(let folder): root = folder
                }
            }
        } catch {
            return fail("\(error)")
        }
        var kioskOptions = BarcodeReader.Options(symbologies: symbologies, live: live)
        if let passesGiven { kioskOptions.zbar.passes = passesGiven }
        if let zxingPassesGiven { kioskOptions.zxing.passes = zxingPassesGiven }
        if zxingHints.contains("noTryHarder") { kioskOptions.zxing.tryHarder = false }
        if zxingHints.contains("noRotate") { kioskOptions.zxing.tryRotate = false }
        if zxingHints.contains("rotate") { kioskOptions.zxing.tryRotate = true }
        if zxingHints.contains("noDownscale") { kioskOptions.zxing.tryDownscale = false }
        let (zbarOptions, zxingOptions) = (kioskOptions.zbar, kioskOptions.zxing)

        if region, frameSize == nil { return fail("--region needs --frames") }
        if held, !region { return fail("--held needs --region") }
        let decode: (LumaView) -> [Detection]
        var decodeRegion: ((ImageView, PixelRect) -> [Detection])?
        switch engineName {
        case "zbar":
            let engine = ZBarEngine(options: zbarOptions)
            decode = { engine.scan($0) }
        case "zxing":
            let engine = ZXingEngine(options: zxingOptions)
            decode = { luma in
                do { return try engine.scan(luma) } catch {
                    StandardStream.error.write("kioskscan-dev corpus: \(error)\n")
                    return []
                }
            }
        default:
            let engine = BarcodeReader(options: kioskOptions)
            decode = { engine.scan($0).detections }
            decodeRegion = { engine.scan($0, region: $1).detections }
            if held {
                // One reader for every image, as the kiosk keeps one (ZBar's decoders keep some
                // state from one image to the next: a fresh reader for each image reads 4 EAN-13
                // photos of a book fewer, a photo of the same book before each); each image's
                // first frame is a changed scene.
                let live = LiveReader(reader: engine)
                decodeRegion = { image, region in
                    var found: [Detection] = []
                    for _ in 0...kioskOptions.looks.count {
                        for d in live.scan(image, region: region).outcome.detections where !found.contains(where: { $0.bytes == d.bytes }) {
                            found.append(d)
                        }
                    }
                    return found
                }
            }
        }
        if region, decodeRegion == nil { return fail("--region reads with the kiosk's engines (--engine kiosk)") }
        var kioskRegion: PixelRect?
        if region, let (width, height) = frameSize {
            do {
                let options = KioskOptions()
                let layout = try ScannerScene(style: options.sceneStyle).layout(width: 1280, height: 800)
                kioskRegion = KioskController(options: options, layout: layout).decodeRegion(frameWidth: width, frameHeight: height)
            } catch {
                return fail("cannot lay out the kiosk's screen: \(error)")
            }
        }

        let directory = root ?? ToolCommands.blackboxFolder
        let fm = FileManager.default
        guard let names = try? fm.contentsOfDirectory(atPath: directory).sorted() else { return fail("cannot list \(directory)") }
        var total = Tally()
        for folder in names where folders?.contains(folder) ?? true {
            let path = directory + "/" + folder
            guard let files = try? fm.contentsOfDirectory(atPath: path).sorted() else { continue }
            var tally = Tally()
            let isFalsePositives = folder.hasPrefix("falsepositives")
            for file in files where ["png", "jpg", "webp"].contains(PathName.fileExtension(file)) {
                let stem = path + "/" + PathName.deletingExtension(file)
                let expected = (try? Data(contentsOf: URL(fileURLWithPath: stem + ".txt"))).map { String(decoding: $0, as: UTF8.self) }
                guard expected != nil || isFalsePositives else { continue }
                let still: Frame
                do { still = try ImageFile.load(path: path + "/" + file) } catch {
                    return fail("\(folder)/\(file): \(error)")
                }
                var frame = still.luma()!
                var camera: Frame?
                if let (width, height) = frameSize {
                    camera = still.fitted(width: width, height: height).converted(to: .yuyv)
                    frame = camera!.luma()!
                }
                let start = ContinuousClock.now
                let detections: [Detection]
                if let kioskRegion, let decodeRegion, let camera {
                    detections = camera.withImageView { decodeRegion($0, kioskRegion) } ?? []
                } else {
                    detections = frame.withLuma { decode($0) }
                }
                let elapsed = ContinuousClock.now - start
                tally.seconds += Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
                tally.images += 1
                // A payload that is not text (padding, NULs) reads when its bytes are the expected ones.
                let read =
                    expected.map { text in detections.contains { $0.text == text || ($0.text == nil && $0.bytes == Array(text.utf8)) } } ?? false
                if read { tally.read += 1 }
                if isFalsePositives, !detections.isEmpty { tally.falsePositives += 1 }
                if list {
                    print(
                        JSON.object([
                            ("image", .string("\(folder)/\(file)")), ("read", .bool(read)),
                            ("found", .array(detections.map { .string(describe($0)) })),
                            ("ms", .decimal(Benchmark.milliseconds(elapsed), digits: 2)),
                        ]).serialized)
                }
            }
            guard tally.images > 0 else { continue }
            print(line(folder, tally))
            total.images += tally.images
            total.read += tally.read
            total.falsePositives += tally.falsePositives
            total.seconds += tally.seconds
        }
        print(line("total", total))
        return 0
    }

    /// `qr zbar+zxing: TEXT`, `ean13 zxing disputed: TEXT`.
    static func describe(_ detection: Detection) -> String {
        let engines = [(Detection.Engines.zbar, "zbar"), (.zxing, "zxing")].filter { detection.readBy.contains($0.0) }.map(\.1)
        return "\(detection.origin.name) \(engines.joined(separator: "+"))\(detection.disputed ? " disputed" : ""): \(detection.displayText)"
    }

    static func line(_ folder: String, _ tally: Tally) -> String {
        JSON.object([
            ("folder", .string(folder)), ("images", .integer(tally.images)), ("read", .integer(tally.read)),
            ("false_positives", .integer(tally.falsePositives)), ("ms", .decimal(tally.seconds * 1000, digits: 0)),
        ]).serialized
    }

    /// The passes a comma-separated `value` names; thrown, the first unknown one, escaped and cut.
    static func passList<Pass: RawRepresentable<String>>(_ value: String, option: String) throws(ArgumentError) -> [Pass] {
        var passes: [Pass] = []
        for word in value.split(separator: ",") {
            guard let pass = Pass(rawValue: String(word)) else { throw .invalid("\(option): unknown pass \(RawArgument.quoted(String(word)))") }
            passes.append(pass)
        }
        return passes
    }

    static func fail(_ message: String) -> Int32 {
        StandardStream.error.write("kioskscan-dev corpus: \(message)\n\(usage)\n")
        return 2
    }
}
