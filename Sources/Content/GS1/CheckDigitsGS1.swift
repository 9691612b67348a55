// CheckDigitsGS1: the check algorithms of GS1 identifiers that the shared CheckDigits lacks: the
// check character pair of GMN/MUDI (GS1 General Specifications 7.9.5), the price/weight check
// digit of variable-measure numbers (7.9.2, 7.9.3) and the ISSN's mod 11 check character.

extension CheckDigits {
    /// Whether the last two characters of `text` are the GS1 check character pair of the others:
    /// set 82 values weighted by primes from the right, mod 1021, split into two set 32 characters.
    public static func gs1CheckCharactersValid(_ text: some StringProtocol) -> Bool {
        let set82 = Array(#"!"%&'()*+,-./0123456789:;<=>?ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz"#)
        let set32 = Array("23456789ABCDEFGHJKLMNPQRSTUVWXYZ")
        let characters = Array(text)
        guard characters.count >= 2 else { return false }
        let data = characters.dropLast(2)
        var primes: [Int] = []
        var candidate = 2
        while primes.count < data.count {
            if !primes.contains(where: { candidate % $0 == 0 }) { primes.append(candidate) }
            candidate += 1
        }
        var sum = 0
        for (index, character) in data.reversed().enumerated() {
            guard let value = set82.firstIndex(of: character) else { return false }
            sum += value * primes[index]
        }
        sum %= 1021
        return characters[characters.count - 2] == set32[sum >> 5] && characters[characters.count - 1] == set32[sum & 31]
    }

    /// The check digit of a 4- or 5-digit price or weight field of a variable-measure number;
    /// nil for other lengths or a non-digit. 4 digits: weights 2-, 2-, 3, 5-, the sum times 3,
    /// its units digit. 5 digits: weights 5+, 2-, 5-, 5+, 2-, the sum's complement to the next
    /// ten, and the digit whose 5- product is that complement.
    public static func gs1PriceCheckDigit(_ digits: some StringProtocol) -> Int? {
        let values = digits.compactMap { $0.isASCII ? $0.wholeNumberValue : nil }
        guard values.count == digits.count else { return nil }
        // Units digit of the product, adjusted by its tens digit: minus for 2- and 5-, plus for 5+.
        func twoMinus(_ d: Int) -> Int { ((d * 2) % 10 - (d * 2) / 10 + 10) % 10 }
        func three(_ d: Int) -> Int { (d * 3) % 10 }
        func fivePlus(_ d: Int) -> Int { ((d * 5) % 10 + (d * 5) / 10) % 10 }
        func fiveMinus(_ d: Int) -> Int { ((d * 5) % 10 - (d * 5) / 10 + 10) % 10 }
        switch values.count {
        case 4:
            let sum = twoMinus(values[0]) + twoMinus(values[1]) + three(values[2]) + fiveMinus(values[3])
            return (sum * 3) % 10
        case 5:
            let sum = fivePlus(values[0]) + twoMinus(values[1]) + fiveMinus(values[2]) + fivePlus(values[3]) + twoMinus(values[4])
            let complement = (10 - sum % 10) % 10
            return (0...9).first { fiveMinus($0) == complement }
        default:
            return nil
        }
    }

    /// The ISSN's check character of its first seven digits: weights 8 to 2, mod 11, `X` for
    /// 10 (ISO 3297).
    public static func issn(_ seven: some StringProtocol) -> Character? {
        guard seven.count == 7 else { return nil }
        var sum = 0
        for (index, character) in seven.enumerated() {
            guard character.isASCII, let digit = character.wholeNumberValue else { return nil }
            sum += digit * (8 - index)
        }
        let check = (11 - sum % 11) % 11
        return check == 10 ? "X" : Character(String(check))
    }
}
