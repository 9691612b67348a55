// KioskController: the interactive kiosk's state: scanning and capturing (manual or auto), the
// shutter, resuming, the Barcode/Number modes, the Scanner/History tabs, the history, and the
// staff's way in (the admin gesture, PIN keypad and admin screen).
import Capture
import Content
import Decode
import FoundationEssentials
import Input
import OCR
import Pixels
import Render
import Scene
import SystemCall

public enum CaptureMode: String, Sendable, CaseIterable {
    /// Capture on detection, no press needed.
    case auto
    /// Wait for the shutter (tap or key).
    case manual
}

/// Turns decoder results, inputs and time into captures and the scene's state. Pure logic: the
/// runner feeds it, the scene draws from `view`, and `onCapture` hears of every capture.
///
/// Taps are tested against the screen as laid out and as last drawn: the controls the layout
/// places (tabs, mode control, shutter) against `layout`, so they work before the first frame;
/// the banner and the History rows against `drawn`, since their place follows their text and
/// the scroll of the frame the person saw.
public final class KioskController {
    public let captureMode: CaptureMode
    /// At most this many codes seen together in the cutout are captured as one (`--multi-code`).
    public let multiCode: Int
    public private(set) var machine: ScanStateMachine
    public private(set) var view = SceneState()
    /// The screen's layout; the runner sets it from the scene (and again when the screen's size changes).
    public var layout: SceneLayout {
        didSet { if drawn?.layout != layout { drawn = nil } }
    }
    /// What the last frame drew where (the runner hands it over after each frame).
    public private(set) var drawn: DrawnRegions?
    /// Whether the preview is mirrored (a front camera): detected corners are mapped with it.
    private let mirror: Bool
    private let clockIsReal: Bool
    /// The History list keeps the newest this many rows (`--history-limit`), as the history
    /// file does: a kiosk that runs for months would otherwise hold every capture in memory.
    private let historyLimit: Int
    /// The newest codes whose centres were inside the cutout (nearest its middle first), and
    /// when they were seen.
    private var shutterTarget: (detections: [Detection], frame: Frame, seen: Double)?
    /// Decoder results in a row without a code in the cutout.
    private var misses = 0
    private var dragStartScroll: Float = 0
    /// Number mode: the readings of the last frames, until enough agree.
    private var consensus = ReadingConsensus()
    /// How often results arrive: the repeat guard lasts at least three results' time.
    private var pace = ResultPace()
    /// The shutter goes off when two decoder results in a row find no code in the cutout (one
    /// miss is often a blurred frame), or when no result has come for this long (decoding stalled).
    public static let shutterHold = 2.0
    public var onCapture: (CaptureRecord) -> Void = { _ in }
    /// Asked for a screenshot (the `screenshot` key).
    public var onScreenshot: () -> Void = {}

    /// Reads what a captured code means (nil: `content = off`).
    private let readContent: ((Detection) -> ContentReading?)?
    /// Whether an identity document's raw text is kept (`content.idText`).
    private let keepsIDText: Bool

    /// The warning the screen shows while it lasts (captures that cannot be saved); nil: none.
    public var notice: String? {
        get { view.notice }
        set { view.notice = newValue }
    }

    /// Reads products' pictures off the loop (nil: no catalog, or no picture is ever shown).
    public var pictures: PictureLoader?
    /// Where the catalog's pictures are.
    private let picturesFolder: String?
    /// The self-checkout basket (`--basket`); nil: none.
    public let checkout: SelfCheckout?
    /// The last time the controller was told (the basket's warning counts down from it).
    private var now = 0.0
    /// Looks captures up in the shop's catalog or on its server (nil: neither is set).
    private let products: ProductSource?
    /// A capture whose product is being looked up: it goes out (History, event) with its
    /// answer. A lookup always answers (the server's timeout, then the catalog), so this waits
    /// seconds at most.
    private var awaitingProduct: CaptureRecord?

