// ProductCapture: a captured code looked up in the shop's catalog: which code to look up (a
// retail number's GTIN, a GS1 symbol's AI 01, a weighed item's item number), the price to pay
// (a promotion's on its days, a weight times the price per kilo), the event's `product` and the
// card the screen shows.
import Catalog
import Content
import Decode
import Language
import Scene
import Wire

/// The answer for one capture.
public struct ProductReading: Sendable, Equatable {
    /// The code as it was scanned (the catalog was asked for its GTIN or item number).
    public let code: String
    public let answer: CatalogAnswer
    /// The day prices are for (promotions run on days).
    public let day: CalendarDate
    /// A weight the code carries (a variable-measure number, GS1 AI 310n), for goods priced by
    /// the kilo.
    public let weight: Quantity?
    /// A price the code carries (a variable-measure number, GS1 AI 392n).
    public let embeddedPrice: String?
    /// How the shop prints prices (`price.format`); nil: the currency's customary style.
    public let style: PriceStyle?

    public init(
        code: String, answer: CatalogAnswer, day: CalendarDate, weight: Quantity? = nil, embeddedPrice: String? = nil, style: PriceStyle? = nil
    ) {
        self.code = code
        self.answer = answer
        self.day = day
        self.weight = weight
        self.embeddedPrice = embeddedPrice
        self.style = style
    }

    /// What the shopper pays: the code's own price when it carries one; the weight at the price
    /// per kilo for goods sold by weight; else the price of the day. A failure when the weighed
    /// price is too large an amount (the card then says the price is unavailable, the basket does
    /// not take it); nil when no product was found.
    public var pricing: Result<Money, MoneyError>? {
        guard case .found(let product) = answer else { return nil }
        if let embeddedPrice, let money = try? Money(parsing: embeddedPrice, currency: product.price.currency) { return .success(money) }
        let price = product.price(on: day)
        guard let weight else { return .success(price) }
        do { return .success(try product.price(of: weight, at: price) ?? price) } catch { return .failure(error) }
    }

    /// What the shopper pays (`pricing`), when it can be priced.
    public var toPay: Money? { try? pricing?.get() }

    /// The unit price of the day: per kilo, litre or the shop's base.
    public var unitPrice: (price: Money, per: Quantity)? {
        guard case .found(let product) = answer else { return nil }
        return product.unitPrice(of: product.price(on: day))
    }

    /// The event's `product`: `{"found":true,"code":…,"name":…,"price":"4.99","currency":"EUR",…}`
    /// (an age-restricted product's `"minAge":18` after its price);
    /// `{"found":false,"code":…}` when not on file, with `"error"` when no source could answer.
    public var json: JSON {
        var members: [(String, JSON)]
        switch answer {
        case .found(let product):
            members = [("found", .bool(true)), ("code", .string(product.code)), ("name", .string(product.name))]
            switch pricing {
            case .success(let toPay)?: members += [("price", .string(toPay.decimalText)), ("currency", .string(toPay.currency.alphabetic))]
            case .failure(let error)?: members.append(("error", .string(error.description)))
            case nil: break
            }
            let regular = product.price
            if let promotion = product.promotion, promotion.runs(on: day) {
                members.append(("regularPrice", .string(regular.decimalText)))
                if let until = promotion.until { members.append(("promoUntil", .string(until.description))) }
            }
            if product.minAge > 0 { members.append(("minAge", .integer(product.minAge))) }
            if let unit = product.unit { members.append(("unit", .string(unit.description))) }
            if let weight { members.append(("weight", .string(weight.description))) }
            if let unitPrice {
                members += [("unitPrice", .string(unitPrice.price.decimalText)), ("unitPriceBase", .string(unitPrice.per.perText))]
            }
            if let image = product.image { members.append(("image", .string(image))) }
            if !product.fields.isEmpty { members.append(("fields", .object(product.fields.map { ($0.name, .string($0.value)) }))) }
        case .notOnFile:
            members = [("found", .bool(false)), ("code", .string(code))]
        case .unavailable(let reason):
            members = [("found", .bool(false)), ("code", .string(code)), ("error", .string(reason))]
        }
        return .object(members)
    }

