// InputManager: finds, opens and follows the kiosk's input devices; the poll loop reads through it.
import Glibc
import SystemCall

/// What the manager tells about one device.
public struct InputDeviceInfo: Equatable, Sendable {
    public var path: String
    public var name: String
    public var kind: InputDeviceKind
    /// The kiosk reads it (pointing, keyboard, bound buttons, wedge) or may beep on it.
    public var used: Bool
    public var grabbed: Bool
    /// Named in `input.wedge`, or detected by its typing since.
    public var wedge: Bool
}

/// A device appearing, going away, or failing to open.
public enum InputDeviceChange: Equatable, Sendable, CustomStringConvertible {
    case added(InputDeviceInfo)
    /// Unplugged, or gone in the middle of a read (`reason` says which).
    case removed(path: String, name: String, reason: String)
    /// Typed a scan in a burst: from now on it is read as a scanner.
    case becameWedge(path: String, name: String)
    /// Opening or grabbing failed (permissions, another program grabbed it). The device is skipped
    /// (open) or read without the grab.
    case failed(SystemError)

    /// One line for the log: `added /dev/input/event3 "QEMU Virtio Tablet": absolutePointer, grabbed`.
    public var description: String {
        switch self {
        case .added(let info):
            let notes = [info.used ? nil : "not used", info.grabbed ? "grabbed" : nil, info.wedge ? "scanner" : nil].compactMap { $0 }
            return "added \(info.path) \"\(info.name)\": \(info.kind)" + (notes.isEmpty ? "" : ", " + notes.joined(separator: ", "))
        case .removed(let path, let name, let reason): return "removed \(path) \"\(name)\" (\(reason))"
        case .becameWedge(let path, let name): return "\(path) \"\(name)\" types like a barcode scanner: read as one from now on"
        case .failed(let error): return "\(error)"
        }
    }
}

/// Opens every useful /dev/input/event* device, follows hot-plug through inotify, and turns all
/// their events into `InputEvent`s. It never blocks: descriptors are non-blocking and a long
/// press or a settling key burst is a deadline on its own timerfd.
///
/// Use from the kiosk's loop: `attach(to:deliver:)` registers the inotify and timer descriptors,
/// then each device's (also later, when one is plugged in), and unregisters a device's before it
/// closes (unplugged). The manager owns every descriptor; the loop only polls them.
///
/// ```swift
/// let input = try InputManager(options: options, screen: ScreenGeometry(width: 1280, height: 800))
/// input.onDeviceChange = { log($0) }
/// input.attach(to: loop) { events in for event in events { kiosk.handle(event) } }
/// ```
public final class InputManager {
    public let options: InputOptions
    public private(set) var screen: ScreenGeometry
    public var onDeviceChange: ((InputDeviceChange) -> Void)?

    final class OpenDevice {
        let device: EvdevDevice
        var interpreter: DeviceInterpreter
        let namedWedge: Bool
        var reportedWedge = false
        init(device: EvdevDevice, interpreter: DeviceInterpreter, namedWedge: Bool) {
            self.device = device
            self.interpreter = interpreter
            self.namedWedge = namedWedge
        }
    }

    let hotplug: FolderWatch
    let timer: TimerDescriptor
    var open: [String: OpenDevice] = [:]
    var byDescriptor: [Int32: String] = [:]
    /// The loop the descriptors are registered with, and where their input goes.
    weak var registry: EventRegistry?
    var deliver: ([InputEvent]) -> Void = { _ in }
    /// The beeper sounding now, and when to stop it.
    var beepStop: (path: String, code: SoundCode, time: Double)?

    public init(options: InputOptions, screen: ScreenGeometry) throws(SystemError) {
        self.options = options
        self.screen = screen
        hotplug = try FolderWatch(folder: options.folder)
        timer = try TimerDescriptor(label: "input deadlines")
    }

