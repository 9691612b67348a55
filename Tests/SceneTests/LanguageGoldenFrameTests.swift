// LanguageGoldenFrameTests: the scanner (welcome line, language button), the attract screen, a
// product card, a basket and a result card (an expired medicine: its date as each language writes
// dates) in German, Arabic (mirrored), Japanese and Hindi, with the shipped
// translations (po/, compiled by msgfmt), on the 1280x800 screen and the Raspberry Pi's 800x480
// display, equal to checked-in PNGs; and a shop's prices shown to a shopper in another language,
// written that language's way with the shop's sign.
import Decode
import Foundation
import Language
import Render
import Scene
import TestSupport
import Testing

@Suite struct LanguageGoldenFrameTests {
    static var translations: Translations { ShippedTranslationsFolder.translations }

    /// A product of each language's shop, with its price as the shop prints it.
    static let products: [String: (name: String, price: String, facts: [String], basket: [(String, String)], total: String)] = [
        "de": (
            "Apfelsaft naturtrüb 1 l", "1,99\u{A0}€", ["1,99\u{A0}€/l"], [("Vollkornbrot 500 g", "2,49\u{A0}€"), ("Bergkäse 200 g", "3,79\u{A0}€")],
            "6,28\u{A0}€"
        ),
        "ar": (
            "زيت زيتون بكر ممتاز 1 لتر", "24.50 ر.س", ["24.50 ر.س/لتر"], [("تمر سكري 500 غ", "18.00 ر.س"), ("قهوة عربية 250 غ", "32.00 ر.س")],
            "50.00 ر.س"
        ),
        "ja": ("抹茶ラテ 500ml", "¥198", ["¥40/100ml"], [("おにぎり 鮭", "¥150"), ("緑茶 2L", "¥228")], "¥378"),
        "hi": ("बासमती चावल 1 किलो", "₹189", ["₹189/किलो"], [("अरहर दाल 1 किलो", "₹165"), ("मसाला चाय 250 ग्राम", "₹120")], "₹285"),
    ]

    static func state(_ language: String, _ screen: String) -> SceneState {
        var state = SceneState()
        state.wording = Wording(language: language, translations: translations)
        state.shopWording = state.wording
        state.languageButton = LanguageFormats.formats(for: language).autonym
        let product = products[language]!
        switch screen {
        case "scanner": state.welcome = .said(.welcomePrice)
        case "attract": state.attract = AttractView(since: 4, clock: "14:05", line: .said(.welcomePrice))
        case "product":
            state.result = ShownCapture(
                detection: PanelFrames.detection(.ean13), time: 0, frameSize: nil,
                product: ProductCard(
                    state: .found, name: .verbatim(product.name), price: shop(product.price), facts: product.facts.map(ShownText.verbatim),
                    code: "4006381333931", minAge: 0))
        case "card":
            state.result = ShownCapture(
                detection: PanelFrames.detection(.dataMatrix), time: 0, frameSize: nil, card: try! CardGoldenFrameTests.card("gs1-medicine"))
        default:
            state.basket = BasketView(
                lines: product.basket.map { BasketView.Line(name: $0.0, quantity: 1, amount: shop($0.1)) }, itemCount: 2,
                total: shop(product.total), age: nil)
        }
        return state
    }

    @Test(arguments: ["de", "ar", "ja", "hi"], ["scanner", "attract", "product", "basket", "card"])
    func theScreensInFourLanguages(language: String, screen: String) throws {
        #expect(Self.translations.file(for: language) != nil, "po/\(language).po did not compile")
        for size in [(1280, 800), (800, 480)] {
            let (image, drawn) = PanelFrames.draw(Self.state(language, screen), size: size, scene: try PanelFrames.scene(width: size.0))
            #expect(drawn.layout.rightToLeft == (language == "ar"))
            if screen == "scanner", let button = drawn.languageButton {
                // The button at the reading end's corner: top right, top left right to left.
                #expect((button.minX < Float(size.0) / 2) == (language == "ar"))
            }
            if let problem = try GoldenImage(name: "language-\(language)-\(screen)-\(size.0)x\(size.1)").check(image) {
                Issue.record(Comment(rawValue: problem))
            }
        }
    }

    /// A German shop's product (euros) shown in Hindi, and an English-speaking Indian shop's
    /// (rupees, a lakh and more: Hindi groups by two above the thousands) shown in Hindi and
    /// in German: each price written as the shopper's language writes money, with the shop's sign.
    static let abroad: [(shop: String, shown: String, name: String, price: ShownMoney, unitPrice: ShownMoney, unit: String)] = [
        ("de", "hi", "Apfelsaft naturtrüb 1 l", shop("1,99\u{A0}€"), shop("1,99\u{A0}€"), "l"),
        ("en", "hi", "Basmati rice 25 kg", rupees(12_345_600, "₹123,456.00"), rupees(493_824, "₹4,938.24"), "kg"),
        ("en", "de", "Basmati rice 25 kg", rupees(12_345_600, "₹123,456.00"), rupees(493_824, "₹4,938.24"), "kg"),
    ]

    static func rupees(_ paise: Int64, _ shopText: String) -> ShownMoney {
        ShownMoney(minorUnits: paise, exponent: 2, currency: "INR", sign: "₹", shopText: shopText)
    }

    @Test(arguments: abroad.indices)
    func aShopsPriceInTheShoppersLanguage(index: Int) throws {
        let (shopLanguage, shown, name, price, unitPrice, unit) = Self.abroad[index]
        var state = SceneState()
        state.wording = Wording(language: shown, translations: Self.translations, shopLanguage: shopLanguage)
        state.shopWording = Wording(language: shopLanguage, translations: Self.translations)
        state.result = ShownCapture(
            detection: PanelFrames.detection(.ean13), time: 0, frameSize: nil,
            product: ProductCard(state: .found, name: .verbatim(name), price: price, facts: [.money(unitPrice, per: unit)], code: "4006381333931"))
        for size in [(1280, 800), (800, 480)] {
            let (image, _) = PanelFrames.draw(state, size: size, scene: try PanelFrames.scene(width: size.0))
            let golden = "language-\(shown)-product-\(price.currency.lowercased())-\(size.0)x\(size.1)"
            if let problem = try GoldenImage(name: golden).check(image) { Issue.record(Comment(rawValue: problem)) }
        }
    }
}
