// NumberDecodeCommand: `kioskscan decode --scan-mode number IMAGE...`, the price reader over still images.
import Capture
import Decode
import FoundationEssentials
import Kiosk
import OCR
import SystemCall
import Wire

enum NumberDecodeCommand {
    static let usage = """
        usage: kioskscan decode --scan-mode number [--number-locale auto|LOCALE] [--number-whole [auto|on|off]] [--number-pattern REGEX] IMAGE...
        Reads the most prominent number (a price) in each PNG, JPEG, WebP or PGM/PPM image with
        Tesseract and prints one JSON line per image:
          {"file":"…","results":[{"symbology":"number","text":"12.99","corners":[[x,y],…],"confidence":91}],"ms":31.2}
        The text is normalised: '.' as the decimal mark, no grouping (1.299,00 is 1299.00).
        --number-locale NAME   auto (default: the last '.' or ',' before one or two digits is the decimal
                               mark), or a locale whose decimal mark is used (en_US '.', de_DE ',')
        --number-whole [auto|on|off] whole numbers (149) count too: auto (default) with locale auto
                                and where the currency has no cents (ja_JP, ko_KR, hu_HU…); alone: on
        --number-pattern REGEX the normalised text must match it whole (the seed's rule: [0-9]+\\.[0-9]+)
        --trace                print what each line of glyphs read as, to standard error
        --reveal               taken, as barcode decoding takes it (a price withholds nothing)
        """

    /// The option's names: `--scan-mode`, and `--mode`, its former name (still read, with a notice).
    static let names = ["--scan-mode", "--mode"]

    /// Whether `arguments` ask for Number mode (`--scan-mode number`, `--scan-mode=number`).
    static func wanted(_ arguments: [String]) -> Bool {
        names.contains { name in
            arguments.contains(name + "=number") || zip(arguments, arguments.dropFirst()).contains { $0 == name && $1 == "number" }
        }
    }

    /// A notice for each use of the former name `--mode`.
    static func notices(_ arguments: [String]) -> [String] {
        arguments.filter { $0 == "--mode" || $0.hasPrefix("--mode=") }.map { _ in "--mode is now --scan-mode; the old name still works" }
    }

    /// `arguments` without `--scan-mode barcode` (`--scan-mode=barcode`), which asks for what
    /// `decode` does anyway.
    static func withoutBarcodeMode(_ arguments: [String]) -> [String] {
        var kept: [String] = []
        var index = 0
        while index < arguments.count {
            if names.contains(where: { arguments[index] == $0 + "=barcode" }) {
                index += 1
            } else if names.contains(arguments[index]), index + 1 < arguments.count, arguments[index + 1] == "barcode" {
                index += 2
            } else {
                kept.append(arguments[index])
                index += 1
            }
        }
        return kept
    }

    /// Runs the command; returns the exit status.
    static func run(_ arguments: [String]) -> Int32 {
        var locale = "auto", whole = NumberFormat.WholeNumbers.auto, trace = false, pattern: String?
        var files: [String] = []
        var index = 0
        var onlyFiles = false
        func value(_ name: String, inline: String?) -> String? {
            if let inline { return inline }
            guard index < arguments.count else { return nil }
            index += 1
            return arguments[index - 1]
        }
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyFiles || !argument.hasPrefix("-") || argument == "-" {
                files.append(argument)
                continue
            }
            let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
            let name = parts[0], inline = parts.count > 1 ? parts[1] : nil
            switch name {
            case "--": onlyFiles = true
            case "-h", "--help":
                print(usage)
                return 0
            case "--number-whole":
                // As in the kiosk's options (auto|on|off); alone, it means on.
                if let inline {
                    guard let value = NumberFormat.WholeNumbers(rawValue: inline) else {
                        return fail("--number-whole: expected auto, on or off, got '\(inline)'")
                    }
                    whole = value
                } else if index < arguments.count, let value = NumberFormat.WholeNumbers(rawValue: arguments[index]) {
                    whole = value
                    index += 1
                } else {
                    whole = .on
                }
            case "--trace": trace = true
            case "--reveal": break
            case "--scan-mode", "--mode", "--number-locale", "--number-pattern":
                guard let v = value(name, inline: inline) else { return fail("\(name) needs a value") }
                if names.contains(name) {
                    guard v == "number" || v == "barcode" else { return fail("\(name): expected barcode or number, got '\(v)'") }
                } else if name == "--number-locale" {
                    locale = v
                } else {
                    pattern = v
                }
            default:
                return fail("unknown option '\(argument)' in Number mode")
            }
        }
        guard !files.isEmpty else { return fail("no image given") }
        let format: NumberFormat
        do { format = try NumberFormat(locale: locale, wholeNumbers: whole, pattern: pattern) } catch { return fail("\(error)") }
        let reader: NumberReader
        do { reader = try NumberReader(options: NumberReader.Options(format: format)) } catch { return fail("\(error)") }
        if trace { reader.trace = { StandardStream.error.write("  \($0)\n") } }
        var failed = false
        for file in files {
            if trace { StandardStream.error.write("\(file):\n") }
            var line: [(String, JSON)] = [("file", .string(file))]
            do {
                let frame = try ImageFile.load(path: file)
                let start = ContinuousClock.now
                let reading = frame.luma()!.withLuma { reader.read($0) }
                let elapsed = ContinuousClock.now - start
                line.append(("results", .array(reading.map { [$0.detection.resultJSON] } ?? [])))
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
        StandardStream.error.write("kioskscan decode: \(message)\n\(usage)\n")
        return 2
    }
}
