// JSONParser: one JSON text (RFC 8259) from UTF-8 bytes into a JSON value: the history file's
// lines, which a kiosk reads whole at start, and a shop server's answers.

/// A recursive-descent parser over the bytes of one JSON text. Written here rather than taken
/// from JSONDecoder, which decodes into types known in advance: the history's lines differ by
/// event and version, and trying each kind of value in turn through `Decodable` (an error thrown
/// for each kind refused) made reading a history of 10,000 captures at start twice as slow as
/// Foundation's JSONSerialization was (docs/developing.md, "Style, and what is written by hand"). It takes what JSONSerialization took
/// and refuses what it refused (a control character in a string, a leading zero, a lone
/// surrogate escape, bytes that are not UTF-8, anything after the value but white space; a comma
/// before a closing bracket is taken, as it took it); nesting deeper than `maxDepth` is refused
/// rather than followed down the stack. One difference: a number is kept as its digits, however
/// many (a 5,000-digit price is a number, refused later as an amount, not as JSON), where
/// JSONSerialization refused one beyond a Double's range.
enum JSONParser {
    static let maxDepth = 100

    /// The value `bytes` hold, or nil when they are not one JSON text (or nest deeper than
    /// `maxDepth`).
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> JSON? {
        var reader = Reader(bytes: bytes)
        guard let value = reader.value(depth: 0) else { return nil }
        reader.skipWhiteSpace()
        return reader.index == bytes.count ? value : nil
    }

    private struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0

        init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

        var next: UInt8? { index < bytes.count ? bytes[index] : nil }

        mutating func skipWhiteSpace() {
            while let byte = next, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
        }

        mutating func value(depth: Int) -> JSON? {
            guard depth < JSONParser.maxDepth else { return nil }
            skipWhiteSpace()
            switch next {
            case UInt8(ascii: "{"): return object(depth: depth)
            case UInt8(ascii: "["): return array(depth: depth)
            case UInt8(ascii: "\""): return string().map(JSON.string)
            case UInt8(ascii: "t"): return literal("true") ? .bool(true) : nil
            case UInt8(ascii: "f"): return literal("false") ? .bool(false) : nil
            case UInt8(ascii: "n"): return literal("null") ? .null : nil
            case .some: return number().map(JSON.number)
            case nil: return nil
            }
        }

        mutating func literal(_ word: StaticString) -> Bool {
            let count = word.utf8CodeUnitCount
            guard bytes.count - index >= count else { return false }
            for i in 0..<count where bytes[index + i] != word.utf8Start[i] { return false }
            index += count
            return true
        }

        mutating func object(depth: Int) -> JSON? {
            index += 1  // {
            var members: [JSON.Member] = []
            skipWhiteSpace()
            if next == UInt8(ascii: "}") {
                index += 1
                return .object(members)
            }
            while true {
                skipWhiteSpace()
                // A comma before the brace, as JSONSerialization takes it.
                if next == UInt8(ascii: "}"), !members.isEmpty {
                    index += 1
                    return .object(members)
                }
                guard next == UInt8(ascii: "\""), let key = string() else { return nil }
                skipWhiteSpace()
                guard next == UInt8(ascii: ":") else { return nil }
                index += 1
                guard let value = value(depth: depth + 1) else { return nil }
                members.append((key, value))
                skipWhiteSpace()
                switch next {
                case UInt8(ascii: ","): index += 1
                case UInt8(ascii: "}"):
                    index += 1
                    return .object(members)
                default: return nil
                }
            }
        }

        mutating func array(depth: Int) -> JSON? {
            index += 1  // [
            var values: [JSON] = []
            skipWhiteSpace()
            if next == UInt8(ascii: "]") {
                index += 1
                return .array(values)
            }
            while true {
                skipWhiteSpace()
                if next == UInt8(ascii: "]"), !values.isEmpty {
                    index += 1
                    return .array(values)
                }
                guard let value = value(depth: depth + 1) else { return nil }
                values.append(value)
                skipWhiteSpace()
                switch next {
                case UInt8(ascii: ","): index += 1
                case UInt8(ascii: "]"):
                    index += 1
                    return .array(values)
                default: return nil
                }
            }
        }

        /// A string from its opening quote; its bytes must be UTF-8.
        mutating func string() -> String? {
            index += 1  // "
            let start = index
            // The usual string has no escape: taken as it lies.
            while let byte = next, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") {
                guard byte >= 0x20 else { return nil }
                index += 1
            }
            guard let stop = next else { return nil }
            var text = Array(bytes[start..<index])
            if stop == UInt8(ascii: "\"") {
                index += 1
                return String(validating: text, as: UTF8.self)
            }
            while let byte = next {
                index += 1
                switch byte {
                case UInt8(ascii: "\""): return String(validating: text, as: UTF8.self)
                case UInt8(ascii: "\\"):
                    guard let escaped = next else { return nil }
                    index += 1
                    switch escaped {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(escaped)
                    case UInt8(ascii: "b"): text.append(0x08)
                    case UInt8(ascii: "f"): text.append(0x0C)
                    case UInt8(ascii: "n"): text.append(0x0A)
                    case UInt8(ascii: "r"): text.append(0x0D)
                    case UInt8(ascii: "t"): text.append(0x09)
                    case UInt8(ascii: "u"):
                        guard let scalar = unicodeEscape() else { return nil }
                        text.append(contentsOf: String(Character(scalar)).utf8)
                    default: return nil
                    }
                case ..<0x20: return nil
                default: text.append(byte)
                }
            }
            return nil
        }

        /// The scalar of `\uXXXX` (its `\u` read), or of a surrogate pair `\uD83D\uDE00`.
        mutating func unicodeEscape() -> Unicode.Scalar? {
            guard let high = hex4() else { return nil }
            guard (0xD800...0xDBFF).contains(high) else { return Unicode.Scalar(high) }
            guard bytes.count - index >= 2, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else { return nil }
            index += 2
            guard let low = hex4(), (0xDC00...0xDFFF).contains(low) else { return nil }
            return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
        }

        mutating func hex4() -> UInt32? {
            guard bytes.count - index >= 4 else { return nil }
            var value: UInt32 = 0
            for _ in 0..<4 {
                let byte = bytes[index]
                let digit: UInt8
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
                case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
                case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
                default: return nil
                }
                value = value << 4 | UInt32(digit)
                index += 1
            }
            return value
        }

        /// A number: `-`? (`0` | [1-9][0-9]*) (`.` [0-9]+)? ([eE] [+-]? [0-9]+)?, its text kept.
        mutating func number() -> JSONNumber? {
            let start = index
            if next == UInt8(ascii: "-") { index += 1 }
            guard let first = next, isDigit(first) else { return nil }
            index += 1
            if first != UInt8(ascii: "0") { skipDigits() }
            if next == UInt8(ascii: ".") {
                index += 1
                guard let digit = next, isDigit(digit) else { return nil }
                skipDigits()
            }
            if next == UInt8(ascii: "e") || next == UInt8(ascii: "E") {
                index += 1
                if next == UInt8(ascii: "+") || next == UInt8(ascii: "-") { index += 1 }
                guard let digit = next, isDigit(digit) else { return nil }
                skipDigits()
            }
            return JSONNumber(checked: String(decoding: bytes[start..<index], as: UTF8.self))
        }

        func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

        mutating func skipDigits() {
            while let byte = next, isDigit(byte) { index += 1 }
        }
    }
}
