// RetailNumberCard: what the result card shows for a retail number: what it is (a product, a
// book, a weighed item…), the number in its printed form, an embedded price or weight, and a
// warning when a check digit is wrong. The printed forms' names (EAN-13, ISBN) are shown as they are.
import Language

extension RetailNumber {
    public var card: ContentCard {
        var main: [ContentCard.Fact] = []
        var details: [ContentCard.Fact] = []
        switch kind {
        case .isbn:
            main.append(.named("ISBN", String(gtin.dropFirst())))
            if let isbn10 { main.append(.named("ISBN-10", isbn10)) }
        case .ismn: main.append(.named("ISMN", String(gtin.dropFirst())))
        case .issn: main.append(.named("ISSN", issn ?? ""))
        case .variableMeasure:
            if let measure {
                let value =
                    measure.measure == .weight ? "\(measure.value) kg" : [measure.currency, measure.value].compactMap { $0 }.joined(separator: " ")
                main.append(.init(measure.measure == .weight ? .cardWeight : .cardPrice, value))
                main.append(.init(.cardItem, measure.item))
            }
        default: main.append(.named(symbolName, number))
        }
        if let addOn { main.append(.init(.cardAddOn, addOn)) }
        if kind == .upce { details.append(.named("UPC-A", String(gtin.dropFirst(2)))) }
        if kind == .isbn || kind == .ismn || kind == .issn || kind == .variableMeasure { details.append(.named(symbolName, number)) }
        if let circulation {
            let whose: ShownText =
                circulation == .region ? .said(.cardRestrictedCountry, ["prefix": String(gtin.dropFirst().prefix(2))]) : .said(.cardRestrictedCompany)
            details.append(.init(.cardRestrictedTo, whose))
        }

        var warnings: [ShownText] = []
        if !checkDigitValid { warnings.append(.said(.cardBadCheckDigitShould, ["digit": String(expectedCheckCharacter)])) }
        if measure?.checkDigitValid == false { warnings.append(.said(.cardBadPriceCheckDigit)) }
        return ContentCard(title: title, main: main, details: details, warnings: warnings)
    }

    var title: Message {
        switch kind {
        case .isbn: .cardBook
        case .ismn: .cardSheetMusic
        case .issn: .cardPeriodical
        case .coupon: .cardCoupon
        case .refundReceipt: .cardRefundReceipt
        case .restricted: .cardInStoreNumber
        case .variableMeasure: measure?.measure == .weight ? .cardWeighedItem : .cardPricedItem
        default: .cardProduct
        }
    }

    /// The name of the number's printed form.
    var symbolName: String {
        switch form {
        case .ean8: "EAN-8"
        case .upca: "UPC-A"
        case .upce: "UPC-E"
        case .gtin14: "GTIN-14"
        default: "EAN-13"
        }
    }
}
