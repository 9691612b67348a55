// KioskProcessTests: the kioskscan binary as a user runs it: its standard output into a pipe
// whose reader goes away (`| head -1`) or stops reading, and a second kiosk started on the
// first one's history file.
import Foundation
import Glibc
import TestSupport
import Testing
import Wire

@Suite(.serialized) struct KioskProcessTests {
    /// The kiosk with its standard output on `stdout` (a pipe's write end) and its log in `log`.
    static func start(_ arguments: [String], stdout: FileHandle, log: String) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: KioskCrashTests.kioskscan)
        process.arguments = arguments
        process.standardOutput = stdout
        _ = FileManager.default.createFile(atPath: log, contents: nil)
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: log))
        // No signal blocked in the child (see RunningProgram).
        var empty = sigset_t(), previous = sigset_t()
        sigemptyset(&empty)
        pthread_sigmask(SIG_SETMASK, &empty, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        try process.run()
        return process
    }

    static func arguments(_ folder: String, _ more: [String]) -> [String] {
        KioskCrashTests.cameraArguments + [
            "--display", "png:" + folder + "/frames", "--png-every", "100000", "--fps", "10", "--input", "off", "--resume-after", "0.3",
        ] + more
    }

    static func text(_ path: String) -> String { (try? String(contentsOfFile: path, encoding: .utf8)) ?? "" }

    @Test func aReaderThatGoesAwayStopsThePrintingNotTheKiosk() throws {
        let folder = TestFiles.folder("stdout-head")
        let pipe = Pipe()
        let kiosk = try Self.start(Self.arguments(folder, ["--frames", "80"]), stdout: pipe.fileHandleForWriting, log: folder + "/log")
        try pipe.fileHandleForWriting.close()
        // `| head -1`: one line read, then the reader is gone.
        var first: [UInt8] = []
        while first.last != UInt8(ascii: "\n"), let byte = try pipe.fileHandleForReading.read(upToCount: 1)?.first { first.append(byte) }
        try pipe.fileHandleForReading.close()
        #expect(String(decoding: first, as: UTF8.self).hasPrefix(#"{"event":"capture","number":1,"#))
        #expect(TestFiles.wait(seconds: 60) { !kiosk.isRunning }, "still running: \(Self.text(folder + "/log"))")
        if kiosk.isRunning { kill(kiosk.processIdentifier, SIGKILL) }
        kiosk.waitUntilExit()
        // It ran its 80 frames to the end (it died of SIGPIPE at the second capture: 141).
        #expect(kiosk.terminationReason == .exit && kiosk.terminationStatus == 0, "log: \(Self.text(folder + "/log"))")
        let log = Self.text(folder + "/log")
        #expect(log.contains("kioskscan: standard output: its reader has gone: capture lines are no longer printed\n"))
        #expect(log.contains("80 frames in "))
    }

    @Test func aReaderThatStopsReadingDoesNotStopTheLoopNorSIGTERM() throws {
        let folder = TestFiles.folder("stdout-stall")
        let pipe = Pipe()
        // One page: a few captures fill it.
        #expect(fcntl(pipe.fileHandleForWriting.fileDescriptor, 1031, 4096) == 4096)
        let kiosk = try Self.start(Self.arguments(folder, []), stdout: pipe.fileHandleForWriting, log: folder + "/log")
        try pipe.fileHandleForWriting.close()
        defer { try? pipe.fileHandleForReading.close() }
        // Nobody reads; the kiosk goes on capturing until the pipe is full (a line more would not
        // fit), and for 3 s more: the lines it blocked on before.
        let reader = pipe.fileHandleForReading.fileDescriptor
        let full = TestFiles.wait(seconds: 90) {
            var queued: Int32 = 0
            return ioctl(reader, UInt(FIONREAD), &queued) == 0 && queued > 4096 - 400
        }
        #expect(full, "the pipe never filled: \(Self.text(folder + "/log"))")
        sleep(3)
        kill(kiosk.processIdentifier, SIGTERM)
        #expect(TestFiles.wait(seconds: 10) { !kiosk.isRunning }, "SIGTERM did not stop it: \(Self.text(folder + "/log"))")
        if kiosk.isRunning { kill(kiosk.processIdentifier, SIGKILL) }
        kiosk.waitUntilExit()
        #expect(kiosk.terminationReason == .exit && kiosk.terminationStatus == 0)
        let log = Self.text(folder + "/log")
        #expect(log.contains("stopping on SIGTERM"))
        // More than the pipe took was printed: the rest waited, and is counted at the stop.
        let unwritten = try #require(
            log.split(separator: "\n").first { $0.contains("bytes never written (its reader did not read them)") }, "log: \(log)")
        #expect(unwritten.hasPrefix("kioskscan: standard output: 0 capture lines dropped in this run and "))
        let printed = try #require(try pipe.fileHandleForReading.read(upToCount: 1 << 20))
        #expect(printed.count > 3000 && printed.last == UInt8(ascii: "\n"), "whole lines only")
    }

    @Test func aSecondKioskOnTheSameHistoryFileIsRefusedAtStart() throws {
        let folder = TestFiles.folder("two-kiosks")
        let history = folder + "/history.jsonl"
        let blank = try KioskCrashTests.blankImage(in: folder)
        let arguments = [
            "--camera", "file:" + blank, "--display", "png:" + folder + "/frames", "--png-every", "100000", "--fps", "10", "--input", "off",
            "--history-file", history,
        ]
        let first = try Self.start(arguments, stdout: FileHandle.nullDevice, log: folder + "/first.log")
        defer { if first.isRunning { kill(first.processIdentifier, SIGKILL) } }
        #expect(TestFiles.wait(seconds: 30) { Self.text(folder + "/first.log").contains("history: 0 captures from") })
        let second = try Self.start(arguments, stdout: FileHandle.nullDevice, log: folder + "/second.log")
        defer { if second.isRunning { kill(second.processIdentifier, SIGKILL) } }
        // (It ran on beside the first, sharing the file, before the lock.)
        #expect(TestFiles.wait(seconds: 30) { !second.isRunning }, "the second kiosk runs: \(Self.text(folder + "/second.log"))")
        if second.isRunning { kill(second.processIdentifier, SIGKILL) }
        second.waitUntilExit()
        #expect(second.terminationStatus == 1)
        #expect(
            Self.text(folder + "/second.log")
                == "kioskscan: history file \(history) is in use by another kiosk (it holds the file's lock): give each kiosk a history file of its own\n"
        )
        #expect(first.isRunning)
        kill(first.processIdentifier, SIGTERM)
        first.waitUntilExit()
        #expect(first.terminationStatus == 0)
    }
}
