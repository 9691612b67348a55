// LanguageChoice: which language the kiosk speaks now: the shop's, or the one a shopper chose
// with the language button, until that shopper has gone (no touch or scan for a while, the basket
// paid or emptied, the attract screen).
import Language
import Render
import Scene

/// The shop's language, the ones a shopper may choose, and the one shown now; the menu while it
/// is open. The staff's screens always use the shop's.
public final class LanguageChoice {
    public let translations: Translations
    /// The shop's language ("en", "de", "pt_PT").
    public let shop: String
    /// The languages offered, the shop's first; fewer than two: no button.
    public let offered: [String]
    /// Seconds without a touch or a scan before a shopper's choice ends.
    public let idle: Double
    /// The language shown now.
    public private(set) var current: String {
        didSet { wording = Wording(language: current, translations: translations, shopLanguage: shop, digits: digits) }
    }
    /// Which digits prices are written with (`digits`).
    public let digits: DigitSet
    /// Whether the list of languages is open.
    public private(set) var menuOpen = false
    private var lastActivity = 0.0
    private let log: (String) -> Void

    /// `offered` languages without a translation in `translations` (English always has one) are
    /// left out, with a log line.
    public init(
        shop: String, offered: [String], idle: Double, translations: Translations, digits: DigitSet = .western,
        log: @escaping (String) -> Void = { _ in }
    ) {
        self.translations = translations
        self.digits = digits
        self.idle = idle
        self.log = log
        func available(_ language: String) -> Bool { LanguageTag.base(of: language) == "en" || translations.file(for: language) != nil }
        if !available(shop) { log("language \(shop): no translation in the locale folder; the screens are in English") }
        self.shop = shop
        var languages = [shop]
        for language in offered where !languages.contains(language) {
            guard available(language) else {
                log("languages: \(language) has no translation in the locale folder; it is not offered")
                continue
            }
            languages.append(language)
        }
        self.offered = languages
        current = shop
        wording = Wording(language: shop, translations: translations, digits: digits)
        shopWording = wording
    }

    /// The shopper's wording (the language shown now) and the shop's: made when the language
    /// changes, not each time the screen asks.
    public private(set) var wording: Wording
    public let shopWording: Wording

    /// The button's label (the language shown now, in its own name); nil: no button.
    public var buttonLabel: String? { offered.count > 1 ? Self.name(of: current) : nil }

    /// The menu as the screen shows it while open.
    public var menu: LanguageMenuView? {
        guard menuOpen else { return nil }
        return LanguageMenuView(languages: offered.map { ($0, Self.name(of: $0)) }, selected: offered.firstIndex(of: current) ?? 0)
    }

    /// A language's name in itself ("Deutsch"); its tag where CLDR's table has none.
    public static func name(of language: String) -> String {
        let formats = LanguageFormats.formats(for: language)
        return LanguageTag.base(of: formats.language) == LanguageTag.base(of: language) ? formats.autonym : language
    }

    /// A touch or a scan: the shopper is still there.
    public func activity(at time: Double) { lastActivity = time }

    /// A tap: on the button it opens the menu; on the menu it chooses (or, off its items, closes
    /// it). Returns whether the tap was the language's.
    public func tap(_ point: Point, drawn: DrawnRegions?, at time: Double) -> Bool {
        lastActivity = time
        if menuOpen {
            if let index = drawn?.languageItems.firstIndex(where: { $0.contains(point) }), offered.indices.contains(index) {
                choose(offered[index])
            }
            menuOpen = false
            return true
        }
        guard buttonLabel != nil, drawn?.languageButton?.contains(point) == true else { return false }
        menuOpen = true
        return true
    }

    /// Closes the list without choosing (a key's Back).
    public func closeMenu(at time: Double) {
        lastActivity = time
        menuOpen = false
    }

    /// Shows `language` (one of `offered`).
    public func choose(_ language: String) {
        guard offered.contains(language), language != current else { return }
        log("language: \(language) chosen")
        current = language
    }

    /// Time passes: a shopper gone this long gives way to the shop's language.
    public func tick(at time: Double) {
        guard current != shop || menuOpen, time - lastActivity >= idle else { return }
        endSession(why: "\(Int(idle)) s without a touch or a scan")
    }

    /// The shopper has gone (paid, the basket emptied, the attract screen): the shop's language again.
    public func endSession(why: String) {
        menuOpen = false
        guard current != shop else { return }
        log("language: back to \(shop) (\(why))")
        current = shop
    }
}
