// ImportTargetTests: what an import may replace: a catalog, or nothing; never the CSV
// itself, a text file, another program's database, a symbolic link, a named pipe or a folder. A
// catalog of an earlier version (without KioskScan's application_id) is still replaced. An
// export without products is never imported, one with fewer than half the catalog's only with
// allowShrink. A temporary left by a killed import is removed by the next one; a second import
// while one is under way is refused.
import Catalog
import Content
import Foundation
import TestSupport
import Testing

@Suite struct ImportTargetTests {
    let euro = ISO4217Currency(code: "EUR")!
    let folder = TemporaryFolder.make("catalog-target")

    /// A header and `count` products.
    static func export(_ count: Int) -> String {
        "code,name,price\n" + (0..<count).map { "PLU-\($0),Item \($0),1.00\n" }.joined()
    }

    func write(_ text: String, _ name: String = "export.csv") throws -> String {
        let path = folder + "/" + name
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        return path
    }

    func importCSV(_ csv: String, into catalog: String) throws(ImportError) -> CatalogImport.Report {
        try CatalogImport.run(csvPath: csv, catalogPath: catalog, currency: euro, importedAt: "2026-12-03T08:00:00Z")
    }

    /// Why the import was refused; nil when it was not.
    func refusal(_ csv: String, into catalog: String) -> String? {
        do {
            _ = try importCSV(csv, into: catalog)
            return nil
        } catch {
            return error.description
        }
    }

    func bytes(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }

    /// What is at `path` itself (a link not followed): S_IFREG, S_IFLNK…
    func fileType(_ path: String) -> mode_t? {
        var status = stat()
        return lstat(path, &status) == 0 ? status.st_mode & S_IFMT : nil
    }

    @Test func onlyACatalogOrNothingIsReplaced() throws {
        let csv = try write(Self.export(3))
        let csvBytes = bytes(csv)
        #expect(
            refusal(csv, into: csv)
                == "\(csv): \(csv) is not a KioskScan catalog (it is the CSV file being imported): give the catalog's path, or one where nothing is yet; nothing imported, \(csv) is left as it is"
        )
        #expect(bytes(csv) == csvBytes)

