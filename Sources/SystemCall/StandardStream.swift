// StandardStream: writing whole texts and byte blocks to standard output and standard error.
import Glibc

/// The process's standard output (the kiosk's JSON lines, a tool's results) and standard error
/// (its log). A write is whole: a partial write or one interrupted by a signal goes on where it
/// stopped. A stream that is gone (a closed pipe) loses the text and says nothing: there is
/// nowhere left to say it.
public enum StandardStream: Int32, Sendable {
    case output = 1
    case error = 2

    public func write(_ text: String) {
        var text = text
        text.withUTF8 { write(UnsafeRawBufferPointer($0)) }
    }

    public func write(_ bytes: UnsafeRawBufferPointer) {
        guard var next = bytes.baseAddress else { return }
        var left = bytes.count
        while left > 0 {
            let written = Glibc.write(rawValue, next, left)
            if written < 0 {
                if errno == EINTR { continue }
                return
            }
            next += written
            left -= written
        }
    }

    public func write(_ bytes: [UInt8]) { bytes.withUnsafeBytes { write($0) } }
}
