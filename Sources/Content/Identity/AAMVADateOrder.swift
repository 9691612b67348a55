// AAMVADateOrder: how an AAMVA card writes its dates: CCYYMMDD in version 01, MMDDCCYY in version
// 02, and from version 03 (2005) on MMDDCCYY in the United States and CCYYMMDD in Canada.

/// The order of the eight digits of an AAMVA date.
enum AAMVADateOrder: Sendable, Equatable {
    /// MMDDCCYY.
    case monthDayYear
    /// CCYYMMDD.
    case yearMonthDay

    /// The order of a file's dates. `country` is the DCG element (ISO 3166-1 alpha-3) when the
    /// file has one, else the issuing jurisdiction's. Version 01 wrote CCYYMMDD (the DL/ID-2000
    /// standard's example, Connecticut's and Missouri's cards); version 02 MMDDCCYY even in Canada
    /// (New Brunswick's sample), the Canadian order coming with version 03. The standard names
    /// only the two countries' orders: a card of another country (the Mexican states in the IIN
    /// list), or one of unknown country from version 03 on, gets nil.
    static func of(version: Int, country: AAMVAJurisdiction.Country?) -> AAMVADateOrder? {
        if version == 1 { return .yearMonthDay }
        if version == 2 { return .monthDayYear }
        switch country {
        case .usa: return .monthDayYear
        case .canada: return .yearMonthDay
        case .mexico, nil: return nil
        }
    }

    /// The day `value` names (spaces around it ignored); nil unless it is eight digits that make
    /// a real date in this order.
    func date(_ value: String) -> CalendarDate? {
        let bytes = Array(value.utf8)
        guard let first = bytes.firstIndex(where: { $0 != 0x20 }), let last = bytes.lastIndex(where: { $0 != 0x20 }) else { return nil }
        let digits = bytes[first...last]
        guard digits.count == 8, digits.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
        let numbers = digits.map { Int($0 - 0x30) }
        func number(_ range: Range<Int>) -> Int { numbers[range].reduce(0) { $0 * 10 + $1 } }
        switch self {
        case .monthDayYear: return CalendarDate(year: number(4..<8), month: number(0..<2), day: number(2..<4))
        case .yearMonthDay: return CalendarDate(year: number(0..<4), month: number(4..<6), day: number(6..<8))
        }
    }
}
