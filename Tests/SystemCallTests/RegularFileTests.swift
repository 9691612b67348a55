// RegularFileTests: what is not a regular file is refused by name and never read; a missing
// file, a symlink loop and a file too large each say so.
import Foundation
import Glibc
import SystemCall
import Testing

@Suite struct RegularFileTests {
    /// A fresh folder under the system's temporary folder.
    func folder(_ name: String) throws -> String {
        let path = NSTemporaryDirectory() + "regular-file-\(name)-\(getpid())"
        try? FileManager.default.removeItem(atPath: path)
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    func reason(_ path: String, limit: Int = 1 << 20) -> String? {
        do {
            _ = try RegularFile.read(path: path, limit: limit)
            return nil
        } catch {
            return error.reason
        }
    }

    @Test func aRegularFileIsReadWhole() throws {
        let path = try folder("plain") + "/a.conf"
        try Data("fps = 5\n".utf8).write(to: URL(fileURLWithPath: path))
        #expect(try RegularFile.read(path: path, limit: 100) == Array("fps = 5\n".utf8))
    }

    @Test func whatIsNotARegularFileIsRefusedWithoutReadingIt() throws {
        let base = try folder("kinds")
        #expect(reason(base) == "is a folder, not a file")
        #expect(mkfifo(base + "/pipe", 0o600) == 0)
        // A FIFO with no writer would block a plain open or read forever.
        #expect(reason(base + "/pipe") == "is a FIFO (named pipe), not a regular file")
        #expect(reason("/dev/zero") == "is a character device, not a regular file")
        #expect(reason("/dev/urandom") == "is a character device, not a regular file")
    }

    @Test func missingLoopingAndTooLargeFilesSaySo() throws {
        let base = try folder("faults")
        #expect(reason(base + "/nothing.conf") == "no such file")
        #expect(reason(base + "/nothing/inside.conf") == "no such file")
        try FileManager.default.createSymbolicLink(atPath: base + "/a", withDestinationPath: base + "/b")
        try FileManager.default.createSymbolicLink(atPath: base + "/b", withDestinationPath: base + "/a")
        #expect(reason(base + "/a") == "Too many levels of symbolic links")
        try Data(count: 2000).write(to: URL(fileURLWithPath: base + "/big"))
        #expect(reason(base + "/big", limit: 1000) == "too large (2000 bytes; the limit is 1000)")
        #expect(throws: FileReadError.self) { try RegularFile.read(path: base + "/a", limit: 10) }
    }

    @Test func aFileNameThatIsNotUTF8CanBeRead() throws {
        let base = try folder("bytes")
        // "caf\xE9.conf": Latin-1, not UTF-8; no Swift String can name it, raw bytes can.
        var name = Array(base.utf8) + Array("/caf".utf8) + [0xE9] + Array(".conf".utf8) + [0]
        let fd = name.withUnsafeMutableBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_CREAT | O_WRONLY, 0o600) }
        }
        #expect(fd >= 0)
        _ = write(fd, "x = 1\n", 6)
        close(fd)
        let bytes = try name.withUnsafeBufferPointer { buffer in
            try buffer.withMemoryRebound(to: CChar.self) { try RegularFile.read(cPath: $0.baseAddress!, shown: "caf?.conf", limit: 100) }
        }
        #expect(bytes == Array("x = 1\n".utf8))
    }
}
