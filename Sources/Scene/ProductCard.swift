// ProductCard: what the screen says about a product looked up in the shop's catalog, as plain
// text already formatted for the shop's currency: the price checker's answer.
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
    /// The price to pay, formatted (`4,99 €`).
    public var price: String?
    /// The regular price, struck through beside a promotion's.
    public var regularPrice: String?
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
        state: State, name: ShownText, price: String? = nil, regularPrice: String? = nil, facts: [ShownText] = [], code: String,
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
        case .found: [name] + (price.map { [.verbatim($0)] } ?? [])
        case .notOnFile, .unavailable, .lookingUp: [.said(title)]
        }
    }

    public func titleLine(_ wording: Wording) -> String {
        switch state {
        case .found: [wording(name), price].compactMap { $0 }.joined(separator: " · ")
        case .notOnFile, .unavailable, .lookingUp: wording(title)
        }
    }
}
