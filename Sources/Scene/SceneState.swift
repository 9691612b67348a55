// SceneState: everything the screen shows that is not the camera picture, as plain values.
import Content
import Decode
import Language
import Render

/// The kiosk's two tabs, in the tab bar's order.
public enum KioskTab: Int, Sendable { case scanner, history }

/// What the Scanner tab reads, in the mode control's order.
public enum ScanMode: Int, Sendable {
    case barcode, number

    /// `barcode` or `number`, as options name the modes.
    public init?(name: String) {
        switch name.lowercased() {
        case "barcode": self = .barcode
        case "number": self = .number
        default: return nil
        }
    }
}

/// A captured code as the screen shows it: what was read, when, and where its corners were.
public struct ShownCapture: Sendable {
    public var detection: Detection
    /// Codes captured together with `detection` (`--multi-code`): the banner lists them too.
    public var others: [Detection]
    /// Kiosk clock time of the capture: the capture effect runs from it.
    public var time: Double
    /// When the idle animation in progress at the capture had started (the effect starts from
    /// wherever it was).
    public var idleStart: Double
    /// The size of the frame the code was read from, whose pixels `detection.corners` are in;
    /// nil for a capture without a picture (a keyboard-wedge scan): the indicator then locks
    /// onto the cutout itself.
    public var frameSize: (width: Int, height: Int)?
    /// What the code means, as a result card (`ResultCard`); nil: the banner shows the raw value
    /// (plain text, several codes at once).
    public var card: ContentCard?
    /// The product the code names in the shop's catalog, shown instead of the card.
    public var product: ProductCard?
    /// Why each code's text is not shown (the first code's, then the others'), said in its
    /// place; empty or nil: shown.
    public var withheld: [ContentReading.Withholding?]

    public init(
        detection: Detection, others: [Detection] = [], time: Double, idleStart: Double = 0, frameSize: (width: Int, height: Int)?,
        card: ContentCard? = nil, product: ProductCard? = nil, withheld: [ContentReading.Withholding?] = []
    ) {
        self.detection = detection
        self.others = others
        self.time = time
        self.idleStart = idleStart
        self.frameSize = frameSize
        self.card = card
        self.product = product
        self.withheld = withheld
    }
}

/// The state one frame of the scene is drawn from, with the time and the camera picture.
public struct SceneState: Sendable {
    /// The result on screen: the banner shows it and the indicator locks onto it; nil while scanning.
    public var result: ShownCapture?
    /// The last resume: when, and the capture that was on screen (the indicator fades out from it).
    public var lastRelease: (time: Double, capture: ShownCapture)?
    public var tab: KioskTab = .scanner
    public var mode: ScanMode = .barcode
    /// The shutter can be pressed: a code's centre lies inside the cutout.
    public var shutterActive = false
    /// The code the shutter would capture, on screen (outlined in manual mode).
    public var shutterQuad: [Point]?
    /// When the last capture flashed the cutout.
    public var flashStart: Double?
    public var history = HistoryList()
    public var historyScroll: Float = 0
    /// The history entry shown in full (index into `history`, newest first).
    public var historyDetail: Int?
    /// Whether the interactive controls (mode control, shutter, tab bar) are drawn.
    public var showsControls = true
    /// The shopper's language: what the kiosk's own words are drawn in.
    public var wording = Wording.english
    /// The shop's language: the staff's screens are drawn in it, whoever stands at the kiosk.
    public var shopWording = Wording.english
    /// A warning kept on screen while it lasts (storage full), on every tab; nil: none.
    public var notice: ShownText?
    /// The self-checkout basket (`--basket`); nil: no basket.
    public var basket: BasketView?
    /// The attract screen, shown instead of everything else while nobody is there; nil: none.
    public var attract: AttractView?
    /// A line under the focus square while nothing is captured (a price checker's invitation);
    /// nil: none.
    public var welcome: ShownText?
    /// The staff's PIN keypad or admin screen, drawn over everything; nil: the kiosk.
    public var admin: AdminView?
    /// The language button's label, the language's own name; nil: no button (one language).
    public var languageButton: String?
    /// The list of languages, over everything but the staff's screens; nil: closed.
    public var languageMenu: LanguageMenuView?
    /// The strip saying a test scan is under way (the admin screen's Test scan); nil: none.
    public var testNotice: ShownText?
    /// The control a keyboard or keypad user is on (the focus ring around it); nil: none shown
    /// (touch users see no ring).
    public var focus: FocusTarget?
    /// The theme the screen is drawn in: the shop's (`--theme`), or the shopper's choice.
    public var theme = SceneTheme.standard
    /// The size of the kiosk's words: the shop's (`--text-size`), or the shopper's choice.
    public var textSize = TextSize.normal

    public init(result: ShownCapture? = nil, lastRelease: (time: Double, capture: ShownCapture)? = nil) {
        self.result = result
        self.lastRelease = lastRelease
    }
}
