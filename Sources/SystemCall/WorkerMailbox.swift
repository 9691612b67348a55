// WorkerMailbox: what the loop's thread and a worker thread of its own (a destination's, an
// HTTP client's) share.
import Dispatch
import Synchronization

/// Jobs go to the thread; replies and log lines come back, and `replies` (an eventfd the loop
/// watches) is signalled so the loop takes them on its own thread. `ended` is signalled by the
/// thread as it returns: the owner's `stop` waits on it (the join).
public final class WorkerMailbox<Job: Sendable, Reply: Sendable>: Sendable {
    struct Contents {
        var jobs: [Job] = []
        var replies: [Reply] = []
        var notes: [String] = []
        var stopping = false
    }

    let contents = Mutex(Contents())
    public let replies: EventCounter
    public let ended = DispatchSemaphore(value: 0)

    public init(label: String) throws(SystemError) {
        replies = try EventCounter(label: label)
    }

    public func post(_ job: Job) { contents.withLock { $0.jobs.append(job) } }

    /// The jobs posted since the last call, and whether the thread is to stop.
    public func takeJobs() -> (jobs: [Job], stopping: Bool) {
        contents.withLock { contents in
            defer { contents.jobs.removeAll() }
            return (contents.jobs, contents.stopping)
        }
    }

    public var stopping: Bool { contents.withLock { $0.stopping } }

    public func reply(_ reply: Reply) {
        contents.withLock { $0.replies.append(reply) }
        replies.signal()
    }

    /// A line for the kiosk's log, written on the loop's thread.
    public func note(_ line: String) {
        contents.withLock { $0.notes.append(line) }
        replies.signal()
    }

    public func takeReplies() -> (replies: [Reply], notes: [String]) {
        replies.drain()
        return contents.withLock { contents in
            defer {
                contents.replies.removeAll()
                contents.notes.removeAll()
            }
            return (contents.replies, contents.notes)
        }
    }

    /// Asks the thread to stop; true the first time.
    public func requestStop() -> Bool {
        contents.withLock { contents in
            defer { contents.stopping = true }
            return !contents.stopping
        }
    }
}
