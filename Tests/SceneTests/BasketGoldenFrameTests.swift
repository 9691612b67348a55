// BasketGoldenFrameTests: the self-checkout basket beside the focus square (empty, three lines,
// more lines than fit, the idle warning) and the pay screen with the till's QR code, on the
// 1280x800 screen and the Raspberry Pi's 800x480 display, equal to checked-in PNGs; drawn on black
// without a camera picture.
import Decode
import Render
import Scene
import Testing

@Suite struct BasketGoldenFrameTests {
    static let three = [
        BasketView.Line(name: "Aceite de oliva virgen extra 1 l", quantity: 2, amount: "9,98\u{A0}€"),
        BasketView.Line(name: "Stabilo Boss Original", quantity: 1, amount: "0,99\u{A0}€"),
        BasketView.Line(name: "Äpfel Elstar", quantity: 1, amount: "3,11\u{A0}€"),
    ]
    static let baskets: [(name: String, basket: BasketView)] = [
        ("empty", BasketView(lines: [], itemCount: 0, total: "")),
        ("three", BasketView(lines: three, itemCount: 4, total: "14,08\u{A0}€")),
        (
            "many",
            BasketView(
                lines: (1...12).map { BasketView.Line(name: "Artikel \($0)", quantity: $0 % 3 + 1, amount: "\($0),00\u{A0}€") }, itemCount: 24,
                total: "156,00\u{A0}€")
        ),
        ("warning", BasketView(lines: three, itemCount: 4, total: "14,08\u{A0}€", warning: "Emptying in 12 s · tap to keep")),
        (
            "pay",
            BasketView(
                lines: three, itemCount: 4, total: "14,08\u{A0}€",
                payCode: "KSB1+0123456789ABCDEF+EUR+14.08+8480010001136*2*4.99+4006381333931*1*0.99+23123456*1*3.11")
        ),
    ]

    @Test(arguments: baskets.map(\.name), [(1280, 800), (800, 480)])
    func theBasket(name: String, size: (width: Int, height: Int)) throws {
        var state = SceneState()
        state.basket = try #require(Self.baskets.first { $0.name == name }).basket
        let (image, drawn) = PanelFrames.draw(state, size: size, scene: try PanelFrames.scene(width: size.width))
        #expect(name == "pay" ? drawn.payDone != nil : drawn.basketPanel != nil)
        if let problem = try GoldenImage(name: "basket-\(name)-\(size.width)x\(size.height)").check(image) {
            Issue.record(Comment(rawValue: problem))
        }
    }
}
