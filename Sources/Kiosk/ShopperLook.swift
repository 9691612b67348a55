// ShopperLook: the theme and text size shown now: the shop's (`--theme`, `--text-size`), or the
// ones a shopper switched to with a key, until that shopper has gone (as `LanguageChoice` does
// for the language).
import Scene

/// The shop's theme and text size, and the ones shown now.
public final class ShopperLook {
    public let shopTheme: SceneTheme
    public let shopTextSize: TextSize
    /// Seconds without a touch, a key or a scan before a shopper's choice ends.
    public let idle: Double
    public private(set) var theme: SceneTheme
    public private(set) var textSize: TextSize
    private var lastActivity = 0.0
    private let log: (String) -> Void

    public init(theme: SceneTheme, textSize: TextSize, idle: Double, log: @escaping (String) -> Void = { _ in }) {
        shopTheme = theme
        shopTextSize = textSize
        self.theme = theme
        self.textSize = textSize
        self.idle = idle
        self.log = log
    }

    /// A touch, a key or a scan: the shopper is still there.
    public func activity(at time: Double) { lastActivity = time }

    /// The shopper's key: standard ↔ high contrast.
    public func switchTheme(at time: Double) {
        lastActivity = time
        theme = theme.toggled
        log("theme: \(theme.rawValue) chosen")
    }

    /// The shopper's key: normal ↔ large text.
    public func switchTextSize(at time: Double) {
        lastActivity = time
        textSize = textSize.toggled
        log("text size: \(textSize.rawValue) chosen")
    }

    /// Time passes: a shopper gone this long gives way to the shop's settings.
    public func tick(at time: Double) {
        guard theme != shopTheme || textSize != shopTextSize, time - lastActivity >= idle else { return }
        endSession(why: "\(Int(idle)) s without a touch or a scan")
    }

    /// The shopper has gone (paid, the basket emptied, the attract screen): the shop's settings again.
    public func endSession(why: String) {
        guard theme != shopTheme || textSize != shopTextSize else { return }
        log("theme and text size: back to \(shopTheme.rawValue), \(shopTextSize.rawValue) (\(why))")
        theme = shopTheme
        textSize = shopTextSize
    }
}
