// InputCommand: `kioskscan input`, the input devices found and each recognised input as JSON lines.
import FoundationEssentials
import Input
import Kiosk
import SystemCall
import Wire

enum InputCommand {
    static let usage = """
        usage: kioskscan input [--seconds N] [--screen WxH] [--rotate 0|90|180|270] [--beep]
                               [--input-calibration "a b c d e f"] [--input-keys LIST] [--input-wedge LIST]
                               [--input-wedge-layout us|de|fr] [--input-grab on|off] [--input-beep on|off]
                               [--input-folder DIR]
               kioskscan input --record NAME|PATH [--seconds N]
        Lists the input devices in /dev/input with what they are, then prints every recognised input
        as one JSON line until --seconds pass (default: until stopped):
          {"device":"/dev/input/event3","name":"QEMU Virtio Tablet","kind":"absolutePointer","used":true,"grabbed":true,"wedge":false}
          {"event":"tap","x":640,"y":400}            pixels of the logical (rotated) screen
          {"event":"longPress","x":640,"y":400}
          {"event":"drag","phase":"began","start":[640,400],"x":640,"y":300}
          {"event":"key","action":"shutter"}
          {"event":"wedgeScan","text":"ABC-123"}
          {"removed":"/dev/input/event5","name":"…","reason":"unplugged"}
        --screen WxH      the logical screen (default: the first connected DRM connector's first mode
                          from /sys/class/drm, turned by --rotate; else 1280x800)
        --beep            sound the beeper once at the start and on every tap and scan
        --record DEVICE   instead, print the raw events of the device (path, or part of its name) in
                          evtest's text format, header included: recordings for the tests
        The --input-* options are the kiosk's input.* options (see docs/using-the-kiosk.md, Input).
        """

    static func run(_ arguments: [String]) -> Int32 {
        var options = InputOptions()
        var seconds: Double?
        var size: (Int, Int)?
        var rotation = ScreenRotation.none
        var beepOnEvents = false
        var record: String?
        var scanner = ArgumentScanner(arguments)
        do throws(ArgumentError) {
            while let argument = scanner.next() {
                switch argument {
                case .option("--seconds"):
                    guard let s = Double(try scanner.value()), s > 0 else { throw .invalid("--seconds needs a number above 0") }
                    seconds = s
                case .option("--screen"):
                    let parts = try scanner.value().lowercased().split(separator: "x").compactMap { Int($0) }
                    guard parts.count == 2, parts.allSatisfy({ (1...16384).contains($0) }) else {
                        throw .invalid("--screen needs WIDTHxHEIGHT, such as 1280x800")
                    }
                    size = (parts[0], parts[1])
                case .option("--rotate"):
                    guard let r = Int(try scanner.value()).flatMap({ ScreenRotation(rawValue: $0) }) else {
                        throw .invalid("--rotate needs 0, 90, 180 or 270")
                    }
                    rotation = r
                case .option("--beep"): beepOnEvents = true
                case .option("--record"): record = try scanner.value()
                case .option("--input-calibration"): options.calibration = try parsed(try scanner.value(), CalibrationMatrix.init(parsing:))
                case .option("--input-keys"): options.keys = try parsed(try scanner.value(), KeyBindings.init(parsing:))
                case .option("--input-wedge"): options.wedge = try parsed(try scanner.value(), WedgeSelection.init(parsing:))
                case .option("--input-wedge-layout"): options.wedgeLayout = try parsed(try scanner.value(), InputOptions.parseLayout)
                case .option("--input-grab"):
                    options.grab = try parsed(try scanner.value()) { try InputOptions.parseSwitch($0, option: "input.grab") }
                case .option("--input-beep"):
                    options.beep = try parsed(try scanner.value()) { try InputOptions.parseSwitch($0, option: "input.beep") }
                case .option("--input-folder"): options.folder = try scanner.value()
                case .option("-h"), .option("--help"):
                    print(usage)
                    return 0
                case .option: throw scanner.unknownOption
                case .positional: throw scanner.unexpectedArgument
                }
            }
        } catch {
            StandardStream.error.write("kioskscan input: \(error)\n\(usage)\n")
            return 2
        }
        let (width, height) = size ?? panelSize().map { rotation.swapsAxes ? ($0.1, $0.0) : $0 } ?? (1280, 800)
        let screen = ScreenGeometry(width: width, height: height, rotation: rotation)
        if let record { return EvtestRecorder.record(record, folder: options.folder, seconds: seconds) }

        let manager: InputManager
        do {
            manager = try InputManager(options: options, screen: screen)
        } catch {
            StandardStream.error.write("kioskscan input: \(error)\n")
            return 1
        }
        emit(
            .object([
                ("screen", .array([.integer(width), .integer(height)])), ("rotate", .integer(rotation.rawValue)),
                ("keys", .string(options.keys.description)), ("wedge", .string(options.wedge.description)),
            ]))
        manager.onDeviceChange = { emit(json($0)) }
        let loop = EventLoop()
        manager.attach(to: loop) { events in
            for event in events {
                emit(json(event))
                switch event {
                case .tap, .wedgeScan: if beepOnEvents { emit(.object([("beep", .bool(manager.beep()))])) }
                default: break
                }
            }
        }
        if beepOnEvents { emit(.object([("beep", .bool(manager.beep()))])) }
        do {
            try loop.run(timeout: seconds)
        } catch {
            StandardStream.error.write("kioskscan input: \(error)\n")
            return 1
        }
        return 0
    }

