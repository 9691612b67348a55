// AttendeeListClearTests: `attendees clear` removes the attendee list after the show, a kiosk
// reading it lets it go at its next lookup, and nothing but an attendee list is ever removed.
import Catalog
import Content
import Foundation
import TestSupport
import Testing

@Suite struct AttendeeListClearTests {
    let folder = TemporaryFolder.make("attendees-clear")

    func write(_ text: String, _ name: String) throws -> String {
        let path = folder + "/" + name
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        return path
    }

    func clear(_ path: String) -> String {
        do { return try AttendeeList.clear(path: path) ? "removed" : "nothing there" } catch { return error.description }
    }

    @Test func theListIsRemovedAndTheKioskFindsNobody() throws {
        let path = folder + "/attendees.sqlite"
        _ = try AttendeeImport.run(csvPath: try write("id,name\nA-1,Ann Lee\n", "a.csv"), listPath: path, importedAt: "2026-12-07T08:00:00Z")
        var logged: [String] = []
        let list = AttendeeList(path: path) { logged.append($0) }
        #expect(list.lookup("A-1") == .found(BadgePerson(layout: .attendeeList, id: "A-1", name: "Ann Lee")))
        #expect(clear(path) == "removed")
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(list.lookup("A-1") == .unavailable("no attendee list at \(path)"))
        #expect(logged.last == "attendees: \(path) is gone (cleared): badges that carry only an id are looked up no longer")
        #expect(clear(path) == "nothing there")
        // Nothing is left beside it: no lock, no temporary.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["a.csv"])
    }

    @Test func nothingButAnAttendeeListIsRemoved() throws {
        let catalog = folder + "/catalog.sqlite"
        _ = try CatalogImport.run(
            csvPath: try write("code,name,price\n1,Salt,1.00\n", "c.csv"), catalogPath: catalog, currency: ISO4217Currency(code: "EUR")!,
            importedAt: "2026-12-07T08:00:00Z")
        #expect(
            clear(catalog)
                == "\(catalog) is not a KioskScan attendee list (an SQLite database of another kind: its application_id is 1263747924): give the attendee list's path, or one where nothing is yet; nothing removed"
        )
        let text = try write("id,name\n", "notes.txt")
        #expect(clear(text).hasPrefix("\(text) is not a KioskScan attendee list (not an SQLite database: "))
        #expect(clear(folder) == "\(folder) is a folder, not an attendee list file; nothing removed")
        try FileManager.default.createSymbolicLink(atPath: folder + "/link.sqlite", withDestinationPath: catalog)
        #expect(
            clear(folder + "/link.sqlite")
                == "\(folder)/link.sqlite is a symbolic link: give the attendee list's own path (a link there is neither followed nor replaced); nothing removed"
        )
        #expect(FileManager.default.fileExists(atPath: catalog) && FileManager.default.fileExists(atPath: text))
    }
}
