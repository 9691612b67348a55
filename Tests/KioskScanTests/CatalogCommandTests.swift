// CatalogCommandTests: `kioskscan catalog import|lookup|info` with the kiosk's own options, from
// the command line or the kiosk's config file, and its refusals; run as a program in a folder of
// its own, a catalog named without a folder (and an export that shrinks the catalog).
import Catalog
import Foundation
import TestSupport
import Testing

@testable import KioskScan

@Suite struct CatalogCommandTests {
    let folder = TemporaryFolder.make("catalog-command")

    @Test func importLookupAndInfoWithTheKiosksOptions() throws {
        let csv = folder + "/shop.csv"
        try "code;name;price\n4006381333931;Stabilo Boss;1,20\n".write(toFile: csv, atomically: false, encoding: .utf8)
        let path = folder + "/catalog.sqlite"
        #expect(CatalogCommand.run(["import", csv, "--catalog", path, "--currency", "EUR"]) == 0)
        if case .found(let item) = Catalog(path: path, log: { _ in }).lookup("4006381333931") {
            #expect(item.name == "Stabilo Boss" && item.price.decimalText == "1.20" && item.price.currency.alphabetic == "EUR")
        } else {
            Issue.record("not imported")
        }
        // The kiosk's config file names the catalog.
        let config = folder + "/kioskscan.conf"
        try "catalog = \(path)\ncurrency = CHF\n".write(toFile: config, atomically: false, encoding: .utf8)
        #expect(CatalogCommand.run(["lookup", "4006381333931", "--config", config]) == 0)
        #expect(CatalogCommand.run(["info", "--config", config]) == 0)
        #expect(CatalogCommand.run(["import", csv, "--config", config]) == 0)
        #expect(Catalog(path: path, log: { _ in }).facts?.currency.alphabetic == "CHF")
    }

    @Test func refusals() throws {
        let csv = folder + "/shop.csv"
        try "code,name,price\n1,x,1.999\n".write(toFile: csv, atomically: false, encoding: .utf8)
        let path = folder + "/catalog.sqlite"
        #expect(CatalogCommand.run([]) == 2)
        #expect(CatalogCommand.run(["export"]) == 2)
        #expect(CatalogCommand.run(["import", csv, "--currency", "EUR"]) == 2)  // which catalog?
        #expect(CatalogCommand.run(["import", csv, "--catalog", path]) == 2)  // which currency?
        #expect(CatalogCommand.run(["import", csv, "--catalog", path, "--currency", "EURO"]) == 2)
        #expect(CatalogCommand.run(["import", csv, "--catalog", path, "--currency", "EUR"]) == 1)  // a wrong row
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(CatalogCommand.run(["lookup", "1", "--catalog", path]) == 1)  // no catalog: unavailable
        #expect(CatalogCommand.run(["info", "--catalog", path]) == 1)
    }
}

/// `kioskscan catalog` run as a program, in a folder of the test's.
@Suite struct CatalogProgramTests {
    let folder = TemporaryFolder.make("catalog-program")

    /// kioskscan, built beside this test bundle by `swift test`.
    static var kioskscan: String {
        let bundle = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: bundle).deletingLastPathComponent().appendingPathComponent("kioskscan").path
    }

    /// Runs `kioskscan ARGUMENTS` in `folder`: its exit status and standard error.
    func run(_ arguments: [String]) throws -> (status: Int32, error: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.kioskscan)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }

    @Test func aCatalogNamedWithoutAFolderIsInTheCurrentOne() throws {
        try "code,name,price\n4006381333931,Stabilo Boss,1.20\n".write(toFile: folder + "/shop.csv", atomically: false, encoding: .utf8)
        let result = try run(["catalog", "import", "shop.csv", "--catalog", "c.sqlite", "--currency", "EUR"])
        #expect(result.status == 0 && result.error.isEmpty, "\(result)")
        #expect(Catalog(path: folder + "/c.sqlite", log: { _ in }).facts?.products == 1)
    }

    @Test func aShrinkingExportNeedsAllowShrink() throws {
        let rows = (0..<10).map { "PLU-\($0),Item \($0),1.00\n" }
        try ("code,name,price\n" + rows.joined()).write(toFile: folder + "/full.csv", atomically: false, encoding: .utf8)
        try ("code,name,price\n" + rows.prefix(2).joined()).write(toFile: folder + "/small.csv", atomically: false, encoding: .utf8)
        let catalog = ["--catalog", folder + "/c.sqlite", "--currency", "EUR"]
        #expect(try run(["catalog", "import", "full.csv"] + catalog).status == 0)
        let refused = try run(["catalog", "import", "small.csv"] + catalog)
        #expect(refused.status == 1 && refused.error.contains("has 2 products") && refused.error.contains("--allow-shrink"), "\(refused)")
        #expect(Catalog(path: folder + "/c.sqlite", log: { _ in }).facts?.products == 10)
        let allowed = try run(["catalog", "import", "small.csv", "--allow-shrink"] + catalog)
        #expect(allowed.status == 0, "\(allowed)")
        #expect(Catalog(path: folder + "/c.sqlite", log: { _ in }).facts?.products == 2)
    }
}
