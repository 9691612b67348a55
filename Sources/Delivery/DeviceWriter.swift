// DeviceWriter: writes a capture's bytes to a character device (a HID gadget, a serial port)
// without ever waiting: non-blocking writes, paced by a timer on the loop.
import Glibc
import SystemCall

/// The device is opened when a capture is to be written (and again after an error: a gadget
/// whose USB host went away, an adapter unplugged), non-blocking. A capture is a list of
/// chunks, each written whole by one `write` when it can be (a HID report must be; a serial
/// port takes what fits and the rest is written next). A device that takes nothing (EAGAIN: the
/// HID host has not fetched the last report yet, the serial buffer is full) is tried again
/// `every` seconds; one that makes no progress for `stall` seconds, or fails, fails the capture
/// (it is written again, whole, after a pause — at least once). A capture of no chunks (one
/// withheld) is delivered without the device being opened.
final class DeviceWriter {
    let path: String
    let flags: Int32
    let every: Double
    let stall: Double
    /// Sets a newly opened device up (a serial port's speed and raw mode).
    let configure: (Int32) throws(SystemError) -> Void
    private var fd: Int32 = -1
    private var timer: TimerDescriptor?
    private weak var events: EventRegistry?
    private var job: (id: String, chunks: ArraySlice<[UInt8]>, progress: Double)?
    private var finished: (String, DeliveryOutcome) -> Void = { _, _ in }

    init(path: String, flags: Int32, every: Double, stall: Double, configure: @escaping (Int32) throws(SystemError) -> Void = { _ in }) {
        self.path = path
        self.flags = flags
        self.every = every
        self.stall = stall
        self.configure = configure
    }

    deinit { detach() }

    func attach(to events: EventRegistry, label: String, finished: @escaping (String, DeliveryOutcome) -> Void) throws(SystemError) {
        self.events = events
        self.finished = finished
        let timer = try TimerDescriptor(label: label)
        self.timer = timer
        events.watch(timer.fd) { [unowned self] in
            timer.acknowledge()
            self.proceed()
        }
    }

    /// Starts writing `chunks` for capture `id`; the outcome comes through `finished`, from the
    /// loop (the first write happens on the timer, at once).
    func write(_ id: String, _ chunks: [[UInt8]]) {
        job = (id, chunks[...], monotonicNow())
        timer?.arm(after: 0)
    }

    private func closeDevice() {
        if fd >= 0 { close(fd) }
        fd = -1
    }

    private func fail(_ reason: String) {
        guard let job else { return }
        self.job = nil
        closeDevice()
        finished(job.id, .failed(reason))
    }

    private func proceed() {
        guard var job else { return }
        if job.chunks.isEmpty {
            self.job = nil
            finished(job.id, .delivered)
            return
        }
        if fd < 0 {
            do {
                fd = try SystemError.check("open", object: path) { open(path, flags | O_NONBLOCK | O_NOCTTY | O_CLOEXEC) }
                try configure(fd)
            } catch {
                fail("\(error)")
                return
            }
        }
        while let chunk = job.chunks.first {
            let written = chunk.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            if written < 0 {
                let code = errno
                if code == EINTR { continue }
                if code == EAGAIN {
                    if monotonicNow() - job.progress > stall {
                        fail("\(path) took nothing for \(Int(stall)) s (is the USB host or the other end there?)")
                    } else {
                        self.job = job
                        timer?.arm(after: every)
                    }
                    return
                }
                fail("\(SystemError("write", errno: code, object: path))")
                return
            }
            job.progress = monotonicNow()
            if written < chunk.count {
                job.chunks[job.chunks.startIndex] = Array(chunk[written...])
            } else {
                job.chunks.removeFirst()
            }
        }
        self.job = nil
        finished(job.id, .delivered)
    }

    func detach() {
        if let timer { events?.unwatch(timer.fd) }
        timer = nil
        job = nil
        closeDevice()
    }
}