    /// Starts: registers the inotify and timer descriptors with `events`, opens the devices
    /// there now and registers theirs, then follows hot-plug. `deliver` gets the input each
    /// readable descriptor meant (never an empty list).
    public func attach(to events: EventRegistry, deliver: @escaping ([InputEvent]) -> Void) {
        registry = events
        self.deliver = deliver
        watch(hotplug.fd)
        watch(timer.fd)
        rescan()
    }

    /// Registers `fd`: when it polls readable, its input goes to `deliver`.
    func watch(_ fd: Int32) {
        registry?.watch(fd) { [weak self] in
            guard let self else { return }
            let input = self.read(fd)
            if !input.isEmpty { self.deliver(input) }
        }
    }

    /// Every descriptor the manager reads: inotify, timer, then the devices.
    public var descriptors: [Int32] {
        [hotplug.fd, timer.fd] + open.values.map(\.device.fd).sorted()
    }

    /// The open devices, by path.
    public var devices: [InputDeviceInfo] {
        open.keys.sorted(by: InputManager.nodeOrder).compactMap { info(open[$0]!) }
    }

    /// The screen changed (size or `--rotate`): positions are mapped to the new one.
    public func setScreen(_ screen: ScreenGeometry) {
        self.screen = screen
        for entry in open.values {
            entry.interpreter = DeviceInterpreter(
                capabilities: entry.device.capabilities, kind: entry.interpreter.kind,
                options: options, screen: screen, namedWedge: entry.namedWedge || entry.interpreter.isWedge)
        }
    }

    /// Reads what `fd` has (it was reported readable or hung up) and returns the input it meant.
    public func read(_ fd: Int32) -> [InputEvent] {
        var events: [InputEvent] = []
        if fd == hotplug.fd {
            for change in hotplug.drain() {
                switch change {
                case .appeared(let name): consider(name)
                case .disappeared(let name):
                    events += close(options.folder + "/" + name, reason: "unplugged")
                case .rescan: rescan()
                }
            }
        } else if fd == timer.fd {
            timer.acknowledge()
            let now = monotonicNow()
            for path in open.keys.sorted(by: InputManager.nodeOrder) {
                guard let entry = open[path] else { continue }
                events += entry.interpreter.advance(to: now)
                noteWedge(entry)
            }
            if let stop = beepStop, now >= stop.time {
                beepStop = nil
                try? open[stop.path]?.device.write(type: .sound, code: stop.code.rawValue, value: 0)
            }
        } else if let path = byDescriptor[fd], let entry = open[path] {
            switch entry.device.readEvents() {
            case .events(let raw):
                events += entry.interpreter.handle(raw)
                noteWedge(entry)
            case .gone(let raw, let error):
                events += entry.interpreter.handle(raw)
                events += close(path, reason: "gone (\(error))")
            }
        }
        rearm()
        return events
    }

    /// Sounds the first beeper (SND_TONE at `frequency` Hz, else SND_BELL) for `duration` seconds.
    /// Returns false when there is none, beeping is off (`input.beep`), or writing failed.
    @discardableResult
    public func beep(frequency: Int32 = 2000, duration: Double = 0.08) -> Bool {
        guard options.beep else { return false }
        for path in open.keys.sorted(by: InputManager.nodeOrder) {
            guard let entry = open[path], entry.interpreter.kind.canBeep, entry.device.isWritable else { continue }
            let tone = entry.device.capabilities.has(.tone)
            let code: SoundCode = tone ? .tone : .bell
            do {
                try entry.device.write(type: .sound, code: code.rawValue, value: tone ? frequency : 1)
            } catch {
                onDeviceChange?(.failed(error))
                continue
            }
            beepStop = (path, code, monotonicNow() + duration)
            rearm()
            return true
        }
        return false
    }

    /// Whether a beeper is there to `beep` on.
    public var canBeep: Bool {
        options.beep && open.values.contains { $0.interpreter.kind.canBeep && $0.device.isWritable }
    }

    // MARK: - devices

    func rescan() {
        let names = (try? InputManager.list(options.folder)) ?? []
        for name in names { consider(name) }
    }

