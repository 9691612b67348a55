// AttendeeImportTests: an organiser's export of 5,000 attendees (accents, CJK, quotes, commas,
// empty optional columns; drawn by the seeded generator) imported and every one of them looked up
// exactly by registrant id; every kind of wrong row, a duplicate id and a cut file refused with
// its line and reason, nothing imported and the list in use kept; a kiosk reading the list
// switches to a new import without a restart.
import Catalog
import Content
import Foundation
import TestSupport
import Testing

@Suite struct AttendeeImportTests {
    let folder = TemporaryFolder.make("attendees")

    /// One generated attendee: what the CSV row says, as the list should give it back.
    struct Attendee {
        let id: String
        let first: String
        let last: String
        let company: String?
        let title: String?
        let email: String?
        let phone: String?
        let country: String?
    }

    static let firsts = ["Anaïs", "Björn", "Chloé", "Dmitri", "Eun-ji", "François", "Grażyna", "Hiroshi", "Ίρις", "João", "陈", "Zoë"]
    static let lasts = ["Ødegaard", "Müller", "O'Brien", "Nuñez", "Smith-Jones", "Дмитриев", "山田", "van der Berg", "Kowalczyk", "Lee"]
    static let companies = ["ACME Inc.", "Uber", "Société Générale", "Grün & Co, KG", "\"Quoted\" Ltd", "株式会社テスト", "Øresund ApS"]
    static let titles = ["CTO", "Buyer", "Head of IT, EMEA", "Ingénieure", "Einkauf"]
    static let countries = ["FR", "DE", "JP", "US", "Norway", "Brasil"]

    /// `count` attendees drawn from `seed`: ids `R-` and a unique number, the optional parts
    /// missing now and then.
    static func attendees(count: Int, seed: UInt64) -> [Attendee] {
        var random = SeededRandom(seed: seed)
        var numbers = Array(100_000..<(100_000 + count * 3))
        numbers.shuffle(using: &random)
        return (0..<count).map { i in
            func maybe(_ pool: [String]) -> String? { Int.random(in: 0..<5, using: &random) == 0 ? nil : pool.randomElement(using: &random)! }
            let first = firsts.randomElement(using: &random)!
            let last = lasts.randomElement(using: &random)!
            let email = Int.random(in: 0..<4, using: &random) == 0 ? nil : "person\(i)@example.com"
            let phone = Int.random(in: 0..<3, using: &random) == 0 ? nil : "+33 6 \(Int.random(in: 10_000_000..<99_999_999, using: &random))"
            return Attendee(
                id: "R-\(numbers[i])", first: first, last: last, company: maybe(companies), title: maybe(titles), email: email, phone: phone,
                country: maybe(countries))
        }
    }

    /// A CSV cell, quoted when it must be.
    static func cell(_ text: String?) -> String {
        guard let text else { return "" }
        return text.contains(where: { $0 == "," || $0 == "\"" }) ? "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : text
    }

    /// The export as a registration platform writes it: its own header names, CRLF.
    static func export(_ attendees: [Attendee]) -> String {
        let header = "Registrant ID,First Name,Last Name,Company,Job Title,E-mail,Phone,Country"
        let rows = attendees.map { a in
            [a.id, a.first, a.last, a.company, a.title, a.email, a.phone, a.country].map(cell).joined(separator: ",")
        }
        return ([header] + rows).joined(separator: "\r\n") + "\r\n"
    }

    func write(_ text: String, _ name: String = "attendees.csv") throws -> String {
        let path = folder + "/" + name
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        return path
    }

    func importCSV(_ csv: String, into list: String) throws(ImportError) -> AttendeeImport.Report {
        try AttendeeImport.run(csvPath: csv, listPath: list, importedAt: "2026-12-07T08:00:00Z")
    }

    func refusal(_ csv: String, into list: String) -> String? {
        do {
            _ = try importCSV(csv, into: list)
            return nil
        } catch { return error.description }
    }

    @Test func fiveThousandAttendeesAreImportedAndEachIsFoundExactly() throws {
        let attendees = Self.attendees(count: 5000, seed: 55)
        let csv = try write(Self.export(attendees))
        let path = folder + "/attendees.sqlite"
        let report = try importCSV(csv, into: path)
        #expect(report.attendees == 5000 && report.removedTemporaries.isEmpty)
        let list = AttendeeList(path: path) { _ in }
        let facts = try #require(list.facts)
        #expect(facts.attendees == 5000 && facts.source == "attendees.csv" && facts.imported == "2026-12-07T08:00:00Z")
        for a in attendees {
            let expected = BadgePerson(
                layout: .attendeeList, id: a.id, name: a.first + " " + a.last, company: a.company, title: a.title, email: a.email, phone: a.phone,
                country: a.country)
            #expect(list.lookup(a.id) == .found(expected), "\(a.id)")
        }
        // A miss: an id nobody has, one of another case, one with a space.
        #expect(list.lookup("R-99") == .notOnList)
        #expect(list.lookup(attendees[0].id.lowercased()) == .notOnList)
        #expect(list.lookup(" " + attendees[0].id) == .notOnList)
    }

