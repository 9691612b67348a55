// CaptureRecord: one capture as the kiosk keeps it while it is on screen: what was read, from
// which frame, what it means, and its product.
import Capture
import Content
import Decode
import Language
import Scene

/// A captured code (or with `--multi-code`, several seen together): what was read, from which
/// frame, and when.
public struct CaptureRecord: Sendable {
    /// Counts captures of this run from 1.
    public let number: Int
    /// The codes captured, the one the kiosk chose first (nearest the middle of the focus square).
    public let detections: [Detection]
    /// The first code: the one the indicator locks onto.
    public var detection: Detection { detections[0] }
    /// The frame the codes were read from (shown frozen while the result is on screen); nil for
    /// a scanner's line, read in no picture.
    public let frame: Frame?
    /// Kiosk clock time of the capture.
    public let time: Double
    /// When the idle animation in progress at the capture had started (the effect starts from
    /// wherever it was).
    public let idleStart: Double
    /// What the first code says (`ContentReader`): its card and the event's `content`; nil
    /// until the controller has read it, or when nothing reads it.
    public var content: ContentReading?
    /// The first code in the shop's catalog (`--catalog`, the shop's server).
    public var productState = ProductState.none
    /// The language shown when it was captured ("de"): the one it is spoken in.
    public var language = "en"

    /// This capture, shown in `language`.
    public func shown(in language: String) -> CaptureRecord {
        var record = self
        record.language = language
        return record
    }
    /// What the other codes of a multi-code capture say, in `detections`' order after the first.
    public var othersContent: [ContentReading?] = []
    /// Which of the other codes' payloads are withheld and why, as `withholding` says the first's.
    public var othersWithholding: [ContentReading.Withholding?] = []
    /// Why the first code's payload is kept out of the event, the History and the screen (an
    /// identity document's personal data, `content.idText`; a secret, `content.secrets`): only
    /// what its `content` derives leaves the kiosk. Nil: it is not withheld.
    public var withholding: ContentReading.Withholding?

    /// Where a capture's product stands.
    public enum ProductState: Sendable {
        /// No catalog, or the code is not a product's.
        case none
        /// The shop's server has not answered yet.
        case lookingUp
        /// The catalog's answer, and the product's picture once loaded.
        case answered(ProductReading, picture: ProductPicture?)
    }

    /// The catalog's answer, once there is one.
    public var product: ProductReading? {
        if case .answered(let reading, _) = productState { return reading }
        return nil
    }

    /// Whether the first code's payload is withheld.
    public var withholdsPayload: Bool { withholding != nil }

    /// Why the payload of code `index` (0: the first) is withheld; nil: it is not.
    public func whyWithheld(_ index: Int) -> ContentReading.Withholding? {
        index == 0 ? withholding : index - 1 < othersWithholding.count ? othersWithholding[index - 1] : nil
    }

    /// Whether the payload of code `index` (0: the first) is withheld.
    public func withholds(_ index: Int) -> Bool { whyWithheld(index) != nil }

    /// What the History (and a banner) shows of code `index`: its text, or in a withheld one's
    /// place why it is not there (`secret not kept`).
    public func shownText(_ index: Int) -> String { whyWithheld(index)?.note ?? detections[index].displayText }

    public init(number: Int, detection: Detection, others: [Detection] = [], frame: Frame?, time: Double, idleStart: Double = 0) {
        self.number = number
        self.detections = [detection] + others
        self.frame = frame
        self.time = time
        self.idleStart = idleStart
    }

    /// The capture as the scene draws it: the frame's size stands in for its pixels. A withheld
    /// code's text is not drawn (the banners of a multi-code capture say why it is not there).
    public var shown: ShownCapture {
        let drawn = detections.indices.map { index in
            var detection = detections[index]
            if let note = whyWithheld(index)?.note {
                detection.bytes = Array(note.utf8)
                detection.content = .text(note)
            }
            return detection
        }
        return ShownCapture(
            detection: drawn[0], others: Array(drawn.dropFirst()), time: time, idleStart: idleStart,
            frameSize: frame.map { ($0.width, $0.height) }, card: card, product: productCard,
            withheld: detections.indices.map(whyWithheld))
    }

    /// The product card, with its picture when it has come.
    var productCard: ProductCard? {
        switch productState {
        case .none: return nil
        case .lookingUp: return ProductCard(state: .lookingUp, name: .said(.productLookingUp), code: detection.displayText)
        case .answered(let reading, let picture):
            var card = reading.card
            card.picture = picture
            return card
        }
    }

    /// The History's title line: the product's name (its price is `titlePrice`), else the card's
    /// title and warnings.
    public var titleLine: [ShownText]? { product?.card.titleParts ?? card?.titleParts }
    /// The product's price after the History's title line.
    public var titlePrice: ShownMoney? { product?.card.price }

    /// The result card: for content of a kind that means something; plain text and binary keep
    /// the banner.
    public var card: ContentCard? { content.flatMap(Self.card(of:)) }

    /// The card of `content`, unless its kind shows none (plain text, binary: the banner shows
    /// those). Personal data no kind could read (a licence the AAMVA parser refused), or a code
    /// that may carry a secret and was refused (a broken `WIFI:` code), gets a card that says
    /// so, in place of the banner, which would show its text on a public screen; whatever the
    /// shop keeps. Why the kind refused it (its specification's words) is in the capture's event
    /// (`content.refused`) for the shop, not on the shopper's screen.
    public static func card(of content: ContentReading) -> ContentCard? {
        if content.holdsPersonalData, !type(of: content.kind).holdsPersonalData {
            return ContentCard(
                title: .cardIdentityDocument, main: [.init(.cardNotRead, .said(.cardDataBreaksStandard))], warnings: [.said(.cardWarningNotRead)])
        }
        if let holder = content.claimedSecret, type(of: content.kind).secretHolder == nil {
            return ContentCard(title: holder, main: [.init(.cardNotRead, .said(.cardMayHoldSecret))], warnings: [.said(.cardWarningNotRead)])
        }
        return type(of: content.kind).showsCard ? content.kind.card : nil
    }
}
