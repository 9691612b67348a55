// CardGoldenFrameTests: the result card of each kind of content, read from a real payload, on
// the 1280x800 screen and the Raspberry Pi's 800x480 display, equal to checked-in PNGs. Drawn
// without a camera picture (the card alone on black; the picture is GoldenFrameTests' concern).
import Content
import Decode
import Render
import Scene
import Testing

@Suite struct CardGoldenFrameTests {
    static let today = CalendarDate(year: 2026, month: 12, day: 2)!

    /// Each kind, its symbology and payload (the examples of the parsers' own tests).
    static let payloads: [(name: String, symbology: Symbology, text: String, gs1: Bool)] = [
        ("gs1-medicine", .dataMatrix, "01095060001343521726073110ABC123", true),
        ("gtin-book", .ean13, "9780306406157", false),
        ("url-phishing", .qr, "https://www.paypal.com@evil.example/login?utm_source=qr", false),
        ("wifi", .qr, "WIFI:T:WPA;S:Shop Guest;P:secret123;;", false),
        (
            "contact", .qr,
            "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Jane Doe\r\nN:Doe;Jane;;;\r\nORG:Example Shop\r\nTEL:+44 20 7946 0018\r\nEMAIL:jane@example.com\r\nEND:VCARD",
            false
        ),
        (
            "event", .qr,
            "BEGIN:VEVENT\r\nSUMMARY:Tasting evening\r\nDTSTART:20261210T180000Z\r\nDTEND:20261210T200000Z\r\nLOCATION:Shop floor\r\nEND:VEVENT",
            false
        ),
        (
            "emv-pix", .qr,
            "00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D",
            false
        ),
        ("sepa", .qr, "BCD\n001\n1\nSCT\nBPOTBEB1\nRed Cross\nBE72000000001616\nEUR1\nCHAR\n\nUrgency fund\nSample EPC QR code", false),
        (
            "swissqr", .qr,
            [
                "SPC", "0200", "1", "CH4431999123000889012", "S", "Robert Schneider AG", "Rue du Lac", "1268", "2501", "Biel", "CH", "", "", "", "",
                "",
                "", "", "1949.75", "CHF", "S", "Pia-Maria Rutschmann-Schnyder", "Grosse Marktgasse", "28", "9400", "Rorschach", "CH", "QRR",
                "210000000003139471430009017", "Auftrag vom 15.06.2020", "EPD",
            ].joined(separator: "\n"), false
        ),
        (
            "id-licence", .pdf417,
            "@\n\u{1E}\rANSI 636000100102DL00410278ZV03190008DLDAQT64235789\nDCSSAMPLE\nDDEN\nDACMICHAEL\nDDFN\nDADJOHN\nDDGN\nDCUJR\nDCAD\nDCBK\n"
                + "DCDPH\nDBD06062019\nDBB06061986\nDBA12102024\nDBC1\nDAU068 in\nDAYBRO\nDAG2300 WEST BROAD STREET\nDAIRICHMOND\nDAJVA\nDAK232690000  \n"
                + "DCF2424244747474786102204\nDCGUSA\nDCK123456789\nDDAF\nDDB06062018\nDDC06062020\nDDD1\rZVZVA01\r", false
        ),
        ("boardingpass", .pdf417, "M1DESMARAIS/LUC       EABC123 YULFRAAC 0834 326J001A0025 100", false),
        ("otp", .qr, "otpauth://totp/Example:alice@google.com?secret=JBSWY3DPEHPK3PXP&issuer=Example", false),
    ]

    static func card(_ name: String) throws -> ContentCard {
        let entry = try #require(payloads.first { $0.name == name })
        let payload = ContentPayload(symbology: entry.symbology.rawValue, text: entry.text, gs1: entry.gs1)
        let reading = try #require(ContentReader.read(payload, context: ContentContext(today: today)))
        #expect(reading.refused == nil, "\(name): \(reading.refused.map { "\($0.type): \($0.reason)" } ?? "")")
        return reading.kind.card
    }

    @Test(arguments: payloads.map(\.name), [(1280, 800), (800, 480)])
    func theCard(name: String, size: (width: Int, height: Int)) throws {
        var state = SceneState()
        state.result = ShownCapture(detection: PanelFrames.detection(.qr), time: 0, frameSize: nil, card: try Self.card(name))
        let (image, drawn) = PanelFrames.draw(state, size: size, scene: try PanelFrames.scene(width: size.width))
        #expect(drawn.banner != nil)
        if let problem = try GoldenImage(name: "card-\(name)-\(size.width)x\(size.height)").check(image) { Issue.record(Comment(rawValue: problem)) }
    }
}
