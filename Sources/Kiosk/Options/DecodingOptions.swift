// DecodingOptions: the options of what is read and how: symbologies, the engines, Number mode.
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
    static let decoding: [KioskOption] = [
        KioskOption(
            "scan-mode", .decoding, OptionValues.scanMode, \.scanMode, help: "what the Scanner tab reads at start: codes, or a price (Number mode)"),
        KioskOption(
            "symbologies", .decoding,
            .parsed(
                "LIST", { try Symbology.parseList($0) },
                show: { $0 == Symbology.defaultSet ? "all" : $0.map(\.rawValue).sorted().joined(separator: ",") }), \.symbologies,
            help:
                "codes to read: \(Symbology.selectable.map(\.rawValue).joined(separator: ",")) or all (every one but the UPC and ISBN forms, the add-ons and maxicode)"
        ),
        .flag("code39-full-ascii", .decoding, \.code39FullASCII, help: "read Code 39 as Full ASCII (+A is a)"),
        KioskOption(
            "number.locale", .numberMode, .parsed("auto|LOCALE", { try PriceLocale($0) }, show: { $0.name }), \.numberFormat.locale,
            help:
                "how prices are written: auto (the last . or , before one or two digits is the decimal mark) or a locale's (en_US ., de_DE ,; ja_JP whole yen)"
        ),
        KioskOption(
            "number.whole", .numberMode, .choice([("auto", NumberFormat.WholeNumbers.auto), ("on", .on), ("off", .off)]), \.numberFormat.wholeNumbers,
            help: "whole numbers such as 149 count as prices: auto (with locale auto, and where the currency has no cents: yen, won, forint), on, off"
        ),
        KioskOption(
            "number.pattern", .numberMode, placeholder: "REGEX",
            help: "a regular expression the normalised reading (. as decimal mark, no grouping) must match whole, e.g. [0-9]+\\.[0-9]+",
            defaultNote: "none", current: { $0.numberFormat.pattern }
        ) { v, o in
            do {
                o.numberFormat = try NumberFormat(locale: o.numberFormat.locale, wholeNumbers: o.numberFormat.wholeNumbers, checkedPattern: v)
            } catch { throw OptionError("\(error)", cause: error) }
        },
    ]
}
