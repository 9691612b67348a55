// DecodeCommand: `kioskscan decode [--symbologies LIST] IMAGE...`, one JSON line per image.
import Capture
import Decode
import Foundation
import Kiosk

enum DecodeCommand {
    static let usage = """
        usage: kioskscan decode [--symbologies LIST] [--passes LIST] [--code39-full-ascii] IMAGE...
        Reads PNG, JPEG, WebP and PGM/PPM images and prints one JSON line per image:
          {"file":"…","results":[{"symbology":"qr","text":"…","corners":[[x,y],…],"quality":1}],"ms":1.9}
        Corners are the code's top-left, top-right, bottom-right and bottom-left in image pixels.
        An image that cannot be read gets {"file":"…","error":"…"}; the exit status is then 1.
        --symbologies LIST   comma-separated: \(Symbology.selectable.map(\.rawValue).joined(separator: ",")) or all
        --passes LIST        the ways each image is looked at, in order, until one finds a code:
                             \(ZBarEngine.Pass.allCases.map(\.rawValue).joined(separator: ",")) (default: all)
        --code39-full-ascii  read Code 39 as Full ASCII (+A is a, /C is #)
        --mode number        read a price instead (see kioskscan decode --mode number --help)
        """

    /// Runs the command; returns the exit status.
    static func run(_ arguments: [String]) -> Int32 {
        if NumberDecodeCommand.wanted(arguments) { return NumberDecodeCommand.run(arguments) }
        let arguments = NumberDecodeCommand.withoutBarcodeMode(arguments)
        var options = ZBarEngine.Options()
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
            case "--code39-full-ascii": options.code39FullASCII = true
            case "-h", "--help":
                print(usage)
                return 0
            case _ where argument.hasPrefix("--symbologies") || argument.hasPrefix("--passes"):
                let (name, value): (String, String)
                if let equals = argument.firstIndex(of: "=") {
                    (name, value) = (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
                } else if index < arguments.count {
                    (name, value) = (argument, arguments[index])
                    index += 1
                } else {
                    return fail("\(argument) needs a value")
                }
                if name == "--symbologies" {
                    do { options.symbologies = try Symbology.parseList(value) } catch { return fail("--symbologies: \(error)") }
                } else if name == "--passes" {
                    var passes: [ZBarEngine.Pass] = []
                    guard !value.trimmingCharacters(in: .whitespaces).isEmpty else {
                        return fail("--passes needs at least one of \(ZBarEngine.Pass.allCases.map(\.rawValue).joined(separator: ", "))")
                    }
                    for word in value.split(separator: ",") {
                        guard let pass = ZBarEngine.Pass(rawValue: String(word)) else { return fail("--passes: unknown pass '\(word)'") }
                        passes.append(pass)
                    }
                    options.passes = passes
                } else {
                    return fail("unknown option '\(argument)'")
                }
            default:
                return fail("unknown option '\(argument)'")
            }
        }
        guard !files.isEmpty else { return fail("no image given") }
        let engine = ZBarEngine(options: options)
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
                let detections = frame.luma()!.withLumaImage { engine.scan($0) }
                let elapsed = ContinuousClock.now - start
                line.append(("results", .array(detections.map(\.resultJSON))))
                line.append(("ms", .decimal(Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1e3, digits: 1)))
            } catch {
                failed = true
                line.append(("error", .string(error.reason)))
            }
            print(JSON.object(line).serialized)
        }
        return failed ? 1 : 0
    }

    static func fail(_ message: String) -> Int32 {
        FileHandle.standardError.write(Data("kioskscan decode: \(message)\n\(usage)\n".utf8))
        return 2
    }
}
