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
    private let bold: Typeface
    private let banner: ResultBanner
    private let scaler = PreviewScaler()
    private var layout: SceneLayout?
    /// The panel's density: touch targets are 9 mm (`ui.dpi`, the screen's EDID, or 5 px/mm).
    public var pixelsPerMM: Float {
        didSet { layout = nil }
    }
    /// When set, `draw` adds the time of each stage to it.
    public var stageTimes: StageTimes?

    public init(options: KioskOptions) throws(FontError) {
        self.options = options
        pixelsPerMM = options.uiDPI.map { $0 / 25.4 } ?? 5
        typeface = try Typeface(primary: options.font)
        bold = (try? Typeface(paths: [options.font ?? Typeface.boldFontPath] + Typeface.defaultFontPaths)) ?? typeface
        banner = ResultBanner(typeface: typeface, titleTypeface: bold)
    }

    public func layout(width: Int, height: Int) -> SceneLayout {
        if let layout, layout.width == width, layout.height == height { return layout }
        let fresh = SceneLayout(width: width, height: height, focusSize: options.focusSize, scale: options.uiScale, pixelsPerMM: pixelsPerMM,
                                bannerHeight: (banner.height(lineCount: 1, scale: options.uiScale), banner.height(lineCount: 2, scale: options.uiScale)))
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
    /// frame it was read from. A scanner's capture (no image) locks onto the cutout itself.
    public func screenQuad(of detection: Detection, frame: Frame, layout: SceneLayout) -> [Point] {
        if detection.symbology == .wedge {
            let c = layout.cutout
            return [c.topLeft, c.topRight, c.bottomRight, c.bottomLeft]
        }
        let mapping = previewMapping(for: frame, layout: layout)
        return detection.corners.corners.map { mapping.screenPoint(Point(Float($0.x), Float($0.y))) }
    }

    public func screenQuad(of record: CaptureRecord, layout: SceneLayout) -> [Point] {
        screenQuad(of: record.detection, frame: record.frame, layout: layout)
    }

    /// Only the banner for `detection`, where the scene puts it on `surface` (for references).
    public func drawBanner(_ detection: Detection, on surface: PixelSurface) {
        banner.draw(detection, layout: layout(width: surface.width, height: surface.height), on: Canvas(surface: surface))
    }

    /// Where the result banner for `detection` is drawn.
    public func bannerFrame(for detection: Detection, layout: SceneLayout) -> Rect {
        banner.frame(in: layout, lineCount: banner.content(for: detection, layout: layout).lines.count)
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

    /// Draws the scanner screen with the controls in their resting state (the storyboard and
    /// the benchmark).
    public func draw(on surface: PixelSurface, time: Double, phase: ScanPhase, lastRelease: (time: Double, record: CaptureRecord)? = nil,
                     liveFrame: Frame?, camera: CameraStatus) {
        var view = KioskViewState()
        view.phase = phase
        view.lastRelease = lastRelease
        draw(on: surface, time: time, view: view, liveFrame: liveFrame, camera: camera)
    }

    /// How long the cutout flashes white after a capture.
    public static let flashDuration = 0.25

    public func draw(on surface: PixelSurface, time: Double, view: KioskViewState, liveFrame: Frame?, camera: CameraStatus) {
        let layout = layout(width: surface.width, height: surface.height)
        let canvas = Canvas(surface: surface)
        let clock = ContinuousClock()
        var mark = clock.now
        func lap(_ stage: WritableKeyPath<StageTimes, Duration>) {
            guard stageTimes != nil else { return }
            let now = clock.now
            stageTimes![keyPath: stage] += now - mark
            mark = now
        }
        if view.tab == .history {
            HistoryView.draw(view, layout: layout, typeface: typeface, on: canvas)
            drawControls(view, layout: layout, on: canvas)
            return
        }
        var shown = liveFrame
        if case .showing(let record) = view.phase, record.detection.symbology != .wedge { shown = record.frame }
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
            if case .showing(let record) = view.phase { banner.draw(record.detection, layout: layout, on: canvas) }
            drawControls(view, layout: layout, shutter: false, on: canvas)
            return
        }
        if view.mode == .number {
            drawMessage("Number mode", detail: "Reading prices is not available yet. Switch to Barcode to scan codes.", layout: layout, on: canvas)
        } else {
            let pose = indicatorPose(time: time, phase: view.phase, lastRelease: view.lastRelease, layout: layout)
            let indicator = FocusIndicator(style: options.focusStyle, scale: layout.scale)
            indicator.draw(pose, on: canvas)
            if let quad = view.shutterQuad, case .scanning = view.phase {
                // The code the shutter would take, outlined (it is inside the cutout).
                var path = StrokePath()
                path.addPolyline(quad, closed: true)
                canvas.stroke(path, style: StrokeStyle(lineWidth: 2 * layout.scale, color: options.focusStyle.color.withOpacity(0.7)))
            }
        }
        lap(\.indicator)
        if let flash = view.flashStart, time >= flash, time - flash < Self.flashDuration {
            let strength = Float(1 - (time - flash) / Self.flashDuration)
            canvas.fill(layout.cutoutPixels, Color.white.withOpacity(0.55 * strength * strength))
        }
        if case .showing(let record) = view.phase {
            banner.draw(record.detection, layout: layout, on: canvas)
        }
        lap(\.banner)
        drawControls(view, layout: layout, on: canvas)
    }

    /// The mode control, the shutter (not without a picture, nor on portrait panels while a
    /// result shows: the banner is tapped then) and the tab bar.
    func drawControls(_ view: KioskViewState, layout: SceneLayout, shutter: Bool = true, on canvas: Canvas) {
        guard view.showsControls else { return }
        if view.tab == .scanner {
            ControlBars.drawModeControl(view.mode, layout: layout, typeface: bold, on: canvas)
            var showing = false
            if case .showing = view.phase { showing = true }
            if shutter, !showing || !layout.isPortrait {
                ShutterButton.draw(active: view.shutterActive, layout: layout, on: canvas)
            }
        }
        ControlBars.drawTabBar(view.tab, layout: layout, typeface: bold, on: canvas)
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
