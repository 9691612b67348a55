// TallestNumber: of the words Tesseract's layout analysis found, the tallest that is a number.
import Pixels

public enum TallestNumber {
    /// The tallest of `words` whose text `format` takes as a number (ties: the surer one), with
    /// its normalised text. A person looking for a price looks for the biggest digits.
    public static func pick(_ words: [TesseractEngine.Word], format: NumberFormat) -> (word: TesseractEngine.Word, text: String)? {
        var best: (word: TesseractEngine.Word, text: String)?
        for word in words {
            guard let text = format.normalise(word.text) else { continue }
            if let current = best, (current.word.box.height, current.word.confidence) >= (word.box.height, word.confidence) { continue }
            best = (word, text)
        }
        return best
    }

    /// Whether a word is a pack size rather than a price: a number with a measure glued to it
    /// and no currency sign (`1000ml`, `500g`, `1.5L`, `12pcs`; `1000mi` is how the `eng` model
    /// reads a small `1000ml`). A price per measure is written with its sign or a slash
    /// (`2,49€/kg`, `$3.99/lb`), and those words stay.
    public static func isPackSize(_ text: String) -> Bool {
        guard !text.contains(where: { NumberReading.currencySigns.contains($0) || $0 == "/" }) else { return false }
        let chars = Array(text.lowercased())
        guard let firstLetter = chars.firstIndex(where: { $0.isLetter }), firstLetter > 0, chars[firstLetter - 1].isNumber,
            chars[..<firstLetter].allSatisfy({ $0.isNumber || $0 == "." || $0 == "," })
        else { return false }
        var measure = String(chars[firstLetter...])
        while measure.hasSuffix(".") { measure.removeLast() }
        return packMeasures.contains(measure)
    }

    /// Measures a pack size is given in, as `isPackSize` finds them (with the `eng` model's
    /// usual misreads of a small `l`: `i`, `1` is a digit and not found).
    static let packMeasures: Set<String> = [
        "ml", "mi", "cl", "dl", "l", "g", "kg", "mg", "oz", "floz", "lb", "lbs", "pcs", "pc", "pk", "ct", "cm", "mm", "m", "w", "st", "stk",
    ]
}
