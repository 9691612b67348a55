// NumberReaderCurrencyWordTests: a currency written as a word before or after the price
// (`руб.`, `CHF`), drawn with DejaVu Sans (fonts-dejavu-core) by Render's FreeType typeface and
// read as a kiosk reads.
import OCR
import Pixels
import Render
import Testing

@Suite struct NumberReaderCurrencyWordTests {
    /// A ruble tag: the price in bold, `руб.` or `руб` after it a third as tall, a product name
    /// above. The `eng` model reads `руб` as `py6`: reported as `₽`.
    @Test(arguments: ["руб.", "руб"]) func rublesWrittenAfterThePrice(word: String) throws {
        let reading = try read(price: "249,00", after: word)
        #expect(reading?.text == "249.00")
        #expect(reading?.currencySign == "₽")
        #expect(reading?.unit == nil)
    }

    /// The same price with nothing after it reports no currency.
    @Test func noWordNoCurrency() throws {
        let reading = try read(price: "249,00", after: "")
        #expect(reading?.text == "249.00")
        #expect(reading?.currencySign == nil)
    }

    /// A Swiss tag: `CHF` after the price on its baseline, a third as tall, is reported as
    /// the sign `CHF` (shown `CHF 3.95`).
    @Test(arguments: ["3.95", "12.90", "129.00"]) func francsWrittenAfterThePrice(price: String) throws {
        let reading = try read(price: price, after: "CHF", name: "Vollmilch 1 l")
        #expect(reading?.text == price)
        #expect(reading?.currencySign == "CHF")
    }

    /// `CHF` before the price, a third to a half as tall, standing on its baseline or raised to
    /// its top (`CHF 3.95`), is reported too; the word is not read as digits.
    @Test(arguments: ["CHF", "Fr."], [(22, false), (30, false), (22, true), (30, true)])
    func francsWrittenBeforeThePrice(word: String, place: (size: Int, raised: Bool)) throws {
        let reading = try read(price: "3.95", before: word, size: place.size, raised: place.raised, name: "Vollmilch 1 l")
        #expect(reading?.text == "3.95")
        #expect(reading?.currencySign == "CHF")
    }

    /// Whole francs printed `12.–`, as Swiss shops do: the dash is no cents.
    @Test(arguments: [("12.–", "12.00"), ("5.–", "5.00"), ("129.–", "129.00")])
    func swissDashes(printed: String, price: String) throws {
        let reading = try read(price: printed, after: "CHF", name: "Vollmilch 1 l")
        #expect(reading?.text == price)
        #expect(reading?.currencySign == "CHF")
    }

    /// A yen tag: `円` after the price as tall as half to nearly all of its digits (Droid Sans
    /// Fallback: 円 stands 0.8 of its size, the digits 47 px) is reported as `¥` and not read
    /// as a digit (`5`, `8`, `2`: `2985` for `298`).
    @Test(arguments: ["298", "1,580", "98"], [30, 40, 50]) func yenWrittenAfterThePrice(price: String, size: Int) throws {
        let reading = try read(price: price, after: "円", size: size, name: "国産 豚ロース")
        #expect(reading?.text == price.filter { $0 != "," })
        #expect(reading?.currencySign == "¥")
    }

    /// Dark print on light paper, 360x150 (440x150 with a word before the price): the name at
    /// 22 px, the price at 64 px, `before` and `after` at `size` 8 px from it, standing on the
    /// price's baseline (`before` raised to the digits' top where `raised`).
    func read(
        price: String, before: String = "", after: String = "", size: Int = 22, raised: Bool = false, name: String = "Молоко 1 л"
    )
        throws -> NumberReading?
    {
        let regular = try Typeface(), bold = try Typeface(primary: Typeface.boldFontPath)
        let width = before.isEmpty ? 360 : 440
        let image = PixelImage(width: width, height: 150)
        let canvas = Canvas(surface: image.surface)
        canvas.clear(Color(r: 245, g: 245, b: 240))
        let ink = Color(r: 20, g: 20, b: 20)
        regular.draw(name, size: 22, at: Point(x: 20, y: 38), color: ink, on: canvas)
        var x: Float = 20
        if !before.isEmpty {
            // The digits stand 0.73 of the font size tall in DejaVu Sans Bold; a capital 0.73.
            regular.draw(before, size: size, at: Point(x: x, y: raised ? 110 - 64 * 0.73 + Float(size) * 0.73 : 110), color: ink, on: canvas)
            x += regular.measure(before, size: size) + 8
        }
        bold.draw(price, size: 64, at: Point(x: x, y: 110), color: ink, on: canvas)
        regular.draw(after, size: size, at: Point(x: x + 8 + bold.measure(price, size: 64), y: 110), color: ink, on: canvas)
        var luma = [UInt8](repeating: 0, count: width * 150)
        for y in 0..<150 {
            for x in 0..<width {
                let p = image.surface[x, y]
                // Rec. 601 luma of XRGB.
                let r = Int((p >> 16) & 255), g = Int((p >> 8) & 255), b = Int(p & 255)
                let y601: Int = (299 * r + 587 * g + 114 * b) / 1000
                luma[y * width + x] = UInt8(y601)
            }
        }
        let reader = try NumberReader()
        return GreyPlane(width: width, height: 150, pixels: luma).withLuma { reader.read($0) }
    }
}
