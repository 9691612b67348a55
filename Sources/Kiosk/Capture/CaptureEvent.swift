// CaptureEvent: one capture on its way out, with the JSON line every sink receives.
import Catalog
import Console
import Decode
import FoundationEssentials
import SystemCall
import Wire

/// A capture and its event line,
/// `{"event":"capture","number":1,"symbology":"qr","text":"…","time":1.234}`: control characters
/// escaped, binary payloads as base64, `time` on the kiosk clock (seconds since start) and, when
/// the clock is real, `date` as ISO 8601 UTC. With an outbox, `id` (unique across restarts) and
/// `kiosk` (the kiosk's name in the fleet) follow `event`. A capture of several codes
/// (`--multi-code`) names the first at the top and lists all in `results`
/// (`[{"symbology":…,"text":…},…]`). What the first code means follows its payload as
/// `content` (`{"type":"gs1",…}`, see `ContentReading`). An identity document's payload is
/// withheld (`"text":null,"withheld":true`) unless `content.idText` keeps it, a code's that
/// carries a secret (an OTP account, a Wi-Fi password) unless `content.secrets` does. The
/// product the first code names in the shop's catalog follows as `product` (see
/// `ProductReading`).
public struct CaptureEvent: Sendable {
    /// The capture; nil for a basket handed to the till (`basket(_:…)`) or one waiting for an
    /// age approval (`approvalNeeded(_:…)`).
    public let record: CaptureRecord?
    /// Unique across restarts and kiosks (a random UUID; a basket's own id); nil without an outbox.
    public let id: String?
    public let line: String
    /// What the event is about.
    public let kind: Kind

    public enum Kind: Sendable, Equatable {
        case capture, basket, approvalNeeded, admin
    }

    public init(record: CaptureRecord, id: String? = nil, kiosk: String? = nil, date: Date? = nil) {
        self.record = record
        self.id = id
        kind = .capture
        line = Self.line(for: record, date: date, id: id, kiosk: kiosk)
    }

    /// A basket handed to the till:
    /// `{"event":"basket","id":"…","kiosk":"…","items":[{"code":…,"name":…,"quantity":2,"price":"4.99"}],"total":"9.98","currency":"EUR","code":"KSB1+…","time":…}`:
    /// prices of one item as decimal strings, `code` the text of the QR code shown to the till.
    /// An age-restricted item has `"minAge":18`; a basket a member of staff approved has
    /// `"ageCheck":{"age":18,"method":"staff-code","approver":"NAME","time":"…"}` after its
    /// currency (no birth date, nothing of an ID card), and its code is `KSB2`.
    public static func basket(_ basket: Basket, time: Double, kiosk: String? = nil, date: Date? = nil) -> CaptureEvent {
        var members: [(String, JSON)] = [("event", .string("basket")), ("id", .string(basket.id))]
        if let kiosk { members.append(("kiosk", .string(kiosk))) }
        members += [
            ("items", .array(basket.lines.map(item))), ("total", .string(basket.total.decimalText)),
            ("currency", .string(basket.currency.alphabetic)),
        ]
        if let check = basket.ageCheck {
            members.append(
                (
                    "ageCheck",
                    .object([
                        ("age", .integer(check.age)), ("method", .string(check.method.rawValue)), ("approver", .string(check.approver)),
                        ("time", .string(check.time)),
                    ])
                ))
        }
        members += [("code", .string(BasketCode.text(of: basket))), ("time", .decimal(time, digits: 3))]
        if let date { members.append(("date", .string(ISO8601Time.text(secondsSince1970: date.timeIntervalSince1970)))) }
        return CaptureEvent(id: basket.id, kind: .basket, line: JSON.object(members).serialized)
    }