    // MARK: admin state
    /// The staff PIN (`admin.pin`); nil: the gesture does nothing.
    private let adminPIN: AdminPIN?
    /// The payload that opens the admin screen when scanned (`admin.code`); never captured.
    private let adminCode: [UInt8]?
    private var adminLock = AdminLock()
    /// The digits typed on the keypad (never logged, never drawn).
    private var typedPIN: [UInt8] = []
    /// The last touch on the staff's screens: they close 60 s after it.
    private var adminTouched = 0.0
    private var adminRefreshed = -Double.infinity
    /// When the admin code was last seen (or the admin screen closed): it opens the screen again
    /// only after being out of sight for the repeat guard.
    private var adminCodeSeen: Double?
    /// The next capture is a test (the admin screen's Test scan): shown, neither kept nor delivered.
    private var testScan: TestScan?
    private enum TestScan { case armed, showing(Int) }
    /// The staff's screens close after this long without a touch.
    public static let adminTimeout = 60.0
    /// What the admin screen shows of the kiosk (the runner's answer).
    public var adminStatus: () -> AdminStatus = {
        AdminStatus(kioskID: "", version: KioskVersion.current, addresses: [], camera: "", screen: "", delivery: [])
    }
    /// The staff asked for a restart (the runner stops with the status systemd restarts on).
    public var onRestart: () -> Void = {}
    /// One line for the log: the admin screen opened, wrong PINs (never their digits), locks.
    public var log: (String) -> Void = { _ in }

    public init(
        options: KioskOptions, layout: SceneLayout, history: [HistoryEntry] = [], products: ProductSource? = nil
    ) {
        readContent = options.contentEnabled ? ContentCapture.reader(options) : nil
        self.products = products
        checkout = options.basket ? SelfCheckout(idleTimeout: options.basketIdle, priceStyle: options.priceStyle) : nil
        picturesFolder = options.catalogImages ?? options.catalog.map { PathName.join(PathName.folder(of: $0), "images") }
        view.welcome =
            options.welcome
            ?? (options.catalog == nil ? nil : options.basket ? "Scan your products, then pay at the till" : "Scan a barcode to see its price")
        keepsIDText = options.keepsIDText
        captureMode = options.captureMode
        multiCode = options.multiCode
        // Resume by itself after 3 s in auto mode; in manual mode only when asked.
        let resume = options.resumeAfter ?? (options.captureMode == .auto ? 3 : 0)
        machine = ScanStateMachine(resumeAfter: resume, repeatGuard: options.repeatGuard)
        self.layout = layout
        mirror = options.mirror
        clockIsReal = options.clock == .real
        historyLimit = max(options.historyLimit, 1)
        view.history = HistoryList(history.prefix(historyLimit))
        // Numbers go on from the history file's.
        machine.firstNumber = (history.map(\.number).max() ?? 0) + 1
        view.mode = options.scanMode
        adminPIN = options.adminPIN
        adminCode = options.adminCode.map { Array($0.utf8) }
    }

    /// Whether camera frames should be decoded now (the scanner tab, Barcode mode, no result).
    public var wantsDecoding: Bool {
        guard view.admin == nil, view.tab == .scanner, view.mode == .barcode, checkout?.isPaying != true else { return false }
        if case .scanning = machine.phase { return true }
        return false
    }

    /// Whether the camera picture is needed (the scanner tab is showing).
    public var wantsPreview: Bool { view.tab == .scanner && view.admin == nil }

    /// Whether live camera frames are needed now: the scanner tab shows, and not a capture's
    /// result over its own frozen frame. While not, the real-time loop lets the camera give its
    /// frames back unread (a webcam's MJPEG frames are then not decoded: at 1080p on a Pi, a
    /// good part of a core).
    public var wantsLiveFrames: Bool {
        guard wantsPreview else { return false }
        if case .showing(let record) = machine.phase, record.hasPicture { return false }
        return true
    }

