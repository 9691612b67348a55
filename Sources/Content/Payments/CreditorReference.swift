// CreditorReference: the ISO 11649 structured creditor reference (`RF18 5390 0754 7034`) that EPC
// QR codes and Swiss QR-bills (SCOR) carry: its form, and its check digits by mod 97-10.

/// An ISO 11649 creditor reference: `RF`, two check digits, and 1 to 21 letters or digits.
struct CreditorReference: Sendable, Equatable {
    /// Without spaces, as the code gives it.
    let text: String
    /// Whether the check digits match: mod 97-10 of the reference with `RF` and its check digits
    /// moved to the end is 1.
    let checkDigitsValid: Bool

    /// nil when `text` is not of the form `RF` + 2 digits + 1…21 letters or digits (5 to 25 characters).
    init?(_ text: String) {
        guard text.hasPrefix("RF"), (5...25).contains(text.utf8.count), PaymentText.isASCIIDigits(text.dropFirst(2).prefix(2)),
            PaymentText.isASCIIAlphanumeric(text.dropFirst(4))
        else { return nil }
        self.text = text
        checkDigitsValid = CheckDigits.mod97(text.dropFirst(4) + text.prefix(4)) == 1
    }

    /// As printed: groups of four (`RF18 5390 0754 7034`).
    var printed: String { PaymentText.grouped(text, by: 4) }
}
