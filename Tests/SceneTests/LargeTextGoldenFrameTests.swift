// LargeTextGoldenFrameTests: the scanner, a product, a basket and a result card in large text
// (1.5 times) in English, German and Arabic (mirrored) on the Raspberry Pi's 800x480 display,
// equal to checked-in PNGs; and every word the kiosk draws at least 1.5 times its normal size
// (known not to be yet: the basket's total and pay button, fitted smaller beside the focus square).
import Language
import Render
import Scene
import Testing

@Suite struct LargeTextGoldenFrameTests {
    static let screens = ["scanner", "product", "basket", "card"]

    /// LanguageGoldenFrameTests' screen with the German shop's goods (English: the same in English).
    static func state(_ language: String, _ screen: String, _ textSize: TextSize) -> SceneState {
        var state = LanguageGoldenFrameTests.state(language == "en" ? "de" : language, screen)
        if language == "en" {
            state.wording = .english
            state.shopWording = .english
            state.languageButton = "English"
        }
        state.textSize = textSize
        return state
    }

    @Test(arguments: ["en", "de", "ar"], screens)
    func theScreensInLargeText(language: String, screen: String) throws {
        let (image, drawn) = PanelFrames.draw(Self.state(language, screen, .large), size: (800, 480), scene: try PanelFrames.scene(width: 800))
        #expect(drawn.layout.textScale == 1.5)
        if let problem = try GoldenImage(name: "large-\(language)-\(screen)-800x480").check(image) { Issue.record(Comment(rawValue: problem)) }
    }

    /// Each line drawn in normal text is drawn again in large text at 1.5 times its size at least
    /// (a size in whole points: 17 becomes 26, 25.5 rounded).
    @Test(arguments: ["en", "de", "ar"], screens)
    func everyLineIsOneAndAHalfTimes(language: String, screen: String) throws {
        func lines(_ textSize: TextSize) throws -> [DrawnLine] {
            let scene = try PanelFrames.scene(width: 800)
            nonisolated(unsafe) var lines: [DrawnLine] = []
            scene.drawnLines = { lines.append($0) }
            _ = PanelFrames.draw(Self.state(language, screen, textSize), size: (800, 480), scene: scene)
            return lines
        }
        let normal = try lines(.normal), large = try lines(.large)
        for line in normal {
            // The same words, or the start of them where large text wraps them.
            let again = large.first { $0.text == line.text } ?? large.first { line.text.hasPrefix($0.text.trimmingCharacters(in: ["…"])) }
            let found = try #require(again, "“\(line.text)” is not drawn in large text")
            withKnownIssue("large text: the basket's total and pay button are fitted smaller at 800x480 (#56)", isIntermittent: true) {
                #expect(Float(found.size) >= (1.5 * Float(line.size)).rounded(.down), "“\(line.text)”: \(line.size) → \(found.size)")
            } when: {
                screen == "basket"
            }
        }
    }
}