    /// `value` read by the Input module, whose complaint repeats it made safe.
    static func parsed<Value>(_ value: String, _ parse: (String) throws -> Value) throws(ArgumentError) -> Value {
        do { return try parse(value) } catch { throw .refused(value, because: error) }
    }

    static func emit(_ value: JSON) {
        // One line at a time, flushed: the virtual kiosk's test reads the file while this runs.
        StandardStream.output.write(value.serialized + "\n")
    }

    static func pixel(_ p: ScreenPoint) -> [JSON] { [.integer(Int(p.x.rounded(.down))), .integer(Int(p.y.rounded(.down)))] }

    static func json(_ event: InputEvent) -> JSON {
        switch event {
        case .tap(let p): .object([("event", .string("tap")), ("x", pixel(p)[0]), ("y", pixel(p)[1])])
        case .longPress(let p): .object([("event", .string("longPress")), ("x", pixel(p)[0]), ("y", pixel(p)[1])])
        case .hold(let p): .object([("event", .string("hold")), ("x", pixel(p)[0]), ("y", pixel(p)[1])])
        case .drag(let phase, let start, let current):
            .object([
                ("event", .string("drag")), ("phase", .string(phase.rawValue)), ("start", .array(pixel(start))),
                ("x", pixel(current)[0]), ("y", pixel(current)[1]),
            ])
        case .key(let action): .object([("event", .string("key")), ("action", .string(action.rawValue))])
        case .wedgeScan(let text): .object([("event", .string("wedgeScan")), ("text", .string(text))])
        }
    }

    static func json(_ change: InputDeviceChange) -> JSON {
        switch change {
        case .added(let d):
            .object([
                ("device", .string(d.path)), ("name", .string(d.name)), ("kind", .string(d.kind.description)),
                ("used", .bool(d.used)), ("grabbed", .bool(d.grabbed)), ("wedge", .bool(d.wedge)),
            ])
        case .removed(let path, let name, let reason):
            .object([("removed", .string(path)), ("name", .string(name)), ("reason", .string(reason))])
        case .becameWedge(let path, let name):
            .object([("wedgeDetected", .string(path)), ("name", .string(name))])
        case .failed(let error):
            .object([("error", .string(error.description))])
        }
    }

    /// The first mode of the first connected DRM connector, from sysfs (`1280x800`), or nil.
    static func panelSize() -> (Int, Int)? {
        let root = "/sys/class/drm"
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: root) else { return nil }
        for entry in entries.sorted() where entry.hasPrefix("card") && entry.contains("-") {
            guard let status = try? String(contentsOfFile: "\(root)/\(entry)/status", encoding: .utf8),
                status.hasPrefix("connected"),
                let modes = try? String(contentsOfFile: "\(root)/\(entry)/modes", encoding: .utf8),
                let first = modes.split(separator: "\n").first
            else { continue }
            let parts = first.split(separator: "x").map { Int($0.prefix { $0.isNumber }) }
            if parts.count == 2, let w = parts[0], let h = parts[1] { return (w, h) }
        }
        return nil
    }
}
