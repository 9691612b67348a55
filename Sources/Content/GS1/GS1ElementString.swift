// GS1ElementString: GS1 AI data, from any of its three forms: a GS1 symbol's element string
// (GS1-128, DataBar, GS1 DataMatrix, GS1 QR, GS1 DotCode), a bracketed human readable
// interpretation, or a GS1 Digital Link URI; every value checked, expiry judged against today.
import Wire

/// GS1 element strings (GS1 General Specifications, sections 3 and 7.8).
public struct GS1ElementString: ContentKind {
    public static let typeName = "gs1"

    /// The elements in the order the payload gives them (for a Digital Link: path, then query).
    public let elements: [GS1Element]
    /// The symbology that carried the payload.
    public let symbology: String
    /// The host of the GS1 Digital Link URI the elements came from; nil for element strings.
    public let digitalLinkHost: String?
    /// Whether the product is past its expiry (17, 7003) or best-before (15) date on the
    /// kiosk's day: true the day after. nil when the payload has none of those dates. A sell-by
    /// date (16) is the shop's last selling day, not the product's end, and is not counted.
    public let expired: Bool?
    /// The AIs among 17, 7003 and 15 whose date is before the kiosk's day.
    public let passedExpiries: [String]
    /// The mandatory associations the elements do not meet (a batch without the GTIN it is a
    /// batch of); shown on the card, as a wrong check digit is.
    public let missingAssociations: [GS1MissingAssociation]

    /// `(01)09506000134352(17)260731(10)ABC123`.
    public var hri: String { elements.map(\.hri).joined() }

    /// Whether every check digit in the elements is right.
    public var checkDigitsValid: Bool { elements.allSatisfy { $0.checkDigitValid != false } }

    /// The AIs that count for `expired`.
    static let expiryAIs = ["17", "7003", "15"]

    public static func parse(_ payload: ContentPayload, context: ContentContext) throws(ContentRefusal) -> GS1ElementString? {
        let text = payload.text ?? String(decoding: payload.bytes, as: UTF8.self)
        let today = context.today
        if isGS1Symbol(payload, text: text) {
            // A GS1 DataBar Omnidirectional or Limited read as its bare GTIN-14 is a retail number.
            if payload.symbology == "databar" || payload.symbology == "databar-ltd", text.count == 14, GS1Characters.areDigits(text) { return nil }
            return try GS1ElementString(GS1ElementStringSyntax.elements(ofSymbolData: text), symbology: payload.symbology, today: today)
        }
        if let link = try GS1DigitalLinkURI.parse(text, today: today) {
            return try GS1ElementString(link.path + link.attributes, symbology: payload.symbology, digitalLinkHost: link.host, today: today)
        }
        if let bracketed = try GS1ElementStringSyntax.elements(ofBracketed: text) {
            return try GS1ElementString(bracketed, symbology: payload.symbology, today: today)
        }
        return nil
    }

    /// Symbols whose data is GS1 element strings: an FNC1 first (the payload's flag or its AIM
    /// identifier, also when a scanner typed that identifier), and GS1 DataBar, which carries
    /// nothing else.
    private static func isGS1Symbol(_ payload: ContentPayload, text: String) -> Bool {
        let aim = GS1ElementStringSyntax.aimIdentifiers
        return payload.gs1 || aim.contains(payload.aimIdentifier ?? "") || aim.contains(where: { text.hasPrefix($0) })
            || ["databar", "databar-exp", "databar-ltd"].contains(payload.symbology)
    }

    init(
        _ pairs: [(GS1ApplicationIdentifier, String)], symbology: String, digitalLinkHost: String? = nil, today: CalendarDate
    ) throws(ContentRefusal) {
        var elements: [GS1Element] = []
        for (identifier, value) in pairs {
            let element = try GS1Element(identifier, value: value, today: today)
            if let earlier = elements.first(where: { $0.ai == element.ai }) {
                // An AI repeated with the same value is harmless in an element string (the
                // syntax engine allows it); a Digital Link URI may hold each AI once.
                guard earlier.value == element.value, digitalLinkHost == nil else {
                    throw ContentRefusal("(\(element.ai)) appears twice" + (earlier.value == element.value ? "" : " with different values"))
                }
                continue
            }
            elements.append(element)
        }
        for (identifier, _) in pairs {
            for other in elements where other.ai != identifier.ai && identifier.excludes.contains(where: { Self.matches(other.ai, $0) }) {
                throw ContentRefusal("(\(identifier.ai)) may not appear with (\(other.ai))")
            }
        }
        self.elements = elements
        self.symbology = symbology
        self.digitalLinkHost = digitalLinkHost
        let judged = elements.filter { Self.expiryAIs.contains($0.ai) && $0.date != nil }
        self.passedExpiries = judged.filter { today > $0.date! }.map(\.ai)
        self.expired = judged.isEmpty ? nil : !passedExpiries.isEmpty
        self.missingAssociations = GS1MissingAssociation.missing(in: elements)
    }

    /// Whether `ai` matches `pattern`, where `n` stands for any digit (`310n`, `35nn`).
    static func matches(_ ai: String, _ pattern: String) -> Bool {
        ai.count == pattern.count && zip(ai, pattern).allSatisfy { $1 == "n" ? GS1Characters.isDigit($0) : $0 == $1 }
    }

    public func element(_ ai: String) -> GS1Element? { elements.first { $0.ai == ai } }

    public var fields: [JSON.Member] {
        var members: [JSON.Member] = [("hri", .string(hri)), ("elements", .array(elements.map(\.field)))]
        // The GTIN at the top as well: what a till wants typed (a destination's `field=gtin`).
        if let gtin = element("01") { members.append(("gtin", .string(gtin.value))) }
        if let expired { members.append(("expired", .bool(expired))) }
        if let digitalLinkHost { members.append(("digitalLink", .string(digitalLinkHost))) }
        return members
    }
}
