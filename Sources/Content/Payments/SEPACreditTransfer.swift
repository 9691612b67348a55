// SEPACreditTransfer: an EPC QR code, the GiroCode (EPC069-12, "Quick Response Code: Guidelines
// to Enable Data Capture for the Initiation of a SEPA Credit Transfer", v2.1–3.0): beneficiary,
// IBAN and its check digits, amount in euro, and the remittance information.
import Language

/// A credit transfer a payer's banking app can start from the code: up to 12 lines after `BCD`.
public struct SEPACreditTransfer: ContentKind {
    public static let typeName = "sepa"

    /// `001` (BIC required) or `002` (BIC optional within the EEA).
    public let version: String
    /// 1 UTF-8, 2 ISO 8859-1, 3 ISO 8859-2, 4 ISO 8859-4, 5 ISO 8859-5, 6 ISO 8859-7,
    /// 7 ISO 8859-10, 8 ISO 8859-15.
    public let characterSet: Int
    /// The beneficiary's bank (AT-23), 8 or 11 characters.
    public let bic: String?
    /// The beneficiary (AT-21), up to 70 characters.
    public let name: String
    /// The beneficiary's account (AT-20), without spaces.
    public let iban: String
    /// Why the IBAN is not a valid one (ISO 13616-1: its country's length and BBAN structure in
    /// the IBAN registry, its check digits); nil when it is.
    public let ibanProblem: ShownText?
    /// Whether the IBAN is a valid one: `ibanProblem` is nil.
    public var ibanValid: Bool { ibanProblem == nil }
    /// The amount in euro (AT-04) as written after `EUR` (`1`, `12.3`); nil: the payer enters it.
    public let amount: String?
    /// The purpose code (AT-44), up to 4 characters (`CHAR`, `GDDS`).
    public let purpose: String?
    /// Structured remittance information (AT-05): a creditor reference, up to 35 characters.
    public let reference: String?
    /// Whether `reference`'s check digits match, when it is an ISO 11649 reference (`RF…`);
    /// nil for any other reference.
    public let referenceValid: Bool?
    /// Unstructured remittance information (AT-05), up to 140 characters; never with `reference`.
    public let remittance: String?
    /// Beneficiary to originator information, up to 70 characters: shown to the payer, not sent.
    public let information: String?

