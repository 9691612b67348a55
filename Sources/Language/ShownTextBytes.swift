// ShownTextBytes: shown texts written into a byte array and read back, for lists that keep many
// of them in one flat buffer (the History's 10,000 rows) rather than as objects of their own.

/// The encoding: each text a kind byte, then a verbatim text's UTF-8, a date's year, month and
/// day, a phrase's message key, count, values and parts, or a price's amount, currency, sign, the
/// shop's text and its unit, or a quantity's value, scale and unit; numbers and lengths as LEB128.
/// A phrase names its message by key: reading it back finds the catalogue's message, and a key
/// the catalogue no longer has (never in one run) reads as its key, verbatim.
public enum ShownTextBytes {
    /// Appends `texts` to `bytes`.
    public static func append(_ texts: [ShownText], to bytes: inout [UInt8]) {
        number(texts.count, &bytes)
        for text in texts { append(text, &bytes) }
    }

    /// The texts `append` wrote at `start` of `bytes`.
    public static func read(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> [ShownText] {
        var at = start
        let count = number(bytes, &at)
        return (0..<count).map { _ in text(bytes, &at) }
    }

    private static func append(_ text: ShownText, _ bytes: inout [UInt8]) {
        switch text {
        case .verbatim(let string):
            bytes.append(0)
            self.string(string, &bytes)
        case .date(let date):
            bytes.append(1)
            for field in [date.year, date.month, date.day] { number(field, &bytes) }
        case .money(let money, let per):
            bytes.append(3)
            number(Int(money.minorUnits), &bytes)
            number(money.exponent, &bytes)
            for text in [money.currency, money.sign, money.shopText] { string(text, &bytes) }
            number(per == nil ? 0 : 1, &bytes)
            if let per { string(per, &bytes) }
        case .quantity(let value, let scale, let unit):
            bytes.append(4)
            number(Int(value), &bytes)
            number(scale, &bytes)
            string(unit, &bytes)
        case .phrase(let phrase):
            bytes.append(2)
            string(phrase.message.key, &bytes)
            number(phrase.count.map { $0 + 1 } ?? 0, &bytes)
            number(phrase.values.count, &bytes)
            for (name, value) in phrase.values.sorted(by: { $0.key < $1.key }) {
                string(name, &bytes)
                string(value, &bytes)
            }
            number(phrase.parts.count, &bytes)
            for (name, part) in phrase.parts.sorted(by: { $0.key < $1.key }) {
                string(name, &bytes)
                append(part, &bytes)
            }
        }
    }

    private static func text(_ bytes: UnsafeBufferPointer<UInt8>, _ at: inout Int) -> ShownText {
        let kind = bytes[at]
        at += 1
        switch kind {
        case 0: return .verbatim(string(bytes, &at))
        case 1:
            let year = number(bytes, &at), month = number(bytes, &at), day = number(bytes, &at)
            return .date(ShownDate(year: year, month: month, day: day))
        case 3:
            let minorUnits = Int64(number(bytes, &at)), exponent = number(bytes, &at)
            let currency = string(bytes, &at), sign = string(bytes, &at), shopText = string(bytes, &at)
            let per = number(bytes, &at) == 0 ? nil : string(bytes, &at)
            return .money(ShownMoney(minorUnits: minorUnits, exponent: exponent, currency: currency, sign: sign, shopText: shopText), per: per)
        case 4:
            let value = Int64(number(bytes, &at)), scale = number(bytes, &at)
            return .quantity(value: value, scale: scale, unit: string(bytes, &at))
        default:
            let key = string(bytes, &at)
            let count = number(bytes, &at)
            var values: [String: String] = [:]
            for _ in 0..<number(bytes, &at) {
                let name = string(bytes, &at)
                values[name] = string(bytes, &at)
            }
            var parts: [String: ShownText] = [:]
            for _ in 0..<number(bytes, &at) {
                let name = string(bytes, &at)
                parts[name] = text(bytes, &at)
            }
            guard let message = Message.byKey[key] else { return .verbatim(key) }
            return .phrase(Phrase(message, count: count == 0 ? nil : count - 1, values, parts: parts))
        }
    }

    private static func string(_ string: String, _ bytes: inout [UInt8]) {
        number(string.utf8.count, &bytes)
        bytes += string.utf8
    }

    private static func string(_ bytes: UnsafeBufferPointer<UInt8>, _ at: inout Int) -> String {
        let length = number(bytes, &at)
        defer { at += length }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[at..<(at + length)]), as: UTF8.self)
    }

    /// `value` (zigzag, so a negative year fits) as LEB128.
    private static func number(_ value: Int, _ bytes: inout [UInt8]) {
        var rest = UInt64(bitPattern: Int64((value << 1) ^ (value >> 63)))
        repeat {
            let low = UInt8(rest & 0x7F)
            rest >>= 7
            bytes.append(rest == 0 ? low : low | 0x80)
        } while rest != 0
    }

    private static func number(_ bytes: UnsafeBufferPointer<UInt8>, _ at: inout Int) -> Int {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            let byte = bytes[at]
            at += 1
            value |= UInt64(byte & 0x7F) << shift
            if byte & 0x80 == 0 || shift >= 63 { break }
            shift += 7
        }
        let signed = Int64(bitPattern: value)
        return Int((signed >> 1) ^ -(signed & 1))
    }
}

extension Message {
    /// The catalogue by key.
    public static let byKey: [String: Message] = Dictionary(catalogue.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
}
