// KioskControllerLanguage: the language on screen: the shopper's wording, the shop's for the staff,
// the language button and menu, and the welcome line in the language shown.
import Language
import Scene

extension KioskController {
    /// Puts the language's state into the view: wordings, button, menu, the welcome line.
    func syncLanguage() {
        view.wording = language.wording
        view.shopWording = language.shopWording
        view.languageButton = language.buttonLabel
        view.languageMenu = language.menu
        view.welcome = welcomeLine(in: language.current)
    }

    /// The welcome line in `current`: the shop's text for that language (`welcome.de`, or for its
    /// base language), else the shop's own (`welcome`: empty for none), else the price
    /// checker's invitation said in that language.
    func welcomeLine(in current: String) -> ShownText? {
        if let text = welcome.byLanguage[current] ?? welcome.byLanguage[LanguageTag.base(of: current)] { return .verbatim(text) }
        if let text = welcome.text { return text.isEmpty ? nil : .verbatim(text) }
        return welcome.standard.map { .said($0) }
    }
}