    /// The picture the screen shows: the captured frame while its result shows (frozen, so the
    /// indicator sits on the code's corners), else `live`. A capture without a picture (a
    /// scanner's) leaves the live picture on.
    public func previewFrame(live: Frame?) -> Frame? {
        if case .showing(let record) = machine.phase, record.hasPicture { return record.frame }
        return live
    }

    /// The scene drew a frame: taps now hit what it drew.
    public func didDraw(_ regions: DrawnRegions) {
        drawn = regions
    }

    private func sync() {
        if case .showing(let record) = machine.phase { view.result = record.shown } else { view.result = nil }
        view.lastRelease = machine.lastRelease
        view.basket = checkout?.view(at: now)
        if case .showing(let number) = testScan {
            // Until the test's result is gone.
            if case .showing(let record) = machine.phase, record.number == number {} else { testScan = nil }
        }
        view.testNotice =
            switch testScan {
            case .armed: "Test scan: the next code is shown, not kept nor delivered"
            case .showing: "Test scan: not kept nor delivered"
            case nil: nil
            }
    }

    /// A result (decoded frame or price reading) arrived: the repeat guard follows their pace.
    private func paced(at time: Double) {
        pace.arrived(at: time)
        machine.minimumGuard = 3 * pace.interval
    }

    // MARK: events

    /// The decoder's detections in `frame`, taken at `seen` (default `time`) and arriving at
    /// `time`. Only codes whose centre lies inside the cutout count, nearest its middle first: a
    /// code elsewhere in the frame is neither captured nor offered to the shutter.
    public func decoded(_ detections: [Detection], in frame: Frame, seen: Double? = nil, at time: Double) {
        guard wantsDecoding else { return }
        paced(at: time)
        let layout = self.layout
        let mapping = layout.previewMapping(frameWidth: frame.width, frameHeight: frame.height, mirrored: mirror)
        func distance(_ d: Detection) -> Float {
            let c = d.corners.centre
            return (mapping.screenPoint(Point(Float(c.x), Float(c.y))) - layout.cutout.centre).length
        }
        func isInside(_ d: Detection) -> Bool {
            let c = d.corners.centre
            return layout.cutout.contains(mapping.screenPoint(Point(Float(c.x), Float(c.y))))
        }
        let nearest: (Detection, Detection) -> Bool = { distance($0) < distance($1) }
        var inside = detections.filter(isInside).sorted(by: nearest)
        if let adminCode, inside.contains(where: { $0.bytes == adminCode }) {
            // The admin code is never captured; it opens the admin screen once per showing.
            inside.removeAll { $0.bytes == adminCode }
            if adminCodeSeen.map({ time - $0 > machine.repeatGuard }) ?? true { openAdminScreen(at: time, how: "the admin code") }
            adminCodeSeen = time
            if view.admin != nil { return }
        }
        // The shutter offers codes both engines agree on (or one read alone).
        let offered = inside.filter { !$0.disputed }
        if !offered.isEmpty {
            shutterTarget = (Array(offered.prefix(multiCode)), frame, time)
            misses = 0
        } else {
            misses += 1
            if misses >= 2 { shutterTarget = nil }
        }
        if captureMode == .auto {
            if let record = machine.detected(inside, in: frame, seen: seen, at: time, limit: multiCode, preferred: nearest) {
                captured(record, at: time)
            }
        } else {
            // Manual: the codes are seen (for the repeat guard), nothing is captured.
            machine.saw(detections, at: seen ?? time)
        }
        updateShutter(at: time)
    }

    /// One input (from the Input module, or an input script); a long press counts as a tap.
    public func handle(_ input: InputEvent, at time: Double) {
        func point(_ p: ScreenPoint) -> Point { Point(Float(p.x), Float(p.y)) }
        if view.admin != nil {
            adminInput(input, at: time)
            sync()
            return
        }
        switch input {
        case .hold(let p):
            if adminPIN != nil, AdminPanels.corner(layout).contains(point(p)) { openKeypad(at: time) }
        case .key(let action): perform(action, at: time)
        case .wedgeScan(let text): wedgeScan(text, at: time)
        case .tap(let p), .longPress(let p): tap(point(p), at: time)
        case .drag(let phase, let start, let current): drag(phase, start: point(start), current: point(current))
        }
        sync()
    }

