// SwissQRBill: the Swiss QR Code of a QR-bill (SIX, Swiss Implementation Guidelines for the
// QR-bill, v2.2/2.3): account (IBAN or QR-IBAN), creditor, amount in CHF or EUR, debtor, and the
// reference (QR reference, ISO 11649 creditor reference, or none) with its check.
import Language

/// A QR-bill, or a notification (amount 0.00, "DO NOT USE FOR PAYMENT"): 31 to 34 lines from
/// `SPC` to the trailer `EPD` and the optional billing information and alternative schemes.
public struct SwissQRBill: ContentKind {
    public static let typeName = "swissqr"

    /// A creditor's or debtor's address: structured (`S`: street, building number, postal code,
    /// town) or combined (`K`: two address lines; withdrawn by v2.3 but still read).
    public struct Address: Sendable, Equatable {
        public enum Kind: String, Sendable {
            case structured = "S"
            case combined = "K"
        }

        public let kind: Kind
        public let name: String
        /// `S`: street, building number; `K`: address lines 1 and 2.
        public let line1: String?
        public let line2: String?
        /// `S` only.
        public let postalCode: String?
        public let town: String?
        /// ISO 3166-1 alpha-2.
        public let country: String

        /// One line for a card: `Rue du Lac 1268, 2501 Biel, CH`.
        public var oneLine: String {
            let parts: [String?] =
                kind == .structured
                ? [[line1, line2].compactMap { $0 }.joined(separator: " "), [postalCode, town].compactMap { $0 }.joined(separator: " "), country]
                : [line1, line2, country]
            return parts.compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ", ")
        }
    }

    /// How the payment is referenced (RmtInf/Tp).
    public enum ReferenceType: String, Sendable {
        /// A 27-digit QR reference with a recursive mod 10 check digit; only with a QR-IBAN.
        case qrReference = "QRR"
        /// An ISO 11649 creditor reference (`RF…`).
        case creditorReference = "SCOR"
        case none = "NON"
    }

    /// `0200` for v2.x.
    public let version: String
    /// 21 characters, CH or LI.
    public let iban: String
    /// Why the IBAN is not a valid one (ISO 13616-1: the registry's BBAN structure for CH and LI,
    /// its check digits); nil when it is.
    public let ibanProblem: ShownText?
    /// Whether the IBAN is a valid one: `ibanProblem` is nil.
    public var ibanValid: Bool { ibanProblem == nil }
    /// Whether the IBAN's institution identification (positions 5–9) is 30000–31999: a QR-IBAN,
    /// which takes only QR references.
    public let isQRIBAN: Bool
    public let creditor: Address
    /// As written, with two decimals (`1949.75`); nil: the payer enters it.
    public let amount: String?
    /// `CHF` or `EUR`.
    public let currency: String
    public let debtor: Address?
    public let referenceType: ReferenceType
    /// The QR reference or creditor reference; nil for `NON`.
    public let reference: String?
    /// Whether the reference's check digit(s) match (true for `NON`).
    public let referenceValid: Bool
    /// The unstructured message, up to 140 characters.
    public let message: String?
    /// Structured billing information (Swico `//S1/…`), as written.
    public let billingInformation: String?
    /// Up to two alternative procedures' parameters.
    public let alternativeSchemes: [String]

    /// A notification (the guidelines' "DO NOT USE FOR PAYMENT" QR-bill): the amount 0.00 and a
    /// message saying not to pay; it tells of a bill settled another way and is not to be paid.
    public let isNotification: Bool

    /// The unstructured messages that make an amount of 0.00 a notification, in the five
    /// languages of the guidelines' Annex C (German, French, Italian, English, Romansh).
    static let notificationMessages: Set<String> = [
        "NICHT ZUR ZAHLUNG VERWENDEN", "NE PAS UTILISER POUR LE PAIEMENT", "NON UTILIZZARE PER IL PAGAMENTO", "DO NOT USE FOR PAYMENT",
        "BETG DUVRAR PER IL PAJAMENT",
    ]

    /// The IBAN's and the reference's checks both pass.
    public var valid: Bool { ibanValid && referenceValid }

    public static func parse(_ payload: ContentPayload, context: ContentContext) throws(ContentRefusal) -> SwissQRBill? {
        guard PaymentText.fromQRCode(payload), PaymentText.firstLine(of: payload.bytes, is: "SPC") else { return nil }
        guard PaymentText.utf8(payload.bytes) != nil else { throw ContentRefusal("the code is not UTF-8 text (coding type 1)") }
        // Valid UTF-8 throughout, so every line (cut at ASCII LF and CR) is too.
        var lines = PaymentText.lines(payload.bytes).map { String(decoding: $0, as: UTF8.self) }
        // A separator after the last element is not allowed but is found in practice.
        if lines.count > 31, lines.last == "" { lines.removeLast() }
        guard (31...34).contains(lines.count) else {
            throw ContentRefusal("the code has \(lines.count) lines; the Swiss QR Code has 31 to 34")
        }
        let version = lines[1]
        // SIX asks receivers to check the main version only (02), not the sub-version.
        guard version.count == 4, version.hasPrefix("02"), PaymentText.isASCIIDigits(version) else {
            throw ContentRefusal("the version is \(version.debugDescription), not 02xx (0200)")
        }
        guard lines[2] == "1" else { throw ContentRefusal("the coding type is \(lines[2].debugDescription), not 1") }

        let iban = lines[3]
        guard iban.count == 21, iban.hasPrefix("CH") || iban.hasPrefix("LI"), PaymentText.isASCIIAlphanumeric(iban) else {
            throw ContentRefusal("the account \(iban.debugDescription) is not a 21-character CH or LI IBAN")
        }
        let institution = Int(iban.dropFirst(4).prefix(5))
        let isQRIBAN = institution.map { (30000...31999).contains($0) } ?? false

        guard let creditor = try address(lines[4...10], of: "creditor") else { throw ContentRefusal("there is no creditor") }
        guard lines[11...17].allSatisfy(\.isEmpty) else {
            throw ContentRefusal("the ultimate creditor is filled in; it is reserved for future use and must be empty")
        }
        let amount = lines[18].isEmpty ? nil : lines[18]
        if let amount {
            // The guidelines' Amt element: two decimals, no leading zeros, 0.01 to 999999999.99.
            let parts = PaymentAmount.parts(amount)
            guard let parts, parts.fraction.count == 2, !parts.integer.isEmpty, parts.integer.count == 1 || !parts.integer.hasPrefix("0") else {
                throw ContentRefusal("the amount \(amount.debugDescription) is not written with two decimals and no leading zeros")
            }
            guard parts.integer.count <= 9 else {
                throw ContentRefusal("the amount \(amount) is more than 999999999.99, the largest a QR-bill takes")
            }
        }
        let currency = lines[19]
        guard currency == "CHF" || currency == "EUR" else { throw ContentRefusal("the currency is \(currency.debugDescription), not CHF or EUR") }
        let debtor = try address(lines[20...26], of: "ultimate debtor")

        guard let referenceType = ReferenceType(rawValue: lines[27]) else {
            throw ContentRefusal("the reference type is \(lines[27].debugDescription), not QRR, SCOR or NON")
        }
        let reference = lines[28]
        let referenceValid: Bool
        switch referenceType {
        case .qrReference:
            guard isQRIBAN else { throw ContentRefusal("a QR reference (QRR) needs a QR-IBAN; \(iban) is an IBAN") }
            guard reference.count == 27, PaymentText.isASCIIDigits(reference) else {
                throw ContentRefusal("the QR reference \(reference.debugDescription) is not 27 digits")
            }
            referenceValid = CheckDigits.mod10Recursive(reference.dropLast()) == reference.last?.wholeNumberValue
        case .creditorReference:
            guard !isQRIBAN else { throw ContentRefusal("a QR-IBAN takes only a QR reference (QRR), not SCOR") }
            guard let creditorReference = CreditorReference(reference) else {
                throw ContentRefusal(
                    "the creditor reference \(reference.debugDescription) is not an ISO 11649 reference (RF, 2 check digits, 1 to 21 characters)")
            }
            referenceValid = creditorReference.checkDigitsValid
        case .none:
            guard !isQRIBAN else { throw ContentRefusal("a QR-IBAN takes only a QR reference (QRR), not NON") }
            guard reference.isEmpty else { throw ContentRefusal("the reference type is NON but a reference is given") }
            referenceValid = true
        }

        let message = lines[29].isEmpty ? nil : lines[29]
        // 0.00 is no amount to pay: only a notification, which says so in its message, has it.
        let isNotification = amount.map(PaymentAmount.isZero) ?? false
        if isNotification, !Self.notificationMessages.contains(message ?? "") {
            throw ContentRefusal(
                "the amount is 0.00, which only a notification has (its message \"DO NOT USE FOR PAYMENT\" or the same in German, French, "
                    + "Italian or Romansh); a bill's amount is 0.01 to 999999999.99")
        }
        guard lines[30] == "EPD" else { throw ContentRefusal("the trailer is \(lines[30].debugDescription), not EPD") }
        let billingInformation = lines.count > 31 && !lines[31].isEmpty ? lines[31] : nil
        let together = PaymentText.length(message ?? "") + PaymentText.length(billingInformation ?? "")
        guard together <= 140 else {
            throw ContentRefusal("the message and the billing information have \(together) characters together, more than 140")
        }
        let alternativeSchemes = Array(lines.dropFirst(32).filter { !$0.isEmpty })
        for scheme in alternativeSchemes where PaymentText.length(scheme) > 100 {
            throw ContentRefusal("an alternative scheme has \(PaymentText.length(scheme)) characters, more than 100")
        }

        return SwissQRBill(
            version: version, iban: iban, ibanProblem: IBANCheck.problem(iban), isQRIBAN: isQRIBAN, creditor: creditor, amount: amount,
            currency: currency, debtor: debtor, referenceType: referenceType, reference: reference.isEmpty ? nil : reference,
            referenceValid: referenceValid, message: message, billingInformation: billingInformation, alternativeSchemes: alternativeSchemes,
            isNotification: isNotification)
    }

    /// Seven lines: address type, name, street or line 1, building number or line 2, postal
    /// code, town, country. nil when all are empty.
    private static func address(_ lines: ArraySlice<String>, of party: String) throws(ContentRefusal) -> Address? {
        let fields = Array(lines)
        guard fields.contains(where: { !$0.isEmpty }) else { return nil }
        guard let kind = Address.Kind(rawValue: fields[0]) else {
            throw ContentRefusal("the \(party)'s address type is \(fields[0].debugDescription), not S or K")
        }
        func present(_ text: String) -> String? { text.isEmpty ? nil : text }
        func check(_ text: String, _ limit: Int, _ name: String, required: Bool) throws(ContentRefusal) {
            if required && text.isEmpty { throw ContentRefusal("the \(party)'s \(name) is missing") }
            if PaymentText.length(text) > limit {
                throw ContentRefusal("the \(party)'s \(name) has \(PaymentText.length(text)) characters, more than \(limit)")
            }
        }
        try check(fields[1], 70, "name", required: true)
        switch kind {
        case .structured:
            try check(fields[2], 70, "street", required: false)
            try check(fields[3], 16, "building number", required: false)
            try check(fields[4], 16, "postal code", required: true)
            try check(fields[5], 35, "town", required: true)
        case .combined:
            try check(fields[2], 70, "address line 1", required: false)
            try check(fields[3], 70, "address line 2", required: true)
            guard fields[4].isEmpty, fields[5].isEmpty else {
                throw ContentRefusal("the \(party)'s address is combined (K) but gives a postal code or town")
            }
        }
        guard fields[6].count == 2, PaymentText.isASCIIUppercaseLetters(fields[6]) else {
            throw ContentRefusal("the \(party)'s country \(fields[6].debugDescription) is not two letters (ISO 3166-1)")
        }
        return Address(
            kind: kind, name: fields[1], line1: present(fields[2]), line2: present(fields[3]), postalCode: present(fields[4]),
            town: present(fields[5]), country: fields[6])
    }
}