    static func list(_ folder: String) throws -> [String] {
        guard let dir = opendir(folder) else { return [] }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafePointer(to: entry.pointee.d_name) { String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)) }
            if isEventNode(name) { names.append(name) }
        }
        return names.sorted(by: nodeOrder)
    }

    static func isEventNode(_ name: String) -> Bool {
        name.hasPrefix("event") && name.count > 5 && name.dropFirst(5).allSatisfy(\.isNumber)
    }

    /// event2 before event10.
    static func nodeOrder(_ a: String, _ b: String) -> Bool {
        let na = Int(a.drop { !$0.isNumber }) ?? 0, nb = Int(b.drop { !$0.isNumber }) ?? 0
        return na != nb ? na < nb : a < b
    }

    func consider(_ name: String) {
        guard InputManager.isEventNode(name) else { return }
        let path = options.folder + "/" + name
        guard open[path] == nil else { return }
        let device: EvdevDevice
        do {
            device = try EvdevDevice(path: path)
        } catch {
            // A node that vanished again at once is no failure; a refused one is (udev may still
            // fix its permissions: IN_ATTRIB brings it back here).
            if error.errno != ENOENT && error.errno != ENODEV { onDeviceChange?(.failed(error)) }
            return
        }
        let kind = InputDeviceKind.classify(device.capabilities)
        let resolved = options.wedge.devices.filter { $0.hasPrefix("/") }.compactMap(InputManager.realPath)
        let namedWedge =
            kind.keys != nil && options.wedge.names(path: path, name: device.capabilities.name, resolvedPaths: resolved)
            || options.wedge.devices.contains(path)
        let boundButtons = kind.keys == .buttons && !options.keys.keys.isDisjoint(with: device.capabilities.keys)
        let reads = kind.pointing != nil || kind.keys == .keyboard || boundButtons || namedWedge
        guard reads || kind.canBeep else {
            onDeviceChange?(
                .added(InputDeviceInfo(path: path, name: device.capabilities.name, kind: kind, used: false, grabbed: false, wedge: false)))
            return  // `device` closes here
        }
        if reads && options.grab {
            do {
                try device.grab()
            } catch {
                onDeviceChange?(.failed(error))
            }
        }
        let interpreter = DeviceInterpreter(capabilities: device.capabilities, kind: kind, options: options, screen: screen, namedWedge: namedWedge)
        let entry = OpenDevice(device: device, interpreter: interpreter, namedWedge: namedWedge)
        open[path] = entry
        byDescriptor[device.fd] = path
        watch(device.fd)
        onDeviceChange?(.added(info(entry)))
    }

    /// Closes the device at `path` if it is open; a drag under way ends.
    func close(_ path: String, reason: String) -> [InputEvent] {
        guard let entry = open.removeValue(forKey: path) else { return [] }
        byDescriptor[entry.device.fd] = nil
        if beepStop?.path == path { beepStop = nil }
        let events = entry.interpreter.cancel(time: monotonicNow())
        // The loop stops polling before the descriptor closes (when `entry` goes, below).
        registry?.unwatch(entry.device.fd)
        onDeviceChange?(.removed(path: path, name: entry.device.capabilities.name, reason: reason))
        return events
    }

    /// Tells once that a keyboard was caught typing a scan (it is read as a scanner from then on).
    func noteWedge(_ entry: OpenDevice) {
        guard entry.interpreter.isWedge, !entry.namedWedge, !entry.reportedWedge else { return }
        entry.reportedWedge = true
        onDeviceChange?(.becameWedge(path: entry.device.path, name: entry.device.capabilities.name))
    }

    func rearm() {
        let deadlines = open.values.compactMap(\.interpreter.deadline) + [beepStop?.time].compactMap { $0 }
        timer.arm(at: deadlines.min())
    }

    func info(_ entry: OpenDevice) -> InputDeviceInfo {
        InputDeviceInfo(
            path: entry.device.path, name: entry.device.capabilities.name, kind: entry.interpreter.kind,
            used: true, grabbed: entry.device.isGrabbed, wedge: entry.interpreter.isWedge)
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
