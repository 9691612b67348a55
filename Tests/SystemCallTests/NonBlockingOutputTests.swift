// NonBlockingOutputTests: a real pipe whose reader stops reading, then reads again, then goes
// away: no write ever waits, dropped lines are counted exactly, no line is cut, no SIGPIPE.
import Glibc
import SystemCall
import Testing

@Suite struct NonBlockingOutputTests {
    /// Reads what the pipe holds now (its reader's end is non-blocking).
    func drain(_ fd: Int32) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(fd, &chunk, chunk.count)
            if count <= 0 { return bytes }
            bytes += chunk[..<count]
        }
    }

    @Test func aReaderThatStopsNeverBlocksTheWriterAndWhatIsDroppedIsCounted() throws {
        var ends: [Int32] = [-1, -1]
        #expect(pipe(&ends) == 0)
        defer { close(ends[1]) }
        // One page: the smallest pipe there is (F_SETPIPE_SZ = 1031).
        #expect(fcntl(ends[1], 1031, 4096) == 4096)
        _ = fcntl(ends[0], F_SETFL, O_NONBLOCK)
        var log: [String] = []
        let output = NonBlockingOutput(descriptor: ends[1], capacity: 1000, log: { log.append($0) })
        #expect(output.kind == .reopened)
        // The descriptor it was given is left blocking (a shell may share it).
        #expect(fcntl(ends[1], F_GETFL) & O_NONBLOCK == 0)
        let line = String(repeating: "x", count: 99) + "\n"
        let start = ContinuousClock.now
        for _ in 0..<60 { output.write(line) }
        #expect(ContinuousClock.now - start < .seconds(1))
        // 40 lines fill the page (a line of 100 bytes is written whole or not at all), 10 wait
        // in the 1000-byte buffer, 10 are dropped.
        #expect(output.pending == 1000 && output.dropped == 10)
        #expect(log == ["standard output: its reader is not reading (1000 bytes wait): capture lines are dropped until it reads again"])
        #expect(drain(ends[0]).count == 4000)
        output.flush()
        #expect(output.pending == 0)
        #expect(log.last == "standard output: its reader reads again; 10 capture lines were dropped")
        let rest = drain(ends[0])
        #expect(rest == Array(String(repeating: line, count: 10).utf8), "whole lines, in order")
        // The reader goes away: EPIPE, not SIGPIPE (this process is still here to check).
        close(ends[0])
        output.write(line)
        #expect(output.closed)
        #expect(log.last == "standard output: its reader has gone: capture lines are no longer printed")
        output.write(line)
        #expect(output.dropped == 12, "10 while it did not read, one in the write that met EPIPE, one after")
    }
}
