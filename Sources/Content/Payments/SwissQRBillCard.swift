// SwissQRBillCard: what a QR-bill puts in the capture event and on its result card: amount,
// creditor, reference; a warning when the IBAN is not one or the reference's check fails, and
// for a notification, which is not to be paid.
import Language
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
        let shownAmount: ShownText =
            amount.map { .verbatim("\(currency) \(PaymentAmount.display($0, minorDigits: 2))") }
            ?? .said(.cardCurrencyEnteredByPayer, ["currency": currency])
        var main: [ContentCard.Fact] = [
            .init(.cardAmount, isNotification ? .said(.cardNotToBePaid, parts: ["amount": shownAmount]) : shownAmount),
            .init(isNotification ? .cardFrom : .cardTo, creditor.name),
        ]
        if let printedReference { main.append(.init(.cardReference, printedReference)) }
        var details: [ContentCard.Fact] = [
            .named(isQRIBAN ? "QR-IBAN" : "IBAN", PaymentText.grouped(iban, by: 4)),
            .init(.cardAddress, creditor.oneLine),
        ]
        if let message { details.append(.init(.cardMessage, message)) }
        if let debtor { details.append(.init(.cardPayableBy, "\(debtor.name), \(debtor.oneLine)")) }
        if let billingInformation { details.append(.init(.cardBilling, billingInformation)) }
        var problems: [ShownText] = []
        // A notification says so where a warning goes: it looks like a bill and must not be paid.
        if isNotification { problems.append(.said(.cardNotificationDoNotPay)) }
        if let ibanProblem { problems.append(ibanProblem) }
        if !referenceValid { problems.append(.said(referenceType == .qrReference ? .cardQRReferenceFails : .cardRFReferenceFails)) }
        return ContentCard(title: isNotification ? .cardSwissQRBillNotification : .cardSwissQRBill, main: main, details: details, warnings: problems)
    }

    /// As a QR-bill prints it: a QR reference in blocks of five from the right
    /// (`21 00000 00003 13947 14300 09017`), a creditor reference in blocks of four.
    private var printedReference: String? {
        guard let reference else { return nil }
        guard referenceType == .qrReference else { return PaymentText.grouped(reference, by: 4) }
        return String(PaymentText.grouped(String(reference.reversed()), by: 5).reversed())
    }
}
