// FocusTarget: the control a keyboard or keypad user is on, and where each one was drawn.
import Render

/// A control the focus ring can be on: each is one of `DrawnRegions`' places.
public enum FocusTarget: Sendable, Hashable {
    case languageButton
    /// One of the open language menu's languages, in its order.
    case languageItem(Int)
    /// The result on screen (activating it scans again, as a tap does).
    case result
    /// A basket line, by its index in the basket's lines.
    case basketRow(Int)
    case ageStatus
    case payButton
    case payDone
    /// Barcode (0) or Number (1).
    case mode(Int)
    case shutter
    /// Scanner (0) or History (1).
    case tab(Int)
    /// A History row, by its entry's index (0: the newest).
    case historyRow(Int)
    /// A key of the staff's keypad, a button of the admin screen, a key of the age check's keypad.
    case staffButton(AdminButton)
}

extension DrawnRegions {
    /// Where `target` was drawn in this frame; nil: it was not.
    public func frame(of target: FocusTarget) -> Rect? {
        switch target {
        case .languageButton: languageButton
        case .languageItem(let index): languageItems.indices.contains(index) ? languageItems[index] : nil
        case .result: banner
        case .basketRow(let index): basketRows.first { $0.index == index }?.frame
        case .ageStatus: ageStatus
        case .payButton: payButton
        case .payDone: payDone
        case .mode(let index): modeSegments.indices.contains(index) ? modeSegments[index] : nil
        case .shutter: shutter
        case .tab(let index): tabs.indices.contains(index) ? tabs[index] : nil
        case .historyRow(let index): historyRows.first { $0.index == index }?.frame
        case .staffButton(let button): staffButtons.first { $0.button == button }?.frame
        }
    }

    /// Every control drawn in this frame, in reading order: lines from the top, each read from
    /// the left, or from the right on a right-to-left screen. The open language menu is all
    /// there is while it shows.
    public var focusable: [FocusTarget] {
        if !languageItems.isEmpty { return languageItems.indices.map { .languageItem($0) } }
        if !staffButtons.isEmpty {
            return Self.readingOrder(staffButtons.map { (.staffButton($0.button), $0.frame) }, rightToLeft: false)
        }
        var targets: [FocusTarget] = []
        if languageButton != nil { targets.append(.languageButton) }
        if banner != nil { targets.append(.result) }
        targets += basketRows.map { .basketRow($0.index) }
        if ageStatus != nil { targets.append(.ageStatus) }
        if payButton != nil { targets.append(.payButton) }
        if payDone != nil { targets.append(.payDone) }
        targets += modeSegments.indices.map { .mode($0) }
        if shutter != nil { targets.append(.shutter) }
        targets += historyRows.map { .historyRow($0.index) }
        targets += tabs.indices.map { .tab($0) }
        return Self.readingOrder(targets.map { ($0, frame(of: $0)!) }, rightToLeft: layout.rightToLeft)
    }

    /// `places` in reading order: a place whose middle is within the first of a line's height is
    /// on that line.
    static func readingOrder(_ places: [(FocusTarget, Rect)], rightToLeft: Bool) -> [FocusTarget] {
        var rest = places.sorted { $0.1.minY < $1.1.minY }
        var ordered: [FocusTarget] = []
        while let first = rest.first {
            let line = rest.filter { $0.1.centre.y >= first.1.minY && $0.1.centre.y <= first.1.maxY || $0.1.minY == first.1.minY }
            rest.removeAll { place in line.contains { $0.0 == place.0 } }
            ordered += line.sorted { rightToLeft ? $0.1.maxX > $1.1.maxX : $0.1.minX < $1.1.minX }.map(\.0)
        }
        return ordered
    }

    /// The control nearest `from` in `direction` as seen on screen (arrows move as seen, on
    /// a mirrored screen too): its middle beyond `from`'s in that direction, the distance along
    /// it counted once and across it twice; nil: none that way.
    public func nearest(to from: FocusTarget, _ direction: FocusDirection) -> FocusTarget? {
        guard let start = frame(of: from)?.centre else { return nil }
        var best: (FocusTarget, Float)?
        for target in focusable where target != from {
            guard let centre = frame(of: target)?.centre else { continue }
            let dx = centre.x - start.x, dy = centre.y - start.y
            let (along, across): (Float, Float) =
                switch direction {
                case .left: (-dx, dy)
                case .right: (dx, dy)
                case .up: (-dy, dx)
                case .down: (dy, dx)
                }
            guard along > 1 else { continue }
            let score = along + 2 * abs(across)
            if best == nil || score < best!.1 { best = (target, score) }
        }
        return best?.0
    }
}

/// Which way an arrow key moves the focus.
public enum FocusDirection: Sendable {
    case left, right, up, down
}
