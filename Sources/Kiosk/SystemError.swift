// SystemError: a failed system call, with its name, errno and the object it was about.
import Glibc

public struct SystemError: Error, CustomStringConvertible, Equatable {
    public let call: String
    public let errno: Int32
    public let object: String?

    public init(_ call: String, errno: Int32 = Glibc.errno, object: String? = nil) {
        self.call = call
        self.errno = errno
        self.object = object
    }

    public var description: String {
        "\(call) failed" + (object.map { " on \($0)" } ?? "") + ": \(String(cString: strerror(errno))) (\(errno))"
    }

    /// Runs a call that returns -1 and sets errno on failure, retrying on EINTR.
    @discardableResult
    public static func check(_ call: String, object: String? = nil, _ body: () -> Int32) throws(SystemError) -> Int32 {
        while true {
            let result = body()
            if result != -1 { return result }
            if Glibc.errno == EINTR { continue }
            throw SystemError(call, object: object)
        }
    }
}