    /// Advances time: auto-resume, the shutter going idle when the code is gone.
    public func tick(at time: Double) {
        now = time
        adminTick(at: time)
        checkout?.tick(at: time)
        if machine.tick(at: time) { shutterTarget = nil }
        updateShutter(at: time)
        sync()
    }

    private func updateShutter(at time: Double) {
        if let target = shutterTarget, time - target.seen > Self.shutterHold { shutterTarget = nil }
        let scanning: Bool
        if case .scanning = machine.phase { scanning = true } else { scanning = false }
        view.shutterActive = scanning && shutterTarget != nil
        view.shutterQuad =
            view.shutterActive
            ? shutterTarget.map {
                layout.screenQuad(of: $0.detections[0].corners, frameWidth: $0.frame.width, frameHeight: $0.frame.height, mirrored: mirror)
            } : nil
        sync()
    }

    private func captured(_ record: CaptureRecord, at time: Double) {
        var record = record
        if case .armed = testScan {
            // Shown as any capture is (its card, not its product: the shop's server is not asked).
            testScan = .showing(record.number)
            log("admin: test scan read \(record.detection.symbology.displayName)")
        }
        if let readContent {
            record.content = readContent(record.detection)
            record.othersContent = record.detections.dropFirst().map(readContent)
            let withheld = { (content: ContentReading?) in !self.keepsIDText && content?.holdsPersonalData == true }
            record.withholdsPayload = withheld(record.content)
            record.othersWithheld = record.othersContent.map(withheld)
            machine.describeShown(record.content)
        }
        pace.pause()  // the next result comes after this one has shown
        view.flashStart = time
        if let products, !isTest(record) {
            if let earlier = awaitingProduct {
                // Still unanswered when the next capture came: it goes out without its product.
                awaitingProduct = nil
                finish(earlier)
            }
            awaitingProduct = record
            let number = record.number
            if products.lookUp(record, completion: { [weak self] reading in self?.answered(reading, capture: number) }) {
                // Answered at once (the catalog), or later (the server): `answered` sends it out.
                if awaitingProduct?.number == number {
                    machine.showLookingUp()
                    sync()
                }
                return
            }
            awaitingProduct = nil
        }
        finish(record)
    }

    /// The answer for capture `number`: shown if it is still on screen, then the capture goes out.
    private func answered(_ reading: ProductReading, capture number: Int) {
        guard var record = awaitingProduct, record.number == number else { return }
        awaitingProduct = nil
        record.product = reading
        if case .showing(let shown) = machine.phase, shown.number == number { machine.showProduct(reading) }
        finish(record)
    }

    /// The pictures loaded since the last call, shown on their capture's card while it is on
    /// screen; returns what to log of those that could not be read.
    public func picturesArrived() -> [String] {
        guard let pictures else { return [] }
        var problems: [String] = []
        for (number, result) in pictures.finished() {
            switch result {
            case .success(let picture): machine.showPicture(picture, capture: number)
            case .failure(let error): problems.append("catalog: the product's picture: \(error)")
            }
        }
        sync()
        return problems
    }

    private func isTest(_ record: CaptureRecord) -> Bool {
        if case .showing(let number) = testScan { return number == record.number }
        return false
    }

