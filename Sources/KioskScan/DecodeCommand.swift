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
        An identity document's text (a driver's licence, also one the AAMVA parser refuses) is
        withheld as the kiosk withholds it, "text":null,"withheld":true, unless --reveal.
        An image that cannot be read gets {"file":"…","error":"…"}; the exit status is then 1.
        --symbologies LIST   comma-separated: \(Symbology.selectable.map(\.rawValue).joined(separator: ",")) or all
        --engine NAME        both (the kiosk's decoder, the default), zbar or zxing alone
        --passes LIST        the ways ZBar looks at each image, in order, until one finds a code:
                             \(ZBarEngine.Pass.allCases.map(\.rawValue).joined(separator: ",")) (default: all)
        --zxing-passes LIST  the same for zxing-cpp: \(ZXingEngine.Pass.allCases.map(\.rawValue).joined(separator: ",")) (default: all)
        --code39-full-ascii  read Code 39 as Full ASCII (+A is a, /C is #)
        --reveal             print an identity document's text too (as --content-id-text on does)
        --scan-mode number   read a price instead (see kioskscan decode --scan-mode number --help)
        """

    /// Runs the command; returns the exit status.
    static func run(_ arguments: [String]) -> Int32 {
        for notice in NumberDecodeCommand.notices(arguments) { StandardStream.error.write("kioskscan decode: \(notice)\n") }
        if NumberDecodeCommand.wanted(arguments) { return NumberDecodeCommand.run(arguments) }
        let arguments = NumberDecodeCommand.withoutBarcodeMode(arguments)
        var symbologies = Symbology.defaultSet
        var code39FullASCII = false
        var reveal = false
        var engineName = "both"
        var contentOptions = KioskOptions()
        var passes: [ZBarEngine.Pass]?
        var zxingPasses: [ZXingEngine.Pass]?
        var files: [String] = []
        var index = 0
        var onlyFiles = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyFiles || !argument.hasPrefix("-") || argument == "-" {
                files.append(argument)
                continue
            }
            switch argument {
            case "--": onlyFiles = true
            case "--code39-full-ascii": code39FullASCII = true
            case "--no-content": contentOptions.contentEnabled = false
            case "--reveal": reveal = true
            case "-h", "--help":
                print(usage)
                return 0
            case _ where ["--symbologies", "--passes", "--zxing-passes", "--engine", "--content-"].contains(where: { argument.hasPrefix($0) }):
                let (name, value): (String, String)
                if let equals = argument.firstIndex(of: "=") {
                    (name, value) = (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
                } else if index < arguments.count {
                    (name, value) = (argument, arguments[index])
                    index += 1
                } else {
                    return fail("\(argument) needs a value")
                }
                // No pass at all would read nothing and still exit 0.
                if name.hasSuffix("passes"), value.trimmingWhitespace().isEmpty { return fail("\(name) needs at least one pass") }
                switch name {
                case "--symbologies":
                    do { symbologies = try Symbology.parseList(value) } catch { return fail("--symbologies: \(error)") }
                    if let notice = EnginePolicy.unreadableNotice(for: symbologies) { StandardStream.error.write("kioskscan decode: \(notice)\n") }
                case "--engine":
                    guard ["both", "zbar", "zxing"].contains(value) else { return fail("--engine: expected both, zbar or zxing, got '\(value)'") }
                    engineName = value
                case "--passes":
                    var list: [ZBarEngine.Pass] = []
                    for word in value.split(separator: ",") {
                        guard let pass = ZBarEngine.Pass(rawValue: String(word)) else { return fail("--passes: unknown pass '\(word)'") }
                        list.append(pass)
                    }
                    passes = list
                case "--zxing-passes":
                    var list: [ZXingEngine.Pass] = []
                    for word in value.split(separator: ",") {
                        guard let pass = ZXingEngine.Pass(rawValue: String(word)) else { return fail("--zxing-passes: unknown pass '\(word)'") }
                        list.append(pass)
                    }
                    zxingPasses = list
                case _ where name.hasPrefix("--content-"):
                    // The kiosk's content.* options (--content-date, --content-variable-measure, …).
                    do { try OptionTable.parse(arguments: [name, value], into: &contentOptions) } catch { return fail("\(error)") }
                default:
                    return fail("unknown option '\(argument)'")
                }
            default:
                return fail("unknown option '\(argument)'")
            }
        }
        guard !files.isEmpty else { return fail("no image given") }
        var options = BarcodeReader.Options(symbologies: symbologies, code39FullASCII: code39FullASCII)
        if let passes { options.zbar.passes = passes }
        if let zxingPasses { options.zxing.passes = zxingPasses }
        let decode = decoder(engineName, options: options)
        // Read also with --no-content: what is withheld does not depend on what is printed.
        let readContent = ContentCapture.reader(contentOptions)
        let reveals = reveal || contentOptions.keepsIDText
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
                        withheld: content?.withholdsPayload(keepingPersonalData: reveals) == true)
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

    static func fail(_ message: String) -> Int32 {
        StandardStream.error.write("kioskscan decode: \(message)\n\(usage)\n")
        return 2
    }
}
