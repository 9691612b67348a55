// DeliveryError: why the outbox or a destination was refused at start, keeping the failed call.
import SystemCall

/// A destination that cannot be parsed, an outbox file that cannot be used. The message names
/// what is wrong (the `--deliver` value, the history file and what it is); `cause` keeps the
/// failed system call underneath, when there was one.
public struct DeliveryError: Error, CustomStringConvertible, Sendable {
    public let description: String
    public let cause: SystemError?

    public init(_ description: String, cause: SystemError? = nil) {
        self.description = description
        self.cause = cause
    }
}
