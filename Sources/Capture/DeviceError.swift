// DeviceError: a failed call on a device, naming the call, the errno and the device.
import Glibc

public struct DeviceError: Error, CustomStringConvertible, Equatable {
    public let call: String
    public let errno: Int32
    public let device: String

    public init(_ call: String, errno: Int32 = Glibc.errno, device: String) {
        self.call = call
        self.errno = errno
        self.device = device
    }

    public var description: String {
        "\(call) failed on \(device): \(String(cString: strerror(errno))) (\(errno))"
    }

    /// The device is gone (unplugged, driver unloaded) or broken: stop using it and look again.
    public var meansDeviceGone: Bool { [ENODEV, EIO, ENXIO, EBADF, ESHUTDOWN].contains(errno) }
}
