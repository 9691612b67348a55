// VirtualRun: the virtual-clock run: every frame computed in order, decoding in line on the
// frame it belongs to, as fast as possible, so a run is the same frame for frame every time.
import Capture
import SystemCall

extension KioskRunner {
    func runVirtual() throws {
        let clock = VirtualClock(fps: options.fps)
        if !options.deliveries.isEmpty { log("deliver: nothing is sent with --clock virtual; the captures wait in the outbox for a real-clock run") }
        if let productServer { log("lookup: \(productServer.spec.name) is not asked with --clock virtual; the catalog answers") }
        let reading = InlineFrameReading(
            decoderOptions: decoderOptions, numberFormat: options.numberFormat, results: frameResults { clock.now })
        cameras.look()
        while options.frames == 0 || frameIndex < options.frames {
            if takeSignals() || controller.restartAsked { break }
            let time = clock.now
            advance(to: time)
            if let frame = cameras.read(at: time) { cameraFrame(frame, reading, at: time) }
            for problem in controller.picturesArrived() { log(problem) }
            try render(at: time)
            screenshots?.due(at: time)
            clock.advance()
        }
        observer?.ended(decodeDropped: 0)
    }
}
