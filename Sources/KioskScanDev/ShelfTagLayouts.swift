// ShelfTagLayouts: shelf tags as shops of several countries print them (Japanese, euro, Russian,
// US, UK, promo panels, loose goods, Swiss, Japanese supermarkets' small yen tags), drawn at 600x420 for `kioskscan-dev shelf-tags`.
import Pixels
import Render

/// One tag's content and look, chosen by `ShelfTagLayouts.tag(group:index:)` from a seed.
struct ShelfTag {
    enum Group: String, CaseIterable {
        /// Yen, whole prices of 2 to 4 digits in big condensed digits standing on a rule, a CJK
        /// name line, a small tax-included line, a barcode.
        case jp
        /// Euro: cents raised and small (`1⁹⁹`) or after a comma, a unit-price box.
        case eu
        /// Rubles: Cyrillic names, kopecks raised or after a comma, `₽` or `руб.`.
        case ru
        /// Dollars: `$` and cents raised, a bold unit-price box beside the price.
        case us
        /// Pounds: `£1.25`, a "was" price and a price per kg in small print.
        case uk
        /// Light digits on a red, black or blue panel, any of the currencies above.
        case promo
        /// Goods sold by weight (produce, the deli counter): the big price is per kilogram or
        /// pound, its unit after it (`2,49 €/kg`, `£1.20 per kg`, `$0.69/lb`).
        case loose
        /// Swiss francs: `3.95` with the cents as big as the francs or raised, whole francs as
        /// `12.–`, `CHF` in small print before or after the price or not at all, a unit price
        /// (`100 g = 1.58`).
        case ch
        /// Yen as Japanese supermarkets print it on small tags: `円` half to four fifths as tall
        /// as the digits, prices of a thousand and more often grouped (`1,580`), a tax-included
        /// line with sen (`(税込 321.84円)`) under the rule, photographed small (digits 18 to 30
        /// px, as on real crops of about 110x85).
        case yen
    }

    var group: Group
    /// The locale a shop there would set (`--number-locale`).
    var locale: String
    /// The big part of the price, the part after the decimal mark (nil: a whole price), and how
    /// the latter is printed.
    var major: String, minor: String?
    var raisedMinor: Bool, separator: String
    /// The normalised price (`.` as the decimal mark): what a reader must give.
    var expected: String
    /// As a person would write it down (`1⁹⁹ €`, for the manifest).
    var printed: String
    /// What the price is per, as a reader reports it (`kg`, `lb`, `100 g`), and as printed after
    /// it (`€/kg`, `per kg`); nil on tags that price one item.
    var unit: String? = nil
    var printedUnit: String? = nil
    /// The big part as drawn where it differs from `major` (`1,580`).
    var drawnMajor: String? = nil
}

/// Draws the tags. Every choice comes from the seeded generator: the same tags each run.
enum ShelfTagLayouts {
    static let width = 600, height = 420
    static let truetype = "/usr/share/fonts/truetype/"
    static let gothic = "/usr/share/fonts/opentype/ipafont-gothic/ipag.ttf"
    static let dejaVuBold = truetype + "dejavu/DejaVuSans-Bold.ttf"
    static let dejaVu = truetype + "dejavu/DejaVuSans.ttf"
    /// The fonts big prices are set in: condensed and bold, as shops print them.
    static let priceFonts = [
        truetype + "roboto/unhinted/RobotoCondensed-Bold.ttf", truetype + "liberation/LiberationSansNarrow-Bold.ttf",
        truetype + "dejavu/DejaVuSansCondensed-Bold.ttf", truetype + "liberation/LiberationSans-Bold.ttf", dejaVuBold,
        truetype + "liberation/LiberationSerif-Bold.ttf",
    ]
    /// The fonts the name lines are set in, by script (each falls back to IPA Gothic for CJK).
    static let nameFonts = [dejaVuBold, truetype + "liberation/LiberationSans-Bold.ttf", truetype + "roboto/unhinted/RobotoCondensed-Bold.ttf"]
    static let ink = Color(rgb: 0x1A1A1A)