    /// A capture, read and looked up, into the basket, the History and out to the sinks.
    private func finish(_ record: CaptureRecord) {
        if isTest(record) {
            shutterTarget = nil
            view.shutterActive = false
            view.shutterQuad = nil
            sync()
            return
        }
        if let pictures, let folder = picturesFolder, case .found(let product)? = record.product?.answer, let image = product.image,
            case .showing(let shown) = machine.phase, shown.number == record.number
        {
            // A picture's name stays inside the folder: no absolute paths, no way up.
            if !image.hasPrefix("/"), !image.split(separator: "/").contains("..") {
                pictures.load(id: record.number, path: PathName.join(folder, image), side: ProductPanel.pictureSide(layout))
            }
        }
        if let checkout, let product = record.product { checkout.add(product, at: record.time) }
        // One History row per code, the first captured on top.
        let date = clockIsReal ? Date() : nil
        let title = record.titleLine
        view.history.insertNewest(
            record.detections.enumerated().map { index, detection in
                HistoryEntry(
                    number: record.number, symbology: detection.symbology,
                    value: record.withholds(index) ? CaptureRecord.withheldText : detection.displayText, time: record.time,
                    date: date, title: index == 0 ? title : nil)
            })
        if view.historyDetail != nil { view.historyDetail! += record.detections.count }
        if view.history.count > historyLimit {
            view.history.keepNewest(historyLimit)
            if let detail = view.historyDetail, detail >= historyLimit { view.historyDetail = nil }
        }
        shutterTarget = nil
        view.shutterActive = false
        view.shutterQuad = nil
        sync()
        onCapture(record)
    }

    private func perform(_ action: KeyAction, at time: Double) {
        switch action {
        case .shutter: pressShutter(at: time)
        case .resume: resume(at: time)
        case .switchTab: switchTab(to: view.tab == .scanner ? .history : .scanner)
        case .switchMode: switchMode(to: view.mode == .barcode ? .number : .barcode)
        case .screenshot: onScreenshot()
        }
    }

    private func pressShutter(at time: Double) {
        // Barcode mode's codes, or Number mode's price (the target is set by whichever mode reads).
        guard view.tab == .scanner, let target = shutterTarget, time - target.seen <= Self.shutterHold else { return }
        let first = target.detections[0]
        if let record = machine.capture(first, others: Array(target.detections.dropFirst()), in: target.frame, at: time) {
            captured(record, at: time)
        }
    }

    private func resume(at time: Double) {
        machine.resume(at: time)
        shutterTarget = nil
    }

    /// What the shutter would take was read in the other mode: it goes, as do readings on their way to agreeing.
    private func switchMode(to mode: ScanMode) {
        guard mode != view.mode else { return }
        view.mode = mode
        shutterTarget = nil
        consensus.reset()
        pace.pause()
        view.shutterActive = false
        view.shutterQuad = nil
    }

    /// The attract screen shows `attract` (nil: the scanner again). On the way in, the Scanner
    /// tab is put back, so the next person starts where a code is read.
    public func showAttract(_ attract: AttractView?) {
        if attract != nil, view.attract == nil { switchTab(to: .scanner) }
        view.attract = attract
    }

    private func switchTab(to tab: KioskTab) {
        view.tab = tab
        view.historyDetail = nil
    }

    /// A keyboard-wedge scan: captured at once, whatever is on screen, and shown.
    private func wedgeScan(_ text: String, at time: Double) {
        if let adminCode, Array(text.utf8) == adminCode {
            openAdminScreen(at: time, how: "the admin code")
            return
        }
        let zero = ImagePoint(x: 0, y: 0)
        let detection = Detection(
            symbology: .wedge, bytes: Array(text.utf8), content: .text(text),
            corners: Quad(topLeft: zero, topRight: zero, bottomRight: zero, bottomLeft: zero), quality: 0)
        if case .showing = machine.phase { machine.resume(at: time) }
        switchTab(to: .scanner)
        let frame = Frame.allocate(format: .grey, width: 1, height: 1)
        if let record = machine.capture(detection, in: frame, at: time) { captured(record, at: time) }
    }

