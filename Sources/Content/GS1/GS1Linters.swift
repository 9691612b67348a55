// GS1Linters: the content checks the syntax dictionary names after a component's format
// (`N6,yymmd0`, `N14,csum`): dates and times, check digits, code lists, small value rules.
// Written from the linters' descriptions in the dictionary's reference implementation.

enum GS1Linters {
    /// What a linter found in one component.
    enum Outcome: Equatable {
        case valid
        /// A check digit or check character pair: wrong ones are reported, not refused.
        case checkDigit(valid: Bool)
        case date(CalendarDate)
        /// ISO 4217 letters, or the number when the table has none.
        case currency(String)
        case invalid(String)
    }

    static func check(_ part: String, linter: String, today: CalendarDate) -> Outcome {
        let digits = part.compactMap(\.wholeNumberValue)
        // The value of short all-digit parts (hours, codes, coordinates); long ones would overflow.
        let number = digits.count == part.count && part.count <= 18 ? digits.reduce(0) { $0 * 10 + $1 } : nil
        switch linter {
        case "csum": return .checkDigit(valid: CheckDigits.gs1Valid(part))
        case "csumalpha": return .checkDigit(valid: CheckDigits.gs1CheckCharactersValid(part))
        case "iban": return .checkDigit(valid: CheckDigits.ibanValid(part))
        case "gcppos1", "gcppos2":
            // A GS1 Company Prefix starts here (after the indicator digit for gcppos2): at least
            // four digits. Whether it was issued needs GS1's registry, which the kiosk has not.
            let prefix = part.dropFirst(linter == "gcppos2" ? 1 : 0).prefix(4)
            return prefix.count == 4 && GS1Characters.areDigits(prefix) ? .valid : .invalid("does not start with a GS1 Company Prefix")
        case "yymmd0", "yymmdd":
            let year = century(of: digits[0] * 10 + digits[1], around: today)
            return date(year: year, month: digits[2] * 10 + digits[3], day: digits[4] * 10 + digits[5], dayZero: linter == "yymmd0")
        case "yyyymmdd", "yyyymmd0":
            let year = digits[0...3].reduce(0) { $0 * 10 + $1 }
            return date(year: year, month: digits[4] * 10 + digits[5], day: digits[6] * 10 + digits[7], dayZero: linter == "yyyymmd0")
        case "hh": return number! <= 23 ? .valid : .invalid("hour \(part) does not exist")
        case "mi": return number! <= 59 ? .valid : .invalid("minute \(part) does not exist")
        case "ss": return number! <= 59 ? .valid : .invalid("second \(part) does not exist")
        case "hhmi":
            if digits[0] * 10 + digits[1] > 23 { return .invalid("hour \(part.prefix(2)) does not exist") }
            return digits[2] * 10 + digits[3] <= 59 ? .valid : .invalid("minute \(part.suffix(2)) does not exist")
        case "iso4217":
            guard let letters = GS1CodeLists.currencies[part] else { return .invalid("currency \(part) is not in ISO 4217") }
            return .currency(letters.isEmpty ? part : letters)
        case "iso3166": return GS1CodeLists.countryNumbers.contains(part) ? .valid : .invalid("country \(part) is not in ISO 3166")
        case "iso3166999":
            return part == "999" || GS1CodeLists.countryNumbers.contains(part) ? .valid : .invalid("country \(part) is not in ISO 3166")
        case "iso3166alpha2":
            return GS1CodeLists.countryLetters.contains(part) ? .valid : .invalid("country \(part) is not in ISO 3166 alpha-2")
        case "packagetype": return GS1CodeLists.packageTypes.contains(part) ? .valid : .invalid("package type \(part) is not in the code list")
        case "mediatype":
            // 01–10 assigned by ICCBBA, 80–99 for national use; the rest reserved.
            return (1...10).contains(number!) || (80...99).contains(number!) ? .valid : .invalid("media type \(part) is not assigned")
        case "pcenc": return percentEncodingValid(part) ? .valid : .invalid("bad percent-encoding")
        case "yesno": return part == "0" || part == "1" ? .valid : .invalid("must be 0 or 1")
        case "iso5218": return ["0", "1", "2", "9"].contains(part) ? .valid : .invalid("must be 0, 1, 2 or 9 (ISO/IEC 5218)")
        case "winding": return ["0", "1", "9"].contains(part) ? .valid : .invalid("winding direction must be 0, 1 or 9")
        case "hyphen": return part.allSatisfy { $0 == "-" } ? .valid : .invalid("must be '-'")
        case "zero": return part.allSatisfy { $0 == "0" } ? .valid : .invalid("must be 0")
        case "nonzero": return number != 0 ? .valid : .invalid("must not be zero")
        case "nozeroprefix": return part.first != "0" ? .valid : .invalid("must not start with 0")
        case "hasnondigit": return part.contains(where: { !GS1Characters.isDigit($0) }) ? .valid : .invalid("must not be all digits")
        case "importeridx":
            return part.count == 1 && (GS1Characters.isInSet64(part.first!)) ? .valid : .invalid("importer index must be one of 0-9 A-Z a-z - _")
        case "latitude": return number! <= 1_800_000_000 ? .valid : .invalid("latitude out of range")
        case "longitude": return number! <= 3_600_000_000 ? .valid : .invalid("longitude out of range")
        case "pieceoftotal":
            let piece = digits.prefix(digits.count / 2).reduce(0) { $0 * 10 + $1 }
            let total = digits.suffix(digits.count / 2).reduce(0) { $0 * 10 + $1 }
            if piece == 0 || total == 0 { return .invalid("piece and total must not be zero") }
            return piece <= total ? .valid : .invalid("piece \(piece) of \(total) does not exist")
        case "posinseqslash": return positionInSequence(part)
        default:
            // couponcode, couponposoffer: the North American coupon structures of (8110) and
            // (8112) are not read; their values are kept as they are.
            return .valid
        }
    }

