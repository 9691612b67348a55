// DecodeCommand: `kioskscan decode [--symbologies LIST] IMAGE...`, one JSON line per image.
import Capture
import Decode
import FoundationEssentials
import Kiosk
import Pixels
import SystemCall
import Wire

enum DecodeCommand {
    static let usage = """
        usage: kioskscan decode [--symbologies LIST] [--engine both|zbar|zxing] [--passes LIST]
                                [--zxing-passes LIST] [--code39-full-ascii] [--content-date YYYY-MM-DD]
                                [--content-variable-measure NAME] [--content-secrets on|off] [--no-content] [--reveal] IMAGE...
        Reads PNG, JPEG, WebP and PGM/PPM images and prints one JSON line per image:
          {"file":"…","results":[{"symbology":"qr","text":"…","corners":[[x,y],…],"quality":1,"engines":["zbar","zxing"]}],"ms":1.9}
        Corners are the code's top-left, top-right, bottom-right and bottom-left in image pixels.
        What a code means follows its payload as "content" ({"type":"gs1",…}: man kioskscan), read as
        the kiosk reads it; --content-* are the kiosk's content.* options, --no-content leaves it out.
        An identity document's text (a driver's licence, also one the AAMVA parser refuses) and the
        text of a code that carries a secret (otpauth://, otpauth-migration://, a WIFI: code with a
        password, also one refused) are withheld as the kiosk withholds them, "text":null,
        "withheld":true, unless --reveal (or --content-id-text on, --content-secrets on).
        An image that cannot be read gets {"file":"…","error":"…"}; the exit status is then 1.
        --symbologies LIST   comma-separated: \(Symbology.selectable.map(\.rawValue).joined(separator: ",")) or all
        --engine NAME        both (the kiosk's decoder, the default), zbar or zxing alone
        --passes LIST        the ways ZBar looks at each image, in order, until one finds a code:
                             \(ZBarEngine.Pass.allCases.map(\.rawValue).joined(separator: ",")) (default: all)
        --zxing-passes LIST  the same for zxing-cpp: \(ZXingEngine.Pass.allCases.map(\.rawValue).joined(separator: ",")) (default: all)
        --code39-full-ascii  read Code 39 as Full ASCII (+A is a, /C is #)
        --reveal             print withheld text too: an identity document's, a secret's
        --scan-mode number   read a price instead (see kioskscan decode --scan-mode number --help)
        """

