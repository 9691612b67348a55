// DisplayError: why a display could not open or went away — the message for the user, and the
// kernel call that failed (or the selection rule that found nothing) behind it.
import SystemCall

/// `description` is the whole message for the user (`/dev/dri/card0: another program is DRM
/// master …`), unchanged by whoever passes the error on. `cause` is the kernel call that failed,
/// when one did, so a caller can still ask whether the device went away; `selection` is why no
/// screen could be chosen, when that is what happened.
public struct DisplayError: Error, CustomStringConvertible, Equatable {
    public let description: String
    public let cause: SystemError?
    public let selection: SelectionError?

    public init(_ description: String, cause: SystemError? = nil) {
        self.description = description
        self.cause = cause
        selection = nil
    }

    /// A failed kernel call, its own message as the message.
    public init(_ cause: SystemError) {
        self.init("\(cause)", cause: cause)
    }

    /// No screen could be chosen; the rule's message (which says what the card has instead).
    public init(_ selection: SelectionError) {
        description = "\(selection)"
        cause = nil
        self.selection = selection
    }

    /// The device is gone (unplugged, driver unloaded) or broken, as the failed call says.
    public var meansDeviceGone: Bool { cause?.meansDeviceGone ?? false }
}
