// IdentityCard: a North American driver's licence or ID card (AAMVA PDF417), reduced to the facts
// an age or validity check needs; the holder's name, number, address and birth date are dropped.
import Language
import Wire

/// An AAMVA DL/ID card. Privacy by default: only facts derived from the card are kept (the
/// jurisdiction, whether it has expired, the holder's age and whether they are over 18 and 21);
/// the data elements it was read from are not kept anywhere.
public struct IdentityCard: ContentKind {
    public enum Document: String, Sendable {
        case driverLicence = "DL"
        case identificationCard = "ID"
    }

    /// The DDA element: whether the card meets the US REAL ID requirements.
    public enum Compliance: String, Sendable {
        case full = "F"
        /// "Materially compliant": the 2009 to 2013 standards' third value.
        case material = "M"
        case none = "N"
    }

    public static let typeName = "id"
    /// Whatever claims to be a licence is withheld, read or refused.
    public static let holdsPersonalData = true

    public let document: Document
    /// The issuing state, province or territory (`VA`, `ON`): from the IIN, or from the address's
    /// jurisdiction (DAJ) for an IIN not in AAMVA's list.
    public let jurisdiction: String
    /// Its name, when the IIN is in AAMVA's list.
    public let jurisdictionName: String?
    /// The header's six-digit issuer identification number.
    public let issuerIdentificationNumber: String
    /// The AAMVA version number of the card's data: 01 (2000) to 11 (2025).
    public let version: Int
    public let expiry: CalendarDate
    /// The kiosk's date is after the expiry date.
    public let expired: Bool
    /// Whole years from the holder's birth date to the kiosk's date.
    public let age: Int
    public let over18: Bool
    public let over21: Bool
    public let compliance: Compliance?

    public static func parse(_ payload: ContentPayload, context: ContentContext) throws(ContentRefusal) -> IdentityCard? {
        guard let file = try AAMVAFile.read(payload.bytes) else { return nil }
        let elements = file.elements
        let issuer = AAMVAJurisdiction.issuing(file.issuerIdentificationNumber)
        let addressJurisdiction = elements["DAJ"].map(trimmed).flatMap { code in
            code.utf8.count == 2 && code.utf8.allSatisfy({ (0x41...0x5A).contains($0) }) ? code : nil
        }
        guard let jurisdiction = issuer?.code ?? addressJurisdiction else {
            throw ContentRefusal("AAMVA: IIN \(file.issuerIdentificationNumber) is not a known jurisdiction and DAJ names none")
        }
        var country = issuer?.country
        if let written = elements["DCG"].map(trimmed), file.version > 1 {
            guard let named = AAMVAJurisdiction.Country(rawValue: written) else {
                throw ContentRefusal("AAMVA: the country (DCG) is not USA or CAN")
            }
            country = named
        }
        guard let order = AAMVADateOrder.of(version: file.version, country: country) else {
            guard let country else {
                throw ContentRefusal(
                    "AAMVA: no country (DCG) and IIN \(file.issuerIdentificationNumber) is not a known jurisdiction, so the date order is unknown")
            }
            throw ContentRefusal("AAMVA: the standard gives no date order for country \(country.rawValue)")
        }
        let orderName = order == .monthDayYear ? "MMDDCCYY" : "CCYYMMDD"
        guard let birthValue = elements["DBB"] else { throw ContentRefusal("AAMVA: no date of birth (DBB)") }
        guard let birth = order.date(birthValue) else { throw ContentRefusal("AAMVA: the date of birth (DBB) is not a date in \(orderName)") }
        guard birth <= context.today else { throw ContentRefusal("AAMVA: the date of birth (DBB) is after today") }
        guard let expiryValue = elements["DBA"] else { throw ContentRefusal("AAMVA: no expiry date (DBA)") }
        guard let expiry = order.date(expiryValue) else { throw ContentRefusal("AAMVA: the expiry date (DBA) is not a date in \(orderName)") }
        let age = birth.years(until: context.today)
        return IdentityCard(
            document: file.subfileType == "ID" ? .identificationCard : .driverLicence, jurisdiction: jurisdiction, jurisdictionName: issuer?.name,
            issuerIdentificationNumber: file.issuerIdentificationNumber, version: file.version, expiry: expiry, expired: context.today > expiry,
            age: age, over18: age >= 18, over21: age >= 21, compliance: elements["DDA"].map(trimmed).flatMap(Compliance.init(rawValue:)))
    }

    public var fields: [JSON.Member] {
        [
            ("jurisdiction", .string(jurisdiction)), ("age", .integer(age)), ("over18", .bool(over18)), ("over21", .bool(over21)),
            ("expired", .bool(expired)),
        ]
    }

    public var card: ContentCard {
        let verdict: Message = over21 ? .cardAge21OrOver : over18 ? .cardAge18To20 : .cardAgeUnder18
        var details: [ContentCard.Fact] = []
        if let compliance {
            let said: Message = compliance == .full ? .cardCompliant : compliance == .material ? .cardMateriallyCompliant : .cardNotCompliant
            details.append(.init(.verbatim("REAL ID"), .said(said)))
        }
        return ContentCard(
            title: document == .driverLicence ? .cardDriversLicence : .cardIDCard,
            main: [
                .init(.cardAge, .said(verdict, ["age": String(age)])), .init(expired ? .cardExpiredLabel : .cardExpires, expiry.shown),
                .init(.cardJurisdiction, jurisdictionName.map { "\($0) (\(jurisdiction))" } ?? jurisdiction),
            ],
            details: details, warnings: expired ? [.said(.cardWarningExpired)] : [])
    }

    private static func trimmed(_ value: String) -> String {
        let scalars = Array(value.unicodeScalars)
        guard let first = scalars.firstIndex(where: { $0 != " " }), let last = scalars.lastIndex(where: { $0 != " " }) else { return "" }
        var kept = String.UnicodeScalarView()
        kept.append(contentsOf: scalars[first...last])
        return String(kept)
    }
}
