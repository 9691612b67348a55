// KioskController: the interactive kiosk's router: decoder results, price readings, inputs and
// time in, captures and the scene's state out. It keeps the tabs, the modes and the History;
// the shutter (Shutter), a capture's completion (CaptureCompletion), the basket (SelfCheckout)
// and the staff's screens (StaffDesk) are parts it routes to.
import Capture
import Content
import Decode
import FoundationEssentials
import Input
import Language
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
/// runner feeds it, the scene draws from `view`, and its `outputs` hear of every capture.
///
/// Taps are tested against the screen as laid out and as last drawn: the controls the layout
/// places (tabs, mode control, shutter) against `layout`, so they work before the first frame;
/// the banner and the History rows against `drawn`, since their place follows their text and
/// the scroll of the frame the person saw.
public final class KioskController {
    public let captureMode: CaptureMode
    /// At most this many codes seen together in the cutout are captured as one (`--multi-code`).
    public let multiCode: Int
    public internal(set) var machine: ScanStateMachine
    public internal(set) var view = SceneState()
    /// The screen's layout; the runner sets it from the scene (and again when the screen's size changes).
    public var layout: SceneLayout {
        didSet { if drawn?.layout != layout { drawn = nil } }
    }
    /// What the last frame drew where (the runner hands it over after each frame).
    public private(set) var drawn: DrawnRegions?
    /// Whether the preview is mirrored (a front camera): detected corners are mapped with it.
    let mirror: Bool
    private let clockIsReal: Bool
    /// The History list keeps the newest this many rows (`--history-limit`), as the history
    /// file does: a kiosk that runs for months would otherwise hold every capture in memory.
    private let historyLimit: Int
    /// What the shutter would take.
    var shutter = Shutter()
    private var dragStartScroll: Float = 0
    /// Number mode: the readings of the last frames, until enough agree.
    var consensus = ReadingConsensus()
    /// How often results arrive: the repeat guard lasts at least three results' time.
    var pace = ResultPace()
    /// The shutter goes off when no result has come for this long (decoding stalled).
    public static let shutterHold = Shutter.hold
    /// Where captures, baskets, screenshots and log lines go.
    let outputs: ControllerOutputs
    /// What `speak = guide` has said (nil: no guide), and the key it is to speak for once the
    /// screen it led to is drawn.
    let guide: SpokenGuide?
    var guidePending: KeyAction?

    /// Content, product and picture: what a capture is completed with.
    let completion: CaptureCompletion

    /// The warning the screen shows while it lasts (captures that cannot be saved); nil: none.
    public var notice: ShownText? {
        get { view.notice }
        set { view.notice = newValue }
    }

    /// Reads products' pictures off the loop (the run loop watches it).
    public var pictures: PictureLoader? { completion.pictures }
    /// The self-checkout basket (`--basket`); nil: none.
    public let checkout: SelfCheckout?
    /// The language shown: the shop's, or a shopper's choice.
    public let language: LanguageChoice
    /// The theme and text size shown: the shop's, or a shopper's choice.
    public let look: ShopperLook
    /// The shop's welcome line (`welcome`, per language `welcome.de`), or the price checker's.
    let welcome: (text: String?, byLanguage: [String: String], standard: Message?)
    /// The last time the controller was told (the basket's warning counts down from it).
    private(set) var now = 0.0
    // MARK: the staff's screens
    /// The keypad, the admin screen, the test scan.
    var desk: StaffDesk!
    /// The staff's screens close after this long without a touch.
    public static let adminTimeout = StaffDesk.timeout
    /// The staff asked for a restart: the run loops stop with the status systemd restarts on.
    public private(set) var restartAsked = false

