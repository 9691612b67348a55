// FolderWatch: hot-plug of devices: an inotify descriptor on a device folder (/dev/input, /dev),
// or on its parent until the folder exists (devtmpfs creates /dev/input with the first input
// device).
import CLinux
import Glibc

/// Watches a device folder for nodes appearing, disappearing or changing permissions. Owns its
/// inotify descriptor and closes it in `deinit`.
public final class FolderWatch {
    public let fd: Int32
    public let folder: String
    /// True once `folder` itself is watched (false while only its parent is, waiting for it).
    public private(set) var watchesFolder = false
    var folderWatch: Int32 = -1

    public enum Change: Equatable, Sendable {
        /// A node was created, or its permissions changed (udev sets them just after creating it).
        case appeared(String)
        case disappeared(String)
        /// The folder appeared (or the watch overflowed): look at every node again.
        case rescan
    }

    public init(folder: String) throws(SystemError) {
        self.folder = folder
        fd = try SystemError.check("inotify_init1", device: folder) { inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC)) }
        do {
            try watch()
        } catch {
            Glibc.close(fd)
            throw error
        }
    }

    deinit { Glibc.close(fd) }

    /// Watches the folder, or its parent for the folder's creation when it does not exist yet.
    func watch() throws(SystemError) {
        let events = UInt32(IN_CREATE | IN_DELETE | IN_ATTRIB | IN_MOVED_TO | IN_MOVED_FROM | IN_DELETE_SELF)
        folderWatch = inotify_add_watch(fd, folder, events)
        if folderWatch >= 0 {
            watchesFolder = true
            return
        }
        guard errno == ENOENT else { throw SystemError("inotify_add_watch", device: folder) }
        let parent = folder.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        let parentPath = parent.isEmpty ? "/" : parent
        if inotify_add_watch(fd, parentPath, UInt32(IN_CREATE | IN_MOVED_TO)) < 0 {
            throw SystemError("inotify_add_watch", device: parentPath)
        }
        watchesFolder = false
    }

    /// Reads the pending notifications; returns what changed, by node name, in order.
    public func drain() -> [Change] {
        var changes: [Change] = []
        var buffer = [UInt8](repeating: 0, count: 8192)
        let header = MemoryLayout<inotify_event>.size
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            var offset = 0
            while offset + header <= count {
                let (event, name): (inotify_event, String) = buffer.withUnsafeBytes { raw in
                    let event = raw.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                    let start = offset + header
                    let bytes = raw[start..<min(start + Int(event.len), count)].prefix { $0 != 0 }
                    return (event, String(decoding: bytes, as: UTF8.self))
                }
                offset += header + Int(event.len)
                let mask = Int32(bitPattern: event.mask)
                if mask & Int32(IN_Q_OVERFLOW) != 0 {
                    changes.append(.rescan)
                } else if !watchesFolder {
                    // The parent changed: is the folder there now?
                    if (try? watch()) != nil, watchesFolder { changes.append(.rescan) }
                } else if event.wd == folderWatch && mask & Int32(IN_DELETE_SELF | IN_IGNORED) != 0 {
                    // The folder itself went away (devtmpfs never does this; a test folder may).
                    watchesFolder = false
                    try? watch()
                } else if mask & Int32(IN_DELETE | IN_MOVED_FROM) != 0 {
                    changes.append(.disappeared(name))
                } else if !name.isEmpty {
                    changes.append(.appeared(name))
                }
            }
        }
        return changes
    }
}
