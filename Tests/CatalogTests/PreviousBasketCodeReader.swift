// PreviousBasketCodeReader: the till's reader of basket codes as it was before KSB2, copied
// unchanged from Sources/Catalog/BasketCode.swift at 806f881 (only its name and its format's
// constants made its own): what a till that has not been updated runs. An approved basket's
// KSB2 code must be refused by it with a reason, never read as another total.
import Catalog
import Content

enum PreviousBasketCodeReader {
    static let format = "KSB1"
    static let mostOfOneItem = 9_999

    /// What a basket code says: id, currency, and the items (code, quantity, price of one).
    public struct Reading: Sendable, Equatable {
        public let id: String
        public let currency: ISO4217Currency
        public let total: Money
        public let items: [(code: String, quantity: Int, price: Money)]

        public static func == (a: Reading, b: Reading) -> Bool {
            a.id == b.id && a.currency == b.currency && a.total == b.total && a.items.count == b.items.count
                && zip(a.items, b.items).allSatisfy { $0.code == $1.code && $0.quantity == $1.quantity && $0.price == $1.price }
        }
    }

    /// Reads a basket code back; refuses, with the reason, anything that is not one or whose
    /// total is not its items' sum.
    public static func read(_ text: String) throws(MoneyError) -> Reading {
        let parts = text.split(separator: "+", omittingEmptySubsequences: false).map(String.init)
        guard parts.first == format else { throw MoneyError("not a basket code (it does not start with \(format)+)") }
        guard parts.count >= 4 else { throw MoneyError("a basket code needs an id, a currency and a total") }
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
        return Reading(id: id, currency: currency, total: total, items: items)
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
