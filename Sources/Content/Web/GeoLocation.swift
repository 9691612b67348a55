// GeoLocation: a place on Earth as a `geo:` URI (RFC 5870) gives it, its coordinates checked
// against WGS-84's ranges. The kiosk opens no map.
import Language
import Wire

/// A `geo:` URI: latitude, longitude and altitude in WGS-84, the uncertainty in metres.
public struct GeoLocation: ContentKind {
    public static let typeName = "geo"

    /// The numbers as written (`48.2010`): degrees, and metres for altitude and uncertainty.
    public let latitude: String
    public let longitude: String
    public let altitude: String?
    public let uncertainty: String?
    /// Other parameters (`;name=value`), as written.
    public let parameters: [String]
    /// The `?q=` search of Android's geo intent (`geo:0,0?q=1600+Amphitheatre+Parkway`), not
    /// part of RFC 5870 but written by map apps; `+` read as a space, as there.
    public let query: String?

    public static func parse(_ payload: ContentPayload, context: ContentContext) throws(ContentRefusal) -> GeoLocation? {
        guard let whole = payload.text else { return nil }
        let text = URISyntax.trimmingWhitespace(whole)
        guard URISyntax.scheme(of: text) == "geo" else { return nil }
        return try GeoLocation(text.dropFirst("geo:".count))
    }

    init(_ rest: Substring) throws(ContentRefusal) {
        try URISyntax.checkCharacters(rest, in: "the geo: URI")
        let question = rest.firstIndex(of: "?")
        let path = rest[..<(question ?? rest.endIndex)]
        let parts = path.split(separator: ";", omittingEmptySubsequences: false)
        let coordinates = parts[0].split(separator: ",", omittingEmptySubsequences: false)
        guard (2...3).contains(coordinates.count) else {
            throw ContentRefusal(
                "the geo: URI gives \(coordinates.count) coordinate\(coordinates.count == 1 ? "" : "s"), not latitude,longitude[,altitude] (RFC 5870 3.3)"
            )
        }
        for coordinate in coordinates where !Self.isNumber(coordinate) {
            throw ContentRefusal("“\(coordinate)” is not a coordinate: digits, an optional “-” and decimals (RFC 5870 3.3)")
        }
        latitude = String(coordinates[0])
        longitude = String(coordinates[1])
        altitude = coordinates.count == 3 ? String(coordinates[2]) : nil

        var uncertainty: String?
        var parameters: [String] = []
        for (index, parameter) in parts.dropFirst().enumerated() {
            let pair = parameter.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = pair[0].lowercased()
            guard !name.isEmpty, name.unicodeScalars.allSatisfy({ URISyntax.isAlphanumeric($0) || $0 == "-" }) else {
                throw ContentRefusal("“;\(parameter)” is not a parameter of the geo: URI (RFC 5870 3.3)")
            }
            let value = pair.count == 2 ? pair[1] : nil
            switch name {
            case "crs":
                guard index == 0 else { throw ContentRefusal("crs must be the geo: URI's first parameter (RFC 5870 3.3)") }
                guard value?.lowercased() == "wgs84" else {
                    throw ContentRefusal(
                        "coordinate reference system “\(value ?? "")”: RFC 5870 registers wgs84 only, so the numbers cannot be placed")
                }
            case "u":
                guard uncertainty == nil, parameters.isEmpty, index <= 1 else {
                    throw ContentRefusal("u must come before other parameters, once (RFC 5870 3.3)")
                }
                guard let value, Self.isNumber(value), !value.hasPrefix("-") else {
                    throw ContentRefusal("uncertainty “\(value ?? "")” is not a number of metres (RFC 5870 3.4.3)")
                }
                uncertainty = String(value)
            default:
                parameters.append(String(parameter))
            }
        }
        self.uncertainty = uncertainty
        self.parameters = parameters

        // RFC 5870 3.4.2: WGS-84 latitudes run from -90 to 90, longitudes from -180 to 180.
        guard let lat = Double(latitude), (-90...90).contains(lat) else {
            throw ContentRefusal("latitude \(latitude) is outside -90…90 (RFC 5870 3.4.2)")
        }
        guard let lon = Double(longitude), (-180...180).contains(lon) else {
            throw ContentRefusal("longitude \(longitude) is outside -180…180 (RFC 5870 3.4.2)")
        }
        if let question {
            let queryText = rest[rest.index(after: question)...]
            if let q = queryText.split(separator: "&").first(where: { $0.hasPrefix("q=") }) {
                query = try URISyntax.percentDecoded(q.dropFirst(2), plusIsSpace: true, in: "the geo: URI")
            } else {
                query = nil
            }
        } else {
            query = nil
        }
    }

    /// RFC 5870's num: [ "-" ] 1*DIGIT [ "." 1*DIGIT ].
    static func isNumber(_ text: Substring) -> Bool {
        let unsigned = text.hasPrefix("-") ? text.dropFirst() : text
        let parts = unsigned.split(separator: ".", omittingEmptySubsequences: false)
        return (1...2).contains(parts.count) && parts.allSatisfy { !$0.isEmpty && $0.unicodeScalars.allSatisfy(URISyntax.isDigit) }
    }

    /// Whether the location is a pole, where RFC 5870 3.4.2 says the longitude means nothing.
    public var isPole: Bool { Double(latitude).map { abs($0) == 90 } ?? false }

    /// `latitude`, `longitude` (decimals as written, degrees); `altitude`, `uncertainty`
    /// (metres) and Android's `query` when given.
    public var fields: [JSON.Member] {
        var fields: [JSON.Member] = [("latitude", .decimal(latitude)), ("longitude", .decimal(longitude))]
        if let altitude { fields.append(("altitude", .decimal(altitude))) }
        if let uncertainty { fields.append(("uncertainty", .decimal(uncertainty))) }
        if let query { fields.append(("query", .string(query))) }
        return fields
    }

    public var card: ContentCard {
        func degrees(_ value: String, positive: String, negative: String) -> String {
            let magnitude = value.hasPrefix("-") ? String(value.dropFirst()) : value
            if magnitude.allSatisfy({ $0 == "0" || $0 == "." }) { return "0°" }
            return magnitude + "° " + (value.hasPrefix("-") ? negative : positive)
        }
        let latitudeText = degrees(latitude, positive: "N", negative: "S")
        var main: [ContentCard.Fact] = [
            .init(.cardCoordinates, isPole ? latitudeText : latitudeText + ", " + degrees(longitude, positive: "E", negative: "W"))
        ]
        if let altitude { main.append(.init(.cardAltitude, altitude + " m")) }
        var details: [ContentCard.Fact] = []
        if let uncertainty { details.append(.init(.cardWithin, uncertainty + " m")) }
        if let query { details.append(.init(.cardSearch, query)) }
        return ContentCard(title: .cardLocation, main: main, details: details)
    }
}
