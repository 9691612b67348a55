// DecodeWorker: decodes camera frames on its own thread, newest frame first.
import Capture
import Decode
import Foundation
import SystemCall

/// What the worker found in one frame.
public struct DecodeResult: Sendable {
    public let frame: Frame
    public let detections: [Detection]
    /// Seconds the decode took.
    public let duration: Double
}

/// A decoding thread fed through a one-slot mailbox. `submit` puts a frame in the slot,
/// replacing one the worker has not taken yet: when decoding is slower than the camera, frames
/// are dropped, never queued, so results are never older than one decode. Results come back
/// through a queue the loop drains when `wakeUp` fires.
public final class DecodeWorker: @unchecked Sendable {
    private let condition = NSCondition()
    // Guarded by `condition`:
    private var slot: Frame?
    private var results: [DecodeResult] = []
    private var stopping = false
    private var thread: Thread?
    /// Frames replaced in the slot before the worker took them.
    public private(set) var dropped = 0
    public let wakeUp: EventCounter

    public init(options: ZBarEngine.Options, wakeUp: EventCounter) {
        self.wakeUp = wakeUp
        let thread = Thread { [unowned self] in self.work(options: options) }
        thread.name = "kioskscan-decode"
        self.thread = thread
        thread.start()
    }

    deinit { stop() }

    /// Offers the newest frame; it replaces any frame still waiting.
    public func submit(_ frame: Frame) {
        condition.lock()
        if slot != nil { dropped += 1 }
        slot = frame
        condition.signal()
        condition.unlock()
    }

    /// The results finished since the last call, oldest first.
    public func takeResults() -> [DecodeResult] {
        wakeUp.drain()
        condition.lock()
        defer { condition.unlock() }
        let taken = results
        results.removeAll()
        return taken
    }

    /// Stops the thread after the frame it is decoding; idempotent.
    public func stop() {
        condition.lock()
        stopping = true
        slot = nil
        condition.signal()
        condition.unlock()
    }

    private func work(options: ZBarEngine.Options) {
        let engine = ZBarEngine(options: options)
        while true {
            condition.lock()
            while slot == nil && !stopping { condition.wait() }
            if stopping {
                condition.unlock()
                return
            }
            let frame = slot!
            slot = nil
            condition.unlock()

            let start = ContinuousClock.now
            let detections = frame.luma().map { luma in luma.withLumaImage { engine.scan($0) } } ?? []
            let elapsed = ContinuousClock.now - start
            let result = DecodeResult(frame: frame, detections: detections,
                                      duration: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
            condition.lock()
            results.append(result)
            condition.unlock()
            wakeUp.signal()
        }
    }
}
