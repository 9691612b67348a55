// AttractScreen: what the kiosk shows while nobody is in front of it — the shop's slides,
// cross-faded, or the kiosk's own "Scan here" with the breathing corners and the time — always
// saying where to scan.
import Language
import Pixels
import Render

/// The attract screen's state, as plain values (the runner keeps the slides and the time).
public struct AttractView: Sendable {
    /// When the attract screen began (the animation runs from it).
    public var since: Double
    /// The local time as the screen shows it (`14:05`); nil: none.
    public var clock: String?
    /// The slide showing, screen-sized; nil: the built-in "Scan here".
    public var slide: ProductPicture?
    /// The slide before it, faded out over `fadeDuration` from `slideStart`.
    public var previousSlide: ProductPicture?
    public var slideStart: Double
    /// A line under "Scan here" (the shop's welcome line).
    public var line: ShownText?

    public static let fadeDuration = 1.0

    public init(
        since: Double, clock: String? = nil, slide: ProductPicture? = nil, previousSlide: ProductPicture? = nil, slideStart: Double = 0,
        line: ShownText? = nil
    ) {
        self.since = since
        self.clock = clock
        self.slide = slide
        self.previousSlide = previousSlide
        self.slideStart = slideStart
        self.line = line
    }
}

enum AttractScreen {
    static func draw(
        _ view: AttractView, time: Double, layout: SceneLayout, style: SceneStyle, wording: Wording, preview: ImageView?, scaler: PreviewScaler,
        typeface: Typeface, bold: Typeface, on canvas: Canvas
    ) {
        if let slide = view.slide {
            let fade = Float(min(max((time - view.slideStart) / AttractView.fadeDuration, 0), 1))
            if let previous = view.previousSlide, fade < 1 {
                blend(previous, slide, fade, on: canvas)
            } else {
                canvas.clear(.black)
                slide.draw(x: (canvas.surface.width - slide.width) / 2, y: (canvas.surface.height - slide.height) / 2, on: canvas)
            }
            drawPill(view, layout: layout, wording: wording, bold: bold, on: canvas)
            return
        }
        // The kiosk's own: the camera's picture dimmed far down (it is live: a code held up is
        // read), the corners breathing where codes are read, "Scan here" and the time.
        canvas.clear(.black)
        if let preview, layout.palette.pictureUnderText {
            scaler.draw(
                preview, on: canvas.surface, destination: layout.previewArea, mirrored: style.mirror,
                cutout: PixelRect(x: 0, y: 0, width: 0, height: 0),
                dim: 0.3)
        }
        var focus = style.focusStyle
        if focus.idle == .hidden || focus.idle == .hiddenUntilCapture { focus.idle = .breathe }
        let pose = IndicatorTimeline(style: focus, region: layout.cutout).idlePose(time - view.since)
        FocusIndicator(style: focus, scale: layout.scale).draw(pose, on: canvas)
        let centre = layout.cutout.centre
        let titleSize = layout.points(46)
        let title = wording(.scanHere)
        let titleWidth = bold.measure(title, size: titleSize)
        bold.draw(
            title, size: titleSize, at: Point((centre.x - titleWidth / 2).rounded(), (centre.y + 16 * layout.scale).rounded()), color: .white,
            on: canvas, in: layout.textArea)
        if let line = view.line.map(wording.callAsFunction), !line.isEmpty {
            let size = layout.points(22)
            let shown = typeface.truncate(Typeface.singleLine(line), size: size, maxWidth: layout.screen.width - 2 * layout.margin)
            let width = typeface.measure(shown, size: size)
            let y = min(layout.cutout.maxY + 52 * layout.scale, layout.screen.height - layout.margin)
            typeface.draw(
                shown, size: size, at: Point((centre.x - width / 2).rounded(), y.rounded()), color: layout.palette.attractLine, on: canvas,
                in: layout.textArea)
        }
        if let clock = view.clock {
            let size = layout.points(40)
            let width = typeface.measure(clock, size: size)
            let metrics = typeface.lineMetrics(size: size)
            let y = layout.margin + metrics.ascender
            typeface.draw(
                clock, size: size, at: Point((layout.screen.width - 2 * layout.margin - width).rounded(), (y + layout.margin).rounded()),
                color: layout.palette.attractClock,
                on: canvas, in: layout.screen)
        }
    }

