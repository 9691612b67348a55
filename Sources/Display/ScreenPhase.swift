// ScreenPhase: where the DRM display is in its life — the first mode set, frames flowing, the
// screen gone, a failed commit being retried, the mode set again, closed.

/// One state instead of flags beside it: whether a mode was ever set is `firstModeset` or not;
/// whether the next mode set comes back from a loss is `settingAgain`; closing is `closed`.
/// (Whether flips wait for the refresh is FlipPacing's state.)
enum ScreenPhase: Equatable {
    /// The kiosk has not touched the CRTC yet: the next frame sets the mode (and puts the
    /// console in graphics mode); if that fails the run ends, with the card's reason.
    case firstModeset
    /// Frames flow, one per completed page flip.
    case running
    /// The connector has no screen: the CRTC is off until a hot-plug brings it back.
    case screenGone
    /// A commit failed (another program took the screen, the link broke): the mode set is
    /// tried again every second and on every hot-plug; the reason is logged once.
    case recovering(DisplayError)
    /// The screen is back: the next frame sets the mode again (a failure is waited out).
    case settingAgain
    /// The CRTC is as the kiosk found it, the buffers are freed, nothing is watched.
    case closed

    /// Whether a frame drawn now can reach the screen (nothing keeps it away).
    var takesFrames: Bool { self == .firstModeset || self == .running || self == .settingAgain }

    /// Whether the next commit is a mode set (the first or a later one) rather than a flip.
    var needsModeset: Bool { self == .firstModeset || self == .settingAgain }

    /// Whether the kiosk has changed what the CRTC shows (so it puts it back at exit).
    var touchedCRTC: Bool { self != .firstModeset && self != .closed }
}