    /// Runs the command; returns the exit status.
    static func run(_ arguments: [String]) -> Int32 {
        for notice in NumberDecodeCommand.notices(arguments) { StandardStream.error.write("kioskscan decode: \(notice)\n") }
        if NumberDecodeCommand.wanted(arguments) { return NumberDecodeCommand.run(arguments) }
        var symbologies = Symbology.defaultSet
        var code39FullASCII = false
        var reveal = false
        var engineName = "both"
        var contentOptions = KioskOptions()
        var passes: [ZBarEngine.Pass]?
        var zxingPasses: [ZXingEngine.Pass]?
        var files: [String] = []
        var scanner = ArgumentScanner(arguments, syntax: .init(equalsForm: true, endOfOptions: true))
        do {
            while let argument = scanner.next() {
                switch argument {
                case .positional(let file): files.append(file)
                case .option("-h"), .option("--help"):
                    try scanner.flag()
                    print(usage)
                    return 0
                case .option("--code39-full-ascii"):
                    try scanner.flag()
                    code39FullASCII = true
                case .option("--no-content"):
                    try scanner.flag()
                    contentOptions.contentEnabled = false
                case .option("--reveal"):
                    try scanner.flag()
                    reveal = true
                case .option("--scan-mode"), .option("--mode"):
                    // Number mode went to NumberDecodeCommand; barcode is what decode does anyway.
                    guard scanner.value(ifNextIs: { $0 == "barcode" }) == "barcode" else { throw scanner.unknownOption }
                case .option("--symbologies"):
                    let value = try scanner.value()
                    do { symbologies = try Symbology.parseList(value) } catch {
                        throw ArgumentError.refused(value, because: error, option: "--symbologies")
                    }
                    if let notice = EnginePolicy.unreadableNotice(for: symbologies) { StandardStream.error.write("kioskscan decode: \(notice)\n") }
                case .option("--engine"):
                    let value = try scanner.value()
                    guard ["both", "zbar", "zxing"].contains(value) else {
                        throw ArgumentError.expected("both, zbar or zxing", got: value, option: "--engine")
                    }
                    engineName = value
                case .option("--passes"): passes = try passList(try scanner.value(), option: "--passes")
                case .option("--zxing-passes"): zxingPasses = try passList(try scanner.value(), option: "--zxing-passes")
                case .option(let name) where name.hasPrefix("--content-"):
                    // The kiosk's content.* options (--content-date, --content-variable-measure, …).
                    try OptionTable.parse(arguments: [name, try scanner.value()], into: &contentOptions)
                case .option: throw scanner.unknownOption
                }
            }
        } catch {
            return fail("\(error)")
        }
        guard !files.isEmpty else { return fail("no image given") }
        var options = BarcodeReader.Options(symbologies: symbologies, code39FullASCII: code39FullASCII)
        if let passes { options.zbar.passes = passes }
        if let zxingPasses { options.zxing.passes = zxingPasses }
        let decode = decoder(engineName, options: options)
        // Read also with --no-content: what is withheld does not depend on what is printed.
        let readContent = ContentCapture.reader(contentOptions)
        let kept = ContentCapture.kept(contentOptions, revealing: reveal)
        var failed = false
        for file in files {
            var line: [(String, JSON)] = [("file", .string(file))]
            do {
                let frame: Frame
                if let raw = RawArgument.cString(for: file) {
                    frame = try ImageFile.load(cPath: raw, shown: file)
                } else {
                    frame = try ImageFile.load(path: file)
                }
                let start = ContinuousClock.now
                let outcome = frame.luma()!.withLuma { decode($0) }
                let elapsed = ContinuousClock.now - start
                let results = outcome.detections.map { detection in
                    let content = readContent(detection)
                    return detection.resultJSON(
                        content: contentOptions.contentEnabled ? content : nil,
                        withheld: content?.withholdsPayload(keeping: kept) == true)
                }
                line.append(("results", .array(results)))
                line.append(("ms", .decimal(Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1e3, digits: 1)))
                if !outcome.failures.isEmpty { line.append(("engine_errors", .array(outcome.failures.map { .string($0.description) }))) }
            } catch {
                failed = true
                line.append(("error", .string(error.reason)))
            }
            print(JSON.object(line).serialized)
        }
        return failed ? 1 : 0
    }

    /// The kiosk's decoder with still-image passes, or one engine of it alone.
    static func decoder(_ name: String, options: BarcodeReader.Options) -> (LumaView) -> BarcodeReader.Outcome {
        switch name {
        case "zbar":
            let engine = ZBarEngine(options: options.zbar)
            return { BarcodeReader.Outcome(detections: engine.scan($0)) }
        case "zxing":
            let engine = ZXingEngine(options: options.zxing)
            return { luma in
                do throws(ZXingError) {
                    return BarcodeReader.Outcome(detections: try engine.scan(luma))
                } catch {
                    return BarcodeReader.Outcome(detections: [], failures: [error])
                }
            }
        default:
            let reader = BarcodeReader(options: options)
            return { reader.scan($0) }
        }
    }

    /// A comma-separated list of passes; none at all would read nothing and still exit 0.
    static func passList<Pass: RawRepresentable<String>>(_ value: String, option: String) throws(ArgumentError) -> [Pass] {
        guard !value.trimmingWhitespace().isEmpty else { throw .invalid("\(option) needs at least one pass") }
        var list: [Pass] = []
        for word in value.split(separator: ",") {
            guard let pass = Pass(rawValue: String(word)) else { throw .invalid("\(option): unknown pass \(RawArgument.quoted(String(word)))") }
            list.append(pass)
        }
        return list
    }

    static func fail(_ message: String) -> Int32 {
        StandardStream.error.write("kioskscan decode: \(message)\n\(usage)\n")
        return 2
    }
}
