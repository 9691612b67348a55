// ScenePalette: the colours of the kiosk's own drawing, by what each is for, in the standard
// theme and in high contrast (`--theme high-contrast`).
import Render

/// The two themes: `standard`, and `highContrast`, where every text is at least 7:1 against
/// what it stands on (WCAG's relative luminance) and nothing is drawn see-through over the
/// camera's picture.
public enum SceneTheme: String, Sendable, CaseIterable {
    case standard
    case highContrast = "high-contrast"

    /// The other theme: what the shopper's key switches to.
    public var toggled: SceneTheme { self == .standard ? .highContrast : .standard }
}

/// Colours by role. `standard` is the look the kiosk always had; `highContrast` makes every
/// panel under text opaque and every text white on black (or black on white where a control is
/// selected), a warning yellow, a red behind white text dark enough for 7:1.
public struct ScenePalette: Sendable, Equatable {
    /// The mode control's and the tab bar's ground, the language button's.
    public var bar: Color
    /// A label not selected on a bar.
    public var idleText: Color
    /// What marks a selected mode, tab or language (a fill, an underline).
    public var selected: Color
    /// A label on `selected`'s fill.
    public var onSelected: Color
    /// A language not chosen in the list, a key of the staff's keypad.
    public var key: Color
    /// The chosen language in the list.
    public var chosenLanguage: Color
    /// Its name.
    public var onChosenLanguage: Color
    /// The result banner's and card's ground.
    public var panel: Color
    /// The banner's title ("EAN-13"), a card's labels.
    public var panelTitle: Color
    /// Text that says less than the main line: a product's code, a basket's hint, the others.
    public var secondaryText: Color
    /// A promotion's regular price, struck through.
    public var struckPrice: Color
    /// Expired, not on file, an age not approved: beside their words.
    public var warning: Color
    /// An offer's price.
    public var offer: Color
    /// The pill under a hint or the welcome line, over the camera's picture.
    public var hintPill: Color
    /// The pill over a slide of the attract screen.
    public var slidePill: Color
    /// The attract screen's line and clock.
    public var attractLine: Color
    public var attractClock: Color
    /// The strip of a lasting warning (storage full), the admin screen's Restart.
    public var notice: Color
    /// The age badge ("18+") behind white text.
    public var ageBadge: Color
    /// The staff keypad's OK key, and its label.
    public var go: Color
    public var onGo: Color
    /// The admin screen's Restart button, behind white text.
    public var restart: Color
    /// A key's label while the keypad is locked.
    public var lockedKey: Color
    /// Whether the attract screen shows the camera's picture, dimmed, under its words (not in
    /// high contrast: no text stands on a picture).
    public var pictureUnderText: Bool
    /// The ground of the History, the staff's screens and the language list.
    public var screen: Color

    public static let standard = ScenePalette(
        bar: Color(r: 28, g: 28, b: 30, a: 220), idleText: Color(rgb: 0xC7C7CC), selected: .white, onSelected: .black,
        key: Color(rgb: 0x2C2C2E), chosenLanguage: Color(rgb: 0x0A84FF), onChosenLanguage: .white, panel: Color(r: 0, g: 0, b: 0, a: 200),
        panelTitle: Color(rgb: 0x8E8E93), secondaryText: Color.white.withOpacity(0.85), struckPrice: Color.white.withOpacity(0.7),
        warning: Color(rgb: 0xFF453A),
        offer: Color(rgb: 0xFFD60A), hintPill: Color.black.withOpacity(0.6), slidePill: Color.black.withOpacity(0.65),
        attractLine: Color(rgb: 0xE5E5EA), attractClock: Color(rgb: 0xF2F2F7), notice: Color(r: 190, g: 30, b: 45, a: 235),
        ageBadge: Color(rgb: 0xD70015), go: Color(rgb: 0x30D158), onGo: .white, restart: Color(rgb: 0xBE1E2D), lockedKey: Color(rgb: 0x636366),
        pictureUnderText: true, screen: Color(rgb: 0x111113))

    /// White on black; red grounds darkened to #8C0000 (white on it 9.9:1); warnings in yellow
    /// #FFD60A (14.5:1 on black).
    public static let highContrast = ScenePalette(
        bar: .black, idleText: .white, selected: .white, onSelected: .black, key: Color(rgb: 0x2C2C2E), chosenLanguage: .white,
        onChosenLanguage: .black, panel: .black, panelTitle: .white, secondaryText: .white, struckPrice: .white, warning: Color(rgb: 0xFFD60A),
        offer: Color(rgb: 0xFFD60A), hintPill: .black, slidePill: .black, attractLine: .white, attractClock: .white,
        notice: Color(rgb: 0x8C0000), ageBadge: Color(rgb: 0x8C0000), go: Color(rgb: 0x30D158), onGo: .black, restart: Color(rgb: 0x8C0000),
        lockedKey: Color(rgb: 0xC7C7CC), pictureUnderText: false, screen: .black)

    public static func of(_ theme: SceneTheme) -> ScenePalette { theme == .standard ? standard : highContrast }
}
