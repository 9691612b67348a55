// GS1ApplicationIdentifier: one Application Identifier (AI) as the syntax dictionary defines it:
// its data title, the components its value is made of, whether it needs no FNC1 after it, and its
// role in a GS1 Digital Link URI; the table of all of them is read once from GS1SyntaxDictionary.

/// An Application Identifier: the 2–4 digits before a value in a GS1 element string, `(17)`.
public struct GS1ApplicationIdentifier: Sendable, Equatable {
    /// The characters a component may hold.
    public enum CharacterSet: Sendable, Equatable {
        /// `N`: digits.
        case numeric
        /// `X`: GS1 AI encodable character set 82 (GS1 General Specifications figure 7.11-1).
        case set82
        /// `Y`: GS1 AI encodable character set 39 (figure 7.11-2).
        case set39
        /// `Z`: the base64url alphabet of RFC 4648, with `=` padding (figure 7.11-3).
        case set64
    }

    /// One part of the value: `N6`, `X..20`, `[N3]`, each with the checks (linters) it must pass.
    public struct Component: Sendable, Equatable {
        public let characters: CharacterSet
        public let minimumLength: Int
        public let maximumLength: Int
        /// An optional component is left out when the value ends before it.
        public let isOptional: Bool
        public let linters: [String]
    }

    /// The AI's digits, `01`, `3103`.
    public let ai: String
    /// The GS1 data title, as human readable interpretations may show it: `USE BY or EXPIRY`.
    public let title: String
    /// A predefined-length AI: its value has a fixed length and needs no FNC1 after it (GS1
    /// General Specifications figure 7.8.5-2).
    public let hasPredefinedLength: Bool
    /// May be a data attribute (a query parameter) of a GS1 Digital Link URI.
    public let isDigitalLinkAttribute: Bool
    public let components: [Component]
    /// AIs (or patterns, `n` standing for any digit) that may not appear with this one.
    public let excludes: [String]
    /// The mandatory associations (the dictionary's `req=`): each entry is a list of
    /// alternatives, one of which must be present with this AI; an alternative is a group of AIs
    /// or patterns that must all be there (`req=01+21,03+21` gives `[[["01", "21"], ["03", "21"]]]`;
    /// two `req=` attributes give two entries, both to be met).
    public let requires: [[[String]]]
    /// As a GS1 Digital Link primary key: the qualifier sequences allowed after it in the URI's
    /// path, each in order and each qualifier optional (`[["22", "10", "21"], ["235"]]`); `[[]]`
    /// for a key without qualifiers, nil for an AI that is not a primary key.
    public let digitalLinkQualifiers: [[String]]?

    /// The number of decimal places the AI's last digit gives its value: 310n–369n (measures)
    /// and 390n–395n (amounts), GS1 General Specifications 3.6 and 3.8.
    public var decimalPlaces: Int? {
        guard ai.count == 4, let number = Int(ai), (3100...3699).contains(number) || (3900...3959).contains(number) else { return nil }
        return number % 10
    }

    /// The value's length when every component has a fixed length and none is optional.
    public var fixedLength: Int? {
        guard components.allSatisfy({ $0.minimumLength == $0.maximumLength && !$0.isOptional }) else { return nil }
        return components.reduce(0) { $0 + $1.maximumLength }
    }

    /// The longest value the AI takes.
    public var maximumLength: Int { components.reduce(0) { $0 + $1.maximumLength } }
}

extension GS1ApplicationIdentifier {
    /// Every AI of the syntax dictionary, by its digits.
    public static let all: [String: GS1ApplicationIdentifier] = {
        var table: [String: GS1ApplicationIdentifier] = [:]
        for line in GS1SyntaxDictionary.entries.split(separator: "\n") {
            for entry in entries(of: line) { table[entry.ai] = entry }
        }
        return table
    }()

    /// The AI `digits` begin with: AIs are prefix-free, so at most one of their first 2, 3 or
    /// 4 digits is one.
    public static func identifier(at digits: some StringProtocol) -> GS1ApplicationIdentifier? {
        for length in 2...4 where digits.count >= length {
            let candidate = String(digits.prefix(length))
            guard GS1Characters.areDigits(candidate) else { return nil }
            if let entry = all[candidate] { return entry }
        }
        return nil
    }

    /// The entries of one dictionary line: `3100-3105` gives six.
    private static func entries(of line: Substring) -> [GS1ApplicationIdentifier] {
        let parts = line.split(separator: "#", maxSplits: 1)
        var title = parts.count > 1 ? String(parts[1].split(separator: " ").joined(separator: " ")) : ""
        var tokens = parts[0].split(separator: " ")[...]
        guard let range = tokens.popFirst() else { return [] }
        var flags = ""
        if let first = tokens.first, first.allSatisfy({ !$0.isLetter && !$0.isNumber && $0 != "[" }) {
            flags = String(first)
            tokens.removeFirst()
        }
        var components: [Component] = []
        var excludes: [String] = []
        var requires: [[[String]]] = []
        var qualifiers: [[String]]?
        for token in tokens {
            if token.hasPrefix("ex=") {
                excludes += token.dropFirst(3).split(separator: ",").map(String.init)
            } else if token == "dlpkey" {
                qualifiers = [[]]
            } else if token.hasPrefix("dlpkey=") {
                qualifiers = token.dropFirst(7).split(separator: "|").map { $0.split(separator: ",").map(String.init) }
            } else if token.hasPrefix("req=") {
                requires.append(token.dropFirst(4).split(separator: ",").map { $0.split(separator: "+").map(String.init) })
            } else if token.contains("=") {
                continue  // An attribute this reader does not use.
            } else if let component = component(token) {
                components.append(component)
            }
        }
        if title.isEmpty {
            // The General Specifications give (8110) and (8112) no data title; these describe them.
            title = range == "8110" ? "COUPON CODE (North America)" : range == "8112" ? "POSITIVE OFFER COUPON CODE (North America)" : String(range)
        }
        let bounds = range.split(separator: "-").map(String.init)
        guard let low = Int(bounds[0]), let high = Int(bounds.last!) else { return [] }
        let width = bounds[0].count
        return (low...high).map { number in
            var digits = String(number)
            while digits.count < width { digits = "0" + digits }
            return GS1ApplicationIdentifier(
                ai: digits, title: title, hasPredefinedLength: flags.contains("*"), isDigitalLinkAttribute: flags.contains("?"),
                components: components, excludes: excludes, requires: requires, digitalLinkQualifiers: qualifiers)
        }
    }

    /// `N6,yymmd0`, `X..20`, `[N3],iso3166`.
    private static func component(_ token: Substring) -> Component? {
        var parts = token.split(separator: ",").map(String.init)
        guard !parts.isEmpty else { return nil }
        var format = parts.removeFirst()[...]
        let isOptional = format.hasPrefix("[") && format.hasSuffix("]")
        if isOptional { format = format.dropFirst().dropLast() }
        let characters: CharacterSet
        switch format.first {
        case "N": characters = .numeric
        case "X": characters = .set82
        case "Y": characters = .set39
        case "Z": characters = .set64
        default: return nil
        }
        let length = format.dropFirst()
        if length.hasPrefix(".."), let maximum = Int(length.dropFirst(2)) {
            return Component(characters: characters, minimumLength: 1, maximumLength: maximum, isOptional: isOptional, linters: parts)
        }
        guard let fixed = Int(length) else { return nil }
        return Component(characters: characters, minimumLength: fixed, maximumLength: fixed, isOptional: isOptional, linters: parts)
    }
}
