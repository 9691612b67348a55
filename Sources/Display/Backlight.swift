// Backlight: a panel's light through sysfs (/sys/class/backlight/NAME: bl_power, brightness),
// turned off with the screen and back on with it.
import Glibc
import SystemCall

/// One backlight device. The kiosk runs unprivileged: the files are root's unless a udev rule
/// gives the video group write access (packaging/deb/backlight.rules); when they cannot be
/// written the kiosk says so once and the light stays as it is.
public final class Backlight {
    /// `/sys/class/backlight/rpi_backlight`
    public let path: String
    public let name: String
    /// The kernel's kind: `firmware`, `platform` or `raw`.
    public let kind: String
    /// `max_brightness`.
    public let maxBrightness: Int
    /// Whether the light was last turned on (true until `setPower(on: false)`).
    public private(set) var isOn = true
    /// What `brightness` was before the kiosk wrote 0 there (where bl_power could not be written).
    private var savedBrightness: Int?
    private var complained = false
    private let log: (String) -> Void

    /// The device at `path` (a folder with `max_brightness`); nil when there is none.
    public init?(path: String, log: @escaping (String) -> Void) {
        guard let max = Self.readNumber(PathName.join(path, "max_brightness")), max > 0 else { return nil }
        self.path = path
        name = PathName.lastComponent(path)
        kind = Self.readText(PathName.join(path, "type")) ?? "raw"
        maxBrightness = max
        self.log = log
    }

    /// The panel's backlight under `root` (/sys/class/backlight): the kernel's advice for
    /// choosing among several is firmware, then platform, then raw; ties by name. Nil when
    /// the machine has none (an HDMI screen's light is the screen's own, off with DPMS).
    public static func find(root: String = "/sys/class/backlight", log: @escaping (String) -> Void) -> Backlight? {
        guard let folder = opendir(root) else { return nil }
        defer { closedir(folder) }
        var found: [Backlight] = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard !name.hasPrefix(".") else { continue }
            if let backlight = Backlight(path: PathName.join(root, name), log: log) { found.append(backlight) }
        }
        let rank = ["firmware": 0, "platform": 1, "raw": 2]
        return found.min { (rank[$0.kind] ?? 3, $0.name) < (rank[$1.kind] ?? 3, $1.name) }
    }

    /// `brightness` now, nil when it cannot be read.
    public var brightness: Int? { Self.readNumber(PathName.join(path, "brightness")) }

    /// Turns the light off (`bl_power` 4, FB_BLANK_POWERDOWN) or on (0). Where `bl_power`
    /// cannot be written, `brightness` 0 instead, and the brightness before it put back.
    /// Failures are logged once; the kiosk goes on either way.
    public func setPower(on: Bool) {
        guard on != isOn else { return }
        isOn = on
        let power = write(on ? "0" : "4", to: "bl_power")
        if on {
            if let saved = savedBrightness {
                savedBrightness = nil
                if let error = write(String(saved), to: "brightness") { complain(error) }
            } else if let error = power {
                complain(error)
            }
            return
        }
        guard let powerError = power else { return }
        // No bl_power (some panel drivers) or not writable: darken instead.
        let before = brightness
        if let error = write("0", to: "brightness") {
            complain(error.errno == ENOENT ? powerError : error)
        } else {
            savedBrightness = before.flatMap { $0 > 0 ? $0 : nil } ?? maxBrightness
        }
    }

    public var summary: String { "backlight \(name) (\(kind), brightness \(brightness.map(String.init) ?? "?")/\(maxBrightness))" }

    private func complain(_ error: SystemError) {
        guard !complained else { return }
        complained = true
        let hint = error.errno == EACCES ? " (the kiosk's user needs write access: the package's udev rule gives it to the video group)" : ""
        log("backlight: cannot turn \(name) \(isOn ? "on" : "off"): \(error)\(hint); the light stays as it is")
    }

    /// Writes `value` to the attribute `file`; the error, or nil.
    private func write(_ value: String, to file: String) -> SystemError? {
        let full = PathName.join(path, file)
        let fd = open(full, O_WRONLY | O_CLOEXEC)
        guard fd >= 0 else { return SystemError("open", object: full) }
        defer { close(fd) }
        let bytes = Array((value + "\n").utf8)
        while true {
            let written = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress!, $0.count) }
            if written == bytes.count { return nil }
            if written < 0, errno == EINTR { continue }
            return written < 0 ? SystemError("write", object: full) : SystemError("write", errno: EIO, object: full)
        }
    }

    private static func readText(_ path: String) -> String? {
        guard let bytes = try? RegularFile.read(path: path, limit: 4096) else { return nil }
        let text = String(decoding: bytes, as: UTF8.self)
        return text.split(whereSeparator: { $0 == "\n" || $0 == " " }).first.map(String.init)
    }

    private static func readNumber(_ path: String) -> Int? { readText(path).flatMap { Int($0) } }
}
