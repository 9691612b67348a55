// CatalogCommandTests: `kioskscan catalog import|lookup|info` with the kiosk's own options, from
// the command line or the kiosk's config file, and its refusals.
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
