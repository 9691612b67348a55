// ScannerFormat: what a typing destination sends for a capture — prefix, AIM identifier, value,
// suffix — as scanners are configured to.

/// Data formatting as scanners do it, per destination: `prefix` + AIM identifier (when `aim`) +
/// the value + `suffix`. The suffix of a keyboard destination is usually Enter or Tab (a till
/// moves to the next field); a serial line's a line ending.
public struct ScannerFormat: Sendable, Equatable {
    public var prefix: String = ""
    public var suffix: String
    public var aim = false

    public init(prefix: String = "", suffix: String, aim: Bool = false) {
        self.prefix = prefix
        self.suffix = suffix
        self.aim = aim
    }

    /// The characters to send for `entry`; the payload as text (a binary payload's bytes are
    /// taken as Latin-1, one character each, as a scanner sends them).
    public func text(for entry: OutboxEntry) -> String {
        var out = prefix
        if aim, let identifier = AIMIdentifier.of(symbology: entry.symbology, hasAddOn: entry.hasAddOn) { out += identifier }
        out += entry.text ?? String(String.UnicodeScalarView(entry.bytes.map { Unicode.Scalar($0) }))
        return out + suffix
    }

    /// The bytes to send for `entry` on a byte stream (serial): the text's UTF-8, but a binary
    /// payload's own bytes.
    public func bytes(for entry: OutboxEntry) -> [UInt8] {
        var head = prefix
        if aim, let identifier = AIMIdentifier.of(symbology: entry.symbology, hasAddOn: entry.hasAddOn) { head += identifier }
        return Array(head.utf8) + (entry.text.map { Array($0.utf8) } ?? entry.bytes) + Array(suffix.utf8)
    }

    /// `enter`/`cr` (CR), `tab`, `lf`, `crlf`, `none`, or literal text with %XX escapes
    /// (`%20` a space, `%0D%0A` CR LF).
    static func suffix(parsing value: String) -> String? {
        switch value.lowercased() {
        case "enter", "cr": return "\r"
        case "tab": return "\t"
        case "lf": return "\n"
        case "crlf": return "\r\n"
        case "none", "": return ""
        default: return unescape(value)
        }
    }

    /// Undoes %XX escapes (UTF-8); nil when an escape is malformed.
    static func unescape(_ value: String) -> String? {
        var bytes: [UInt8] = []
        var utf8 = Array(value.utf8)[...]
        while let byte = utf8.popFirst() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard utf8.count >= 2, let hex = UInt8(String(decoding: utf8.prefix(2), as: UTF8.self), radix: 16) else { return nil }
            bytes.append(hex)
            utf8 = utf8.dropFirst(2)
        }
        let text = String(decoding: bytes, as: UTF8.self)
        return Array(text.utf8) == bytes ? text : nil
    }
}