        let notes = try write("milk, eggs\n", "notes.txt")
        #expect(
            refusal(csv, into: notes)?.contains("\(notes) is not a KioskScan catalog (not an SQLite database") == true,
            "\(refusal(csv, into: notes) ?? "")")
        #expect(bytes(notes) == Data("milk, eggs\n".utf8))

        let other = folder + "/other.sqlite"
        do {
            let database = try SQLiteDatabase(path: other, readOnly: false)
            try database.execute("CREATE TABLE t (x); INSERT INTO t VALUES (1);")
        }
        let otherBytes = bytes(other)
        #expect(
            refusal(csv, into: other)?.contains("\(other) is not a KioskScan catalog (an SQLite database of another kind") == true,
            "\(refusal(csv, into: other) ?? "")")
        #expect(bytes(other) == otherBytes)

        // A link is never followed nor replaced, even to a catalog.
        let real = folder + "/real.sqlite"
        _ = try importCSV(csv, into: real)
        let realBytes = bytes(real)
        let link = folder + "/link.sqlite"
        #expect(symlink(real, link) == 0)
        #expect(
            refusal(csv, into: link)
                == "\(csv): \(link) is a symbolic link: give the catalog's own path (a link there is neither followed nor replaced); nothing imported, \(link) is left as it is"
        )
        #expect(fileType(link) == S_IFLNK && bytes(real) == realBytes)

        // A named pipe stands for a device node (root could be given /dev/sda).
        let fifo = folder + "/fifo"
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(refusal(csv, into: fifo) == "\(csv): \(fifo) is a named pipe, not a catalog file; nothing imported, \(fifo) is left as it is")
        #expect(fileType(fifo) == S_IFIFO)
        #expect(refusal(csv, into: folder) == "\(csv): \(folder) is a folder, not a catalog file; nothing imported, \(folder) is left as it is")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(names == ["export.csv", "fifo", "link.sqlite", "notes.txt", "other.sqlite", "real.sqlite"])
    }

    @Test func aCatalogCarriesKioskScansApplicationIDAndOneOfAnEarlierVersionIsStillReplaced() throws {
        let path = folder + "/catalog.sqlite"
        _ = try importCSV(try write(Self.export(3)), into: path)
        func applicationID() throws -> Int64? {
            let database = try SQLiteDatabase(path: path, readOnly: false)
            let pragma = try database.prepare("PRAGMA application_id")
            return try pragma.step() ? pragma.integer(0) : nil
        }
        // 'KSCT', KioskScan's catalog.
        #expect(try applicationID() == 0x4B53_4354)
        // An earlier version's catalog: no application_id, but its format fact.
        try SQLiteDatabase(path: path, readOnly: false).execute("PRAGMA application_id = 0;")
        #expect(try applicationID() == 0)
        #expect(try importCSV(try write(Self.export(4)), into: path).products == 4)
        #expect(try applicationID() == 0x4B53_4354)
    }

    @Test func anExportWithoutProductsIsNeverImported() throws {
        let header = try write(Self.export(0))
        let fresh = folder + "/fresh.sqlite"
        #expect(
            refusal(header, into: fresh)
                == "\(header): the file has no products (only its header row): an empty catalog answers no code; nothing imported, the catalog is unchanged"
        )
        #expect(bytes(fresh) == nil)
        let path = folder + "/catalog.sqlite"
        _ = try importCSV(try write(Self.export(3), "full.csv"), into: path)
        let before = bytes(path)
        #expect(refusal(header, into: path)?.hasPrefix("\(header): the file has no products (only its header row)") == true)
        #expect(bytes(path) == before)
    }

    @Test func anExportWithUnderHalfTheProductsIsRefused() throws {
        let path = folder + "/catalog.sqlite"
        _ = try importCSV(try write(Self.export(10), "full.csv"), into: path)
        let before = bytes(path)
        let small = try write(Self.export(4))
        #expect(
            refusal(small, into: path)
                == "\(small): the file has 4 products, the catalog it would replace (\(path)) has 10: fewer than half; if the shop's range really shrank so, import it with --allow-shrink; nothing imported, the catalog is unchanged"
        )
        #expect(bytes(path) == before)
        // Half is not fewer than half.
        #expect(try importCSV(try write(Self.export(5)), into: path).products == 5)
    }

    @Test func aTemporaryLeftByAKilledImportIsRemovedByTheNext() throws {
        let path = folder + "/catalog.sqlite"
        // An import killed while writing (pid 4194304 is above any pid_max), another catalog's
        // import under way, and a file of the shop's own.
        let stale = try write("SQLite format 3\0half", ".catalog.sqlite.import-4194304")
        _ = try write("SQLite format 3\0", ".other.sqlite.import-1")
        _ = try write("keep", "catalog.sqlite.notes")
        _ = try importCSV(try write(Self.export(3)), into: path)
        #expect(!FileManager.default.fileExists(atPath: stale))
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(names == [".other.sqlite.import-1", "catalog.sqlite", "catalog.sqlite.notes", "export.csv"])
    }

    @Test func aSecondImportWhileOneIsUnderWayIsRefused() throws {
        let path = folder + "/catalog.sqlite"
        _ = try importCSV(try write(Self.export(3)), into: path)
        let before = bytes(path)
        // The first import's lock and its temporary, as it holds them while it writes.
        let lock = open(folder + "/.catalog.sqlite.import.lock", O_RDONLY | O_CREAT, 0o644)
        #expect(lock >= 0 && flock(lock, LOCK_EX) == 0)
        let writing = try write("SQLite format 3\0", ".catalog.sqlite.import-1234")
        let csv = try write(Self.export(4))
        #expect(
            refusal(csv, into: path)
                == "\(csv): another import into \(path) is under way (it holds \(folder)/.catalog.sqlite.import.lock); nothing imported, the catalog is unchanged"
        )
        #expect(bytes(path) == before && FileManager.default.fileExists(atPath: writing))
        // It ended without removing its temporary (killed): the next import does.
        close(lock)
        #expect(try importCSV(csv, into: path).removedTemporaries == [writing])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["catalog.sqlite", "export.csv"])
    }
}
