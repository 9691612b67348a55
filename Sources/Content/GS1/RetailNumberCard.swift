// RetailNumberCard: what the result card shows for a retail number: what it is (a product, a
// book, a weighed item…), the number in its printed form, an embedded price or weight, and a
// warning when a check digit is wrong.

extension RetailNumber {
    public var card: ContentCard {
        var main: [ContentCard.Fact] = []
        var details: [ContentCard.Fact] = []
        switch kind {
        case .isbn:
            main.append(.init("ISBN", String(gtin.dropFirst())))
            if let isbn10 { main.append(.init("ISBN-10", isbn10)) }
        case .ismn: main.append(.init("ISMN", String(gtin.dropFirst())))
        case .issn: main.append(.init("ISSN", issn ?? ""))
        case .variableMeasure:
            if let measure {
                let value =
                    measure.measure == .weight ? "\(measure.value) kg" : [measure.currency, measure.value].compactMap { $0 }.joined(separator: " ")
                main.append(.init(measure.measure == .weight ? "Weight" : "Price", value))
                main.append(.init("Item", measure.item))
            }
        default: main.append(.init(symbolName, number))
        }
        if let addOn { main.append(.init("Add-on", addOn)) }
        if kind == .upce { details.append(.init("UPC-A", String(gtin.dropFirst(2)))) }
        if kind == .isbn || kind == .ismn || kind == .issn || kind == .variableMeasure { details.append(.init(symbolName, number)) }
        if let circulation {
            details.append(.init("Restricted to", circulation == .region ? "a country (GS1 prefix \(gtin.dropFirst().prefix(2)))" : "one company"))
        }

        var warnings: [String] = []
        if !checkDigitValid { warnings.append("Bad check digit (should be \(expectedCheckCharacter))") }
        if measure?.checkDigitValid == false { warnings.append("Bad price check digit: the price may be misread") }
        return ContentCard(title: title, main: main, details: details, warning: warnings.isEmpty ? nil : warnings.joined(separator: " · "))
    }

    var title: String {
        switch kind {
        case .isbn: "Book"
        case .ismn: "Sheet music"
        case .issn: "Periodical"
        case .coupon: "Coupon"
        case .refundReceipt: "Refund receipt"
        case .restricted: "In-store number"
        case .variableMeasure: measure?.measure == .weight ? "Weighed item" : "Priced item"
        default: "Product"
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
