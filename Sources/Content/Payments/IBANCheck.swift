// IBANCheck: whether an IBAN is one (ISO 13616-1): a country of the IBAN Registry, that country's
// length and BBAN structure (which positions hold digits, letters or either), check digits 02 to
// 98, and mod 97-10 of the rearranged number equal to 1. Says what fails, for a card's warning.
import Language

enum IBANCheck {
    /// Why `iban` (no spaces) is not a valid IBAN; nil when it is. The structure is judged before
    /// the check digits, so a number one character short is called short, not a checksum failure.
    static func problem(_ iban: String) -> ShownText? {
        let characters = Array(iban.utf8)
        let country = String(iban.prefix(2))
        guard characters.count >= 4, let structure = IBANRegistry.bban[country] else {
            return .said(.cardIBANCountry, ["country": country.debugDescription])
        }
        let expected = kinds(of: structure)
        guard characters.count == 4 + expected.count else {
            return .said(.cardIBANLength, ["count": String(characters.count), "country": country, "expected": String(4 + expected.count)])
        }
        for (offset, kind) in expected.enumerated() {
            let character = characters[4 + offset]
            // The registry's legend: n digits, a capital letters, c letters (either case) or digits.
            let fits =
                switch kind {
                case "n": isDigit(character)
                case "a": isCapital(character)
                default: isDigit(character) || isCapital(character) || isSmall(character)
                }
            guard fits else {
                let message: Message = kind == "n" ? .cardIBANDigit : kind == "a" ? .cardIBANCapital : .cardIBANLetterOrDigit
                return .said(message, ["position": String(5 + offset), "character": printable(character), "country": country])
            }
        }
        // ISO 13616-1: the check digits are 02 to 98, and make mod 97-10 of the IBAN with its
        // first four characters moved to the end equal 1.
        let checkDigits = characters[2...3]
        guard checkDigits.allSatisfy(isDigit), let check = Int(String(decoding: checkDigits, as: UTF8.self)), (2...98).contains(check),
            CheckDigits.mod97(iban.dropFirst(4) + iban.prefix(4)) == 1
        else { return .said(.cardIBANCheck) }
        return nil
    }

    /// `3!n7!n2!n` spelled out, a kind a position: `nnnnnnnnnnnn`.
    static func kinds(of structure: String) -> [Character] {
        var kinds: [Character] = []
        var count = 0
        for character in structure {
            if let digit = character.wholeNumberValue {
                count = count * 10 + digit
            } else if character != "!" {
                kinds += repeatElement(character, count: count)
                count = 0
            }
        }
        return kinds
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
    private static func isCapital(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) }
    private static func isSmall(_ byte: UInt8) -> Bool { (0x61...0x7A).contains(byte) }
    private static func printable(_ byte: UInt8) -> String {
        (0x21...0x7E).contains(byte) ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(String(byte, radix: 16, uppercase: true))"
    }
}
