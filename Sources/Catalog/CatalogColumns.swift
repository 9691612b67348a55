// CatalogColumns: which column of a shop's CSV export holds what, from its header row. The names
// a column may have are the ones shop systems and spreadsheets use; any other column is kept as
// one of the product's own fields.

struct CatalogColumns {
    enum Role: String, CaseIterable {
        case code, name, price
        case promoPrice = "promo_price"
        case promoFrom = "promo_from"
        case promoUntil = "promo_until"
        case unit
        case unitPriceBase = "unit_price_base"
        case image
        case minAge = "min_age"

        /// The header names taken for this column (compared in lower case, with spaces and
        /// hyphens as underscores).
        var names: [String] {
            switch self {
            case .code: ["code", "gtin", "ean", "barcode", "upc", "plu", "sku"]
            case .name: ["name", "description", "product"]
            case .price: ["price", "regular_price"]
            case .promoPrice: ["promo_price", "promotion_price", "sale_price", "offer_price"]
            case .promoFrom: ["promo_from", "promo_start", "sale_from"]
            case .promoUntil: ["promo_until", "promo_to", "promo_end", "sale_until"]
            case .unit: ["unit", "size", "content"]
            case .unitPriceBase: ["unit_price_base", "unit_base", "unit_price_per"]
            case .image: ["image", "picture", "photo"]
            case .minAge: ["min_age", "age", "age_restriction"]
            }
        }
    }

    /// The column index of each role found.
    let index: [Role: Int]
    /// The other columns: their header name and index.
    let extra: [(name: String, index: Int)]
    let count: Int

    init(header: [String]) throws(CatalogImportError.Problem) {
        var index: [Role: Int] = [:]
        var extra: [(String, Int)] = []
        var seen: [String: Int] = [:]
        for (column, title) in header.enumerated() {
            let name = title.trimmingSpaces()
            let normal = String(name.lowercased().map { $0 == " " || $0 == "-" ? "_" : $0 })
            guard !normal.isEmpty else { throw .init(line: 1, "column \(column + 1) has no name in the header row") }
            if let earlier = seen[normal] { throw .init(line: 1, "two columns are named \"\(name)\" (\(earlier + 1) and \(column + 1))") }
            seen[normal] = column
            if let role = Role.allCases.first(where: { $0.names.contains(normal) }) {
                if let other = index[role] {
                    throw .init(line: 1, "columns \(other + 1) (\"\(header[other])\") and \(column + 1) (\"\(name)\") both name the \(role.rawValue)")
                }
                index[role] = column
            } else {
                extra.append((name, column))
            }
        }
        for role in [Role.code, .name, .price] where index[role] == nil {
            throw .init(
                line: 1,
                "no \(role.rawValue) column: the header row must name one (\(role.names.map { "\"\($0)\"" }.joined(separator: ", ")))")
        }
        self.index = index
        self.extra = extra
        count = header.count
    }

    func value(_ role: Role, in fields: [String]) -> String? {
        guard let column = index[role] else { return nil }
        let value = fields[column].trimmingSpaces()
        return value.isEmpty ? nil : value
    }
}
