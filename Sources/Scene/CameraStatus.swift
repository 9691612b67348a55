// CameraStatus: what the camera is doing, as far as the screen is concerned.

import Language

public enum CameraStatus: Sendable, Equatable {
    case running
    /// No frames: the reason is shown plainly in the middle of the screen.
    case unavailable(Phrase)
}
