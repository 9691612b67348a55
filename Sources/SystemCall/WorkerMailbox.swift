// WorkerMailbox: what the loop's thread and one worker thread share: the jobs waiting, under a
// written drop policy, and the replies and log lines coming back through an eventfd.
import Dispatch
import Synchronization

/// Jobs go to the thread; replies and log lines come back, and `replies` (an eventfd the loop
/// watches) is signalled so the loop takes them on its own thread. The thread is started, and
/// stopped and joined, by the `WorkerThread` that owns the mailbox.
///
/// What waits is bounded by the mailbox's `Policy`, which says which job is dropped when too
/// many come: the loop never waits for a thread, and a thread that falls behind never makes
/// memory grow. `dropped` counts the jobs dropped, and those posted after a stop.
///
/// The thread waits for work in one of two ways (`Waking`): in `next()`, on a semaphore each post
/// signals; or in a loop of its own (libcurl's, libmosquitto's), taking what waits with `takeAll()`
/// when it wakes, woken by a hook the poster calls.
public final class WorkerMailbox<Job: Sendable, Reply: Sendable>: Sendable {
    /// Which job goes when too many come.
    public enum Policy: Sendable, Equatable {
        /// One slot: a job posted while another waits replaces it (that one is dropped). Only
        /// the newest matters, and the work is never more than one job behind.
        case newestReplaces
        /// First in, first out, at most `capacity` waiting: a job posted to a full queue is
        /// refused (`post` says false) and dropped; those waiting go on in order.
        case newestDroppedWhenFull(capacity: Int)
        /// Each post replaces the whole queue (those waiting are dropped) and interrupts the job
        /// the thread is on (`isInterrupted`); `post(contentsOf:)` puts several jobs at once,
        /// at most `capacity` (the newest beyond it dropped). What is said when a key is pressed:
        /// what the previous key asked is no longer wanted, not even its end.
        case newestReplacesQueue(capacity: Int)
    }

    /// How the thread waits for work.
    public enum Waking: Sendable {
        /// In `next()`: a semaphore signalled by each post and by the stop.
        case semaphore
        /// In a loop of its own (curl_multi_poll, mosquitto_loop), taking jobs with `takeAll()`
        /// when it wakes; `hook`, when given, wakes it (curl_multi_wakeup): called after each
        /// job taken and at the stop. Without one, the loop must look often enough by itself.
        case ownLoop(hook: (@Sendable () -> Void)?)
    }

    /// How a thread is asked to end.
    public enum Stop: Sendable, Equatable {
        /// At once: the jobs waiting are dropped (not counted), `next()` says nil, the job the
        /// thread is on is interrupted (`isInterrupted`).
        case now
        /// After the jobs waiting: `next()` hands them out, then says nil; `takeAll()` hands them
        /// out with `stopping` true.
        case afterQueue
    }

    struct Contents {
        var jobs: [Job] = []
        var replies: [Reply] = []
        var notes: [String] = []
        var dropped = 0
        var stop: Stop?
        /// Posts that replaced the queue (`newestReplacesQueue`), and their count when the
        /// thread took its job: the job is interrupted when they differ.
        var replacements = 0
        var replacementsWhenTaken = 0
    }

    public let policy: Policy
    /// Signalled for each reply and log line; the loop watches it and calls `takeReplies`.
    public let replies: EventCounter
    let waking: Waking
    let contents = Mutex(Contents())
    /// Signalled once per post and at the stop (`Waking.semaphore`): `next()` waits on it.
    let filled = DispatchSemaphore(value: 0)
    /// Signalled as the thread returns: the `WorkerThread`'s `stop` waits on it (the join).
    let ended = DispatchSemaphore(value: 0)

    /// A mailbox whose replies signal `replies`.
    public init(policy: Policy, replies: EventCounter, waking: Waking = .semaphore) {
        if case .newestDroppedWhenFull(let capacity) = policy { precondition(capacity > 0, "a queue holds one job at least") }
        if case .newestReplacesQueue(let capacity) = policy { precondition(capacity > 0, "a queue holds one job at least") }
        self.policy = policy
        self.replies = replies
        self.waking = waking
    }

    /// A mailbox with an eventfd of its own, named `label`.
    public convenience init(label: String, policy: Policy, waking: Waking = .semaphore) throws(SystemError) {
        self.init(policy: policy, replies: try EventCounter(label: label), waking: waking)
    }

    // MARK: the poster's side (the loop's thread)

    /// Puts `job` in the mailbox as the policy says; false when it was refused (a full queue, or
    /// the thread stopped) and dropped. A job it replaces is dropped too, and counted.
    @discardableResult
    public func post(_ job: Job) -> Bool { post(contentsOf: [job]) == 1 }

