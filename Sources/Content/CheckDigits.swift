// CheckDigits: the check digit and checksum algorithms the payload specifications define, in one
// place: GS1's mod 10, ISBN-10's mod 11, ISO 7064 mod 97-10 (IBAN, ISO 11649), the recursive mod
// 10 of Swiss QR references, and CRC-16/CCITT-FALSE (EMV QR codes).

public enum CheckDigits {
    /// GS1's check digit of `digits` (the digits before it): weights 3 and 1 from the right.
    /// nil when a character is not a digit. GS1 General Specifications, 7.9.1.
    public static func gs1(_ digits: some StringProtocol) -> Int? {
        var sum = 0
        for (index, character) in digits.reversed().enumerated() {
            guard let digit = character.wholeNumberValue, character.isASCII else { return nil }
            sum += digit * (index % 2 == 0 ? 3 : 1)
        }
        return (10 - sum % 10) % 10
    }

    /// Whether the last digit of `number` is GS1's check digit of the others (GTIN-8/12/13/14,
    /// SSCC, GLN, GRAI…).
    public static func gs1Valid(_ number: some StringProtocol) -> Bool {
        guard number.count >= 2, let last = number.last?.wholeNumberValue, let check = gs1(number.dropLast()) else { return false }
        return check == last
    }

    /// ISBN-10's check character of its first nine digits: 0…9, or 10 written as `X`.
    public static func isbn10(_ nine: some StringProtocol) -> Character? {
        guard nine.count == 9 else { return nil }
        var sum = 0
        for (index, character) in nine.enumerated() {
            guard let digit = character.wholeNumberValue, character.isASCII else { return nil }
            sum += digit * (10 - index)
        }
        let check = (11 - sum % 11) % 11
        return check == 10 ? "X" : Character(String(check))
    }

    /// ISO 7064 mod 97-10 of `text` (digits and letters, a letter counting as 10…35): 1 for a
    /// valid IBAN once its first four characters are moved to the end, or an ISO 11649 creditor
    /// reference likewise. nil for any other character.
    public static func mod97(_ text: some StringProtocol) -> Int? {
        var remainder = 0
        for character in text {
            guard character.isASCII else { return nil }
            if let digit = character.wholeNumberValue {
                remainder = (remainder * 10 + digit) % 97
            } else if let letter = character.uppercased().unicodeScalars.first, ("A"..."Z").contains(letter) {
                remainder = (remainder * 100 + Int(letter.value) - 55) % 97
            } else {
                return nil
            }
        }
        return remainder
    }

    /// Whether `iban` (spaces allowed) passes ISO 13616's check: 15 to 34 characters, a country
    /// code, two check digits, and mod 97-10 of the rearranged number equal to 1.
    public static func ibanValid(_ iban: some StringProtocol) -> Bool {
        let compact = String(iban.filter { $0 != " " }).uppercased()
        guard (15...34).contains(compact.count), compact.prefix(2).allSatisfy({ $0.isASCII && $0.isLetter }),
            compact.dropFirst(2).prefix(2).allSatisfy({ $0.isASCII && $0.isNumber })
        else { return false }
        return mod97(compact.dropFirst(4) + compact.prefix(4)) == 1
    }

    /// The check digit of the recursive mod 10 (the Swiss QR reference's and the ISR's): `digits`
    /// without it. nil when a character is not a digit.
    public static func mod10Recursive(_ digits: some StringProtocol) -> Int? {
        let table = [0, 9, 4, 6, 8, 2, 7, 1, 3, 5]
        var carry = 0
        for character in digits {
            guard let digit = character.wholeNumberValue, character.isASCII else { return nil }
            carry = table[(carry + digit) % 10]
        }
        return (10 - carry) % 10
    }

    /// CRC-16/CCITT-FALSE (polynomial 0x1021, initial 0xFFFF, no reflection, no final XOR) of
    /// `bytes`: EMV merchant-presented QR's tag 63 covers every byte before its value.
    public static func crc16CCITTFalse(_ bytes: some Sequence<UInt8>) -> UInt16 {
        var crc: UInt16 = 0xFFFF
        for byte in bytes {
            crc ^= UInt16(byte) << 8
            for _ in 0..<8 { crc = crc & 0x8000 != 0 ? (crc << 1) ^ 0x1021 : crc << 1 }
        }
        return crc
    }
}
