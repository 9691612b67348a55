// AttendeeFile: the layout of an attendee list database, written by `kioskscan attendees import`
// and read by the kiosk: one table of people keyed by their registrant id, one of facts about the
// file; the facts row `complete` is written last, in the same transaction, so a file without it
// is not an attendee list.

enum AttendeeFile {
    /// Incremented when the layout changes; a kiosk refuses a file of a format it does not know.
    static let format = "\(formatName) 1"
    static let formatName = "kioskscan-attendees"
    /// `PRAGMA application_id`: 'KSAT', KioskScan's attendee list. An import replaces, and
    /// `attendees clear` removes, only a file with it.
    static let applicationID: Int64 = 0x4B53_4154

    /// What an import needs to know of an attendee list file.
    static let kind = ImportedFile(
        noun: "attendee list", applicationID: applicationID, formatName: formatName, countFact: "attendees", table: "attendee", schema: schema,
        insertFact: insertFact, selectFact: selectFact)

    static let schema = """
        CREATE TABLE attendee (
            id TEXT PRIMARY KEY,
            name TEXT,
            company TEXT,
            title TEXT,
            email TEXT,
            phone TEXT,
            country TEXT,
            line INTEGER NOT NULL
        ) WITHOUT ROWID;
        CREATE TABLE facts (name TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
        """

    static let insertAttendee = "INSERT INTO attendee (id, name, company, title, email, phone, country, line) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)"
    static let selectAttendee = "SELECT name, company, title, email, phone, country FROM attendee WHERE id = ?1"
    static let selectEarlier = "SELECT line FROM attendee WHERE id = ?1"
    static let insertFact = "INSERT INTO facts (name, value) VALUES (?1, ?2)"
    static let selectFact = "SELECT value FROM facts WHERE name = ?1"
}
