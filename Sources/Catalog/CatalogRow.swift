// CatalogRow: one row of a shop's CSV export checked and turned into what the catalog stores; a
// wrong value is refused with its column and why.
import Content

struct CatalogRow {
    let key: String
    let code: String
    let values: [SQLiteValue?]

    init(record: CSVReader.Record, columns: CatalogColumns, currency: ISO4217Currency) throws(ImportError.Problem) {
        let line = record.line
        guard record.fields.count == columns.count else {
            throw .init(line: line, "\(record.fields.count) field\(record.fields.count == 1 ? "" : "s") where the header has \(columns.count)")
        }
        let fields = record.fields.map(Self.oneLine)
        guard let code = columns.value(.code, in: fields) else { throw .init(line: line, "no code") }
        guard let name = columns.value(.name, in: fields) else { throw .init(line: line, "no name") }
        guard let priceText = columns.value(.price, in: fields) else { throw .init(line: line, "no price") }
        func money(_ text: String, _ column: String) throws(ImportError.Problem) -> Money {
            do { return try Money(parsing: text, currency: currency) } catch { throw .init(line: line, "\(column): \(error)") }
        }
        func date(_ role: CatalogColumns.Role) throws(ImportError.Problem) -> String? {
            guard let text = columns.value(role, in: fields) else { return nil }
            guard CalendarDate(iso8601: text) != nil else {
                throw .init(line: line, "\(role.rawValue): \"\(text)\" is not a date as YYYY-MM-DD")
            }
            return text
        }
        func quantity(_ role: CatalogColumns.Role) throws(ImportError.Problem) -> Quantity? {
            guard let text = columns.value(role, in: fields) else { return nil }
            do { return try Quantity(parsing: text) } catch { throw .init(line: line, "\(role.rawValue): \(error)") }
        }
        let price = try money(priceText, "price")
        let promo = try columns.value(.promoPrice, in: fields).map { (text) throws(ImportError.Problem) in try money(text, "promo_price") }
        let from = try date(.promoFrom)
        let until = try date(.promoUntil)
        if promo == nil && (from != nil || until != nil) { throw .init(line: line, "promotion dates without a promo_price") }
        if let from, let until, until < from { throw .init(line: line, "the promotion ends (\(until)) before it starts (\(from))") }
        if let promo, promo >= price { throw .init(line: line, "promo_price \(promo.decimalText) is not below the price \(price.decimalText)") }
        let minAge = try columns.value(.minAge, in: fields).map { (text) throws(ImportError.Problem) in
            do throws(AgeProblem) { return try Self.age(text) } catch { throw .init(line: line, "min_age: \(error.reason)") }
        }
        let unit = try quantity(.unit)
        let base = try quantity(.unitPriceBase)
        if let base {
            guard let unit else { throw .init(line: line, "unit_price_base without a unit") }
            guard unit.dimension == base.dimension else {
                throw .init(line: line, "unit \(unit) and unit_price_base \(base) measure different things")
            }
        }
        let extra = columns.extra.compactMap { column -> String? in
            let value = fields[column.index].trimmingSpaces()
            return value.isEmpty ? nil : column.name + "\u{1F}" + value
        }
        key = ProductKey.key(code)
        self.code = code
        values = [
            .text(key), .text(code), .text(name), .integer(price.minorUnits), promo.map { .integer($0.minorUnits) },
            from.map { .text($0) }, until.map { .text($0) }, unit.map { .text($0.description) }, base.map { .text($0.description) },
            columns.value(.image, in: fields).map { .text($0) }, extra.isEmpty ? nil : .text(extra.joined(separator: "\u{1E}")),
            .integer(Int64(line)), minAge.flatMap { $0 > 0 ? SQLiteValue.integer(Int64($0)) : nil },
        ]
    }

    /// Why a `min_age` value is refused.
    struct AgeProblem: Error {
        let reason: String
    }

    /// A `min_age` value: whole years from 0 to 99, `18` or `18+` (0, or an empty field: no age
    /// restriction).
    static func age(_ text: String) throws(AgeProblem) -> Int {
        let digits = text.hasSuffix("+") ? String(text.dropLast()) : text
        guard !digits.isEmpty, digits.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else {
            throw AgeProblem(reason: "\"\(text)\" is not an age: a whole number of years from 0 to 99, such as 18")
        }
        guard let years = Int(digits), years <= Product.oldestMinAge else {
            throw AgeProblem(reason: "\(digits) is more than \(Product.oldestMinAge) years")
        }
        return years
    }

    /// A value on one line: line breaks, tabs and other control characters become spaces (the
    /// fields are stored with the ASCII unit and record separators between them).
    static func oneLine(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? " " : $0 }))
    }
}
