// ContentKind: what every kind of content gives the rest of the kiosk: its type name and fields
// for the capture event, and the facts its result card shows.
import Language
import Wire

/// One kind of content a payload can be (a GS1 element string, a Wi-Fi network, an EMV payment…).
/// Each kind's `parse` returns nil for a payload not of its kind, throws `ContentRefusal` for one
/// that claims the kind and breaks its specification, and never guesses.
public protocol ContentKind: Sendable, Equatable {
    /// The event's `content.type` (`gs1`, `wifi`, `emv`…): a name other programs rely on.
    static var typeName: String { get }
    /// The payload as this kind: nil when it is not of this kind at all; a refusal, with the
    /// reason, when it claims the kind (its prefix, header or structure) and breaks the
    /// specification.
    static func parse(_ payload: ContentPayload, context: ContentContext) throws(ContentRefusal) -> Self?
    /// The event's `content` members after `type`, in order. Secrets (a Wi-Fi password, an OTP
    /// secret, ID data beyond the derived facts) are never among them unless a setting allows.
    var fields: [JSON.Member] { get }
    /// What the result card shows.
    var card: ContentCard { get }
    /// Whether what this kind claims is someone's personal data (an identity document's): its
    /// payload is withheld whether the kind reads it or refuses it (`ContentReading`).
    static var holdsPersonalData: Bool { get }
    /// What a payload of this kind is called when it may carry a secret (a password, a shared
    /// key): `Wi-Fi network`, the catalogue's message. A kind that names it may carry one: a payload that claims it and is
    /// refused is withheld whole (a broken one cannot say safely where its secret is), under this
    /// title on its card and in the History. Nil (the default): the kind carries none.
    static var secretHolder: Message? { get }
    /// Whether this payload carries a secret: its text is withheld wherever the kiosk passes it
    /// on unless the shop keeps secrets (`ContentReading`). By default, whether the kind may; a
    /// Wi-Fi network only with a password.
    var holdsSecret: Bool { get }
    /// Whether it says more than the payload's own text, on a result card of its own; plain
    /// text and binary do not (the banner shows the payload).
    static var showsCard: Bool { get }
}

extension ContentKind {
    public static var holdsPersonalData: Bool { false }
    public static var secretHolder: Message? { nil }
    public var holdsSecret: Bool { Self.secretHolder != nil }
    public static var showsCard: Bool { true }
}

/// What a result card says: a title ("Medicine", "Wi-Fi network"), the two or three facts that
/// matter, shown large, the rest small, and warnings when something is wrong or past (expired,
/// a bad check digit, a checksum that does not match), shown in the warning colour. Its words are
/// the catalogue's phrases, said in the reader's language when drawn; its data (a network's
/// name, an amount, a GTIN) are shown as they are, its dates as the reader's language writes them.
public struct ContentCard: Sendable, Hashable {
    /// One fact: a label and its value ("Expires", "31 Jul 2026").
    public struct Fact: Sendable, Hashable {
        public let label: ShownText
        public let value: ShownText
        public init(_ label: ShownText, _ value: ShownText) {
            self.label = label
            self.value = value
        }
        /// A fact whose label is the catalogue's `label` and whose value is data shown as it is.
        public init(_ label: Message, _ value: String) {
            self.init(.said(label), .verbatim(value))
        }
        /// A fact whose label is the catalogue's `label`.
        public init(_ label: Message, _ value: ShownText) {
            self.init(.said(label), value)
        }
        /// A fact labelled with a name no language translates (ISBN, IBAN, EAN-13, BIC): label
        /// and value shown as they are.
        public static func named(_ label: String, _ value: String) -> Fact {
            Fact(.verbatim(label), .verbatim(value))
        }
    }

    public var title: ShownText
    public var main: [Fact]
    public var details: [Fact]
    public var warnings: [ShownText]

    public init(title: ShownText, main: [Fact], details: [Fact] = [], warnings: [ShownText] = []) {
        self.title = title
        self.main = main
        self.details = details
        self.warnings = warnings
    }

    /// A card titled with the catalogue's `title`.
    public init(title: Message, main: [Fact], details: [Fact] = [], warnings: [ShownText] = []) {
        self.init(title: .said(title), main: main, details: details, warnings: warnings)
    }

    /// The card in `wording`'s language, as plain text.
    public func worded(_ wording: Wording) -> WordedCard {
        func worded(_ facts: [Fact]) -> [WordedCard.Fact] { facts.map { WordedCard.Fact(wording($0.label), wording($0.value)) } }
        return WordedCard(
            title: wording(title), main: worded(main), details: worded(details),
            warning: warnings.isEmpty ? nil : warnings.map { wording($0) }.joined(separator: " · "))
    }

    /// The card in the catalogue's own English.
    public var english: WordedCard { worded(.english) }

    /// The title and the warnings, as the History lists a capture (joined with " · ":
    /// `Medicine · Expired 31 Jul 2026`).
    public var titleParts: [ShownText] { [title] + warnings }
}

/// A result card put into words in one language: what the screen draws.
public struct WordedCard: Sendable, Equatable {
    public struct Fact: Sendable, Equatable {
        public let label: String
        public let value: String
        public init(_ label: String, _ value: String) {
            self.label = label
            self.value = value
        }
    }

    public var title: String
    public var main: [Fact]
    public var details: [Fact]
    /// The warnings, joined with " · ".
    public var warning: String?

    public init(title: String, main: [Fact], details: [Fact] = [], warning: String? = nil) {
        self.title = title
        self.main = main
        self.details = details
        self.warning = warning
    }

    /// The title and the warning on one line: `Medicine · Expired 31 Jul 2026`.
    public var titleLine: String { warning.map { "\(title) · \($0)" } ?? title }
}
