// NumberReaderCurrencyWordTests: a currency written as a word after the price (`руб.`), drawn
// with DejaVu Sans (fonts-dejavu-core) by Render's FreeType typeface and read as a kiosk reads.
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

    /// Dark print on light paper, 360x150: the name at 22 px, the price at 64 px, `after` at
    /// 22 px standing on the price's baseline 8 px beyond it.
    func read(price: String, after: String) throws -> NumberReading? {
        let image = PixelImage(width: 360, height: 150)
        let canvas = Canvas(surface: image.surface)
        canvas.clear(Color(r: 245, g: 245, b: 240))
        let regular = try Typeface(), bold = try Typeface(primary: Typeface.boldFontPath)
        let ink = Color(r: 20, g: 20, b: 20)
        regular.draw("Молоко 1 л", size: 22, at: Point(x: 20, y: 38), color: ink, on: canvas)
        bold.draw(price, size: 64, at: Point(x: 20, y: 110), color: ink, on: canvas)
        regular.draw(after, size: 22, at: Point(x: Float(28 + bold.measure(price, size: 64)), y: 110), color: ink, on: canvas)
        var luma = [UInt8](repeating: 0, count: 360 * 150)
        for y in 0..<150 {
            for x in 0..<360 {
                let p = image.surface[x, y]
                // Rec. 601 luma of XRGB.
                let r = Int((p >> 16) & 255), g = Int((p >> 8) & 255), b = Int(p & 255)
                let y601: Int = (299 * r + 587 * g + 114 * b) / 1000
                luma[y * 360 + x] = UInt8(y601)
            }
        }
        let reader = try NumberReader()
        return GreyPlane(width: 360, height: 150, pixels: luma).withLuma { reader.read($0) }
    }
}
