// VariableMeasureLayout: the national layouts of variable-measure numbers, GTIN-13s of GS1
// prefixes 20–29 whose member organisation defines what the digits after the prefix say (GS1
// General Specifications 2.1.14.2): an item number, then a price or a weight, with or without a
// price check digit. Only layouts their GS1 member organisation publishes are here.

/// One country's layout, chosen by its name in the kiosk's settings (`ContentContext.variableMeasure`).
public struct VariableMeasureLayout: Sendable, Equatable {
    /// What the value digits measure.
    public enum Measure: String, Sendable {
        /// In the layout's currency.
        case price
        /// In kilograms.
        case weight
    }

    /// The layout of one 2-digit prefix, positions counted in the GTIN-13 from 0.
    public struct Rule: Sendable, Equatable {
        public let prefix: String
        public let measure: Measure
        public let decimalPlaces: Int
        /// The item number: the digits before this position, the prefix included.
        public let itemLength: Int
        /// Where the price check digit of GS1 General Specifications 7.9.2/7.9.3 stands; nil
        /// when the layout has none.
        public let checkDigitPosition: Int?
        public let value: Range<Int>
    }

    /// The setting's name: the country's ISO 3166 alpha-2 code in lower case.
    public let name: String
    /// The currency of prices, ISO 4217.
    public let currency: String?
    public let rules: [Rule]

    public static let all: [String: VariableMeasureLayout] = Dictionary(uniqueKeysWithValues: [sweden, finland, unitedKingdom].map { ($0.name, $0) })

    public func rule(for gtin13: String) -> Rule? { rules.first { gtin13.hasPrefix($0.prefix) } }

    /// GS1 Sweden, "Variable weight number" (gs1.se/en/our-standards/Identify/variable-weight-number1):
    /// 2X + company digits and item sequence number (8 digits in all), 4 digits of price or
    /// weight, check digit. X: 0–2 price in kronor with 2, 1, 0 decimals; 3–5 weight in kg with
    /// 3, 2, 1 decimals.
    static let sweden = VariableMeasureLayout(
        name: "se", currency: "SEK",
        rules: [("20", Measure.price, 2), ("21", .price, 1), ("22", .price, 0), ("23", .weight, 3), ("24", .weight, 2), ("25", .weight, 1)].map {
            Rule(prefix: $0.0, measure: $0.1, decimalPlaces: $0.2, itemLength: 8, checkDigitPosition: nil, value: 8..<12)
        })

    /// GS1 Finland, "How to identify the product (GTIN)" (gs1.fi/en/customersupport/gs1-company-prefix/how-identify-product-gtin):
    /// `23 YYYY AA PPPP T`: 23, 24, 25 for weights below 10, 100 and over 100 kg (3, 2, 1
    /// decimals), company prefix YYYY, item AA, weight PPPP, check digit T.
    static let finland = VariableMeasureLayout(
        name: "fi", currency: nil,
        rules: [("23", 3), ("24", 2), ("25", 1)].map {
            Rule(prefix: $0.0, measure: .weight, decimalPlaces: $0.1, itemLength: 8, checkDigitPosition: nil, value: 8..<12)
        })

    /// GS1 UK, "How to barcode variable measure items" (gs1uk.org/knowledge-hub/barcodes/how-to-barcode-variable-measure-items):
    /// branded variable-measure items, `20XXX RR V PPPP C` and `28XXX RR V PPPP C`: prefix, item
    /// reference, price verifier of the four price digits, price in pence, check digit.
    static let unitedKingdom = VariableMeasureLayout(
        name: "gb", currency: "GBP",
        rules: ["20", "28"].map { Rule(prefix: $0, measure: .price, decimalPlaces: 2, itemLength: 7, checkDigitPosition: 7, value: 8..<12) })
}
