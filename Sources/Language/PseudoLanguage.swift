// PseudoLanguage: every message of the catalogue in brackets, ⟦Scan here⟧, as a language of its
// own ("en-XA", the pseudo-locale Android and Chrome name so), so a screen drawn in it shows at a
// glance, and to a test, which words did not come from the catalogue.

extension Translations {
    /// The pseudo-language's name.
    public static let pseudoLanguage = "en-XA"

    /// `self` with the pseudo-language added: each of `messages` as ⟦its English⟧ (a plural
    /// message's two English forms likewise), its placeholders kept.
    public func addingPseudoLanguage(for messages: [Message]) -> Translations {
        var table: [String: [String]] = [:]
        for message in messages {
            let forms = [message.english] + (message.plural.map { [$0] } ?? [])
            table[TranslationFile.key(message.english, context: message.key)] = forms.map { "⟦" + $0 + "⟧" }
        }
        var files = self.files
        files["en_XA"] = TranslationFile(messages: table, pluralRule: .english, header: ["Language": "en_XA"])
        return Translations(files: files)
    }
}
