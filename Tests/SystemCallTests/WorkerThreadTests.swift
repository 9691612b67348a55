// WorkerThreadTests: the one worker-thread type on real threads: each drop policy with the thread
// held in a job (so what waits is known exactly), the interrupting policy, replies and notes
// back through the eventfd, the two stops, the join (also from deinit), a thread with a loop of
// its own woken by its hook. No sleeping: every wait is on a semaphore or the eventfd, with a
// generous limit, so a loaded machine is slower, never wrong.
import Dispatch
import Glibc
import Synchronization
import SystemCall
import Testing

@Suite struct WorkerThreadTests {
    typealias Mailbox = WorkerMailbox<Int, String>

    /// The replies (and notes) handed back until `count` replies came, waiting on the eventfd
    /// (30 s at most).
    func replies(_ mailbox: Mailbox, count: Int) -> (replies: [String], notes: [String]) {
        var replies: [String] = [], notes: [String] = []
        let deadline = monotonicNow() + 30
        while replies.count < count, monotonicNow() < deadline {
            var descriptor = pollfd(fd: mailbox.replies.fd, events: Int16(POLLIN), revents: 0)
            _ = poll(&descriptor, 1, 100)
            let taken = mailbox.takeReplies()
            replies += taken.replies
            notes += taken.notes
        }
        return (replies, notes)
    }

    /// Waits for `semaphore` (30 s at most); false when it never came.
    func waited(_ semaphore: DispatchSemaphore) -> Bool { semaphore.wait(timeout: .now() + 30) == .success }

    /// Waits until the thread's job is interrupted (30 s at most); false when it never was.
    static func interrupted(_ mailbox: Mailbox) -> Bool {
        let deadline = monotonicNow() + 30
        while !mailbox.isInterrupted {
            guard monotonicNow() < deadline else { return false }
            usleep(1_000)  // as a job looks between two pieces of its work (ALSA: every 20 ms)
        }
        return true
    }

    /// A thread whose job 0 holds it until `release` is signalled; each job's reply says it
    /// and whether it was interrupted at its end.
    func heldThread(_ policy: Mailbox.Policy, took: DispatchSemaphore, release: DispatchSemaphore) throws -> WorkerThread<Int, String> {
        let mailbox = try Mailbox(label: "test replies", policy: policy)
        return WorkerThread(name: "test-worker", mailbox: mailbox) { mailbox in
            while let job = mailbox.next() {
                took.signal()
                if job == 0 { release.wait() }
                mailbox.reply("\(job)" + (mailbox.isInterrupted ? " interrupted" : ""))
            }
        }
    }

    @Test func newestReplacesKeepsOneJobWaitingAndCountsThoseItReplaced() throws {
        let took = DispatchSemaphore(value: 0), release = DispatchSemaphore(value: 0)
        let thread = try heldThread(.newestReplaces, took: took, release: release)
        #expect(thread.post(0))
        #expect(waited(took), "the thread is on job 0")
        #expect((1...4).map { thread.post($0) } == [true, true, true, true], "a replacing post always takes its job")
        #expect(thread.mailbox.waiting == 1 && thread.mailbox.dropped == 3)
        release.signal()
        // Job 4 replaced 1 to 3 and did not interrupt job 0.
        #expect(replies(thread.mailbox, count: 2).replies == ["0", "4"])
        #expect(thread.stop())
        #expect(!thread.post(5) && thread.mailbox.dropped == 4, "a job posted after the stop is refused and counted")
    }

    @Test func newestDroppedWhenFullRefusesThePostsBeyondTheCapacity() throws {
        let took = DispatchSemaphore(value: 0), release = DispatchSemaphore(value: 0)
        let thread = try heldThread(.newestDroppedWhenFull(capacity: 3), took: took, release: release)
        #expect(thread.post(0))
        #expect(waited(took))
        #expect((1...5).map { thread.post($0) } == [true, true, true, false, false])
        #expect(thread.mailbox.waiting == 3 && thread.mailbox.dropped == 2)
        #expect(thread.mailbox.post(contentsOf: [6, 7]) == 0 && thread.mailbox.dropped == 4, "full: none of them")
        release.signal()
        #expect(replies(thread.mailbox, count: 4).replies == ["0", "1", "2", "3"], "those taken, in order")
        // Room again: two of three taken.
        #expect(thread.mailbox.post(contentsOf: [8, 9]) == 2)
        #expect(replies(thread.mailbox, count: 2).replies == ["8", "9"])
        #expect(thread.mailbox.dropped == 4)
        #expect(thread.stop())
    }

