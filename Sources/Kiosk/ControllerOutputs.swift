// ControllerOutputs: where the controller's results go, given when it is made.
import Catalog
import Language

/// What the controller tells the rest of the kiosk: the runner gives these when it makes the
/// controller (a test, what it listens to). A restart the staff ask for is not among them: it
/// is the controller's state (`restartAsked`), which the run loops read.
public struct ControllerOutputs {
    /// Every capture, once complete (what it says, its product or why there is none).
    public var captured: (CaptureRecord) -> Void
    /// A basket handed to the till, at a kiosk clock time (`--basket`).
    public var paid: (Basket, Double) -> Void
    /// A basket's age-restricted line waits for a member of staff: the basket, the age to
    /// approve, the kiosk clock time.
    public var approvalNeeded: (Basket, Int, Double) -> Void
    /// Asked for a screenshot (the `screenshot` key).
    public var screenshot: () -> Void
    /// What the admin screen shows of the kiosk at a kiosk clock time.
    public var adminStatus: (Double) -> AdminStatus
    /// One line for the log: the admin screen opened, wrong PINs (never their digits), locks, baskets.
    public var log: (String) -> Void
    /// Words to say now, cutting short what is being said (`speak = guide`), and their language.
    public var say: (String, String) -> Void

    public init(
        captured: @escaping (CaptureRecord) -> Void = { _ in }, paid: @escaping (Basket, Double) -> Void = { _, _ in },
        approvalNeeded: @escaping (Basket, Int, Double) -> Void = { _, _, _ in }, screenshot: @escaping () -> Void = {},
        adminStatus: @escaping (Double) -> AdminStatus = { _ in
            AdminStatus(kioskID: "", version: KioskVersion.current, addresses: [], camera: .verbatim(""), screen: "", delivery: [])
        },
        log: @escaping (String) -> Void = { _ in }, say: @escaping (String, String) -> Void = { _, _ in }
    ) {
        self.captured = captured
        self.paid = paid
        self.approvalNeeded = approvalNeeded
        self.screenshot = screenshot
        self.adminStatus = adminStatus
        self.log = log
        self.say = say
    }
}
