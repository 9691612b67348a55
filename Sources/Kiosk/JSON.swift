// JSON: the small JSON writer for KioskScan's one-line events and decode results.
import FoundationEssentials
import SystemCall

/// A JSON value written exactly as given: object keys keep their order, numbers keep the digits
/// they are given, strings are escaped so that any text (control characters, quotes, line and
/// paragraph separators) stays on one line and parses back to the same string.
public indirect enum JSON: Sendable, Equatable {
    case null
    case bool(Bool)
    /// A number rounded to `digits` decimals (trailing zeros dropped), e.g. milliseconds.
    case decimal(Double, digits: Int)
    case integer(Int)
    /// A number written with exactly the digits given (`4.99`, `1.250`: an amount keeps its
    /// decimals); text that is not a JSON number is written as a string instead.
    case number(String)
    case string(String)
    case array([JSON])
    case object([(String, JSON)])

    public static func == (lhs: JSON, rhs: JSON) -> Bool { lhs.serialized == rhs.serialized }

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
        case .integer(let value): out += String(value)
        case .decimal(let value, let digits): out += Self.format(value, digits: digits)
        case .number(let text): if Self.isNumber(text) { out += text } else { Self.writeString(text, to: &out) }
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

    /// Whether `text` is a JSON number: an optional minus, digits without a leading zero, an
    /// optional fraction (RFC 8259, 6; no exponent is ever given here).
    static func isNumber(_ text: String) -> Bool {
        var rest = Substring(text)
        if rest.first == "-" { rest = rest.dropFirst() }
        let whole = rest.prefix { $0.isASCII && $0.isNumber }
        guard !whole.isEmpty, whole == "0" || whole.first != "0" else { return false }
        rest = rest.dropFirst(whole.count)
        guard let point = rest.first else { return true }
        let fraction = rest.dropFirst()
        return point == "." && !fraction.isEmpty && fraction.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// Non-finite numbers have no JSON form and become null.
    static func format(_ value: Double, digits: Int) -> String {
        guard value.isFinite else { return "null" }
        var text = String(cFormat: "%.\(digits)f", value)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
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
