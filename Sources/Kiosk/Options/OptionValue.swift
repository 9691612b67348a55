// OptionValue: the kinds of value an option takes (numbers in a range, one of a few words, a
// size, a colour, …): how each is read, shown in help, described in the manual and written back.
import FoundationEssentials
import Render
import SystemCall
import Wire

/// How one kind of value is read from text, and written back as a config file would have it.
/// Each refusal says what was expected and what was given.
struct OptionValue<Value>: Sendable {
    let placeholder: String
    /// The values taken, in words (`1 to 240`), for the manual.
    let accepts: String?
    let parse: @Sendable (String) throws(OptionError) -> Value
    let show: @Sendable (Value) -> String?
}

extension OptionValue where Value == Double {
    static func number(_ range: ClosedRange<Double>, _ placeholder: String = "N") -> Self {
        Self(
            placeholder: placeholder, accepts: "\(OptionValues.format(range.lowerBound)) to \(OptionValues.format(range.upperBound))",
            parse: { text throws(OptionError) in try OptionValues.number(text, in: range) }, show: { OptionValues.format($0) })
    }

    static func seconds(_ range: ClosedRange<Double>) -> Self { number(range, "SECONDS") }
}

extension OptionValue where Value == Float {
    static func number(_ range: ClosedRange<Double>, _ placeholder: String = "F") -> Self {
        let double = OptionValue<Double>.number(range, placeholder)
        return Self(
            placeholder: placeholder, accepts: double.accepts, parse: { text throws(OptionError) in Float(try double.parse(text)) },
            show: { $0 == $0.rounded() && abs($0) < 1e7 ? String(Int($0)) : String($0) })
    }
}

extension OptionValue where Value == Int {
    static func integer(_ range: ClosedRange<Int>, _ placeholder: String = "N") -> Self {
        Self(
            placeholder: placeholder, accepts: "\(range.lowerBound) to \(range.upperBound)",
            parse: { text throws(OptionError) in try OptionValues.integer(text, in: range) }, show: { String($0) })
    }
}

extension OptionValue where Value == Bool {
    /// `on` or `off` (also `true`/`false`, `yes`/`no`, `1`/`0`).
    static var toggle: Self {
        Self(
            placeholder: "on|off", accepts: nil,
            parse: { text throws(OptionError) in
                switch text.trimmingWhitespace().lowercased() {
                case "1", "on", "true", "yes": return true
                case "0", "off", "false", "no": return false
                default: throw OptionError("expected on or off, got \(text.quotedForMessage())")
                }
            }, show: { $0 ? "on" : "off" })
    }
}

extension OptionValue where Value: Equatable & Sendable {
    /// One of a few words, each meaning a value; case, dots, dashes and underscores do not matter
    /// (`cyber-neon`, `cyberneon`; `hiddenUntilCapture`, `hidden-until-capture`).
    static func choice(_ words: [(word: String, value: Value)]) -> Self {
        let names = words.map(\.word)
        let listed = names.dropLast().joined(separator: ", ") + (names.count > 1 ? " or " : "") + (names.last ?? "")
        return Self(
            placeholder: names.joined(separator: "|"), accepts: nil,
            parse: { text throws(OptionError) in
                let key = KioskOption.canonical(text.trimmingWhitespace())
                guard let match = words.first(where: { KioskOption.canonical($0.word) == key }) else {
                    throw OptionError("expected \(listed), got \(text.quotedForMessage())")
                }
                return match.value
            }, show: { value in words.first { $0.value == value }?.word })
    }
}

extension OptionValue where Value: RawRepresentable & CaseIterable & Equatable & Sendable, Value.RawValue == String {
    /// One of an enumeration's cases, by its raw value.
    static var cases: Self { choice(Value.allCases.map { ($0.rawValue, $0) }) }
}

extension OptionValue {
    /// A value a module reads itself (a camera, a display, a key map): its error becomes the
    /// option's, kept as the cause; shown by its description.
    static func parsed(
        _ placeholder: String, accepts: String? = nil, _ read: @escaping @Sendable (String) throws -> Value,
        show: @escaping @Sendable (Value) -> String? = { "\($0)" }
    ) -> Self {
        Self(
            placeholder: placeholder, accepts: accepts,
            parse: { text throws(OptionError) in
                do { return try read(text) } catch let error as OptionError { throw error } catch {
                    throw OptionError("\(error)", cause: error)
                }
            }, show: show)
    }

