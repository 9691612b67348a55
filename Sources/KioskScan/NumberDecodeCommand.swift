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

    /// Runs the command; returns the exit status.
    static func run(_ arguments: [String]) -> Int32 {
        var locale = "auto", whole = NumberFormat.WholeNumbers.auto, trace = false, pattern: String?
        var files: [String] = []
        // Flags take and ignore a value after '=' (`--trace=1`), as they always have.
        var scanner = ArgumentScanner(arguments, syntax: .init(equalsForm: true, endOfOptions: true))
        do throws(ArgumentError) {
            while let argument = scanner.next() {
                switch argument {
                case .positional(let file): files.append(file)
                case .option("-h"), .option("--help"):
                    print(usage)
                    return 0
                case .option("--number-whole"):
                    // As in the kiosk's options (auto|on|off); alone, it means on.
                    let value = scanner.value(ifNextIs: { NumberFormat.WholeNumbers(rawValue: $0) != nil }) ?? "on"
                    guard let parsed = NumberFormat.WholeNumbers(rawValue: value) else {
                        throw .expected("auto, on or off", got: value, option: "--number-whole")
                    }
                    whole = parsed
                case .option("--trace"): trace = true
                case .option("--reveal"): break
                case .option(let name) where names.contains(name):
                    let value = try scanner.value()
                    guard value == "number" || value == "barcode" else { throw .expected("barcode or number", got: value, option: name) }
                case .option("--number-locale"): locale = try scanner.value()
                case .option("--number-pattern"): pattern = try scanner.value()
                case .option: throw scanner.unknownOption
                }
            }
        } catch {
            if case .unknownOption = error { return fail("\(error) in Number mode") }
            return fail("\(error)")
        }
        guard !files.isEmpty else { return fail("no image given") }
        let format: NumberFormat
        do { format = try NumberFormat(locale: locale, wholeNumbers: whole, pattern: pattern) } catch {
            switch error {
            case .unknownLocale(let value), .badPattern(let value): return fail(RawArgument.shown("\(error)", quoting: value))
            }
        }
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
