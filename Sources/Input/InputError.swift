// InputError: a failed call on an input device or descriptor, naming the call, errno and device.
import Glibc

public struct InputError: Error, CustomStringConvertible, Equatable, Sendable {
    public let call: String
    public let errno: Int32
    /// The device node or folder the call was about (`/dev/input/event3`, `/dev/input`).
    public let device: String

    public init(_ call: String, errno: Int32 = Glibc.errno, device: String) {
        self.call = call
        self.errno = errno
        self.device = device
    }

    public var description: String {
        "\(call) failed on \(device): \(String(cString: strerror(errno))) (\(errno))"
    }

    /// The device is gone (unplugged, driver unloaded): close it quietly, it is not a fault.
    public var meansDeviceGone: Bool { [ENODEV, EIO, ENXIO, EBADF, ESHUTDOWN].contains(errno) }

    /// Runs a call that returns -1 and sets errno on failure, retrying on EINTR.
    @discardableResult
    static func check(_ call: String, device: String, _ body: () -> Int32) throws(InputError) -> Int32 {
        while true {
            let result = body()
            if result != -1 { return result }
            if Glibc.errno == EINTR { continue }
            throw InputError(call, device: device)
        }
    }

    /// Runs a libevdev call that returns a negative errno on failure (libevdev's convention).
    @discardableResult
    static func checkNegative(_ call: String, device: String, _ body: () -> Int32) throws(InputError) -> Int32 {
        while true {
            let result = body()
            if result >= 0 { return result }
            if result == -EINTR { continue }
            throw InputError(call, errno: -result, device: device)
        }
    }
}
