// GS1Characters: the character sets GS1 element string values are written in (GS1 General
// Specifications 7.11): digits, set 82, set 39 and the base64url set 64.

enum GS1Characters {
    /// An ASCII digit. (A range of Characters would also hold a digit with a combining mark.)
    static func isDigit(_ character: Character) -> Bool { character.asciiValue.map { (0x30...0x39).contains($0) } ?? false }

    static func areDigits(_ text: some StringProtocol) -> Bool { !text.isEmpty && text.allSatisfy(isDigit) }

    /// Set 82: `!"%&'()*+,-./0-9:;<=>?A-Z_a-z` (figure 7.11-1).
    static func isInSet82(_ character: Character) -> Bool {
        guard let ascii = character.asciiValue else { return false }
        switch ascii {
        case 0x21, 0x22, 0x25...0x2F, 0x30...0x39, 0x3A...0x3F, 0x41...0x5A, 0x5F, 0x61...0x7A: return true
        default: return false
        }
    }

    /// Set 39: `#-/0-9A-Z` (figure 7.11-2).
    static func isInSet39(_ character: Character) -> Bool {
        guard let ascii = character.asciiValue else { return false }
        switch ascii {
        case 0x23, 0x2D, 0x2F, 0x30...0x39, 0x41...0x5A: return true
        default: return false
        }
    }

    /// Set 64 without its padding: `-0-9A-Z_a-z` (figure 7.11-3).
    static func isInSet64(_ character: Character) -> Bool {
        guard let ascii = character.asciiValue else { return false }
        switch ascii {
        case 0x2D, 0x30...0x39, 0x41...0x5A, 0x5F, 0x61...0x7A: return true
        default: return false
        }
    }

    static func isHexDigit(_ character: Character) -> Bool { character.isASCII && character.isHexDigit }
}
