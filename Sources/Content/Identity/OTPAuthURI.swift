// OTPAuthURI: the pieces of an `otpauth://` URI (Google Authenticator's Key Uri Format): its type,
// its percent-encoded label and its query parameters, and the Base32 check of its secret.

/// An `otpauth://TYPE/LABEL?PARAMETERS` URI, split and decoded (or, with its own scheme, an
/// `otpauth-migration://offline?data=…` export).
struct OTPAuthURI {
    static let scheme = "otpauth://"

    /// `totp` or `hotp` as written (not yet checked).
    let type: String
    /// The decoded label, nil when the URI has none.
    let label: String?
    /// The parameters by lower-cased name, decoded; the first of a repeated name wins.
    let parameters: [String: String]

    /// The URI in `text`; nil when it is not an `otpauth:` URI (or one of `scheme`; the scheme is
    /// matched without regard to case, as RFC 3986 says).
    static func split(_ text: String, scheme: String = scheme) throws(ContentRefusal) -> OTPAuthURI? {
        let bytes = Array(text.utf8)
        guard bytes.count >= scheme.utf8.count, String(decoding: bytes.prefix(scheme.utf8.count), as: UTF8.self).lowercased() == scheme else {
            return nil
        }
        var rest = bytes.dropFirst(scheme.utf8.count)
        if let fragment = rest.firstIndex(of: UInt8(ascii: "#")) { rest = rest[..<fragment] }
        let query = rest.firstIndex(of: UInt8(ascii: "?"))
        let path = rest[..<(query ?? rest.endIndex)]
        let slash = path.firstIndex(of: UInt8(ascii: "/"))
        let type = String(decoding: path[..<(slash ?? path.endIndex)], as: UTF8.self)
        var label: String?
        if let slash {
            guard let decoded = decode(path[(slash + 1)...], plusIsSpace: false) else {
                throw ContentRefusal("\(scheme.dropLast(3)): the label's percent-encoding is not UTF-8 text")
            }
            label = decoded
        }
        var parameters: [String: String] = [:]
        if let query {
            for pair in rest[(query + 1)...].split(separator: UInt8(ascii: "&")) {
                let equals = pair.firstIndex(of: UInt8(ascii: "="))
                // HTML forms write a space in a query as `+`, and authenticator apps read it so.
                guard let name = decode(pair[..<(equals ?? pair.endIndex)], plusIsSpace: true),
                    let value = decode(equals.map { pair[($0 + 1)...] } ?? [], plusIsSpace: true)
                else { throw ContentRefusal("\(scheme.dropLast(3)): a parameter's percent-encoding is not UTF-8 text") }
                if parameters[name.lowercased()] == nil { parameters[name.lowercased()] = value }
            }
        }
        return OTPAuthURI(type: type, label: label, parameters: parameters)
    }

    /// Percent-decoded text (RFC 3986 section 2.1) as UTF-8; nil for a `%` without two
    /// hexadecimal digits or bytes that are not UTF-8.
    private static func decode(_ encoded: ArraySlice<UInt8>, plusIsSpace: Bool) -> String? {
        var decoded: [UInt8] = []
        var index = encoded.startIndex
        while index < encoded.endIndex {
            let byte = encoded[index]
            if byte == UInt8(ascii: "%") {
                guard index + 2 < encoded.endIndex, let high = hexValue(encoded[index + 1]), let low = hexValue(encoded[index + 2]) else {
                    return nil
                }
                decoded.append(high << 4 | low)
                index += 3
            } else {
                decoded.append(plusIsSpace && byte == UInt8(ascii: "+") ? 0x20 : byte)
                index += 1
            }
        }
        return String(validating: decoded, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: byte - 0x30
        case 0x41...0x46: byte - 0x41 + 10
        case 0x61...0x66: byte - 0x61 + 10
        default: nil
        }
    }

    /// Whether `secret` is Base32 (RFC 4648 section 6, which the format cites as RFC 3548): the
    /// alphabet A–Z and 2–7 (small letters too), a length a whole number of bytes encodes, and `=`
    /// padding only as the RFC places it (the format says to omit it).
    static func isBase32(_ secret: String) -> Bool {
        let bytes = Array(secret.utf8)
        let padding = bytes.reversed().prefix { $0 == UInt8(ascii: "=") }.count
        let symbols = bytes.dropLast(padding)
        guard !symbols.isEmpty, symbols.allSatisfy({ (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) || (0x32...0x37).contains($0) })
        else { return false }
        // The padding that completes the last group of 8; 1, 3 and 6 symbols past a whole group
        // carry no whole byte.
        let expectedPadding = [0: 0, 2: 6, 4: 4, 5: 3, 7: 1][symbols.count % 8]
        guard let expectedPadding else { return false }
        return padding == 0 || padding == expectedPadding
    }
}
