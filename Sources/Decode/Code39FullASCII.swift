// Code39FullASCII: the optional Full ASCII reading of Code 39, which ZBar does not do itself.

/// Code 39 Full ASCII writes the characters Code 39 lacks as pairs: `+A` is `a`, `$M` is CR,
/// `/C` is `#`, `%J` is `?`. Nothing in the symbol says a code uses it, so it is an option:
/// plain Code 39 may hold `+`, `$`, `/` and `%` for themselves.
enum Code39FullASCII {
    /// The decoded text, or nil when `text` holds a pair that is not Full ASCII (then the code
    /// is plain Code 39 and its text stays as read).
    static func decode(_ text: String) -> String? {
        var scalars = Array(text.unicodeScalars)[...]
        var out = String.UnicodeScalarView()
        while let first = scalars.popFirst() {
            guard "$%/+".unicodeScalars.contains(first) else {
                out.append(first)
                continue
            }
            guard let second = scalars.popFirst(), let decoded = pair(first, second) else { return nil }
            out.append(decoded)
        }
        return String(out)
    }

    static func pair(_ shift: Unicode.Scalar, _ letter: Unicode.Scalar) -> Unicode.Scalar? {
        let v = letter.value
        let isLetter = (0x41...0x5A).contains(v)
        let offset = v &- 0x41
        switch shift {
        case "$" where isLetter: return Unicode.Scalar(0x01 + offset)  // $A..$Z: SOH..SUB
        case "+" where isLetter: return Unicode.Scalar(0x61 + offset)  // +A..+Z: a..z
        case "/" where (0x41...0x4F).contains(v): return Unicode.Scalar(0x21 + offset)  // /A../O: ! .. /
        case "/" where v == 0x5A: return ":"  // /Z
        case "%":
            switch v {
            case 0x41...0x45: return Unicode.Scalar(0x1B + offset)  // %A..%E: ESC..US
            case 0x46...0x4A: return Unicode.Scalar(0x3B + (v - 0x46))  // %F..%J: ; < = > ?
            case 0x4B...0x4F: return Unicode.Scalar(0x5B + (v - 0x4B))  // %K..%O: [ \ ] ^ _
            case 0x50...0x54: return Unicode.Scalar(0x7B + (v - 0x50))  // %P..%T: { | } ~ DEL
            case 0x55: return "\u{0}"  // %U: NUL
            case 0x56: return "@"  // %V
            case 0x57: return "`"  // %W
            case 0x58...0x5A: return "\u{7F}"  // %X..%Z: DEL
            default: return nil
            }
        default: return nil
        }
    }
}
