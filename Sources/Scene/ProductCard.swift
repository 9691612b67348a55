// ProductCard: what the screen says about a product looked up in the shop's catalog, its prices
// kept as amounts and written in the language shown: the price checker's answer.
import Language

public struct ProductCard: Sendable, Equatable {
    public enum State: Sendable, Equatable {
        /// On file: name and price.
        case found
        /// The catalog answered that no product has this code.
        case notOnFile
        /// No source could answer (no catalog, the server down).
        case unavailable
        /// Asked, not yet answered (the shop's server).
        case lookingUp
    }

    public var state: State
    /// The product's name; for the other states, what to tell the shopper.
    public var name: ShownText
    /// The price to pay (`4,99 €` in the shop's style).
    public var price: ShownMoney?
    /// The regular price, struck through beside a promotion's.
    public var regularPrice: ShownMoney?
    /// The smaller facts: the unit price (`9,98 €/kg`), the content (`500 g`), a weight, the
    /// shop's own fields.
    public var facts: [ShownText]
    /// The code looked up, as the title line shows it.
    public var code: String
    /// The product's picture, once it is loaded (`ProductPanel.pictureSide` square).
    public var picture: ProductPicture?
    /// The age a buyer must have reached: its badge (`18+`) ends the title line; 0: none.
    public var minAge: Int

    public init(
        state: State, name: ShownText, price: ShownMoney? = nil, regularPrice: ShownMoney? = nil, facts: [ShownText] = [], code: String,
        minAge: Int = 0
    ) {
        self.state = state
        self.name = name
        self.price = price
        self.regularPrice = regularPrice
        self.facts = facts
        self.code = code
        self.minAge = minAge
    }

    /// The title line: `PRICE`, `NOT ON FILE`, `PRICE UNAVAILABLE`.
    public var title: Message {
        switch state {
        case .found: regularPrice == nil ? .productPrice : .productOffer
        case .notOnFile: .productNotOnFile
        case .unavailable: .productPriceUnavailable
        case .lookingUp: .productPrice
        }
    }

    /// The History's line for it: `Olive oil 1 l · 4,99 €`, `Not on file`.
    /// The parts of `titleLine`, said when the History draws them.
    public var titleParts: [ShownText] {
        switch state {
        case .found: [name]
        case .notOnFile, .unavailable, .lookingUp: [.said(title)]
        }
    }

    public func titleLine(_ wording: Wording) -> String {
        [heading(wording), price.map(wording.money)].compactMap { $0 }.joined(separator: " · ")
    }

    /// The History's title without the price: the product's name, else `Not on file`.
    public func heading(_ wording: Wording) -> String {
        switch state {
        case .found: wording(name)
        case .notOnFile, .unavailable, .lookingUp: wording(title)
        }
    }
}
