// CaptureEventOutput: every capture as one JSON line on standard output.
import Foundation

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
            FileHandle.standardOutput.write(Data((line + "\n").utf8))
        }
    ) {
        self.includeDate = includeDate
        self.write = write
    }

    public static func line(for record: CaptureRecord, date: Date?) -> String {
        var members: [(String, JSON)] = [("event", .string("capture")), ("number", .integer(record.number))]
        members += record.detection.payloadMembers
        if record.detections.count > 1 { members.append(("results", .array(record.detections.map { .object($0.payloadMembers) }))) }
        members.append(("time", .decimal(record.time, digits: 3)))
        if let date { members.append(("date", .string(ISO8601DateFormatter().string(from: date)))) }
        return JSON.object(members).serialized
    }

    /// Where each line also goes (the history file).
    public var alsoWrite: ((String) -> Void)?

    public func captured(_ record: CaptureRecord) {
        let line = Self.line(for: record, date: includeDate ? Date() : nil)
        write(line)
        alsoWrite?(line)
    }
}
