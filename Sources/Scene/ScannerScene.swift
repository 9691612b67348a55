// ScannerScene: draws one frame of the screen from plain values and the time; returns what it drew.
import Content
import Decode
import Language
import Pixels
import Render

/// Draws the scanner screen: the camera picture aspect-filled and dimmed outside the cutout,
/// the focus indicator, the banner and the controls; or the History tab. Which picture is shown
/// (the live frame, or the captured one while a result shows) is the caller's choice. The same
/// state, picture and time always give the same pixels.
public final class ScannerScene {
    public let style: SceneStyle
    private let typeface: Typeface
    private let bold: Typeface
    private let banner: ResultBanner
    private let card: ResultCard
    private let product: ProductPanel
    private let basketPanel: BasketPanel
    private let scaler: PreviewScaler
    /// The threads the preview and the indicator's strokes are drawn with, a band of rows each.
    private let bands: RowBands
    private var layout: SceneLayout?
    /// When set, `draw` adds the time of each stage to it.
    public var stageTimes: StageTimes?
    /// Called with every line of text the scene draws (a test reads what the screen says).
    public var drawnLines: ((DrawnLine) -> Void)? {
        didSet {
            typeface.drawnLines = drawnLines
            bold.drawnLines = drawnLines
        }
    }

    /// `renderThreads`: the threads that draw the preview and the strokes (`RowBands`), a band
    /// of rows each; 1 draws everything on the caller's thread.
    public init(style: SceneStyle, renderThreads: Int = 1) throws(FontError) {
        self.style = style
        bands = renderThreads > 1 ? RowBands(threads: renderThreads) : .single
        scaler = PreviewScaler(bands: bands)
        typeface = try Typeface(primary: style.font)
        bold =
            (try? Typeface(paths: [style.font ?? Typeface.boldFontPath] + Typeface.defaultFontPaths, scriptFonts: Typeface.boldScriptFonts))
            ?? typeface
        banner = ResultBanner(typeface: typeface, titleTypeface: bold)
        card = ResultCard(typeface: typeface, titleTypeface: bold)
        product = ProductPanel(typeface: typeface, bold: bold)
        basketPanel = BasketPanel(typeface: typeface, bold: bold)
    }

    /// The layout for a screen of `width` x `height` with words of `textSize` (it needs the
    /// fonts: the banner's room follows their line heights); nil: the shop's text size.
    public func layout(width: Int, height: Int, textSize: TextSize? = nil) -> SceneLayout {
        let factor = (textSize ?? style.textSize).factor
        if let layout, layout.width == width, layout.height == height, layout.textScale == factor { return layout }
        let s = style.uiScale
        let fresh = SceneLayout(
            width: width, height: height, focusSize: style.focusSize, scale: s, pixelsPerMM: style.pixelsPerMM,
            bannerHeight: (banner.height(lineCount: 1, scale: s, textScale: factor), banner.height(lineCount: 2, scale: s, textScale: factor)),
            controls: style.controls, textScale: factor)
        layout = fresh
        return fresh
    }

    /// The code's corners of `capture` on screen; a capture without a picture locks onto the cutout.
    func screenQuad(of capture: ShownCapture, layout: SceneLayout) -> [Point] {
        guard let size = capture.frameSize else { return layout.cutoutCorners }
        return layout.screenQuad(of: capture.detection.corners, frameWidth: size.width, frameHeight: size.height, mirrored: style.mirror)
    }

    /// Only the banner for `detection`, where the scene puts it on `surface` (for references).
    public func drawBanner(_ detection: Detection, wording: Wording = .english, on surface: PixelSurface) {
        banner.draw(detection, layout: layout(width: surface.width, height: surface.height), wording: wording, on: Canvas(surface: surface))
    }

    /// Only the result card, where the scene puts it on `surface` (for references).
    public func drawCard(_ content: ContentCard, wording: Wording = .english, on surface: PixelSurface) {
        let layout = layout(width: surface.width, height: surface.height).directed(rightToLeft: wording.isRightToLeft)
        card.draw(content, banner: banner, layout: layout, wording: wording, on: Canvas(surface: surface))
    }

    /// Only the product panel, where the scene puts it on `surface` (for references).
    public func drawProduct(_ card: ProductCard, wording: Wording = .english, on surface: PixelSurface) {
        let layout = layout(width: surface.width, height: surface.height)
        product.draw(card, banner: banner, sizes: self.card.sizes(layout), layout: layout, wording: wording, on: Canvas(surface: surface))
    }

    /// The result on screen: its product when the catalog was asked, else its card when it has
    /// one (one code), else the banner; the panel.
    func drawResult(_ capture: ShownCapture, layout: SceneLayout, wording: Wording, on canvas: Canvas) -> Rect {
        if let shown = capture.product, capture.others.isEmpty {
            return product.draw(shown, banner: banner, sizes: card.sizes(layout), layout: layout, wording: wording, on: canvas)
        }
        if let content = capture.card, capture.others.isEmpty {
            return card.draw(content, banner: banner, layout: layout, wording: wording, on: canvas)
        }
        return banner.draw(capture.detection, others: capture.others, withheld: capture.withheld, layout: layout, wording: wording, on: canvas)
    }

