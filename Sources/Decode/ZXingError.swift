// ZXingError: a read the zxing-cpp library refused (a C++ exception, caught at the C boundary).

/// zxing-cpp threw while reading a plane: the exception's message and the plane's size. The
/// library's state is not shared between reads, so the next read is unaffected.
public struct ZXingError: Error, Equatable, CustomStringConvertible {
    /// The exception's `what()`, or the shim's own complaint about its arguments.
    public let message: String
    public let width: Int
    public let height: Int

    public init(message: String, width: Int, height: Int) {
        self.message = message
        self.width = width
        self.height = height
    }

    public var description: String { "zxing-cpp failed reading a \(width)x\(height) plane: \(message)" }
}
