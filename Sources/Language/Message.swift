// Message: one thing the kiosk says, as the catalogue declares it: a key, the English text with
// named placeholders, the English plural where it counts, and a note for translators.

/// A message of the catalogue. In the gettext files its key is the context (msgctxt) and its
/// English text the message (msgid): translators see the English, and two messages with the
/// same English in different places ("Total" on the basket and on the admin screen) stay two.
public struct Message: Sendable, Hashable {
    /// Where it is said, dotted: "scanner.hint", "basket.total".
    public let key: String
    /// The English text; `{name}` marks a placeholder filled when it is said.
    public let english: String
    /// The English text for counts other than one (a plural message), with `{count}`.
    public let plural: String?
    /// What a translator needs to know: where it shows, how much room it has.
    public let note: String

    public init(_ key: String, _ english: String, plural: String? = nil, note: String = "") {
        self.key = key
        self.english = english
        self.plural = plural
        self.note = note
    }

    /// The placeholders' names in `text`, in order of first use: "{price} per {unit}" →
    /// ["price", "unit"]. A brace without a name after it is text.
    public static func placeholders(in text: String) -> [String] {
        var names: [String] = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            let after = rest[rest.index(after: open)...]
            guard let close = after.firstIndex(of: "}") else { break }
            let name = after[..<close]
            if !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), !names.contains(String(name)) {
                names.append(String(name))
            }
            rest = after[after.index(after: close)...]
        }
        return names
    }

    /// `text` with each `{name}` replaced by `values[name]`; a placeholder without a value
    /// stays as it is written (seen at once on the screen, and by the tests).
    public static func fill(_ text: String, _ values: [String: String]) -> String {
        guard !values.isEmpty, text.contains("{") else { return text }
        var out = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            out += rest[..<open]
            let after = rest[rest.index(after: open)...]
            guard let close = after.firstIndex(of: "}"), let value = values[String(after[..<close])] else {
                out.append("{")
                rest = after
                continue
            }
            out += value
            rest = after[after.index(after: close)...]
        }
        return out + rest
    }
}
