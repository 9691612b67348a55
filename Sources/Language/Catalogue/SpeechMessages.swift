// SpeechMessages: what the kiosk says aloud after a capture (the screen's words are elsewhere).

extension Message {
    public static let sayAgeCheck = Message("speech.age-check", "A member of staff will check your age.", note: "Spoken.")
    public static let sayPay = Message("speech.pay", "Show this code to the till's scanner.", note: "Spoken when the pay screen shows.")
    public static let sayProduct = Message("speech.product", "{name}, {price}", note: "Spoken: a product's name and its price in words.")
    public static let sayProductNoPrice = Message("speech.product-no-price", "{name}, price unavailable", note: "Spoken.")
    public static let sayNotOnFile = Message("speech.not-on-file", "Not on file. Please ask a member of staff.", note: "Spoken.")
    public static let sayCannotLookUp = Message("speech.cannot-look-up", "Prices cannot be looked up right now.", note: "Spoken.")
    public static let sayPriceRead = Message("speech.price-read", "Price, {price}", note: "Spoken: a price read off a shelf tag.")
    public static let sayCodes = Message(
        "speech.codes", "{count} codes, first {kind}", plural: "{count} codes, first {kind}",
        note: "Spoken when several codes were read at once; {kind} is the first one's kind, such as “QR code”.")
    public static let sayQRCode = Message("speech.qr-code", "QR code", note: "Spoken: the kind of code read.")
    public static let sayScannedCode = Message("speech.scanned-code", "Scanned code", note: "Spoken: a code typed by a handheld scanner.")

    static let speechMessages: [Message] = [
        .sayAgeCheck, .sayPay, .sayProduct, .sayProductNoPrice, .sayNotOnFile, .sayCannotLookUp, .sayPriceRead, .sayCodes, .sayQRCode,
        .sayScannedCode,
    ]
}