    /// The card the screen shows.
    public var card: ProductCard {
        switch answer {
        case .found(let product):
            let style = self.style ?? PriceStyle(currency: product.price.currency)
            let onOffer = product.promotion?.runs(on: day) == true && embeddedPrice == nil && weight == nil
            var facts: [ShownText] = []
            if let weight { facts.append(weight.shown) }
            if let unitPrice { facts.append(.money(style.shown(unitPrice.price), per: unitPrice.per.perText)) }
            if let unit = product.unit, !product.soldByMeasure { facts.append(unit.shown) }
            if onOffer, let until = product.promotion?.until { facts.append(.said(.productOfferUntil, parts: ["date": until.shown])) }
            facts += product.fields.map { .verbatim($0.value) }
            // A price that cannot be computed: the card says so, with what else is known.
            return ProductCard(
                state: toPay == nil ? .unavailable : .found, name: .verbatim(product.name), price: toPay.map(style.shown),
                regularPrice: onOffer ? style.shown(product.price) : nil, facts: facts, code: product.code, minAge: product.minAge)
        case .notOnFile:
            return ProductCard(state: .notOnFile, name: .said(.productAskStaff), code: code)
        case .unavailable:
            return ProductCard(state: .unavailable, name: .said(.productCannotLookUp), code: code)
        }
    }
}

public enum ProductCapture {
    /// Looks each capture's first code up in `catalog`, in the kiosk's circumstances. Codes that
    /// are not products (a web address, a Wi-Fi network, an ID) are not looked up.
    public static func lookUp(_ catalog: Catalog, options: KioskOptions) -> (CaptureRecord) -> ProductReading? {
        let fixed = options.contentDate
        let style = options.priceStyle
        return { record in
            guard let key = lookupKey(record) else { return nil }
            var answer = catalog.lookup(key.code)
            if answer == .notOnFile, let whole = key.whole { answer = catalog.lookup(whole) }
            return reading(answer, for: record, key: key, day: fixed ?? ContentCapture.localToday(), style: style)
        }
    }

    /// The reading of `answer` for a capture looked up by `key`.
    static func reading(
        _ answer: CatalogAnswer, for record: CaptureRecord, key: (code: String, whole: String?, weight: Quantity?, price: String?), day: CalendarDate,
        style: PriceStyle? = nil
    ) -> ProductReading {
        let scanned = record.detection.text.map { $0.isEmpty ? key.code : $0 } ?? key.code
        return ProductReading(code: scanned, answer: answer, day: day, weight: key.weight, embeddedPrice: key.price, style: style)
    }

    /// Which code a capture is looked up by. A retail number: its number as printed (a UPC-E:
    /// its GTIN); a weighed or priced
    /// item's number: its item number first, then the whole number. A GS1 element string: its
    /// GTIN (AI 01), with a net weight in kg (310n) or a price (392n). A number in Number mode,
    /// a web address, a payment, a broken Wi-Fi code…: not a product. Without content read
    /// (`content = off`), the text of any retail or linear code.
    static func lookupKey(_ record: CaptureRecord) -> (code: String, whole: String?, weight: Quantity?, price: String?)? {
        if let content = record.content {
            if let retail = content.kind as? RetailNumber {
                if let measure = retail.measure {
                    let weight = measure.measure == .weight ? try? Quantity(parsing: measure.value + " kg") : nil
                    return (measure.item, retail.gtin, weight, measure.measure == .price ? measure.value : nil)
                }
                // As printed (a shop's server knows its products by it; the catalog takes any
                // form); a UPC-E as its UPC-A's GTIN, which its 8 digits are not.
                return (retail.form == .upce ? retail.gtin : retail.number, nil, nil, nil)
            }
            if let gs1 = content.kind as? GS1ElementString, let gtin = gs1.element("01")?.value {
                let weight = gs1.elements.first { $0.ai.hasPrefix("310") }?.decimal.flatMap { try? Quantity(parsing: $0 + " kg") }
                let price = gs1.elements.first { $0.ai.hasPrefix("392") }?.decimal
                return (gtin, nil, weight, price)
            }
            // A code that carries a secret or personal data is no product's, whatever read it:
            // its text goes to no server.
            guard content.kind is PlainText, !content.holdsSecret, !content.holdsPersonalData else { return nil }
        }
        let detection = record.detection
        guard detection.origin != .priceTag, let text = detection.text, !text.isEmpty, text.count <= 64 else { return nil }
        return (text, nil, nil, nil)
    }
}