    /// A day of a GS1 date field; day 00 (where allowed) is the month's last day.
    private static func date(year: Int, month: Int, day: Int, dayZero: Bool) -> Outcome {
        guard (1...12).contains(month) else { return .invalid("month \(two(month)) does not exist") }
        if day == 0, dayZero, let last = CalendarDate.endOfMonth(year: year, month: month) { return .date(last) }
        guard let date = CalendarDate(year: year, month: month, day: day) else {
            return .invalid("day \(two(day)) does not exist in \(year)-\(two(month))")
        }
        return .date(date)
    }

    /// GS1 General Specifications 7.12: a two-digit year is the year within 49 years before and
    /// 50 years after the current one.
    static func century(of twoDigits: Int, around today: CalendarDate) -> Int {
        let current = today.year % 100
        let century = today.year - current
        switch twoDigits - current {
        case 51...: return century - 100 + twoDigits
        case ...(-50): return century + 100 + twoDigits
        default: return century + twoDigits
        }
    }

    /// `%` followed by two hexadecimal digits each time.
    private static func percentEncodingValid(_ part: String) -> Bool {
        var characters = part.makeIterator()
        while let character = characters.next() {
            if character == "%" {
                guard let high = characters.next(), let low = characters.next(), GS1Characters.isHexDigit(high), GS1Characters.isHexDigit(low)
                else { return false }
            }
        }
        return true
    }

    /// `1/2`: a position and a count, digits without leading zeros, the position not after the end.
    private static func positionInSequence(_ part: String) -> Outcome {
        let halves = part.split(separator: "/", omittingEmptySubsequences: false)
        guard halves.count == 2, halves.allSatisfy({ GS1Characters.areDigits($0) && $0.first != "0" }),
            let position = Int(halves[0]), let count = Int(halves[1])
        else { return .invalid("must be a position and a count, 1/2") }
        return position <= count ? .valid : .invalid("position \(position) is after the end \(count)")
    }

    private static func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
}
