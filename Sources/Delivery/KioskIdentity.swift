// KioskIdentity: the kiosk's id in the fleet: given, or the machine id.
import FoundationEssentials
import SystemCall

public enum KioskIdentity {
    /// Characters an id may have: it is a part of MQTT topics (no `/`, `+`, `#`).
    static let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-")

    /// Whether `id` can name a kiosk (1 to 64 of letters, digits, `.`, `_`, `-`).
    public static func isValid(_ id: String) -> Bool {
        !id.isEmpty && id.count <= 64 && id.allSatisfy { allowed.contains($0) }
    }

    /// `/etc/machine-id` (systemd's, 32 hex digits, made at first boot), else the host name.
    public static func machineID(file: String = "/etc/machine-id") -> String {
        if let text = try? String(contentsOfFile: file, encoding: .utf8) {
            let id = text.trimmingWhitespaceAndNewlines()
            if isValid(id) { return id }
        }
        let host = ProcessInfo.processInfo.hostName.filter { allowed.contains($0) }
        return host.isEmpty ? "kiosk" : String(host.prefix(64))
    }
}
