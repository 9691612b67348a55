// PercentEncoding: %XX escapes (UTF-8 bytes) undone, as in a URL's user and password and in a
// scanner format's prefix and suffix.

public enum PercentEncoding {
    /// `value` with its %XX escapes undone; nil when an escape is malformed or the bytes are not
    /// UTF-8 (as Foundation's `removingPercentEncoding`).
    public static func decode(_ value: String) -> String? {
        var bytes: [UInt8] = []
        var utf8 = Array(value.utf8)[...]
        while let byte = utf8.popFirst() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard utf8.count >= 2, let hex = UInt8(String(decoding: utf8.prefix(2), as: UTF8.self), radix: 16) else { return nil }
            bytes.append(hex)
            utf8 = utf8.dropFirst(2)
        }
        let text = String(decoding: bytes, as: UTF8.self)
        return Array(text.utf8) == bytes ? text : nil
    }
}