    public static func parse(_ payload: ContentPayload, context: ContentContext) throws(ContentRefusal) -> SEPACreditTransfer? {
        guard PaymentText.fromQRCode(payload), PaymentText.firstLine(of: payload.bytes, is: "BCD") else { return nil }
        var lines = PaymentText.lines(payload.bytes)
        // A separator after the last element is not in the guidelines but is written in practice.
        if lines.count == 13, lines[12].isEmpty { lines.removeLast() }
        guard lines.count <= 12 else { throw ContentRefusal("the code has \(lines.count) lines; an EPC QR code has at most 12") }
        guard lines.count >= 7 else { throw ContentRefusal("the code has \(lines.count) lines; an EPC QR code has at least 7 (up to the IBAN)") }
        guard payload.bytes.count <= 331 else { throw ContentRefusal("the code has \(payload.bytes.count) bytes; an EPC QR code has at most 331") }

        let version = String(decoding: lines[1], as: UTF8.self)
        guard version == "001" || version == "002" else { throw ContentRefusal("the version is \(version.debugDescription), not \"001\" or \"002\"") }
        let characterSetLine = String(decoding: lines[2], as: UTF8.self)
        guard characterSetLine.count == 1, let characterSet = Int(characterSetLine), (1...8).contains(characterSet) else {
            throw ContentRefusal("the character set is \(characterSetLine.debugDescription), not 1 to 8")
        }
        let identification = String(decoding: lines[3], as: UTF8.self)
        guard identification == "SCT" else { throw ContentRefusal("the identification is \(identification.debugDescription), not \"SCT\"") }

        var elements: [String] = []
        for (index, line) in lines.enumerated().dropFirst(4) {
            elements.append(try decode(line, characterSet: characterSet, lineNumber: index + 1))
        }
        func element(_ lineNumber: Int) -> String? {
            lineNumber - 5 < elements.count && !elements[lineNumber - 5].isEmpty ? elements[lineNumber - 5] : nil
        }
        func limit(_ text: String?, _ count: Int, _ name: String) throws(ContentRefusal) {
            if let text, PaymentText.length(text) > count {
                throw ContentRefusal("the \(name) has \(PaymentText.length(text)) characters, more than \(count)")
            }
        }

        let bic = element(5)
        if let bic {
            guard Self.bicWellFormed(bic) else {
                throw ContentRefusal("the BIC \(bic.debugDescription) is not 8 or 11 characters of the ISO 9362 form")
            }
        } else if version == "001" {
            throw ContentRefusal("version 001 requires the BIC")
        }
        guard let name = element(6) else { throw ContentRefusal("there is no beneficiary name") }
        try limit(name, 70, "beneficiary name")
        guard let ibanText = element(7) else { throw ContentRefusal("there is no IBAN") }
        let iban = String(ibanText.filter { $0 != " " }).uppercased()
        guard iban.count <= 34, PaymentText.isASCIIAlphanumeric(iban) else {
            throw ContentRefusal("the IBAN \(ibanText.debugDescription) is not up to 34 letters and digits")
        }
        var amount: String?
        if let text = element(8) { amount = try Self.euroAmount(text) }
        let purpose = element(9)
        if let purpose {
            guard purpose.count <= 4, PaymentText.isASCIIAlphanumeric(purpose) else {
                throw ContentRefusal("the purpose \(purpose.debugDescription) is not up to 4 letters and digits")
            }
        }
        let reference = element(10)
        let remittance = element(11)
        guard reference == nil || remittance == nil else {
            throw ContentRefusal("the code gives both a structured reference and unstructured remittance information; only one is allowed")
        }
        try limit(reference, 35, "structured reference")
        try limit(remittance, 140, "remittance information")
        var referenceValid: Bool?
        if let reference, reference.hasPrefix("RF") {
            guard let creditorReference = CreditorReference(reference) else {
                throw ContentRefusal("the reference \(reference.debugDescription) starts with RF but is not an ISO 11649 creditor reference")
            }
            referenceValid = creditorReference.checkDigitsValid
        }
        let information = element(12)
        try limit(information, 70, "beneficiary to originator information")

        return SEPACreditTransfer(
            version: version, characterSet: characterSet, bic: bic, name: name, iban: iban, ibanProblem: IBANCheck.problem(iban),
            amount: amount, purpose: purpose, reference: reference, referenceValid: referenceValid, remittance: remittance,
            information: information)
    }

    /// A line in the character set the code declares.
    private static func decode(_ line: ArraySlice<UInt8>, characterSet: Int, lineNumber: Int) throws(ContentRefusal) -> String {
        if characterSet == 1 {
            guard let text = PaymentText.utf8(line) else {
                throw ContentRefusal("line \(lineNumber) is not UTF-8, the character set (1) the code declares")
            }
            return text
        }
        let part: ISO8859Part = [.latin1, .latin2, .latin4, .cyrillic, .greek, .latin6, .latin9][characterSet - 2]
        switch part.decode(line) {
        case .success(let text): return text
        case .failure(let undefined):
            let hex = String(undefined.byte, radix: 16, uppercase: true)
            throw ContentRefusal(
                "line \(lineNumber): byte 0x\(hex) is not a character of ISO 8859-\(part.rawValue), the character set (\(characterSet)) the code declares"
            )
        }
    }

    /// ISO 9362: a 4-letter institution code, a 2-letter country code, 2 letters or digits for
    /// the location, and optionally 3 for the branch.
    private static func bicWellFormed(_ bic: String) -> Bool {
        guard bic.count == 8 || bic.count == 11, PaymentText.isASCIIAlphanumeric(bic) else { return false }
        return PaymentText.isASCIIUppercaseLetters(bic.prefix(6).uppercased())
    }

    /// `EUR` and an amount from 0.01 to 999999999.99 with at most two decimals, `.` the decimal mark.
    private static func euroAmount(_ text: String) throws(ContentRefusal) -> String {
        let digits = String(text.dropFirst(3))
        guard text.hasPrefix("EUR"), let (integer, fraction) = PaymentAmount.parts(digits), !integer.isEmpty, fraction.count <= 2 else {
            throw ContentRefusal("the amount \(text.debugDescription) is not EUR followed by an amount with at most two decimals")
        }
        guard PaymentAmount.json(digits).prefix(while: { $0 != "." }).count <= 9, !PaymentAmount.isZero(digits) else {
            throw ContentRefusal("the amount \(text.debugDescription) is not between EUR0.01 and EUR999999999.99")
        }
        return digits
    }
}
