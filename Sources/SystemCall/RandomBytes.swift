// RandomBytes: bytes from the kernel's random pool (getrandom(2)), for salts.
import CLinux
import Glibc

public enum RandomBytes {
    /// `count` bytes from getrandom(2), which blocks only until the pool is first seeded at boot.
    public static func take(_ count: Int) throws(SystemError) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            let n = bytes.withUnsafeMutableBytes { getrandom($0.baseAddress! + filled, count - filled, 0) }
            if n < 0 {
                if errno == EINTR { continue }
                throw SystemError("getrandom", errno: errno)
            }
            filled += n
        }
        return bytes
    }
}
