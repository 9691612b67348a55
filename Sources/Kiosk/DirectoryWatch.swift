// DirectoryWatch: an inotify descriptor that becomes readable when entries of a folder are
// created, deleted or change attributes (cameras and input devices appearing in /dev).
import CLinux
import Glibc
import SystemCall

public final class DirectoryWatch {
    public let fd: Int32
    public let path: String

    public init(path: String) throws(SystemError) {
        self.path = path
        fd = try SystemError.check("inotify_init1") { inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC)) }
        // IN_ATTRIB: udev sets a new node's owner and mode just after creating it.
        if inotify_add_watch(fd, path, UInt32(IN_CREATE | IN_DELETE | IN_ATTRIB)) < 0 {
            let error = SystemError("inotify_add_watch", object: path)
            close(fd)
            throw error
        }
    }

    deinit { close(fd) }

    /// Reads and forgets the pending events; returns the names of the entries they were about.
    @discardableResult
    public func drain() -> [String] {
        var names: [String] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            var offset = 0
            while offset + MemoryLayout<inotify_event>.size <= count {
                let (length, name): (Int, String) = buffer.withUnsafeBytes { raw in
                    let event = raw.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                    let start = offset + MemoryLayout<inotify_event>.size
                    let bytes = raw[start..<min(start + Int(event.len), count)].prefix { $0 != 0 }
                    return (Int(event.len), String(decoding: bytes, as: UTF8.self))
                }
                if !name.isEmpty { names.append(name) }
                offset += MemoryLayout<inotify_event>.size + length
            }
        }
        return names
    }
}
