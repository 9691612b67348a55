// AdminView: the staff's screens as plain values (the PIN keypad, the admin screen) and where
// their buttons go, so the controller hit-tests what the scene draws.
import Language
import Pixels
import Render

/// What a button of the staff's screens does.
public enum AdminButton: Sendable, Equatable, Hashable {
    case digit(Int)
    case delete, cancel, ok
    case testScan, restart, close
}

/// The PIN keypad: how many digits are typed (shown as dots, never the digits), and a line
/// under them ("Wrong PIN", "Try again in 30 s").
public struct AdminKeypadView: Sendable, Equatable {
    public var typed: Int
    public var message: Phrase?
    /// Whether the keypad takes digits (not while locked).
    public var locked: Bool

    public init(typed: Int = 0, message: Phrase? = nil, locked: Bool = false) {
        self.typed = typed
        self.message = message
        self.locked = locked
    }
}

/// One line of the admin screen: what (nil: the line goes on the one above), and its value.
public struct AdminFact: Sendable, Equatable {
    public var label: Message?
    public var value: ShownText

    public init(_ label: Message?, _ value: ShownText) {
        self.label = label
        self.value = value
    }
}

/// The admin screen: facts about the kiosk (id, version, addresses, camera, screen, delivery)
/// and the last captures.
public struct AdminScreenView: Sendable, Equatable {
    public var title: Phrase
    public var facts: [AdminFact]
    public var captures: [HistoryEntry]

    public init(title: Phrase, facts: [AdminFact], captures: [HistoryEntry]) {
        self.title = title
        self.facts = facts
        self.captures = captures
    }
}

/// Which of the staff's screens shows over the kiosk.
public enum AdminView: Sendable, Equatable {
    case keypad(AdminKeypadView)
    case screen(AdminScreenView)
}

/// Where the staff's screens put their buttons on a layout (touch targets of at least 9 mm).
public enum AdminPanels {
    /// The admin gesture's corner: the top-left square, a tenth of the screen's shorter side
    /// (at least a touch target).
    public static func corner(_ layout: SceneLayout) -> Rect {
        let side = max(layout.target, (0.1 * Float(min(layout.width, layout.height))).rounded())
        return Rect(x: 0, y: 0, width: side, height: side)
    }

    /// The keypad's header (title, dots, message) above its keys, the keys' size and the gap
    /// between them; the whole centred on the screen.
    /// `extraHeader`: more room above the keys, in points (the age check's lines).
    static func keypadGeometry(_ layout: SceneLayout, extraHeader: Float = 0) -> (header: Rect, keyWidth: Float, keyHeight: Float, gap: Float) {
        let headerHeight = ((104 + extraHeader) * layout.scale).rounded()
        let gap = (8 * layout.scale).rounded()
        let available = layout.screen.height - 2 * layout.margin - headerHeight - 5 * gap
        let keyHeight = max(layout.target, min((72 * layout.scale).rounded(), (available / 5).rounded(.down)))
        let keyWidth = max(
            layout.target, min((128 * layout.scale).rounded(), ((layout.screen.width - 2 * layout.margin - 2 * gap) / 3).rounded(.down)))
        let block = headerHeight + 5 * (gap + keyHeight)
        let top = max(layout.margin, ((layout.screen.height - block) / 2).rounded())
        let header = Rect(x: layout.margin, y: top, width: layout.screen.width - 2 * layout.margin, height: headerHeight)
        return (header, keyWidth, keyHeight, gap)
    }

    static func keypadHeader(_ layout: SceneLayout) -> Rect { keypadGeometry(layout).header }

    /// The keys: 1 to 9, then delete, 0, OK, then Cancel across.
    public static func keypadButtons(_ layout: SceneLayout, extraHeader: Float = 0) -> [(AdminButton, Rect)] {
        let (header, keyWidth, keyHeight, gap) = keypadGeometry(layout, extraHeader: extraHeader)
        let left = ((layout.screen.width - 3 * keyWidth - 2 * gap) / 2).rounded()
        let top = header.maxY + gap
        func key(_ row: Int, _ column: Int) -> Rect {
            Rect(x: left + Float(column) * (keyWidth + gap), y: top + Float(row) * (keyHeight + gap), width: keyWidth, height: keyHeight)
        }
        var buttons: [(AdminButton, Rect)] = []
        for digit in 1...9 { buttons.append((.digit(digit), key((digit - 1) / 3, (digit - 1) % 3))) }
        buttons.append((.delete, key(3, 0)))
        buttons.append((.digit(0), key(3, 1)))
        buttons.append((.ok, key(3, 2)))
        buttons.append((.cancel, Rect(x: left, y: key(4, 0).y, width: 3 * keyWidth + 2 * gap, height: keyHeight)))
        return buttons
    }

    /// Test scan, Restart and Close along the bottom.
    public static func screenButtons(_ layout: SceneLayout) -> [(AdminButton, Rect)] {
        let gap = layout.margin
        let width = min((200 * layout.scale).rounded(), ((layout.screen.width - 4 * gap) / 3).rounded(.down))
        let y = layout.screen.height - layout.margin - layout.target
        let left = ((layout.screen.width - 3 * width - 2 * gap) / 2).rounded()
        return [AdminButton.testScan, .restart, .close].enumerated().map { index, button in
            (button, Rect(x: left + Float(index) * (width + gap), y: y, width: width, height: layout.target))
        }
    }

    /// The button of `buttons` under `point`.
    public static func hit(_ point: Point, in buttons: [(AdminButton, Rect)]) -> AdminButton? {
        buttons.first { $0.1.contains(point) }?.0
    }
}
