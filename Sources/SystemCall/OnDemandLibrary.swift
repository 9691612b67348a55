// OnDemandLibrary: opens a destination's C library (libcurl, libmosquitto) when the destination
// is attached, so a kiosk without network destinations never maps them.

public enum OnDemandLibrary {
    /// Runs `load` (a `kiosk_*_load` of CCurl or CMosquitto): nil when the library is open, else
    /// why not, ending with the Debian package that has it.
    public static func open(_ load: (UnsafeMutablePointer<CChar>, Int) -> Int32, package: String) -> String? {
        var message = [CChar](repeating: 0, count: 512)
        guard load(&message, message.count) == 0 else { return nil }
        let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return "\(text) (Debian package: \(package))"
    }
}
