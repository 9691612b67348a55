// AttendeeColumns: which column of an organiser's attendee export holds what, from its header row
// (CSVHeader). The names a column may have are the ones registration platforms export; any other
// column is left out of the list (the booth keeps no more of a person than it shows).

struct AttendeeColumns {
    enum Role: String, CaseIterable {
        case id, name
        case firstName = "first_name"
        case lastName = "last_name"
        case company, title, email, phone, country

        /// The header names taken for this column (compared in lower case, with spaces and
        /// hyphens as underscores).
        var names: [String] {
            switch self {
            case .id: ["id", "registrant_id", "registration_id", "attendee_id", "badge_id", "badge", "barcode"]
            case .name: ["name", "full_name"]
            case .firstName: ["first_name", "firstname", "given_name"]
            case .lastName: ["last_name", "lastname", "surname", "family_name"]
            case .company: ["company", "organization", "organisation", "company_name"]
            case .title: ["title", "job_title", "position"]
            case .email: ["email", "e_mail", "email_address"]
            case .phone: ["phone", "telephone", "mobile", "phone_number"]
            case .country: ["country", "country_code"]
            }
        }
    }

    private let header: CSVHeader<Role>
    var count: Int { header.count }

    /// Refuses a header without an id column, or without a name (`name`, or `first_name` or
    /// `last_name`), or with both a name and its parts.
    init(header: [String]) throws(ImportError.Problem) {
        let choices = Role.allCases.map { CSVHeader.Choice(role: $0, name: $0.rawValue, names: $0.names) }
        self.header = try CSVHeader(header, choices: choices)
        try self.header.require(choices[0])
        let index = self.header.index
        if index[.name] == nil, index[.firstName] == nil, index[.lastName] == nil {
            throw .init(line: 1, "no name column: the header row must name one (\"name\", or \"first_name\" and \"last_name\")")
        }
        if index[.name] != nil, index[.firstName] != nil || index[.lastName] != nil {
            throw .init(line: 1, "a name column and first_name or last_name: give one or the others")
        }
    }

    func value(_ role: Role, in fields: [String]) -> String? { header.value(role, in: fields) }
}
