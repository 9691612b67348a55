// RetailNumber: the number of an EAN/UPC or ITF-14 symbol: a GTIN-8, -12, -13 or -14, its
// check digit, and what its GS1 prefix makes it: a book (ISBN), sheet music (ISMN), a periodical
// (ISSN), a coupon, or a restricted-circulation number, read as a variable-measure number with
// price or weight when the kiosk's country layout is set.
import Wire

/// A GTIN as a retail symbol carries it (GS1 General Specifications 2.1 and 1.4 for the prefixes).
public struct RetailNumber: ContentKind {
    public static let typeName = "gtin"

    public enum Kind: String, Sendable {
        case ean13, ean8, upca, upce, gtin14
        /// GS1 prefixes 978 and 979 (Bookland), but 979-0.
        case isbn
        /// 979-0: International Standard Music Number.
        case ismn
        /// GS1 prefix 977: International Standard Serial Number.
        case issn
        /// GS1 prefixes 981–983 and 99: coupon identification.
        case coupon
        /// GS1 prefix 980.
        case refundReceipt = "refund-receipt"
        /// A restricted-circulation number (RCN) whose layout is not known here.
        case restricted
        /// A restricted-circulation number read with the kiosk's national layout.
        case variableMeasure = "variable-measure"
    }

    /// Who may give a restricted-circulation number its meaning.
    public enum Circulation: String, Sendable {
        /// GS1 prefixes 02 and 20–29: the GS1 member organisation of the country.
        case region
        /// GS1 prefixes 04 and 040–049, GS1-8 prefixes 0 and 2: the company that prints it.
        case company
    }

    /// The price or weight a variable-measure number holds.
    public struct Measure: Sendable, Equatable {
        /// The layout's name (`se`).
        public let layout: String
        /// The item number, the prefix included: what the shop looks the item up by.
        public let item: String
        public let measure: VariableMeasureLayout.Measure
        /// With its decimal point: `1.250`.
        public let value: String
        /// The price's currency, ISO 4217.
        public let currency: String?
        /// Whether the price check digit is right; nil when the layout has none.
        public let checkDigitValid: Bool?
    }

    /// The digits as the symbol carries them: 8, 12, 13 or 14 (an ISBN-10 symbol as its EAN-13).
    public let number: String
    /// The form `number` is printed in: `ean13`, `ean8`, `upca`, `upce` or `gtin14`.
    public let form: Kind
    /// The GTIN-14: `number` padded with zeros to 14 digits, the form GS1 element strings and
    /// Digital Link URIs use; for UPC-E, its UPC-A's.
    public let gtin: String
    public let kind: Kind
    public let checkDigitValid: Bool
    /// The 2- or 5-digit add-on symbol printed beside it.
    public let addOn: String?
    /// For a book of prefix 978, its ISBN-10.
    public let isbn10: String?
    /// For a periodical, its ISSN, `0317-8471`.
    public let issn: String?
    public let circulation: Circulation?
    public let measure: Measure?

    /// The check character the scanned number should end in: the ISBN-10's for an ISBN-10
    /// symbol, else the GTIN's.
    public var expectedCheckCharacter: Character {
        if let isbn10, let check = CheckDigits.isbn10(isbn10.prefix(9)), check != isbn10.last { return check }
        return Character(String(CheckDigits.gs1(gtin.dropLast()) ?? 0))
    }

    public static func parse(_ payload: ContentPayload, context: ContentContext) throws(ContentRefusal) -> RetailNumber? {
        guard let text = payload.text, !payload.gs1 else { return nil }
        switch payload.symbology {
        case "ean13", "isbn13": return try read(text, name: "EAN-13", length: 13, kind: .ean13, context: context)
        case "upca": return try read(text, name: "UPC-A", length: 12, kind: .upca, context: context)
        case "upce": return try read(text, name: "UPC-E", length: 8, kind: .upce, context: context)
        case "ean8": return try read(text, name: "EAN-8", length: 8, kind: .ean8, addOns: false, context: context)
        case "isbn10": return try readISBN10(text, context: context)
        case "i25", "databar", "databar-ltd":
            // Interleaved 2 of 5 carries many numberings; only its 14 digits are ITF-14's GTIN.
            return text.count == 14 && GS1Characters.areDigits(text)
                ? try read(text, name: "GTIN-14", length: 14, kind: .gtin14, addOns: false, context: context) : nil
        case "wedge":
            // A scanner set to send AIM identifiers types them in front of the digits.
            let aim = payload.aimIdentifier
            if aim == nil, text.hasPrefix("]"), text.count > 3 {
                return try readTyped(String(text.dropFirst(3)), aim: String(text.prefix(3)), context: context)
            }
            return try readTyped(text, aim: aim, context: context)
        default:
            return nil
        }
    }

