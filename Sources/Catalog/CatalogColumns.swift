// CatalogColumns: which column of a shop's CSV export holds what, from its header row (CSVHeader).
// The names a column may have are the ones shop systems and spreadsheets use; any other column is
// kept as one of the product's own fields.

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

    private let header: CSVHeader<Role>
    var index: [Role: Int] { header.index }
    var extra: [(name: String, index: Int)] { header.extra }
    var count: Int { header.count }

    init(header: [String]) throws(ImportError.Problem) {
        let choices = Role.allCases.map { CSVHeader.Choice(role: $0, name: $0.rawValue, names: $0.names) }
        self.header = try CSVHeader(header, choices: choices)
        for choice in choices where [Role.code, .name, .price].contains(choice.role) { try self.header.require(choice) }
    }

    func value(_ role: Role, in fields: [String]) -> String? { header.value(role, in: fields) }
}
