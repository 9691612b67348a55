// PriceUnitTests: what a price is per, from the text read after it.
import OCR
import Testing

@Suite struct PriceUnitTests {
    @Test func unitsAsShopsPrintThem() {
        let cases: [(String, String?, String?)] = [
            ("€/kg", "kg", "€"), ("€ / kg", "kg", "€"), ("/kg", "kg", nil), ("per kg", "kg", nil), ("perkg", "kg", nil), ("je kg", "kg", nil),
            ("/lb", "lb", nil), ("lb", "lb", nil), ("€/100g", "100 g", "€"), ("/100 ml", "100 ml", nil), ("/l", "l", nil), ("£/kg", "kg", "£"),
            ("oz", "oz", nil),
            // Rubles, as the Latin model reads `руб`, `руб.` and `руб./кг` printed after a price.
            ("py6", nil, "₽"), ("py6.", nil, "₽"), ("pyb", nil, "₽"), ("py6./kg", "kg", "₽"), ("kg.", "kg", nil), ("CHF", nil, "CHF"),
            ("CHF/kg", "kg", "CHF"), ("chf / 100g", "100 g", "CHF"),
            // `g` read as `9` after `100`.
            ("€/1009", "100 g", "€"),
        ]
        for (text, unit, sign) in cases {
            let parsed = PriceUnit.parse(text)
            #expect(parsed?.unit == unit && parsed?.sign == sign, "\(text)")
        }
        // A sign alone is the price's currency, with no unit.
        #expect(PriceUnit.parse("€").map { $0.unit == nil && $0.sign == "€" } == true)
    }

    /// What is no unit: a bare letter (a mark misread as `l` or `g`), other words, digits, a
    /// sign with nothing that follows the rules, an empty read.
    @Test func anythingElseIsNone() {
        for text in [
            "l", "g", "", " ", "/", "ere", "mo", "kgl", "/b", "e009", "298", "€€", "per", "/kg/kg", "$lb2", "py", "py6x", "py6/b", ".", "1009", "CH",
            "CHFF", "HF",
            "€/109",
        ] {
            #expect(PriceUnit.parse(text) == nil, "\(text)")
        }
    }
}
