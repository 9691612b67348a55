// ProductServerSpecTests: `--lookup` and `--lookup-map` values taken apart (credentials out of
// the name, placeholders filled percent-encoded), and every wrong value refused on one line.
import Catalog
import Content
import Testing
import Wire

@Suite struct ProductServerSpecTests {
    let euro = ISO4217Currency(code: "EUR")!

    @Test func theURLLosesItsCredentialsAndFillsItsPlaceholders() throws {
        let spec = try ProductServerSpec(
            url: "https://till:p%40ss@pos.example/api/items/{code}?gtin={gtin} bearer=abc ca=/etc/ssl/pos.pem", map: nil, timeout: 2,
            currency: euro)
        #expect(spec.name == "https://pos.example/api/items/{code}?gtin={gtin}")
        #expect(spec.user == "till" && spec.password == "p@ss" && spec.bearer == "abc" && spec.caFile == "/etc/ssl/pos.pem")
        #expect(spec.url(for: "4006381333931") == "https://pos.example/api/items/4006381333931?gtin=04006381333931")
        #expect(spec.url(for: " 96385074 ") == "https://pos.example/api/items/96385074?gtin=00000096385074")
        #expect(spec.url(for: "4006381333932") == "https://pos.example/api/items/4006381333932?gtin=4006381333932")
        #expect(spec.url(for: "Käse/1 ?&#") == "https://pos.example/api/items/K%C3%A4se%2F1%20%3F%26%23?gtin=K%C3%A4se%2F1%20%3F%26%23")
        #expect(spec.timeout == 2 && spec.retries == 1 && spec.foundSeconds == 60 && spec.notFoundSeconds == 10)
    }

    @Test func secretParametersStayOutOfTheNameButGoWithTheRequest() throws {
        let spec = try ProductServerSpec(url: "https://pos.example/api?code={code}&api_key=K3Y", map: nil, timeout: 2, currency: euro)
        #expect(spec.name == "https://pos.example/api?code={code}&api_key=***")
        #expect(spec.url(for: "96385074") == "https://pos.example/api?code=96385074&api_key=K3Y")
    }

    @Test func wrongValuesAreRefusedOnOneLine() {
        let cases: [(url: String, map: String?, timeout: Double, error: String)] = [
            ("", nil, 2, "--lookup expects a URL such as https://pos.example/api/items/{code}"),
            ("ftp://u:secret@pos.example/{code}", nil, 2, "--lookup: 'ftp://u:***@pos.example/{code}' is not an http:// or https:// URL"),
            (
                "https://pos.example/items", nil, 2,
                "--lookup: the URL needs {code} or {gtin} where the product code goes, as in https://pos.example/api/items/{code}"
            ),
            ("https:///{code}", nil, 2, "--lookup: 'https:///{code}' names no server"),
            ("https://pos.example/{code}", nil, 0, "--lookup: the timeout must be more than 0 and at most 60 seconds"),
            (
                "https://pos.example/{code} token=x", nil, 2,
                "--lookup: unknown setting 'token' after the URL (bearer=TOKEN, bearer-file=PATH, password-file=PATH, ca=PATH)"
            ),
            (
                "https://till:50%@pos.example/{code}", nil, 2,
                "--lookup: the password in the URL has a malformed %XX escape (write % as %25)"
            ),
            ("https://pos.example/{code} password-file=/nonexistent", nil, 2, "--lookup: password-file=: cannot read /nonexistent: no such file"),
            ("https://pos.example/{code}", "title", 2, "--lookup-map: expected PART=PATH, got 'title'"),
            (
                "https://pos.example/{code}", "label=title", 2,
                "--lookup-map: unknown part 'label' (item, code, name, price, currency, promo_price, promo_from, promo_until, unit, unit_price_base, image, fields, min_age, field.NAME)"
            ),
            ("https://pos.example/{code}", "price=pricing..amount", 2, "--lookup-map: 'pricing..amount' has an empty step between dots"),
            ("https://pos.example/{code}", "name=", 2, "--lookup-map: the name cannot be left out"),
            ("https://pos.example/{code}", "field.brand=", 2, "--lookup-map: field.brand needs a path"),
        ]
        for (url, map, timeout, error) in cases {
            #expect(throws: ProductServerError(error), "\(url) \(map ?? "")") {
                try ProductServerSpec(url: url, map: map, timeout: timeout, currency: euro)
            }
        }
    }

    @Test func theMapKeepsDefaultsForWhatItDoesNotName() throws {
        let map = try ProductMap(parsing: "name = title , image= , field.Marke=brand.name")
        #expect(map.paths[.name]?.members == ["title"])
        #expect(map.paths[.price]?.members == ["price"] && map.paths[.promoPrice]?.members == ["promo_price"])
        #expect(map.paths[.image] == nil)
        #expect(map.fields.map(\.name) == ["Marke"] && map.fields.map(\.path.members) == [["brand", "name"]])
        #expect(try ProductMap(parsing: "") == ProductMap(parsing: "name=name,price=price"))
    }

    @Test func aServersAgeIsReadAsTheCatalogsColumn() throws {
        func product(_ json: String, map: String = "") throws(ProductServerError) -> Product? {
            try ProductMap(parsing: map).product(in: JSON(parsing: Array(json.utf8))!, code: "1", currency: euro)
        }
        #expect(try product(#"{"name":"Pils","price":"0.89","min_age":18}"#)?.minAge == 18)
        #expect(try product(#"{"name":"Pils","price":"0.89","restriction":{"age":"16+"}}"#, map: "min_age=restriction.age")?.minAge == 16)
        #expect(try product(#"{"name":"Saft","price":"1.10"}"#)?.minAge == 0)
        #expect(throws: ProductServerError("min_age at min_age: 150 is more than 99 years")) {
            try product(#"{"name":"Pils","price":"0.89","min_age":150}"#)
        }
        #expect(throws: ProductServerError("min_age at min_age: \"adult\" is not an age: a whole number of years from 0 to 99, such as 18")) {
            try product(#"{"name":"Pils","price":"0.89","min_age":"adult"}"#)
        }
    }
}
