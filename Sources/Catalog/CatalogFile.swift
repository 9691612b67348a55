// CatalogFile: the layout of a catalog database, written by `kioskscan catalog import` and read by
// the kiosk. One table of products keyed by ProductKey, one of facts about the file; the facts
// row `complete` is written last, in the same transaction, so a file without it is not a catalog.

enum CatalogFile {
    /// Incremented when the layout changes; a kiosk refuses a file of a format it does not know.
    /// Format 2 added `min_age` (age-restricted products): a kiosk of format 1 refuses such a
    /// file rather than sell its products without the age check; this one reads both.
    static let format = "\(formatName) 2"
    /// The formats this kiosk reads: 1 has no `min_age` column (no product is restricted).
    static let readable = ["\(formatName) 1", format]
    /// What every format's name starts with: how an import knows a catalog of an earlier
    /// version, written before `applicationID` was set, as one it may replace.
    static let formatName = "kioskscan-catalog"
    /// `PRAGMA application_id` (the database header's bytes 68–71): 'KSCT', KioskScan's catalog.
    /// Set by every import since 2026-12; an import replaces only a file with it, or one of an
    /// earlier version with a `format` fact of `formatName` (ImportTarget). The kiosk
    /// itself goes by the facts alone, so it reads a catalog of either.
    static let applicationID: Int64 = 0x4B53_4354

    /// What an import needs to know of a catalog file.
    static let kind = ImportedFile(
        noun: "catalog", applicationID: applicationID, formatName: formatName, countFact: "products", table: "product", schema: schema,
        insertFact: insertFact, selectFact: selectFact)

    static let schema = """
        CREATE TABLE product (
            key TEXT PRIMARY KEY,
            code TEXT NOT NULL,
            name TEXT NOT NULL,
            price INTEGER NOT NULL,
            promo_price INTEGER,
            promo_from TEXT,
            promo_until TEXT,
            unit TEXT,
            unit_price_base TEXT,
            image TEXT,
            fields TEXT,
            line INTEGER NOT NULL,
            min_age INTEGER
        ) WITHOUT ROWID;
        CREATE TABLE catalog (name TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
        """

    static let insertProduct = """
        INSERT INTO product (key, code, name, price, promo_price, promo_from, promo_until, unit, unit_price_base, image, fields, line, min_age)
        VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13)
        """

    /// A product's row by its key; a file of format 1 has no `min_age` (read as none).
    static func selectProduct(format: String) -> String {
        let minAge = format == self.format ? "min_age" : "NULL"
        return """
            SELECT code, name, price, promo_price, promo_from, promo_until, unit, unit_price_base, image, fields, \(minAge) FROM product WHERE key = ?1
            """
    }

    static let selectEarlier = "SELECT line, code FROM product WHERE key = ?1"
    static let insertFact = "INSERT INTO catalog (name, value) VALUES (?1, ?2)"
    static let selectFact = "SELECT value FROM catalog WHERE name = ?1"
}
