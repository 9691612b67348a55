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
    public struct Facts: Sendable, Equatable, ImportedFileFacts {
        public let products: Int
        public let currency: ISO4217Currency
        /// The CSV file it was imported from, and when.
        public let source: String
        public let imported: String
        /// The file's format fact (`kioskscan-catalog 2`).
        let format: String

        var summary: String { "\(products) products in \(currency.alphabetic), imported \(imported) from \(source)" }
    }

    private let reader: ImportedFileReader<Facts>
    public var path: String { reader.path }

    /// The catalog at `path`. A missing or wrong file is logged; lookups answer `unavailable`
    /// until a good one appears. A catalog removed from the path is read on.
    public init(path: String, log: @escaping (String) -> Void) {
        reader = ImportedFileReader(
            path: path, kind: CatalogFile.kind, logName: "catalog", waiting: "products are looked up", letsGoWhenRemoved: false, log: log
        ) { (database) throws(SQLiteError) in
            let facts = try Self.facts(database)
            return (facts, try database.prepare(CatalogFile.selectProduct(format: facts.format)))
        }
    }

    public var facts: Facts? { reader.open?.facts }

    /// The product with this code: `code` in any of its forms (ProductKey). Looks first whether
    /// a new catalog file has been put in place.
    public func lookup(_ code: String) -> CatalogAnswer {
        reader.refresh()
        guard let open = reader.open else { return .unavailable(reader.unavailableReason) }
        do {
            try open.select.bind([.text(ProductKey.key(code))])
            defer { open.select.reset() }
            guard try open.select.step() else { return .notOnFile }
            return .found(try product(open.select, currency: open.facts.currency))
        } catch {
            reader.log("catalog: reading \(path): \(error)")
            return .unavailable("the catalog cannot be read: \(error)")
        }
    }

    /// Switches to the file now at `path` when it is another file than the one open.
    public func refresh() { reader.refresh() }

    private static func facts(_ database: SQLiteDatabase) throws(SQLiteError) -> Facts {
        let (format, fact) = try ImportedFileReader<Facts>.facts(database, kind: CatalogFile.kind, formats: CatalogFile.readable)
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
        let fields = ProductFields.pairs(row.text(9)).map { Product.Field(name: $0.name, value: $0.value) }
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
