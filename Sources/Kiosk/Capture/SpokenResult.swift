// SpokenResult: what the kiosk says and sounds for a capture: the tone, and the words a speech
// synthesizer reads well ("Olive oil, 4 euros 99"; "Olivenöl, 4 Euro 99"), never a code's raw
// payload.
import Catalog
import Decode
import Language
import Sound

public enum SpokenResult {
    /// The tone: a good read; a product not on file; an error when its price cannot be looked up
    /// or computed.
    public static func cue(for event: CaptureEvent) -> SoundCue {
        switch event.record?.product?.answer {
        case .notOnFile?: .notOnFile
        case .unavailable?: .error
        case .found? where event.record?.product?.toPay == nil: .error
        default: .goodRead
        }
    }

    /// The words for `event`: a product's name and price to pay, "Not on file…", or the kind of
    /// code read ("QR code", "EAN 13"; a price read off a tag in Number mode is said), from the
    /// message catalogue in `wording`'s language; a price as a cashier of that language says it
    /// ("4 euros 99", "4 Euro 99", "4 kronor 99": `Wording.spoken`).
    public static func text(for event: CaptureEvent, wording: Wording = .english) -> String {
        guard let record = event.record else { return wording(event.kind == .approvalNeeded ? .sayAgeCheck : .sayPay) }
        if let product = record.product {
            switch product.answer {
            case .found(let found):
                guard let price = product.toPay else { return wording(.sayProductNoPrice, ["name": found.name]) }
                return wording(.sayProduct, ["name": found.name, "price": spoken(price, wording: wording)])
            case .notOnFile: return wording(.sayNotOnFile)
            case .unavailable: return wording(.sayCannotLookUp)
            }
        }
        let detection = record.detection
        if detection.origin == .priceTag, let text = detection.text { return wording(.sayPriceRead, ["price": text]) }
        let kind = kind(of: detection.origin, wording: wording)
        return record.detections.count > 1 ? wording(.sayCodes, count: record.detections.count, ["kind": kind]) : kind
    }

    /// What read a code, as said aloud: "QR code", "EAN 13", "Data Matrix", "Scanned code".
    static func kind(of origin: CodeOrigin, wording: Wording = .english) -> String {
        switch origin {
        case .barcode(.qr): wording(.sayQRCode)
        case .scanner: wording(.sayScannedCode)
        default: String(origin.displayName.map { $0 == "-" ? " " : $0 })
        }
    }

    /// `money` as a voice reads it in `wording`'s language: "4 euros 99", "99 cents", "199 yen".
    static func spoken(_ money: Money, wording: Wording = .english) -> String {
        wording.spoken(PriceStyle.shown(money, style: nil))
    }
}
