// OptionTable: reads command lines and config files into KioskOptions through the options'
// declarations (KioskOption.all), naming the option, file and line of anything refused.
import FoundationEssentials
import SystemCall
import Wire

public enum OptionTable {
    /// Every option by its canonical name (case, dots, dashes and underscores dropped), former
    /// names included.
    static let byName: [String: KioskOption] = Dictionary(
        uniqueKeysWithValues: (KioskOption.all + KioskOption.former).map { (KioskOption.canonical($0.name), $0) })

    public static func find(_ name: String) -> KioskOption? { byName[KioskOption.canonical(name)] ?? KioskOption.perLanguageOption(name) }

    /// Parses `--name VALUE`, `--name=VALUE` and flags; `--config FILE` is read where it stands,
    /// so options after it override the file. Stops at the first error. Errors name the option
    /// as it was typed. `readFile` reads a config file (tests give their own). Returns the
    /// notices to show: a former option name read, with the name that took its place.
    @discardableResult
    public static func parse(
        arguments: [String], into options: inout KioskOptions,
        readFile: (String) throws -> [UInt8] = { try RegularFile.read(path: $0, limit: 1 << 20) }
    ) throws(OptionError) -> [String] {
        var notices: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            guard argument.hasPrefix("--"), argument.count > 2 else {
                throw OptionError("unexpected argument \(argument.quotedForMessage()) (options start with --)")
            }
            var name = String(argument.dropFirst(2))
            var value: String?
            if let equals = name.firstIndex(of: "=") {
                value = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            let typed = "--" + name
            if KioskOption.canonical(name) == "config" {
                guard let path = value ?? (index < arguments.count ? arguments[index] : nil) else { throw OptionError("\(typed) needs a file") }
                if value == nil { index += 1 }
                let bytes: [UInt8]
                do { bytes = try readFile(path) } catch {
                    let reason = error is FileReadError ? "\(error)" : "\(path): \(error)"
                    throw OptionError("\(typed): cannot read \(shown(reason, quoting: path))", cause: error)
                }
                notices += try parseConfig(TextLines(bytes: bytes, file: path), into: &options)
                continue
            }
            guard let option = find(name) else {
                throw OptionError("unknown option \(typed.quotedForMessage())\(suggestion(for: name, commandLine: true)); see --help")
            }
            if !option.replacedBy.isEmpty {
                notices.append(
                    "\(typed) is now \(option.replacedBy.map { "--" + KioskOption.commandLineName($0) }.joined(separator: " or ")); the old name still works"
                )
            }
            guard let placeholder = option.placeholder else {
                guard value == nil || ["1", "true", "yes", "on"].contains(value!.lowercased()) else {
                    throw OptionError("\(typed) takes no value")
                }
                try apply(option, "", &options, prefix: typed)
                continue
            }
            if value == nil {
                guard index < arguments.count else { throw OptionError("\(typed) needs a value (\(placeholder))") }
                value = arguments[index]
                index += 1
            }
            try apply(option, value!, &options, prefix: typed)
        }
        return notices
    }

    /// Parses a config file: one `name = value` (or `name value`) per line; `#` starts a comment;
    /// flags are `name` alone or `name = true`. Errors name the file and line.
    @discardableResult
    public static func parseConfig(_ text: String, file: String, into options: inout KioskOptions) throws(OptionError) -> [String] {
        try parseConfig(TextLines(bytes: Array(text.utf8), file: file), into: &options)
    }

