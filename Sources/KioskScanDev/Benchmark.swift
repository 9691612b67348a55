// Benchmark: times complete frames — preview conversion with aspect fill and dimming, the
// indicator mid-lock in the full cyber-neon look, the banner — on one core, or with the
// preview's rows in bands on more threads.
import FoundationEssentials
import Glibc
import Kiosk
import Language
import Render
import Scene
import Wire

public enum Benchmark {
    public struct Result: Sendable {
        public let width: Int
        public let height: Int
        public let frames: Int
        public let medianMilliseconds: Double
        public let p95Milliseconds: Double
        /// CPU time of the process (user + system, every thread) per frame: with more than one
        /// render thread, what the bands cost together, waits included.
        public let cpuMilliseconds: Double
        /// Mean milliseconds per frame of each stage.
        public let stages: [(String, Double)]
    }

    /// Draws `frames` frames at each size from `sample` (a 1280x720 YUYV camera frame), the
    /// indicator locking on (time sweeps through the lock-on phase, glow and gradient at full
    /// bloom) and the banner showing the code. With `shadow`, each frame is then copied into a
    /// second image, as the DRM display does when its buffers are slow to read (`--drm-shadow`),
    /// and the copy is a stage of its own.
    public static func run(
        sample: SampleCapture, sizes: [(Int, Int)], frames: Int, style: SceneStyle = SceneStyle(), shadow: Bool = false,
        renderThreads: Int = 1, wording: Wording = .english
    ) throws -> [Result] {
        var results: [Result] = []
        let effect = style.focusStyle.effect
        // The result showing over the frozen frame it was read from, in `wording`'s language
        // (mirrored for a right-to-left one), its language button showing.
        var state = SceneState(result: sample.capture(at: 0))
        state.wording = wording
        state.shopWording = wording
        state.languageButton = LanguageFormats.formats(for: wording.language).autonym
        for (width, height) in sizes {
            let scene = try ScannerScene(style: style, renderThreads: renderThreads)
            let image = PixelImage(width: width, height: height)
            let screen = shadow ? PixelImage(width: width, height: height) : nil
            // Warm-up: tables, glyph cache, banner layout.
            for _ in 0..<10 { scene.draw(on: image.surface, time: effect.anticipationDuration, state: state, frame: sample.frame, camera: .running) }
            scene.stageTimes = StageTimes()
            var times: [Double] = []
            times.reserveCapacity(frames)
            var copying = Duration.zero
            let clock = ContinuousClock()
            let cpuBefore = cpuSeconds()
            for i in 0..<frames {
                let t = effect.anticipationDuration + effect.lockDuration * Double(i % 60) / 60
                let start = clock.now
                scene.draw(on: image.surface, time: t, state: state, frame: sample.frame, camera: .running)
                if let screen {
                    let drawn = clock.now
                    screen.surface.copy(from: image.surface)
                    copying += clock.now - drawn
                }
                times.append(milliseconds(clock.now - start))
            }
            let cpu = (cpuSeconds() - cpuBefore) * 1e3 / Double(frames)
            times.sort()
            let stages = scene.stageTimes!
            results.append(
                Result(
                    width: width, height: height, frames: frames, medianMilliseconds: times[frames / 2],
                    p95Milliseconds: times[min(frames - 1, frames * 95 / 100)], cpuMilliseconds: cpu,
                    stages: [
                        ("preview", milliseconds(stages.preview) / Double(frames)),
                        ("indicator", milliseconds(stages.indicator) / Double(frames)),
                        ("banner", milliseconds(stages.banner) / Double(frames)),
                    ] + (shadow ? [("copy", milliseconds(copying) / Double(frames))] : [])))
        }
        return results
    }

    static func milliseconds(_ d: Duration) -> Double {
        Double(d.components.seconds) * 1e3 + Double(d.components.attoseconds) * 1e-15
    }

    /// User and system CPU time of this process so far, all threads (getrusage).
    static func cpuSeconds() -> Double {
        var usage = rusage()
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) * 1e-6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }

    /// Peak resident memory of this process in MiB (getrusage).
    public static func peakResidentMiB() -> Double {
        var usage = rusage()
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        return Double(usage.ru_maxrss) / 1024
    }

    public static func json(_ results: [Result], source: String, renderThreads: Int = 1) -> String {
        JSON.object([
            (
                "frames",
                .array(
                    results.map { r in
                        .object([
                            ("width", .integer(r.width)), ("height", .integer(r.height)), ("count", .integer(r.frames)),
                            ("median_ms", .decimal(r.medianMilliseconds, digits: 3)), ("p95_ms", .decimal(r.p95Milliseconds, digits: 3)),
                            ("cpu_ms", .decimal(r.cpuMilliseconds, digits: 3)),
                            ("stages", .object(r.stages.map { ($0.0, .decimal($0.1, digits: 3)) })),
                        ])
                    })
            ),
            ("source", .string(source)),
            ("render_threads", .integer(renderThreads)),
            ("peak_rss_mib", .decimal(peakResidentMiB(), digits: 1)),
        ]).serialized
    }
}