    /// A number a keyboard-wedge scanner typed: by its AIM identifier when it sent one (`]E0`
    /// EAN-13, UPC-A or UPC-E; `]E4` EAN-8; `]I1` ITF), else by its length alone: 8 digits are
    /// taken as an EAN-8 (a UPC-E typed without its identifier looks the same), 12 a UPC-A, 13
    /// an EAN-13, 14 a GTIN-14. Anything else is not a retail number.
    private static func readTyped(_ text: String, aim: String?, context: ContentContext) throws(ContentRefusal) -> RetailNumber? {
        guard GS1Characters.areDigits(text) else { return nil }
        switch (aim, text.count) {
        case ("]E0", 13), (nil, 13): return try read(text, name: "EAN-13", length: 13, kind: .ean13, addOns: false, context: context)
        case ("]E0", 12), (nil, 12): return try read(text, name: "UPC-A", length: 12, kind: .upca, addOns: false, context: context)
        case ("]E0", 8): return try read(text, name: "UPC-E", length: 8, kind: .upce, addOns: false, context: context)
        case ("]E4", 8), (nil, 8): return try read(text, name: "EAN-8", length: 8, kind: .ean8, addOns: false, context: context)
        case ("]I1", 14), (nil, 14): return try read(text, name: "GTIN-14", length: 14, kind: .gtin14, addOns: false, context: context)
        default: return nil
        }
    }

    /// The main number and its add-on, which the engine appends to it.
    private static func read(
        _ text: String, name: String, length: Int, kind: Kind, addOns: Bool = true, context: ContentContext
    ) throws(ContentRefusal) -> RetailNumber {
        let shown = GS1ElementStringSyntax.printable(text)
        guard GS1Characters.areDigits(text) else { throw ContentRefusal("\(name) \(shown): not all digits") }
        let extra = text.count - length
        guard extra == 0 || (addOns && (extra == 2 || extra == 5)) else {
            throw ContentRefusal("\(name) \(shown): \(text.count) digits, not \(length)" + (addOns ? " (+2 or +5)" : ""))
        }
        let number = String(text.prefix(length))
        let addOn = extra > 0 ? String(text.suffix(extra)) : nil
        if kind == .upce {
            guard number.first == "0" else { throw ContentRefusal("UPC-E \(number): GS1 writes only U.P.C. prefix 0 as UPC-E") }
            return try RetailNumber(number: number, full: UPCE.expanded(number)!, kind: .upce, addOn: addOn, context: context)
        }
        return try RetailNumber(number: number, full: number, kind: kind, addOn: addOn, context: context)
    }

    /// An ISBN-10 symbol as ZBar reports it when asked: the ISBN-10, then any add-on. Its EAN-13
    /// is 978, the first nine digits and a GS1 check digit; `checkDigitValid` judges the ISBN-10's.
    private static func readISBN10(_ text: String, context: ContentContext) throws(ContentRefusal) -> RetailNumber {
        let isbn = text.prefix(10)
        let addOn = text.dropFirst(10)
        guard isbn.count == 10, GS1Characters.areDigits(isbn.prefix(9)), let last = isbn.last, GS1Characters.isDigit(last) || last == "X",
            addOn.isEmpty || ((addOn.count == 2 || addOn.count == 5) && GS1Characters.areDigits(addOn))
        else { throw ContentRefusal("ISBN-10 \(GS1ElementStringSyntax.printable(text)): not an ISBN-10 (+2 or +5)") }
        let ean = "978" + isbn.prefix(9)
        let number = ean + String(CheckDigits.gs1(ean)!)
        let book = try RetailNumber(number: number, full: number, kind: .ean13, addOn: addOn.isEmpty ? nil : String(addOn), context: context)
        return RetailNumber(
            number: book.number, form: .ean13, gtin: book.gtin, kind: book.kind, checkDigitValid: CheckDigits.isbn10(isbn.prefix(9)) == last,
            addOn: book.addOn, isbn10: String(isbn), issn: nil, circulation: nil, measure: nil)
    }