    /// `pins` checks the staff's PINs (default: inline, on the caller's thread; the real-clock
    /// runner gives one that checks on a thread of its own, and calls `pinsChecked` when its
    /// `answered` fires); `pictures` reads products' pictures off the loop (nil: no catalog, or
    /// no picture is ever shown).
    public init(
        options: KioskOptions, layout: SceneLayout, history: [HistoryEntry] = [], products: ProductSource? = nil, pins: PINChecker? = nil,
        pictures: PictureLoader? = nil, outputs: ControllerOutputs = ControllerOutputs(), translations: Translations = Translations(files: [:])
    ) {
        self.outputs = outputs
        completion = CaptureCompletion(options: options, products: products, pictures: pictures)
        let checker = pins ?? PINChecker(pin: options.adminPIN, staff: options.ageStaff)
        checkout = options.basket ? SelfCheckout(options: options, checker: checker, outputs: outputs) : nil
        language = LanguageChoice(
            shop: options.language, offered: options.languages, idle: options.languageIdle, translations: translations, digits: options.digits,
            log: outputs.log)
        look = ShopperLook(theme: options.sceneStyle.theme, textSize: options.sceneStyle.textSize, idle: options.languageIdle, log: outputs.log)
        welcome = (options.welcome, options.welcomeByLanguage, options.catalog == nil ? nil : options.basket ? .welcomeBasket : .welcomePrice)
        guide = options.speak == .guide ? SpokenGuide() : nil
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
        desk = StaffDesk(
            checker: checker, code: options.adminCode,
            status: { [unowned self] in self.outputs.adminStatus(self.now) },
            recentCaptures: { [unowned self] in Array(self.view.history.prefix(5)) },
            log: outputs.log)
        checkout?.heldAnswered = { [unowned self] in self.heldAnswered($0, isStaffCode: $1) }
        checkout?.sessionEnded = { [unowned self] in self.endShopperSession(why: $0) }
        syncLanguage()
    }

    /// The one PIN checker (the runner watches its `answered`).
    public var pinChecker: PINChecker { desk.checker }

    /// The PIN checker's answers came (its `answered` fired).
    public func pinsChecked(at time: Double) {
        desk.pinsChecked(at: time)
        checkout?.staffAnswered(at: time)
        sync()
    }

    /// Whether camera frames should be decoded now (the scanner tab, Barcode mode, no result).
    public var wantsDecoding: Bool {
        guard desk.view == nil, view.tab == .scanner, view.mode == .barcode, checkout?.isPaying != true else { return false }
        // The age check reads staff codes whatever else is on screen.
        if checkout?.isCheckingAge == true { return true }
        if case .scanning = machine.phase { return true }
        return false
    }

    /// Whether the camera picture is needed (the scanner tab is showing).
    public var wantsPreview: Bool { view.tab == .scanner && desk.view == nil }

    /// Whether live camera frames are needed now: the scanner tab shows, and not a capture's
    /// result over its own frozen frame. While not, the real-time loop lets the camera give its
    /// frames back unread (a webcam's MJPEG frames are then not decoded: at 1080p on a Pi, a
    /// good part of a core).
    public var wantsLiveFrames: Bool {
        guard wantsPreview else { return false }
        if case .showing(let record) = machine.phase, record.frame != nil { return false }
        return true
    }

    /// The picture the screen shows: the captured frame while its result shows (frozen, so the
    /// indicator sits on the code's corners), else `live`. A capture without a picture (a
    /// scanner's) leaves the live picture on.
    public func previewFrame(live: Frame?) -> Frame? {
        if case .showing(let record) = machine.phase, let frame = record.frame { return frame }
        return live
    }

    /// The scene drew a frame: taps now hit what it drew.
    public func didDraw(_ regions: DrawnRegions) {
        // A shopper's text size gives the banner more room and the focus square less: taps and
        // the region read follow the frame drawn (in the layout's own direction).
        if regions.layout.textScale != layout.textScale { layout = regions.layout.directed(rightToLeft: layout.rightToLeft) }
        drawn = regions
        keepFocusOnScreen(regions)
        if let key = guidePending {
            guidePending = nil
            guideAfter(key, at: now)
        }
    }

