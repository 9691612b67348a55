// FocusRingGoldenFrameTests: the ring around the control a keyboard or keypad user is on, on the
// scanner screen, the basket (a line and the pay button), the History and the language list, at
// 1280x800 and 800x480, equal to checked-in PNGs; drawn on black without a camera picture.
import Language
import Render
import Scene
import Testing

@Suite struct FocusRingGoldenFrameTests {
    static let history = (1...12).map {
        HistoryEntry(number: $0, origin: .barcode(.ean13), value: "400638133393\($0 % 10)", time: Double($0), date: nil)
    }

    static let screens: [(name: String, focus: FocusTarget, state: SceneState)] = {
        var scanner = SceneState()
        scanner.languageButton = "English"
        var basket = SceneState()
        basket.basket = BasketGoldenFrameTests.baskets.first { $0.name == "three" }!.basket
        var history = SceneState()
        history.tab = .history
        history.history = HistoryList(Self.history.reversed())
        var menu = SceneState()
        menu.languageMenu = LanguageMenuView(languages: [("en", "English"), ("de", "Deutsch"), ("ar", "العربية")], selected: 0)
        return [
            ("mode", .mode(1), scanner), ("language-button", .languageButton, scanner), ("basket-line", .basketRow(1), basket),
            ("pay", .payButton, basket), ("history-row", .historyRow(2), history), ("language-item", .languageItem(2), menu),
        ]
    }()

    @Test(arguments: screens.map(\.name), [(1280, 800), (800, 480)])
    func theRing(name: String, size: (width: Int, height: Int)) throws {
        let screen = try #require(Self.screens.first { $0.name == name })
        var state = screen.state
        state.focus = screen.focus
        let (image, drawn) = PanelFrames.draw(state, size: size, scene: try PanelFrames.scene(width: size.width))
        #expect(drawn.frame(of: screen.focus) != nil, "\(screen.focus) is not on the \(name) screen")
        #expect(drawn.focusable.contains(screen.focus))
        if let problem = try GoldenImage(name: "focus-\(name)-\(size.width)x\(size.height)").check(image) {
            Issue.record(Comment(rawValue: problem))
        }
    }
}
