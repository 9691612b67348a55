// TextShapingTests: lines in scripts that need shaping and in both directions, checked against
// the tools of the libraries themselves: HarfBuzz's `hb-shape` (libharfbuzz-bin) for the glyphs
// of each run, GNU FriBidi's `fribidi` (libfribidi-bin) for the visual order of mixed lines.
import Foundation
import TestSupport
import Testing

@testable import Render

@Suite struct TextShapingTests {
    static let noto = "/usr/share/fonts/truetype/noto/"
    static let dejaVu = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

    /// One directional run in one font: what HarfBuzz's own tool makes of it.
    struct Run: CustomTestStringConvertible {
        let font: String
        let text: String
        let direction: String
        let script: String
        var testDescription: String { "\(script): \(text)" }
    }

    static let runs = [
        Run(font: noto + "NotoSansArabicUI-Regular.ttf", text: "مرحبا بكم في المتجر", direction: "rtl", script: "arab"),
        Run(font: noto + "NotoSansArabicUI-Regular.ttf", text: "سعر خاص لأعضاء النادي", direction: "rtl", script: "arab"),
        Run(font: noto + "NotoSansDevanagariUI-Regular.ttf", text: "नमस्ते दुकान में आपका स्वागत है", direction: "ltr", script: "deva"),
        Run(font: noto + "NotoSansDevanagariUI-Regular.ttf", text: "कीमत क्षत्रिय द्वार", direction: "ltr", script: "deva"),
        Run(font: noto + "NotoSansThaiUI-Regular.ttf", text: "ยินดีต้อนรับ ร้านค้า ราคา", direction: "ltr", script: "thai"),
        Run(font: dejaVu, text: "שלום לכולם", direction: "rtl", script: "hebr"),
        Run(font: dejaVu, text: "office AVA Wärme", direction: "ltr", script: "latn"),
    ]

    /// Glyph ids, clusters, offsets and advances in font units equal `hb-shape --font-funcs=ot
    /// --font-size=upem` for the same font, direction and script.
    @Test(arguments: runs) func eachRunIsShapedAsHarfBuzzsToolShapesIt(run: Run) throws {
        #expect(ShapingLibraries.available, "\(ShapingLibraries.problem ?? "")")
        let typeface = try Typeface(paths: [run.font])
        let line = typeface.shapedLine(
            run.text, scalars: run.text.unicodeScalars.map(\.value), scale: typeface.faces[0].unitsPerEm, direction: .auto)
        #expect(line.rightToLeft == (run.direction == "rtl"))
        var ours: [[String: Int]] = []
        var pen = 0
        for glyph in line.glyphs {
            ours.append(["g": Int(glyph.index), "cl": Int(glyph.cluster), "dx": Int(glyph.x) - pen, "dy": Int(glyph.y), "ax": Int(glyph.advance)])
            pen += Int(glyph.advance)
        }
        let output = try ProgramOutput.of(
            "hb-shape",
            [
                "--font-funcs=ot", "--font-size=upem", "--no-glyph-names", "--output-format=json", "--direction=\(run.direction)",
                "--script=\(run.script)", run.font, run.text,
            ])
        let theirs = try #require(JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Int]])
        #expect(ours.map { $0.filter { $0.key != "ay" } } == theirs.map { $0.filter { $0.key != "ay" } })
        #expect(line.width == theirs.reduce(0) { $0 + ($1["ax"] ?? 0) })
        #expect(!ours.contains { $0["g"] == 0 }, "a glyph missing from \(run.font)")
    }

    /// The order of a mixed line's characters on the screen, left to right, equals `fribidi
    /// --vtol` (its visual-to-logical map): numbers and Latin words inside Arabic and Hebrew read
    /// left to right in their place, brackets pair.
    @Test(arguments: [
        "مرحبا 123", "שלום Coca-Cola 1.5 ליטר", "Shop ABC — 123 مرحبا بكم", "מחיר: 12.50 ₪ (כולל מע״מ)", "(مرحبا) [abc] 45%",
        "Milch 1,5 l", "123 456", "ยินดีต้อนรับ 45 บาท", "عرض 2+1 على Coca-Cola", "السعر ٤٥ درهم",
    ])
    func mixedLinesAreOrderedAsFriBidiOrdersThem(text: String) throws {
        let typeface = try Typeface()
        let output = try ProgramOutput.of("sh", ["-c", "printf '%s\\n' \"$0\" | fribidi --nopad --novisual --vtol", text])
        let theirs = output.split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
        #expect(typeface.runs(of: text).visualScalarOrder == theirs)
    }

