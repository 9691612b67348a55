// BasketCode: a basket as the text of the QR code a till's scanner reads at "Pay at the till".
// One line of QR alphanumeric characters, so the code stays small and a scanner in keyboard mode
// types no line break:
//
//     KSB1+<id>+<currency>+<total>+<code>*<quantity>*<price>+<code>*<quantity>*<price>…
//     KSB2+<id>+<currency>+<total>+<age>+<code>*<quantity>*<price>…
//
// `KSB1` names the format and its version; `id` the basket (16 hexadecimal digits); `currency`
// ISO 4217; `total` and each `price` (of one) with a `.` and exactly the currency's decimals;
// `quantity` a whole number from 1 to 9999 (Basket takes no more of one item); the total and
// each price at most 15 digits (Basket refuses a scan that would make more). A code's characters
// outside 0-9, A-Z and `-./:` (and `$`, space) are written %XX in hexadecimal (UTF-8 bytes), so
// `+`, `*` and `%` in a code cannot be misread.
// The total is the sum of quantity × price of the items: a reader checks it.
//
// `KSB2` is a basket whose buyer's age a member of staff approved: `age` (1 to 99, no leading
// zero) is the age approved, after the total. A basket without an approval is written `KSB1`,
// as before, so a till that reads only `KSB1` takes every basket it took before; given a
// `KSB2` it refuses the code with its reason ("not a basket code (it does not start with
// KSB1+)") rather than reading the age as an item, and never sells age-restricted items
// unchecked.
import Content

public enum BasketCode {
    public static let format = "KSB1"
    /// A basket with the staff's approval of the buyer's age.
    public static let approvedFormat = "KSB2"
    /// The most minor units a price or the total may have: 15 digits, as prices are read
    /// (`Money(parsing:)`).
    public static let largestAmount: Int64 = 999_999_999_999_999
    /// The most of one item an item says; more is refused.
    public static let mostOfOneItem = 9_999

    /// The text of the basket's QR code.
    public static func text(of basket: Basket) -> String {
        var parts = [basket.ageCheck == nil ? format : approvedFormat, basket.id, basket.currency.alphabetic, basket.total.decimalText]
        if let check = basket.ageCheck { parts.append(String(check.age)) }
        for line in basket.lines { parts.append(escape(line.code) + "*" + String(line.quantity) + "*" + line.price.decimalText) }
        return parts.joined(separator: "+")
    }

    /// What a basket code says: id, currency, and the items (code, quantity, price of one).
    public struct Reading: Sendable, Equatable {
        public let id: String
        public let currency: ISO4217Currency
        public let total: Money
        public let items: [(code: String, quantity: Int, price: Money)]
        /// The age a member of staff approved (`KSB2`); nil: none (`KSB1`).
        public let approvedAge: Int?

        public static func == (a: Reading, b: Reading) -> Bool {
            a.id == b.id && a.currency == b.currency && a.total == b.total && a.approvedAge == b.approvedAge && a.items.count == b.items.count
                && zip(a.items, b.items).allSatisfy { $0.code == $1.code && $0.quantity == $1.quantity && $0.price == $1.price }
        }
    }

    /// Reads a basket code back; refuses, with the reason, anything that is not one or whose
    /// total is not its items' sum.
    public static func read(_ text: String) throws(MoneyError) -> Reading {
        var parts = text.split(separator: "+", omittingEmptySubsequences: false).map(String.init)
        guard parts.first == format || parts.first == approvedFormat else {
            throw MoneyError("not a basket code (it does not start with \(format)+ or \(approvedFormat)+)")
        }
        let approved = parts.first == approvedFormat
        guard parts.count >= (approved ? 5 : 4) else {
            throw MoneyError("a basket code needs an id, a currency and a total\(approved ? ", and \(approvedFormat) the age approved" : "")")
        }
        var approvedAge: Int?
        if approved {
            let age = parts.remove(at: 4)
            guard let years = Int(age), (1...99).contains(years), String(years) == age else {
                throw MoneyError("the approved age \"\(age)\" is not a whole number from 1 to 99")
            }
            approvedAge = years
        }
        let id = parts[1]
        guard id.count == 16, id.allSatisfy({ $0.isHexDigit && !$0.isLowercase }) else {
            throw MoneyError("the basket id \"\(id)\" is not 16 hexadecimal digits")
        }
        guard let currency = ISO4217Currency(code: parts[2]), parts[2] == currency.alphabetic else {
            throw MoneyError("\"\(parts[2])\" is not an ISO 4217 currency code")
        }
        let total = try exact(parts[3], currency)
        var items: [(String, Int, Money)] = []
        var sum = Money(minorUnits: 0, currency: currency)
        for part in parts.dropFirst(4) {
            let fields = part.split(separator: "*", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 3, !fields[0].isEmpty, let quantity = Int(fields[1]), quantity > 0, quantity <= mostOfOneItem else {
                throw MoneyError("the item \"\(part)\" is not CODE*QUANTITY*PRICE")
            }
            let price = try exact(fields[2], currency)
            items.append((try unescape(fields[0]), quantity, price))
            do { sum = try sum.adding(try price.multiplied(by: quantity)) } catch {
                throw MoneyError("the items' sum is too large an amount: \(error)")
            }
        }
        guard sum == total else { throw MoneyError("the total \(total.decimalText) is not the items' sum \(sum.decimalText)") }
        return Reading(id: id, currency: currency, total: total, items: items, approvedAge: approvedAge)
    }

    /// An amount with exactly the currency's decimals (what `decimalText` writes).
    static func exact(_ text: String, _ currency: ISO4217Currency) throws(MoneyError) -> Money {
        let money = try Money(parsing: text, currency: currency)
        guard money.decimalText == text else {
            throw MoneyError("\"\(text)\" is not written with \(currency.alphabetic)'s \(currency.minorUnits) decimals")
        }
        return money
    }

    /// Bytes that may stand as themselves: QR alphanumeric characters but the separators `+`,
    /// `*` and the escape `%`.
    static func plain(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "A")...UInt8(ascii: "Z"): true
        case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "$"), UInt8(ascii: " "): true
        default: false
        }
    }

    static func escape(_ code: String) -> String {
        var out = ""
        for byte in code.utf8 {
            if plain(byte) {
                out.append(Character(Unicode.Scalar(byte)))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return out
    }

    static func unescape(_ text: String) throws(MoneyError) -> String {
        var bytes: [UInt8] = []
        var utf8 = Array(text.utf8)[...]
        while let byte = utf8.popFirst() {
            if byte == UInt8(ascii: "%") {
                guard utf8.count >= 2, let value = UInt8(String(decoding: utf8.prefix(2), as: UTF8.self), radix: 16) else {
                    throw MoneyError("a bad %-escape in the code \"\(text)\"")
                }
                bytes.append(value)
                utf8 = utf8.dropFirst(2)
            } else {
                guard plain(byte) else { throw MoneyError("the code \"\(text)\" has a character a basket code does not write as itself") }
                bytes.append(byte)
            }
        }
        guard let code = String(validating: bytes, as: UTF8.self) else { throw MoneyError("the code \"\(text)\" is not UTF-8") }
        return code
    }
}
