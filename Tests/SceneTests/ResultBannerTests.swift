// ResultBannerTests: what the banner says for the 2-D codes, long structured payloads and
// several codes captured together.
import Decode
import Language
import Render
import Scene
import Testing

@Suite struct ResultBannerTests {
    let banner = ResultBanner(typeface: try! Typeface(), titleTypeface: try! Typeface())
    let layout = try! ScannerScene(style: SceneStyle()).layout(width: 1280, height: 800)

    func detection(_ text: String, _ symbology: Symbology) -> Detection {
        let zero = ImagePoint(x: 0, y: 0)
        return Detection(
            symbology: symbology, bytes: Array(text.utf8), content: .text(text),
            corners: Quad(topLeft: zero, topRight: zero, bottomRight: zero, bottomLeft: zero), quality: 1)
    }

    @Test func theTwoDimensionalCodesAreNamedAsPeopleKnowThem() {
        #expect(banner.content(for: detection("x", .pdf417), layout: layout).title == "PDF417")
        #expect(banner.content(for: detection("x", .aztec), layout: layout).title == "AZTEC")
        #expect(banner.content(for: detection("x", .dataMatrix), layout: layout).title == "DATA MATRIX")
    }

    @Test func aStructuredPayloadReadsAsWordsNotControlCharacters() {
        // A FedEx label's PDF417 (ISO/IEC 15434): its separators show as spaces.
        let label = "[)>\u{1E}01\u{1D}02100119\u{1D}840\u{1D}001\u{1D}9622001900000\u{1E}\u{04}"
        let content = banner.content(for: detection(label, .pdf417), layout: layout)
        #expect(content.lines == ["[)> 01 02100119 840 001 9622001900000"])
    }

    @Test func severalCodesAreListedOnePerLine() {
        let content = banner.content(
            for: detection("0109501101020917", .dataMatrix), others: [detection("(00)093123450000000012", .code128)], layout: layout)
        #expect(content.title == "DATA MATRIX + CODE 128")
        #expect(content.lines == ["0109501101020917", "(00)093123450000000012"])
        let three = banner.content(for: detection("A", .qr), others: [detection("B", .ean13), detection("C", .aztec)], layout: layout)
        #expect(layout.bannerLines == 2 && three.lines == ["A", "+ 2 more"])
    }

    /// A code captured with others whose text is not kept is listed as why, in the reader's
    /// language (the History file's English note is not what a German reader sees).
    @Test func aWithheldCodeIsListedAsWhyInTheReadersLanguage() {
        let german = Wording(language: "de", translations: ShippedTranslationsFolder.translations)
        let content = banner.content(
            for: detection("4006381333931", .ean13), others: [detection("personal data not kept", .pdf417)], withheld: [nil, .personalData],
            layout: layout, wording: german)
        #expect(content.title == "EAN-13 + PDF417")
        #expect(content.lines == ["4006381333931", "personenbezogene Daten nicht gespeichert"])
    }
}
