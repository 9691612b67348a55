// GS1ElementStringCard: what the result card shows for GS1 AI data: what the item is, its key,
// its expiry and its batch or serial, the rest small, and a warning when it has expired, a
// check digit is wrong or an AI lacks the one it must come with.

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

        var warnings: [String] = []
        for element in elements where passedExpiries.contains(element.ai) {
            warnings.append((element.ai == "15" ? "Past best before " : "EXPIRED ") + element.date!.spelled)
        }
        for element in elements where element.checkDigitValid == false {
            warnings.append("Bad check digit in \(Self.label(element)) (\(element.ai))")
        }
        warnings += missingAssociations.map(\.description)
        return ContentCard(title: title, main: main, details: details, warning: warnings.isEmpty ? nil : warnings.joined(separator: " · "))
    }

    /// The element that says what the item is: a GS1 key (a Digital Link primary key, or the
    /// GTIN of contained or made-to-order items).
    var key: GS1Element? {
        elements.first { GS1ApplicationIdentifier.all[$0.ai]?.digitalLinkQualifiers != nil || ["02", "03"].contains($0.ai) }
    }

    /// What the item is, from its key and, for health care, its pattern of AIs.
    var title: String {
        let ais = Set(elements.map(\.ai))
        // (710)–(717) are national healthcare reimbursement numbers: medicines' numbers (PZN, CIP, CN…).
        if !ais.isDisjoint(with: ["710", "711", "712", "713", "714", "715", "716", "717"]) { return "Medicine" }
        // GTIN, expiry, batch and serial in a GS1 DataMatrix is the unique identifier of the EU's
        // falsified medicines rules and of the US DSCSA, and also the UDI of medical devices.
        if symbology == "datamatrix", ["01", "17", "10", "21"].allSatisfy(ais.contains) { return "Medicine or device" }
        switch key?.ai {
        case "01", "02", "03": return "Product"
        case "00": return "Shipping unit"
        case "414", "417": return "Location"
        case "8003": return "Returnable asset"
        case "8004": return "Asset"
        case "253": return "Document"
        case "255": return "Coupon"
        case "8006": return "Product part"
        case "8017", "8018": return "Service relation"
        case "401": return "Consignment"
        case "402": return "Shipment"
        case "8010": return "Component"
        case "8013": return "Model"
        default: return "GS1 data"
        }
    }

    /// A short label: the common AIs in words, the others by their data title.
    static func label(_ element: GS1Element) -> String {
        switch element.ai {
        case "00": "SSCC"
        case "01": "GTIN"
        case "02": "Contained GTIN"
        case "10": "Batch"
        case "11": "Produced"
        case "13": "Packed"
        case "15": "Best before"
        case "16": "Sell by"
        case "17", "7003": "Expiry"
        case "21": "Serial"
        case "30", "37": "Count"
        case "414": "GLN"
        default:
            switch element.ai.prefix(3) {
            case "310": "Net weight"
            case "392", "393": "Price"
            default: element.title
            }
        }
    }

    /// The value as a person reads it: dates spelled, measures with their unit, amounts with
    /// their currency.
    static func display(_ element: GS1Element) -> String {
        if let date = element.date { return date.spelled }
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
