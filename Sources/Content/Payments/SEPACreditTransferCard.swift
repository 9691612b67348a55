// SEPACreditTransferCard: what an EPC QR code puts in the capture event and on its result card:
// beneficiary, amount, IBAN; a warning when the IBAN is not one (its structure or its check) or
// the RF reference's check fails.
import Language
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
            .init(.cardTo, name),
            .init(.cardAmount, amount.map { .verbatim("€" + PaymentAmount.display($0, minorDigits: 2)) } ?? .said(.cardEnteredByPayer)),
            .named("IBAN", PaymentText.grouped(iban, by: 4)),
        ]
        var details: [ContentCard.Fact] = []
        if let bic { details.append(.named("BIC", bic)) }
        if let reference { details.append(.init(.cardReference, CreditorReference(reference)?.printed ?? reference)) }
        if let remittance { details.append(.init(.cardRemittance, remittance)) }
        if let purpose { details.append(.init(.cardPurpose, purpose)) }
        if let information { details.append(.init(.cardNote, information)) }
        var problems: [ShownText] = []
        if let ibanProblem { problems.append(ibanProblem) }
        if referenceValid == false { problems.append(.said(.cardRFReferenceFails)) }
        return ContentCard(title: .cardSEPATransfer, main: main, details: details, warnings: problems)
    }
}
