// GS1ElementStringSyntax: splits the two written forms of GS1 element strings into AIs and
// values: the data a symbol carries (FNC1 first, a GS after each variable-length value that is not
// the last; GS1 General Specifications 7.8.5) and the human readable interpretation `(01)…(17)…`.

enum GS1ElementStringSyntax {
    /// The group separator that stands for a field-separating FNC1.
    static let groupSeparator: Character = "\u{1D}"

    /// The AIM symbology identifiers of symbols whose data is a GS1 element string.
    static let aimIdentifiers = ["]C1", "]e0", "]d2", "]Q3", "]J1"]

    /// The AIs and values of symbol data. A symbology identifier or a GS standing for the first
    /// FNC1 may lead; a GS where none is needed (after a predefined-length value, at the end) is
    /// passed over.
    static func elements(ofSymbolData text: String) throws(ContentRefusal) -> [(GS1ApplicationIdentifier, String)] {
        var rest = Substring(text)
        if let aim = aimIdentifiers.first(where: { rest.hasPrefix($0) }) { rest = rest.dropFirst(aim.count) }
        var elements: [(GS1ApplicationIdentifier, String)] = []
        while let first = rest.first {
            if first == groupSeparator {
                rest.removeFirst()
                continue
            }
            guard let identifier = GS1ApplicationIdentifier.identifier(at: rest) else {
                throw ContentRefusal("no Application Identifier at \"\(printable(rest.prefix(4)))\"")
            }
            rest = rest.dropFirst(identifier.ai.count)
            var value = rest.prefix(while: { $0 != groupSeparator })
            if identifier.hasPredefinedLength, let length = identifier.fixedLength { value = value.prefix(length) }
            rest = rest.dropFirst(value.count)
            elements.append((identifier, String(value)))
        }
        guard !elements.isEmpty else { throw ContentRefusal("no element string after the FNC1") }
        return elements
    }

    /// The AIs and values of a human readable interpretation, `(01)09506000134352(17)260731`;
    /// nil when `text` does not begin with a known AI in brackets or holds spaces or control
    /// characters (a phone number `(415) 555-0100` is not one). `\(` in a value is a `(`.
    static func elements(ofBracketed text: String) throws(ContentRefusal) -> [(GS1ApplicationIdentifier, String)]? {
        guard text.first == "(", bracketedAI(Substring(text)) != nil,
            text.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value != 0x7F })
        else { return nil }
        var rest = Substring(text)
        var elements: [(GS1ApplicationIdentifier, String)] = []
        while !rest.isEmpty {
            guard let identifier = bracketedAI(rest) else {
                throw ContentRefusal("no Application Identifier in brackets at \"\(rest.prefix(8))\"")
            }
            rest = rest.dropFirst(identifier.ai.count + 2)
            var value = ""
            while let character = rest.first, !(character == "(" && bracketedAI(rest) != nil) {
                rest.removeFirst()
                if character == "\\", rest.first == "(" {
                    value.append(rest.removeFirst())
                } else {
                    value.append(character)
                }
            }
            elements.append((identifier, value))
        }
        return elements
    }

    /// The AI of `(NN…)` at the start of `text`, when its digits are exactly an AI.
    private static func bracketedAI(_ text: Substring) -> GS1ApplicationIdentifier? {
        guard text.first == "(", let close = text.prefix(6).firstIndex(of: ")") else { return nil }
        let digits = text[text.index(after: text.startIndex)..<close]
        guard let identifier = GS1ApplicationIdentifier.all[String(digits)] else { return nil }
        return identifier
    }

    /// Characters a refusal can show: controls as `U+…`.
    static func printable(_ text: some StringProtocol) -> String {
        text.map { character in
            let quoted = GS1Element.quoted(character)
            return quoted.hasPrefix("'") ? String(character) : "<\(quoted)>"
        }.joined()
    }
}
