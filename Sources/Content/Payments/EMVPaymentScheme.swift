// EMVPaymentScheme: which payment system a merchant account information object belongs to: by
// its ID for the primitive ones EMVCo allocates (02–25), by the globally unique identifier (sub-ID
// 00) of a template (26–51) for the schemes named here.

enum EMVPaymentScheme {
    /// The allocation of IDs 02–25 (EMV QRCPS MPM v1.1, Table 4.1).
    static func name(ofPrimitive id: Int) -> String {
        switch id {
        case 2...3: "Visa"
        case 4...5: "Mastercard"
        case 9...10: "Discover"
        case 11...12: "Amex"
        case 13...14: "JCB"
        case 15...16: "UnionPay"
        default: "EMVCo-reserved ID \(id < 10 ? "0" : "")\(id)"
        }
    }

    /// The scheme a template's globally unique identifier names, compared without regard to case
    /// (PIX codes write both `br.gov.bcb.pix` and `BR.GOV.BCB.PIX`); nil for one not listed here.
    static func name(ofGlobalIdentifier identifier: String) -> String? {
        let key = identifier.uppercased()
        return known.first { $0.identifier.uppercased() == key }?.scheme
    }

    private static let known: [(identifier: String, scheme: String)] = [
        // Banco Central do Brasil, Manual de Padrões para Iniciação do Pix (BR Code), ID 26.
        ("br.gov.bcb.pix", "PIX"),
        // Association of Banks in Singapore, PayNow QR specification within SGQR, ID 26.
        ("SG.PAYNOW", "PayNow"),
        // Bank of Thailand, Thai QR Code Payment Standard: PromptPay credit transfer (ID 29) and
        // bill payment (ID 30) application identifiers.
        ("A000000677010111", "PromptPay"), ("A000000677010112", "PromptPay"),
        // PayNet (Malaysia), DuitNow QR: its application identifier.
        ("A0000006150001", "DuitNow"),
        // NPCI (India), BharatQR: the UPI template's application identifier.
        ("A000000524", "UPI"),
        // NAPAS (Viet Nam), VietQR: its application identifier, ID 38.
        ("A000000727", "VietQR"),
        // Bank Indonesia, QRIS: the national merchant identifier template, ID 51.
        ("ID.CO.QRIS.WWW", "QRIS"),
        // Hong Kong Interbank Clearing, QR code specification for the Faster Payment System.
        ("hk.com.hkicl", "FPS"),
    ]
}
