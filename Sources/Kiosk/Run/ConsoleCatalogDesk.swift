// ConsoleCatalogDesk: the kiosk's catalog as the web console reaches it: an uploaded CSV file
// imported by the same all-or-nothing import as `kioskscan catalog import`, the catalog written
// back as CSV, and what it holds. The kiosk's own Catalog switches to a new file at its next
// lookup (it notices the rename), so nothing here touches the loop.
import Catalog
import Console
import Content
import Glibc
import Wire

public enum ConsoleCatalogDesk {
    /// The console's view of the catalog at `path`, prices read in `currency` (nil: the currency
    /// of the catalog in use).
    public static func make(path: String, currency: ISO4217Currency?) -> ConsoleCatalog {
        ConsoleCatalog(
            importCSV: { csv, name, allowShrink in importCSV(csv, name: name, allowShrink: allowShrink, into: path, currency: currency) },
            exportCSV: { (fd) throws(ConsoleError) in
                do { _ = try CatalogExport.write(catalogPath: path, to: fd) } catch { throw ConsoleError("\(error)") }
            },
            about: { about(path) })
    }

    /// Runs the import (on the console's import thread) and words its report.
    static func importCSV(_ csv: String, name: String, allowShrink: Bool, into path: String, currency: ISO4217Currency?) -> CatalogImportReport {
        guard let currency = currency ?? Catalog(path: path, log: { _ in }).facts?.currency else {
            return CatalogImportReport(
                replaced: false, summary: "\(name): the prices' currency is not known (currency = CODE in the config file); nothing imported")
        }
        do {
            let report = try CatalogImport.run(
                csvPath: csv, catalogPath: path, currency: currency,
                importedAt: ISO8601Time.text(secondsSince1970: ISO8601Time.wholeSeconds(Double(time(nil)))), allowShrink: allowShrink, source: name)
            let products = "\(report.products) product\(report.products == 1 ? "" : "s")"
            return CatalogImportReport(
                replaced: true, summary: "\(name): \(products) in \(currency.alphabetic) imported; the kiosk reads them at its next lookup")
        } catch {
            return report(of: error, name: name)
        }
    }

    /// A refused import as the page says it: the file's name as the browser gave it (not the
    /// upload's path), every wrong row named.
    static func report(of error: ImportError, name: String) -> CatalogImportReport {
        if let failure = error.failure {
            switch error.aftermath {
            case .replaced: return CatalogImportReport(replaced: true, summary: "\(name): imported, the catalog is replaced, but \(failure)")
            case .unchanged, .leftAsItIs:
                return CatalogImportReport(replaced: false, summary: "\(name): \(failure); nothing imported, the catalog is unchanged")
            }
        }
        let count = error.problemCount
        var problems = error.problems.map(\.description)
        if count > problems.count { problems.append("… and \(count - problems.count) more") }
        return CatalogImportReport(
            replaced: false, summary: "\(name): \(count) wrong row\(count == 1 ? "" : "s"), nothing imported, the catalog is unchanged",
            problems: problems)
    }

    /// `3 products in EUR, imported … from shop.csv`, or why the kiosk has none.
    static func about(_ path: String) -> String {
        var reason = ""
        let catalog = Catalog(path: path) { reason = $0 }
        guard let facts = catalog.facts else { return reason.isEmpty ? "No catalog at \(path) yet." : reason }
        return
            "\(facts.products) product\(facts.products == 1 ? "" : "s") in \(facts.currency.alphabetic), imported \(facts.imported) from \(facts.source)"
    }
}
