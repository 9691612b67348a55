// InputOptions: the `input.*` options (calibration, keys, wedge, grab, beep) and their parsing.
import Keyboard

/// Which devices are keyboard-wedge barcode scanners (`input.wedge`).
public struct WedgeSelection: Equatable, Sendable, CustomStringConvertible {
    /// Keyboards are watched for scanner bursts (`WedgeRule`).
    public var autoDetect: Bool
    /// Devices that are scanners: a path (`/dev/input/event5`, `/dev/input/by-id/…-event-kbd`) or
    /// a part of the device's name, case ignored (`Datalogic`, `Honeywell`).
    public var devices: [String]

    public init(autoDetect: Bool = true, devices: [String] = []) {
        self.autoDetect = autoDetect
        self.devices = devices
    }

    /// Comma-separated: `auto` (the default: detect scanners by their typing), `none` or `off`
    /// (no scanners), and device names or paths. Naming devices turns detection off unless `auto`
    /// is named too: `Datalogic,auto`.
    public init(parsing text: String) throws(InputOptionError) {
        let items = text.split(separator: ",").map { String($0).trimmingWhitespace }.filter { !$0.isEmpty }
        guard !items.isEmpty else { throw InputOptionError("input.wedge needs auto, none, or device names or paths") }
        var selection = WedgeSelection(autoDetect: false, devices: [])
        for item in items {
            switch item.lowercased() {
            case "auto": selection.autoDetect = true
            case "none", "off":
                guard items.count == 1 else { throw InputOptionError("input.wedge: '\(item)' cannot be combined with other entries") }
            default: selection.devices.append(item)
            }
        }
        self = selection
    }

    /// Whether the device at `path` named `name` is a named scanner. A path matches the node or,
    /// for a symlink such as /dev/input/by-id/…, the node it points to (`resolvedPaths`).
    public func names(path: String, name: String, resolvedPaths: [String] = []) -> Bool {
        devices.contains { entry in
            entry.hasPrefix("/") ? (entry == path || resolvedPaths.contains(entry)) : name.lowercased().contains(entry.lowercased())
        }
    }

    public var description: String {
        let parts = (autoDetect ? ["auto"] : []) + devices
        return parts.isEmpty ? "none" : parts.joined(separator: ",")
    }
}

/// Everything the Input module is told by the kiosk's options.
public struct InputOptions: Equatable, Sendable {
    /// `input.calibration`: see `CalibrationMatrix`.
    public var calibration: CalibrationMatrix = .identity
    /// `input.keys`: see `KeyBindings`.
    public var keys: KeyBindings = .defaults
    /// `input.wedge`: see `WedgeSelection`.
    public var wedge = WedgeSelection()
    /// `input.wedgeLayout`: the keymap scanners are set to (`us`, `de`, `fr`).
    public var wedgeLayout: KeyboardLayout = .us
    /// `input.grab`: take the devices the kiosk reads for itself (EVIOCGRAB), so that no key
    /// reaches the console behind the kiosk. `off` for debugging.
    public var grab = true
    /// `input.beep`: sound the beeper (PC speaker, pwm-beeper) when asked; `off` keeps it quiet.
    public var beep = true
    public var gestures = GestureThresholds()
    public var wedgeRule = WedgeRule()
    /// The folder of the event nodes.
    public var folder = "/dev/input"

    public init() {}

    /// `on`/`off` and the usual spellings (`1 true yes`, `0 false no`), for `input.grab` and `input.beep`.
    public static func parseSwitch(_ text: String, option: String) throws(InputOptionError) -> Bool {
        switch text.trimmingWhitespace.lowercased() {
        case "1", "on", "true", "yes": return true
        case "0", "off", "false", "no": return false
        default: throw InputOptionError("\(option) needs on or off, not '\(text)'")
        }
    }

    /// `us`, `de` or `fr` for `input.wedgeLayout`.
    public static func parseLayout(_ text: String) throws(InputOptionError) -> KeyboardLayout {
        guard let layout = KeyboardLayout(named: text.trimmingWhitespace) else {
            throw InputOptionError("input.wedgeLayout: unknown keymap '\(text)' (known: \(KeyboardLayout.names.joined(separator: ", ")))")
        }
        return layout
    }
}
