// CatalogBenchmark: `kioskscan-dev catalog-bench`: a shop's catalog of 10 000 and 1 000 000
// products made from a generated CSV export, then timed as the kiosk uses it: the import, the
// first open, lookups of codes on file and not on file, and the memory the open catalog holds.
import Catalog
import Content
import FoundationEssentials
import Glibc
import Kiosk
import SystemCall
import Wire

enum CatalogBenchmark {
    static let euro = ISO4217Currency(code: "EUR")!

    static let usage = """
        usage: kioskscan-dev catalog-bench [--products N,N...] [--lookups N] [--folder DIR]
               kioskscan-dev catalog-bench --catalog PATH [--lookups N]
        For each size (default 10000,1000000): writes a CSV export of that many products (EAN-13
        codes, names of 30 to 60 characters with accents, prices, every fifth on offer, units)
        into DIR (default: a new folder in /tmp), imports it, opens the catalog as the kiosk does,
        and looks up --lookups codes (default 200000, half on file, half not, in random order).
        Prints one JSON line per size: import seconds, file sizes, open milliseconds, lookup
        microseconds (median, 99th percentile, mean), and the peak resident memory of a fresh
        process that opens the catalog and does the lookups (itself, run with --catalog PATH,
        which times an existing catalog of codes this tool made). Lookups should stay at or under
        1 ms at a million products.
        """

    /// What the command line asks for.
    struct Settings: Equatable {
        var sizes = [10_000, 1_000_000]
        var lookups = 200_000
        var folder: String?
        /// `--catalog`: a catalog made before, whose lookups are timed.
        var existing: String?
    }

    /// The settings `arguments` give; thrown, why the command line was refused.
    static func settings(_ arguments: [String]) throws(ArgumentError) -> Settings {
        var settings = Settings()
        var scanner = ArgumentScanner(arguments)
        while let argument = scanner.next() {
            switch argument {
            case .option("--products"): settings.sizes = try scanner.value().split(separator: ",").compactMap { Int($0) }
            case .option("--lookups"): settings.lookups = Int(try scanner.value()) ?? settings.lookups
            case .option("--folder"): settings.folder = try scanner.value()
            case .option("--catalog"): settings.existing = try scanner.value()
            case .option: throw scanner.unknownOption
            case .positional: throw scanner.unexpectedArgument
            }
        }
        guard !settings.sizes.isEmpty, settings.sizes.allSatisfy({ $0 > 0 }), settings.lookups > 0 else {
            throw .invalid("--products and --lookups need positive whole numbers")
        }
        return settings
    }

