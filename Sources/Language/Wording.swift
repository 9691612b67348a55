// Wording: the kiosk's messages in one language, as the screen and the voice say them.

/// Messages said in `language` from `translations`, English where it has none. A value: the
/// scene is given the shopper's wording and the shop's (the staff's screens stay in the shop's).
public struct Wording: Sendable {
    /// The language, as options name it: "de", "pt-PT", "zh-CN"; "en" for the catalogue's own.
    public let language: String
    public let translations: Translations
    /// The shop's language: prices shown in it are written as the shop prints them.
    public let shopLanguage: String
    /// Which digits prices are written with (the shop's `digits` setting).
    public let digits: DigitSet
    /// The language's catalogue, found once: the screen says a dozen messages every frame.
    let file: TranslationFile?
    /// How the language writes dates and numbers (CLDR's, `LanguageFormats`), found once.
    public let formats: LanguageFormats

    /// `shopLanguage`: the shop's language, `language` itself when not given (a wording made
    /// without one is the shop's own).
    public init(language: String, translations: Translations, shopLanguage: String? = nil, digits: DigitSet = .western) {
        self.language = language
        self.translations = translations
        self.shopLanguage = shopLanguage ?? language
        self.digits = digits
        file = translations.file(for: language)
        formats = LanguageFormats.formats(for: language)
    }

    /// The catalogue's own English.
    public static let english = Wording(language: "en", translations: Translations(files: [:]))

    /// `message` said with `values` (and `count`, for a plural message).
    public func callAsFunction(_ message: Message, count: Int? = nil, _ values: [String: String] = [:]) -> String {
        Translations.text(message, from: file, count: count, values)
    }

    /// `phrase` said, its parts said first in the same language.
    public func callAsFunction(_ phrase: Phrase) -> String {
        guard !phrase.parts.isEmpty else { return Translations.text(phrase.message, from: file, count: phrase.count, phrase.values) }
        var values = phrase.values
        for (name, part) in phrase.parts { values[name] = self(part) }
        return Translations.text(phrase.message, from: file, count: phrase.count, values)
    }

    /// A time of day with its seconds as the language writes it (CLDR's medium time): `14:03:27`
    /// in German, `2:03:27 PM` in English, in the shop's digits.
    public func time(hour: Int, minute: Int, second: Int) -> String {
        formats.time(hour: hour, minute: minute, second: second, digits: digits)
    }

    /// Whether the language shown is the shop's ("pt-PT" is "pt_PT").
    public var isShopLanguage: Bool {
        language == shopLanguage || (LanguageTag.normalised(language) ?? language) == (LanguageTag.normalised(shopLanguage) ?? shopLanguage)
    }

    /// Whether the language is written right to left (the screens mirror for it).
    public var isRightToLeft: Bool { Self.rightToLeft.contains(LanguageTag.base(of: language)) }

    /// `text` in capitals as the language writes them: Turkish and Azerbaijani capitalise i as İ
    /// (Unicode's default mapping, locale-free, gives I); scripts without case are unchanged.
    public func capitals(_ text: String) -> String {
        let base = LanguageTag.base(of: language)
        guard base == "tr" || base == "az" else { return text.uppercased() }
        return String(text.map { $0 == "i" ? "İ" : $0 }).uppercased()
    }

    static let rightToLeft: Set<String> = ["ar", "he", "fa", "ur", "yi", "ps", "sd", "ug", "dv", "ckb"]
}
