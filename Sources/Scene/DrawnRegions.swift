// DrawnRegions: what one frame of the scene put where, so taps are tested against what was seen.
import Render

/// The regions `ScannerScene.draw` drew, in screen pixels. Controls the layout places (mode
/// control, shutter, tab bar) are listed only when they were drawn; the banner and the History
/// rows are where their text and the scroll put them in this frame.
public struct DrawnRegions: Sendable, Equatable {
    /// One History row on screen: the entry's index in `SceneState.history` (newest first) and
    /// the part of the row inside the list.
    public struct HistoryRow: Sendable, Equatable {
        public var index: Int
        public var frame: Rect

        public init(index: Int, frame: Rect) {
            self.index = index
            self.frame = frame
        }
    }

    /// The layout the frame was drawn with.
    public var layout: SceneLayout
    /// The result banner's panel.
    public var banner: Rect?
    /// The shutter button's bounds (the disc and its ring).
    public var shutter: Rect?
    /// The mode control's segments, Barcode then Number.
    public var modeSegments: [Rect] = []
    /// The tab bar's tabs, Scanner then History.
    public var tabs: [Rect] = []
    /// The History rows visible, top to bottom.
    public var historyRows: [HistoryRow] = []
    /// The basket's lines on screen: the line's index in `BasketView.lines` and its row.
    public var basketRows: [HistoryRow] = []
    /// The basket's panel, its "Pay at the till" button, and the pay screen's "Done" button.
    public var basketPanel: Rect?
    public var payButton: Rect?
    public var payDone: Rect?
    /// The basket's age check line (a tap asks a member of staff to approve).
    public var ageStatus: Rect?
    /// The language button, and the language menu's items (in `LanguageMenuView.languages`' order).
    public var languageButton: Rect?
    public var languageItems: [Rect] = []
    /// The staff's keypad or admin screen buttons, or the age check's keypad, while one fills the
    /// screen.
    public var staffButtons: [StaffButton] = []

    /// One of the staff's buttons and where it was drawn.
    public struct StaffButton: Sendable, Equatable {
        public var button: AdminButton
        public var frame: Rect

        public init(_ button: AdminButton, _ frame: Rect) {
            self.button = button
            self.frame = frame
        }
    }

    public init(layout: SceneLayout) {
        self.layout = layout
    }
}