    static let japaneseNames = [
        "国産 若鶏もも肉", "明治おいしい牛乳 1000ml", "カップヌードル 78g", "天然水 2L", "午後の紅茶 500ml", "たまご 10個入", "食パン 6枚切", "ポテトチップス うすしお",
        "絹ごし豆腐 3個パック", "インスタントコーヒー 80g", "北海道産 じゃがいも", "特選 緑茶 100g",
    ]
    static let euroNames = [
        "Bio Vollmilch 3,8% 1 l", "Emmentaler 45% 200 g", "Lait demi-écrémé 1 L", "Pâtes Penne Rigate 500 g", "Caffè Espresso 250 g",
        "Hollandse kaas 48+", "Apfelsaft naturtrüb 1,5 l", "Vollkornbrot 750 g", "Confiture Fraise 370 g", "Olio extra vergine 0,75 l",
    ]
    static let russianNames = [
        "Молоко 3,2% 930 мл", "Сыр Российский 45% 200 г", "Хлеб Бородинский 400 г", "Гречка ядрица 900 г", "Кефир 1% 1 л", "Чай чёрный 100 пак.",
        "Масло сливочное 82,5%", "Яйцо куриное С1 10 шт",
    ]
    static let usNames = [
        "CHEERIOS CEREAL 12 OZ", "PEANUT BUTTER 16 OZ", "ORANGE JUICE 52 FL OZ", "PAPER TOWELS 6 ROLLS", "GREEK YOGURT 32 OZ", "COFFEE K-CUPS 24 CT",
        "PASTA SAUCE 24 OZ", "TORTILLA CHIPS 13 OZ",
    ]
    static let ukNames = [
        "Semi Skimmed Milk 4 Pints", "Mature Cheddar 400g", "Wholemeal Bread 800g", "Baked Beans 4 x 415g", "Free Range Eggs 12 pack",
        "Earl Grey Tea 80 bags",
        "Porridge Oats 1kg", "Orange Juice 1L",
    ]
    /// Goods sold by weight, by the locale's language.
    static let looseNames = [
        "de_DE": ["Tomaten rispe", "Äpfel Elstar", "Bananen", "Gouda jung", "Hähnchenbrust"],
        "fr_FR": ["Tomates grappe", "Pommes Golden", "Comté AOP", "Carottes vrac"], "it_IT": ["Pomodori", "Mele Fuji", "Parmigiano Reggiano"],
        "nl_NL": ["Trostomaten", "Elstar appels", "Jonge kaas"],
        "en_GB": ["Loose Carrots", "British Braeburn Apples", "Mature Cheddar", "Vine Tomatoes"],
        "en_US": ["BANANAS", "GALA APPLES", "RED GRAPES", "GROUND BEEF 80/20", "DELI HAM"],
    ]
    /// Swiss shops name goods in German, French or Italian.
    static let swissNames = [
        "Vollmilch UHT 1 l", "Gruyère AOP 250 g", "Lait entier 1 l", "Pane integrale 500 g", "Bündnerfleisch 100 g", "Rösti 500 g",
        "Emmentaler mild 250 g", "Birchermüesli 500 g", "Café en grains 500 g", "Cervelat 2 x 100 g",
    ]
    static let promoLabels = ["SALE", "AKTION", "特価", "PROMO", "SPECIAL", "АКЦИЯ"]

