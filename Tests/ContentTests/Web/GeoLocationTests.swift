// GeoLocationTests: RFC 5870's example geo: URIs, its ranges, Android's query, and what is refused.
import Content
import Language
import Testing

@Suite struct GeoLocationTests {
    func parse(_ text: String) throws -> GeoLocation? {
        try GeoLocation.parse(PersonalFixtures.payload(text), context: PersonalFixtures.context)
    }

    @Test func theExamplesOfRFC5870() throws {
        // RFC 5870 1.
        let singapore = try #require(try parse("geo:13.4125,103.8667"))
        #expect(PersonalFixtures.same(singapore.fields, [("latitude", .decimal("13.4125")), ("longitude", .decimal("103.8667"))]))
        #expect(singapore.card.english == WordedCard(title: "Location", main: [.init("Coordinates", "13.4125° N, 103.8667° E")]))
        // 6.1: three dimensions.
        let vienna = try #require(try parse("geo:48.2010,16.3695,183"))
        #expect(vienna.altitude == "183")
        #expect(vienna.card.english.main == [.init("Coordinates", "48.2010° N, 16.3695° E"), .init("Altitude", "183 m")])
        // 6.2: explicit CRS and uncertainty.
        let uncertain = try #require(try parse("geo:48.198634,16.371648;crs=wgs84;u=40"))
        #expect(uncertain.uncertainty == "40" && uncertain.card.english.details == [.init("Within", "40 m")])
        #expect(uncertain.fields.last?.key == "uncertainty" && uncertain.fields.last?.value == .decimal("40"))
        // 6.4 / 3.4.2: at a pole the longitude means nothing.
        let pole = try #require(try parse("geo:90,-22.43;crs=WGS84"))
        #expect(pole.isPole && pole.card.english.main == [.init("Coordinates", "90° N")])
        #expect(try parse("geo:-48.2010,-16.3695")?.card.english.main == [.init("Coordinates", "48.2010° S, 16.3695° W")])
        #expect(GeoLocation.typeName == "geo")
    }

    @Test func otherWritings() throws {
        // ZXing's sample, in capitals.
        #expect(try parse("GEO:40.71872,-73.98905,100")?.longitude == "-73.98905")
        // Android's geo intent: a search, + as a space.
        let search = try #require(try parse("geo:0,0?q=1600+Amphitheatre+Parkway%2C+CA"))
        #expect(search.query == "1600 Amphitheatre Parkway, CA" && search.card.english.details == [.init("Search", "1600 Amphitheatre Parkway, CA")])
        #expect(try parse("geo:1,2;u=5;label=x")?.parameters == ["label=x"])
        #expect(try parse("geography:1,2") == nil)
    }

    @Test func refusals() {
        let cases: [(String, String)] = [
            ("geo:94,0", "latitude 94 is outside -90…90 (RFC 5870 3.4.2)"),
            ("geo:0,181", "longitude 181 is outside -180…180 (RFC 5870 3.4.2)"),
            ("geo:1", "the geo: URI gives 1 coordinate, not latitude,longitude[,altitude] (RFC 5870 3.3)"),
            ("geo:1,2,3,4", "the geo: URI gives 4 coordinates, not latitude,longitude[,altitude] (RFC 5870 3.3)"),
            ("geo:+1,2", "“+1” is not a coordinate: digits, an optional “-” and decimals (RFC 5870 3.3)"),
            ("geo:1.,2", "“1.” is not a coordinate: digits, an optional “-” and decimals (RFC 5870 3.3)"),
            ("geo:1,2;u=40;crs=wgs84", "crs must be the geo: URI's first parameter (RFC 5870 3.3)"),
            ("geo:1,2;crs=nad27", "coordinate reference system “nad27”: RFC 5870 registers wgs84 only, so the numbers cannot be placed"),
            ("geo:1,2;u=-5", "uncertainty “-5” is not a number of metres (RFC 5870 3.4.3)"),
            ("geo:1,2;u=5;u=6", "u must come before other parameters, once (RFC 5870 3.3)"),
            ("geo:1,2;=x", "“;=x” is not a parameter of the geo: URI (RFC 5870 3.3)"),
            ("geo:1, 2", "a space cannot be part of the geo: URI (RFC 3986 2)"),
        ]
        for (text, reason) in cases {
            #expect(throws: ContentRefusal(reason), "\(text)") { try parse(text) }
        }
    }
}
