// EMVMerchantPaymentCard: what an EMV merchant-presented code puts in the capture event and on
// its result card: merchant, amount, schemes; a warning when the CRC does not match or a value
// is longer than EMVCo allows.
import Language
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
        if let name = merchantName ?? alternateLanguage?.merchantName { main.append(.init(.cardMerchant, name)) }
        main.append(.init(.cardAmount, amount.map { .verbatim(money($0)) } ?? .said(.cardEnteredByPayer)))
        main.append(.init(.cardPayWith, schemes.joined(separator: ", ")))

        var details: [ContentCard.Fact] = []
        if let merchantCity { details.append(.init(.cardCity, merchantCity)) }
        details.append(.init(.cardCountry, countryCode))
        if let alternateLanguage, merchantName != nil {
            let language = ["language": alternateLanguage.language]
            details.append(.init(.said(.cardNameIn, language), .verbatim(alternateLanguage.merchantName)))
            if let city = alternateLanguage.merchantCity { details.append(.init(.said(.cardCityIn, language), .verbatim(city))) }
        }
        switch tip {
        case .prompted?: details.append(.init(.cardTip, .said(.cardAskedOfPayer)))
        case .fixedFee(let fee)?: details.append(.init(.cardFee, money(fee)))
        case .percentageFee(let percent)?: details.append(.init(.cardFee, "\(percent) %"))
        case nil: break
        }
        if let additionalData {
            let labelled: [(Message, String?)] = [
                (.cardBill, additionalData.billNumber), (.cardReference, additionalData.referenceLabel), (.cardStore, additionalData.storeLabel),
                (.cardTerminal, additionalData.terminalLabel), (.cardPurpose, additionalData.purpose),
            ]
            for case (let label, let value?) in labelled {
                details.append(.init(label, value == "***" ? .said(.cardAskedOfPayer) : .verbatim(value)))
            }
        }
        switch pointOfInitiation {
        case .reusable?: details.append(.init(.cardCode, .said(.cardReusable)))
        case .singleUse?: details.append(.init(.cardCode, .said(.cardSingleUse)))
        case nil: break
        }
        var warnings: [ShownText] = []
        if !crcValid { warnings.append(.said(.cardCRCMismatch, ["given": crc.uppercased(), "computed": computedCRC])) }
        // Which fields, and by how much, is in `lengthsOverLimit` (the specification's words).
        if !lengthsOverLimit.isEmpty { warnings.append(.said(.cardLongerThanEMVCo, count: lengthsOverLimit.count)) }
        return ContentCard(title: .cardPayment, main: main, details: details, warnings: warnings)
    }

    /// `12.50 BRL`; an amount in a currency outside the table keeps its digits and shows the number.
    private func money(_ amount: String) -> String {
        "\(PaymentAmount.display(amount, minorDigits: currency?.minorUnits)) \(currency?.alphabetic ?? currencyNumber)"
    }
}
