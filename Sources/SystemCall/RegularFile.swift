// RegularFile: reads a small file a person named (a config file, an image, an input script),
// refusing what is not a regular file before reading a byte of it.
import Glibc

/// Why a named file could not be read, in words for the person who named it:
/// `/tmp is a folder, not a file`, `/dev/zero is a character device, not a regular file`,
/// `x.conf: Too many levels of symbolic links`.
public struct FileReadError: Error, CustomStringConvertible, Equatable, Sendable {
    public let path: String
    /// What is wrong, without the path: `is a folder, not a file`, `no such file`.
    public let reason: String
    /// The failed call, when the kernel refused.
    public let cause: SystemError?

    public init(path: String, reason: String, cause: SystemError? = nil) {
        self.path = path
        self.reason = reason
        self.cause = cause
    }

    public var description: String { "\(path): \(reason)" }
}

public enum RegularFile {
    /// The whole content of the file at `path` (at most `limit` bytes, else an error). What is
    /// not a regular file is refused from `stat` alone, never opened (opening some devices does
    /// something: a watchdog starts, a tape rewinds); the file is then opened without blocking
    /// and checked again with fstat on that descriptor, so a file swapped in between is not read.
    public static func read(path: String, limit: Int) throws(FileReadError) -> [UInt8] {
        // (withCString rethrows untyped: the typed error goes through a Result.)
        try path.withCString { pointer in Result { () throws(FileReadError) in try read(cPath: pointer, shown: path, limit: limit) } }.get()
    }

    /// The same for a path given as raw bytes (a file name that is not UTF-8); `shown` names it
    /// in errors.
    public static func read(cPath: UnsafePointer<CChar>, shown: String, limit: Int) throws(FileReadError) -> [UInt8] {
        var named = stat()
        guard stat(cPath, &named) == 0 else { throw failure("stat", path: shown) }
        if let kind = Self.kind(of: named.st_mode) { throw FileReadError(path: shown, reason: kind) }
        let fd = open(cPath, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard fd >= 0 else { throw failure("open", path: shown) }
        defer { close(fd) }
        var status = stat()
        guard fstat(fd, &status) == 0 else { throw failure("fstat", path: shown) }
        if let kind = Self.kind(of: status.st_mode) { throw FileReadError(path: shown, reason: kind) }
        let size = Int(status.st_size)
        guard size <= limit else {
            throw FileReadError(path: shown, reason: "too large (\(size) bytes; the limit is \(limit))")
        }
        var bytes = [UInt8](repeating: 0, count: size)
        var filled = 0
        while filled < size {
            let count = bytes.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress! + filled, size - filled) }
            if count < 0 {
                if errno == EINTR { continue }
                throw failure("read", path: shown)
            }
            if count == 0 { break }  // shrank while being read: what was there
            filled += count
        }
        return Array(bytes[0..<filled])
    }

    /// Checks that `path` names a regular file this process may read, from `stat` and `access`
    /// alone (for a file another library opens later: a font, a CA certificate): a FIFO given
    /// there would block that open for ever, a device would be read without end.
    public static func checkReadable(path: String) throws(FileReadError) {
        guard !path.isEmpty else { throw FileReadError(path: "''", reason: "no file named (an empty path)") }
        var named = stat()
        guard stat(path, &named) == 0 else { throw failure("stat", path: path) }
        if let kind = Self.kind(of: named.st_mode) { throw FileReadError(path: path, reason: kind) }
        guard access(path, R_OK) == 0 else { throw failure("access", path: path) }
    }

    /// Why a file of this type is not read (nil for a regular file).
    static func kind(of mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "is a folder, not a file"
        case S_IFIFO: "is a FIFO (named pipe), not a regular file"
        case S_IFCHR: "is a character device, not a regular file"
        case S_IFBLK: "is a block device, not a regular file"
        case S_IFSOCK: "is a socket, not a regular file"
        default: "is not a regular file"
        }
    }

    static func failure(_ call: String, path: String) -> FileReadError {
        let error = SystemError(call, object: path)
        let reason: String
        switch error.errno {
        case ENOENT: reason = "no such file"
        case ENOTDIR: reason = "no such file (a part of the path is not a folder)"
        default: reason = error.reason
        }
        return FileReadError(path: path, reason: reason, cause: error)
    }
}

extension RegularFile {
    /// Writes all of `bytes` to `fd`: a short write is continued, and the next one says why it
    /// was short; a write of nothing is a full disk (ENOSPC). `object` names the file in errors.
    public static func writeWhole(_ bytes: ArraySlice<UInt8>, to fd: Int32, object: String) throws(SystemError) {
        var done = bytes.startIndex
        while done < bytes.endIndex {
            let written = try SystemError.check("write", object: object) {
                Int32(truncatingIfNeeded: bytes[done...].withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) })
            }
            if written == 0 { throw SystemError("write", errno: ENOSPC, object: object) }
            done += Int(written)
        }
    }

    /// Writes `bytes` as the file at `path`, replacing it at once: they go to a file beside it
    /// first (`path` with `.partial` added), which then takes its name (rename), so a reader sees
    /// the old file or the new one, never half of one. The new file is readable by all (0644).
    public static func write(_ bytes: UnsafeRawBufferPointer, to path: String) throws(SystemError) {
        let partial = path + ".partial"
        let fd = try SystemError.check("open", object: partial) { open(partial, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644) }
        var written = 0
        while written < bytes.count {
            let count = Glibc.write(fd, bytes.baseAddress! + written, bytes.count - written)
            if count < 0 {
                if errno == EINTR { continue }
                let error = SystemError("write", object: partial)
                close(fd)
                unlink(partial)
                throw error
            }
            written += count
        }
        guard close(fd) == 0 else {
            let error = SystemError("close", object: partial)
            unlink(partial)
            throw error
        }
        guard rename(partial, path) == 0 else {
            let error = SystemError("rename", object: path)
            unlink(partial)
            throw error
        }
    }

    /// Writes `bytes` as the file at `path`, as the block above.
    public static func write(_ bytes: [UInt8], to path: String) throws(SystemError) {
        try bytes.withUnsafeBytes { buffer in Result { () throws(SystemError) in try write(buffer, to: path) } }.get()
    }
}
