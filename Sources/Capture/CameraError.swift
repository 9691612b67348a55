// CameraError: why a camera could not be named, opened, set up or read, with the failed
// kernel call behind it when there was one.
import SystemCall

/// The message is whole and fit for the user; `cause` keeps the kernel call that failed (when
/// one did), so a caller can still ask whether the device went away.
public struct CameraError: Error, CustomStringConvertible, Equatable, Sendable {
    public let description: String
    public let cause: SystemError?

    public init(_ description: String, cause: SystemError? = nil) {
        self.description = description
        self.cause = cause
    }

    /// A failed kernel call as it is: its own message, and itself as the cause.
    public init(_ cause: SystemError) {
        self.init(cause.description, cause: cause)
    }

    /// The camera is gone (unplugged, driver unloaded): release it and look for it again.
    public var meansDeviceGone: Bool { cause?.meansDeviceGone ?? false }
}
