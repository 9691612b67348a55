// SceneStyle: the scene's own settings: cutout, sizes, font, indicator, mirroring, panel density,
// the shop's theme and text size, where the controls go.

/// How the scene looks, with the kiosk's defaults (the `Look` options and `--mirror`).
public struct SceneStyle: Sendable, Equatable {
    /// Side of the focus square as a fraction of the screen's shorter side.
    public var focusSize: Float = 0.6
    /// Opacity of the black over the preview outside the focus square.
    public var focusDim: Float = 0.5
    /// Size of lines, text and controls.
    public var uiScale: Float = 1
    /// The panel's pixels per millimetre: touch targets are 9 mm (5 px/mm is 127 dpi).
    public var pixelsPerMM: Float = 5
    /// A TrueType/OpenType font for all text; nil: DejaVu Sans.
    public var font: String?
    public var focusStyle = FocusStyle()
    /// Mirror the preview and the detected corners with it (a front-facing camera).
    public var mirror = false
    /// The shop's theme and text size (`--theme`, `--text-size`): what each shopper starts with;
    /// a frame is drawn in `SceneState`'s, which a shopper may switch.
    public var theme = SceneTheme.standard
    public var textSize = TextSize.normal
    /// Where the touch controls go (`--controls low`: the screen's lower half).
    public var controls = ControlsPlacement.normal

    public init() {}
}
