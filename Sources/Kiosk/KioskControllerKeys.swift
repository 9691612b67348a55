// KioskControllerKeys: what a bound key does (input.keys), Barcode ↔ Number, and the end of a
// shopper's session (the attract screen, a paid basket), which puts back the shop's language,
// theme and text size.
import Input
import Scene

extension KioskController {
    func perform(_ action: KeyAction, at time: Double) {
        switch action {
        case .shutter: pressShutter(at: time)
        case .resume: resume(at: time)
        case .switchTab: switchTab(to: view.tab == .scanner ? .history : .scanner)
        case .switchMode: switchMode(to: view.mode == .barcode ? .number : .barcode)
        case .screenshot: outputs.screenshot()
        case .next, .previous, .up, .down, .left, .right, .activate, .back: focusKey(action, at: time)
        case .help, .again: break  // the guide's (guideAfter)
        case .contrast: look.switchTheme(at: time)
        case .textSize: look.switchTextSize(at: time)
        }
    }

    /// The shopper has gone (paid, the basket emptied, the attract screen): the shop's language,
    /// theme and text size again.
    func endShopperSession(why: String) {
        language.endSession(why: why)
        look.endSession(why: why)
    }

    /// What the shutter would take was read in the other mode: it goes, as do readings on their way to agreeing.
    func switchMode(to mode: ScanMode) {
        guard mode != view.mode else { return }
        view.mode = mode
        consensus.reset()
        pace.pause()
        clearShutter()
    }

    /// The attract screen shows `attract` (nil: the scanner again). On the way in, the Scanner
    /// tab is put back, so the next person starts where a code is read.
    public func showAttract(_ attract: AttractView?) {
        if attract != nil, view.attract == nil {
            switchTab(to: .scanner)
            endShopperSession(why: "the attract screen")
        }
        view.attract = attract
    }
}
