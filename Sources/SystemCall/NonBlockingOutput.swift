// NonBlockingOutput: standard output that never makes the kiosk wait: lines queue in a bounded
// buffer while the reader does not read, and are dropped, counted, when it is full.
import Glibc

/// Writes to standard output without ever blocking: a reader that stops reading (a pipe into
/// a stalled program, a terminal on hold) must not stop the loop, and a reader that goes away
/// (`| head -1`) must not kill the kiosk with SIGPIPE.
///
/// How, by what standard output is: a pipe, FIFO or terminal is opened again through
/// /proc/self/fd/1 (a new open file description of the same pipe or terminal) with O_NONBLOCK,
/// so the flags of the description the kiosk shares with its parent (a shell) stay as they
/// were; a socket (systemd's journal stream) is written with send(MSG_DONTWAIT | MSG_NOSIGNAL);
/// a regular file is written as it is. SIGPIPE is ignored in the whole process (the log on
/// standard error may go into a pipe too): a write to a pipe nobody reads fails with EPIPE.
///
/// What cannot be written at once waits in a buffer of `capacity` bytes, written on by
/// `flush()` (called every frame); a line that does not fit is dropped whole, never cut, and
/// counted. After EPIPE (the reader has gone), lines are counted and dropped.
public final class NonBlockingOutput {
    public enum Kind: Sendable {
        case reopened
        case socket
        case plain
    }

    public let capacity: Int
    public let kind: Kind
    private let fd: Int32
    private let ownsDescriptor: Bool
    private var buffer: [UInt8] = []
    /// Where the unwritten bytes start in `buffer` (compacted when it passes half).
    private var head = 0
    /// Whether the reader has gone (EPIPE): nothing is written any more.
    public private(set) var closed = false
    /// Lines dropped since the start, and in the current stall (reset when it ends).
    public private(set) var dropped = 0
    public private(set) var droppedInStall = 0
    /// Says what happens to the lines: the first drop of a stall, its end, the reader gone.
    public var log: (String) -> Void

    /// Bytes waiting to be written.
    public var pending: Int { buffer.count - head }

    /// Standard output (descriptor 1), or `descriptor` (tests).
    public init(descriptor: Int32 = 1, capacity: Int = 256 << 10, log: @escaping (String) -> Void) {
        self.capacity = capacity
        self.log = log
        signal(SIGPIPE, SIG_IGN)
        var info = stat()
        let type = fstat(descriptor, &info) == 0 ? info.st_mode & S_IFMT : 0
        let reopened = type == S_IFIFO || type == S_IFCHR ? open("/proc/self/fd/\(descriptor)", O_WRONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY) : -1
        if type == S_IFSOCK {
            (fd, ownsDescriptor, kind) = (descriptor, false, .socket)
        } else if reopened >= 0 {
            (fd, ownsDescriptor, kind) = (reopened, true, .reopened)
        } else {
            // No /proc: the description itself is made non-blocking (a shell sharing it may
            // find it so after the kiosk ends).
            if type == S_IFIFO || type == S_IFCHR { _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK) }
            (fd, ownsDescriptor, kind) = (descriptor, false, .plain)
        }
    }

    deinit { if ownsDescriptor { close(fd) } }

    /// Queues `line` (with its line end) and writes what it can now.
    public func write(_ line: String) {
        guard !closed else {
            dropped += 1
            return
        }
        let bytes = Array(line.utf8)
        if pending + bytes.count > capacity {
            dropped += 1
            droppedInStall += 1
            if droppedInStall == 1 {
                log("standard output: its reader is not reading (\(pending) bytes wait): capture lines are dropped until it reads again")
            }
            flush()
            return
        }
        buffer += bytes
        flush()
    }

    /// Writes what waits, as far as the reader takes it now.
    public func flush() {
        while pending > 0, !closed {
            let count = buffer.withUnsafeBytes { all -> Int in
                let start = all.baseAddress! + head
                switch kind {
                case .socket: return send(fd, start, pending, Int32(MSG_DONTWAIT | MSG_NOSIGNAL))
                case .reopened, .plain: return Glibc.write(fd, start, pending)
                }
            }
            if count < 0 {
                if errno == EINTR { continue }
                if errno == EAGAIN || errno == EWOULDBLOCK { return }
                let error = SystemError("write", object: "standard output")
                closed = true
                // The lines that waited are lost with it (a line begun counts as one).
                dropped += buffer[head...].reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
                buffer = []
                head = 0
                log("standard output: \(error.errno == EPIPE ? "its reader has gone" : error.description): capture lines are no longer printed")
                return
            }
            head += count
        }
        if head > 0, head == buffer.count {
            buffer.removeAll(keepingCapacity: true)
            head = 0
        } else if head > buffer.count / 2 {
            buffer.removeFirst(head)
            head = 0
        }
        if pending == 0, droppedInStall > 0 {
            log("standard output: its reader reads again; \(droppedInStall) capture line\(droppedInStall == 1 ? " was" : "s were") dropped")
            droppedInStall = 0
        }
    }
}