    /// Lines of Latin, Greek, Cyrillic and CJK keep FreeType's layout (no shaping, HarfBuzz not
    /// even opened); a line with Arabic, Hebrew, Devanagari, Thai, Ethiopic, Armenian, a
    /// combining mark or conjoining Hangul letters is shaped.
    @Test func onlyLinesThatNeedItAreShaped() {
        for text in ["Hello, kiosk 0.99 €", "Ελληνικά Русский", "日本語 テスト 한국어", "Wärme – “quoted”", "❤️ 👨‍👩‍👧"] {
            #expect(!text.unicodeScalars.contains { Typeface.needsShaping($0.value) }, "\(text)")
        }
        for text in ["مرحبا", "שלום", "नमस्ते", "ยินดี", "e\u{301}", "abc\u{200F}", "\u{1100}\u{1161}", "か\u{3099}", "a\u{483}", "ሰላም", "Ք"] {
            #expect(text.unicodeScalars.contains { Typeface.needsShaping($0.value) }, "\(text)")
        }
        for text in ["한국어", "ｶﾀｶﾅ", "Ǆ ẞ ﬁ", "→ ∑ ⌘ ★", "🛒"] {
            #expect(!text.unicodeScalars.contains { Typeface.needsShaping($0.value) }, "\(text)")
        }
        #expect(
            ["م", "٤", "ﻻ", "क", "ก", "a", "א"].map { FontScript($0.unicodeScalars.first!.value) } == [
                .arabic, .arabic, .arabic, .devanagari, .thai, nil, nil,
            ])
    }

    /// Each script comes from its font: Arabic from Noto Sans Arabic UI though DejaVu Sans has
    /// its letters, Devanagari and Thai from theirs, the spaces between Arabic words from the
    /// Arabic font, Latin from DejaVu Sans; no glyph is missing.
    @Test func eachScriptIsDrawnWithItsOwnFont() throws {
        let typeface = try Typeface()
        let line = typeface.line("Shop مرحبا بكم नमस्ते ยินดี", size: 24)
        let fonts = Set(line.glyphs.map { typeface.faces[Int($0.face)].path.split(separator: "/").last.map(String.init) ?? "" })
        #expect(
            fonts == ["DejaVuSans.ttf", "NotoSansArabicUI-Regular.ttf", "NotoSansDevanagariUI-Regular.ttf", "NotoSansThaiUI-Regular.ttf"])
        #expect(!line.glyphs.contains { $0.index == 0 })
        let arabic = typeface.runs(of: "مرحبا بكم")
        #expect(arabic.runs == [0..<9] && arabic.levels == [1] && arabic.rightToLeft)
    }

    /// A shaped line is measured, cut and wrapped by its characters in reading order: an Arabic
    /// line cut with "…" keeps its first words (the right-hand ones on the screen).
    @Test func aRightToLeftLineIsCutAtItsEnd() throws {
        let typeface = try Typeface()
        let text = "مرحبا بكم في المتجر الجديد"
        let width = typeface.measure(text, size: 24)
        #expect(width > 100)
        let cut = typeface.truncate(text, size: 24, maxWidth: width * 0.6)
        #expect(cut.hasSuffix("…") && text.hasPrefix(String(cut.dropLast())))
        #expect(typeface.measure(cut, size: 24) <= width * 0.6)
        let lines = typeface.wrap(text, size: 24, maxWidth: width * 0.6, maxLines: 3)
        #expect(lines.joined(separator: " ") == text)
        for line in lines { #expect(typeface.measure(line, size: 24) <= width * 0.6) }
    }
}
