// PriceStyle: how a shop prints a price in its currency: the sign or code and on which side,
// the decimal mark and the grouping (`4,99 €`, `$1.99`, `¥199`, `CHF 1.90`, `1 990 Ft`). The
// customary form of each currency where one is clear (the EU's Interinstitutional Style Guide for
// the euro and the currencies of its members; the issuing countries' usage for the others);
// otherwise the ISO 4217 code before the amount, as banks print it.
import Content

public struct PriceStyle: Sendable, Equatable {
    /// What stands beside the digits: `€`, `$`, `CHF`.
    public let sign: String
    /// The sign before the amount (`$1.99`) or after it (`4,99 €`).
    public let signFirst: Bool
    /// A space between the sign and the digits.
    public let spaced: Bool
    public let decimalMark: Character
    /// Between groups of three digits: `1,299` with a comma, a point or an apostrophe; a
    /// no-break space where the custom is a space, and then only from 10 000 (`4990 Ft`,
    /// `12 990 Ft`), as the EU's style guide has it. nil for none.
    public let groupMark: Character?

    public init(sign: String, signFirst: Bool, spaced: Bool, decimalMark: Character, groupMark: Character?) {
        self.sign = sign
        self.signFirst = signFirst
        self.spaced = spaced
        self.decimalMark = decimalMark
        self.groupMark = groupMark
    }

    /// The customary style of a currency.
    public init(currency: ISO4217Currency) {
        self =
            Self.customary[currency.alphabetic]
            ?? PriceStyle(sign: currency.alphabetic, signFirst: true, spaced: true, decimalMark: ".", groupMark: ",")
    }

    /// The style of a sample: the price 1234.56 written as the shop prints it (`€1,234.56`,
    /// `1.234,56 €`, `CHF 1'234.56`, `1234,56 kr`), or 1234 for a currency without a minor unit
    /// (`¥1,234`): the sign before or after, with a space or not, the decimal mark, the group mark.
    public init(sample: String) throws(MoneyError) {
        let scalars = Array(sample.trimmingSpaces())
        guard let firstDigit = scalars.firstIndex(where: { $0.isASCII && $0.isNumber }),
            let lastDigit = scalars.lastIndex(where: { $0.isASCII && $0.isNumber })
        else { throw MoneyError("\"\(sample)\" has no digits: write the price 1234.56 as the shop prints it, such as €1,234.56 or 1.234,56 €") }
        let before = String(scalars[..<firstDigit]), after = String(scalars[(lastDigit + 1)...])
        let middle = Array(scalars[firstDigit...lastDigit])
        let digits = String(middle.filter { $0.isASCII && $0.isNumber })
        guard digits == "123456" || digits == "1234" else {
            throw MoneyError("\"\(sample)\" is not the price 1234.56 (or 1234) written as the shop prints it")
        }
        let marks = middle.enumerated().filter { !($0.element.isASCII && $0.element.isNumber) }
        var decimal: Character = "."
        var group: Character?
        for (offset, mark) in marks {
            let digitsBefore = middle[..<offset].filter { $0.isASCII && $0.isNumber }.count
            if digitsBefore == 1 && group == nil {
                group = mark == " " ? Self.noBreakSpace : mark
            } else if digitsBefore == 4 && digits == "123456" {
                decimal = mark
            } else {
                throw MoneyError("\"\(sample)\": a mark where a price has none (1234.56 has a group mark after the 1, a decimal mark before the 56)")
            }
        }
        if digits == "123456" && !marks.contains(where: { middle[..<$0.offset].filter { $0.isASCII && $0.isNumber }.count == 4 }) {
            throw MoneyError("\"\(sample)\" has no decimal mark before the 56")
        }
        let signFirst = !before.trimmingSpaces().isEmpty
        let sign = (signFirst ? before : after).trimmingSpaces()
        guard !sign.isEmpty, before.trimmingSpaces().isEmpty || after.trimmingSpaces().isEmpty else {
            throw MoneyError("\"\(sample)\" needs the currency's sign on one side of the price, such as € or CHF")
        }
        let spaced = signFirst ? before.last == " " || before.last == "\u{00A0}" : after.first == " " || after.first == "\u{00A0}"
        self.init(sign: sign, signFirst: signFirst, spaced: spaced, decimalMark: decimal, groupMark: group)
    }