    /// Over a slide: "Scan here" (and the time) in a dark pill at the bottom, where a slide
    /// rarely has its message.
    private static func drawPill(_ view: AttractView, layout: SceneLayout, wording: Wording, bold: Typeface, on canvas: Canvas) {
        let title = wording(.scanHere)
        let text = view.clock.map { "\(title)  ·  \($0)" } ?? title
        let size = layout.points(30)
        let metrics = bold.lineMetrics(size: size)
        let padX = (26 * layout.scale).rounded(), padY = (12 * layout.scale).rounded()
        let width = bold.measure(text, size: size)
        let height = (metrics.lineHeight + 2 * padY).rounded()
        let pill = Rect(
            x: (layout.screen.width / 2 - width / 2 - padX).rounded(), y: (layout.screen.height - height - 2 * layout.margin).rounded(),
            width: (width + 2 * padX).rounded(), height: height)
        canvas.draw(FilledRoundedRect(rect: pill, radius: height / 2), color: layout.palette.slidePill)
        bold.draw(
            text, size: size, at: Point(pill.minX + padX, (pill.minY + padY + metrics.ascender).rounded()), color: .white, on: canvas,
            in: layout.textArea)
    }

    /// `from` faded into `to` by `amount` (0…1), each centred on the canvas: black where a
    /// slide does not reach. Whole rows, no allocation: the fade runs at the screen's rate.
    static func blend(_ from: ProductPicture, _ to: ProductPicture, _ amount: Float, on canvas: Canvas) {
        canvas.clear(.black)
        let surface = canvas.surface
        let weight = UInt32(max(0, min(256, Int((amount * 256).rounded()))))
        let keep = 256 - weight
        let fromX = (surface.width - from.width) / 2, fromY = (surface.height - from.height) / 2
        let toX = (surface.width - to.width) / 2, toY = (surface.height - to.height) / 2
        @inline(__always) func mix(_ p: UInt32, _ q: UInt32) -> UInt32 {
            // Red and blue together, then green: two multiplies a pixel.
            let redBlue = ((p & 0xFF_00FF) &* keep &+ (q & 0xFF_00FF) &* weight) >> 8 & 0xFF_00FF
            let green = ((p & 0xFF00) &* keep &+ (q & 0xFF00) &* weight) >> 8 & 0xFF00
            return 0xFF00_0000 | redBlue | green
        }
        from.pixels.withUnsafeBufferPointer { a in
            to.pixels.withUnsafeBufferPointer { b in
                if from.width == surface.width, from.height == surface.height, to.width == surface.width, to.height == surface.height {
                    // Both slides made for this screen (the usual case): straight rows.
                    for y in 0..<surface.height {
                        let row = surface.row(y), p = a.baseAddress! + y * surface.width, q = b.baseAddress! + y * surface.width
                        for x in 0..<surface.width { row[x] = mix(p[x], q[x]) }
                    }
                    return
                }
                for y in 0..<surface.height {
                    let row = surface.row(y)
                    let ay = y - fromY, by = y - toY
                    for x in 0..<surface.width {
                        let ax = x - fromX, bx = x - toX
                        let p: UInt32 = ay >= 0 && ay < from.height && ax >= 0 && ax < from.width ? a[ay * from.width + ax] : 0
                        let q: UInt32 = by >= 0 && by < to.height && bx >= 0 && bx < to.width ? b[by * to.width + bx] : 0
                        row[x] = mix(p, q)
                    }
                }
            }
        }
    }
}