    /// The indicator at `time`, from the result on screen or the last release.
    public func indicatorPose(time: Double, state: SceneState, layout: SceneLayout) -> IndicatorPose {
        let timeline = IndicatorTimeline(style: style.focusStyle, region: layout.cutout)
        if let capture = state.result {
            return timeline.capturePose(
                time - capture.time, idleTime: capture.time - capture.idleStart, quad: screenQuad(of: capture, layout: layout))
        }
        if let (released, capture) = state.lastRelease {
            let locked = timeline.capturePose(
                released - capture.time, idleTime: capture.time - capture.idleStart,
                quad: screenQuad(of: capture, layout: layout))
            return timeline.releasePose(time - released, locked: locked)
        }
        return timeline.idlePose(time)
    }

    /// How long the cutout flashes white after a capture.
    public static let flashDuration = 0.25

    /// Draws the frame at `time` over `preview` (nil: no picture; the screen then says why,
    /// from `camera`), and returns what it drew where.
    @discardableResult
    public func draw(on surface: PixelSurface, time: Double, state: SceneState, preview: ImageView?, camera: CameraStatus) -> DrawnRegions {
        let drawn = drawScreen(on: surface, time: time, state: state, preview: preview, camera: camera)
        if let focus = state.focus, let frame = drawn.frame(of: focus) {
            FocusRing.draw(around: frame, layout: drawn.layout, on: Canvas(surface: surface, bands: bands))
        }
        return drawn
    }

    private func drawScreen(on surface: PixelSurface, time: Double, state: SceneState, preview: ImageView?, camera: CameraStatus) -> DrawnRegions {
        let layout = layout(width: surface.width, height: surface.height, textSize: state.textSize).directed(rightToLeft: state.wording.isRightToLeft)
            .themed(state.theme)
        var drawn = DrawnRegions(layout: layout)
        let canvas = Canvas(surface: surface, bands: bands)
        let clock = ContinuousClock()
        var mark = clock.now
        func lap(_ stage: WritableKeyPath<StageTimes, Duration>) {
            guard stageTimes != nil else { return }
            let now = clock.now
            stageTimes![keyPath: stage] += now - mark
            mark = now
        }
        if let admin = state.admin {
            // Staff at work: the keypad or the admin screen, over everything.
            AdminScreens.draw(admin, layout: layout, wording: state.shopWording, typeface: typeface, bold: bold, on: canvas)
            let buttons = if case .keypad = admin { AdminPanels.keypadButtons(layout) } else { AdminPanels.screenButtons(layout) }
            drawn.staffButtons = buttons.map { .init($0.0, $0.1) }
            return drawn
        }
        if let menu = state.languageMenu {
            drawn.languageItems = LanguageMenuScreen.draw(
                menu, title: state.wording(.languageTitle), layout: layout, typeface: typeface, bold: bold, on: canvas)
            return drawn
        }
        if let attract = state.attract {
            AttractScreen.draw(
                attract, time: time, layout: layout, style: style, wording: state.wording, preview: preview, scaler: scaler, typeface: typeface,
                bold: bold, on: canvas)
            if let label = state.languageButton {
                let frame = LanguagePanels.attractButton(layout)
                LanguageMenuScreen.drawButton(label, in: frame, layout: layout, typeface: bold, on: canvas)
                drawn.languageButton = frame
            }
            return drawn
        }
        if state.tab == .scanner, let prompt = state.basket?.agePrompt {
            // The age check: a member of staff's code or PIN; nothing else is tapped.
            AgePromptScreen.draw(prompt, layout: layout, wording: state.shopWording, typeface: typeface, bold: bold, on: canvas)
            drawn.staffButtons = AgePromptScreen.buttons(layout).map { .init($0.0, $0.1) }
            return drawn
        }
        if state.tab == .scanner, let basket = state.basket, let code = basket.payCode {
            // Paying: the till's code fills the screen; nothing else is tapped but Done.
            basketPanel.drawPay(basket, code: code, layout: layout, wording: state.wording, on: canvas, into: &drawn)
            return drawn
        }
        if state.tab == .history {
            drawn.historyRows = HistoryView.draw(state, layout: layout, typeface: typeface, on: canvas)
            drawControls(state, layout: layout, on: canvas, into: &drawn)
            return drawn
        }
        if let preview {
            scaler.draw(
                preview, on: surface, destination: layout.previewArea, mirrored: style.mirror,
                cutout: layout.cutoutPixels, dim: 1 - style.focusDim)
        }
        lap(\.preview)
        guard preview != nil else {
            // No picture: a plain message, no indicator that would suggest scanning works.
            canvas.clear(.black)
            if case .unavailable(let reason) = camera {
                drawMessage(state.wording(.noCamera), detail: state.wording(reason), layout: layout, on: canvas)
            }
            if let capture = state.result { drawn.banner = drawResult(capture, layout: layout, wording: state.wording, on: canvas) }
            // The shopper's basket stays, camera or not: it can still be paid.
            if let basket = state.basket {
                basketPanel.draw(basket, layout: layout, wording: state.wording, resultShown: state.result != nil, on: canvas, into: &drawn)
            }
            drawControls(state, layout: layout, shutter: false, on: canvas, into: &drawn)
            return drawn
        }
        let pose = indicatorPose(time: time, state: state, layout: layout)
        let indicator = FocusIndicator(style: style.focusStyle, scale: layout.scale)
        indicator.draw(pose, on: canvas)
        if let quad = state.shutterQuad, state.result == nil {
            // The code the shutter would take, outlined (it is inside the cutout).
            var path = StrokePath()
            path.addPolyline(quad, closed: true)
            canvas.stroke(path, style: StrokeStyle(lineWidth: 2 * layout.scale, color: style.focusStyle.color.withOpacity(0.7)))
        }
        if state.mode == .number, state.result == nil, state.showsControls {
            NumberModeHint.draw(layout: layout, wording: state.wording, typeface: typeface, on: canvas)
        } else if state.mode == .barcode, state.result == nil, let welcome = state.welcome.map(state.wording.callAsFunction), !welcome.isEmpty {
            HintPill.draw(welcome, layout: layout, typeface: typeface, on: canvas)
        }
        lap(\.indicator)
        if let flash = state.flashStart, time >= flash, time - flash < Self.flashDuration {
            let strength = Float(1 - (time - flash) / Self.flashDuration)
            canvas.fill(layout.cutoutPixels, Color.white.withOpacity(0.55 * strength * strength))
        }
        if let capture = state.result {
            drawn.banner = drawResult(capture, layout: layout, wording: state.wording, on: canvas)
        }
        if let basket = state.basket {
            basketPanel.draw(basket, layout: layout, wording: state.wording, resultShown: state.result != nil, on: canvas, into: &drawn)
        }
        lap(\.banner)
        drawControls(state, layout: layout, on: canvas, into: &drawn)
        return drawn
    }

