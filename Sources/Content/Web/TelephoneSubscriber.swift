// TelephoneSubscriber: a telephone number as RFC 3966 writes it: after `tel:`, and as each
// recipient of an `sms:` URI (RFC 5724) and a vCard 4.0 TEL.

/// One `telephone-subscriber` (RFC 3966 3): a global number (`+1-201-555-0123`) or a local one
/// with the context it is dialled in (`7042;phone-context=example.com`).
public struct TelephoneSubscriber: Sendable, Equatable {
    /// A parameter other than ext, isub and phone-context, as written.
    public struct Parameter: Sendable, Equatable {
        public let name: String
        public let value: String?
    }

    /// The number as written, visual separators (`- . ( )`) kept.
    public let number: String
    /// A global number starts with `+` and its country code.
    public let global: Bool
    /// `phone-context`: the domain name or number prefix a local number belongs to.
    public let context: String?
    /// `ext`: the extension.
    public let extensionNumber: String?
    /// `isub`: the ISDN subaddress.
    public let subaddress: String?
    public let parameters: [Parameter]

    /// A local number without `phone-context`, which RFC 3966 5.1.5 requires: its digits are
    /// read, but where they can be dialled is not said.
    public var lacksContext: Bool { !global && context == nil }

    /// As a card shows it: the number and its extension.
    public var spelled: String { number + (extensionNumber.map { " ext. " + $0 } ?? "") }

    /// Reads `text` (percent-encoding checked by the caller); `what` names it in refusals.
    init(_ text: Substring, in what: String) throws(ContentRefusal) {
        let parts = text.split(separator: ";", omittingEmptySubsequences: false)
        let digits = parts[0]
        guard !digits.isEmpty else { throw ContentRefusal("\(what) has no number (RFC 3966 3)") }
        number = String(digits)
        global = digits.hasPrefix("+")
        if global {
            guard Self.isGlobalNumberDigits(digits) else {
                throw ContentRefusal("“\(digits)” is not a global number: “+”, then digits and - . ( ) only (RFC 3966 3)")
            }
        } else {
            let allowed = digits.unicodeScalars.allSatisfy { URISyntax.isHexDigit($0) || "*#-.()".unicodeScalars.contains($0) }
            guard allowed, digits.unicodeScalars.contains(where: { URISyntax.isHexDigit($0) || $0 == "*" || $0 == "#" }) else {
                throw ContentRefusal("“\(digits)” is not a telephone number: digits, * # and - . ( ) only (RFC 3966 3)")
            }
        }
        var context: String?, extensionNumber: String?, subaddress: String?
        var parameters: [Parameter] = []
        for part in parts.dropFirst() {
            let pair = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = pair[0].lowercased()
            let value = pair.count > 1 ? pair[1] : nil
            guard !name.isEmpty, name.unicodeScalars.allSatisfy({ URISyntax.isAlphanumeric($0) || $0 == "-" }) else {
                throw ContentRefusal("“;\(part)” is not a parameter of \(what) (RFC 3966 3)")
            }
            if let value {
                let valid = value.unicodeScalars.allSatisfy {
                    URISyntax.isUnreserved($0) || $0 == "%" || "[]/:&+$".unicodeScalars.contains($0) || URISyntax.isIRICharacter($0)
                }
                guard valid, !value.isEmpty else {
                    throw ContentRefusal("the value of “;\(pair[0])=” in \(what) is empty or holds a character it may not (RFC 3966 3)")
                }
            }
            switch name {
            case "ext":
                guard extensionNumber == nil else { throw ContentRefusal("\(what) gives ext twice") }
                guard let value, value.unicodeScalars.allSatisfy({ URISyntax.isDigit($0) || "-.()".unicodeScalars.contains($0) }),
                    value.unicodeScalars.contains(where: URISyntax.isDigit)
                else { throw ContentRefusal("the extension of \(what) is not digits (RFC 3966 5.2)") }
                extensionNumber = String(value)
            case "isub":
                guard subaddress == nil else { throw ContentRefusal("\(what) gives isub twice") }
                guard let value else { throw ContentRefusal("isub without a value in \(what) (RFC 3966 5.3)") }
                subaddress = String(value)
            case "phone-context":
                guard context == nil else { throw ContentRefusal("\(what) gives phone-context twice") }
                guard !global else { throw ContentRefusal("a global number (+…) takes no phone-context (RFC 3966 5.1.5)") }
                guard let value, value.hasPrefix("+") ? Self.isGlobalNumberDigits(value) : Self.isDomainName(value) else {
                    throw ContentRefusal("phone-context “\(value ?? "")” is neither a domain name nor a +number (RFC 3966 5.1.5)")
                }
                context = String(value)
            default:
                parameters.append(Parameter(name: String(pair[0]), value: value.map(String.init)))
            }
        }
        self.context = context
        self.extensionNumber = extensionNumber
        self.subaddress = subaddress
        self.parameters = parameters
    }

    /// global-number-digits: "+" *phonedigit DIGIT *phonedigit.
    static func isGlobalNumberDigits(_ text: some StringProtocol) -> Bool {
        let rest = text.unicodeScalars.dropFirst()
        return text.hasPrefix("+") && rest.allSatisfy { URISyntax.isDigit($0) || "-.()".unicodeScalars.contains($0) }
            && rest.contains(where: URISyntax.isDigit)
    }

    /// RFC 3966's domainname: labels of letters, digits and inner hyphens, the last starting with
    /// a letter, an optional final dot.
    static func isDomainName(_ text: some StringProtocol) -> Bool {
        var labels = text.split(separator: ".", omittingEmptySubsequences: false)
        if labels.count > 1, labels.last?.isEmpty == true { labels.removeLast() }
        guard let top = labels.last, let first = top.unicodeScalars.first, ("a"..."z").contains(first) || ("A"..."Z").contains(first) else {
            return false
        }
        return labels.allSatisfy { label in
            !label.isEmpty && label.first != "-" && label.last != "-" && label.unicodeScalars.allSatisfy { URISyntax.isAlphanumeric($0) || $0 == "-" }
        }
    }
}
