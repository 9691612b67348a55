// TypefaceTests: text measuring, truncation and wrapping with DejaVu Sans (fonts-dejavu-core
// 2.37, Debian 12) and Droid Sans Fallback, and the glyphs they draw.
import Foundation
import Render
import Testing

@Suite struct TypefaceTests {
    let typeface = try! Typeface()

    @Test func measuresWithKerning() {
        #expect(typeface.measure("Hello, kiosk", size: 20) == 115)
        #expect(typeface.measure("", size: 20) == 0)
        // DejaVu kerns A and V together: 51 px instead of 27 + 27.
        #expect(typeface.measure("AV", size: 40) == 51)
        #expect(typeface.measure("A", size: 40) + typeface.measure("V", size: 40) == 54)
    }

    @Test func charactersMissingFromDejaVuComeFromTheFallback() {
        #expect(typeface.fontPaths.count == Typeface.defaultFontPaths.count + Typeface.defaultScriptFonts.count)
        #expect(typeface.measure("テスト", size: 20) == 60)
    }

    /// A fallback is opened when a character the fonts before it lack first comes, not before:
    /// Latin text never opens Droid Sans Fallback (its tables are hundreds of KB resident).
    @Test func aFallbackIsOpenedWhenFirstNeeded() throws {
        let fresh = try Typeface()
        #expect(fresh.measure("Hello, kiosk 0.99 €", size: 20) > 0)
        #expect(fresh.openedFontPaths == [Typeface.defaultFontPaths[0]])
        #expect(fresh.measure("テスト", size: 20) == 60)
        #expect(fresh.openedFontPaths == Array(Typeface.defaultFontPaths.prefix(2)))
        #expect(fresh.fontPaths == Typeface.defaultFontPaths + Typeface.defaultScriptFonts.values.sorted())
        // A script font is opened when its script first comes, and no other with it.
        #expect(fresh.measure("ยินดี", size: 20) > 0)
        #expect(fresh.openedFontPaths == Array(Typeface.defaultFontPaths.prefix(2)) + [Typeface.defaultScriptFonts.values.sorted()[2]])
    }

    /// Hangul, emoji (with the emoji presentation selector and a zero-width-joiner sequence) and
    /// symbols a QR payload or a wedge scan may carry: every one has a glyph in some fallback.
    @Test func hangulAndEmojiHaveGlyphs() {
        for text in ["안녕하세요 한국어", "😀🎉👍🛒💳", "❤️ ☕ ✔︎", "👨‍👩‍👧", "中文 日本語 한국어 English Ελληνικά Русский"] {
            #expect(typeface.missingScalars(in: text).isEmpty, "no glyph for \(typeface.missingScalars(in: text)) in \(text)")
        }
        // Selectors and joiners take no room: the heart alone and with U+FE0F measure the same.
        #expect(typeface.measure("❤️", size: 30) == typeface.measure("❤", size: 30))
        // A private-use character is really missing (and reported so).
        #expect(typeface.missingScalars(in: "a\u{E000}b") == ["\u{E000}"])
    }

    @Test func truncationKeepsWholeCharactersAndAddsAnEllipsis() {
        let text = "The quick brown fox jumps over the lazy dog"
        let cut = typeface.truncate(text, size: 20, maxWidth: 200)
        #expect(cut == "The quick brown f…")
        #expect(typeface.measure(cut, size: 20) <= 200)
        #expect(typeface.truncate("short", size: 20, maxWidth: 200) == "short")
        // Trailing spaces go before the ellipsis; grapheme clusters are never split.
        #expect(typeface.truncate("ab        cdefghijklmnop", size: 20, maxWidth: 60) == "ab…")
        #expect(typeface.truncate("e\u{301}e\u{301}e\u{301}e\u{301}e\u{301}e\u{301}", size: 20, maxWidth: 50).unicodeScalars.count % 2 == 1)
    }

