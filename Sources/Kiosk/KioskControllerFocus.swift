// KioskControllerFocus: every shopper's screen by keys alone: the focus ring moved with Tab and
// the arrows, Enter doing what a tap on its control does, Escape going back. A touch hides the
// ring; keys from a keyboard-wedge scanner never reach here (Input makes them scans).
import Input
import Render
import Scene

extension KioskController {
    /// A key that moves or uses the focus ring.
    func focusKey(_ action: KeyAction, at time: Double) {
        switch action {
        case .next: moveFocus(step: 1)
        case .previous: moveFocus(step: -1)
        case .up: moveFocus(.up)
        case .down: moveFocus(.down)
        case .left: moveFocus(.left)
        case .right: moveFocus(.right)
        case .activate: activateFocus(at: time)
        case .back: back(at: time)
        case .shutter, .resume, .switchTab, .switchMode, .screenshot, .help, .again, .contrast, .textSize: break
        }
    }

    /// On the staff's screens, `input` as the desk takes it: the ring moves over their buttons
    /// (nil: nothing more to do); OK is a tap on the ringed one.
    func staffInput(_ input: InputEvent, at time: Double) -> InputEvent? {
        guard case .key(let action) = input else { return input }
        switch action {
        case .next, .previous, .up, .down, .left, .right:
            focusKey(action, at: time)
            return nil
        case .activate:
            guard let frame = view.focus.flatMap({ drawn?.frame(of: $0) }) else { return nil }
            return .tap(ScreenPoint(x: Double(frame.centre.x), y: Double(frame.centre.y)))
        default: return input
        }
    }

    /// The controls the last frame drew, in reading order.
    private var focusable: [FocusTarget] { drawn?.focusable ?? [] }

    /// Tab (`step` 1) or Shift-Tab (-1): the next control in reading order, round to the first;
    /// History rows one by one, scrolled into view, even those not drawn yet.
    private func moveFocus(step: Int) {
        let targets = focusable
        guard let current = view.focus, targets.contains(current) else {
            view.focus = step > 0 ? targets.first : targets.last
            return
        }
        if case .historyRow(let index) = current, history(row: index + step) { return }
        let at = targets.firstIndex(of: current)!
        view.focus = targets[(at + step + targets.count) % targets.count]
    }

    /// An arrow: the nearest control that way, as seen; up and down go through the History's
    /// rows one by one.
    private func moveFocus(_ direction: FocusDirection) {
        guard let current = view.focus, let drawn, drawn.frame(of: current) != nil else {
            view.focus = focusable.first
            return
        }
        if case .historyRow(let index) = current, direction == .up || direction == .down,
            history(row: index + (direction == .down ? 1 : -1))
        {
            return
        }
        if let target = drawn.nearest(to: current, direction) { view.focus = target }
    }

    /// The focus on History row `index` (scrolled into view); false when there is no such row.
    private func history(row index: Int) -> Bool {
        guard view.tab == .history, view.historyDetail == nil, view.history.indices.contains(index) else { return false }
        let height = layout.historyRowHeight, list = layout.historyList.height
        let top = Float(index) * height
        if top < view.historyScroll { view.historyScroll = top }
        if top + height > view.historyScroll + list { view.historyScroll = top + height - list }
        view.historyScroll = min(max(view.historyScroll, 0), layout.historyMaxScroll(count: view.history.count))
        view.focus = .historyRow(index)
        return true
    }

    /// Enter: what a tap on the focused control does; with no ring shown, the shutter.
    private func activateFocus(at time: Double) {
        guard let focus = view.focus, let frame = drawn?.frame(of: focus) else {
            pressShutter(at: time)
            return
        }
        let openingMenu = focus == .languageButton
        tap(frame.centre, at: time)
        // The ring goes where the person now is: the language shown now in the list just
        // opened; the button again once one is chosen; the row of an entry when it is closed.
        if openingMenu, let menu = language.menu {
            view.focus = .languageItem(menu.selected)
        } else if case .languageItem = focus {
            view.focus = .languageButton
        }
    }

    /// Escape: one step back.
    private func back(at time: Double) {
        if language.menuOpen {
            language.closeMenu(at: time)
            view.focus = .languageButton
        } else if checkout?.isCheckingAge == true {
            checkout?.ageCheck?.close(why: "Esc")
        } else if let detail = view.historyDetail {
            view.historyDetail = nil
            if view.focus != nil { _ = history(row: detail) }
        } else if view.tab == .history {
            switchTab(to: .scanner)
            if view.focus != nil { view.focus = .tab(0) }
        } else if case .showing = machine.phase {
            resume(at: time)
        }
    }

    /// The last frame's controls: a focus ring on one that is no longer there moves to where
    /// the person now is: the shutter (a result dismissed), Done (the pay screen), the tab shown
    /// (a History entry opened), else the new screen's first control; a touch has hidden it.
    func keepFocusOnScreen(_ regions: DrawnRegions) {
        guard let focus = view.focus, regions.frame(of: focus) == nil else { return }
        if case .historyRow = focus, view.tab == .history, view.historyDetail == nil { return }  // scrolled into view next frame
        let targets = regions.focusable
        view.focus = [.shutter, .payDone, .tab(view.tab.rawValue)].first(where: targets.contains) ?? targets.first
    }
}