    init(
        number: String, form: Kind, gtin: String, kind: Kind, checkDigitValid: Bool, addOn: String?,
        isbn10: String?, issn: String?, circulation: Circulation?, measure: Measure?
    ) {
        self.number = number
        self.form = form
        self.gtin = gtin
        self.kind = kind
        self.checkDigitValid = checkDigitValid
        self.addOn = addOn
        self.isbn10 = isbn10
        self.issn = issn
        self.circulation = circulation
        self.measure = measure
    }

    /// Classifies `full` (the number, a UPC-E expanded) by its GS1 prefix.
    private init(number: String, full: String, kind symbolKind: Kind, addOn: String?, context: ContentContext) throws(ContentRefusal) {
        let gtin = String(repeating: "0", count: 14 - full.count) + full
        let gtin13 = String(gtin.dropFirst())
        var kind = symbolKind
        var isbn10: String?
        var issn: String?
        var circulation: Circulation?
        var measure: Measure?
        if symbolKind == .ean8 {
            // GS1-8 prefixes 0 and 2: restricted-circulation numbers of a company (GenSpecs 1.4.3).
            if full.first == "0" || full.first == "2" { (kind, circulation) = (.restricted, .company) }
        } else if symbolKind != .gtin14 || gtin.first == "0" {
            switch gtin13.prefix(3) {
            case "977":
                kind = .issn
                let seven = gtin13.dropFirst(3).prefix(7)
                issn = seven.prefix(4) + "-" + seven.suffix(3) + String(CheckDigits.issn(seven)!)
            case "978":
                kind = .isbn
                let nine = gtin13.dropFirst(3).prefix(9)
                isbn10 = nine + String(CheckDigits.isbn10(nine)!)
            case "979": kind = gtin13.hasPrefix("9790") ? .ismn : .isbn
            case "980": kind = .refundReceipt
            case "981", "982", "983": kind = .coupon
            case let prefix where prefix.hasPrefix("99"): kind = .coupon
            case let prefix where prefix.hasPrefix("02") || prefix.hasPrefix("2"):
                (kind, circulation) = (.restricted, .region)
                if let name = context.variableMeasure {
                    guard let layout = VariableMeasureLayout.all[name] else {
                        let known = VariableMeasureLayout.all.keys.sorted().joined(separator: ", ")
                        throw ContentRefusal("no variable-measure layout named \"\(name)\" (known: \(known))")
                    }
                    if let rule = layout.rule(for: gtin13) {
                        kind = .variableMeasure
                        measure = Self.measure(of: gtin13, layout: layout, rule: rule)
                    }
                }
            case let prefix where prefix.hasPrefix("04"): (kind, circulation) = (.restricted, .company)
            default: break
            }
        }
        self.init(
            number: number, form: symbolKind, gtin: gtin, kind: kind, checkDigitValid: CheckDigits.gs1Valid(gtin), addOn: addOn,
            isbn10: isbn10, issn: issn, circulation: circulation, measure: measure)
    }

    private static func measure(of gtin13: String, layout: VariableMeasureLayout, rule: VariableMeasureLayout.Rule) -> Measure {
        let digits = Array(gtin13)
        let value = String(digits[rule.value])
        let checkDigitValid = rule.checkDigitPosition.map { CheckDigits.gs1PriceCheckDigit(value) == digits[$0].wholeNumberValue }
        return Measure(
            layout: layout.name, item: String(digits[..<rule.itemLength]), measure: rule.measure,
            value: GS1Element.decimal(value, places: rule.decimalPlaces), currency: rule.measure == .price ? layout.currency : nil,
            checkDigitValid: checkDigitValid)
    }

    public var fields: [JSON.Member] {
        var members: [JSON.Member] = [("gtin", .string(gtin)), ("kind", .string(kind.rawValue)), ("number", .string(number))]
        members.append(("checkDigitValid", .bool(checkDigitValid)))
        if let addOn { members.append(("addOn", .string(addOn))) }
        if kind == .isbn { members.append(("isbn", .string(String(gtin.dropFirst())))) }
        if let isbn10 { members.append(("isbn10", .string(isbn10))) }
        if kind == .ismn { members.append(("ismn", .string(String(gtin.dropFirst())))) }
        if let issn { members.append(("issn", .string(issn))) }
        if let circulation { members.append(("circulation", .string(circulation.rawValue))) }
        if let measure {
            members += [("layout", .string(measure.layout)), ("item", .string(measure.item)), (measure.measure.rawValue, .decimal(measure.value))]
            if let currency = measure.currency { members.append(("currency", .string(currency))) }
            if let valid = measure.checkDigitValid { members.append(("priceCheckDigitValid", .bool(valid))) }
        }
        return members
    }
}