    @Test func wrappingBreaksAtSpacesAndTruncatesTheLastLine() {
        let lines = typeface.wrap("Scan the code on the shelf label to see the price of this item today", size: 20, maxWidth: 220, maxLines: 2)
        #expect(lines == ["Scan the code on the", "shelf label to see th…"])
        #expect(lines.allSatisfy { typeface.measure($0, size: 20) <= 220 })
        // A URL breaks after a slash (UAX #14: a break after "/" before a letter), and a part
        // longer than a line inside it. (Before ICU it broke only where a line was full:
        // "https://exa", "mple.com/a", "/very/long/", "path".)
        #expect(
            typeface.wrap("https://example.com/a/very/long/path", size: 20, maxWidth: 120, maxLines: 4)
                == ["https://", "example.co", "m/a/very/", "long/path"])
    }

    @Test func lineBreaksAndControlCharactersBecomeSpaces() {
        #expect(Typeface.singleLine("BEGIN:VCARD\r\nN:Kennedy;Steve\r\n\u{1D}END\t") == "BEGIN:VCARD N:Kennedy;Steve END")
    }

    @Test func multiLinePayloadsKeepTheirLines() {
        // A driving licence's PDF417 (AAMVA): a header, then one field per line.
        let licence = "@\n\u{1E}\rANSI 636014040002DL00410278ZC03190008DLDAQD1234562\nDCSSAMPLE\nDDEN\nDACJOHN\n\r"
        #expect(
            typeface.wrapKeepingLineBreaks(licence, size: 20, maxWidth: 1000, maxLines: 10)
                == ["@", "ANSI 636014040002DL00410278ZC03190008DLDAQD1234562", "DCSSAMPLE", "DDEN", "DACJOHN"])
        // Out of room: the last line that fits says more follows.
        let lines = typeface.wrapKeepingLineBreaks(
            "BEGIN:VCARD\r\nN:Kennedy;Steve\r\nTEL:+44 (0)7775 755503\r\nEND:VCARD", size: 20, maxWidth: 600, maxLines: 2)
        #expect(lines == ["BEGIN:VCARD", "N:Kennedy;Steve …"])
    }

    @Test func drawsGlyphsInsideTheirBox() {
        let image = PixelImage(width: 80, height: 40)
        let canvas = Canvas(surface: image.surface)
        typeface.draw("HI", size: 20, at: Point(10, 30), color: .white, on: canvas)
        let width = Int(typeface.measure("HI", size: 20))
        var lit = 0, full = 0
        for y in 0..<40 {
            for x in 0..<80 where image[x, y] != 0 {
                lit += 1
                if image[x, y] == 0xFFFFFF { full += 1 }
                #expect(x >= 10 && x < 10 + width && y >= 30 - 19 && y < 30, "ink outside the text box at \(x),\(y)")
                let p = image[x, y]
                #expect(p & 0xFF == (p >> 8) & 0xFF && p & 0xFF == p >> 16, "white text is grey where partial")
            }
        }
        // Three vertical stems 15 px tall, each at least one pixel wide fully inked (light
        // hinting snaps stems vertically only, so their sides stay anti-aliased).
        #expect(full >= 45)
        #expect(lit > full)
    }

    /// A file that is no font, or none at all, is named with what is wrong in words, not
    /// FreeType's number alone.
    @Test func aFileThatIsNoFontSaysSo() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("text-\(UUID().uuidString).ttf").path
        try "just some text\n".write(toFile: path, atomically: true, encoding: .utf8)
        func reason(_ path: String) -> String? {
            do {
                _ = try Typeface(paths: [path])
                return nil
            } catch {
                return error.description
            }
        }
        #expect(reason(path) == "cannot load font \(path): not a font file FreeType can read (FreeType error 2)")
        #expect(reason("/nonexistent/font.ttf") == "cannot load font /nonexistent/font.ttf: no such file (FreeType error 1)")
    }
}
