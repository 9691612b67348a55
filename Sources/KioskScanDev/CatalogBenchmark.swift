// CatalogBenchmark: `kioskscan-dev catalog-bench`: a shop's catalog of 10 000 and 1 000 000
// products made from a generated CSV export, then timed as the kiosk uses it: the import, the
// first open, lookups of codes on file and not on file, and the memory the open catalog holds.
import Catalog
import Content
import FoundationEssentials
import Glibc
import Kiosk
import SystemCall

enum CatalogBenchmark {
    static let usage = """
        usage: kioskscan-dev catalog-bench [--products N,N...] [--lookups N] [--folder DIR]
        For each size (default 10000,1000000): writes a CSV export of that many products (EAN-13
        codes, names of 30 to 60 characters with accents, prices, every fifth on offer, units)
        into DIR (default: a new folder in /tmp), imports it, opens the catalog as the kiosk does,
        and looks up --lookups codes (default 200000, half on file, half not, in random order).
        Prints one JSON line per size: import seconds, file sizes, open milliseconds, lookup
        microseconds (median, 99th percentile, mean), and the resident memory the open catalog
        adds (MiB). Lookups should stay at or under 1 ms at a million products.
        """

    static func run(_ arguments: [String]) -> Int32 {
        if arguments.contains("--help") || arguments.contains("-h") {
            print(usage)
            return 0
        }
        var sizes = [10_000, 1_000_000]
        var lookups = 200_000
        var folder: String?
        var index = 0
        while index + 1 < arguments.count {
            switch arguments[index] {
            case "--products": sizes = arguments[index + 1].split(separator: ",").compactMap { Int($0) }
            case "--lookups": lookups = Int(arguments[index + 1]) ?? lookups
            case "--folder": folder = arguments[index + 1]
            default:
                StandardStream.error.write("kioskscan-dev catalog-bench: unknown option \(arguments[index])\n\(usage)\n")
                return 2
            }
            index += 2
        }
        guard !sizes.isEmpty, sizes.allSatisfy({ $0 > 0 }), lookups > 0 else {
            StandardStream.error.write("kioskscan-dev catalog-bench: --products and --lookups need positive whole numbers\n")
            return 2
        }
        let work = folder ?? "/tmp/kioskscan-catalog-bench-\(getpid())"
        do { try Folder.create(work) } catch {
            StandardStream.error.write("kioskscan-dev catalog-bench: \(error)\n")
            return 1
        }
        for count in sizes {
            do { print(try measure(count, lookups: lookups, folder: work).serialized) } catch {
                StandardStream.error.write("kioskscan-dev catalog-bench: \(error)\n")
                return 1
            }
        }
        if folder == nil { for name in ["export.csv", "catalog.sqlite"] { unlink(work + "/" + name) }; rmdir(work) }
        return 0
    }

    /// The EAN-13 of product `i` (on file when `i` is below the catalog's count).
    static func code(_ i: Int) -> String {
        var body = "40" + String(i)
        body = "40" + String(repeating: "0", count: 12 - body.count) + String(i)
        return body + String(CheckDigits.gs1(body)!)
    }

    static func measure(_ count: Int, lookups: Int, folder: String) throws -> JSON {
        let csv = folder + "/export.csv"
        let path = folder + "/catalog.sqlite"
        let words = ["Olivenöl", "Crème", "Jalapeño", "Käse", "Brötchen", "Pâtes", "Smørbrød", "Żurek", "Café", "Müsli", "extra", "mild"]
        var text = "code,name,price,promo_price,unit\n"
        text.reserveCapacity(count * 70)
        var random = SystemRandomNumberGenerator()
        for i in 0..<count {
            var name = ""
            while name.count < 30 + i % 31 { name += words[(i &* 7 &+ name.count) % words.count] + " " }
            let cents = 49 + (i * 37) % 2000
            let promo = i % 5 == 0 ? decimal(cents - 10) : ""
            let unit = i % 2 == 0 ? "500 g" : "1 l"
            text += code(i) + "," + name + String(i) + "," + decimal(cents) + "," + promo + "," + unit + "\n"
        }
        let fd = open(csv, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        _ = text.withCString { write(fd, $0, strlen($0)) }
        close(fd)
        let started = monotonicSeconds()
        _ = try CatalogImport.run(csvPath: csv, catalogPath: path, currency: ISO4217Currency(code: "EUR")!, importedAt: "bench")
        let importSeconds = monotonicSeconds() - started

        let before = residentMiB()
        let opening = monotonicSeconds()
        let catalog = Catalog(path: path, log: { _ in })
        let openMilliseconds = (monotonicSeconds() - opening) * 1000
        guard catalog.facts?.products == count else {
            throw SQLiteError(code: 0, message: "the catalog has \(catalog.facts?.products ?? 0) products")
        }
        var times = [Double](repeating: 0, count: lookups)
        var found = 0
        for n in 0..<lookups {
            // Half on file, half not (codes past the end), in random order.
            let i = n % 2 == 0 ? Int.random(in: 0..<count, using: &random) : count + Int.random(in: 0..<count, using: &random)
            let scanned = code(i)
            let t = monotonicSeconds()
            if case .found = catalog.lookup(scanned) { found += 1 }
            times[n] = (monotonicSeconds() - t) * 1e6
        }
        let added = residentMiB() - before
        guard found == (lookups + 1) / 2 else { throw SQLiteError(code: 0, message: "\(found) found of \((lookups + 1) / 2) on file") }
        times.sort()
        return .object([
            ("products", .integer(count)), ("import_s", .decimal(importSeconds, digits: 2)),
            ("csv_mib", .decimal(Double(fileSize(csv)) / 1_048_576, digits: 1)),
            ("catalog_mib", .decimal(Double(fileSize(path)) / 1_048_576, digits: 1)),
            ("open_ms", .decimal(openMilliseconds, digits: 2)), ("lookups", .integer(lookups)),
            ("lookup_us_median", .decimal(times[times.count / 2], digits: 1)),
            ("lookup_us_p99", .decimal(times[times.count * 99 / 100], digits: 1)),
            ("lookup_us_max", .decimal(times[times.count - 1], digits: 1)),
            ("lookup_us_mean", .decimal(times.reduce(0, +) / Double(times.count), digits: 1)),
            ("resident_added_mib", .decimal(added, digits: 1)),
        ])
    }

    /// `1234` cents as `12.34`.
    static func decimal(_ cents: Int) -> String {
        let fraction = String(cents % 100)
        return String(cents / 100) + "." + (fraction.count == 1 ? "0" : "") + fraction
    }

    static func monotonicSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) * 1e-9
    }

    static func fileSize(_ path: String) -> Int {
        var status = stat()
        return stat(path, &status) == 0 ? Int(status.st_size) : 0
    }

    /// Resident memory now, from /proc/self/statm.
    static func residentMiB() -> Double {
        guard let bytes = try? RegularFile.read(path: "/proc/self/statm", limit: 4096), let text = String(validating: bytes, as: UTF8.self)
        else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Double(fields[1]) else { return 0 }
        return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
    }
}
