// WorkerMailbox: what the loop's thread and a destination's own thread share.
import Dispatch
import Synchronization
import SystemCall

/// Jobs go to the thread; outcomes and log lines come back, and `replies` (an eventfd the loop
/// watches) is signalled so the loop takes them on its own thread. `ended` is signalled by the
/// thread as it returns: the owner's `stop` waits on it (the join).
final class WorkerMailbox<Job: Sendable>: Sendable {
    struct Contents {
        var jobs: [Job] = []
        var replies: [(id: String, outcome: DeliveryOutcome)] = []
        var notes: [String] = []
        var stopping = false
    }

    let contents = Mutex(Contents())
    let replies: EventCounter
    let ended = DispatchSemaphore(value: 0)

    init(label: String) throws(SystemError) {
        replies = try EventCounter(label: label)
    }

    func post(_ job: Job) { contents.withLock { $0.jobs.append(job) } }

    /// The jobs posted since the last call, and whether the thread is to stop.
    func takeJobs() -> (jobs: [Job], stopping: Bool) {
        contents.withLock { contents in
            defer { contents.jobs.removeAll() }
            return (contents.jobs, contents.stopping)
        }
    }

    var stopping: Bool { contents.withLock { $0.stopping } }

    func reply(_ id: String, _ outcome: DeliveryOutcome) {
        contents.withLock { $0.replies.append((id, outcome)) }
        replies.signal()
    }

    /// A line for the kiosk's log, written on the loop's thread.
    func note(_ line: String) {
        contents.withLock { $0.notes.append(line) }
        replies.signal()
    }

    func takeReplies() -> (replies: [(id: String, outcome: DeliveryOutcome)], notes: [String]) {
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
    func requestStop() -> Bool {
        contents.withLock { contents in
            defer { contents.stopping = true }
            return !contents.stopping
        }
    }
}
