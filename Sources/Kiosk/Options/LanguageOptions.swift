// LanguageOptions: the shop's language, the languages shoppers may choose, and the shop's own
// texts per language (welcome.de = …).
import FoundationEssentials
import Language

extension KioskOption {
    static let language: [KioskOption] = [
        KioskOption(
            "language", .language, .parsed("LANGUAGE", languageTag, show: { $0 }), \.language,
            help:
                "the shop's language: what the screens say and the voice speaks (de, fr, pt-PT, zh-CN…; a language without a translation is shown in English, with a log line); the staff's screens always use it"
        ),
        KioskOption(
            "languages", .language, .parsed("LIST", languageList, show: { $0.isEmpty ? nil : $0.joined(separator: ",") }), \.languages,
            help:
                "the languages a shopper may choose with the language button on the scanner and attract screens, comma-separated (en,de,ar), each shown in its own name; the shop's language comes back when the shopper has gone",
            defaultNote: "none: no language button"),
        KioskOption(
            "language.idle", .language, .seconds(5...3600), \.languageIdle,
            help:
                "seconds without a touch or a scan after which a shopper's language gives way to the shop's (also at pay, when the basket is emptied and when the attract screen starts)"
        ),
        KioskOption(
            "digits", .language, .choice([("western", DigitSet.western), ("native", .native)]), \.digits,
            help:
                "the digits prices and the History's times are written with: 0-9 in every language (western), or each language's own where it has some (native: Arabic ٠-٩, Hindi ०-९, Thai, Chinese and Japanese); a price in the shop's language keeps the shop's marks"
        ),
        KioskOption(
            "locale.folder", .language, .optional(.text("DIR", expected: "a folder", trimmed: true)), \.localeFolder,
            help: "where the translations are read: DIR/LANGUAGE/LC_MESSAGES/kioskscan.mo",
            defaultNote: "share/locale beside the program's folder (/usr/share/locale when installed)"),
    ]

    static func languageTag(_ text: String) throws(OptionError) -> String {
        guard let tag = LanguageTag.normalised(text.trimmingWhitespace()) else {
            throw OptionError("expected a language such as de, pt-PT or zh-CN, got \(text.quotedForMessage())")
        }
        return tag
    }

    static func languageList(_ text: String) throws(OptionError) -> [String] {
        var tags: [String] = []
        for item in text.split(separator: ",") where !item.trimmingWhitespace().isEmpty {
            let tag = try languageTag(String(item))
            if !tags.contains(tag) { tags.append(tag) }
        }
        return tags
    }

    /// The shop's texts that have a value per language: `welcome.de = Willkommen` (on the command
    /// line `--welcome.de`), falling back to the text without a language.
    static let perLanguage: [(name: String, setting: WritableKeyPath<KioskOptions, [String: String]> & Sendable)] = [
        ("welcome", \.welcomeByLanguage)
    ]

    /// The option `name` names when it is a per-language text (`welcome.de`, `welcome-pt-PT`,
    /// `welcome_zh_CN`); nil otherwise.
    static func perLanguageOption(_ name: String) -> KioskOption? {
        let lowered = name.lowercased()
        for (base, setting) in perLanguage where lowered.hasPrefix(base + ".") || lowered.hasPrefix(base + "-") || lowered.hasPrefix(base + "_") {
            guard let tag = LanguageTag.normalised(String(name.dropFirst(base.count + 1))) else { return nil }
            return KioskOption(
                "\(base).\(tag)", .language, placeholder: "TEXT", help: "the \(base) line in \(tag)",
                current: { $0[keyPath: setting][tag] }, apply: { text, options in options[keyPath: setting][tag] = text.trimmingWhitespace() })
        }
        return nil
    }
}