    /// Puts `jobs` in the mailbox, in order, as the policy says (`newestReplacesQueue`: all of
    /// them in place of those waiting); how many were taken.
    @discardableResult
    public func post(contentsOf jobs: [Job]) -> Int {
        guard !jobs.isEmpty else { return 0 }
        var released: [Job] = []
        let taken = contents.withLock { contents -> Int in
            guard contents.stop == nil else {
                contents.dropped += jobs.count
                return 0
            }
            switch policy {
            case .newestReplaces:
                released = contents.jobs
                contents.jobs = [jobs[jobs.count - 1]]
                contents.dropped += released.count + jobs.count - 1
                return jobs.count
            case .newestDroppedWhenFull(let capacity):
                let taken = min(jobs.count, capacity - contents.jobs.count)
                contents.jobs += jobs.prefix(taken)
                contents.dropped += jobs.count - taken
                return taken
            case .newestReplacesQueue(let capacity):
                released = contents.jobs
                contents.jobs = Array(jobs.prefix(capacity))
                contents.dropped += released.count + jobs.count - contents.jobs.count
                contents.replacements += 1
                return contents.jobs.count
            }
        }
        if taken > 0 { wake() }
        // What was replaced (`released`) is let go as this returns, outside the lock: a frame
        // gives its buffer back to the camera there.
        return taken
    }

    /// Lets go of the jobs waiting (not counted as dropped): the loop no longer wants them done.
    /// How many there were.
    @discardableResult
    public func discardWaiting() -> Int {
        // Let go as this returns, outside the lock.
        let released = contents.withLock { contents in
            defer { contents.jobs.removeAll() }
            return contents.jobs
        }
        return released.count
    }

    /// Jobs dropped by the policy, and posted after the stop.
    public var dropped: Int { contents.withLock { $0.dropped } }
    /// Jobs waiting for the thread.
    public var waiting: Int { contents.withLock { $0.jobs.count } }
    /// Whether the thread has been asked to end.
    public var stopping: Bool { contents.withLock { $0.stop != nil } }

    /// The replies and log lines since the last call, oldest first (on the loop's thread, when
    /// `replies` fires).
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

    /// Asks the thread to end, as `how` says; true the first time (a second ask changes nothing).
    func requestStop(_ how: Stop) -> Bool {
        var released: [Job] = []
        let first = contents.withLock { contents in
            guard contents.stop == nil else { return false }
            contents.stop = how
            if how == .now { swap(&released, &contents.jobs) }
            return true
        }
        if first { wake() }
        return first
    }

    private func wake() {
        switch waking {
        case .semaphore: filled.signal()
        case .ownLoop(let hook): hook?()
        }
    }

    // MARK: the thread's side

    /// The next job, waiting for one (`Waking.semaphore`); nil when the thread is to end.
    public func next() -> Job? {
        guard case .semaphore = waking else { preconditionFailure("a thread with a loop of its own takes its jobs with takeAll") }
        while true {
            let (job, end) = contents.withLock { contents -> (Job?, Bool) in
                if contents.stop == .now { return (nil, true) }
                guard contents.jobs.isEmpty else {
                    contents.replacementsWhenTaken = contents.replacements
                    return (contents.jobs.removeFirst(), false)
                }
                return (nil, contents.stop == .afterQueue)
            }
            if let job { return job }
            if end { return nil }
            // A signal may be a post's whose job was replaced, or taken already: the queue is
            // looked at again either way.
            filled.wait()
        }
    }

    /// The jobs waiting, all of them, and whether the thread is to end (`Waking.ownLoop`): with
    /// `Stop.afterQueue`, the last jobs come with `stopping` true.
    public func takeAll() -> (jobs: [Job], stopping: Bool) {
        contents.withLock { contents in
            defer {
                contents.jobs.removeAll()
                contents.replacementsWhenTaken = contents.replacements
            }
            return (contents.jobs, contents.stop != nil)
        }
    }

    /// Whether the thread is to give up the job it is on: `Stop.now` was asked, or a post has
    /// replaced the queue since the thread took the job (`newestReplacesQueue`).
    public var isInterrupted: Bool {
        contents.withLock { $0.stop == .now || $0.replacements != $0.replacementsWhenTaken }
    }

    /// Hands `reply` to the loop.
    public func reply(_ reply: Reply) {
        contents.withLock { $0.replies.append(reply) }
        replies.signal()
    }

    /// A line for the kiosk's log, written on the loop's thread.
    public func note(_ line: String) {
        contents.withLock { $0.notes.append(line) }
        replies.signal()
    }
}