    /// The notice, the mode control, the shutter (not without a picture, nor on portrait panels
    /// while a result shows: the banner is tapped then) and the tab bar.
    func drawControls(_ state: SceneState, layout: SceneLayout, shutter: Bool = true, on canvas: Canvas, into drawn: inout DrawnRegions) {
        if let notice = state.notice ?? state.testNotice { NoticeStrip.draw(state.wording(notice), layout: layout, typeface: bold, on: canvas) }
        guard state.showsControls else { return }
        if state.tab == .scanner, let label = state.languageButton, let frame = LanguagePanels.button(layout) {
            LanguageMenuScreen.drawButton(label, in: frame, layout: layout, typeface: bold, on: canvas)
            drawn.languageButton = frame
        }
        if state.tab == .scanner {
            ControlBars.drawModeControl(state.mode, layout: layout, wording: state.wording, typeface: bold, on: canvas)
            drawn.modeSegments = layout.modeSegments
            if shutter, state.result == nil || !layout.isPortrait {
                ShutterButton.draw(active: state.shutterActive, layout: layout, on: canvas)
                drawn.shutter = Rect(centre: layout.shutterCentre, width: 2 * layout.shutterRadius, height: 2 * layout.shutterRadius)
            }
        }
        ControlBars.drawTabBar(state.tab, layout: layout, wording: state.wording, typeface: bold, on: canvas)
        drawn.tabs = layout.tabs
    }

    /// A plain centred message (no camera, camera unplugged).
    func drawMessage(_ title: String, detail: String, layout: SceneLayout, on canvas: Canvas) {
        let titleSize = layout.points(34), detailSize = layout.points(20)
        let maxWidth = layout.screen.width - 2 * layout.margin
        let centre = layout.screen.centre
        let titleWidth = typeface.measure(title, size: titleSize)
        typeface.draw(
            title, size: titleSize, at: Point(centre.x - titleWidth / 2, centre.y - 8 * layout.scale), color: .white, on: canvas, in: layout.textArea)
        for (i, line) in typeface.wrap(detail, size: detailSize, maxWidth: maxWidth, maxLines: 6).enumerated() {
            let width = typeface.measure(line, size: detailSize)
            let y = centre.y + (30 + Float(i) * 26) * layout.scale
            typeface.draw(line, size: detailSize, at: Point(centre.x - width / 2, y), color: layout.palette.idleText, on: canvas, in: layout.textArea)
        }
    }
}
