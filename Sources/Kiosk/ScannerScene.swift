// ScannerScene: draws one frame of the scanner screen from the kiosk's state and the time.
import Capture
import Decode
import Render

/// Time spent in each stage of drawing a frame, summed over the frames drawn (for the benchmark).
public struct StageTimes: Sendable {
    public var preview = Duration.zero
    public var indicator = Duration.zero
    public var banner = Duration.zero

    public init() {}
}

/// What the camera is doing, as far as the screen is concerned.
public enum CameraStatus: Sendable, Equatable {
    case running
    /// No frames: the reason is shown plainly in the middle of the screen.
    case unavailable(String)
}

/// Draws the scanner screen: the preview (the live frame, or the captured one while a result
/// shows) aspect-filled and dimmed outside the cutout, the focus indicator, and the banner.
/// The same state, frame and time always give the same pixels.
public final class ScannerScene {
    public let options: KioskOptions
    private let typeface: Typeface
    private let banner: ResultBanner
    private let scaler = PreviewScaler()
    private var layout: SceneLayout?
    /// When set, `draw` adds the time of each stage to it.
    public var stageTimes: StageTimes?

    public init(options: KioskOptions) throws(FontError) {
        self.options = options
        typeface = try Typeface(primary: options.font)
        let bold = try? Typeface(paths: [options.font ?? Typeface.boldFontPath] + Typeface.defaultFontPaths)
        banner = ResultBanner(typeface: typeface, titleTypeface: bold ?? typeface)
    }

    public func layout(width: Int, height: Int) -> SceneLayout {
        if let layout, layout.width == width, layout.height == height { return layout }
        let fresh = SceneLayout(width: width, height: height, focusSize: options.focusSize, scale: options.uiScale)
        layout = fresh
        return fresh
    }

    /// The mapping of `frame`'s pixels onto the screen.
    public func previewMapping(for frame: Frame, layout: SceneLayout) -> AspectFill {
        let area = layout.previewArea
        return AspectFill(sourceWidth: frame.width, sourceHeight: frame.height,
                          destination: Rect(x: Float(area.x), y: Float(area.y), width: Float(area.width), height: Float(area.height)),
                          mirrored: options.mirror)
    }

    /// The code's corners on screen: the detection's quad through the preview mapping of the
    /// frame it was read from.
    public func screenQuad(of record: CaptureRecord, layout: SceneLayout) -> [Point] {
        let mapping = previewMapping(for: record.frame, layout: layout)
        return record.detection.corners.corners.map { mapping.screenPoint(Point(Float($0.x), Float($0.y))) }
    }

    /// The indicator at `time`, from the phase and the last release.
    public func indicatorPose(time: Double, phase: ScanPhase, lastRelease: (time: Double, record: CaptureRecord)?, layout: SceneLayout) -> IndicatorPose {
        let timeline = IndicatorTimeline(style: options.focusStyle, region: layout.cutout)
        switch phase {
        case .showing(let record):
            return timeline.capturePose(time - record.time, idleTime: record.time - record.idleStart, quad: screenQuad(of: record, layout: layout))
        case .scanning:
            if let (released, record) = lastRelease {
                let locked = timeline.capturePose(released - record.time, idleTime: record.time - record.idleStart,
                                                  quad: screenQuad(of: record, layout: layout))
                return timeline.releasePose(time - released, locked: locked)
            }
            return timeline.idlePose(time)
        }
    }

    public func draw(on surface: PixelSurface, time: Double, phase: ScanPhase, lastRelease: (time: Double, record: CaptureRecord)? = nil,
                     liveFrame: Frame?, camera: CameraStatus) {
        let layout = layout(width: surface.width, height: surface.height)
        let canvas = Canvas(surface: surface)
        var shown = liveFrame
        if case .showing(let record) = phase { shown = record.frame }
        let clock = ContinuousClock()
        var mark = clock.now
        func lap(_ stage: WritableKeyPath<StageTimes, Duration>) {
            guard stageTimes != nil else { return }
            let now = clock.now
            stageTimes![keyPath: stage] += now - mark
            mark = now
        }
        let drewPreview = shown.flatMap { frame in
            frame.withPreviewSource { source in
                scaler.draw(source, on: surface, destination: layout.previewArea, mirrored: options.mirror,
                            cutout: layout.cutoutPixels, dim: 1 - options.focusDim)
            }
        } != nil
        lap(\.preview)
        guard drewPreview else {
            // No picture: a plain message, no indicator that would suggest scanning works.
            canvas.clear(.black)
            if case .unavailable(let reason) = camera { drawMessage("No camera", detail: reason, layout: layout, on: canvas) }
            return
        }
        let pose = indicatorPose(time: time, phase: phase, lastRelease: lastRelease, layout: layout)
        FocusIndicator(style: options.focusStyle, scale: layout.scale).draw(pose, on: canvas)
        lap(\.indicator)
        if case .showing(let record) = phase {
            banner.draw(record.detection, layout: layout, on: canvas)
        }
        lap(\.banner)
    }

    /// A plain centred message (no camera, camera unplugged).
    func drawMessage(_ title: String, detail: String, layout: SceneLayout, on canvas: Canvas) {
        let titleSize = Int((34 * layout.scale).rounded()), detailSize = Int((20 * layout.scale).rounded())
        let maxWidth = layout.screen.width - 2 * layout.margin
        let centre = layout.screen.centre
        let titleWidth = typeface.measure(title, size: titleSize)
        typeface.draw(title, size: titleSize, at: Point(centre.x - titleWidth / 2, centre.y - 8 * layout.scale), color: .white, on: canvas)
        for (i, line) in typeface.wrap(detail, size: detailSize, maxWidth: maxWidth, maxLines: 3).enumerated() {
            let width = typeface.measure(line, size: detailSize)
            let y = centre.y + (30 + Float(i) * 26) * layout.scale
            typeface.draw(line, size: detailSize, at: Point(centre.x - width / 2, y), color: Color(rgb: 0xC7C7CC), on: canvas)
        }
    }
}
