// GS1Element: one AI and its value, checked against the AI's format and linters, with what the
// value means when the specification gives it a meaning (a decimal amount, a currency, a date).
import Wire

/// One element of a GS1 element string: `(17)260731`.
public struct GS1Element: Sendable, Equatable {
    public let ai: String
    /// The AI's GS1 data title: `USE BY or EXPIRY`.
    public let title: String
    public let value: String
    /// 310n–369n and 390n–395n: the measure or amount with its decimal point (`1.250`); for 391n
    /// and 393n the amount after the currency.
    public let decimal: String?
    /// 391n and 393n: the ISO 4217 currency, as letters (`EUR`), or its number when the table
    /// has no letters for it.
    public let currency: String?
    /// The date the value holds (the first one, when it holds two). A day written 00, which the
    /// date AIs of GS1 General Specifications 3.4 allow when the day does not matter, is the
    /// month's last day; the century follows 7.12.
    public let date: CalendarDate?
    /// Whether the check digit or check character pair is right; nil for values without one.
    public let checkDigitValid: Bool?

    /// The element in the capture event: `{"ai","title","value"}`, then `decimal`, `currency`,
    /// `date` and `checkDigitValid` when the element has them.
    public var field: JSON {
        var members: [JSON.Member] = [("ai", .string(ai)), ("title", .string(title)), ("value", .string(value))]
        if let decimal { members.append(("decimal", .decimal(decimal))) }
        if let currency { members.append(("currency", .string(currency))) }
        if let date { members.append(("date", .string(date.description))) }
        if let checkDigitValid { members.append(("checkDigitValid", .bool(checkDigitValid))) }
        return .object(members)
    }

    /// The element as its human readable interpretation writes it: `(17)260731`.
    public var hri: String { "(\(ai))\(value)" }
}

extension GS1Element {
    /// Checks `value` against the format of `identifier` and the linters of each of its
    /// components; dates written with two-digit years are placed in the century around `today`.
    init(_ identifier: GS1ApplicationIdentifier, value: String, today: CalendarDate) throws(ContentRefusal) {
        let ai = identifier.ai
        func refuse(_ reason: String) -> ContentRefusal { ContentRefusal("(\(ai)) \(GS1ElementStringSyntax.printable(value)): \(reason)") }
        guard !value.isEmpty else { throw ContentRefusal("(\(ai)) has no value") }
        let characters = Array(value)
        var parts: [String] = []
        var position = 0
        for component in identifier.components {
            let remaining = characters.count - position
            if remaining == 0, component.isOptional { break }
            guard remaining >= component.minimumLength else { throw refuse("too short for \(identifier.format)") }
            let length = min(remaining, component.maximumLength)
            let part = String(characters[position..<position + length])
            if let reason = Self.badCharacter(in: part, component) { throw refuse(reason) }
            parts.append(part)
            position += length
        }
        guard position == characters.count else { throw refuse("too long for \(identifier.format)") }

        var checkDigitValid: Bool?
        var date: CalendarDate?
        var currency: String?
        for (part, component) in zip(parts, identifier.components) {
            for linter in component.linters {
                switch GS1Linters.check(part, linter: linter, today: today) {
                case .valid: break
                case .checkDigit(let valid): checkDigitValid = (checkDigitValid ?? true) && valid
                case .date(let day): date = date ?? day
                case .currency(let code): currency = code
                case .invalid(let reason): throw refuse(reason)
                }
            }
        }
        self.ai = ai
        self.title = identifier.title
        self.value = value
        self.decimal = identifier.decimalPlaces.map { Self.decimal(parts.last!, places: $0) }
        self.currency = currency
        self.date = date
        self.checkDigitValid = checkDigitValid
    }

    /// Why `part` has a character outside the component's set; nil when it has none.
    private static func badCharacter(in part: String, _ component: GS1ApplicationIdentifier.Component) -> String? {
        switch component.characters {
        case .numeric:
            return part.first { !GS1Characters.isDigit($0) }.map { "\(quoted($0)) is not a digit" }
        case .set82:
            return part.first { !GS1Characters.isInSet82($0) }.map { "\(quoted($0)) is not in GS1 character set 82" }
        case .set39:
            return part.first { !GS1Characters.isInSet39($0) }.map { "\(quoted($0)) is not in GS1 character set 39" }
        case .set64:
            // The padding rule of the syntax dictionary's cset64 linter: at most two `=`, only at
            // the end, and only when the length is a multiple of 3.
            let padding = part.reversed().prefix(while: { $0 == "=" }).count
            if padding > 2 || (padding > 0 && part.count % 3 != 0) { return "bad base64url padding" }
            return part.dropLast(padding).first { !GS1Characters.isInSet64($0) }.map { "\(quoted($0)) is not in GS1 character set 64" }
        }
    }

    /// `'x'`, or the code of a character that would not show.
    static func quoted(_ character: Character) -> String {
        if let ascii = character.asciiValue, ascii >= 0x20, ascii < 0x7F { return "'\(character)'" }
        return character.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }.joined(separator: " ")
    }

    /// `001250` with 3 places: `1.250`; leading zeros of the whole part dropped, one kept.
    static func decimal(_ digits: String, places: Int) -> String {
        let padded = String(repeating: "0", count: max(0, places + 1 - digits.count)) + digits
        var whole = padded.dropLast(places).drop(while: { $0 == "0" })
        if whole.isEmpty { whole = "0" }
        return places == 0 ? String(whole) : whole + "." + padded.suffix(places)
    }
}

extension GS1ApplicationIdentifier {
    /// The format as the GS1 General Specifications write it: `N6`, `N3+N..15`, `N6+[N4]`.
    var format: String {
        components.map { component in
            let letter = ["N", "X", "Y", "Z"][[.numeric, .set82, .set39, .set64].firstIndex(of: component.characters)!]
            let length =
                component.minimumLength == component.maximumLength ? "\(component.maximumLength)" : "..\(component.maximumLength)"
            return component.isOptional ? "[\(letter)\(length)]" : letter + length
        }.joined(separator: "+")
    }
}
