// AAMVAJurisdiction: which jurisdiction issued an AAMVA card, from the issuer identification
// number (IIN) in its header, and the country whose date order its dates follow.

/// A jurisdiction that issues AAMVA driver's licences and ID cards.
struct AAMVAJurisdiction: Sendable, Equatable {
    enum Country: String, Sendable {
        case usa = "USA"
        case canada = "CAN"
        case mexico = "MEX"
    }

    /// The state, province or territory code (ISO 3166-2 without the country: `VA`, `ON`, `COA`).
    let code: String
    let name: String
    let country: Country

    /// The jurisdiction of an IIN, nil for one not in the table. The US Department of State
    /// (636027) issues cards too but has no state code, so it is left out: its cards name their
    /// jurisdiction in DAJ.
    static func issuing(_ iin: String) -> AAMVAJurisdiction? {
        guard let (code, name, country) = table[iin] else { return nil }
        return AAMVAJurisdiction(code: code, name: name, country: country)
    }

    // AAMVA's IIN list (aamva.org, "Issuer Identification Numbers (IIN)"), as kept by
    // benhovinga/aamva_barcode_library (aamva/issuing_authority.py, 2023-12-29) and
    // c0shea/IdParser (IdParser/Enums/IssuerIdentificationNumber.cs), which agree on every number.
    // Codes are ISO 3166-2: Newfoundland and Labrador is NL, Colorado CO (the first source's "GM"
    // is a typo), Coahuila COA and Hidalgo HID.
    private static let table: [String: (String, String, Country)] = [
        "604426": ("PE", "Prince Edward Island", .canada),
        "604427": ("AS", "American Samoa", .usa),
        "604428": ("QC", "Quebec", .canada),
        "604429": ("YT", "Yukon", .canada),
        "604430": ("MP", "Northern Mariana Islands", .usa),
        "604431": ("PR", "Puerto Rico", .usa),
        "604432": ("AB", "Alberta", .canada),
        "604433": ("NU", "Nunavut", .canada),
        "604434": ("NT", "Northwest Territories", .canada),
        "636000": ("VA", "Virginia", .usa),
        "636001": ("NY", "New York", .usa),
        "636002": ("MA", "Massachusetts", .usa),
        "636003": ("MD", "Maryland", .usa),
        "636004": ("NC", "North Carolina", .usa),
        "636005": ("SC", "South Carolina", .usa),
        "636006": ("CT", "Connecticut", .usa),
        "636007": ("LA", "Louisiana", .usa),
        "636008": ("MT", "Montana", .usa),
        "636009": ("NM", "New Mexico", .usa),
        "636010": ("FL", "Florida", .usa),
        "636011": ("DE", "Delaware", .usa),
        "636012": ("ON", "Ontario", .canada),
        "636013": ("NS", "Nova Scotia", .canada),
        "636014": ("CA", "California", .usa),
        "636015": ("TX", "Texas", .usa),
        "636016": ("NL", "Newfoundland and Labrador", .canada),
        "636017": ("NB", "New Brunswick", .canada),
        "636018": ("IA", "Iowa", .usa),
        "636019": ("GU", "Guam", .usa),
        "636020": ("CO", "Colorado", .usa),
        "636021": ("AR", "Arkansas", .usa),
        "636022": ("KS", "Kansas", .usa),
        "636023": ("OH", "Ohio", .usa),
        "636024": ("VT", "Vermont", .usa),
        "636025": ("PA", "Pennsylvania", .usa),
        "636026": ("AZ", "Arizona", .usa),
        "636028": ("BC", "British Columbia", .canada),
        "636029": ("OR", "Oregon", .usa),
        "636030": ("MO", "Missouri", .usa),
        "636031": ("WI", "Wisconsin", .usa),
        "636032": ("MI", "Michigan", .usa),
        "636033": ("AL", "Alabama", .usa),
        "636034": ("ND", "North Dakota", .usa),
        "636035": ("IL", "Illinois", .usa),
        "636036": ("NJ", "New Jersey", .usa),
        "636037": ("IN", "Indiana", .usa),
        "636038": ("MN", "Minnesota", .usa),
        "636039": ("NH", "New Hampshire", .usa),
        "636040": ("UT", "Utah", .usa),
        "636041": ("ME", "Maine", .usa),
        "636042": ("SD", "South Dakota", .usa),
        "636043": ("DC", "District of Columbia", .usa),
        "636044": ("SK", "Saskatchewan", .canada),
        "636045": ("WA", "Washington", .usa),
        "636046": ("KY", "Kentucky", .usa),
        "636047": ("HI", "Hawaii", .usa),
        "636048": ("MB", "Manitoba", .canada),
        "636049": ("NV", "Nevada", .usa),
        "636050": ("ID", "Idaho", .usa),
        "636051": ("MS", "Mississippi", .usa),
        "636052": ("RI", "Rhode Island", .usa),
        "636053": ("TN", "Tennessee", .usa),
        "636054": ("NE", "Nebraska", .usa),
        "636055": ("GA", "Georgia", .usa),
        "636056": ("COA", "Coahuila", .mexico),
        "636057": ("HID", "Hidalgo", .mexico),
        "636058": ("OK", "Oklahoma", .usa),
        "636059": ("AK", "Alaska", .usa),
        "636060": ("WY", "Wyoming", .usa),
        "636061": ("WV", "West Virginia", .usa),
        "636062": ("VI", "US Virgin Islands", .usa),
        // Alberta's earlier number outside the ISO range, still on cards it issued (IdParser's
        // AB sample): not on AAMVA's list.
        "990876": ("AB", "Alberta", .canada),
    ]
}