    /// A tag of `group`: its price and locale chosen by the seeded generator.
    static func tag(group: ShelfTag.Group, random: inout TagCamera.SplitMix) -> ShelfTag {
        switch group {
        case .loose:
            let kind = random.pick([ShelfTag.Group.eu, .eu, .uk, .us])
            let locale = kind == .eu ? random.pick(["de_DE", "fr_FR", "it_IT", "nl_NL"]) : kind == .uk ? "en_GB" : "en_US"
            let major = random.pick([0, 1, 1, 2, 2, 3, 4, 5, 7, 9, 12, 14, 19])
            let minor = random.pick(["99", "49", "95", "29", "79", "19", "89", "50", "69"])
            let raised = kind == .us ? random.chance(0.6) : random.chance(0.3)
            let separator = kind == .eu ? "," : "."
            let (unit, printedUnit): (String, String)
            switch kind {
            case .eu: (unit, printedUnit) = random.pick([("kg", "€/kg"), ("kg", "€ / kg"), ("kg", "€/kg"), ("100 g", "€/100g")])
            case .uk: (unit, printedUnit) = random.pick([("kg", "/kg"), ("kg", "per kg"), ("kg", "/kg")])
            default: (unit, printedUnit) = random.pick([("lb", "/lb"), ("lb", "/lb"), ("lb", "lb")])
            }
            let prefix = ["us": "$", "uk": "£"][kind.rawValue] ?? ""
            return ShelfTag(
                group: group, locale: locale, major: "\(major)", minor: minor, raisedMinor: raised, separator: separator,
                expected: "\(major).\(minor)", printed: prefix + "\(major)" + (raised ? "^" + minor : separator + minor) + " " + printedUnit,
                unit: unit,
                printedUnit: printedUnit)
        case .ch:
            let major = random.pick([0, 1, 1, 2, 3, 4, 5, 6, 7, 9, 12, 14, 19, 24, 29])
            // Prices end in 0 or 5 Rappen; whole francs are often printed `12.–`.
            var minor = random.pick(["95", "90", "50", "20", "80", "40", "60", "75", "10", "00"])
            let dash = major > 0 && minor == "00" && random.chance(0.7)
            if dash { minor = "–" }
            let raised = !dash && random.chance(0.3)
            let francs = random.pick(["before", "before", "after", "none"])
            let digits = "\(major)" + (raised ? "^" + minor : "." + minor)
            let printed = francs == "before" ? "CHF " + digits : francs == "after" ? digits + " CHF" : digits
            return ShelfTag(
                group: group, locale: random.pick(["de_CH", "fr_CH", "it_CH"]), major: "\(major)", minor: minor, raisedMinor: raised,
                separator: ".", expected: "\(major)." + (dash ? "00" : minor), printed: printed)
        case .promo where random.chance(0.3), .jp:
            let yen = random.pick([58, 68, 88, 98, 128, 158, 178, 198, 248, 298, 398, 498, 598, 780, 980, 1280, 1580, 2980])
            return ShelfTag(
                group: group, locale: "ja_JP", major: "\(yen)", minor: nil, raisedMinor: false, separator: "", expected: "\(yen)", printed: "\(yen)円")
        case .yen:
            let yen = random.pick([88, 98, 128, 158, 198, 248, 298, 398, 498, 598, 698, 780, 980, 1280, 1580, 1980, 2480, 2980, 3980])
            let hundreds = String(yen % 1000)
            let drawn = yen >= 1000 && random.chance(0.6) ? "\(yen / 1000)," + String(repeating: "0", count: 3 - hundreds.count) + hundreds : "\(yen)"
            return ShelfTag(
                group: group, locale: "ja_JP", major: "\(yen)", minor: nil, raisedMinor: false, separator: "", expected: "\(yen)",
                printed: drawn + "円", drawnMajor: drawn)
        case .eu, .ru, .us, .uk, .promo:
            let kind = group == .promo ? random.pick([ShelfTag.Group.eu, .ru, .us, .uk]) : group
            let major =
                kind == .ru ? random.pick([49, 59, 79, 89, 129, 189, 249, 399, 1099]) : random.pick([0, 1, 1, 2, 3, 4, 5, 7, 9, 12, 14, 19, 24])
            let minor = random.pick(["99", "49", "95", "29", "79", "19", "89", "50", "00"])
            let raised: Bool
            switch kind {
            case .us: raised = random.chance(0.7)
            case .uk: raised = random.chance(0.15)
            default: raised = random.chance(0.5)
            }
            let separator = kind == .us || kind == .uk ? "." : ","
            let locale = ["eu": random.pick(["de_DE", "fr_FR", "it_IT", "nl_NL"]), "ru": "ru_RU", "us": "en_US", "uk": "en_GB"][kind.rawValue]!
            let sign = ["eu": " €", "ru": " ₽", "us": "", "uk": ""][kind.rawValue]!
            let prefix = ["us": "$", "uk": "£"][kind.rawValue] ?? ""
            let printed = prefix + "\(major)" + (raised ? "^" + minor : separator + minor) + sign
            return ShelfTag(
                group: group, locale: locale, major: "\(major)", minor: minor, raisedMinor: raised, separator: separator,
                expected: "\(major).\(minor)", printed: printed)
        }
    }