    static func run(_ arguments: [String]) -> Int32 {
        if arguments.contains("--help") || arguments.contains("-h") {
            print(usage)
            return 0
        }
        let settings: Settings
        do throws(ArgumentError) { settings = try self.settings(arguments) } catch {
            StandardStream.error.write("kioskscan-dev catalog-bench: \(ToolArguments.message(error, usage: usage))\n")
            return 2
        }
        let (sizes, lookups, folder, existing) = (settings.sizes, settings.lookups, settings.folder, settings.existing)
        if let existing {
            do { print(try timeLookups(existing, count: lookups).serialized) } catch {
                StandardStream.error.write("kioskscan-dev catalog-bench: \(error)\n")
                return 1
            }
            return 0
        }
        let work = folder ?? "/tmp/kioskscan-catalog-bench-\(getpid())"
        do { try Folder.create(work) } catch {
            StandardStream.error.write("kioskscan-dev catalog-bench: \(error)\n")
            return 1
        }
        for count in sizes {
            do { print(try measure(count, lookups: lookups, folder: work)) } catch {
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

    /// The import's figures and, from a fresh process, the lookups': one JSON object.
    static func measure(_ count: Int, lookups: Int, folder: String) throws -> String {
        let csv = folder + "/export.csv"
        let path = folder + "/catalog.sqlite"
        let words = ["Olivenöl", "Crème", "Jalapeño", "Käse", "Brötchen", "Pâtes", "Smørbrød", "Żurek", "Café", "Müsli", "extra", "mild"]
        var text = "code,name,price,promo_price,unit\n"
        text.reserveCapacity(count * 70)
        for i in 0..<count {
            var name = ""
            while name.count < 30 + i % 31 { name += words[(i &* 7 &+ name.count) % words.count] + " " }
            let cents = 49 + (i * 37) % 2000
            let promo = i % 5 == 0 ? Money(minorUnits: Int64(cents - 10), currency: euro).decimalText : ""
            let unit = i % 2 == 0 ? "500 g" : "1 l"
            text +=
                code(i) + "," + name + String(i) + "," + Money(minorUnits: Int64(cents), currency: euro).decimalText + "," + promo + "," + unit + "\n"
        }
        let fd = open(csv, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        _ = text.withCString { write(fd, $0, strlen($0)) }
        close(fd)
        let started = monotonicNow()
        // Each size replaces the last one's catalog, a smaller one too.
        _ = try CatalogImport.run(csvPath: csv, catalogPath: path, currency: euro, importedAt: "bench", allowShrink: true)
        let importSeconds = monotonicNow() - started

        let result: [(String, JSON)] = [
            ("products", .integer(count)), ("import_s", .decimal(importSeconds, digits: 2)),
            ("csv_mib", .decimal(Double(fileSize(csv)) / 1_048_576, digits: 1)),
            ("catalog_mib", .decimal(Double(fileSize(path)) / 1_048_576, digits: 1)),
        ]
        // The kiosk's side in a fresh process, so that its memory is the catalog's alone.
        let fresh = try runSelf(["catalog-bench", "--catalog", path, "--lookups", String(lookups)])
        return String(JSON.object(result).serialized.dropLast()) + "," + fresh.dropFirst()
    }

    /// Opens an existing catalog as the kiosk does and looks up `count` codes, half on file.
    static func timeLookups(_ path: String, count lookups: Int) throws -> JSON {
        let opening = monotonicNow()
        let catalog = Catalog(path: path, log: { _ in })
        let openMilliseconds = (monotonicNow() - opening) * 1000
        guard let count = catalog.facts?.products, count > 0 else { throw SQLiteError(code: 0, message: "\(path) is not a catalog") }
        var times = [Double](repeating: 0, count: lookups)
        var found = 0
        var random = SystemRandomNumberGenerator()
        for n in 0..<lookups {
            // Half on file, half not (codes past the end), in random order.
            let i = n % 2 == 0 ? Int.random(in: 0..<count, using: &random) : count + Int.random(in: 0..<count, using: &random)
            let scanned = code(i)
            let t = monotonicNow()
            if case .found = catalog.lookup(scanned) { found += 1 }
            times[n] = (monotonicNow() - t) * 1e6
        }
        guard found == (lookups + 1) / 2 else { throw SQLiteError(code: 0, message: "\(found) found of \((lookups + 1) / 2) on file") }
        times.sort()
        return .object([
            ("open_ms", .decimal(openMilliseconds, digits: 2)), ("lookups", .integer(lookups)),
            ("lookup_us_median", .decimal(times[times.count / 2], digits: 1)),
            ("lookup_us_p99", .decimal(times[times.count * 99 / 100], digits: 1)),
            ("lookup_us_max", .decimal(times[times.count - 1], digits: 1)),
            ("lookup_us_mean", .decimal(times.reduce(0, +) / Double(times.count), digits: 1)),
            ("peak_rss_mib", .decimal(statusMiB("VmHWM"), digits: 1)), ("anonymous_mib", .decimal(statusMiB("RssAnon"), digits: 1)),
        ])
    }

    /// Runs this executable with `arguments` and reads the one JSON object it prints.
    static func runSelf(_ arguments: [String]) throws -> String {
        var pipe: [Int32] = [0, 0]
        guard Glibc.pipe(&pipe) == 0 else { throw SystemError("pipe") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, pipe[1], 1)
        posix_spawn_file_actions_addclose(&actions, pipe[0])
        let argv = (["/proc/self/exe"] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var child: pid_t = 0
        let status = posix_spawn(&child, "/proc/self/exe", &actions, nil, argv, environ)
        close(pipe[1])
        guard status == 0 else {
            close(pipe[0])
            throw SystemError("posix_spawn", errno: status)
        }
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(pipe[0], $0.baseAddress, 4096) }
            if count <= 0 { break }
            output += buffer[..<count]
        }
        close(pipe[0])
        var exit: Int32 = 0
        waitpid(child, &exit, 0)
        guard let text = String(validating: output, as: UTF8.self)?.trimmingWhitespaceAndNewlines(), text.hasPrefix("{"), text.hasSuffix("}"),
            exit == 0
        else { throw SQLiteError(code: 0, message: "the lookup run printed no figures") }
        return text
    }

    /// A figure of /proc/self/status in MiB (`VmHWM`: the peak resident memory of this program
    /// since it was started, not inherited across exec as getrusage's is; `RssAnon`: its heap and
    /// stacks, without file pages).
    static func statusMiB(_ name: String) -> Double {
        let fd = open("/proc/self/status", O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return 0 }
        defer { close(fd) }
        var bytes = [UInt8](repeating: 0, count: 1 << 16)
        let count = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        guard count > 0, let text = String(validating: bytes[..<count], as: UTF8.self),
            let line = text.split(separator: "\n").first(where: { $0.hasPrefix(name + ":") }),
            let kilobytes = Double(line.split(whereSeparator: { $0 == " " || $0 == "\t" }).dropFirst().first ?? "")
        else { return 0 }
        return kilobytes / 1024
    }

    static func fileSize(_ path: String) -> Int {
        var status = stat()
        return stat(path, &status) == 0 ? Int(status.st_size) : 0
    }

}
