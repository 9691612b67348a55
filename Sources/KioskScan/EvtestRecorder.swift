// EvtestRecorder: `kioskscan input --record DEVICE`, one device's raw events in evtest's text format.
import FoundationEssentials
import Input
import SystemCall
import Wire

enum EvtestRecorder {
    static func record(_ wanted: String, folder: String, seconds: Double?) -> Int32 {
        let nodes = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
            .filter { $0.hasPrefix("event") }.sorted { (Int($0.dropFirst(5)) ?? 0) < (Int($1.dropFirst(5)) ?? 0) }
        var device: EvdevDevice?
        for node in nodes {
            let path = folder + "/" + node
            guard let candidate = try? EvdevDevice(path: path) else { continue }
            if wanted == path || candidate.capabilities.name.lowercased().contains(wanted.lowercased()) {
                device = candidate
                break
            }
        }
        guard let device else {
            StandardStream.error.write("kioskscan input: no input device '\(wanted)' in \(folder)\n")
            return 1
        }
        write(header(device))
        let loop = EventLoop()
        loop.watch(device.fd) {
            switch device.readEvents() {
            case .events(let events):
                write(events.map(line).joined())
            case .gone(let events, let error):
                write(events.map(line).joined())
                StandardStream.error.write("kioskscan input: \(error)\n")
                loop.stop()
            }
        }
        do { try loop.run(timeout: seconds) } catch { return 1 }
        return 0
    }

    static func write(_ text: String) {
        if !text.isEmpty { StandardStream.output.write(text) }
    }

    /// evtest's header: name, supported events with axis ranges, properties.
    static func header(_ device: EvdevDevice) -> String {
        let c = device.capabilities
        var out = "Input device name: \"\(c.name)\"\nSupported events:\n"
        for type in EventType.allCases where c.types.contains(type) {
            out += "  Event type \(type.rawValue) (\(type.name))\n"
            let codes: [UInt16]
            switch type {
            case .key: codes = c.keys.map(\.rawValue).sorted()
            case .absolute: codes = c.absoluteAxes.keys.sorted()
            case .relative: codes = c.relativeAxes.sorted()
            case .sound: codes = c.sounds.sorted()
            default: codes = []
            }
            for code in codes {
                out += "    Event code \(code) (\(EventCodeNames.name(type: type, code: code)))\n"
                if type == .absolute, let range = c.absoluteAxes[code] {
                    out += "      Value \(pad(0))\n      Min   \(pad(range.minimum))\n      Max   \(pad(range.maximum))\n"
                    if range.resolution != 0 { out += "      Resolution \(pad(range.resolution))\n" }
                }
            }
        }
        out += "Properties:\n"
        for bit in 0..<32 where c.properties.contains(InputProperties(bit: bit)) {
            out += "  Property type \(bit) (\(propertyName(bit)))\n"
        }
        return out + "Testing ... (interrupt to exit)\n"
    }

    static func pad(_ value: Int32) -> String {
        let text = String(value)
        return String(repeating: " ", count: max(0, 6 - text.count)) + text
    }

    static func propertyName(_ bit: Int) -> String {
        [
            "INPUT_PROP_POINTER", "INPUT_PROP_DIRECT", "INPUT_PROP_BUTTONPAD", "INPUT_PROP_SEMI_MT",
            "INPUT_PROP_TOPBUTTONPAD", "INPUT_PROP_POINTING_STICK", "INPUT_PROP_ACCELEROMETER",
        ].indices.contains(bit)
            ? [
                "INPUT_PROP_POINTER", "INPUT_PROP_DIRECT", "INPUT_PROP_BUTTONPAD", "INPUT_PROP_SEMI_MT",
                "INPUT_PROP_TOPBUTTONPAD", "INPUT_PROP_POINTING_STICK", "INPUT_PROP_ACCELEROMETER",
            ][bit] : "?"
    }

    /// `Event: time 12.345678, type 3 (EV_ABS), code 0 (ABS_X), value 20480` or a SYN line.
    static func line(_ e: EvdevEvent) -> String {
        let time = String(cFormat: "%.6f", e.time)
        if e.type == .synchronization {
            switch e.code {
            case SyncCode.report.rawValue: return "Event: time \(time), -------------- SYN_REPORT ------------\n"
            case SyncCode.multiTouchReport.rawValue: return "Event: time \(time), ++++++++++++++ SYN_MT_REPORT ++++++++++++\n"
            default: break
            }
        }
        return
            "Event: time \(time), type \(e.type.rawValue) (\(e.type.name)), code \(e.code) (\(EventCodeNames.name(type: e.type, code: e.code))), value \(e.value)\n"
    }
}
