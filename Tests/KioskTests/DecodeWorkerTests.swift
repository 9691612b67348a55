// DecodeWorkerTests: the one-slot mailbox drops frames instead of queueing them.
import Capture
import Decode
import Foundation
import Glibc
import Kiosk
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
