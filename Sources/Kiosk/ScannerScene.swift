// ScannerScene: draws one frame of the scanner screen from the kiosk's state and the time.
import Capture
import Decode
import Render

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
        AspectFill(sourceWidth: frame.width, sourceHeight: frame.height, destination: layout.screen, mirrored: options.mirror)
    }

    public func draw(on surface: PixelSurface, time: Double, phase: ScanPhase, liveFrame: Frame?, camera: CameraStatus) {
        let layout = layout(width: surface.width, height: surface.height)
        let canvas = Canvas(surface: surface)
        var shown = liveFrame
        if case .showing(let record) = phase { shown = record.frame }
        let drewPreview = shown.flatMap { frame in
            frame.withPreviewSource { source in
                scaler.draw(source, on: surface, destination: layout.screenPixels, mirrored: options.mirror,
                            cutout: layout.cutoutPixels, dim: 1 - options.focusDim)
            }
        } != nil
        guard drewPreview else {
            // No picture: a plain message, no indicator that would suggest scanning works.
            canvas.clear(.black)
            if case .unavailable(let reason) = camera { drawMessage("No camera", detail: reason, layout: layout, on: canvas) }
            return
        }
        FocusIndicator(lineWidth: 4 * layout.scale).draw(around: layout.cutout, on: canvas)
        if case .showing(let record) = phase {
            banner.draw(record.detection, layout: layout, on: canvas)
        }
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
