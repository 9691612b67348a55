// StaffDesk: the staff's way in and what they do there: the corner gesture and its PIN keypad,
// the keypad's lock, the admin code, the admin screen, its test scan and restart.
import Decode
import Input
import Language
import Render
import Scene

/// What the desk asks of the controller after an input.
enum StaffDeskRequest: Equatable {
    case none
    /// The next capture is a test: the scanner is to show (a result on screen resumed).
    case testScan
    /// The staff asked for a restart.
    case restart
    /// A keyboard-wedge scan that came while the staff's screens showed: captured behind them,
    /// as ever (a scan is never lost).
    case capture(String)
}

/// The staff's screens (`view`: the keypad or the admin screen; nil: closed) and the state
/// behind them. Times come from the caller; PINs are checked by the one `PINChecker`, off the
/// loop, so the keypad says "Checking" until the answer comes (`pinsChecked`).
final class StaffDesk {
    /// The staff's screens close after this long without a touch.
    static let timeout = 60.0

    private(set) var view: AdminView?
    let checker: PINChecker
    /// The payload that opens the admin screen when scanned (`admin.code`); never captured.
    let code: [UInt8]?
    /// What the admin screen shows of the kiosk, and its last captures.
    private let status: () -> AdminStatus
    private let recentCaptures: () -> [HistoryEntry]
    private let log: (String) -> Void

    /// The digits typed on the keypad (never logged, never drawn).
    private var typed: [UInt8] = []
    /// The last touch on the staff's screens: they close `timeout` after it.
    private var touched = 0.0
    private var refreshed = -Double.infinity
    /// When the admin code was last seen (or the admin screen closed): it opens the screen again
    /// only after being out of sight for the repeat guard.
    private var codeSeen: Double?
    /// The next capture is a test (the admin screen's Test scan): shown, neither kept nor delivered.
    private var testScan: TestScan?
    private enum TestScan: Equatable { case armed, showing(Int) }

    init(
        checker: PINChecker, code: String?, status: @escaping () -> AdminStatus, recentCaptures: @escaping () -> [HistoryEntry],
        log: @escaping (String) -> Void
    ) {
        self.checker = checker
        self.code = code.map { Array($0.utf8) }
        self.status = status
        self.recentCaptures = recentCaptures
        self.log = log
    }

    // MARK: the way in

    /// A hold at `point`: on the corner, the keypad (when there is a PIN).
    func hold(at point: Point, layout: SceneLayout, time: Double) {
        guard checker.hasPIN, AdminPanels.corner(layout).contains(point) else { return }
        typed = []
        touched = time
        view = .keypad(keypadView(at: time))
        log("admin: PIN keypad opened")
    }

    /// The codes a frame had in the cutout, without the admin code; seeing it opens the admin
    /// screen once per showing (out of sight for `repeatGuard` in between).
    func withoutCode(_ detections: [Detection], at time: Double, repeatGuard: Double) -> [Detection] {
        guard let code, detections.contains(where: { $0.bytes == code }) else { return detections }
        if codeSeen.map({ time - $0 > repeatGuard }) ?? true { openScreen(at: time, how: "the admin code") }
        codeSeen = time
        return detections.filter { $0.bytes != code }
    }

    /// Whether a keyboard-wedge scan is the admin code: then it has opened the admin screen.
    func scanned(_ text: String, at time: Double) -> Bool {
        guard let code, Array(text.utf8) == code else { return false }
        openScreen(at: time, how: "the admin code")
        return true
    }

    private func openScreen(at time: Double, how: String) {
        typed = []
        touched = time
        refreshed = -.infinity
        // A capture on screen is left as it is (it is kept already); scanning waits meanwhile.
        view = .screen(AdminScreenView(title: Phrase(.adminTitle), facts: [], captures: []))
        refreshScreen(at: time)
        log("admin: admin screen opened by \(how)")
    }

    private func refreshScreen(at time: Double) {
        guard case .screen = view, time - refreshed >= 1 else { return }
        refreshed = time
        let status = self.status()
        view = .screen(
            AdminScreenView(
                title: Phrase(.adminTitleKiosk, ["kiosk": status.kioskID]), facts: status.facts, captures: Array(recentCaptures().prefix(5))))
    }

    private func close(at time: Double, why: String) {
        typed = []
        view = nil
        if code != nil { codeSeen = time }
        log("admin: closed (\(why))")
    }

    // MARK: time and input

