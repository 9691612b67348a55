// CardPaymentMessages: what the result card says about a payment code: an EMV merchant code
// (PIX, UPI…), a Swiss QR-bill, a SEPA transfer, and what is wrong with an IBAN.

extension Message {
    public static let cardPayment = cardTitle("payment", "Payment")
    public static let cardSEPATransfer = cardTitle("sepa-transfer", "SEPA transfer")
    public static let cardSwissQRBill = cardTitle("swiss-qr-bill", "Swiss QR-bill")
    public static let cardSwissQRBillNotification = cardTitle("swiss-qr-bill-notification", "Swiss QR-bill notification")

    public static let cardMerchant = cardLabel("merchant", "Merchant")
    public static let cardAmount = cardLabel("amount", "Amount")
    public static let cardPayWith = cardLabel("pay-with", "Pay with", "Followed by payment schemes' names.")
    public static let cardCity = cardLabel("city", "City")
    public static let cardCountry = cardLabel("country", "Country")
    public static let cardNameIn = cardLabel("name-in", "Name ({language})", "{language} is a language code such as “ZH”.")
    public static let cardCityIn = cardLabel("city-in", "City ({language})", "{language} is a language code such as “ZH”.")
    public static let cardTip = cardLabel("tip", "Tip")
    public static let cardFee = cardLabel("fee", "Fee")
    public static let cardBill = cardLabel("bill", "Bill", "The bill's number.")
    public static let cardReference = cardLabel("reference", "Reference")
    public static let cardStore = cardLabel("store", "Store")
    public static let cardTerminal = cardLabel("terminal", "Terminal", "A payment terminal.")
    public static let cardPurpose = cardLabel("purpose", "Purpose")
    public static let cardCode = cardLabel("code", "Code", "The code itself (reusable, single use, one of several).")
    public static let cardTo = cardLabel("to", "To", "Whom money or a message goes to.")
    public static let cardFrom = cardLabel("from", "From")
    public static let cardAddress = cardLabel("address", "Address", "A postal address.")
    public static let cardMessage = cardLabel("message", "Message")
    public static let cardPayableBy = cardLabel("payable-by", "Payable by")
    public static let cardBilling = cardLabel("billing", "Billing", "Billing information.")
    public static let cardRemittance = cardLabel("remittance", "Remittance", "The text the payer sends with a transfer.")
    public static let cardNote = cardLabel("note", "Note")

    public static let cardEnteredByPayer = Message(
        "card.value.entered-by-payer", "entered by the payer", note: "Value after “Amount”: the code sets no amount.")
    public static let cardCurrencyEnteredByPayer = Message(
        "card.value.currency-entered-by-payer", "{currency}, entered by the payer", note: "Value after “Amount”; {currency} such as CHF.")
    public static let cardNotToBePaid = Message(
        "card.value.not-to-be-paid", "{amount}, not to be paid", note: "Value after “Amount” on a notification; {amount} such as CHF 0.00.")
    public static let cardAskedOfPayer = Message("card.value.asked-of-payer", "asked of the payer", note: "Value: the payer is asked for it.")
    public static let cardReusable = Message("card.value.reusable", "reusable", note: "Value after “Code”.")
    public static let cardSingleUse = Message("card.value.single-use", "for this payment only", note: "Value after “Code”.")

    public static let cardCRCMismatch = Message(
        "card.warning.crc-mismatch", "CRC mismatch: the code says {given}, its data give {computed}",
        note: "Warning on the card; {given} and {computed} are four hexadecimal digits.")
    public static let cardLongerThanEMVCo = Message(
        "card.warning.fields-too-long", "{count} field is longer than EMVCo allows", plural: "{count} fields are longer than EMVCo allows",
        note: "Warning on a payment code's card: fields (the merchant's name…) longer than the EMVCo standard allows.")
    public static let cardNotificationDoNotPay = Message(
        "card.warning.notification", "A notification, not a bill: do not pay", note: "Warning on the card.")
    public static let cardQRReferenceFails = Message(
        "card.warning.qr-reference", "QR reference check digit fails", note: "Warning on the card.")
    public static let cardRFReferenceFails = Message(
        "card.warning.rf-reference", "RF reference check fails (ISO 11649)", note: "Warning on the card.")
    public static let cardIBANCountry = Message(
        "card.warning.iban-country", "IBAN: {country} is not a country of the IBAN registry",
        note: "Warning on the card; {country} is two characters in quotes.")
    public static let cardIBANLength = Message(
        "card.warning.iban-length", "IBAN has {count} characters; a {country} IBAN has {expected} (IBAN registry)",
        note: "Warning on the card; {country} such as DE.")
    public static let cardIBANDigit = Message(
        "card.warning.iban-digit", "IBAN character {position} is {character}; a {country} IBAN has a digit there (IBAN registry)",
        note: "Warning on the card.")
    public static let cardIBANCapital = Message(
        "card.warning.iban-capital", "IBAN character {position} is {character}; a {country} IBAN has a capital letter there (IBAN registry)",
        note: "Warning on the card.")
    public static let cardIBANLetterOrDigit = Message(
        "card.warning.iban-letter-or-digit",
        "IBAN character {position} is {character}; a {country} IBAN has a letter or digit there (IBAN registry)", note: "Warning on the card.")
    public static let cardIBANCheck = Message("card.warning.iban-check", "IBAN check fails (ISO 13616)", note: "Warning on the card.")

    static let cardPaymentMessages: [Message] = [
        .cardPayment, .cardSEPATransfer, .cardSwissQRBill, .cardSwissQRBillNotification, .cardMerchant, .cardAmount, .cardPayWith, .cardCity,
        .cardCountry, .cardNameIn, .cardCityIn, .cardTip, .cardFee, .cardBill, .cardReference, .cardStore, .cardTerminal, .cardPurpose,
        .cardCode, .cardTo, .cardFrom, .cardAddress, .cardMessage, .cardPayableBy, .cardBilling, .cardRemittance, .cardNote,
        .cardEnteredByPayer, .cardCurrencyEnteredByPayer, .cardNotToBePaid, .cardAskedOfPayer, .cardReusable, .cardSingleUse,
        .cardCRCMismatch, .cardLongerThanEMVCo, .cardNotificationDoNotPay, .cardQRReferenceFails, .cardRFReferenceFails, .cardIBANCountry,
        .cardIBANLength, .cardIBANDigit, .cardIBANCapital, .cardIBANLetterOrDigit, .cardIBANCheck,
    ]
}
