// DecodeWorkerTests: the one-slot mailbox drops frames instead of queueing them.
import Capture
import Decode
import Foundation
import Glibc
import Kiosk
import Synchronization
import SystemCall
import TestSupport
import Testing

@Suite struct DecodeWorkerTests {
    @Test func aSlowDecoderGetsTheNewestFrameAndDropsTheRest() throws {
        let image = try ImageFile.load(path: TestData.blackboxImage("qrcode-3/27.webp")).fitted(width: 1280, height: 720)
        let worker = DecodeWorker(options: BarcodeReader.Options(live: true), wakeUp: try EventCounter(label: "test"))
        defer { worker.stop() }
        // Twenty frames offered at once: the worker can only have taken a few of them.
        for sequence in 0..<20 {
            let time = Double(sequence) / 30
            worker.submit(image.restamped(timestamp: time, sequence: UInt64(sequence)), at: time)
        }
        var finished: [DecodeWorker.Finished] = []
        let deadline = Date().addingTimeInterval(30)
        while Date() < deadline, finished.last?.result.frame.sequence != 19 {
            var descriptor = pollfd(fd: worker.wakeUp.fd, events: Int16(POLLIN), revents: 0)
            _ = poll(&descriptor, 1, 100)
            finished += worker.takeResults()
        }
        let results = finished.map(\.result)
        // Each result carries the time its frame was offered.
        #expect(finished.allSatisfy { $0.offered == Double($0.result.frame.sequence) / 30 })
        #expect(results.last?.frame.sequence == 19, "the newest frame is always decoded")
        #expect(results.count < 20 && worker.dropped == 20 - results.count, "\(results.count) decoded, \(worker.dropped) dropped")
        #expect(results.allSatisfy { $0.detections.first?.text == "MECARD:N:Sean Owen;TEL:+12125658770;EMAIL:srowen@google.com;;" })
        // Results carry the frame they came from, in order.
        #expect(results.map(\.frame.sequence) == results.map(\.frame.sequence).sorted())
    }

    /// A frame waiting in the slot when the kiosk stops wanting it read (a capture went on
    /// screen) is let go at once, its camera buffer with it, and never read.
    @Test func aDiscardedWaitingFrameIsFreedAndNeverRead() throws {
        let busy = DispatchSemaphore(value: 0), release = DispatchSemaphore(value: 0)
        let worker = FrameWorker<UInt64>(name: "test", wakeUp: try EventCounter(label: "test")) {
            { frame, _ in
                busy.signal()
                release.wait()
                return frame.sequence
            }
        }
        defer { worker.stop() }
        let freed = Mutex(false)
        func frame(_ sequence: UInt64, onFree: @escaping @Sendable () -> Void = {}) -> Frame {
            let memory = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)
            let buffer = FrameBuffer(borrowing: memory, count: 1) {
                $0.deallocate()
                onFree()
            }
            return Frame(format: .grey, width: 1, height: 1, planes: [FramePlane(buffer: buffer, stride: 1)], timestamp: 0, sequence: sequence)
        }
        worker.submit(frame(0), at: 0)
        busy.wait()  // the thread is reading frame 0
        worker.submit(frame(1) { freed.withLock { $0 = true } }, at: 0)
        #expect(!freed.withLock { $0 }, "frame 1 waits in the slot")
        worker.discardWaiting()
        #expect(freed.withLock { $0 }, "frame 1 is freed with the slot")
        release.signal()
        var results: [UInt64] = []
        let deadline = Date().addingTimeInterval(5)
        while Date() < deadline, results.isEmpty {
            var descriptor = pollfd(fd: worker.wakeUp.fd, events: Int16(POLLIN), revents: 0)
            _ = poll(&descriptor, 1, 100)
            results += worker.takeResults().map(\.result)
        }
        release.signal()  // were frame 1 read after all, the thread would wait here
        var descriptor = pollfd(fd: worker.wakeUp.fd, events: Int16(POLLIN), revents: 0)
        _ = poll(&descriptor, 1, 200)
        results += worker.takeResults().map(\.result)
        #expect(results == [0])
    }

    @Test func freeingTheWorkerEndsItsThreadAfterTheFrameItIsDecoding() throws {
        let image = try ImageFile.load(path: TestData.blackboxImage("qrcode-3/27.webp")).fitted(width: 1280, height: 720)
        weak var freed: DecodeWorker?
        do {
            let worker = DecodeWorker(options: BarcodeReader.Options(live: true), wakeUp: try EventCounter(label: "test"))
            freed = worker
            worker.submit(image, at: 0)
            worker.stop()
            worker.stop()  // idempotent
            // The thread has ended: a frame offered now is never decoded.
            worker.submit(image, at: 0)
            var descriptor = pollfd(fd: worker.wakeUp.fd, events: Int16(POLLIN), revents: 0)
            _ = poll(&descriptor, 1, 300)
            let results = worker.takeResults().map(\.result)
            #expect(results.count <= 1 && results.allSatisfy { $0.frame.sequence == image.sequence })
            #expect(poll(&descriptor, 1, 300) == 0, "no result after stop")
        }
        #expect(freed == nil, "the thread does not keep the worker alive")
    }
}