    func sync() {
        if case .showing(let record) = machine.phase { view.result = record.shown } else { view.result = nil }
        view.lastRelease = machine.lastRelease
        view.basket = checkout?.view(at: now)
        view.admin = desk.view
        syncLanguage()
        view.theme = look.theme
        view.textSize = look.textSize
        // The test's strip shows until its result is gone.
        if case .showing(let record) = machine.phase {
            view.testNotice = desk.testNotice(shown: record.number)
        } else {
            view.testNotice = desk.testNotice(shown: nil)
        }
    }

    /// A result (decoded frame or price reading) arrived: the repeat guard follows their pace.
    func paced(at time: Double) {
        pace.arrived(at: time)
        machine.minimumGuard = 3 * pace.interval
    }

    // MARK: events

    /// The decoder's detections in `frame`, taken at `seen` (default `time`) and arriving at
    /// `time`. Only codes whose centre lies inside the cutout count, nearest its middle first: a
    /// code elsewhere in the frame is neither captured nor offered to the shutter.
    public func decoded(_ detections: [Detection], in frame: Frame, seen: Double? = nil, at time: Double) {
        guard wantsDecoding, !checkingAge(detections, at: time) else { return }
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
        let all = detections.filter(isInside).sorted(by: nearest)
        // The admin code is never captured; it opens the admin screen once per showing.
        let inside = desk.withoutCode(all, at: time, repeatGuard: machine.repeatGuard)
        if inside.count != all.count, desk.view != nil {
            sync()
            return
        }
        // The shutter offers codes both engines agree on (or one read alone).
        shutter.offer(Array(inside.filter { !$0.disputed }.prefix(multiCode)), in: frame, at: time)
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
        now = time
        func point(_ p: ScreenPoint) -> Point { Point(Float(p.x), Float(p.y)) }
        if desk.view != nil {
            guard let input = staffInput(input, at: time) else { return }
            switch desk.input(input, layout: layout, at: time) {
            case .none: break
            case .testScan:
                if case .showing = machine.phase { machine.resume(at: time) }
                switchTab(to: .scanner)
            case .restart: restartAsked = true
            case .capture(let text): wedgeScan(text, at: time)
            }
            sync()
            return
        }
        language.activity(at: time)
        look.activity(at: time)
        switch input {
        case .hold(let p): desk.hold(at: point(p), layout: layout, time: time)
        case .key(.resume) where checkout?.isCheckingAge == true: checkout?.ageCheck?.close(why: "Esc")
        case .key(let action): perform(action, at: time)
        case .wedgeScan(let text): wedgeScan(text, at: time)
        case .tap(let p), .longPress(let p):
            view.focus = nil  // a touch: no ring
            guide?.forget()
            tap(point(p), at: time)
        case .drag(let phase, let start, let current): drag(phase, start: point(start), current: point(current))
        }
        sync()
        if guide != nil, case .key(let action) = input { guidePending = action }
    }

    /// Advances time: auto-resume, the shutter going idle when the code is gone.
    public func tick(at time: Double) {
        now = time
        desk.tick(at: time)
        checkout?.tick(at: time)
        language.tick(at: time)
        look.tick(at: time)
        if machine.tick(at: time) { shutter.clear() }
        updateShutter(at: time)
        sync()
    }

    func updateShutter(at time: Double) {
        let target = shutter.current(at: time)
        let scanning: Bool
        if case .scanning = machine.phase { scanning = true } else { scanning = false }
        view.shutterActive = scanning && target != nil
        view.shutterQuad =
            view.shutterActive
            ? target.map {
                layout.screenQuad(of: $0.detections[0].corners, frameWidth: $0.frame.width, frameHeight: $0.frame.height, mirrored: mirror)
            } : nil
        sync()
    }

    /// The shutter has nothing to take, and shows so.
    func clearShutter() {
        shutter.clear()
        view.shutterActive = false
        view.shutterQuad = nil
    }