    static func parseConfig(_ file: TextLines, into options: inout KioskOptions) throws(OptionError) -> [String] {
        var notices: [String] = []
        for line in file.lines {
            let place = "\(file.name) line \(line.number)"
            var text = Substring(line.text)
            if let hash = text.firstIndex(of: "#") { text = text[..<hash] }
            let trimmed = text.trimmingWhitespace()
            guard !trimmed.isEmpty else { continue }
            let name: String, value: String?
            if let equals = trimmed.firstIndex(of: "=") {
                name = trimmed[..<equals].trimmingWhitespace()
                value = trimmed[trimmed.index(after: equals)...].trimmingWhitespace()
            } else if let space = trimmed.firstIndex(where: { $0 == " " || $0 == "\t" }) {
                name = String(trimmed[..<space])
                value = trimmed[space...].trimmingWhitespace()
            } else {
                name = trimmed
                value = nil
            }
            guard KioskOption.canonical(name) != "config" else { throw OptionError("\(place): a config file cannot include another") }
            guard let option = find(name) else {
                throw OptionError("\(place): unknown option \(name.quotedForMessage())\(suggestion(for: name, commandLine: false))")
            }
            if !option.replacedBy.isEmpty {
                notices.append("\(place): \(name) is now \(option.replacedBy.joined(separator: " or ")); the old name still works")
            }
            guard let placeholder = option.placeholder else {
                guard value == nil || ["1", "true", "yes", "on"].contains(value!.lowercased()) else {
                    if ["0", "false", "no", "off"].contains(value!.lowercased()) { continue }
                    throw OptionError("\(place): \(name) is a flag: write it alone or '= true'")
                }
                try apply(option, "", &options, prefix: "\(place): \(name)")
                continue
            }
            guard let value, !value.isEmpty else { throw OptionError("\(place): \(name) needs a value (\(placeholder))") }
            // Values may be quoted to keep spaces or '#'.
            let unquoted = value.count >= 2 && value.hasPrefix("\"") && value.hasSuffix("\"") ? String(value.dropFirst().dropLast()) : value
            try apply(option, unquoted, &options, prefix: "\(place): \(name)")
        }
        return notices
    }

    /// Applies one option, prefixing any complaint with where it came from. The complaint is
    /// made safe here, whichever option or module worded it (`shown`).
    static func apply(_ option: KioskOption, _ value: String, _ options: inout KioskOptions, prefix: String) throws(OptionError) {
        do {
            try option.apply(value, &options)
        } catch let error as OptionError {
            throw OptionError("\(prefix): \(shown(error.description, quoting: value))", cause: error.cause)
        } catch {
            throw OptionError("\(prefix): \(shown("\(error)", quoting: value))", cause: error)
        }
    }

    /// A complaint as it is shown: the value it repeats escaped and cut as `quotedForMessage`
    /// quotes it (modules word their own errors, some with the value raw and whole: escape
    /// sequences, 5,000 characters), then any control character left escaped and the whole
    /// cut at 300 characters. A plain, short value is its own quoted form: nothing changes.
    static func shown(_ message: String, quoting value: String) -> String {
        var text = message
        if !value.isEmpty {
            text = text.replacing(value, with: String(value.quotedForMessage().dropFirst().dropLast()))
        }
        return String(text.quotedForMessage(limit: 300).dropFirst().dropLast())
    }

    /// ` (did you mean '--focus-size'?)` for a name at most two edits away from a known one,
    /// spelt as the person would write it there (`--focus-size` on the command line,
    /// `focus.size` in a config file). Names longer than any option are not compared.
    static func suggestion(for name: String, commandLine: Bool) -> String {
        let key = KioskOption.canonical(name)
        guard key.count <= 40 else { return "" }
        let close = KioskOption.all.filter { editDistance(KioskOption.canonical($0.name), key) <= 2 }
        return close.first.map { " (did you mean '\(commandLine ? "--" + $0.commandLineName : $0.name)'?)" } ?? ""
    }

    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var row = Array(0...b.count)
        for i in 1...max(1, a.count) where !a.isEmpty {
            var previous = row[0]
            row[0] = i
            for j in 1...max(1, b.count) where !b.isEmpty {
                let old = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
                previous = old
            }
        }
        return a.isEmpty ? b.count : row[b.count]
    }
}
