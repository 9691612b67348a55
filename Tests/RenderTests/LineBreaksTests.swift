// LineBreaksTests: where lines break in each script (ICU's UAX #14 iterator, Debian 12's ICU 72):
// never before 。、！ or a small kana in Japanese and Chinese, between words in Thai, after spaces
// in Latin text; and `wrap` over those opportunities.
import Testing

@testable import Render

@Suite struct LineBreaksTests {
    let typeface = try! Typeface()

    /// The text split where a new line may start.
    func pieces(_ text: String) -> [String] {
        let characters = Array(text)
        var starts = [0] + typeface.breakOpportunities(text, characters)
        starts.append(characters.count)
        return zip(starts, starts.dropFirst()).map { String(characters[$0..<$1]) }
    }

    /// Japanese: between kana and kanji, but a mark that closes (。、」) stays with what it
    /// closes, an opening one (「) with what follows, a small kana (ょ ッ) and the prolonged
    /// sound mark (ー) with the kana before them (ICU's root rules: strict kinsoku).
    @Test func japaneseBreaksByKinsoku() {
        #expect(
            pieces("ありがとうございます。またお越しください。")
                == ["あ", "り", "が", "と", "う", "ご", "ざ", "い", "ま", "す。", "ま", "た", "お", "越", "し", "く", "だ", "さ", "い。"])
        #expect(pieces("ちょっと「待って」ください、コーヒーを。") == ["ちょっ", "と", "「待っ", "て」", "く", "だ", "さ", "い、", "コー", "ヒー", "を。"])
        // At 20 px every character here is 20 px wide (Droid Sans Fallback): 200 px holds ten,
        // and breaking after the tenth would start a line with 。: its kana goes with it.
        let text = "ありがとうございます。またお越しください。"
        #expect(typeface.wrap(text, size: 20, maxWidth: 200, maxLines: 3) == ["ありがとうございま", "す。またお越しくださ", "い。"])
        for width in stride(from: Float(40), through: 400, by: 10) {
            let lines = typeface.wrap(text, size: 20, maxWidth: width, maxLines: 30)
            #expect(lines.joined() == text)
            #expect(!lines.contains { ["。", "、"].contains($0.first) }, "a line starts with a closing mark at \(width) px: \(lines)")
            #expect(lines.allSatisfy { typeface.measure($0, size: 20) <= width })
        }
    }

    @Test func chineseKeepsItsPunctuationWithTheCharacterBefore() {
        let text = "谢谢光临！请在收银台付款。"
        #expect(pieces(text) == ["谢", "谢", "光", "临！", "请", "在", "收", "银", "台", "付", "款。"])
        // Four characters fit in 80 px; the fourth's ！ would start the next line.
        #expect(typeface.wrap(text, size: 20, maxWidth: 80, maxLines: 5) == ["谢谢光", "临！请在", "收银台付", "款。"])
    }

    /// Thai is written without spaces between words: ICU finds them in its dictionary. The
    /// breaks here are libthai's too (th_brk_wc_find_breaks, libthai 0.1.29, the same words);
    /// the two dictionaries differ on words one of them lacks (ICU splits the loanword
    /// คีออสก์, "kiosk", into syllables), so only sentences both agree on are asserted.
    @Test func thaiBreaksBetweenWords() {
        #expect(pieces("สแกนสินค้าแล้วชำระเงินที่แคชเชียร์") == ["สแกน", "สินค้า", "แล้ว", "ชำระ", "เงิน", "ที่", "แคชเชียร์"])
        #expect(pieces("ขอบคุณที่ใช้บริการ กรุณาชำระเงินที่เคาน์เตอร์") == ["ขอบคุณ", "ที่", "ใช้", "บริการ ", "กรุณา", "ชำระ", "เงิน", "ที่", "เคาน์เตอร์"])
        let text = "สแกนสินค้าแล้วชำระเงินที่แคชเชียร์"
        let width = typeface.measure("สแกนสินค้าแล้ว", size: 20)
        let lines = typeface.wrap(text, size: 20, maxWidth: width, maxLines: 3)
        #expect(lines == ["สแกนสินค้าแล้ว", "ชำระเงินที่", "แคชเชียร์"])
        // A word longer than the line still breaks, between grapheme clusters: the thanthakhat
        // (์, a combining mark) stays on its consonant ร.
        let word = "เคาน์เตอร์"
        let narrow = typeface.wrap(word, size: 20, maxWidth: typeface.measure("เคาน์", size: 20), maxLines: 3)
        #expect(narrow == ["เคาน์", "เตอ", "ร์"])
    }

    /// Latin text breaks after spaces, as it did before ICU; also after a hyphen or a slash,
    /// and never at a no-break space (French puts one before ":" and "€").
    @Test func latinBreaksAfterSpacesHyphensAndSlashes() {
        #expect(pieces("Scan the code on the label") == ["Scan ", "the ", "code ", "on ", "the ", "label"])
        #expect(pieces("Self-checkout") == ["Self-", "checkout"])
        #expect(pieces("Total\u{A0}: 12,50\u{A0}€") == ["Total\u{A0}: ", "12,50\u{A0}€"])
        #expect(Typeface.singleLine("Total\u{A0}:\t12,50\u{202F}€\n") == "Total\u{A0}: 12,50\u{202F}€")
        let width = typeface.measure("Total\u{A0}: 12,50", size: 20)
        #expect(typeface.wrap("Total\u{A0}: 12,50\u{A0}€", size: 20, maxWidth: width, maxLines: 3) == ["Total\u{A0}:", "12,50\u{A0}€"])
    }

    /// Opportunities are found once per text and kept: a scene wraps the same words every
    /// frame, at several widths while it looks for a size.
    @Test func breaksAreFoundOncePerText() {
        let fresh = try! Typeface()
        for width in [100, 150, 200] as [Float] {
            _ = fresh.wrap("ありがとうございます。", size: 20, maxWidth: width, maxLines: 3)
            _ = fresh.fit("ありがとうございます。", size: 24, maxWidth: width, maxLines: 3)
        }
        #expect(Array(fresh.breaks.keys) == ["ありがとうございます。"])
        #expect(fresh.breaker.problem == nil)
    }

    /// Without ICU's iterator lines would break after spaces only.
    @Test func withoutICULinesBreakAfterSpaces() {
        #expect(LineBreaker.afterSpaces(Array("a  bc d")) == [3, 6])
        #expect(LineBreaker.afterSpaces(Array("ありがとう")) == [])
    }
}
