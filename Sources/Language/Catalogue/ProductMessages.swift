// ProductMessages: what the price checker's product card says.

extension Message {
    public static let productPrice = Message(
        "product.price", "Price", note: "Title of the product card, shown in capitals where the script has them.")
    public static let productOffer = Message(
        "product.offer", "Offer", note: "Title of the product card while a promotion runs, shown in capitals where the script has them.")
    public static let productNotOnFile = Message(
        "product.not-on-file", "Not on file", note: "Title of the card for a code the shop's catalog does not have.")
    public static let productPriceUnavailable = Message(
        "product.price-unavailable", "Price unavailable", note: "Title of the card when no price could be found or computed.")
    public static let productAskStaff = Message(
        "product.ask-staff", "Please ask a member of staff", note: "Large line of the “Not on file” card.")
    public static let productCannotLookUp = Message(
        "product.cannot-look-up", "Prices cannot be looked up right now", note: "Large line of the card when the shop's server does not answer.")
    public static let productLookingUp = Message(
        "product.looking-up", "Looking up the price…", note: "Large line of the card while the shop's server is asked.")
    public static let productOfferUntil = Message(
        "product.offer-until", "offer until {date}", note: "Small fact under the price; {date} is the promotion's last day.")
    public static let productLineUnavailable = Message(
        "product.line-unavailable", "unavailable", note: "A basket line's amount when its price cannot be computed.")

    static let productMessages: [Message] = [
        .productPrice, .productOffer, .productNotOnFile, .productPriceUnavailable, .productAskStaff, .productCannotLookUp, .productLookingUp,
        .productOfferUntil, .productLineUnavailable,
    ]
}