    /// The value or, written `word` (`auto`), none: the setting's own default applies.
    static func orNone<Wrapped>(_ word: String, _ base: OptionValue<Wrapped>) -> Self where Value == Wrapped? {
        Self(
            placeholder: "\(word)|\(base.placeholder)", accepts: base.accepts.map { "\(word), or \($0)" },
            parse: { text throws(OptionError) in
                KioskOption.canonical(text.trimmingWhitespace()) == KioskOption.canonical(word) ? nil : try base.parse(text)
            }, show: { $0.map(base.show) ?? word })
    }

    /// The value, where none is set by default (no word for none).
    static func optional<Wrapped>(_ base: OptionValue<Wrapped>) -> Self where Value == Wrapped? {
        Self(
            placeholder: base.placeholder, accepts: base.accepts, parse: { text throws(OptionError) in try base.parse(text) },
            show: { $0.flatMap(base.show) })
    }
}

extension OptionValue where Value == Color {
    static var color: Self {
        Self(placeholder: "#RRGGBB", accepts: nil, parse: { text throws(OptionError) in try OptionValues.color(text) }, show: { "\($0)" })
    }
}

extension OptionValue where Value == [Color] {
    /// Colours separated by commas; `none` (or `[]`) for none.
    static var colors: Self {
        Self(
            placeholder: "LIST", accepts: nil,
            parse: { text throws(OptionError) in
                let list = text.trimmingWhitespace()
                if list == "none" || list == "[]" { return [] }
                var colors: [Color] = []
                for part in list.split(separator: ",") { colors.append(try OptionValues.color(String(part))) }
                return colors
            }, show: { $0.isEmpty ? "none" : $0.map { "\($0)" }.joined(separator: ",") })
    }
}

extension OptionValue where Value == [Double] {
    /// Times in seconds separated by commas (`0.5,2,4`).
    static var times: Self {
        Self(
            placeholder: "LIST", accepts: nil,
            parse: { text throws(OptionError) in
                var times: [Double] = []
                for part in text.split(separator: ",", omittingEmptySubsequences: false) {
                    times.append(try OptionValues.number(String(part), in: 0...1e9))
                }
                return times
            }, show: { $0.isEmpty ? nil : $0.map(OptionValues.format).joined(separator: ",") })
    }
}

extension OptionValue where Value == String {
    /// Any text that is not empty (a path, a name); `trimmed`: without the spaces around it.
    static func text(_ placeholder: String, expected: String, trimmed: Bool = false) -> Self {
        Self(
            placeholder: placeholder, accepts: nil,
            parse: { text throws(OptionError) in
                let value = trimmed ? text.trimmingWhitespace() : text
                guard !value.isEmpty else { throw OptionError("expected \(expected)") }
                return value
            }, show: { $0 })
    }
}

/// The readers of plain values the option kinds share.
enum OptionValues {
    static func number(_ text: String, in range: ClosedRange<Double>) throws(OptionError) -> Double {
        // Decimal only: Double(String) also reads hexadecimal (0x1E is 30), inf and nan.
        let trimmed = text.trimmingWhitespace()
        guard trimmed.allSatisfy({ $0.isASCII && ($0.isNumber || "+-.eE".contains($0)) }), let value = Double(trimmed), value.isFinite else {
            throw OptionError("expected a number, got \(text.quotedForMessage())")
        }
        guard range.contains(value) else { throw OptionError("\(text) is out of range \(format(range.lowerBound))...\(format(range.upperBound))") }
        return value
    }

    static func integer(_ text: String, in range: ClosedRange<Int>) throws(OptionError) -> Int {
        guard let value = Int(text.trimmingWhitespace()) else {
            throw OptionError("expected a whole number, got \(text.quotedForMessage())")
        }
        guard range.contains(value) else { throw OptionError("\(text) is out of range \(range.lowerBound)...\(range.upperBound)") }
        return value
    }

    static func color(_ text: String) throws(OptionError) -> Color {
        guard let color = Color(hex: text.trimmingWhitespace()) else {
            throw OptionError("expected a colour such as #32ADE6, got \(text.quotedForMessage())")
        }
        return color
    }

    static func size(_ text: String) throws(OptionError) -> (width: Int, height: Int) {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]) else {
            throw OptionError("expected WIDTHxHEIGHT such as 1280x800, got \(text.quotedForMessage())")
        }
        guard (16...8192).contains(w), (16...8192).contains(h) else { throw OptionError("\(text) is out of range 16x16...8192x8192") }
        return (w, h)
    }

    /// `30`, `0.5`: a whole number without its `.0`.
    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
