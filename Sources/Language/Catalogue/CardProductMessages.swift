// CardProductMessages: what the result card says about a product's code: GS1 data (a medicine's
// expiry, a batch, a weight) and retail numbers (a book's ISBN, a weighed item's price).

extension Message {
    static func cardTitle(_ key: String, _ english: String) -> Message {
        Message("card.title." + key, english, note: "Title of the result card, shown in capitals where the script has them; short.")
    }
    static func cardLabel(_ key: String, _ english: String, _ note: String = "") -> Message {
        Message("card.label." + key, english, note: "A fact's label on the result card, before its value; short." + (note.isEmpty ? "" : " " + note))
    }

    public static let cardMedicine = cardTitle("medicine", "Medicine")
    public static let cardMedicineOrDevice = cardTitle("medicine-or-device", "Medicine or device")
    public static let cardProduct = cardTitle("product", "Product")
    public static let cardShippingUnit = cardTitle("shipping-unit", "Shipping unit")
    public static let cardLocation = cardTitle("location", "Location")
    public static let cardReturnableAsset = cardTitle("returnable-asset", "Returnable asset")
    public static let cardAsset = cardTitle("asset", "Asset")
    public static let cardDocument = cardTitle("document", "Document")
    public static let cardCoupon = cardTitle("coupon", "Coupon")
    public static let cardProductPart = cardTitle("product-part", "Product part")
    public static let cardServiceRelation = cardTitle("service-relation", "Service relation")
    public static let cardConsignment = cardTitle("consignment", "Consignment")
    public static let cardShipment = cardTitle("shipment", "Shipment")
    public static let cardComponent = cardTitle("component", "Component")
    public static let cardModel = cardTitle("model", "Model")
    public static let cardGS1Data = cardTitle("gs1-data", "GS1 data")
    public static let cardBook = cardTitle("book", "Book")
    public static let cardSheetMusic = cardTitle("sheet-music", "Sheet music")
    public static let cardPeriodical = cardTitle("periodical", "Periodical")
    public static let cardRefundReceipt = cardTitle("refund-receipt", "Refund receipt")
    public static let cardInStoreNumber = cardTitle("in-store-number", "In-store number")
    public static let cardWeighedItem = cardTitle("weighed-item", "Weighed item")
    public static let cardPricedItem = cardTitle("priced-item", "Priced item")

    public static let cardContainedGTIN = cardLabel("contained-gtin", "Contained GTIN", "GTIN: GS1's Global Trade Item Number, kept as is.")
    public static let cardBatch = cardLabel("batch", "Batch")
    public static let cardProduced = cardLabel("produced", "Produced", "The production date.")
    public static let cardPacked = cardLabel("packed", "Packed", "The packaging date.")
    public static let cardBestBefore = cardLabel("best-before", "Best before")
    public static let cardSellBy = cardLabel("sell-by", "Sell by")
    public static let cardExpiry = cardLabel("expiry", "Expiry", "The expiry date.")
    public static let cardSerial = cardLabel("serial", "Serial", "The serial number.")
    public static let cardCount = cardLabel("count", "Count", "How many items the pack holds.")
    public static let cardNetWeight = cardLabel("net-weight", "Net weight")
    public static let cardPrice = cardLabel("price", "Price")
    public static let cardWeight = cardLabel("weight", "Weight")
    public static let cardItem = cardLabel("item", "Item", "The item's number inside a weighed or priced item's code.")
    public static let cardAddOn = cardLabel("add-on", "Add-on", "The 2- or 5-digit add-on printed beside a barcode.")
    public static let cardRestrictedTo = cardLabel("restricted-to", "Restricted to", "Where a number may be used.")

    public static let cardPastBestBefore = Message(
        "card.warning.past-best-before", "Past best before {date}", note: "Warning on the card, in capitals; {date} is a date.")
    public static let cardExpired = Message("card.warning.expired", "Expired {date}", note: "Warning on the card, in capitals; {date} is a date.")
    public static let cardBadCheckDigitIn = Message(
        "card.warning.bad-check-digit-in", "Bad check digit in {label} ({ai})",
        note: "Warning on the card; {label} is a fact's label such as “Serial”, {ai} a GS1 number such as 21.")
    public static let cardNeeds = Message(
        "card.warning.needs", "({ai}) needs {others}",
        note: "Warning on the card: a GS1 element needs another with it; {ai} is a number, {others} a list such as “(01) or (02)”.")
    public static let cardOr = Message("card.or", "{list} or {last}", note: "The end of a list of alternatives: “(01), (02) or (03)”.")
    public static let cardBadCheckDigitShould = Message(
        "card.warning.bad-check-digit", "Bad check digit (should be {digit})", note: "Warning on the card; {digit} is the right one.")
    public static let cardBadPriceCheckDigit = Message(
        "card.warning.bad-price-check-digit", "Bad price check digit: the price may be misread", note: "Warning on the card.")
    public static let cardRestrictedCountry = Message(
        "card.value.restricted-country", "a country (GS1 prefix {prefix})", note: "Value after “Restricted to”; {prefix} is two digits.")
    public static let cardRestrictedCompany = Message("card.value.restricted-company", "one company", note: "Value after “Restricted to”.")

    static let cardProductMessages: [Message] = [
        .cardMedicine, .cardMedicineOrDevice, .cardProduct, .cardShippingUnit, .cardLocation, .cardReturnableAsset, .cardAsset, .cardDocument,
        .cardCoupon, .cardProductPart, .cardServiceRelation, .cardConsignment, .cardShipment, .cardComponent, .cardModel, .cardGS1Data,
        .cardBook, .cardSheetMusic, .cardPeriodical, .cardRefundReceipt, .cardInStoreNumber, .cardWeighedItem, .cardPricedItem,
        .cardContainedGTIN, .cardBatch, .cardProduced, .cardPacked, .cardBestBefore, .cardSellBy, .cardExpiry, .cardSerial, .cardCount,
        .cardNetWeight, .cardPrice, .cardWeight, .cardItem, .cardAddOn, .cardRestrictedTo, .cardPastBestBefore, .cardExpired,
        .cardBadCheckDigitIn, .cardNeeds, .cardOr, .cardBadCheckDigitShould, .cardBadPriceCheckDigit, .cardRestrictedCountry,
        .cardRestrictedCompany,
    ]
}