    func captured(_ record: CaptureRecord, at time: Double) {
        var record = record
        let test = desk.isTestCapture(record)
        if completion.read(&record) { machine.describeShown(record) }
        pace.pause()  // the next result comes after this one has shown
        view.flashStart = time
        if !test {
            // Still unanswered when the next capture came: it goes out without its product.
            if let earlier = completion.takeUnanswered() { finish(earlier) }
            let number = record.number
            if completion.lookUp(record, answered: { [weak self] reading, number in self?.answered(reading, capture: number) }) {
                // Answered at once (the catalog), or later (the server): `answered` sends it out.
                if completion.isAwaiting(number) {
                    machine.showLookingUp()
                    sync()
                }
                return
            }
        }
        finish(record)
    }

    /// The answer for capture `number`: shown if it is still on screen, then the capture goes out.
    private func answered(_ reading: ProductReading, capture number: Int) {
        guard let record = completion.answer(reading, capture: number) else { return }
        if case .showing(let shown) = machine.phase, shown.number == number { machine.showProduct(reading) }
        finish(record)
    }

    /// A capture, read and looked up, into the basket, the History and out to the sinks.
    func finish(_ record: CaptureRecord, staffChecked: Bool = false) {
        if desk.isTest(record.number) {
            clearShutter()
            sync()
            return
        }
        // A plain code that names no product may be a staff member's (SelfCheckout.holds).
        if !staffChecked, checkout?.holds(record, at: record.time) == true { return }
        if case .showing(let shown) = machine.phase, shown.number == record.number {
            completion.loadPicture(for: record, side: ProductPanel.pictureSide(layout))
        }
        if let checkout, let product = record.product, let note = checkout.add(product, at: record.time) { outputs.log(note) }
        // One History row per code, the first captured on top.
        let date = clockIsReal ? Date() : nil
        let title = record.titleLine
        view.history.insertNewest(
            record.detections.enumerated().map { index, detection in
                HistoryEntry(
                    number: record.number, origin: detection.origin, value: record.shownText(index), time: record.time, date: date,
                    title: index == 0 ? title : nil, price: index == 0 ? record.titlePrice : nil, withheld: record.whyWithheld(index))
            })
        if view.historyDetail != nil { view.historyDetail! += record.detections.count }
        if view.history.count > historyLimit {
            view.history.keepNewest(historyLimit)
            if let detail = view.historyDetail, detail >= historyLimit { view.historyDetail = nil }
        }
        clearShutter()
        sync()
        outputs.captured(record.shown(in: language.current))
    }

    func pressShutter(at time: Double) {
        // Barcode mode's codes, or Number mode's price (the target is set by whichever mode reads).
        guard view.tab == .scanner, let target = shutter.current(at: time) else { return }
        let first = target.detections[0]
        if let record = machine.capture(first, others: Array(target.detections.dropFirst()), in: target.frame, at: time) {
            captured(record, at: time)
        }
    }

    func resume(at time: Double) {
        machine.resume(at: time)
        shutter.clear()
    }

    func switchTab(to tab: KioskTab) {
        view.tab = tab
        view.historyDetail = nil
    }

    /// A keyboard-wedge scan: captured at once, whatever is on screen, and shown.
    private func wedgeScan(_ text: String, at time: Double) {
        if desk.scanned(text, at: time) { return }
        if checkingAge([.scanned(text)], at: time) { return }
        if case .showing = machine.phase { machine.resume(at: time) }
        switchTab(to: .scanner)
        if let record = machine.capture(.scanned(text), in: nil, at: time) { captured(record, at: time) }
    }

    func tap(_ point: Point, at time: Double) {
        if language.tap(point, drawn: drawn, at: time) { return }
        let layout = self.layout.directed(rightToLeft: view.wording.isRightToLeft)  // the tabs and modes mirror
        if let checkout, view.tab == .scanner, checkout.tap(point, drawn: drawn, at: time) {
            // The age check reads codes: a result on screen makes way for it.
            if checkout.isCheckingAge, case .showing = machine.phase { resume(at: time) }
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
}
