// AttendeesCommandTests: `kioskscan attendees import|lookup|clear` run as the program: what it
// prints, its exit status, and its refusals (nothing imported, nothing removed).
import Catalog
import Foundation
import TestSupport
import Testing

@testable import KioskScan

@Suite struct AttendeesCommandTests {
    let folder = TemporaryFolder.make("attendees-command")

    func run(_ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
        try PersonalDataCommandTests.run(["attendees"] + arguments)
    }

    @Test func importLookupAndClear() throws {
        let csv = folder + "/registrants.csv"
        try "Registrant ID;First Name;Last Name;Company;Country\nR-1001;Ann;Lee;Uber;US\nR-1002;Bo;Ek;;SE\n".write(
            toFile: csv, atomically: false, encoding: .utf8)
        let path = folder + "/attendees.sqlite"
        let imported = try run(["import", csv, "--attendees", path])
        #expect(imported.status == 0 && imported.error == "")
        #expect(imported.output.hasPrefix("\(csv): 2 attendees imported into \(path) ("))
        let found = try run(["lookup", "R-1002", "R-1001", "--attendees=\(path)"])
        #expect(found.status == 0)
        #expect(
            found.output == """
                {"id":"R-1002","name":"Bo Ek","company":null,"title":null,"email":null,"phone":null,"country":"SE"}
                {"id":"R-1001","name":"Ann Lee","company":"Uber","title":null,"email":null,"phone":null,"country":"US"}

                """)
        #expect(try run(["lookup", "R-9", "--attendees", path]) == (1, "", "kioskscan attendees: R-9 is not on the list\n"))
        #expect(try run(["clear", "--attendees", path]) == (0, "removed the attendee list \(path)\n", ""))
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(try run(["clear", "--attendees", path]) == (0, "no attendee list at \(path): nothing to remove\n", ""))
        #expect(try run(["lookup", "R-1001", "--attendees", path]) == (1, "", "kioskscan attendees: no attendee list at \(path)\n"))
    }

    @Test func refusals() throws {
        let csv = folder + "/registrants.csv"
        try "id,name\nR-1,Ann Lee\nR-1,Ann Lee\n".write(toFile: csv, atomically: false, encoding: .utf8)
        let path = folder + "/attendees.sqlite"
        let usage = AttendeesCommand.usage
        #expect(try run([]) == (2, "", "kioskscan attendees: expected import, lookup or clear\n\(usage)\n"))
        #expect(try run(["import", csv]) == (2, "", "kioskscan attendees: which attendee list? --attendees PATH\n"))
        #expect(try run(["import", csv, "--attendees"]) == (2, "", "kioskscan attendees: --attendees needs a value\n\(usage)\n"))
        #expect(try run(["import", csv, "--list", path]) == (2, "", "kioskscan attendees: unknown option '--list'\n\(usage)\n"))
        #expect(try run(["clear", "stray", "--attendees", path]) == (2, "", "kioskscan attendees: unexpected argument 'stray'\n\(usage)\n"))
        #expect(
            try run(["import", csv, "--attendees", path])
                == (
                    1, "",
                    "kioskscan attendees: \(csv): 1 wrong row, nothing imported, the attendee list is unchanged:\n  line 3: id R-1 is already on line 2\n"
                ))
        #expect(!FileManager.default.fileExists(atPath: path))
        // Clear removes nothing but an attendee list.
        #expect(
            try run(["clear", "--attendees", csv])
                == (
                    1, "",
                    "kioskscan attendees: \(csv) is not a KioskScan attendee list (not an SQLite database: file is not a database): give the attendee list's path, or one where nothing is yet; nothing removed\n"
                ))
        #expect(FileManager.default.fileExists(atPath: csv))
    }
}