    private func tap(_ point: Point, at time: Double) {
        if let checkout, view.tab == .scanner, checkout.tap(point, drawn: drawn, at: time) {
            sync()
            return
        }
        if let index = layout.tabs.firstIndex(where: { $0.contains(point) }) {
            switchTab(to: KioskTab(rawValue: index)!)
            return
        }
        switch view.tab {
        case .scanner:
            if let index = layout.modeSegments.firstIndex(where: { $0.contains(point) }) {
                switchMode(to: ScanMode(rawValue: index)!)
                return
            }
            if case .showing = machine.phase {
                if drawn?.banner?.contains(point) == true { resume(at: time) }
                return
            }
            if layout.hitsShutter(point) { pressShutter(at: time) }
        case .history:
            if view.historyDetail != nil {
                view.historyDetail = nil
                return
            }
            if let row = drawn?.historyRows.first(where: { $0.frame.contains(point) }) {
                view.historyDetail = row.index
            }
        }
    }

    private func drag(_ phase: DragPhase, start: Point, current: Point) {
        guard view.tab == .history, view.historyDetail == nil else { return }
        if phase == .began { dragStartScroll = view.historyScroll }
        let limit = layout.historyMaxScroll(count: view.history.count)
        view.historyScroll = min(max(dragStartScroll - (current.y - start.y), 0), limit)
    }

    // MARK: admin

    /// The hold on the corner: the keypad, or the time left of a lock.
    private func openKeypad(at time: Double) {
        typedPIN = []
        adminTouched = time
        view.admin = .keypad(keypadView(at: time))
        log("admin: PIN keypad opened")
    }

    private func keypadView(at time: Double, message: String? = nil) -> AdminKeypadView {
        if let seconds = adminLock.remaining(at: time) {
            return AdminKeypadView(typed: typedPIN.count, message: "Try again in \(seconds) s", locked: true)
        }
        return AdminKeypadView(typed: typedPIN.count, message: message)
    }

    private func openAdminScreen(at time: Double, how: String) {
        typedPIN = []
        adminTouched = time
        adminRefreshed = -.infinity
        // A capture on screen is left as it is (it is kept already); scanning waits meanwhile.
        view.admin = .screen(AdminScreenView(title: "Admin", facts: [], captures: []))
        refreshAdminScreen(at: time)
        log("admin: admin screen opened by \(how)")
    }

    private func refreshAdminScreen(at time: Double) {
        guard case .screen = view.admin, time - adminRefreshed >= 1 else { return }
        adminRefreshed = time
        let status = adminStatus()
        view.admin = .screen(AdminScreenView(title: "Admin · \(status.kioskID)", facts: status.facts, captures: Array(view.history.prefix(5))))
    }

    private func closeAdmin(at time: Double, why: String) {
        typedPIN = []
        view.admin = nil
        if adminCode != nil { adminCodeSeen = time }
        log("admin: closed (\(why))")
    }

    /// The staff's screens time out; the keypad's lock counts down.
    private func adminTick(at time: Double) {
        guard let admin = view.admin else { return }
        if time - adminTouched >= Self.adminTimeout {
            closeAdmin(at: time, why: "\(Int(Self.adminTimeout)) s without a touch")
            return
        }
        switch admin {
        case .keypad(let keypad):
            if keypad.locked || adminLock.remaining(at: time) != nil {
                view.admin = .keypad(keypadView(at: time, message: keypad.locked ? nil : keypad.message))
            }
        case .screen: refreshAdminScreen(at: time)
        }
    }

    private func adminInput(_ input: InputEvent, at time: Double) {
        let point: Point
        switch input {
        case .tap(let p), .longPress(let p): point = Point(Float(p.x), Float(p.y))
        case .key(.resume):
            closeAdmin(at: time, why: "Esc")
            return
        case .wedgeScan(let text):
            // A scan is never lost: it is captured as ever, behind the staff's screen.
            if adminCode.map({ Array(text.utf8) != $0 }) ?? true {
                wedgeScan(text, at: time)
            }
            return
        default: return
        }
        adminTouched = time
        switch view.admin {
        case .keypad:
            guard let button = AdminPanels.hit(point, in: AdminPanels.keypadButtons(layout)) else { return }
            keypadPressed(button, at: time)
        case .screen:
            guard let button = AdminPanels.hit(point, in: AdminPanels.screenButtons(layout)) else { return }
            switch button {
            case .testScan:
                closeAdmin(at: time, why: "test scan")
                if case .showing = machine.phase { machine.resume(at: time) }
                switchTab(to: .scanner)
                testScan = .armed
            case .restart:
                log("admin: restart asked")
                onRestart()
            default: closeAdmin(at: time, why: "Close")
            }
        case nil: break
        }
    }

