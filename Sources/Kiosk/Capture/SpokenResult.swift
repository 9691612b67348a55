// SpokenResult: what the kiosk says and sounds for a capture: the tone, and the words a speech
// synthesizer reads well ("Olive oil, 4 euros 99"), never a code's raw payload.
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
    /// code read ("QR code", "EAN 13"; a price read off a tag in Number mode is said). `english`:
    /// the voice reads English, so prices are words ("4 euros 99"); other voices get the price
    /// as the shop prints it (`style`, else the currency's custom: "4,99 €"), which espeak-ng
    /// reads in their language. The phrases come from the message catalogue, in `wording`'s
    /// language.
    public static func text(for event: CaptureEvent, english: Bool, wording: Wording = .english) -> String {
        guard let record = event.record else { return wording(event.kind == .approvalNeeded ? .sayAgeCheck : .sayPay) }
        if let product = record.product {
            switch product.answer {
            case .found(let found):
                guard let price = product.toPay else { return wording(.sayProductNoPrice, ["name": found.name]) }
                return wording(.sayProduct, ["name": found.name, "price": spoken(price, style: product.style, english: english)])
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

    /// `money` as a voice reads it: in English, "4 euros 99", "1 euro", "99 cents", "199 yen"
    /// (a currency without English words: "4.99 S A R"); in other languages, as printed.
    static func spoken(_ money: Money, style: PriceStyle?, english: Bool) -> String {
        guard english else {
            // (A no-break space reads as a space.)
            return String((style ?? PriceStyle(currency: money.currency)).format(money).map { $0 == "\u{00A0}" ? " " : $0 })
        }
        let code = money.currency.alphabetic
        guard let words = currencyWords[code] else {
            return money.decimalText + " " + code.map(String.init).joined(separator: " ")
        }
        let scale = Money.scale(money.currency)
        let whole = money.minorUnits / scale
        let minor = money.minorUnits % scale
        let unit = whole == 1 ? words.one : words.many
        if scale == 1 || minor == 0 { return "\(whole) \(unit)" }
        if whole == 0, let cents = words.minor { return "\(minor) \(minor == 1 ? cents.one : cents.many)" }
        return "\(whole) \(unit) \(minor)"
    }

    /// English names of the currencies a kiosk most likely prices in, and of their minor units.
    static let currencyWords: [String: (one: String, many: String, minor: (one: String, many: String)?)] = [
        "EUR": ("euro", "euros", ("cent", "cents")), "USD": ("dollar", "dollars", ("cent", "cents")),
        "CAD": ("dollar", "dollars", ("cent", "cents")), "AUD": ("dollar", "dollars", ("cent", "cents")),
        "NZD": ("dollar", "dollars", ("cent", "cents")), "GBP": ("pound", "pounds", ("penny", "pence")),
        "CHF": ("franc", "francs", ("centime", "centimes")), "JPY": ("yen", "yen", nil), "CNY": ("yuan", "yuan", nil),
        "SEK": ("krona", "kronor", nil), "NOK": ("krone", "kroner", nil), "DKK": ("krone", "kroner", nil),
        "PLN": ("zloty", "zlotys", nil), "CZK": ("koruna", "korunas", nil), "INR": ("rupee", "rupees", nil),
    ]
}