    @Test func wrongRowsAreNamedWithLineAndReasonAndTheListInUseIsKept() throws {
        let path = folder + "/attendees.sqlite"
        _ = try importCSV(try write("id,name\nA-1,Ann Lee\n", "first.csv"), into: path)
        let wrong = try write(
            """
            id,name,company,email
            A-1,Ann Lee,Uber,ann@example.com
            ,Bo Ek,,
            A 3,Cy Dahl,,
            A-4,,ACME,
            A-5,Di Fox,ACME,di.fox(at)example.com
            A-6,Ed Gil,ACME
            A-1,Ann Lee again,,
            A-8,"\(String(repeating: "x", count: 201))",,
            A-9,Fay Hu,,fay@example.com

            """)
        #expect(
            refusal(wrong, into: path) == """
                \(wrong): 7 wrong rows, nothing imported, the attendee list is unchanged:
                  line 3: no id
                  line 4: id: not a registrant id (up to 64 characters, no spaces)
                  line 5: no name
                  line 6: email: not an e-mail address (local-part@domain)
                  line 7: 3 fields where the header has 4
                  line 8: id A-1 is already on line 2
                  line 9: name: longer than 200 characters
                """)
        let list = AttendeeList(path: path) { _ in }
        #expect(list.lookup("A-1") == .found(BadgePerson(layout: .attendeeList, id: "A-1", name: "Ann Lee")))
        #expect(list.lookup("A-9") == .notOnList)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["attendees.csv", "attendees.sqlite", "first.csv"])
    }

    @Test func aCutFileIsRefused() throws {
        let path = folder + "/attendees.sqlite"
        let whole = Self.export(Self.attendees(count: 40, seed: 7))
        // Cut in the middle of its last line, and inside a quoted field.
        let cut = try write(String(whole.dropLast(9)), "cut.csv")
        #expect(
            refusal(cut, into: path)
                == "\(cut): 1 wrong row, nothing imported, the attendee list is unchanged:\n  line 41: the file ends in the middle of this line (no line break): is it still being written?"
        )
        let quoted = try write("id,name,company\nA-1,Ann Lee,\"Grün & Co", "quoted.csv")
        #expect(
            refusal(quoted, into: path)
                == "\(quoted): 1 wrong row, nothing imported, the attendee list is unchanged:\n  line 2: a quoted field is not closed before the end of the file"
        )
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func theHeaderMustNameAnIdAndAName() throws {
        let path = folder + "/attendees.sqlite"
        #expect(
            refusal(try write("name,company\nAnn,Uber\n"), into: path)
                == "\(folder)/attendees.csv: 1 wrong row, nothing imported, the attendee list is unchanged:\n  line 1: no id column: the header row must name one (\"id\", \"registrant_id\", \"registration_id\", \"attendee_id\", \"badge_id\", \"badge\", \"barcode\")"
        )
        #expect(
            refusal(try write("badge id,company\nA-1,Uber\n"), into: path)
                == "\(folder)/attendees.csv: 1 wrong row, nothing imported, the attendee list is unchanged:\n  line 1: no name column: the header row must name one (\"name\", or \"first_name\" and \"last_name\")"
        )
        #expect(
            refusal(try write("id,name\n"), into: path)
                == "\(folder)/attendees.csv: the file has no attendees (only its header row): an empty list finds nobody; nothing imported, the attendee list is unchanged"
        )
        // A catalog is not replaced by an attendee list.
        let catalog = folder + "/catalog.sqlite"
        _ = try CatalogImport.run(
            csvPath: try write("code,name,price\n1,Salt,1.00\n", "catalog.csv"), catalogPath: catalog, currency: ISO4217Currency(code: "EUR")!,
            importedAt: "2026-12-07T08:00:00Z")
        #expect(
            refusal(try write("id,name\nA-1,Ann\n"), into: catalog)
                == "\(folder)/attendees.csv: \(catalog) is not a KioskScan attendee list (an SQLite database of another kind: its application_id is 1263747924): give the attendee list's path, or one where nothing is yet; nothing imported, \(catalog) is left as it is"
        )
    }

    @Test func aKioskReadingTheListSwitchesToANewImport() throws {
        let path = folder + "/attendees.sqlite"
        var logged: [String] = []
        _ = try importCSV(try write("id,name\nA-1,Ann Lee\n", "day1.csv"), into: path)
        let list = AttendeeList(path: path) { logged.append($0) }
        #expect(list.lookup("A-2") == .notOnList)
        _ = try importCSV(try write("id,first_name,last_name\nA-1,Ann,Lee\nA-2,Bo,Ek\n", "day2.csv"), into: path)
        #expect(list.lookup("A-2") == .found(BadgePerson(layout: .attendeeList, id: "A-2", name: "Bo Ek")))
        #expect(
            logged == [
                "attendees: reading \(path): 1 attendees, imported 2026-12-07T08:00:00Z from day1.csv",
                "attendees: switched to \(path): 2 attendees, imported 2026-12-07T08:00:00Z from day2.csv",
            ])
    }
}
