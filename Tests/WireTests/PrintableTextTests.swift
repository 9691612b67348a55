// PrintableTextTests: bytes from outside made safe for one line of a log: controls and bytes
// that are not UTF-8 escaped, text kept, and nothing that could join or reorder what the log
// line says before it (a leading combining mark, bidi overrides, zero-width joiners).
import Testing
import Wire

@Suite struct PrintableTextTests {
    @Test func controlsAndBrokenUTF8AreEscaped() {
        #expect(PrintableText.escaped(Array("got \u{1B}[2J\tok\r\n".utf8)) == "got \\x1b[2J\\tok\\r\\n")
        #expect(PrintableText.escaped([0x66, 0xFF, 0xC3, 0x28, 0x5C]) == "f\\xff\\xc3(\\\\")
        #expect(PrintableText.escaped(Array("Käse 抹茶 🍝".utf8)) == "Käse 抹茶 🍝")
        #expect(PrintableText.escaped([0xC2, 0x9B]) == "\\xc2\\x9b")  // C1 CSI
        #expect(PrintableText.escaped(Array(String(repeating: "a", count: 300).utf8), limit: 10) == "aaaaaaaaaa…")
    }

    @Test func nothingJoinsOrReordersTheLineBeforeIt() {
        // A combining mark first would join "says: " before it (its last space would no longer
        // be a character of its own); after a letter it stays.
        #expect(PrintableText.escaped(Array("\u{05A8}x".utf8)) == "\\xd6\\xa8x")
        #expect(PrintableText.escaped(Array("e\u{0301}".utf8)) == "e\u{0301}")
        #expect(("says: " + PrintableText.escaped(Array("\u{05A8}x".utf8))).hasPrefix("says: "))
        #expect(PrintableText.escaped(Array("\u{1F3FB}!".utf8)) == "\\xf0\\x9f\\x8f\\xbb!")  // an emoji modifier
        // Every first scalar of two bytes or more either stands alone after "says: " or is escaped.
        for value in stride(from: 0xA0, through: 0x2FFF, by: 1) {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let line = "says: " + PrintableText.escaped(Array(String(scalar).utf8))
            #expect(line.hasPrefix("says: "), "U+\(String(value, radix: 16))")
        }
        // Bidi overrides and zero-width joiners anywhere.
        #expect(PrintableText.escaped(Array("a\u{202E}b\u{200D}c".utf8)) == "a\\xe2\\x80\\xaeb\\xe2\\x80\\x8dc")
    }
}