    /// `4,99 €`.
    public func format(_ money: Money) -> String {
        let plain = money.decimalText
        var whole = Substring(plain)
        var fraction: Substring = ""
        if let dot = plain.firstIndex(of: ".") {
            whole = plain[..<dot]
            fraction = plain[plain.index(after: dot)...]
        }
        var digits = String(whole)
        let negative = digits.hasPrefix("-")
        if negative { digits.removeFirst() }
        if let groupMark, digits.count > (groupMark == Self.noBreakSpace ? 4 : 3) {
            var grouped = ""
            for (offset, digit) in digits.enumerated() {
                if offset > 0 && (digits.count - offset) % 3 == 0 { grouped.append(groupMark) }
                grouped.append(digit)
            }
            digits = grouped
        }
        let amount = (negative ? "-" : "") + digits + (fraction.isEmpty ? "" : String(decimalMark) + fraction)
        let space = spaced ? "\u{00A0}" : ""
        return signFirst ? sign + space + amount : amount + space + sign
    }

    private static let noBreakSpace: Character = "\u{00A0}"

    private static let customary: [String: PriceStyle] = {
        var styles: [String: PriceStyle] = [:]
        func add(_ codes: [String], _ sign: String, first: Bool, spaced: Bool, decimal: Character, group: Character?) {
            for code in codes { styles[code] = PriceStyle(sign: sign, signFirst: first, spaced: spaced, decimalMark: decimal, groupMark: group) }
        }
        add(["EUR"], "€", first: false, spaced: true, decimal: ",", group: noBreakSpace)
        add(["USD", "AUD", "CAD", "NZD", "SGD", "HKD", "MXN"], "$", first: true, spaced: false, decimal: ".", group: ",")
        add(["GBP"], "£", first: true, spaced: false, decimal: ".", group: ",")
        add(["JPY"], "¥", first: true, spaced: false, decimal: ".", group: ",")
        add(["CNY"], "¥", first: true, spaced: false, decimal: ".", group: ",")
        add(["KRW"], "₩", first: true, spaced: false, decimal: ".", group: ",")
        add(["INR"], "₹", first: true, spaced: false, decimal: ".", group: ",")
        add(["CHF"], "CHF", first: true, spaced: true, decimal: ".", group: "’")
        add(["SEK", "NOK", "DKK", "ISK"], "kr", first: false, spaced: true, decimal: ",", group: noBreakSpace)
        add(["PLN"], "zł", first: false, spaced: true, decimal: ",", group: noBreakSpace)
        add(["CZK"], "Kč", first: false, spaced: true, decimal: ",", group: noBreakSpace)
        add(["HUF"], "Ft", first: false, spaced: true, decimal: ",", group: noBreakSpace)
        add(["RON"], "lei", first: false, spaced: true, decimal: ",", group: ".")
        add(["BGN"], "лв.", first: false, spaced: true, decimal: ",", group: noBreakSpace)
        add(["BRL"], "R$", first: true, spaced: true, decimal: ",", group: ".")
        add(["TRY"], "₺", first: true, spaced: false, decimal: ",", group: ".")
        add(["UAH"], "₴", first: false, spaced: true, decimal: ",", group: noBreakSpace)
        add(["ILS"], "₪", first: true, spaced: false, decimal: ".", group: ",")
        add(["THB"], "฿", first: true, spaced: false, decimal: ".", group: ",")
        add(["VND"], "₫", first: false, spaced: true, decimal: ",", group: ".")
        add(["PHP"], "₱", first: true, spaced: false, decimal: ".", group: ",")
        add(["ZAR"], "R", first: true, spaced: false, decimal: ".", group: noBreakSpace)
        return styles
    }()
}
