// SEPACreditTransferCard: what an EPC QR code puts in the capture event and on its result card:
// beneficiary, amount, IBAN; a warning when the IBAN is not one (its structure or its check) or
// the RF reference's check fails.
import Wire

extension SEPACreditTransfer {
    /// `name`, `iban`, `amount` (when set), `ibanValid`, `bic` (when given), then `reference` and
    /// `referenceValid` (for an RF reference) or `remittance`.
    public var fields: [JSON.Member] {
        var members: [JSON.Member] = [("name", .string(name)), ("iban", .string(iban))]
        if let amount { members.append(("amount", .decimal(PaymentAmount.json(amount)))) }
        members.append(("ibanValid", .bool(ibanValid)))
        if let bic { members.append(("bic", .string(bic))) }
        if let reference { members.append(("reference", .string(reference))) }
        if let referenceValid { members.append(("referenceValid", .bool(referenceValid))) }
        if let remittance { members.append(("remittance", .string(remittance))) }
        return members
    }

    public var card: ContentCard {
        let main: [ContentCard.Fact] = [
            .init("To", name),
            .init("Amount", amount.map { "€" + PaymentAmount.display($0, minorDigits: 2) } ?? "entered by the payer"),
            .init("IBAN", PaymentText.grouped(iban, by: 4)),
        ]
        var details: [ContentCard.Fact] = []
        if let bic { details.append(.init("BIC", bic)) }
        if let reference { details.append(.init("Reference", CreditorReference(reference)?.printed ?? reference)) }
        if let remittance { details.append(.init("Remittance", remittance)) }
        if let purpose { details.append(.init("Purpose", purpose)) }
        if let information { details.append(.init("Note", information)) }
        var problems: [String] = []
        if let ibanProblem { problems.append(ibanProblem) }
        if referenceValid == false { problems.append("RF reference check fails (ISO 11649)") }
        let warning = problems.isEmpty ? nil : problems.joined(separator: "; ")
        return ContentCard(title: "SEPA transfer", main: main, details: details, warning: warning)
    }
}