    /// How tall the digits `0`-`9` of `font` stand at size 100 (measured by drawing them).
    static func digitHeight(_ face: Typeface) -> Float {
        let image = PixelImage(width: 200, height: 200)
        let canvas = Canvas(surface: image.surface)
        canvas.clear(.white)
        face.draw("0", size: 100, at: Point(20, 150), color: .black, on: canvas)
        var top = 200, bottom = 0
        for y in 0..<200 {
            for x in 0..<200 where image.surface[x, y] & 0xFF < 128 {
                top = min(top, y)
                bottom = max(bottom, y + 1)
            }
        }
        return Float(max(1, bottom - top))
    }

    /// Draws `tag` and returns the picture and the height of its big digits (in the picture's
    /// pixels): the camera scales the tag so that these come out as tall as asked.
    static func draw(_ tag: ShelfTag, random: inout TagCamera.SplitMix) throws -> (PixelImage, Float) {
        let image = PixelImage(width: width, height: height)
        let canvas = Canvas(surface: image.surface)
        let priceFace = try Typeface(paths: [random.pick(priceFonts), dejaVuBold, gothic])
        let names = try Typeface(paths: [random.pick(nameFonts), gothic])
        let small = try Typeface(paths: [dejaVu, gothic])
        let paper = random.pick([Color.white, Color.white, Color(rgb: 0xFFF3B0), Color(rgb: 0xF4F4F0)])
        canvas.clear(paper)
        // The digits' height per unit of font size.
        let perSize = digitHeight(priceFace) / 100
        var digitHeight: Float = 150
        let kind = tag.group == .promo ? nil : tag.group
        let onPanel = tag.group == .promo
        // A coloured band along the top, as many shelf-edge tags have.
        if random.chance(0.5) {
            canvas.fill(PixelRect(x: 0, y: 0, width: width, height: 12), random.pick([Color(rgb: 0xC8102E), Color(rgb: 0x0046AD)]))
        }
        let priceInk = onPanel ? random.pick([Color.white, Color(rgb: 0xFFE000)]) : ink
        var priceArea = PixelRect(x: 30, y: 110, width: 540, height: 210)
        if onPanel {
            let panel = random.pick([Color(rgb: 0xC8102E), Color(rgb: 0x111111), Color(rgb: 0x0046AD), Color(rgb: 0xD4145A)])
            canvas.fill(PixelRect(x: 20, y: 96, width: 560, height: 236), panel)
            small.draw(random.pick(promoLabels), size: 30, at: Point(36, 136), color: .white, on: canvas)
            priceArea = PixelRect(x: 40, y: 146, width: 520, height: 176)
        }
        switch tag.locale {
        case "ja_JP":
            names.draw(random.pick(japaneseNames), size: 34, at: Point(28, 70), color: ink, on: canvas)
            if !onPanel { small.draw(random.pick(["本体価格", "お買得", ""]), size: 22, at: Point(30, 112), color: ink, on: canvas) }
            digitHeight = onPanel ? 140 : random.uniform(150...185)
            var size = Int(digitHeight / perSize)
            let yen = tag.group == .yen || random.chance(0.7)
            let sign = yen ? "円" : "¥"
            // (`.yen`: `円` of IPA Gothic stands 0.8 of its size.)
            let signSize = tag.group == .yen ? Int(digitHeight * random.uniform(0.4...0.8) / 0.8) : Int(Float(size) * (yen ? 0.3 : 0.45))
            let signWidth = names.measure(sign, size: signSize)
            let room = Float(priceArea.width) - signWidth - 20
            let drawn = tag.drawnMajor ?? tag.major
            if priceFace.measure(drawn, size: size) > room {
                size = Int(Float(size) * room / priceFace.measure(drawn, size: size))
                digitHeight = Float(size) * perSize
            }
            let digitsWidth = priceFace.measure(drawn, size: size)
            let baseline = Float(priceArea.maxY) - 6
            let right = Float(priceArea.maxX) - (yen ? signWidth + 8 : 0)
            let left = right - digitsWidth
            if yen {
                names.draw(sign, size: signSize, at: Point(right + 8, baseline), color: priceInk, on: canvas)
            } else {
                names.draw(sign, size: signSize, at: Point(left - signWidth - 8, baseline - digitHeight * 0.4), color: priceInk, on: canvas)
            }
            priceFace.draw(drawn, size: size, at: Point(left, baseline), color: priceInk, on: canvas)
            if !onPanel {
                // The rule the price stands on: touching the digits or a hair below.
                let gap = random.pick([0, 0, 1, 3])
                canvas.fill(PixelRect(x: 16, y: Int(baseline) + gap, width: width - 32, height: random.pick([4, 5, 7])), ink)
                if random.chance(0.3) {
                    // A box around the price, its sides close to the digits.
                    let box = PixelRect(
                        x: Int(left) - 14, y: Int(baseline - digitHeight) - 14, width: Int(digitsWidth) + 28, height: Int(digitHeight) + 14)
                    outline(box, 4, ink, on: canvas)
                }
                let taxed = Int(Double(tag.major)! * 1.08)
                // With sen, as many shops print the tax-included price (`(税込 321.84円)`).
                let sen = Int(tag.major)! * 108 % 100
                let withSen = "\(taxed)." + (sen < 10 ? "0" : "") + "\(sen)"
                let line =
                    tag.group == .yen
                    ? random.pick(["税込 \(taxed)円", "(税込 \(withSen)円)", "税込価格 \(withSen)円", "(税込 \(taxed)円)"])
                    : random.pick(["税込 \(taxed)円", "(税込 \(taxed)円)", "税込価格 \(taxed)円"])
                small.draw(line, size: 28, at: Point(Float(width) - 30 - small.measure(line, size: 28), 372), color: ink, on: canvas)
                barcode(at: PixelRect(x: 28, y: 340, width: 190, height: 56), random: &random, on: canvas)
            }
        default:
            let nameList =
                tag.group == .loose
                ? looseNames[tag.locale]!
                : tag.group == .ch
                    ? swissNames
                    : tag.locale == "ru_RU" ? russianNames : tag.locale == "en_US" ? usNames : tag.locale == "en_GB" ? ukNames : euroNames
            names.draw(random.pick(nameList), size: 32, at: Point(28, 66), color: ink, on: canvas)
            let minor = tag.minor ?? ""
            digitHeight = onPanel ? random.uniform(110...130) : random.uniform(140...170)
            var size = Int(digitHeight / perSize)
            let swiss = tag.group == .ch
            let prefix = tag.locale == "en_US" ? "$" : tag.locale == "en_GB" ? "£" : swiss && tag.printed.hasPrefix("CHF") ? "CHF" : ""
            let suffix =
                tag.printedUnit
                ?? (tag.locale == "ru_RU"
                    ? random.pick(["₽", "руб."])
                    : swiss ? (tag.printed.hasSuffix("CHF") ? "CHF" : "") : tag.locale == "en_US" || tag.locale == "en_GB" ? "" : "€")
            // `CHF` before the price: small print, on the price's baseline or raised to its top.
            // (Drawn from the generator on Swiss tags only: the others stay as they were.)
            let francsSize = swiss ? Int(random.uniform(0.28...0.4) * digitHeight / perSize) : 0
            let francsRaised = swiss && random.chance(0.5)
            // A unit after the price needs room at the right.
            let suffixSize = tag.printedUnit == nil ? 40 : 56
            let suffixRoom: Float = tag.printedUnit == nil && !swiss ? 60 : 50 + small.measure(suffix, size: suffixSize)
            let minorScale: Float = tag.raisedMinor ? random.uniform(0.42...0.55) : 1
            func widths(_ size: Int) -> (major: Float, minor: Float, separator: Float, prefix: Float) {
                let minorSize = Int(Float(size) * minorScale)
                return (
                    priceFace.measure(tag.major, size: size), priceFace.measure(minor, size: minorSize),
                    tag.raisedMinor ? Float(size) * 0.04 : priceFace.measure(tag.separator, size: size),
                    prefix.isEmpty
                        ? 0
                        : swiss
                            ? small.measure(prefix, size: francsSize) + 8
                            : priceFace.measure(prefix, size: tag.locale == "en_GB" ? Int(Float(size) * 0.8) : size / 2)
                )
            }
            var w = widths(size)
            // US tags carry their unit-price box at the left (`unitPrice`): the price stands
            // beside it, never over it.
            let left = Float(tag.locale == "en_US" && !onPanel && tag.group != .loose ? unitPriceBox.maxX + 12 : priceArea.x + 10)
            let room = Float(priceArea.maxX) - suffixRoom - left
            let total = w.major + w.minor + w.separator + w.prefix
            if total > room {
                size = Int(Float(size) * room / total)
                digitHeight = Float(size) * perSize
                w = widths(size)
            }
            let baseline = Float(priceArea.maxY) - 10
            let right = Float(priceArea.maxX) - suffixRoom
            let minorX = right - w.minor
            let majorX = minorX - w.separator - w.major
            priceFace.draw(tag.major, size: size, at: Point(majorX, baseline), color: priceInk, on: canvas)
            if tag.raisedMinor {
                let minorSize = Int(Float(size) * minorScale)
                let minorTop = baseline - digitHeight
                priceFace.draw(minor, size: minorSize, at: Point(minorX, minorTop + Float(minorSize) * perSize), color: priceInk, on: canvas)
                if random.chance(0.4) {
                    canvas.fill(
                        PixelRect(x: Int(minorX), y: Int(minorTop + Float(minorSize) * perSize) + 6, width: Int(w.minor), height: 5), priceInk)
                }
            } else {
                priceFace.draw(tag.separator, size: size, at: Point(minorX - w.separator, baseline), color: priceInk, on: canvas)
                priceFace.draw(minor, size: size, at: Point(minorX, baseline), color: priceInk, on: canvas)
            }
            if swiss, !prefix.isEmpty {
                // DejaVu Sans's capitals stand 0.73 of the font size.
                let capHeight = Float(francsSize) * 0.73
                let y = francsRaised ? baseline - digitHeight + capHeight : baseline
                small.draw(prefix, size: francsSize, at: Point(majorX - w.prefix - 4, y), color: priceInk, on: canvas)
            } else if !prefix.isEmpty {
                let prefixSize = tag.locale == "en_GB" ? Int(Float(size) * 0.8) : size / 2
                let raised = tag.locale == "en_US" ? digitHeight - Float(prefixSize) * perSize : 0
                priceFace.draw(prefix, size: prefixSize, at: Point(majorX - w.prefix - 4, baseline - raised), color: priceInk, on: canvas)
            }
            if !suffix.isEmpty {
                small.draw(suffix, size: suffixSize, at: Point(right + 8, baseline), color: priceInk, on: canvas)
            }
            if tag.group == .loose {
                small.draw("\(random.next() % 9_000_000 + 1_000_000)", size: 18, at: Point(420, 396), color: Color(rgb: 0x444444), on: canvas)
            } else if !onPanel {
                unitPrice(tag, kind: kind, random: &random, on: canvas, small: small)
            }
        }
        if onPanel {
            small.draw("Art. \(random.next() % 900_000 + 100_000)", size: 20, at: Point(28, 390), color: Color(rgb: 0x444444), on: canvas)
        }
        // The tag's lower edge.
        canvas.fill(PixelRect(x: 0, y: height - 4, width: width, height: 4), Color(rgb: 0x888888))
        return (image, digitHeight)
    }

