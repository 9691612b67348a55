// SpeechVoices: which espeak-ng voice says each of the kiosk's languages, and where none says it
// well enough to be let speak: the kiosk then stays silent in that language (the tones go on).
import Language

public enum SpeechVoices {
    /// espeak-ng's voice for each shipped language, and what keeps it silent. Heard through
    /// espeak-ng 1.51 (Debian 12) and 1.52 (Debian 13): Thai is read wrongly in both; Mandarin
    /// and Hebrew numbers wrongly in 1.51; Japanese reads kanji as "Chinese letter", so the
    /// Japanese catalogue's spoken messages are written in kana, which it reads.
    static let table: [String: (voice: String, silentBefore: (major: Int, minor: Int)?)] = [
        "en": ("en", nil), "de": ("de", nil), "fr": ("fr", nil), "es": ("es", nil), "it": ("it", nil), "nl": ("nl", nil),
        "pl": ("pl", nil), "pt_PT": ("pt", nil), "sv": ("sv", nil), "tr": ("tr", nil), "ar": ("ar", nil), "he": ("he", (1, 52)),
        "hi": ("hi", nil), "ja": ("ja", nil), "zh_CN": ("cmn", (1, 52)), "ko": ("ko", nil), "th": ("th", (9, 0)),
    ]

    /// The voice for `language` with espeak-ng `version` ("1.51", "1.52.0"); nil: silent in it.
    /// A language the table does not have falls back to its base ("pt_BR" → pt_PT's), else nil.
    public static func voice(for language: String, version: String) -> String? {
        let base = LanguageTag.base(of: language)
        guard let entry = table[language] ?? table[base] ?? table.first(where: { $0.key.hasPrefix(base + "_") })?.value else { return nil }
        if let silent = entry.silentBefore {
            let parts = version.split(separator: ".").compactMap { Int($0) }
            let installed = (parts.first ?? 0, parts.count > 1 ? parts[1] : 0)
            if installed < silent { return nil }
        }
        return entry.voice
    }
}
