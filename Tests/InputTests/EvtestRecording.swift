// EvtestRecording: reads the recorded event streams in Recordings/ (evtest's text format).
import Foundation
import Input
import Keyboard

/// A device header and its events, parsed from evtest's output: the "Input device name" line,
/// "Event type / Event code" lines with "Min"/"Max"/"Resolution" for absolute axes,
/// "Property type" lines, and "Event: time …" lines (SYN_REPORT, SYN_MT_REPORT and the older
/// "EV_SYN" spelling included). Lines starting with "#" are comments.
struct EvtestRecording {
    var capabilities: DeviceCapabilities
    var events: [EvdevEvent]

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Recordings")

    init(named name: String) throws {
        let text = try String(contentsOf: EvtestRecording.folder.appendingPathComponent(name), encoding: .utf8)
        try self.init(text: text)
    }

    init(text: String) throws {
        var caps = DeviceCapabilities(name: "")
        var events: [EvdevEvent] = []
        var type: EventType?
        var axis: UInt16?
        for raw in text.split(separator: "\n", omittingEmptySubsequences: true) {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("#") { continue }
            if line.hasPrefix("Input device name:") {
                caps.name = String(line.drop { $0 != "\"" }.dropFirst().prefix { $0 != "\"" })
            } else if line.hasPrefix("Event type ") {
                let number = UInt16(line.dropFirst(11).prefix { $0.isNumber })!
                type = EventType(rawValue: number)
                if let type { caps.types.insert(type) }
            } else if line.hasPrefix("Event code "), let type {
                let code = UInt16(line.dropFirst(11).prefix { $0.isNumber })!
                axis = nil
                switch type {
                case .key: caps.keys.insert(KeyCode(rawValue: code))
                case .relative: caps.relativeAxes.insert(code)
                case .sound: caps.sounds.insert(code)
                case .absolute:
                    caps.absoluteAxes[code] = AxisRange(minimum: 0, maximum: 0)
                    axis = code
                default: break
                }
            } else if let axis, let field = line.split(separator: " ").first, ["Min", "Max", "Resolution"].contains(field) {
                let value = Int32(line.split(separator: " ").last!)!
                switch field {
                case "Min": caps.absoluteAxes[axis]!.minimum = value
                case "Max": caps.absoluteAxes[axis]!.maximum = value
                default: caps.absoluteAxes[axis]!.resolution = value
                }
            } else if line.hasPrefix("Property type ") {
                caps.properties.insert(InputProperties(bit: Int(line.dropFirst(14).prefix { $0.isNumber })!))
            } else if line.hasPrefix("Event: time ") {
                events.append(try EvtestRecording.event(line))
            }
        }
        capabilities = caps
        self.events = events
    }

    struct Malformed: Error { let line: String }

    static func event(_ line: String) throws -> EvdevEvent {
        let body = line.dropFirst("Event: time ".count)
        guard let comma = body.firstIndex(of: ","), let time = Double(body[..<comma]) else { throw Malformed(line: line) }
        let rest = body[body.index(after: comma)...]
        if rest.contains("SYN_REPORT") || rest.contains("-- EV_SYN --") {
            return EvdevEvent(time: time, type: .synchronization, code: SyncCode.report.rawValue, value: 0)
        }
        if rest.contains("SYN_MT_REPORT") {
            return EvdevEvent(time: time, type: .synchronization, code: SyncCode.multiTouchReport.rawValue, value: 0)
        }
        // " type 3 (EV_ABS), code 53 (ABS_MT_POSITION_X), value 417"
        func number(after key: String) throws -> Substring {
            guard let range = rest.range(of: key) else { throw Malformed(line: line) }
            return rest[range.upperBound...].prefix { $0 != " " && $0 != "," }
        }
        guard let type = EventType(rawValue: UInt16(try number(after: "type "))!), let code = UInt16(try number(after: "code ")) else {
            throw Malformed(line: line)
        }
        let valueText = try number(after: "value ")
        // evtest prints MSC_SCAN in hex (700e1); those values matter to no test.
        let value = Int32(valueText) ?? Int32(valueText, radix: 16) ?? 0
        return EvdevEvent(time: time, type: type, code: code, value: value)
    }

    /// Feeds the whole recording to an interpreter for it, then lets `settle` seconds pass after
    /// the last event (so deadlines — long presses, key bursts, scans without Enter — fire).
    func interpret(options: InputOptions = InputOptions(), screen: ScreenGeometry, namedWedge: Bool = false, settle: Double = 1) -> [InputEvent] {
        var interpreter = DeviceInterpreter(
            capabilities: capabilities, kind: InputDeviceKind.classify(capabilities),
            options: options, screen: screen, namedWedge: namedWedge)
        var out: [InputEvent] = []
        for event in events {
            // Deadlines that passed before this event fire first, as the timerfd would make them.
            if let deadline = interpreter.deadline, deadline < event.time { out += interpreter.advance(to: deadline) }
            out += interpreter.handle([event])
        }
        if let last = events.last?.time, settle > 0 {
            while let deadline = interpreter.deadline, deadline <= last + settle { out += interpreter.advance(to: deadline) }
        }
        return out
    }
}

/// Pixels rounded down, as the JSON lines give them: (640, 400).
func pixel(_ p: ScreenPoint) -> [Int] { [Int(p.x.rounded(.down)), Int(p.y.rounded(.down))] }
