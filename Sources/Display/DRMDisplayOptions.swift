// DRMDisplayOptions: what `--display drm[:CARD]` and its options ask of the screen.

/// `--display drm[:CARD]` and its options.
public struct DRMDisplayOptions: Sendable, Equatable {
    /// The card (`/dev/dri/card1`); nil: the first card with a connected screen.
    public var card: String?
    public var screen: ScreenRequest
    /// Use drmModeSetCrtc/drmModePageFlip even when the driver offers atomic commits.
    public var legacy: Bool
    /// Scan-out buffers: 2 (double buffering) or 3 (draw the next frame while a flip is pending).
    public var buffers: Int
    /// Put the text console in graphics mode while the kiosk runs.
    public var consoleGraphics: Bool
    /// Draw into a cached image copied into the buffer, or straight into the buffer.
    public var shadow: ShadowRequest
    /// Where the panel's backlight is looked for when the screen is turned off (`setPower`);
    /// nil: the light is left alone.
    public var backlightRoot: String?

    public init(
        card: String? = nil, screen: ScreenRequest = ScreenRequest(), legacy: Bool = false, buffers: Int = 2,
        consoleGraphics: Bool = true, shadow: ShadowRequest = .auto, backlightRoot: String? = "/sys/class/backlight"
    ) {
        self.card = card; self.screen = screen; self.legacy = legacy; self.buffers = buffers; self.consoleGraphics = consoleGraphics
        self.shadow = shadow
        self.backlightRoot = backlightRoot
    }

    /// `buffers`, kept to what the display handles: 2 or 3.
    var bufferCount: Int { max(2, min(3, buffers)) }
}
