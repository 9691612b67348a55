// ProductOptions: the options of the shop's products: the catalog, its server, prices and the basket.
import Capture
import Catalog
import Content
import Decode
import Delivery
import Display
import FoundationEssentials
import Input
import OCR
import Pixels
import Presence
import Render
import Scene
import Sound
import SystemCall
import Wire

extension KioskOption {
    static let products: [KioskOption] = [
        KioskOption(
            "catalog", .products, .optional(.text("PATH", expected: "a file path", trimmed: true)), \.catalog,
            help:
                "the shop's catalog, as `kioskscan catalog import` writes it: each product code captured shows its name and price; a new import is read without a restart",
            defaultNote: "none: codes are not looked up"),
        KioskOption(
            "lookup", .products, .optional(.text("URL", expected: "a URL such as https://pos.example/items/{code}", trimmed: true)), \.lookup,
            help:
                "the shop's server: http(s)://…{code}… or …{gtin}… answering each product as JSON (404: not on file), asked first, the catalog answering when it does not; then bearer=TOKEN or ca=FILE, comma-separated",
            defaultNote: "none: the catalog alone"),
        KioskOption(
            "lookup.map", .products, .optional(.text("MAP", expected: "PART=PATH,... such as name=title,price=pricing.amount")), \.lookupMap,
            help:
                "where the server's JSON has each part of a product, as dotted paths: item, name, price, currency, promo_price, promo_from, promo_until, unit, unit_price_base, image, min_age, fields, field.NAME",
            defaultNote: "the catalog's column names at the top level"),
        KioskOption(
            "lookup.timeout", .products, .seconds(0.1...30), \.lookupTimeout, help: "seconds one try of a server lookup may take (it is tried twice)"),
        KioskOption(
            "price.format", .products,
            .optional(
                .parsed(
                    "SAMPLE", { try PriceStyle(sample: $0) },
                    show: { style in
                        String(style.format(Money(minorUnits: 123_456, currency: ISO4217Currency(code: "EUR")!)).map { $0 == "\u{00A0}" ? " " : $0 })
                    })), \.priceStyle,
            help:
                "how the shop prints prices: the price 1234.56 written its way, such as €1,234.56, 1.234,56 €, CHF 1'234.56 (1234 for a currency without cents: ¥1,234)",
            defaultNote: "each currency's customary style (1,99 €, $1.99, ¥199, CHF 1.90)"),
        KioskOption(
            "catalog.images", .products, .optional(.text("DIR", expected: "a folder", trimmed: true)), \.catalogImages,
            help: "the folder of the products' pictures (PNG, JPEG, WebP), named in the catalog's image column",
            defaultNote: "images beside the catalog file"),
        KioskOption(
            "currency", .products, .optional(OptionValues.currency), \.currency,
            help: "the currency of the shop's prices, as ISO 4217 names it (EUR, USD, JPY, CHF…): what `catalog import` reads prices in",
            defaultNote: "the catalog's"),
        KioskOption(
            "welcome", .products, .optional(.parsed("TEXT", { $0.trimmingWhitespace() }, show: { $0 })), \.welcome,
            help: "the line under the focus square while nothing is captured; empty for none",
            defaultNote:
                "with a catalog, \"Scan a barcode to see its price\" (with a basket, \"Scan your products, then pay at the till\"); else none"),
        .flag(
            "basket", .products, \.basket,
            help:
                "self-checkout: each product captured goes into a basket beside the focus square (a tap on a line takes one away); Pay at the till shows its QR code for the till and sends a basket event"
        ),
        KioskOption(
            "basket.idle", .products, .seconds(0...86_400), \.basketIdle,
            help: "seconds a basket may be left alone before it is emptied, with a warning 15 s before; 0 = never"),
    ]
}
