// CaptureEventOutput: every capture as one JSON line on standard output.
import FoundationEssentials
import SystemCall

/// Writes `{"event":"capture","number":1,"symbology":"qr","text":"…","time":1.234}` per capture:
/// control characters escaped, binary payloads as base64, `time` on the kiosk clock (seconds
/// since start) and, when the clock is real, `date` as ISO 8601 UTC. A capture of several codes
/// (`--multi-code`) names the first at the top and lists all in `results`
/// (`[{"symbology":…,"text":…},…]`). Each line is written and flushed whole, so a reader of the
/// pipe never sees half an event.
public final class CaptureEventOutput {
    private let write: (String) -> Void
    private let includeDate: Bool

    public init(
        includeDate: Bool,
        write: @escaping (String) -> Void = { line in
            StandardStream.output.write(line + "\n")
        }
    ) {
        self.includeDate = includeDate
        self.write = write
    }

    /// With an outbox, `id` (unique across restarts) and `kiosk` (the kiosk's name in the fleet)
    /// follow `event`: `{"event":"capture","id":"4f0c…","kiosk":"till-3","number":1,…}`.
    public static func line(for record: CaptureRecord, date: Date?, id: String? = nil, kiosk: String? = nil) -> String {
        var members: [(String, JSON)] = [("event", .string("capture"))]
        if let id { members.append(("id", .string(id))) }
        if let kiosk { members.append(("kiosk", .string(kiosk))) }
        members.append(("number", .integer(record.number)))
        members += record.detection.payloadMembers
        if record.detections.count > 1 { members.append(("results", .array(record.detections.map { .object($0.payloadMembers) }))) }
        members.append(("time", .decimal(record.time, digits: 3)))
        if let date { members.append(("date", .string(ISO8601Time.text(secondsSince1970: date.timeIntervalSince1970)))) }
        return JSON.object(members).serialized
    }

    /// Where each line also goes, first (the outbox: on disk before anyone sees it).
    public var alsoWrite: ((String) -> Void)?
    /// Each capture's id and the kiosk's name, when there is an outbox.
    public var identify: (() -> (id: String, kiosk: String))?

    public func captured(_ record: CaptureRecord) {
        let identity = identify?()
        let line = Self.line(for: record, date: includeDate ? Date() : nil, id: identity?.id, kiosk: identity?.kiosk)
        alsoWrite?(line)
        write(line)
    }
}
