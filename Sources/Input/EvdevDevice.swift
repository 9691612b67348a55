// EvdevDevice: one /dev/input/event* node opened through libevdev; owns the fd and the handle.
import CInput
import Glibc
import Keyboard
import SystemCall

/// An open evdev device. Owns its file descriptor and its libevdev handle and releases both in
/// `deinit` (ungrabbing first: the kernel drops a grab when the fd closes, but say so plainly).
/// Reads never block (O_NONBLOCK); timestamps are switched to CLOCK_MONOTONIC.
public final class EvdevDevice {
    public let path: String
    public let fd: Int32
    public let capabilities: DeviceCapabilities
    /// Opened read-write (so EV_SND can be written); false when only read access was allowed.
    public let isWritable: Bool
    let handle: OpaquePointer
    public private(set) var isGrabbed = false

    /// Opens `path` read-write (falling back to read-only when refused) and reads its capabilities.
    public init(path: String) throws(SystemError) {
        self.path = path
        var writable = true
        var fd = Glibc.open(path, O_RDWR | O_NONBLOCK | O_CLOEXEC)
        if fd < 0 && (errno == EACCES || errno == EPERM || errno == EROFS) {
            writable = false
            fd = Glibc.open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        }
        guard fd >= 0 else { throw SystemError("open", device: path) }
        var handle: OpaquePointer?
        let result = libevdev_new_from_fd(fd, &handle)
        guard result == 0, let handle else {
            Glibc.close(fd)
            throw SystemError("libevdev_new_from_fd", errno: -result, device: path)
        }
        // Event times on the same clock as the kiosk's timers (the default is CLOCK_REALTIME,
        // which jumps when the time is set). Old kernels refuse; realtime still works, only less well.
        _ = libevdev_set_clock_id(handle, CLOCK_MONOTONIC)
        self.fd = fd
        self.handle = handle
        self.isWritable = writable
        self.capabilities = EvdevDevice.capabilities(of: handle)
    }

    deinit {
        if isGrabbed { _ = libevdev_grab(handle, LIBEVDEV_UNGRAB) }
        libevdev_free(handle)
        Glibc.close(fd)
    }

    /// EVIOCGRAB through libevdev: while grabbed, no one else (the console, other programs) gets
    /// this device's events.
    public func grab() throws(SystemError) {
        try SystemError.check("libevdev_grab", device: path) { libevdev_grab(handle, LIBEVDEV_GRAB) }
        isGrabbed = true
    }

    /// What reading found.
    public enum ReadResult {
        /// The events read (possibly none: nothing was pending).
        case events([EvdevEvent])
        /// The device is gone (unplugged, driver unloaded): close it. Events read before are kept.
        case gone([EvdevEvent], SystemError)
    }

    /// Reads the pending events without blocking, at most `limit` so one busy device cannot starve
    /// the loop (poll reports it readable again). After SYN_DROPPED libevdev's synchronisation
    /// events bring the state up to date, and are returned like the others.
    public func readEvents(limit: Int = 512) -> ReadResult {
        var events: [EvdevEvent] = []
        var flags = LIBEVDEV_READ_FLAG_NORMAL.rawValue
        var raw = input_event()
        while events.count < limit {
            let status = libevdev_next_event(handle, flags, &raw)
            if status == -EAGAIN {
                if flags == LIBEVDEV_READ_FLAG_SYNC.rawValue {
                    flags = LIBEVDEV_READ_FLAG_NORMAL.rawValue  // synchronisation done
                    continue
                }
                break
            }
            if status == -EINTR { continue }
            if status < 0 {
                return .gone(events, SystemError("libevdev_next_event", errno: -status, device: path))
            }
            if status == Int32(LIBEVDEV_READ_STATUS_SYNC.rawValue) { flags = LIBEVDEV_READ_FLAG_SYNC.rawValue }
            guard let type = EventType(rawValue: raw.type) else { continue }
            if type == .synchronization && raw.code == SyncCode.dropped.rawValue { continue }
            events.append(EvdevEvent(time: kiosk_input_event_time(&raw), type: type, code: raw.code, value: raw.value))
        }
        return .events(events)
    }

    /// Writes one event to the device (EV_SND to sound a beeper, EV_LED).
    public func write(type: EventType, code: UInt16, value: Int32) throws(SystemError) {
        var event = input_event()
        kiosk_input_event_set(&event, type.rawValue, code, value)
        let size = Int(kiosk_input_event_size())
        let written = withUnsafePointer(to: &event) { pointer in
            var result: Int
            repeat { result = Glibc.write(fd, pointer, size) } while result < 0 && errno == EINTR
            return result
        }
        guard written == size else { throw SystemError("write", errno: written < 0 ? errno : EIO, device: path) }
    }

    /// The device's name and capabilities, through libevdev's queries.
    static func capabilities(of handle: OpaquePointer) -> DeviceCapabilities {
        var c = DeviceCapabilities(name: libevdev_get_name(handle).map { String(cString: $0) } ?? "")
        for type in EventType.allCases where libevdev_has_event_type(handle, UInt32(type.rawValue)) != 0 {
            c.types.insert(type)
        }
        func codes(_ type: EventType, upTo max: Int32) -> [UInt16] {
            guard c.types.contains(type) else { return [] }
            return (0...max).compactMap { libevdev_has_event_code(handle, UInt32(type.rawValue), UInt32($0)) != 0 ? UInt16($0) : nil }
        }
        c.keys = Set(codes(.key, upTo: KEY_MAX).map { KeyCode(rawValue: $0) })
        c.relativeAxes = Set(codes(.relative, upTo: REL_MAX))
        c.sounds = Set(codes(.sound, upTo: SND_MAX))
        for axis in codes(.absolute, upTo: ABS_MAX) {
            if let info = libevdev_get_abs_info(handle, UInt32(axis)) {
                c.absoluteAxes[axis] = AxisRange(
                    minimum: info.pointee.minimum, maximum: info.pointee.maximum,
                    resolution: info.pointee.resolution)
            }
        }
        for bit in 0..<Int(INPUT_PROP_CNT) where libevdev_has_property(handle, UInt32(bit)) != 0 {
            c.properties.insert(InputProperties(bit: bit))
        }
        return c
    }
}
