// Catalog: the kiosk's side of the catalog database: opened read-only, products looked up by any
// form of their code, and a new file (the shop's nightly import, renamed into place) noticed at
// the next lookup and switched to without a restart; a file that is not a complete catalog is
// refused and the one in use kept.
import Content
import Glibc
import SystemCall

/// What a lookup found.
public enum CatalogAnswer: Sendable, Equatable {
    case found(Product)
    /// The catalog answered: no product has this code.
    case notOnFile
    /// No catalog could answer (none yet, its file cannot be read, or the product's row holds a
    /// price no import writes): the reason.
    case unavailable(String)
}

public final class Catalog {
    /// What the kiosk knows about the file it reads.
    public struct Facts: Sendable, Equatable {
        public let products: Int
        public let currency: ISO4217Currency
        /// The CSV file it was imported from, and when.
        public let source: String
        public let imported: String
        /// The file's format fact (`kioskscan-catalog 2`).
        let format: String
    }

    public let path: String
    private let log: (String) -> Void
    private var open: (database: SQLiteDatabase, select: SQLiteStatement, identity: FileIdentity, facts: Facts)?
    /// The identity of a file refused, so it is refused (and logged) once.
    private var refused: FileIdentity?

    /// The catalog at `path`. A missing or wrong file is logged; lookups answer `unavailable`
    /// until a good one appears.
    public init(path: String, log: @escaping (String) -> Void) {
        self.path = path
        self.log = log
        refresh()
    }

    public var facts: Facts? { open?.facts }

    /// The product with this code: `code` in any of its forms (ProductKey). Looks first whether
    /// a new catalog file has been put in place.
    public func lookup(_ code: String) -> CatalogAnswer {
        refresh()
        guard let open else {
            return .unavailable(refused == nil || refused == FileIdentity.missing ? "no catalog at \(path)" : "\(path) is not a complete catalog")
        }
        do {
            try open.select.bind([.text(ProductKey.key(code))])
            defer { open.select.reset() }
            guard try open.select.step() else { return .notOnFile }
            return .found(try product(open.select, currency: open.facts.currency))
        } catch {
            log("catalog: reading \(path): \(error)")
            return .unavailable("the catalog cannot be read: \(error)")
        }
    }

    /// Switches to the file now at `path` when it is another file than the one open.
    public func refresh() {
        guard let identity = FileIdentity(path: path) else {
            if open == nil && refused != FileIdentity.missing {
                log("catalog: no catalog at \(path) yet; products are looked up once one is imported there")
                refused = FileIdentity.missing
            }
            return
        }
        guard identity != open?.identity, identity != refused else { return }
        do {
            let database = try SQLiteDatabase(path: path, readOnly: true)
            let facts = try Self.facts(database)
            let select = try database.prepare(CatalogFile.selectProduct(format: facts.format))
            let switched = open != nil
            open = (database, select, identity, facts)
            refused = nil
            log(
                "catalog: \(switched ? "switched to" : "reading") \(path): \(facts.products) products in \(facts.currency.alphabetic), imported \(facts.imported) from \(facts.source)"
            )
        } catch {
            refused = identity
            log(
                "catalog: \(path) is not a complete catalog (\(error))\(open != nil ? "; still reading the one imported \(open!.facts.imported)" : "")"
            )
        }
    }

    private static func facts(_ database: SQLiteDatabase) throws(SQLiteError) -> Facts {
        let select = try database.prepare(CatalogFile.selectFact)
        func fact(_ name: String) throws(SQLiteError) -> String? {
            try select.bind([.text(name)])
            defer { select.reset() }
            return try select.step() ? select.text(0) : nil
        }
        guard let format = try fact("format"), CatalogFile.readable.contains(format) else {
            throw SQLiteError(code: 0, message: "not a catalog of this kiosk's format (\(CatalogFile.format))")
        }
        guard try fact("complete") == "yes" else { throw SQLiteError(code: 0, message: "the import that wrote it did not finish") }
        guard let code = try fact("currency"), let currency = ISO4217Currency(code: code), let count = try fact("products").flatMap({ Int($0) })
        else { throw SQLiteError(code: 0, message: "its facts are damaged") }
        return Facts(
            products: count, currency: currency, source: try fact("source") ?? "?", imported: try fact("imported") ?? "?", format: format)
    }

    private func product(_ row: SQLiteStatement, currency: ISO4217Currency) throws(SQLiteError) -> Product {
        guard let code = row.text(0), let name = row.text(1), let price = row.integer(2) else {
            throw SQLiteError(code: 0, message: "a product row without its code, name or price")
        }
        // The file may hold any integer: a price no import writes (negative, more than 15 digits)
        // makes the product unreadable rather than a price the kiosk computes with.
        func money(_ minorUnits: Int64, _ column: String) throws(SQLiteError) -> Money {
            do { return try Money(stored: minorUnits, currency: currency) } catch {
                throw SQLiteError(code: 0, message: "the \(column) of \(code) is wrong: \(error)")
            }
        }
        let promotion = try row.integer(3).map { (promo) throws(SQLiteError) in
            Product.Promotion(
                price: try money(promo, "promo_price"), from: row.text(4).flatMap { CalendarDate(iso8601: $0) },
                until: row.text(5).flatMap { CalendarDate(iso8601: $0) })
        }
        let fields = (row.text(9) ?? "").split(separator: "\u{1E}").compactMap { pair -> Product.Field? in
            let parts = pair.split(separator: "\u{1F}", maxSplits: 1)
            return parts.count == 2 ? Product.Field(name: String(parts[0]), value: String(parts[1])) : nil
        }
        return Product(
            code: code, name: name, price: try money(price, "price"), promotion: promotion,
            unit: row.text(6).flatMap { try? Quantity(parsing: $0) }, unitPriceBase: row.text(7).flatMap { try? Quantity(parsing: $0) },
            image: row.text(8), fields: fields,
            minAge: try row.integer(10).map { (age) throws(SQLiteError) in
                // Any integer may be in the file: one no import writes makes the product unreadable.
                guard (0...Int64(Product.oldestMinAge)).contains(age) else {
                    throw SQLiteError(code: 0, message: "the min_age of \(code) is wrong: \(age) is not from 0 to \(Product.oldestMinAge)")
                }
                return Int(age)
            } ?? 0)
    }
}

/// Which file a path names: device, inode, size and modification time. A new file renamed over
/// the path, or the file changed in place, gives another identity.
struct FileIdentity: Equatable {
    let device: UInt64
    let inode: UInt64
    let size: Int64
    let modified: Int64
    let modifiedNanoseconds: Int64

    static let missing = FileIdentity(device: 0, inode: 0, size: -1, modified: 0, modifiedNanoseconds: 0)

    init(device: UInt64, inode: UInt64, size: Int64, modified: Int64, modifiedNanoseconds: Int64) {
        self.device = device
        self.inode = inode
        self.size = size
        self.modified = modified
        self.modifiedNanoseconds = modifiedNanoseconds
    }

    /// nil when nothing is at `path`, or it is not a regular file.
    init?(path: String) {
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        self.init(
            device: UInt64(status.st_dev), inode: UInt64(status.st_ino), size: Int64(status.st_size), modified: Int64(status.st_mtim.tv_sec),
            modifiedNanoseconds: Int64(status.st_mtim.tv_nsec))
    }
}