    /// Where US tags print their unit price: a box at the left of the price.
    static let unitPriceBox = PixelRect(x: 22, y: 110, width: 170, height: 120)

    /// The small print under a euro, rouble, dollar or pound price: a unit price (in a box on
    /// euro and US tags), an article number, on US tags a barcode.
    static func unitPrice(_ tag: ShelfTag, kind: ShelfTag.Group?, random: inout TagCamera.SplitMix, on canvas: Canvas, small: Typeface) {
        let perUnit = (Double(tag.expected) ?? 1) * [1.0, 2.0, 4.0, 2.5].randomElement(using: &random)!
        switch tag.locale {
        case "en_US":
            // A bold unit price in a box at the left, as US grocers print it.
            outline(unitPriceBox, 3, ink, on: canvas)
            small.draw("UNIT PRICE", size: 18, at: Point(32, 136), color: ink, on: canvas)
            let unit = format2(perUnit / 16 * 100) + "¢"
            let unitSize = min(40, Int(40 * 150 / small.measure(unit, size: 40)))
            small.draw(unit, size: unitSize, at: Point(32, 186), color: ink, on: canvas)
            small.draw("per oz", size: 20, at: Point(32, 216), color: ink, on: canvas)
            barcode(at: PixelRect(x: 30, y: 340, width: 200, height: 56), random: &random, on: canvas)
        case "en_GB":
            small.draw("£\(format2(perUnit)) per kg", size: 22, at: Point(28, 360), color: ink, on: canvas)
            if random.chance(0.5) {
                small.draw("Was £\(format2((Double(tag.expected) ?? 1) + 0.5))", size: 24, at: Point(28, 130), color: ink, on: canvas)
            }
            small.draw("\(random.next() % 9_000_000 + 1_000_000)", size: 18, at: Point(420, 396), color: Color(rgb: 0x444444), on: canvas)
        default:
            let comma = String(format2(perUnit).map { $0 == "." ? "," : $0 })
            let line =
                tag.locale == "ru_RU"
                ? "Цена за 1 кг: \(comma)" : tag.locale.hasSuffix("_CH") ? "100 g = \(format2(perUnit / 4))" : "1 kg = \(comma) €"
            let box = PixelRect(x: 22, y: 336, width: Int(small.measure(line, size: 22)) + 24, height: 42)
            if random.chance(0.7) { outline(box, 3, ink, on: canvas) }
            small.draw(line, size: 22, at: Point(34, 365), color: ink, on: canvas)
            small.draw("Art.-Nr. \(random.next() % 9_000_000 + 1_000_000)", size: 18, at: Point(400, 396), color: Color(rgb: 0x444444), on: canvas)
        }
    }

