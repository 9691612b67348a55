// ContentLineEncoding: the transfer encodings and character sets a vCard 2.1 value may be written
// in (ENCODING=QUOTED-PRINTABLE or BASE64, CHARSET=…), undone into text.

enum ContentLineEncoding {
    /// The bytes of a quoted-printable value (RFC 2045 6.7: `=XX` for a byte, soft line breaks
    /// already joined by `ContentLine.unfold`).
    static func quotedPrintable(_ text: Substring) throws(ContentRefusal) -> [UInt8] {
        var bytes: [UInt8] = []
        let utf8 = Array(text.utf8)
        var index = 0
        while index < utf8.count {
            if utf8[index] == UInt8(ascii: "=") {
                guard index + 2 < utf8.count, let high = URISyntax.hexValue(utf8[index + 1]), let low = URISyntax.hexValue(utf8[index + 2]) else {
                    throw ContentRefusal("“=” not followed by two hex digits in a QUOTED-PRINTABLE value (RFC 2045 6.7)")
                }
                bytes.append(high << 4 | low)
                index += 3
            } else {
                bytes.append(utf8[index])
                index += 1
            }
        }
        return bytes
    }

    /// The bytes of a base64 value (RFC 4648 4), white space ignored.
    static func base64(_ text: Substring) throws(ContentRefusal) -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer: UInt32 = 0
        var bits = 0
        var padding = 0
        for scalar in text.unicodeScalars where !(scalar == " " || scalar == "\t") {
            let value: UInt32
            switch scalar {
            case "A"..."Z": value = scalar.value - 65
            case "a"..."z": value = scalar.value - 97 + 26
            case "0"..."9": value = scalar.value - 48 + 52
            case "+": value = 62
            case "/": value = 63
            case "=":
                padding += 1
                continue
            default: throw ContentRefusal("\(URISyntax.describe(scalar)) in a BASE64 value (RFC 4648 4)")
            }
            guard padding == 0 else { throw ContentRefusal("base64 goes on after its “=” padding (RFC 4648 4)") }
            buffer = buffer << 6 | value
            bits += 6
            if bits >= 8 {
                bits -= 8
                bytes.append(UInt8(truncatingIfNeeded: buffer >> UInt32(bits)))
            }
        }
        return bytes
    }

    /// `bytes` read in `charset` (an IANA name, any case): UTF-8, US-ASCII, ISO-8859-1 or
    /// windows-1252; vCard 2.1's default is ASCII. Others are refused: reading them would need
    /// tables this module does not carry.
    static func text(_ bytes: [UInt8], charset: String?) throws(ContentRefusal) -> String {
        switch charset?.uppercased() {
        case nil, "US-ASCII", "ASCII":
            guard bytes.allSatisfy({ $0 < 0x80 }) else {
                throw ContentRefusal("encoded bytes beyond ASCII without a CHARSET (vCard 2.1's default is ASCII)")
            }
            return String(decoding: bytes, as: UTF8.self)
        case "UTF-8", "UTF8":
            guard let text = String(validating: bytes, as: UTF8.self) else { throw ContentRefusal("an encoded value marked UTF-8 is not UTF-8") }
            return text
        case "ISO-8859-1", "ISO_8859-1", "LATIN1", "ISO-LATIN-1":
            return String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) }))
        case "WINDOWS-1252", "CP1252":
            return String(String.UnicodeScalarView(bytes.compactMap { windows1252($0) }))
        default:
            throw ContentRefusal("CHARSET=\(charset ?? "") is not one this reader decodes (UTF-8, US-ASCII, ISO-8859-1, windows-1252)")
        }
    }

    /// windows-1252: ISO-8859-1 but for 0x80–0x9F (WHATWG Encoding's index); its five unused
    /// bytes map to the C1 controls, as there.
    static func windows1252(_ byte: UInt8) -> Unicode.Scalar? {
        let high: [UInt32] = [
            0x20AC, 0x81, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x8D, 0x017D, 0x8F,
            0x90, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x9D, 0x017E, 0x0178,
        ]
        return (0x80...0x9F).contains(byte) ? Unicode.Scalar(high[Int(byte) - 0x80]) : Unicode.Scalar(byte)
    }
}
