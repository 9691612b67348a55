// OutboxEntry: one capture as the outbox keeps it and the destinations receive it.
import FoundationEssentials
import SystemCall
import Wire

/// A capture's JSON line with what the destinations need from it. The line is delivered as it
/// was written (HTTP body, MQTT payload, a program's standard input); the typing destinations
/// take the symbology and the payload.
public struct OutboxEntry: Sendable, Equatable {
    /// Unique across restarts and kiosks (a random UUID): receivers drop a capture delivered
    /// twice by it. Nil for lines written before captures had ids (kept for the History only).
    public let id: String?
    public let line: String
    public let symbology: String
    /// The payload as text; nil for a binary payload.
    public let text: String?
    /// The payload's bytes: the text's UTF-8, or the binary payload.
    public let bytes: [UInt8]
    /// The payload was kept off the line (`"text":null,"withheld":true`: personal data, a
    /// secret): `text` is empty, and a typing destination types nothing of it.
    public let withheld: Bool
    /// An EAN/UPC add-on read with the code.
    public let hasAddOn: Bool
    /// The wall-clock time of the capture, when the kiosk's clock was real.
    public let date: Date?
    /// What the code means, its `content`'s top-level text and number fields by key (`type`,
    /// `gtin`, `iban`, `ssid`…): what a typing destination's `field=` sends.
    public let contentFields: [String: String]

    /// Why a typing destination sends nothing of this entry (it `sendsNothing`), for its log.
    public func whyNothingIsSent(_ id: String) -> String {
        switch symbology {
        case "approval-needed": "\(id) is a call for an age approval, no code"
        case "admin": "\(id) is a change made through the console, no code"
        default: "capture \(id) is withheld (personal data or a secret)"
        }
    }

    /// Reads a capture event line (`{"event":"capture","id":…,"symbology":…,"text":…}`) or a
    /// basket handed to the till (`{"event":"basket","id":…,"code":"KSB1+…",…}`: its symbology
    /// is `basket`, its text the code the till's scanner reads, its fields `total`, `currency`
    /// and `items`), or a basket's call for an age approval (`{"event":"approval-needed","id":…,
    /// "basket":…,"age":18,…}`: symbology `approval-needed`, no text, so nothing is typed; its
    /// fields `basket` and `age`), or a change made through the web console
    /// (`{"event":"admin","id":…,"what":…,…}`: symbology `admin`, nothing typed); nil for
    /// anything else.
    public init?(line: String) {
        guard let object = JSON.keyed(parsing: line.utf8) else { return nil }
        let symbology: String
        switch object["event"]?.string {
        case "capture":
            guard let name = object["symbology"]?.string else { return nil }
            symbology = name
        case "basket":
            guard let code = object["code"]?.string, object["id"]?.string != nil else { return nil }
            symbology = "basket"
            text = code
            bytes = Array(code.utf8)
            id = object["id"]?.string
            self.line = line
            self.symbology = symbology
            withheld = false
            hasAddOn = false
            date = object["date"]?.string.flatMap(ISO8601Time.seconds).map(Date.init(timeIntervalSince1970:))
            var fields: [String: String] = [:]
            for key in ["total", "currency"] { fields[key] = object[key]?.string }
            fields["items"] = object["items"]?.array.map { String($0.count) }
            contentFields = fields
            return
        case let event? where ["approval-needed", "admin"].contains(event):
            // A staff call, or a change made through the web console: delivered as a capture
            // is; it carries no code, so a typing destination types nothing.
            let required = event == "admin" ? "what" : "basket"
            guard object["id"]?.string != nil, object[required]?.string != nil else { return nil }
            symbology = event
            text = ""
            bytes = []
            withheld = true
            id = object["id"]?.string
            self.line = line
            self.symbology = symbology
            hasAddOn = false
            date = object["date"]?.string.flatMap(ISO8601Time.seconds).map(Date.init(timeIntervalSince1970:))
            var fields: [String: String] = [:]
            if event == "approval-needed" {
                fields["basket"] = object["basket"]?.string
                fields["age"] = object["age"]?.numberText
            }
            contentFields = fields
            return
        default:
            return nil
        }
        if let text = object["text"]?.string {
            self.text = text
            bytes = Array(text.utf8)
            withheld = false
        } else if let base64 = object["base64"]?.string, let data = Data(base64Encoded: base64) {
            text = nil
            bytes = [UInt8](data)
            withheld = false
        } else if object["withheld"] == .bool(true) {
            // The payload was kept off the line (personal data, a secret): only its fields are there.
            text = ""
            bytes = []
            withheld = true
        } else {
            return nil
        }
        id = object["id"]?.string
        self.line = line
        self.symbology = symbology
        hasAddOn = object["addon"]?.string != nil
        date = object["date"]?.string.flatMap(ISO8601Time.seconds).map(Date.init(timeIntervalSince1970:))
        var fields: [String: String] = [:]
        for (key, value) in object["content"]?.members ?? [] {
            if let text = value.string { fields[key] = text } else if let number = value.numberText { fields[key] = number }
        }
        contentFields = fields
    }

    /// A new capture id.
    public static func newID() -> String { UUID().uuidString.lowercased() }
}
