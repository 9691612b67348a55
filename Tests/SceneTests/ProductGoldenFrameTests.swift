// ProductGoldenFrameTests: the price checker's answers (an item, an offer, a weighed item, a long
// name, a yen price, an age-restricted item with its 18+ badge, not on file, unavailable) on the 1280x800 screen and the Raspberry Pi's
// 800x480 display, equal to checked-in PNGs; drawn on black without a camera picture.
import Decode
import Language
import Render
import Scene
import Testing

@Suite struct ProductGoldenFrameTests {
    static let cards: [(name: String, card: ProductCard)] = [
        (
            "item",
            ProductCard(
                state: .found, name: .verbatim("Aceite de oliva virgen extra 1 l"), price: shop("4,99\u{A0}€"),
                facts: ["4,99\u{A0}€/l", "1 l", "Hacendado"].map(ShownText.verbatim),
                code: "8480010001136")
        ),
        (
            "offer",
            ProductCard(
                state: .found, name: .verbatim("Stabilo Boss Original"), price: shop("0,99\u{A0}€"), regularPrice: shop("1,20\u{A0}€"),
                facts: [.said(.productOfferUntil, ["date": "31 Dec 2026"])],
                code: "4006381333931")
        ),
        (
            "weighed",
            ProductCard(
                state: .found, name: .verbatim("Äpfel Elstar"), price: shop("3,11\u{A0}€"),
                facts: ["1.25 kg", "2,49\u{A0}€/kg"].map(ShownText.verbatim),
                code: "2312345612502")
        ),
        (
            "long-name",
            ProductCard(
                state: .found, name: .verbatim("Bio-Vollmilch-Schokolade mit ganzen Haselnüssen und Meersalz, Großpackung 300 g"),
                price: shop("12\u{A0}345,50\u{A0}€"), regularPrice: shop("13\u{A0}999,00\u{A0}€"),
                facts: ["4,12\u{A0}€/100 g", "300 g", "Fairtrade"].map(ShownText.verbatim),
                code: "4000000000302")
        ),
        (
            "yen",
            ProductCard(
                state: .found, name: .verbatim("抹茶ラテ 500ml"), price: shop("¥1,990"), facts: ["¥398/100 ml"].map(ShownText.verbatim),
                code: "4901234567894")
        ),
        (
            "picture",
            withPicture(
                ProductCard(
                    state: .found, name: .verbatim("Aceite de oliva virgen extra 1 l"), price: shop("4,99\u{A0}€"),
                    facts: ["4,99\u{A0}€/l", "1 l"].map(ShownText.verbatim),
                    code: "8480010001136"))
        ),
        (
            "age",
            ProductCard(
                state: .found, name: .verbatim("Rioja Crianza 0,75 l"), price: shop("7,49\u{A0}€"),
                facts: ["9,99\u{A0}€/l", "0.75 l", "Bodegas Ejemplo"].map(ShownText.verbatim),
                code: "4000000000013", minAge: 18)
        ),
        ("not-on-file", ProductCard(state: .notOnFile, name: .said(.productAskStaff), code: "5901234123457")),
        ("unavailable", ProductCard(state: .unavailable, name: .said(.productCannotLookUp), code: "5901234123457")),
    ]

    /// A bottle, 2:5, as PictureLoader makes it: fitted into the card's square of
    /// `height` pixels (ProductPanel.pictureSide: 91 at 1280x800).
    static func withPicture(_ card: ProductCard, height: Int = 90) -> ProductCard {
        var card = card
        let width = height * 2 / 5
        let pixels = (0..<(width * height)).map { i -> UInt32 in
            let x = i % width, y = i / width
            let (cx, cy, r) = (width / 2, height * 5 / 9, width / 4)
            if y < height / 8 { return x > width * 3 / 10 && x < width * 7 / 10 ? 0xC8A828 : 0xF0E6C8 }
            return (x - cx) * (x - cx) + (y - cy) * (y - cy) < r * r ? 0xE6D278 : x >= width / 10 && x < width * 9 / 10 ? 0x3C6E28 : 0xF0E6C8
        }
        card.picture = ProductPicture(width: width, height: height, pixels: pixels)
        return card
    }

    @Test(arguments: cards.map(\.name), [(1280, 800), (800, 480)])
    func theProduct(name: String, size: (width: Int, height: Int)) throws {
        let scene = try PanelFrames.scene(width: size.width)
        var card = try #require(Self.cards.first { $0.name == name }).card
        if card.picture != nil {
            card = Self.withPicture(card, height: ProductPanel.pictureSide(scene.layout(width: size.width, height: size.height)))
        }
        var state = SceneState()
        state.result = ShownCapture(detection: PanelFrames.detection(.ean13), time: 0, frameSize: nil, product: card)
        let (image, drawn) = PanelFrames.draw(state, size: size, scene: scene)
        #expect(drawn.banner != nil)
        if let problem = try GoldenImage(name: "product-\(name)-\(size.width)x\(size.height)").check(image) {
            Issue.record(Comment(rawValue: problem))
        }
    }
}
