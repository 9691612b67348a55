// CaptureRecordTests: a capture's product as one state (none, looking up, answered with or
// without its picture), and a scanner's capture, which has no frame.
import Capture
import Catalog
import Content
import Decode
import Kiosk
import Language
import Scene
import Testing

@Suite struct CaptureRecordTests {
    static let euro = ISO4217Currency(code: "EUR")!
    static let oil = ProductReading(
        code: "4006381333931", answer: .found(Product(code: "4006381333931", name: "Olive oil", price: Money(minorUnits: 499, currency: euro))),
        day: CalendarDate(year: 2026, month: 12, day: 7)!)

    func shown(_ machine: ScanStateMachine) -> CaptureRecord? {
        if case .showing(let record) = machine.phase { return record }
        return nil
    }

    @Test func aProductGoesFromLookingUpToAnsweredToItsPicture() throws {
        var machine = ScanStateMachine(resumeAfter: 0, repeatGuard: 2)
        let captured = machine.detected([detection("4006381333931", symbology: .ean13)], in: blank, at: 1)
        let record = try #require(captured)
        guard case .none = record.productState else { Issue.record("a new capture has a product state"); return }
        #expect(record.shown.product == nil && record.product == nil)

        machine.showLookingUp()
        guard case .lookingUp? = shown(machine)?.productState else { Issue.record("not looking up"); return }
        #expect(shown(machine)?.shown.product?.state == .lookingUp && shown(machine)?.shown.product?.code == "4006381333931")

        let picture = ProductPicture(width: 1, height: 1, pixels: [0xFF00_FF00])
        machine.showPicture(picture, capture: 1)
        guard case .lookingUp? = shown(machine)?.productState else { Issue.record("a picture before the answer was kept"); return }

        machine.showProduct(Self.oil)
        #expect(shown(machine)?.product == Self.oil && shown(machine)?.shown.product?.picture == nil)
        machine.showPicture(picture, capture: 2)
        #expect(shown(machine)?.shown.product?.picture == nil, "another capture's picture is not this one's")
        machine.showPicture(picture, capture: 1)
        guard case .answered(let reading, let kept)? = shown(machine)?.productState else { Issue.record("not answered"); return }
        #expect(reading == Self.oil && kept == picture && shown(machine)?.shown.product?.picture == picture)
        #expect(shown(machine)?.titleLine == Self.oil.card.titleParts && shown(machine)?.titlePrice == Self.oil.card.price)
    }

    @Test func aScannersCaptureHasNoFrameAndKeepsTheLivePicture() throws {
        var machine = ScanStateMachine(resumeAfter: 0, repeatGuard: 2)
        let captured = machine.capture(.scanned("ABC-123"), in: nil, at: 1)
        let record = try #require(captured)
        #expect(record.frame == nil && record.shown.frameSize == nil && record.detection.origin == .scanner)

        let c = try controller(["--capture", "manual"])
        c.handle(.wedgeScan("ABC-123"), at: 1)
        #expect(c.previewFrame(live: cameraFrame)?.width == 1280)
        c.decoded([code("A")], in: cameraFrame, at: 2)
        #expect(c.wantsLiveFrames)
    }

    @Test func plainTextAndBinaryShowNoCardOfTheirOwn() throws {
        let context = ContentContext(today: CalendarDate(year: 2026, month: 12, day: 7)!)
        func card(_ text: String?, bytes: [UInt8] = []) -> ContentCard? {
            let payload = ContentPayload(symbology: "qr", bytes: text.map { Array($0.utf8) } ?? bytes, text: text, gs1: false)
            return ContentReader.read(payload, context: context).flatMap(CaptureRecord.card(of:))
        }
        #expect(card("just words") == nil && card(nil, bytes: [0x00, 0x1F, 0x8B]) == nil)
        #expect(card("WIFI:T:WPA;S:Shop;P:secret;;")?.english.title == "Wi-Fi network")
        #expect(!PlainText.showsCard && !BinaryData.showsCard && WiFiNetwork.showsCard && IdentityCard.showsCard)
    }
}