    /// A change made through the web console, kept and delivered as captures are:
    /// `{"event":"admin","id":"…","kiosk":"…","what":"catalog replaced","detail":"…","from":"192.168.1.7","time":…,"date":"…"}`
    /// (`from` the client's address, when known; `date` when it was made, on the wall clock).
    public static func admin(_ change: ConsoleChange, time: Double, id: String? = nil, kiosk: String? = nil) -> CaptureEvent {
        var members: [(String, JSON)] = [("event", .string("admin"))]
        if let id { members.append(("id", .string(id))) }
        if let kiosk { members.append(("kiosk", .string(kiosk))) }
        members += [("what", .string(change.what)), ("detail", .string(change.detail))]
        if let from = change.from { members.append(("from", .string(from))) }
        members += [("time", .decimal(time, digits: 3)), ("date", .string(ISO8601Time.text(secondsSince1970: change.time)))]
        return CaptureEvent(id: id, kind: .admin, line: JSON.object(members).serialized)
    }

    /// A basket's age-restricted line waits for a member of staff, for a staff device to call
    /// someone: `{"event":"approval-needed","id":"…","kiosk":"…","basket":"…","age":18,"items":[…],"time":…}`,
    /// `items` the lines that ask for more than an approval covers, `id` the event's own (a
    /// basket may ask twice: a higher age added after an approval).
    public static func approvalNeeded(
        _ basket: Basket, age: Int, time: Double, id: String? = nil, kiosk: String? = nil, date: Date? = nil
    ) -> CaptureEvent {
        var members: [(String, JSON)] = [("event", .string("approval-needed"))]
        if let id { members.append(("id", .string(id))) }
        if let kiosk { members.append(("kiosk", .string(kiosk))) }
        let approved = basket.ageCheck?.age ?? 0
        members += [
            ("basket", .string(basket.id)), ("age", .integer(age)),
            ("items", .array(basket.lines.filter { $0.minAge > approved }.map(item))), ("time", .decimal(time, digits: 3)),
        ]
        if let date { members.append(("date", .string(ISO8601Time.text(secondsSince1970: date.timeIntervalSince1970)))) }
        return CaptureEvent(id: id, kind: .approvalNeeded, line: JSON.object(members).serialized)
    }

    /// A basket line in an event: its price of one as a decimal string, its `minAge` when it has one.
    private static func item(_ line: Basket.Line) -> JSON {
        var members: [(String, JSON)] = [
            ("code", .string(line.code)), ("name", .string(line.name)), ("quantity", .integer(line.quantity)),
            ("price", .string(line.price.decimalText)),
        ]
        if line.minAge > 0 { members.append(("minAge", .integer(line.minAge))) }
        return .object(members)
    }

    private init(id: String?, kind: Kind, line: String) {
        record = nil
        self.id = id
        self.kind = kind
        self.line = line
    }

    public static func line(for record: CaptureRecord, date: Date?, id: String? = nil, kiosk: String? = nil) -> String {
        var members: [(String, JSON)] = [("event", .string("capture"))]
        if let id { members.append(("id", .string(id))) }
        if let kiosk { members.append(("kiosk", .string(kiosk))) }
        members.append(("number", .integer(record.number)))
        members += payload(record.detection, withheld: record.withholdsPayload)
        if let content = record.content { members.append(("content", content.json)) }
        if let product = record.product { members.append(("product", product.json)) }
        if record.detections.count > 1 {
            // Each code with what it says, the first as at the top.
            let contents = [record.content] + record.othersContent
            let results = record.detections.enumerated().map { index, detection -> JSON in
                var code = payload(detection, withheld: record.withholds(index))
                if index < contents.count, let content = contents[index] { code.append(("content", content.json)) }
                return .object(code)
            }
            members.append(("results", .array(results)))
        }
        members.append(("time", .decimal(record.time, digits: 3)))
        if let date { members.append(("date", .string(ISO8601Time.text(secondsSince1970: date.timeIntervalSince1970)))) }
        return JSON.object(members).serialized
    }

    /// A code's payload members; a withheld one's text stays on the kiosk (an identity
    /// document's, a secret's), its content says what was derived from it.
    static func payload(_ detection: Detection, withheld: Bool) -> [(String, JSON)] {
        guard withheld else { return detection.payloadMembers }
        return [("symbology", .string(detection.origin.name)), ("text", .null), ("withheld", .bool(true))]
    }
}
