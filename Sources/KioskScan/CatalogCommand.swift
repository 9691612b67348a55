// CatalogCommand: `kioskscan catalog import FILE.csv` makes the shop's CSV export into the catalog
// the kiosk reads; `kioskscan catalog lookup CODE…` answers as the kiosk would; `catalog info`
// says what the catalog holds. Options as the kiosk's (--catalog, --currency, --config FILE).
import Catalog
import FoundationEssentials
import Glibc
import Kiosk
import SystemCall
import Wire

enum CatalogCommand {
    static let usage = """
        usage: kioskscan catalog import FILE.csv [--catalog PATH] [--currency CODE] [--allow-shrink] [--config FILE]
               kioskscan catalog lookup CODE... [--catalog PATH] [--content-date YYYY-MM-DD] [--config FILE]
               kioskscan catalog info [--catalog PATH] [--config FILE]
        import: reads the shop's CSV export (a header row names the columns: code, name, price,
          and any of promo_price, promo_from, promo_until, unit, unit_price_base, image; other
          columns are kept as the product's fields; comma, semicolon or tab; UTF-8) into the
          catalog at PATH, all or nothing: every wrong row is named with its line, and the catalog
          in use changes only when the whole file is right. A running kiosk switches to it at the
          next lookup. Prices are in --currency (ISO 4217: EUR, USD, JPY, CHF…). PATH is a
          catalog or nothing yet (a link, a device or any other file is refused); a name without
          a folder is in the current one. A file without products is refused, and so is one with
          fewer than half the products of the catalog it would replace, unless --allow-shrink.
        lookup: prints each code's "product" as a capture event carries it.
        info: the number of products, their currency, and where and when they were imported.
        --catalog and --currency are the kiosk's options; --config FILE reads them from the
        kiosk's config file (/etc/kioskscan/kioskscan.conf in the package).
        """

    static func run(_ arguments: [String]) -> Int32 {
        guard let action = arguments.first, ["import", "lookup", "info"].contains(action) else {
            if arguments.first == "-h" || arguments.first == "--help" {
                print(usage)
                return 0
            }
            return fail("expected import, lookup or info\n\(usage)")
        }
        var words: [String] = []
        var options: [String] = []
        var allowShrink = false
        var scanner = ArgumentScanner(Array(arguments.dropFirst()))
        while let argument = scanner.next() {
            switch argument {
            case .option("-h"), .option("--help"):
                print(usage)
                return 0
            case .option("--allow-shrink"):
                // The import's own flag, not one of the kiosk's options: it takes no value.
                guard action == "import" else { return fail("--allow-shrink is for import\n\(usage)") }
                allowShrink = true
            case .option(let name) where name.hasPrefix("--"):
                // The kiosk's options, with the next argument as the value unless after '=':
                // its option table reads them and words their errors.
                options.append(name)
                if !name.contains("="), let value = scanner.value(ifNextIs: { _ in true }) { options.append(value) }
            case .option(let word), .positional(let word):
                // A code or file name, also one with a single dash (-5).
                words.append(word)
            }
        }
        if action == "info", let stray = words.first { return fail("\(ArgumentError.unexpectedArgument(stray))\n\(usage)") }
        var settings = KioskOptions()
        do { try OptionTable.parse(arguments: options, into: &settings) } catch { return fail("\(error)") }
        guard let path = settings.catalog else { return fail("which catalog? --catalog PATH (or catalog = PATH in --config FILE)") }
        switch action {
        case "import":
            guard words.count == 1 else { return fail("import takes one CSV file\n\(usage)") }
            guard let currency = settings.currency else { return fail("which currency are the prices in? --currency CODE (EUR, USD, JPY…)") }
            let started = Date()
            do {
                let report = try CatalogImport.run(
                    csvPath: words[0], catalogPath: path, currency: currency,
                    importedAt: ISO8601Time.text(secondsSince1970: ISO8601Time.wholeSeconds(started.timeIntervalSince1970)),
                    allowShrink: allowShrink)
                let seconds = Date().timeIntervalSince(started)
                for removed in report.removedTemporaries {
                    print("removed \(PrintableText.escaped(Array(removed.utf8))), left by an import that was stopped")
                }
                print(
                    "\(words[0]): \(report.products) products in \(currency.alphabetic) imported into \(path)" + String(cFormat: " (%.1f s)", seconds)
                )
                return 0
            } catch {
                StandardStream.error.write("kioskscan catalog: \(error)\n")
                return 1
            }
        case "lookup":
            guard !words.isEmpty else { return fail("lookup takes one or more codes\n\(usage)") }
            let catalog = Catalog(path: path) { StandardStream.error.write("kioskscan \($0)\n") }
            var status: Int32 = 0
            for code in words {
                let reading = ProductReading(
                    code: code, answer: catalog.lookup(code), day: settings.contentDate ?? ContentCapture.localToday())
                if case .unavailable = reading.answer { status = 1 }
                print(reading.json.serialized)
            }
            return status
        default:
            let catalog = Catalog(path: path) { _ in }
            guard let facts = catalog.facts else {
                StandardStream.error.write("kioskscan catalog: \(catalog.lookup("").unavailableReason ?? "no catalog at \(path)")\n")
                return 1
            }
            print(
                "\(path): \(facts.products) products, prices in \(facts.currency.alphabetic), imported \(facts.imported) from \(facts.source)")
            return 0
        }
    }

    static func fail(_ message: String) -> Int32 {
        StandardStream.error.write("kioskscan catalog: \(message)\n")
        return 2
    }
}

extension CatalogAnswer {
    var unavailableReason: String? {
        if case .unavailable(let reason) = self { return reason }
        return nil
    }
}
