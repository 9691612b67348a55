// ISO4217Currency: the currencies of ISO 4217 List One (as published 2026-01-01), by number and by
// alphabetic code, with their minor units: EMV merchant-presented codes name a currency by number,
// a shop's catalog and prices by code.

/// One currency: `986` → `BRL`, two decimals.
public struct ISO4217Currency: Sendable, Equatable, Hashable {
    public let numeric: String
    public let alphabetic: String
    /// Digits after the decimal mark (0 for the yen, the dong, the won; 3 for the dinars of
    /// Bahrain, Iraq, Jordan, Kuwait, Libya and Tunisia, and the Omani rial).
    public let minorUnits: Int

    /// nil for a number not in the list.
    public init?(numeric: String) {
        guard let entry = Self.table.first(where: { $0.numeric == numeric }) else { return nil }
        self = entry
    }

    /// nil for a code not in the list; `eur` is `EUR`.
    public init?(code: String) {
        let upper = code.uppercased()
        guard let entry = Self.table.first(where: { $0.alphabetic == upper }) else { return nil }
        self = entry
    }

    private init(_ numeric: String, _ alphabetic: String, _ minorUnits: Int) {
        self.numeric = numeric
        self.alphabetic = alphabetic
        self.minorUnits = minorUnits
    }

    /// Every currency of the list, by number.
    public static var all: [ISO4217Currency] { table }

    // ISO 4217 List One (SIX, published 2026-01-01): number, code, minor units; the funds and
    // precious metals without minor units left out.
    private static let table: [ISO4217Currency] = [
        .init("008", "ALL", 2), .init("012", "DZD", 2), .init("032", "ARS", 2), .init("036", "AUD", 2), .init("044", "BSD", 2),
        .init("048", "BHD", 3), .init("050", "BDT", 2), .init("051", "AMD", 2), .init("052", "BBD", 2), .init("060", "BMD", 2),
        .init("064", "BTN", 2), .init("068", "BOB", 2), .init("072", "BWP", 2), .init("084", "BZD", 2), .init("090", "SBD", 2),
        .init("096", "BND", 2), .init("104", "MMK", 2), .init("108", "BIF", 0), .init("116", "KHR", 2), .init("124", "CAD", 2),
        .init("132", "CVE", 2), .init("136", "KYD", 2), .init("144", "LKR", 2), .init("152", "CLP", 0), .init("156", "CNY", 2),
        .init("170", "COP", 2), .init("174", "KMF", 0), .init("188", "CRC", 2), .init("192", "CUP", 2), .init("203", "CZK", 2),
        .init("208", "DKK", 2), .init("214", "DOP", 2), .init("222", "SVC", 2), .init("230", "ETB", 2), .init("232", "ERN", 2),
        .init("238", "FKP", 2), .init("242", "FJD", 2), .init("262", "DJF", 0), .init("270", "GMD", 2), .init("292", "GIP", 2),
        .init("320", "GTQ", 2), .init("324", "GNF", 0), .init("328", "GYD", 2), .init("332", "HTG", 2), .init("340", "HNL", 2),
        .init("344", "HKD", 2), .init("348", "HUF", 2), .init("352", "ISK", 0), .init("356", "INR", 2), .init("360", "IDR", 2),
        .init("364", "IRR", 2), .init("368", "IQD", 3), .init("376", "ILS", 2), .init("388", "JMD", 2), .init("392", "JPY", 0),
        .init("396", "XAD", 2), .init("398", "KZT", 2), .init("400", "JOD", 3), .init("404", "KES", 2), .init("408", "KPW", 2),
        .init("410", "KRW", 0), .init("414", "KWD", 3), .init("417", "KGS", 2), .init("418", "LAK", 2), .init("422", "LBP", 2),
        .init("426", "LSL", 2), .init("430", "LRD", 2), .init("434", "LYD", 3), .init("446", "MOP", 2), .init("454", "MWK", 2),
        .init("458", "MYR", 2), .init("462", "MVR", 2), .init("480", "MUR", 2), .init("484", "MXN", 2), .init("496", "MNT", 2),
        .init("498", "MDL", 2), .init("504", "MAD", 2), .init("512", "OMR", 3), .init("516", "NAD", 2), .init("524", "NPR", 2),
        .init("532", "XCG", 2), .init("533", "AWG", 2), .init("548", "VUV", 0), .init("554", "NZD", 2), .init("558", "NIO", 2),
        .init("566", "NGN", 2), .init("578", "NOK", 2), .init("586", "PKR", 2), .init("590", "PAB", 2), .init("598", "PGK", 2),
        .init("600", "PYG", 0), .init("604", "PEN", 2), .init("608", "PHP", 2), .init("634", "QAR", 2), .init("643", "RUB", 2),
        .init("646", "RWF", 0), .init("654", "SHP", 2), .init("682", "SAR", 2), .init("690", "SCR", 2), .init("702", "SGD", 2),
        .init("704", "VND", 0), .init("706", "SOS", 2), .init("710", "ZAR", 2), .init("728", "SSP", 2), .init("748", "SZL", 2),
        .init("752", "SEK", 2), .init("756", "CHF", 2), .init("760", "SYP", 2), .init("764", "THB", 2), .init("776", "TOP", 2),
        .init("780", "TTD", 2), .init("784", "AED", 2), .init("788", "TND", 3), .init("800", "UGX", 0), .init("807", "MKD", 2),
        .init("818", "EGP", 2), .init("826", "GBP", 2), .init("834", "TZS", 2), .init("840", "USD", 2), .init("858", "UYU", 2),
        .init("860", "UZS", 2), .init("882", "WST", 2), .init("886", "YER", 2), .init("901", "TWD", 2), .init("924", "ZWG", 2),
        .init("925", "SLE", 2), .init("926", "VED", 2), .init("927", "UYW", 4), .init("928", "VES", 2), .init("929", "MRU", 2),
        .init("930", "STN", 2), .init("933", "BYN", 2), .init("934", "TMT", 2), .init("936", "GHS", 2), .init("938", "SDG", 2),
        .init("940", "UYI", 0), .init("941", "RSD", 2), .init("943", "MZN", 2), .init("944", "AZN", 2), .init("946", "RON", 2),
        .init("947", "CHE", 2), .init("948", "CHW", 2), .init("949", "TRY", 2), .init("950", "XAF", 0), .init("951", "XCD", 2),
        .init("952", "XOF", 0), .init("953", "XPF", 0), .init("967", "ZMW", 2), .init("968", "SRD", 2), .init("969", "MGA", 2),
        .init("970", "COU", 2), .init("971", "AFN", 2), .init("972", "TJS", 2), .init("973", "AOA", 2), .init("976", "CDF", 2),
        .init("977", "BAM", 2), .init("978", "EUR", 2), .init("979", "MXV", 2), .init("980", "UAH", 2), .init("981", "GEL", 2),
        .init("984", "BOV", 2), .init("985", "PLN", 2), .init("986", "BRL", 2), .init("990", "CLF", 4), .init("997", "USN", 2),
    ]
}
