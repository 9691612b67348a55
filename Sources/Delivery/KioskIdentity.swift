// KioskIdentity: the kiosk's id in the fleet: given, or the machine id.
import FoundationEssentials
import SystemCall
import Wire

public enum KioskIdentity {
    /// Characters an id may have: it is a part of MQTT topics (no `/`, `+`, `#`).
    static let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-")

    /// Whether `id` can name a kiosk (1 to 64 of letters, digits, `.`, `_`, `-`).
    public static func isValid(_ id: String) -> Bool {
        !id.isEmpty && id.count <= 64 && id.allSatisfy { allowed.contains($0) }
    }

    /// KioskScan's application id: the machine id is never sent as it is, but as the id
    /// systemd derives for this application (`systemd-id128 machine-id --app-specific=` this).
    public static let applicationID = "1f8923a8dabd463b8f26028541cff184"

    /// The kiosk's default id: the machine's id for KioskScan, derived from `/etc/machine-id`
    /// (systemd's, made at first boot) as `sd_id128_get_machine_app_specific` derives it, so it
    /// is stable per machine but says nothing about the machine id itself (which other programs
    /// use as a secret); else the host name.
    public static func machineID(file: String = "/etc/machine-id") -> String {
        if let text = try? String(contentsOfFile: file, encoding: .utf8), let id = appSpecific(machineID: text.trimmingWhitespaceAndNewlines()) {
            return id
        }
        let host = ProcessInfo.processInfo.hostName.filter { allowed.contains($0) }
        return host.isEmpty ? "kiosk" : String(host.prefix(64))
    }

    /// The app-specific id of a machine id (32 hex digits): HMAC-SHA256 keyed with the machine
    /// id's 16 bytes over the application id's, its first 16 bytes made a version-4 UUID (as
    /// systemd's `sd_id128_get_machine_app_specific`); nil for a machine id that is not 32 hex
    /// digits.
    public static func appSpecific(machineID: String, application: String = applicationID) -> String? {
        guard let key = bytes(machineID), let message = bytes(application) else { return nil }
        var id = Array(SHA256.hmac(key: key, message: message).prefix(16))
        id[6] = id[6] & 0x0F | 0x40
        id[8] = id[8] & 0x3F | 0x80
        return id.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
    }

    /// The 16 bytes of 32 hex digits.
    private static func bytes(_ hex: String) -> [UInt8]? {
        let digits = Array(hex.utf8)
        guard digits.count == 32, digits.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x66) }) else { return nil }
        var out: [UInt8] = []
        for i in stride(from: 0, to: 32, by: 2) {
            guard let byte = UInt8(String(decoding: digits[i..<(i + 2)], as: UTF8.self), radix: 16) else { return nil }
            out.append(byte)
        }
        return out
    }
}
