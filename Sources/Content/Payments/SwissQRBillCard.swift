// SwissQRBillCard: what a QR-bill puts in the capture event and on its result card: amount,
// creditor, reference; a warning when the IBAN is not one or the reference's check fails, and
// for a notification, which is not to be paid.
import Wire

extension SwissQRBill {
    /// `iban`, `amount` (when set), `currency`, `reference` (unless NON), `creditor` (the name),
    /// `valid`, then `referenceType`, `message` (when given) and `notification: true` for a
    /// notification (amount 0.00, not to be paid).
    public var fields: [JSON.Member] {
        var members: [JSON.Member] = [("iban", .string(iban))]
        if let amount { members.append(("amount", .decimal(PaymentAmount.json(amount)))) }
        members.append(("currency", .string(currency)))
        if let reference { members.append(("reference", .string(reference))) }
        members.append(("creditor", .string(creditor.name)))
        members.append(("valid", .bool(valid)))
        members.append(("referenceType", .string(referenceType.rawValue)))
        if let message { members.append(("message", .string(message))) }
        if isNotification { members.append(("notification", .bool(true))) }
        return members
    }

    public var card: ContentCard {
        let shownAmount = amount.map { "\(currency) \(PaymentAmount.display($0, minorDigits: 2))" } ?? "\(currency), entered by the payer"
        var main: [ContentCard.Fact] = [
            .init("Amount", isNotification ? "\(shownAmount), not to be paid" : shownAmount), .init(isNotification ? "From" : "To", creditor.name),
        ]
        if let printedReference { main.append(.init("Reference", printedReference)) }
        var details: [ContentCard.Fact] = [
            .init(isQRIBAN ? "QR-IBAN" : "IBAN", PaymentText.grouped(iban, by: 4)),
            .init("Address", creditor.oneLine),
        ]
        if let message { details.append(.init("Message", message)) }
        if let debtor { details.append(.init("Payable by", "\(debtor.name), \(debtor.oneLine)")) }
        if let billingInformation { details.append(.init("Billing", billingInformation)) }
        var problems: [String] = []
        // A notification says so where a warning goes: it looks like a bill and must not be paid.
        if isNotification { problems.append("A notification, not a bill: do not pay") }
        if let ibanProblem { problems.append(ibanProblem) }
        if !referenceValid {
            problems.append(referenceType == .qrReference ? "QR reference check digit fails" : "RF reference check fails (ISO 11649)")
        }
        let title = isNotification ? "Swiss QR-bill notification" : "Swiss QR-bill"
        return ContentCard(title: title, main: main, details: details, warning: problems.isEmpty ? nil : problems.joined(separator: "; "))
    }

    /// As a QR-bill prints it: a QR reference in blocks of five from the right
    /// (`21 00000 00003 13947 14300 09017`), a creditor reference in blocks of four.
    private var printedReference: String? {
        guard let reference else { return nil }
        guard referenceType == .qrReference else { return PaymentText.grouped(reference, by: 4) }
        return String(PaymentText.grouped(String(reference.reversed()), by: 5).reversed())
    }
}
