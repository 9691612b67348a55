// SystemError: a failed system or C library call, naming the call, the errno and the object
// (a device, a kernel object) — one type for every module that talks to the kernel.
import Glibc

/// `drmModeAtomicCommit failed on /dev/dri/card0: Permission denied (13)`.
public struct SystemError: Error, CustomStringConvertible, Equatable, Sendable {
    public let call: String
    public let errno: Int32
    /// What the call was about: a device node, a folder, a kernel object (`/dev/dri/card0 CRTC 35`).
    public let object: String?

    public init(_ call: String, errno: Int32 = Glibc.errno, object: String? = nil) {
        self.call = call
        self.errno = errno
        self.object = object
    }

    /// The same, for a call about a device node.
    public init(_ call: String, errno: Int32 = Glibc.errno, device: String) {
        self.init(call, errno: errno, object: device)
    }

    /// The device node or object the call was about ("" when none was named).
    public var device: String { object ?? "" }

    public var description: String {
        "\(call) failed" + (object.map { " on \($0)" } ?? "") + ": \(reason) (\(errno))"
    }

    /// The C library's words for the errno: "Permission denied".
    public var reason: String { Self.reason(errno) }

    /// The C library's words for `errno` (strerror), for messages about a call that is not a
    /// `SystemError` of its own.
    public static func reason(_ errno: Int32) -> String { String(cString: strerror(errno)) }

    /// The device is gone (unplugged, driver unloaded) or broken: stop using it, close it
    /// quietly, and look for it again.
    public var meansDeviceGone: Bool { [ENODEV, EIO, ENXIO, EBADF, ESHUTDOWN].contains(errno) }

    /// Runs a call that returns a negative number on failure, whichever of the two C
    /// conventions it follows: -1 with errno set (the kernel's system calls, `drmIoctl`), or
    /// -errno (libdrm's mode-setting calls, libevdev). EINTR is retried; the result (>= 0)
    /// is returned.
    @discardableResult
    public static func check(_ call: String, object: String? = nil, _ body: () -> Int32) throws(SystemError) -> Int32 {
        while true {
            Glibc.errno = 0
            let result = body()
            if result >= 0 { return result }
            let code = Glibc.errno != 0 ? Glibc.errno : -result
            if code == EINTR { continue }
            throw SystemError(call, errno: code, object: object)
        }
    }

    /// `check(_:object:_:)` for a call about a device node.
    @discardableResult
    public static func check(_ call: String, device: String, _ body: () -> Int32) throws(SystemError) -> Int32 {
        try check(call, object: device, body)
    }

    /// Runs a call that returns NULL and sets errno on failure (`drmModeGetResources` & co.).
    public static func check<T>(_ call: String, object: String? = nil, _ body: () -> T?) throws(SystemError) -> T {
        while true {
            Glibc.errno = 0
            if let result = body() { return result }
            if Glibc.errno == EINTR { continue }
            throw SystemError(call, errno: Glibc.errno != 0 ? Glibc.errno : EIO, object: object)
        }
    }
}