    static func format2(_ value: Double) -> String {
        let cents = Int((value * 100).rounded())
        let minor = cents % 100
        return "\(cents / 100)." + (minor < 10 ? "0" : "") + "\(minor)"
    }

    static func outline(_ r: PixelRect, _ t: Int, _ color: Color, on canvas: Canvas) {
        canvas.fill(PixelRect(x: r.x, y: r.y, width: r.width, height: t), color)
        canvas.fill(PixelRect(x: r.x, y: r.maxY - t, width: r.width, height: t), color)
        canvas.fill(PixelRect(x: r.x, y: r.y, width: t, height: r.height), color)
        canvas.fill(PixelRect(x: r.maxX - t, y: r.y, width: t, height: r.height), color)
    }

    /// Bars of random widths (a barcode's look; not a code to read).
    static func barcode(at r: PixelRect, random: inout TagCamera.SplitMix, on canvas: Canvas) {
        var x = r.x
        var dark = true
        while x < r.maxX {
            let w = Int(random.next() % 4) + 1
            if dark { canvas.fill(PixelRect(x: x, y: r.y, width: min(w * 2, r.maxX - x), height: r.height - 12), ink) }
            x += w * 2
            dark.toggle()
        }
    }
}

extension TagCamera.SplitMix: RandomNumberGenerator {}