    private func keypadPressed(_ button: AdminButton, at time: Double) {
        if button == .cancel {
            closeAdmin(at: time, why: "Cancel")
            return
        }
        if adminLock.remaining(at: time) != nil {
            view.admin = .keypad(keypadView(at: time))
            return
        }
        var message: String?
        switch button {
        case .digit(let digit):
            if typedPIN.count < AdminPIN.digits.upperBound { typedPIN.append(UInt8(0x30 + digit)) }
        case .delete:
            if !typedPIN.isEmpty { typedPIN.removeLast() }
        case .ok:
            guard let adminPIN, AdminPIN.digits.contains(typedPIN.count) else {
                message = "The PIN has 4 to 12 digits"
                break
            }
            let typed = String(decoding: typedPIN, as: UTF8.self)
            typedPIN = []
            if adminPIN.matches(typed) {
                adminLock.succeeded()
                openAdminScreen(at: time, how: "the PIN")
                return
            }
            if let seconds = adminLock.failed(at: time) {
                log("admin: wrong PIN (\(adminLock.wrong) in a row): the keypad is locked for \(Int(seconds)) s")
            } else {
                log("admin: wrong PIN (\(adminLock.wrong) in a row)")
            }
            message = "Wrong PIN"
        default: break
        }
        view.admin = .keypad(keypadView(at: time, message: message))
    }

    // MARK: Number mode

    /// Whether camera frames should be read for a price now (the scanner tab, Number mode, no result).
    public var wantsReading: Bool {
        guard view.tab == .scanner, view.mode == .number else { return false }
        if case .scanning = machine.phase { return true }
        return false
    }

    /// The part of a `width` x `height` camera frame that shows inside the focus square: where
    /// a price is looked for.
    public func numberRegion(frameWidth width: Int, frameHeight height: Int) -> PixelRect {
        layout.cutoutRegion(frameWidth: width, frameHeight: height, mirrored: mirror)
    }

    /// The part of a `width` x `height` camera frame the decoders read: the focus square with a
    /// margin (`BarcodeReader.region`), so that a code whose centre is in the square (the only
    /// codes that count, `decoded`) is read whole.
    public func decodeRegion(frameWidth width: Int, frameHeight height: Int) -> PixelRect {
        BarcodeReader.region(around: numberRegion(frameWidth: width, frameHeight: height), in: PixelSize(width: width, height: height).bounds)
    }

    /// The reader's result for `frame` (nil: no number in the focus square), taken at `seen`
    /// (default `time`) and arriving at `time`. A price counts once consecutive frames agree on
    /// it (`ReadingConsensus`); then it is captured (auto) or lights the shutter (manual), as a
    /// code does in Barcode mode.
    public func read(_ reading: NumberReading?, in frame: Frame, seen: Double? = nil, at time: Double) {
        guard wantsReading else { return }
        paced(at: time)
        if let reading { machine.stillSeen([reading.detection], at: seen ?? time) }
        if let agreed = consensus.add(reading) {
            let detection = agreed.detection
            shutterTarget = ([detection], frame, time)
            misses = 0
            if captureMode == .auto {
                if let record = machine.detected([detection], in: frame, seen: seen, at: time) { captured(record, at: time) }
            } else {
                machine.saw([detection], at: seen ?? time)
            }
        } else if reading == nil {
            misses += 1
            if misses >= 2 { shutterTarget = nil }
        }
        updateShutter(at: time)
    }
}
