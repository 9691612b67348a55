// ResultCardTests: a result card takes the banner's place and size, keeps its warning when the
// width runs out, and shows only the first fact where the panel has one line.
import Content
import Decode
import Language
import Render
import Scene
import TestSupport
import Testing

@Suite struct ResultCardTests {
    let bold = try! Typeface(paths: [Typeface.boldFontPath] + Typeface.defaultFontPaths)
    let regular = try! Typeface()

    static let medicine = ContentCard(
        title: .cardMedicine, main: [.named("GTIN", "09506000134352"), .init(.cardBatch, "ABC123")],
        details: [.init(.cardSerial, "12345678901234567890")],
        warnings: [.said(.cardExpired, parts: ["date": .date(ShownDate(year: 2026, month: 7, day: 31))])])

    func layout(_ width: Int, _ height: Int) throws -> SceneLayout { try ScannerScene(style: SceneStyle()).layout(width: width, height: height) }

    @Test func theCardSaysTitleWarningTheFirstFactLargeAndTheRestOnOneLine() throws {
        let card = ResultCard(typeface: regular, titleTypeface: bold)
        let banner = ResultBanner(typeface: regular, titleTypeface: bold)
        let lines = card.lines(for: Self.medicine, layout: try layout(1280, 800), banner: banner)
        #expect(lines.title == "MEDICINE" && lines.warning == " · EXPIRED JUL 31, 2026")
        #expect(lines.main?.label == "GTIN  " && lines.main?.value == "09506000134352")
        #expect(lines.rest == "Batch ABC123 · Serial 12345678901234567890")
    }

    @Test func onAPanelWithRoomForOneLineTheRestFollowsTheFirstFact() throws {
        let oneLine = try layout(800, 400)
        #expect(oneLine.bannerLines == 1)
        let lines = ResultCard(typeface: regular, titleTypeface: bold).lines(
            for: Self.medicine, layout: oneLine, banner: ResultBanner(typeface: regular, titleTypeface: bold))
        #expect(lines.main?.value == "09506000134352" && lines.restBeside)
        #expect(lines.rest?.hasPrefix("Batch ABC123 · Serial") == true && lines.rest?.hasSuffix("…") == true)
    }

    @Test func aFirstFactTooLongForItsLineWrapsOntoTheSecond() throws {
        let long = ContentCard(
            title: .cardWebAddress, main: [.init(.cardHost, "login.accounts.security-check.example-bank.co.uk.evil.example")],
            details: [.init(.cardScheme, "https")])
        let card = ResultCard(typeface: regular, titleTypeface: bold)
        let banner = ResultBanner(typeface: regular, titleTypeface: bold)
        let lines = card.lines(for: long, layout: try layout(800, 480 + 320), banner: banner)
        let value = Wording.english(long.main[0].value)
        #expect(lines.main?.value.isEmpty == false && lines.mainContinued != nil && lines.rest == nil)
        #expect((lines.main!.value + lines.mainContinued!) == value)
        // On a one-line panel it is cut instead.
        let oneLine = card.lines(for: long, layout: try layout(800, 400), banner: banner)
        #expect(oneLine.mainContinued == nil && oneLine.main?.value.hasSuffix("…") == true)
    }

    @Test func theWarningOutlastsALongTitle() throws {
        let long = ContentCard(
            title: .verbatim(String(repeating: "Very long title ", count: 12)), main: [.init(.verbatim(""), .verbatim("x"))],
            warnings: [.verbatim("CRC mismatch")])
        let lines = ResultCard(typeface: regular, titleTypeface: bold).lines(
            for: long, layout: try layout(800, 480), banner: ResultBanner(typeface: regular, titleTypeface: bold))
        // The title gives way whole: the warning alone, as large as it fits.
        #expect(lines.warning == "CRC MISMATCH" && lines.title.isEmpty && lines.titleSize == 16)
    }

    @Test(arguments: [(1280, 800), (800, 480), (480, 800)])
    func theCardIsWhereTheBannerIsAndAsTall(width: Int, height: Int) throws {
        let scene = try ScannerScene(style: SceneStyle())
        let image = PixelImage(width: width, height: height)
        var state = SceneState()
        let zero = ImagePoint(x: 0, y: 0)
        let detection = Detection(
            symbology: .dataMatrix, bytes: [], content: .text("x"), corners: Quad(topLeft: zero, topRight: zero, bottomRight: zero, bottomLeft: zero),
            quality: 1)
        state.result = ShownCapture(detection: detection, time: 0, frameSize: nil, card: Self.medicine)
        let drawn = scene.draw(on: image.surface, time: 5, state: state, preview: nil, camera: .running)
        let layout = scene.layout(width: width, height: height)
        let tallest = ResultBanner(typeface: regular, titleTypeface: bold).frame(in: layout, lineCount: layout.bannerLines)
        #expect(drawn.banner == tallest)
        let folder = TestData.artefactFolder("result-cards")
        try PNGWriter.write(image.surface, to: folder.appendingPathComponent("medicine-\(width)x\(height).png").path)
    }
}
