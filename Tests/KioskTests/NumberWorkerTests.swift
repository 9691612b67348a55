// NumberWorkerTests: the OCR thread reads the newest frame's focus region, drops the rest, and ends when stopped.
import Capture
import Foundation
import Glibc
import Kiosk
import OCR
import Pixels
import SystemCall
import TestSupport
import Testing

@Suite struct NumberWorkerTests {
    /// A shelf tag held up in a 1280x720 camera frame.
    func tagFrame() throws -> Frame {
        let path = TestData.packageRoot.appendingPathComponent("Tests/OCRTests/ShelfTags/milk-1299.pgm").path
        return try ImageFile.load(path: path).fitted(width: 1280, height: 720)
    }

    @Test func readsTheNewestFrameAndDropsTheRest() throws {
        let image = try tagFrame()
        let region = PixelRect(x: 424, y: 144, width: 432, height: 432)
        let worker = NumberWorker(format: NumberFormat(), wakeUp: try EventCounter(label: "test"))
        defer { worker.stop() }
        for sequence in 0..<10 {
            let time = Double(sequence) / 30
            worker.submit(image.restamped(timestamp: time, sequence: UInt64(sequence)), region: region, at: time)
        }
        var results: [NumberResult] = []
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline, results.last?.frame.sequence != 9 {
            var descriptor = pollfd(fd: worker.wakeUp.fd, events: Int16(POLLIN), revents: 0)
            _ = poll(&descriptor, 1, 100)
            let taken = worker.takeResults().map(\.result)
            #expect(taken.allSatisfy { $0.failure == nil })
            results += taken
        }
        #expect(results.last?.frame.sequence == 9, "the newest frame is always read")
        #expect(results.count < 10 && worker.dropped == 10 - results.count, "\(results.count) read, \(worker.dropped) dropped")
        #expect(results.allSatisfy { $0.reading?.text == "12.99" })
    }

    @Test func stoppingEndsTheThread() throws {
        let worker = NumberWorker(format: NumberFormat(), wakeUp: try EventCounter(label: "test"))
        worker.stop()
        worker.stop()  // idempotent
        worker.submit(try tagFrame(), region: PixelRect(x: 424, y: 144, width: 432, height: 432), at: 0)
        var descriptor = pollfd(fd: worker.wakeUp.fd, events: Int16(POLLIN), revents: 0)
        #expect(poll(&descriptor, 1, 300) == 0, "no result after stop")
    }
}
