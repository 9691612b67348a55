// JSON: the one JSON value of KioskScan: written for events, the outbox, fleet status and decode
// results; read back from the history file and from a shop server's answers (JSONParser).

/// A JSON value as it is written: object members keep their order, numbers keep their exact
/// digits (`4.99`, `1.250`, a 5,000-digit number read from a server), strings are escaped so that
/// any text (control characters, quotes, line and paragraph separators) stays on one line and
/// parses back to the same string.
///
/// Read back, a value of another type than expected reads as absent (`string`, `int`, … are
/// nil), never as a broken line: lines differ by event and may come from an older or newer kiosk.
public indirect enum JSON: Sendable, Equatable {
    public typealias Member = (key: String, value: JSON)

    case null
    case bool(Bool)
    case number(JSONNumber)
    case string(String)
    case array([JSON])
    case object([Member])

    /// A whole number.
    public static func integer(_ value: Int) -> JSON { .number(JSONNumber(value)) }

    /// A number rounded to `digits` decimals (trailing zeros dropped), e.g. milliseconds;
    /// non-finite numbers have no JSON form and are written as null.
    public static func decimal(_ value: Double, digits: Int) -> JSON { JSONNumber(value, digits: digits).map(JSON.number) ?? .null }

    /// A decimal written with exactly the digits given (`4.99`, `1.250`: an amount keeps its
    /// decimals): an optional minus, digits without a leading zero, an optional fraction. Text
    /// that is not such a number (`1e3`, `01.5`, `1,5`) is written as a string instead.
    public static func decimal(_ text: String) -> JSON { JSONNumber(decimal: text).map(JSON.number) ?? .string(text) }

    public static func == (a: JSON, b: JSON) -> Bool {
        switch (a, b) {
        case (.null, .null): true
        case (.bool(let x), .bool(let y)): x == y
        case (.number(let x), .number(let y)): x == y
        case (.string(let x), .string(let y)): x == y
        case (.array(let x), .array(let y)): x == y
        case (.object(let x), .object(let y)): x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: false
        }
    }

    // MARK: Reading

    /// The value `bytes` hold (any JSON value), or nil when they are not one JSON text.
    public init?(parsing bytes: some Sequence<UInt8>) {
        guard
            let value = bytes.withContiguousStorageIfAvailable({ JSONParser.parse($0) })
                ?? Array(bytes).withUnsafeBufferPointer({ JSONParser.parse($0) })
        else { return nil }
        self = value
    }

    /// The members of the object one line holds, by key (a key given twice: its last value);
    /// nil when the line is not JSON or not an object.
    public static func keyed(parsing line: some Sequence<UInt8>) -> [String: JSON]? { JSON(parsing: line)?.keyed }

    /// The member `key` of an object (a key given twice: its last value); nil for a missing key
    /// or a value that is no object.
    public subscript(key: String) -> JSON? {
        guard case .object(let members) = self else { return nil }
        return members.last { $0.key == key }?.value
    }

    public var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    public var bool: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// A number's value as a Double (infinite for one beyond its range); nil for another value.
    public var double: Double? {
        if case .number(let value) = self { return value.double }
        return nil
    }

    /// A number with no fraction (`12`, `12.0`, `1.2e1`), in `Int`'s range.
    public var int: Int? {
        if case .number(let value) = self { return value.int }
        return nil
    }

    /// A number's digits as written (`4.990`, `1e2`); nil for another value.
    public var numberText: String? {
        if case .number(let value) = self { return value.text }
        return nil
    }

    public var array: [JSON]? {
        if case .array(let values) = self { return values }
        return nil
    }

    /// An object's members in their order.
    public var members: [Member]? {
        if case .object(let members) = self { return members }
        return nil
    }

    /// An object's members by key (a key given twice: its last value).
    public var keyed: [String: JSON]? {
        guard case .object(let members) = self else { return nil }
        return Dictionary(members.map { ($0.key, $0.value) }, uniquingKeysWith: { $1 })
    }

    // MARK: Writing

    /// The value on one line, without spaces.
    public var serialized: String {
        var out = ""
        write(to: &out)
        return out
    }

    public func write(to out: inout String) {
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .number(let number): out += number.text
        case .string(let value): Self.writeString(value, to: &out)
        case .array(let values):
            out += "["
            for (i, value) in values.enumerated() {
                if i > 0 { out += "," }
                value.write(to: &out)
            }
            out += "]"
        case .object(let members):
            out += "{"
            for (i, (key, value)) in members.enumerated() {
                if i > 0 { out += "," }
                Self.writeString(key, to: &out)
                out += ":"
                value.write(to: &out)
            }
            out += "}"
        }
    }

    static func writeString(_ value: String, to out: inout String) {
        out += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            // C0 and C1 controls, DEL, and U+2028/U+2029 (line breaks to JavaScript) as \u escapes.
            case "\u{0}"..."\u{1F}", "\u{7F}"..."\u{9F}", "\u{2028}", "\u{2029}":
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}

/// A JSON number as its exact text (RFC 8259, 6: `-`? (`0` | [1-9][0-9]*) (`.` [0-9]+)? ([eE]
/// [+-]? [0-9]+)?), however many digits: its value is worked out only when asked for.
public struct JSONNumber: Sendable, Hashable, CustomStringConvertible {
    public let text: String

    /// Text the parser has checked.
    init(checked text: String) { self.text = text }

    public init(_ value: Int) { text = String(value) }

    /// `value` rounded to `digits` decimals, trailing zeros dropped; nil when it is not finite.
    public init?(_ value: Double, digits: Int) {
        guard value.isFinite else { return nil }
        var text = String(cFormat: "%.\(max(0, digits))f", value)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        self.text = text == "-0" ? "0" : text
    }

    /// A plain decimal: an optional minus, digits without a leading zero, an optional fraction
    /// (no exponent: amounts never have one); nil for other text.
    public init?(decimal text: String) {
        var rest = Substring(text)
        if rest.first == "-" { rest = rest.dropFirst() }
        let whole = rest.prefix { $0.isASCII && $0.isNumber }
        guard !whole.isEmpty, whole == "0" || whole.first != "0" else { return nil }
        rest = rest.dropFirst(whole.count)
        if let point = rest.first {
            let fraction = rest.dropFirst()
            guard point == ".", !fraction.isEmpty, fraction.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        }
        self.text = text
    }

    public var description: String { text }

    /// The value, rounded to a Double: infinite beyond its range.
    public var double: Double { Double(text) ?? .nan }

    /// The value when it is a whole number in `Int`'s range.
    public var int: Int? {
        if let whole = Int(text) { return whole }
        let value = double
        guard value.isFinite, value.rounded() == value else { return nil }
        return Int(exactly: value)
    }
}
