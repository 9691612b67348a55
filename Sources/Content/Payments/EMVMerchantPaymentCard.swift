// EMVMerchantPaymentCard: what an EMV merchant-presented code puts in the capture event and on
// its result card: merchant, amount, schemes; a warning when the CRC does not match or a value
// is longer than EMVCo allows.
import Wire

extension EMVMerchantPayment {
    /// `merchant`, `city`, `amount` (when the code sets them), `currency` (the ISO 4217 letters,
    /// or the number when the table lacks it), `crcValid`, `country`, `schemes`.
    public var fields: [JSON.Member] {
        var members: [JSON.Member] = []
        if let merchantName { members.append(("merchant", .string(merchantName))) }
        if let merchantCity { members.append(("city", .string(merchantCity))) }
        if let amount { members.append(("amount", .decimal(PaymentAmount.json(amount)))) }
        members.append(("currency", .string(currency?.alphabetic ?? currencyNumber)))
        members.append(("crcValid", .bool(crcValid)))
        members.append(("country", .string(countryCode)))
        members.append(("schemes", .array(schemes.map { .string($0) })))
        return members
    }

    public var card: ContentCard {
        var main: [ContentCard.Fact] = []
        if let name = merchantName ?? alternateLanguage?.merchantName { main.append(.init("Merchant", name)) }
        main.append(.init("Amount", amount.map { money($0) } ?? "entered by the payer"))
        main.append(.init("Pay with", schemes.joined(separator: ", ")))

        var details: [ContentCard.Fact] = []
        if let merchantCity { details.append(.init("City", merchantCity)) }
        details.append(.init("Country", countryCode))
        if let alternateLanguage, merchantName != nil {
            details.append(.init("Name (\(alternateLanguage.language))", alternateLanguage.merchantName))
            if let city = alternateLanguage.merchantCity { details.append(.init("City (\(alternateLanguage.language))", city)) }
        }
        switch tip {
        case .prompted?: details.append(.init("Tip", "asked of the payer"))
        case .fixedFee(let fee)?: details.append(.init("Fee", money(fee)))
        case .percentageFee(let percent)?: details.append(.init("Fee", "\(percent) %"))
        case nil: break
        }
        if let additionalData {
            let labelled: [(String, String?)] = [
                ("Bill", additionalData.billNumber), ("Reference", additionalData.referenceLabel), ("Store", additionalData.storeLabel),
                ("Terminal", additionalData.terminalLabel), ("Purpose", additionalData.purpose),
            ]
            for case (let label, let value?) in labelled { details.append(.init(label, value == "***" ? "asked of the payer" : value)) }
        }
        switch pointOfInitiation {
        case .reusable?: details.append(.init("Code", "reusable"))
        case .singleUse?: details.append(.init("Code", "for this payment only"))
        case nil: break
        }
        var warnings: [String] = []
        if !crcValid { warnings.append("CRC mismatch: the code says \(crc.uppercased()), its data give \(computedCRC)") }
        if !lengthsOverLimit.isEmpty { warnings.append("Longer than EMVCo allows: " + lengthsOverLimit.joined(separator: "; ")) }
        return ContentCard(title: "Payment", main: main, details: details, warning: warnings.isEmpty ? nil : warnings.joined(separator: "; "))
    }

    /// `12.50 BRL`; an amount in a currency outside the table keeps its digits and shows the number.
    private func money(_ amount: String) -> String {
        "\(PaymentAmount.display(amount, minorDigits: currency?.minorUnits)) \(currency?.alphabetic ?? currencyNumber)"
    }
}
