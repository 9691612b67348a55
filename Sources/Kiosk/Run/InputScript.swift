// InputScript: inputs read from a file and played at given times, for reproducible runs of the
// interactive kiosk (tests, demos, screenshots) without touching a screen.
import FoundationEssentials
import Input
import SystemCall
import Wire

/// One line per input: `SECONDS tap X Y`, `SECONDS longpress X Y`, `SECONDS hold X Y` (a touch held 3 s: the
/// admin gesture), `SECONDS drag X1 Y1 X2 Y2`
/// (began at X1,Y1, ended at X2,Y2), `SECONDS key shutter|resume|switchTab|switchMode`,
/// `SECONDS scan TEXT` (a keyboard-wedge scan; the rest of the line). `#` starts a comment.
public struct InputScript: Sendable, Equatable {
    /// One input and when it is played, in seconds of the kiosk clock.
    public struct Timed: Sendable, Equatable {
        public let time: Double
        public let input: InputEvent
    }

    public let inputs: [Timed]
    private var next = 0

    public init(parsing text: String, file: String = "input script") throws(OptionError) {
        try self.init(lines: TextLines(bytes: Array(text.utf8), file: file))
    }

    init(lines file: TextLines) throws(OptionError) {
        var inputs: [(Double, InputEvent)] = []
        for entry in file.lines {
            let line = entry.text.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            guard !words.isEmpty else { continue }
            let place = "\(file.name) line \(entry.number)"
            guard words.count >= 2, let time = Double(words[0]), time >= 0 else {
                throw OptionError("\(place): expected 'SECONDS what ...', got \(line.quotedForMessage())")
            }
            let numbers = words.dropFirst(2).compactMap { Double($0) }
            func point(_ i: Int) -> ScreenPoint { ScreenPoint(x: numbers[i], y: numbers[i + 1]) }
            switch words[1] {
            case "tap" where numbers.count == 2: inputs.append((time, .tap(point(0))))
            case "longpress" where numbers.count == 2: inputs.append((time, .longPress(point(0))))
            case "hold" where numbers.count == 2: inputs.append((time, .hold(point(0))))
            case "drag" where numbers.count == 4:
                inputs.append((time, .drag(.began, start: point(0), current: point(0))))
                inputs.append((time, .drag(.ended, start: point(0), current: point(2))))
            case "key" where words.count == 3:
                guard let action = KeyAction(rawValue: words[2]) else {
                    throw OptionError(
                        "\(place): unknown key action \(words[2].quotedForMessage()) (known: \(KeyAction.allCases.map(\.rawValue).joined(separator: ", ")))"
                    )
                }
                inputs.append((time, .key(action)))
            case "scan" where words.count >= 3:
                inputs.append((time, .wedgeScan(words.dropFirst(2).joined(separator: " "))))
            default:
                throw OptionError(
                    "\(place): expected tap X Y, longpress X Y, hold X Y, drag X1 Y1 X2 Y2, key ACTION or scan TEXT, got \(line.trimmingWhitespace().quotedForMessage())"
                )
            }
        }
        self.inputs = inputs.sorted { $0.0 < $1.0 }.map { Timed(time: $0.0, input: $0.1) }
    }

    /// The inputs due at or before `time` not handed out yet.
    public mutating func due(at time: Double) -> [InputEvent] {
        var result: [InputEvent] = []
        while next < inputs.count, inputs[next].time <= time + 1e-9 {
            result.append(inputs[next].input)
            next += 1
        }
        return result
    }
}
