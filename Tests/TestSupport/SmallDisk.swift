// SmallDisk: a real file system that fills up: a tmpfs of a few KiB mounted for one test (root
// only; the tests that need it are enabled only then).
import Glibc

/// A tmpfs mounted on a folder of its own; unmounted when it goes away. `grow` remounts it
/// larger, as when space is freed.
public final class SmallDisk {
    public let folder: String

    /// Whether the tests may mount file systems (they run as root).
    public static var available: Bool { geteuid() == 0 }

    /// Mounts a tmpfs of `bytes` (rounded up to pages by the kernel) on a new folder under /tmp.
    public init(bytes: Int) throws {
        var template = Array("/tmp/small-disk-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw SmallDiskError("mkdtemp: \(String(cString: strerror(errno)))") }
        folder = String(cString: made)
        guard mount("tmpfs", folder, "tmpfs", 0, "size=\(bytes),mode=0700") == 0 else {
            let reason = String(cString: strerror(errno))
            rmdir(folder)
            throw SmallDiskError("mount tmpfs on \(folder): \(reason)")
        }
    }

    /// Gives the file system `bytes` in all, keeping what it holds.
    public func grow(to bytes: Int) throws {
        guard mount("tmpfs", folder, "tmpfs", UInt(MS_REMOUNT), "size=\(bytes)") == 0 else {
            throw SmallDiskError("remount \(folder): \(String(cString: strerror(errno)))")
        }
    }

    deinit {
        umount2(folder, Int32(MNT_DETACH))
        rmdir(folder)
    }
}

public struct SmallDiskError: Error, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
}
