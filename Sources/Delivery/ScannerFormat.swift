// ScannerFormat: what a typing destination sends for a capture — prefix, AIM identifier, value,
// suffix — as scanners are configured to.
import Wire

/// Data formatting as scanners do it, per destination: `prefix` + AIM identifier (when `aim`) +
/// the value + `suffix`. The suffix of a keyboard destination is usually Enter or Tab (a till
/// moves to the next field); a serial line's a line ending.
///
/// The value is the payload, or with `field` one field of what the code means (`field=gtin`: the
/// GTIN of a GS1 DataMatrix, which is what a till wants), the payload where the capture has no
/// such field. Control characters in the value (C0, DEL, C1: Enter, Tab, Escape, GS…) are left
/// out unless `controls`: a code must not press keys on the till (the "BadBarcode" attack turns
/// them into hot-keys); the prefix and suffix the shop set are sent as set. A capture whose
/// payload was withheld (personal data, a secret) sends nothing at all when the value would be
/// that payload: an empty value and its suffix would still submit a field on the till.
public struct ScannerFormat: Sendable, Equatable {
    public var prefix: String = ""
    public var suffix: String
    public var aim = false
    /// The `content` field sent instead of the payload (`gtin`, `iban`…); nil: the payload.
    public var field: String?
    /// Whether the value's control characters are sent (`controls=keep`).
    public var controls = false

    public init(prefix: String = "", suffix: String, aim: Bool = false, field: String? = nil, controls: Bool = false) {
        self.prefix = prefix
        self.suffix = suffix
        self.aim = aim
        self.field = field
        self.controls = controls
    }

    /// The value sent for `entry`: the chosen field of its content when it has one, else the
    /// payload as text (a binary payload's bytes taken as Latin-1, one character each, as a
    /// scanner sends them); without the control characters unless `controls`. `removed` counts
    /// the control characters left out.
    public func value(for entry: OutboxEntry) -> (text: String, removed: Int) {
        let value =
            field.flatMap { entry.contentFields[$0] } ?? entry.text ?? String(String.UnicodeScalarView(entry.bytes.map { Unicode.Scalar($0) }))
        guard !controls else { return (value, 0) }
        var kept = String.UnicodeScalarView()
        var removed = 0
        for scalar in value.unicodeScalars {
            if Self.isControl(scalar) { removed += 1 } else { kept.append(scalar) }
        }
        return (String(kept), removed)
    }

    /// Whether nothing is sent for `entry`: its payload was withheld and the value would be it
    /// (no `field`, or a capture without that field).
    public func sendsNothing(for entry: OutboxEntry) -> Bool {
        entry.withheld && field.flatMap { entry.contentFields[$0] } == nil
    }

    /// C0 controls, DEL and the C1 controls.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool { scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) }

    /// The characters to send for `entry`; none when it `sendsNothing`.
    public func text(for entry: OutboxEntry) -> String {
        guard !sendsNothing(for: entry) else { return "" }
        var out = prefix
        if aim, let identifier = AIMIdentifier.of(symbology: entry.symbology, hasAddOn: entry.hasAddOn) { out += identifier }
        return out + value(for: entry).text + suffix
    }

    /// The bytes to send for `entry` on a byte stream (serial): the value's UTF-8, but a binary
    /// payload's own bytes (without its control bytes unless `controls`); none when it
    /// `sendsNothing`.
    public func bytes(for entry: OutboxEntry) -> [UInt8] {
        guard !sendsNothing(for: entry) else { return [] }
        var head = prefix
        if aim, let identifier = AIMIdentifier.of(symbology: entry.symbology, hasAddOn: entry.hasAddOn) { head += identifier }
        let body: [UInt8]
        if entry.text == nil, field.flatMap({ entry.contentFields[$0] }) == nil {
            body = controls ? entry.bytes : entry.bytes.filter { !Self.isControl(Unicode.Scalar($0)) }
        } else {
            body = Array(value(for: entry).text.utf8)
        }
        return Array(head.utf8) + body + Array(suffix.utf8)
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
        default: return PercentEncoding.decode(value)
        }
    }
}
