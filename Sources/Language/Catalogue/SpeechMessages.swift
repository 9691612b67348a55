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
    public static let sayPrice = Message(
        "speech.price", "{major} {currency} {minor}", plural: "{major} {currency} {minor}",
        note:
            "Spoken: a price as a cashier says it, “4 euros 99”, counted by {major} (the whole units); {currency} is the currency's name for that count (“euro”, “euros”, “kronor”, from CLDR), {minor} the cents. Keep the numbers as digits: the voice reads them."
    )
    public static let sayPriceWhole = Message(
        "speech.price-whole", "{major} {currency}", plural: "{major} {currency}",
        note: "Spoken: a price of whole units, “1 euro”, “199 yen”, counted by {major}; {currency} as in “{major} {currency} {minor}”.")
    public static let sayPriceCents = Message(
        "speech.price-cents", "{minor} cent", plural: "{minor} cents",
        note: "Spoken: a price under one euro or dollar, “99 cents”, counted by {minor}: the cent of the euro and of the dollar.")

    static let speechMessages: [Message] = [
        .sayAgeCheck, .sayPay, .sayProduct, .sayProductNoPrice, .sayNotOnFile, .sayCannotLookUp, .sayPriceRead, .sayCodes, .sayQRCode,
        .sayScannedCode, .sayPrice, .sayPriceWhole, .sayPriceCents,
    ]
}
