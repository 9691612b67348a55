// TallestNumberTests: which of the words Tesseract's layout analysis found can be a price: a pack
// size in a product's name is a number and not one.
import Pixels
import Testing

@testable import OCR

@Suite struct TallestNumberTests {
    @Test(arguments: ["1000ml", "1000mi", "500g", "1.5L", "1,5l", "12pcs", "2kg", "330ML", "16oz", "75cl."])
    func aNumberWithAMeasureGluedToItIsAPackSize(text: String) {
        #expect(TallestNumber.isPackSize(text))
    }

    @Test(arguments: ["1580", "12.99", "€2,49/kg", "2,49€/kg", "$3.99/lb", "£3.79", "$5", "12,99€", "1580F", "ml", "Size10ml", "1000 ml", "98x"])
    func aPriceOrAnythingElseIsNot(text: String) {
        #expect(!TallestNumber.isPackSize(text))
    }

    /// The pick itself: the tallest word that is a number.
    @Test func picksTheTallestNumber() throws {
        let format = try NumberFormat(locale: "ja_JP")
        func word(_ text: String, height: Int) -> TesseractEngine.Word {
            TesseractEngine.Word(text: text, box: PixelRect(x: 0, y: 0, width: 10 * text.count, height: height), confidence: 90)
        }
        let picked = TallestNumber.pick([word("税込", height: 40), word("298", height: 36), word("321", height: 14)], format: format)
        #expect(picked?.text == "298")
    }
}