    /// The staff's screens time out; the keypad's lock counts down.
    func tick(at time: Double) {
        guard let view else { return }
        if time - touched >= Self.timeout {
            close(at: time, why: "\(Int(Self.timeout)) s without a touch")
            return
        }
        switch view {
        case .keypad(let keypad):
            if keypad.locked || checker.remaining(.keypad, at: time) != nil {
                self.view = .keypad(keypadView(at: time, message: keypad.locked ? nil : keypad.message))
            }
        case .screen: refreshScreen(at: time)
        }
    }

    /// An input while the staff's screens show.
    func input(_ input: InputEvent, layout: SceneLayout, at time: Double) -> StaffDeskRequest {
        let point: Point
        switch input {
        case .tap(let p), .longPress(let p): point = Point(Float(p.x), Float(p.y))
        case .key(.resume), .key(.back):
            close(at: time, why: "Esc")
            return .none
        case .wedgeScan(let text):
            return code.map { Array(text.utf8) != $0 } ?? true ? .capture(text) : .none
        default: return .none
        }
        touched = time
        switch view {
        case .keypad:
            guard let button = AdminPanels.hit(point, in: AdminPanels.keypadButtons(layout)) else { return .none }
            keypadPressed(button, at: time)
        case .screen:
            guard let button = AdminPanels.hit(point, in: AdminPanels.screenButtons(layout)) else { return .none }
            switch button {
            case .testScan:
                close(at: time, why: "test scan")
                testScan = .armed
                return .testScan
            case .restart:
                log("admin: restart asked")
                return .restart
            default: close(at: time, why: "Close")
            }
        case nil: break
        }
        return .none
    }

    private func keypadView(at time: Double, message: Phrase? = nil) -> AdminKeypadView {
        if let seconds = checker.remaining(.keypad, at: time) {
            return AdminKeypadView(typed: typed.count, message: Phrase(.keypadTryAgain, count: seconds), locked: true)
        }
        if checker.isChecking(.keypad) { return AdminKeypadView(typed: typed.count, message: Phrase(.keypadChecking)) }
        return AdminKeypadView(typed: typed.count, message: message)
    }

    private func keypadPressed(_ button: AdminButton, at time: Double) {
        if button == .cancel {
            close(at: time, why: "Cancel")
            return
        }
        if checker.remaining(.keypad, at: time) != nil || checker.isChecking(.keypad) {
            view = .keypad(keypadView(at: time))
            return
        }
        var message: Phrase?
        switch button {
        case .digit(let digit):
            if typed.count < AdminPIN.digits.upperBound { typed.append(UInt8(0x30 + digit)) }
        case .delete:
            if !typed.isEmpty { typed.removeLast() }
        case .ok:
            guard AdminPIN.digits.contains(typed.count) else {
                message = Phrase(.keypadPINLength)
                break
            }
            let pin = typed
            typed = []
            if checker.check(pin, for: .keypad, at: time) != nil {
                view = .keypad(keypadView(at: time))
                // Inline, the answer is there already.
                pinsChecked(at: time)
                return
            }
        default: break
        }
        view = .keypad(keypadView(at: time, message: message))
    }

    /// The checker's answers have come (its `answered` fired, or inline at once).
    func pinsChecked(at time: Double) {
        for (answer, locked) in checker.takeAnswers(for: .keypad, at: time) {
            guard case .keypad = view else { continue }
            if answer.matches {
                openScreen(at: time, how: "the PIN")
                continue
            }
            let wrong = checker.wrong(.keypad)
            log("admin: wrong PIN (\(wrong) in a row)" + (locked.map { ": the keypad is locked for \(Int($0)) s" } ?? ""))
            view = .keypad(keypadView(at: time, message: Phrase(.keypadWrongPIN)))
        }
    }

    // MARK: the test scan

    /// A capture came: the first after Test scan was pressed is the test (true).
    func isTestCapture(_ record: CaptureRecord) -> Bool {
        if testScan == .armed {
            // Shown as any capture is (its card, not its product: the shop's server is not asked).
            testScan = .showing(record.number)
            log("admin: test scan read \(record.detection.origin.displayName)")
        }
        return isTest(record.number)
    }

    func isTest(_ number: Int) -> Bool { testScan == .showing(number) }

    /// The strip for the test, while `shown` (the capture on screen, if any) is not yet another.
    func testNotice(shown: Int?) -> ShownText? {
        if case .showing(let number) = testScan, shown != number { testScan = nil }
        return switch testScan {
        case .armed: .said(.testScanArmed)
        case .showing: .said(.testScanShowing)
        case nil: nil
        }
    }
}
