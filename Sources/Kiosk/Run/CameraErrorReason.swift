// CameraErrorReason: why the camera failed, as the screen says it: in the reader's words for
// what a kernel call's error means to someone at the kiosk, the whole English message otherwise
// (the log always has the call, the device and the errno).
import Capture
import Glibc
import Language

extension CameraError {
    /// Why, for the screen: `another program is using it` for EBUSY; a failure that is no
    /// kernel call's (a format the kiosk cannot read) as its English message.
    var shownReason: ShownText {
        guard let errno = cause?.errno, let message = Self.reasons[errno] else { return .verbatim(description) }
        return .said(message)
    }

    /// The kernel's errors a camera meets, by what they mean to the person reading the screen.
    static let reasons: [Int32: Message] = [
        EACCES: .cameraReasonNotAllowed, EPERM: .cameraReasonNotAllowed,
        EBUSY: .cameraReasonBusy,
        ENODEV: .cameraReasonNotThere, ENOENT: .cameraReasonNotThere, ENXIO: .cameraReasonNotThere,
        EIO: .cameraReasonNoAnswer, EPROTO: .cameraReasonNoAnswer, EPIPE: .cameraReasonNoAnswer,
        ETIMEDOUT: .cameraReasonTimedOut, ETIME: .cameraReasonTimedOut,
        ENOMEM: .cameraReasonNoMemory, ENOBUFS: .cameraReasonNoMemory,
        // uvcvideo's answer to a stream the USB bus has no room for.
        ENOSPC: .cameraReasonBandwidth,
        EINVAL: .cameraReasonUnsupported, ENOTTY: .cameraReasonUnsupported, EOPNOTSUPP: .cameraReasonUnsupported,
    ]
}