    /// What a key interrupts: each post takes the place of everything waiting and interrupts the
    /// job the thread is on; the jobs after it are not interrupted.
    @Test func newestReplacesQueueReplacesAllThatWaitsAndInterruptsTheJobOn() throws {
        let took = DispatchSemaphore(value: 0), release = DispatchSemaphore(value: 0)
        let mailbox = try Mailbox(label: "test replies", policy: .newestReplacesQueue(capacity: 3))
        let thread = WorkerThread(name: "test-speech", mailbox: mailbox) { mailbox in
            while let job = mailbox.next() {
                took.signal()
                if job == 0 {
                    // Speaking until a key interrupts; then held so the test can post again.
                    mailbox.reply(Self.interrupted(mailbox) ? "0 interrupted" : "0 never interrupted")
                    release.wait()
                } else {
                    mailbox.reply("\(job)" + (mailbox.isInterrupted ? " interrupted" : ""))
                }
            }
        }
        #expect(thread.post(0))
        #expect(waited(took))
        #expect(!mailbox.isInterrupted)
        #expect(mailbox.post(contentsOf: [1, 2, 3, 4]) == 3, "the newest beyond the capacity is dropped")
        #expect(mailbox.waiting == 3 && mailbox.dropped == 1)
        #expect(replies(mailbox, count: 1).replies == ["0 interrupted"])
        // The thread is still in job 0: a new post replaces 1, 2 and 3.
        #expect(mailbox.post(contentsOf: [5, 6]) == 2)
        #expect(mailbox.waiting == 2 && mailbox.dropped == 4)
        release.signal()
        #expect(replies(mailbox, count: 2).replies == ["5", "6"], "taken after the post: not interrupted")
        // A single post replaces all too, and so interrupts nothing when the thread is idle.
        #expect(thread.post(7))
        #expect(replies(mailbox, count: 1).replies == ["7"])
        #expect(mailbox.dropped == 4)
        #expect(thread.stop())
    }

    @Test func stopNowInterruptsTheJobLetsGoOfThoseWaitingAndJoins() throws {
        let took = DispatchSemaphore(value: 0)
        let ended = Mutex(false)
        let mailbox = try Mailbox(label: "test replies", policy: .newestDroppedWhenFull(capacity: 4))
        let thread = WorkerThread(name: "test-stop", mailbox: mailbox) { mailbox in
            while let job = mailbox.next() {
                took.signal()
                mailbox.reply(job == 0 && Self.interrupted(mailbox) ? "0 interrupted" : "\(job)")
            }
            mailbox.note("ended")
            ended.withLock { $0 = true }
        }
        #expect(thread.post(0))
        #expect(waited(took))
        #expect(thread.post(1) && thread.post(2))
        #expect(thread.stop(.now))
        #expect(ended.withLock { $0 }, "stop returns once the thread has ended")
        #expect(mailbox.waiting == 0 && mailbox.dropped == 0, "those waiting let go, not counted as dropped")
        let taken = mailbox.takeReplies()
        #expect(taken.replies == ["0 interrupted"] && taken.notes == ["ended"])
        #expect(!thread.stop(.now) && !thread.stop(.afterQueue), "idempotent")
        #expect(!thread.post(3) && mailbox.dropped == 1)
    }

    @Test func stopAfterQueueWorksThroughWhatWaitsFirst() throws {
        let took = DispatchSemaphore(value: 0), release = DispatchSemaphore(value: 0)
        let thread = try heldThread(.newestDroppedWhenFull(capacity: 4), took: took, release: release)
        #expect(thread.post(0))
        #expect(waited(took))
        #expect(thread.post(1) && thread.post(2))
        release.signal()
        #expect(thread.stop(.afterQueue))
        #expect(thread.mailbox.takeReplies().replies == ["0", "1", "2"], "all of them done before stop returned")
    }

