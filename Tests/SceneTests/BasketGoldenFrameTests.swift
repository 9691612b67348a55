// BasketGoldenFrameTests: the self-checkout basket beside the focus square (empty, three lines,
// more lines than fit, the idle warning, an 18+ line waiting for staff and approved), the age
// check's prompt and the pay screen with the till's QR code, on the
// 1280x800 screen and the Raspberry Pi's 800x480 display, equal to checked-in PNGs; drawn on black
// without a camera picture.
import Decode
import Language
import Render
import Scene
import Testing

@Suite struct BasketGoldenFrameTests {
    static let three = [
        BasketView.Line(name: "Aceite de oliva virgen extra 1 l", quantity: 2, amount: shop("9,98\u{A0}€")),
        BasketView.Line(name: "Stabilo Boss Original", quantity: 1, amount: shop("0,99\u{A0}€")),
        BasketView.Line(name: "Äpfel Elstar", quantity: 1, amount: shop("3,11\u{A0}€")),
    ]
    /// The three lines and a bottle of wine, 18+.
    static let restricted = three + [BasketView.Line(name: "Rioja Crianza 0,75 l", quantity: 1, amount: shop("7,49\u{A0}€"), minAge: 18)]
    static let baskets: [(name: String, basket: BasketView)] = [
        ("empty", BasketView(lines: [], itemCount: 0, total: nil)),
        ("three", BasketView(lines: three, itemCount: 4, total: shop("14,08\u{A0}€"))),
        (
            "many",
            BasketView(
                lines: (1...12).map { BasketView.Line(name: "Artikel \($0)", quantity: $0 % 3 + 1, amount: shop("\($0),00\u{A0}€")) }, itemCount: 24,
                total: shop("156,00\u{A0}€"))
        ),
        ("warning", BasketView(lines: three, itemCount: 4, total: shop("14,08\u{A0}€"), warning: .said(.basketEmptying, count: 12))),
        ("age-needed", BasketView(lines: restricted, itemCount: 5, total: shop("21,57\u{A0}€"), age: .needed(age: 18))),
        (
            "age-prompt",
            BasketView(
                lines: restricted, itemCount: 5, total: shop("21,57\u{A0}€"), age: .needed(age: 18),
                agePrompt: AgePromptView(age: 18, typed: 3, message: .wrongPIN, idFacts: .over21))
        ),
        ("age-approved", BasketView(lines: restricted, itemCount: 5, total: shop("21,57\u{A0}€"), age: .approved(age: 18, approver: "Anna"))),
        (
            "pay",
            BasketView(
                lines: three, itemCount: 4, total: shop("14,08\u{A0}€"),
                payCode: "KSB1+0123456789ABCDEF+EUR+14.08+8480010001136*2*4.99+4006381333931*1*0.99+23123456*1*3.11")
        ),
    ]

    @Test(arguments: baskets.map(\.name), [(1280, 800), (800, 480)])
    func theBasket(name: String, size: (width: Int, height: Int)) throws {
        var state = SceneState()
        state.basket = try #require(Self.baskets.first { $0.name == name }).basket
        let (image, drawn) = PanelFrames.draw(state, size: size, scene: try PanelFrames.scene(width: size.width))
        switch name {
        case "pay": #expect(drawn.payDone != nil)
        // The prompt draws over everything; its keys are where AgePromptScreen.buttons says.
        case "age-prompt": #expect(drawn.basketPanel == nil && AgePromptScreen.buttons(drawn.layout).count == 13)
        case "age-needed", "age-approved": #expect(drawn.basketPanel != nil && drawn.ageStatus != nil)
        default: #expect(drawn.basketPanel != nil && drawn.ageStatus == nil)
        }
        if let problem = try GoldenImage(name: "basket-\(name)-\(size.width)x\(size.height)").check(image) {
            Issue.record(Comment(rawValue: problem))
        }
    }
}
