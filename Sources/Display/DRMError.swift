// DRMError: a failed DRM or system call, naming the call, the errno and the object.
import Glibc

/// `drmModeAtomicCommit failed on /dev/dri/card0: Permission denied (13)`.
public struct DRMError: Error, CustomStringConvertible, Equatable {
    public let call: String
    public let errno: Int32
    /// The device, or the device and the kernel object (`/dev/dri/card0 CRTC 35`).
    public let object: String

    public init(_ call: String, errno: Int32 = Glibc.errno, object: String) {
        self.call = call
        self.errno = errno
        self.object = object
    }

    public var description: String {
        "\(call) failed on \(object): \(String(cString: strerror(errno))) (\(errno))"
    }

    /// The device went away (driver unbound, card unplugged): nothing to retry.
    public var meansDeviceGone: Bool { [ENODEV, ENXIO].contains(errno) }
    /// We are not (or no longer) DRM master: another program took the screen.
    public var meansNotMaster: Bool { [EACCES, EPERM].contains(errno) }

    /// Runs a call that returns a negative number on failure: libdrm's `drmIoctl` family
    /// returns -1 and sets errno, its mode-setting family returns -errno (and leaves errno
    /// set too). EINTR is retried; the result (>= 0) is returned.
    @discardableResult
    static func check(_ call: String, object: String, _ body: () -> Int32) throws(DRMError) -> Int32 {
        while true {
            Glibc.errno = 0
            let result = body()
            if result >= 0 { return result }
            let code = Glibc.errno != 0 ? Glibc.errno : -result
            if code == EINTR { continue }
            throw DRMError(call, errno: code, object: object)
        }
    }

    /// Runs a call that returns NULL and sets errno on failure (drmModeGetResources & co.).
    static func check<T>(_ call: String, object: String, _ body: () -> T?) throws(DRMError) -> T {
        while true {
            Glibc.errno = 0
            if let result = body() { return result }
            if Glibc.errno == EINTR { continue }
            throw DRMError(call, errno: Glibc.errno != 0 ? Glibc.errno : EIO, object: object)
        }
    }
}