    @Test func workIsMadeOnTheThreadWhenTheFirstJobComes() throws {
        let made = Mutex<[Bool]>([])
        let loopThread = pthread_self()
        let mailbox = try Mailbox(label: "test replies", policy: .newestDroppedWhenFull(capacity: 4))
        let thread = WorkerThread(name: "test-work", mailbox: mailbox) {
            made.withLock { $0.append(pthread_equal(pthread_self(), loopThread) == 0) }
            return { job in job % 2 == 0 ? "\(job)" : nil }
        }
        #expect(thread.post(1) && thread.post(2) && thread.post(4))
        #expect(replies(mailbox, count: 2).replies == ["2", "4"], "nil: no reply")
        #expect(thread.stop())
        #expect(made.withLock { $0 } == [true], "made once, on the worker's thread")

        let idle = WorkerThread<Int, String>(name: "test-idle", mailbox: try Mailbox(label: "test", policy: .newestReplaces)) {
            made.withLock { $0.append(false) }
            return { "\($0)" }
        }
        #expect(idle.stop())
        #expect(made.withLock { $0 } == [true], "never made without a job")
    }

    @Test func freeingTheOwnerStopsTheThreadAndJoinsIt() throws {
        let ended = Mutex(false), took = DispatchSemaphore(value: 0)
        let mailbox = try Mailbox(label: "test replies", policy: .newestReplaces)
        weak var freed: WorkerThread<Int, String>?
        do {
            let thread = WorkerThread(name: "test-deinit", mailbox: mailbox) { mailbox in
                while let job = mailbox.next() {
                    took.signal()
                    mailbox.reply(job == 0 && Self.interrupted(mailbox) ? "0 interrupted" : "\(job)")
                }
                ended.withLock { $0 = true }
            }
            freed = thread
            withExtendedLifetime(thread) {
                #expect(thread.post(0))
                #expect(waited(took))
            }
        }
        #expect(freed == nil, "the thread does not keep its owner alive")
        #expect(ended.withLock { $0 }, "deinit returned once the thread had ended")
        #expect(mailbox.stopping && !mailbox.post(1))
        #expect(mailbox.takeReplies().replies == ["0 interrupted"])
    }

    /// A thread with a loop of its own (curl_multi_poll) takes everything waiting when it wakes;
    /// the hook (curl_multi_wakeup) is called after each job taken and at the stop.
    @Test func aLoopOfItsOwnIsWokenByTheHookAndTakesAll() throws {
        let woken = DispatchSemaphore(value: 0)
        let hooks = Mutex(0)
        let mailbox = try Mailbox(
            label: "test replies", policy: .newestDroppedWhenFull(capacity: 8),
            waking: .ownLoop {
                hooks.withLock { $0 += 1 }
                woken.signal()
            })
        let thread = WorkerThread(name: "test-own-loop", mailbox: mailbox) { mailbox in
            while true {
                _ = woken.wait(timeout: .now() + 30)
                let (jobs, stopping) = mailbox.takeAll()
                for job in jobs { mailbox.reply("\(job)" + (stopping ? " at the stop" : "")) }
                if stopping { return }
            }
        }
        #expect(thread.post(1))
        #expect(replies(mailbox, count: 1).replies == ["1"])
        #expect(hooks.withLock { $0 } == 1)
        #expect(mailbox.post(contentsOf: [2, 3]) == 2 && hooks.withLock { $0 } == 2, "one wake per post")
        #expect(replies(mailbox, count: 2).replies == ["2", "3"])
        #expect(thread.stop(.afterQueue))
        #expect(hooks.withLock { $0 } == 3, "and one at the stop")
    }

    /// The last jobs of an `afterQueue` stop come with `stopping`: a thread that must see them
    /// (the MQTT destination's last status) does.
    @Test func theLastJobsComeWithTheStop() throws {
        let mailbox = try Mailbox(label: "test replies", policy: .newestDroppedWhenFull(capacity: 8), waking: .ownLoop(hook: nil))
        let go = DispatchSemaphore(value: 0)
        let thread = WorkerThread(name: "test-last", mailbox: mailbox) { mailbox in
            _ = go.wait(timeout: .now() + 30)
            while true {
                let (jobs, stopping) = mailbox.takeAll()
                for job in jobs { mailbox.reply("\(job)" + (stopping ? " at the stop" : "")) }
                if stopping { return }
                sched_yield()
            }
        }
        #expect(thread.post(1) && thread.post(2))
        // The stop is asked before the thread looks: it finds both jobs and the stop at once.
        let stopped = DispatchSemaphore(value: 0)
        SystemThread.start(name: "test-stopper") {
            thread.stop(.afterQueue)
            stopped.signal()
        }
        let deadline = monotonicNow() + 30
        while !mailbox.stopping, monotonicNow() < deadline { sched_yield() }
        go.signal()
        #expect(waited(stopped))
        #expect(mailbox.takeReplies().replies == ["1 at the stop", "2 at the stop"])
    }
}
