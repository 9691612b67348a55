// ContentWithholding: the one rule of what the kiosk keeps to itself: a payload that is someone's
// personal data or carries a secret leaves the kiosk only as what was derived from it, unless
// the shop keeps that kind of text on purpose.
import Language

extension ContentReading {
    /// What a shop keeps on purpose of the texts the kiosk would withhold.
    public struct Kept: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// An identity document's text (`content.idText`).
        public static let personalData = Kept(rawValue: 1)
        /// The text of a code that carries a secret (`content.secrets`).
        public static let secrets = Kept(rawValue: 2)
        /// Everything (`decode --reveal`).
        public static let everything: Kept = [.personalData, .secrets]
    }

    /// Why a payload is withheld; its `note` stands in its place in the History.
    public enum Withholding: Sendable, Equatable {
        case personalData
        case secret

        /// What stands in the payload's place where it is shown (a History row, a banner
        /// listing several codes), in the reader's language.
        public var message: Message {
            switch self {
            case .personalData: .historyPersonalDataNotKept
            case .secret: .historySecretNotKept
            }
        }

        /// `personal data not kept`, `secret not kept`: the English the events and logs carry.
        public var note: String { message.english }
    }

    /// Whether and why the payload is withheld wherever the kiosk passes it on (the screen, the
    /// History, the outbox, every destination, `decode`): personal data is unless the shop
    /// keeps it (`content.idText`), a secret unless it keeps secrets (`content.secrets`);
    /// `decode --reveal` keeps everything. Personal data is named first when it is both.
    public func withholding(keeping kept: Kept) -> Withholding? {
        if holdsPersonalData && !kept.contains(.personalData) { return .personalData }
        if holdsSecret && !kept.contains(.secrets) { return .secret }
        return nil
    }
}
