// HighContrastGoldenFrameTests: every screen of MessageCoverageTests in English in the
// high-contrast theme, at 800x480 and 1280x800: each drawn line of text at least 7:1 against what
// it stands on (WCAG 2's ratio of the most common colour of its glyph pixels and of its ground,
// measured on the frame); one screen of each kind, and the focus ring on a mode, a language and
// Pay, equal to checked-in PNGs.
import Language
import Render
import Scene
import Testing

@Suite struct HighContrastGoldenFrameTests {
    /// One screen of each kind, kept as golden frames (800x480).
    static let goldens: Set<String> = [
        "idle", "number", "history-tab", "storage-full", "banner-add-on", "card-gs1-medicine", "product-found", "product-not-on-file",
        "basket-lines", "basket-not-added", "basket-pay", "age-2", "keypad-0", "admin", "attract", "attract-slide", "no-camera-0",
    ]

    /// `screen` in English (the shipped catalogue's own words), in high contrast.
    static func english(_ screen: MessageCoverageTests.Screen) -> MessageCoverageTests.Screen {
        var state = screen.state
        state.wording = .english
        state.shopWording = .english
        state.theme = .highContrast
        return MessageCoverageTests.Screen(name: screen.name, state: state, camera: screen.camera, data: screen.data, picture: screen.picture)
    }

    /// Each line of `lines` drawn on `image` at 7:1 at least, or an issue naming it; the lowest ratio.
    @discardableResult
    static func checkContrast(_ lines: [DrawnLine], on image: PixelImage, place: String) -> Double {
        var lowest = 21.0
        for line in lines where !line.text.allSatisfy(\.isWhitespace) {
            guard let measure = TextContrast.measure(line, in: image) else {
                Issue.record("\(place): “\(line.text)” shows no pixel of its own")
                continue
            }
            lowest = min(lowest, measure.ratio)
            #expect(measure.ratio >= 7, "\(place): “\(line.text)” is \(measure)")
        }
        return lowest
    }

    @Test(arguments: MessageCoverageTests.screens)
    func everyLineIsSevenToOne(screen: MessageCoverageTests.Screen) throws {
        let shown = Self.english(screen)
        for (width, height) in [(800, 480), (1280, 800)] {
            var style = SceneStyle()
            if width == 800 { style.pixelsPerMM = 5.19 }
            let scene = try ScannerScene(style: style)
            let image = PixelImage(width: width, height: height)
            let lines = try MessageCoverageTests.drawn(shown, size: (width, height), scene: scene, into: image)
            #expect(!lines.isEmpty, "\(screen.name) draws no text")
            let lowest = Self.checkContrast(lines, on: image, place: "\(screen.name) \(width)x\(height)")
            print("contrast \(screen.name) \(width)x\(height): lowest \((lowest * 100).rounded() / 100):1 over \(lines.count) lines")
            if width == 800, Self.goldens.contains(screen.name),
                let problem = try GoldenImage(name: "contrast-\(screen.name)-800x480").check(image)
            {
                Issue.record(Comment(rawValue: problem))
            }
        }
    }

    /// The measure finds a line under 7:1: the standard theme's grey banner title (#8E8E93 on
    /// the banner's black, 6.44:1), the reason for the high-contrast theme's white.
    @Test func theMeasureFindsTheStandardThemesGreyTitle() throws {
        let screen = try #require(MessageCoverageTests.screens.first { $0.name == "banner-add-on" })
        var shown = Self.english(screen)
        var state = shown.state
        state.theme = .standard
        shown = MessageCoverageTests.Screen(name: shown.name, state: state, data: shown.data)
        let image = PixelImage(width: 800, height: 480)
        let lines = try MessageCoverageTests.drawn(shown, size: (800, 480), scene: try PanelFrames.scene(width: 800), into: image)
        let title = try #require(lines.first { $0.text.hasPrefix("EAN-13") })
        let measure = try #require(TextContrast.measure(title, in: image))
        #expect(measure.text == 0x8E8E93 && measure.ground == 0x000000)
        #expect((measure.ratio * 100).rounded() == 644)
    }

    /// Every golden's screen is one of MessageCoverageTests' (a renamed screen is not dropped unseen).
    @Test func everyGoldenIsAScreen() {
        #expect(Self.goldens.subtracting(MessageCoverageTests.screens.map(\.name)).isEmpty)
    }

    /// The ring on a mode, a chosen language and Pay, and the selected mode, tab and language,
    /// in high contrast.
    @Test(arguments: ["mode", "language-item", "pay"])
    func theRingInHighContrast(name: String) throws {
        let screen = try #require(FocusRingGoldenFrameTests.screens.first { $0.name == name })
        var state = screen.state
        state.focus = screen.focus
        state.theme = .highContrast
        let scene = try PanelFrames.scene(width: 800)
        nonisolated(unsafe) var lines: [DrawnLine] = []
        scene.drawnLines = { lines.append($0) }
        let (image, drawn) = PanelFrames.draw(state, size: (800, 480), scene: scene)
        #expect(drawn.frame(of: screen.focus) != nil)
        Self.checkContrast(lines, on: image, place: "focus-\(name)")
        if let problem = try GoldenImage(name: "contrast-focus-\(name)-800x480").check(image) { Issue.record(Comment(rawValue: problem)) }
    }
}
