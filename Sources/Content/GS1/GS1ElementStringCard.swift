// GS1ElementStringCard: what the result card shows for GS1 AI data: what the item is, its key,
// its expiry and its batch or serial, the rest small, and a warning when it has expired, a
// check digit is wrong or an AI lacks the one it must come with. GS1's own names (GTIN, SSCC,
// GLN) and its data titles for the rarer AIs are shown as GS1 writes them.
import Language

extension GS1ElementString {
    public var card: ContentCard {
        var main: [ContentCard.Fact] = []
        var shown: Set<String> = []
        func show(_ element: GS1Element?) {
            guard let element, main.count < 3, !shown.contains(element.ai) else { return }
            main.append(ContentCard.Fact(Self.label(element), Self.display(element)))
            shown.insert(element.ai)
        }
        show(key)
        show(element("17") ?? element("7003") ?? element("15"))
        show(element("10") ?? element("21"))
        show(elements.first { ($0.ai.hasPrefix("31") || $0.ai.hasPrefix("32") || $0.ai.hasPrefix("39")) && $0.decimal != nil })
        let details = elements.filter { !shown.contains($0.ai) }.map { ContentCard.Fact(Self.label($0), Self.display($0)) }

        var warnings: [ShownText] = []
        for element in elements where passedExpiries.contains(element.ai) {
            warnings.append(.said(element.ai == "15" ? .cardPastBestBefore : .cardExpired, parts: ["date": element.date!.shown]))
        }
        for element in elements where element.checkDigitValid == false {
            warnings.append(.said(.cardBadCheckDigitIn, ["ai": element.ai], parts: ["label": Self.label(element)]))
        }
        warnings += missingAssociations.map(\.shown)
        return ContentCard(title: title, main: main, details: details, warnings: warnings)
    }

    /// The element that says what the item is: a GS1 key (a Digital Link primary key, or the
    /// GTIN of contained or made-to-order items).
    var key: GS1Element? {
        elements.first { GS1ApplicationIdentifier.all[$0.ai]?.digitalLinkQualifiers != nil || ["02", "03"].contains($0.ai) }
    }

    /// What the item is, from its key and, for health care, its pattern of AIs.
    var title: Message {
        let ais = Set(elements.map(\.ai))
        // (710)–(717) are national healthcare reimbursement numbers: medicines' numbers (PZN, CIP, CN…).
        if !ais.isDisjoint(with: ["710", "711", "712", "713", "714", "715", "716", "717"]) { return .cardMedicine }
        // GTIN, expiry, batch and serial in a GS1 DataMatrix is the unique identifier of the EU's
        // falsified medicines rules and of the US DSCSA, and also the UDI of medical devices.
        if symbology == "datamatrix", ["01", "17", "10", "21"].allSatisfy(ais.contains) { return .cardMedicineOrDevice }
        switch key?.ai {
        case "01", "02", "03": return .cardProduct
        case "00": return .cardShippingUnit
        case "414", "417": return .cardLocation
        case "8003": return .cardReturnableAsset
        case "8004": return .cardAsset
        case "253": return .cardDocument
        case "255": return .cardCoupon
        case "8006": return .cardProductPart
        case "8017", "8018": return .cardServiceRelation
        case "401": return .cardConsignment
        case "402": return .cardShipment
        case "8010": return .cardComponent
        case "8013": return .cardModel
        default: return .cardGS1Data
        }
    }

    /// A short label: the common AIs in words, the others by their data title.
    static func label(_ element: GS1Element) -> ShownText {
        switch element.ai {
        case "00": .verbatim("SSCC")
        case "01": .verbatim("GTIN")
        case "02": .said(.cardContainedGTIN)
        case "10": .said(.cardBatch)
        case "11": .said(.cardProduced)
        case "13": .said(.cardPacked)
        case "15": .said(.cardBestBefore)
        case "16": .said(.cardSellBy)
        case "17", "7003": .said(.cardExpiry)
        case "21": .said(.cardSerial)
        case "30", "37": .said(.cardCount)
        case "414": .verbatim("GLN")
        default:
            switch element.ai.prefix(3) {
            case "310": .said(.cardNetWeight)
            case "392", "393": .said(.cardPrice)
            default: .verbatim(element.title)
            }
        }
    }

    /// The value as a person reads it: dates as the reader's language writes them, measures with
    /// their unit, amounts with their currency.
    static func display(_ element: GS1Element) -> ShownText {
        if let date = element.date { return date.shown }
        return .verbatim(displayText(element))
    }

    /// The value's text, for a value that is not a date.
    static func displayText(_ element: GS1Element) -> String {
        if let decimal = element.decimal {
            if let currency = element.currency { return "\(currency) \(decimal)" }
            if element.ai.hasPrefix("3"), !element.ai.hasPrefix("39"), let open = element.title.firstIndex(of: "("),
                let close = element.title[open...].firstIndex(of: ")")
            {
                return "\(decimal) \(element.title[element.title.index(after: open)..<close])"
            }
            return decimal
        }
        return element.value
    }
}
