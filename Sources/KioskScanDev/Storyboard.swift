// Storyboard: contact sheets of the focus indicator's animation, one per style × idle × effect,
// sampled over time on a real camera frame, for people to review the look.
import FoundationEssentials
import Kiosk
import Render
import Scene
import SystemCall
import Wire

public enum Storyboard {
    /// The timeline every sheet shows: idle until 1 s, a capture at 1 s, the result held until
    /// 3 s, then the release and the idle animation again.
    public static let captureTime = 1.0
    public static let resumeTime = 3.0
    public static let sampleTimes: [Double] = [0, 0.3, 0.6, 0.9, 1.0, 1.07, 1.14, 1.21, 1.28, 1.4, 1.55, 1.73, 2.4, 3.05, 3.2, 3.6]

    /// What the effect is doing at `t`, for the labels.
    static func phaseName(_ t: Double, effect: CaptureEffect) -> String {
        if t < captureTime { return "idle" }
        if t >= resumeTime { return t < resumeTime + 2 * IndicatorTimeline.releaseDuration ? "release" : "idle" }
        let since = t - captureTime
        if effect.enabled, since < effect.anticipationDuration { return "anticipation" }
        let lockEnd = (effect.enabled ? effect.anticipationDuration : 0) + effect.lockDuration
        return since < lockEnd ? "lock-on" : "hold"
    }

    /// The variants: every shape × idle × effect, plus the two documented effect variations.
    public static func variants() -> [(name: String, style: FocusStyle)] {
        var result: [(String, FocusStyle)] = []
        for shape in FocusShape.allCases {
            for idle in IdleAnimation.allCases {
                for enabled in [true, false] {
                    var style = FocusStyle()
                    style.shape = shape
                    style.idle = idle
                    style.effect.enabled = enabled
                    result.append(("\(shape.rawValue)-\(idle.rawValue)-\(enabled ? "cyber-neon" : "none")", style))
                }
            }
        }
        var still = FocusStyle()
        still.effect.flowDuration = 0
        result.append(("corners-breathe-cyber-neon-flow0", still))
        var popOnly = FocusStyle()
        popOnly.effect.gradientColors = []
        popOnly.effect.glowOpacity = 0
        result.append(("corners-breathe-cyber-neon-pop-only", popOnly))
        return result
    }

    /// Writes one sheet per variant (those named in `only`, when given) into `directory`;
    /// returns the files written.
    public static func write(
        to directory: String, sample: SampleCapture, base: SceneStyle, width: Int = 800, height: Int = 480,
        only: Set<String>? = nil
    ) throws -> [String] {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let typeface = try Typeface()
        let columns = 4, factor = 2
        let cellWidth = width / factor, cellHeight = height / factor, label = 26, gap = 8, header = 44
        let rows = (sampleTimes.count + columns - 1) / columns
        let sheetWidth = columns * (cellWidth + gap) + gap
        let sheetHeight = header + rows * (cellHeight + label + gap) + gap
        var written: [String] = []
        for (name, style) in variants() where only?.contains(name) ?? true {
            var look = base
            look.focusStyle = style
            let scene = try ScannerScene(style: look)
            let frame = PixelImage(width: width, height: height)
            let sheet = PixelImage(width: sheetWidth, height: sheetHeight)
            let canvas = Canvas(surface: sheet.surface)
            canvas.clear(Color(rgb: 0x1C1C1E))
            typeface.draw(
                "\(name)   (\(width)x\(height), capture at \(captureTime) s, resume at \(resumeTime) s)", size: 20,
                at: Point(Float(gap), 30), color: .white, on: canvas)
            let capture = sample.capture(at: captureTime)
            for (index, t) in sampleTimes.enumerated() {
                let state = SceneState(
                    result: t >= captureTime && t < resumeTime ? capture : nil,
                    lastRelease: t >= resumeTime ? (resumeTime, capture) : nil)
                scene.draw(on: frame.surface, time: t, state: state, frame: sample.frame, camera: .running)
                let x = gap + (index % columns) * (cellWidth + gap)
                let y = header + (index / columns) * (cellHeight + label + gap)
                canvas.drawDownscaled(frame.surface, factor: factor, x: x, y: y)
                typeface.draw(
                    String(cFormat: "t = %.2f s  ", t) + phaseName(t, effect: style.effect), size: 15,
                    at: Point(Float(x), Float(y + cellHeight + 19)), color: Color(rgb: 0xC7C7CC), on: canvas)
            }
            let path = PathName.join(directory, name + ".png")
            try PNGWriter.write(sheet.surface, to: path)
            written.append(path)
        }
        return written
    }
}
