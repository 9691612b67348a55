// FoundationReplacementTests: the helpers that stand in for what FoundationEssentials lacks give
// what Foundation gave for the same input (paths, printf numbers, trimming), and the thread, lock,
// folder and atomic write do what they say.
import Foundation
import Glibc
import Synchronization
import SystemCall
import Testing
import Wire

@Suite struct FoundationReplacementTests {
    static let paths = [
        "a/b.png", "/a/b.png", "b.png", "/b", "a/b/", "/", "", "a/b.tar.gz", ".profile", "a/.profile", "/dev/video10",
        "a/b.", "dir.d/file", "/tmp/kioskscan-bench-whole/",
    ]

    @Test(arguments: paths) func pathPartsAreNSStringsParts(path: String) {
        let ns = path as NSString
        #expect(PathName.lastComponent(path) == ns.lastPathComponent)
        #expect(PathName.folder(of: path) == ns.deletingLastPathComponent)
        #expect(PathName.fileExtension(path) == ns.pathExtension)
        #expect(PathName.deletingExtension(path) == ns.deletingPathExtension)
    }

    /// (Foundation 6.3.1 itself stops with an illegal instruction on `("b" as NSString).deletingLastPathComponent`.)
    @Test func aNameAloneHasNoFolder() {
        #expect(PathName.folder(of: "b") == "")
        #expect(PathName.lastComponent("b") == "b")
        #expect(PathName.deletingExtension("b") == "b")
    }

    @Test func joiningIsAppendingAPathComponent() {
        for (folder, name) in [("a", "b.png"), ("a/", "b.png"), ("/dev", "video2"), ("/", "x"), ("shots", "000001.png")] {
            #expect(PathName.join(folder, name) == (folder as NSString).appendingPathComponent(name))
        }
    }

    @Test func cFormatIsStringFormat() {
        #expect(String(cFormat: "%.1f", 2.25) == String(format: "%.1f", 2.25))
        #expect(String(cFormat: "%06d.png", 42) == "000042.png")
        #expect(String(cFormat: "%02d:%02d:%02d", Int32(7), Int32(5), Int32(9)) == "07:05:09")
        #expect(String(cFormat: "%.6f", 1_700_000_000.123456) == String(format: "%.6f", 1_700_000_000.123456))
        #expect(String(cFormat: "%d frames in %.1f s (%.1f fps)", 263, 12.14, 21.66) == "263 frames in 12.1 s (21.7 fps)")
        // Longer than the first buffer: the whole text, not 63 bytes of it.
        let long = String(cFormat: "%0200d", 7)
        #expect(long.count == 200 && long.hasSuffix("07") && long.hasPrefix("000"))
    }

    @Test func trimmingIsFoundationsTrimming() {
        for text in ["  de_DE ", "\tqr\n", "", "   ", "a b", "\u{00A0}x\u{2003}", "x", " \r\n token \r\n", "5 \r", "\u{2028}y\u{3000}"] {
            #expect(text.trimmingWhitespace() == text.trimmingCharacters(in: .whitespaces), "\(text.debugDescription)")
            #expect(text.trimmingWhitespaceAndNewlines() == text.trimmingCharacters(in: .whitespacesAndNewlines), "\(text.debugDescription)")
        }
    }

    @Test func aThreadRunsNamed() throws {
        let ran = DispatchSemaphore(value: 0)
        let seen = Box()
        SystemThread.start(name: "kioskscan-test-thread-long-name") {
            let comm = (try? String(contentsOfFile: "/proc/thread-self/comm", encoding: .utf8)) ?? ""
            seen.name.withLock { $0 = comm.trimmingCharacters(in: .newlines) }
            ran.signal()
        }
        #expect(ran.wait(timeout: .now() + 10) == .success)
        // The kernel keeps 15 bytes of a thread's name.
        #expect(seen.name.withLock { $0 } == "kioskscan-test-")
    }

    /// A name one thread writes and another reads.
    final class Box: Sendable { let name = Mutex("") }

    func scratch(_ name: String) -> String {
        let path = NSTemporaryDirectory() + "replacement-\(name)-\(getpid())"
        try? FileManager.default.removeItem(atPath: path)
        return path
    }

    @Test func foldersAreMadeWithTheFoldersAboveThem() throws {
        let base = scratch("folders")
        try Folder.create(base + "/a/b/c")
        var isFolder: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: base + "/a/b/c", isDirectory: &isFolder) && isFolder.boolValue)
        try Folder.create(base + "/a/b")  // already there: fine
        #expect(FileManager.default.createFile(atPath: base + "/file", contents: Data()))
        #expect(throws: SystemError("mkdir", errno: ENOTDIR, object: base + "/file")) { try Folder.create(base + "/file") }
        #expect(throws: SystemError("mkdir", errno: ENOTDIR, object: base + "/file")) { try Folder.create(base + "/file/x/y") }
    }

    @Test func aFileIsReplacedWhole() throws {
        let base = scratch("write")
        try Folder.create(base)
        let path = base + "/shot.png"
        try RegularFile.write(Array("first".utf8), to: path)
        try RegularFile.write(Array("second, longer".utf8), to: path)
        #expect(try RegularFile.read(path: path, limit: 100) == Array("second, longer".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: base) == ["shot.png"])
        #expect(throws: SystemError("open", errno: ENOENT, object: base + "/missing/shot.png.partial")) {
            try RegularFile.write([1, 2, 3], to: base + "/missing/shot.png")
        }
    }
}
