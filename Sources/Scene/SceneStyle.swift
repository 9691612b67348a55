// SceneStyle: the scene's own settings: cutout, sizes, font, indicator, mirroring, panel density.

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

    public init() {}
}
