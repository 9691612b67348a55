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
}
