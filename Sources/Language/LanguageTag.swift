// LanguageTag: a language as a shop names it in its settings ("de", "pt-PT", "zh_CN"), checked and
// written the way gettext's folders are named ("pt_PT").

public enum LanguageTag {
    /// `text` as a catalogue folder names the language: two or three letters, then optionally a
    /// region of two letters or three digits (`pt-PT`, `pt_pt` → `pt_PT`; `es-419`); nil for
    /// anything else (empty, a path, a script subtag, 10 kB of text).
    public static func normalised(_ text: String) -> String? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false).flatMap {
            $0.split(separator: "_", omittingEmptySubsequences: false)
        }
        guard (1...2).contains(parts.count), (2...3).contains(parts[0].count), parts[0].allSatisfy({ $0.isASCII && $0.isLetter }) else {
            return nil
        }
        let language = parts[0].lowercased()
        guard parts.count == 2 else { return language }
        let region = parts[1]
        let letters = region.count == 2 && region.allSatisfy { $0.isASCII && $0.isLetter }
        let digits = region.count == 3 && region.allSatisfy { $0.isASCII && $0.isNumber }
        guard letters || digits else { return nil }
        return language + "_" + region.uppercased()
    }

    /// The language without its region: "pt_PT" → "pt".
    public static func base(of language: String) -> String {
        String(language.prefix { $0 != "-" && $0 != "_" }).lowercased()
    }
}
