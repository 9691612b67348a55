// ProductMap: where in a shop server's JSON answer the product's name, price and the rest are,
// as dotted paths (`--lookup-map`), and the answer read through it into a Product — prices
// exactly, from their text.
import Content
import Wire

/// `name=title,price=pricing.amount,currency=pricing.currency`: a path for each part of a
/// product; a part not named keeps its default, the name of our CSV column (`name`, `price`,
/// `promo_price`, `promo_from`, `promo_until`, `unit`, `unit_price_base`, `image`, `code`, `min_age`), plus
/// `currency` and `fields` (an object whose members become the product's own fields). `item=`
/// is the path of the product object itself (`data`, `items.0`), which the others start from:
/// nothing there (`{"items": []}`, `null`) is the server's way of saying not on file;
/// `field.NAME=PATH` adds one field; `PART=` with no path leaves the part out. A path is member
/// names (and array positions) separated by dots.
public struct ProductMap: Sendable, Equatable {
    public enum Part: String, CaseIterable, Sendable {
        case code, name, price, currency
        case promoPrice = "promo_price"
        case promoFrom = "promo_from"
        case promoUntil = "promo_until"
        case unit
        case unitPriceBase = "unit_price_base"
        case image, fields
        case minAge = "min_age"
    }

    /// A dotted path into a JSON value (Wire's `JSONPath`), named in messages.
    public struct Path: Sendable, Equatable, CustomStringConvertible {
        let path: JSONPath
        public var members: [String] { path.members }
        public var description: String { members.isEmpty ? "the answer" : path.description }

        init(parsing text: String) throws(ProductServerError) {
            guard let path = JSONPath(parsing: text) else { throw ProductServerError("--lookup-map: '\(text)' has an empty step between dots") }
            self.path = path
        }

        /// The value at the path; nil when a step is missing, or the value is null.
        func value(in root: JSON) -> JSON? { path.value(in: root) }
    }

    /// The product object's path.
    public let item: Path
    /// Each part's path; a part left out has none.
    public let paths: [Part: Path]
    /// `field.NAME=PATH`, in the order given.
    public let fields: [(name: String, path: Path)]

    /// `PART=PATH,…` (spaces around names and paths ignored); "" for the defaults.
    public init(parsing text: String) throws(ProductServerError) {
        var paths: [Part: Path] = [:]
        for part in Part.allCases { paths[part] = try Path(parsing: part.rawValue) }
        var item = try Path(parsing: "")
        var fields: [(String, Path)] = []
        for entry in text.split(separator: ",") {
            let pair = entry.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map { String($0).trimmingSpaces() }
            guard pair.count == 2, !pair[0].isEmpty else {
                throw ProductServerError("--lookup-map: expected PART=PATH, got '\(String(entry).trimmingSpaces())'")
            }
            let (key, path) = (pair[0].lowercased(), pair[1])
            if key == "item" {
                item = try Path(parsing: path)
            } else if key.hasPrefix("field.") && key.count > 6 {
                guard !path.isEmpty else { throw ProductServerError("--lookup-map: \(pair[0]) needs a path") }
                fields.append((String(pair[0].dropFirst(6)), try Path(parsing: path)))
            } else if let part = Part(rawValue: key) {
                paths[part] = try path.isEmpty ? nil : Path(parsing: path)
            } else {
                throw ProductServerError(
                    "--lookup-map: unknown part '\(pair[0])' (item, \(Part.allCases.map(\.rawValue).joined(separator: ", ")), field.NAME)")
            }
        }
        for part in [Part.name, .price] where paths[part] == nil {
            throw ProductServerError("--lookup-map: the \(part.rawValue) cannot be left out")
        }
        self.item = item
        self.paths = paths
        self.fields = fields
    }

    public static func == (a: ProductMap, b: ProductMap) -> Bool {
        a.item == b.item && a.paths == b.paths && a.fields.map(\.name) == b.fields.map(\.name) && a.fields.map(\.path) == b.fields.map(\.path)
    }

    /// The longest name or field value taken: a longer one is a wrong answer, not a product.
    static let longestText = 1000
    /// The most fields taken from a `fields` object (the first by name); a card shows a few.
    static let mostFields = 50

    /// The product an answer describes, for `code` (the code as scanned: the product's code when
    /// the answer has none); prices in `currency`, read from their text. nil when the answer has
    /// nothing (or null) at `item`: no product has the code.
    public func product(in answer: JSON, code: String, currency: ISO4217Currency) throws(ProductServerError) -> Product? {
        guard let object = item.value(in: answer) else { return nil }
        guard object.members != nil else { throw ProductServerError("\(item) is not an object") }
        func text(_ part: Part) throws(ProductServerError) -> String? {
            guard let path = paths[part], let value = path.value(in: object) else { return nil }
            return try Self.text(value, at: path)
        }
        func money(_ part: Part) throws(ProductServerError) -> Money? {
            guard let path = paths[part], let value = path.value(in: object) else { return nil }
            // A number is read from its text, never through a Double.
            guard let amount = value.string ?? value.numberText else {
                throw ProductServerError("\(part.rawValue) at \(path) is not a number or a decimal string")
            }
            do { return try Money(parsing: amount, currency: currency) } catch { throw ProductServerError("\(part.rawValue) at \(path): \(error)") }
        }
        func date(_ part: Part) throws(ProductServerError) -> CalendarDate? {
            guard let path = paths[part], let value = try text(part) else { return nil }
            // A date, or the date of a date and time (`2026-12-01T00:00:00Z`).
            let day = value.count > 10 && value.dropFirst(10).first == "T" ? String(value.prefix(10)) : value
            guard let date = CalendarDate(iso8601: day) else { throw ProductServerError("\(part.rawValue) at \(path): \"\(value)\" is not a date") }
            return date
        }
        func quantity(_ part: Part) throws(ProductServerError) -> Quantity? {
            guard let path = paths[part], let value = try text(part) else { return nil }
            do { return try Quantity(parsing: value) } catch { throw ProductServerError("\(part.rawValue) at \(path): \(error)") }
        }
        if let path = paths[.currency], let value = path.value(in: object) {
            guard let named = value.string, let given = ISO4217Currency(code: named) else {
                throw ProductServerError("currency at \(path) is not an ISO 4217 code")
            }
            guard given == currency else { throw ProductServerError("prices are in \(given.alphabetic), the kiosk's in \(currency.alphabetic)") }
        }
        guard let name = try text(.name), !name.isEmpty else { throw ProductServerError("no name at \(paths[.name]!)") }
        guard let price = try money(.price) else { throw ProductServerError("no price at \(paths[.price]!)") }
        var promotion: Product.Promotion?
        // An offer price that is not below the price is no offer (servers send both always).
        if let promo = try money(.promoPrice), promo < price {
            promotion = Product.Promotion(price: promo, from: try date(.promoFrom), until: try date(.promoUntil))
        }
        let unit = try quantity(.unit)
        var base = try quantity(.unitPriceBase)
        if let given = base, unit?.dimension != given.dimension { base = nil }
        var fields: [Product.Field] = []
        if let path = paths[.fields], let value = path.value(in: object) {
            guard let members = value.keyed else { throw ProductServerError("fields at \(path) is not an object") }
            for key in members.keys.sorted() where fields.count < Self.mostFields {
                guard let member = members[key], member.members == nil, member.array == nil, member != .null else { continue }
                fields.append(Product.Field(name: CatalogRow.oneLine(key), value: try Self.text(member, at: path)))
            }
        }
        for field in self.fields {
            guard let value = field.path.value(in: object) else { continue }
            fields.append(Product.Field(name: field.name, value: try Self.text(value, at: field.path)))
        }
        var minAge = 0
        if let path = paths[.minAge], let value = try text(.minAge) {
            do throws(CatalogRow.AgeProblem) { minAge = try CatalogRow.age(value) } catch {
                throw ProductServerError("min_age at \(path): \(error.reason)")
            }
        }
        return Product(
            code: try text(.code) ?? code, name: name, price: price, promotion: promotion, unit: unit, unitPriceBase: base,
            image: try text(.image), fields: fields, minAge: minAge)
    }

    /// A string, a number's text or true/false, on one line; an object or array is refused.
    static func text(_ value: JSON, at path: Path) throws(ProductServerError) -> String {
        let text: String
        switch value {
        case .string(let string): text = CatalogRow.oneLine(string).trimmingSpaces()
        case .number(let number): text = number.text
        case .bool(let flag): text = flag ? "true" : "false"
        default: throw ProductServerError("\(path) is \(value.array != nil ? "an array" : "an object"), not a text")
        }
        guard text.count <= longestText else { throw ProductServerError("\(path) is longer than \(longestText) characters") }
        return text
    }
}
