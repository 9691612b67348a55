// ContentReader: which kind a payload is: each kind asked in turn, the most specific first, the
// first that claims it wins; a claim that breaks its specification is noted and reading goes on.
import Language
import Wire

/// What a payload was read as.
public struct ContentReading: Sendable {
    /// The kind that read it.
    public let kind: any ContentKind
    /// A kind the payload claimed and broke (its type name and why), before `kind` read it.
    public let refused: (type: String, reason: String)?
    /// The payload is someone's personal data: the kind that read it holds such data, or one
    /// that does claimed it and refused it (a licence whose birth date is no date is still a
    /// licence). Its text is withheld wherever the kiosk would pass it on.
    public let holdsPersonalData: Bool
    /// The payload carries a secret (an OTP secret, a Wi-Fi password): the kind that read it
    /// says so, or one that may carry one claimed it and refused it. Its text is withheld
    /// wherever the kiosk would pass it on, unless the shop keeps secrets.
    public let holdsSecret: Bool
    /// What the kind that claimed the payload, may carry a secret and refused it calls it
    /// (`Wi-Fi network`: its `secretHolder`); nil when no such kind refused it.
    public let claimedSecret: Message?

    public init(
        kind: any ContentKind, refused: (type: String, reason: String)? = nil, claimedPersonalData: Bool = false, claimedSecret: Message? = nil
    ) {
        self.kind = kind
        self.refused = refused
        holdsPersonalData = claimedPersonalData || type(of: kind).holdsPersonalData
        holdsSecret = claimedSecret != nil || kind.holdsSecret
        self.claimedSecret = claimedSecret
    }

    /// Whether the payload is withheld wherever the kiosk passes it on (the one rule:
    /// `withholding(keeping:)`).
    public func withholdsPayload(keeping kept: Kept) -> Bool { withholding(keeping: kept) != nil }

    /// The event's `content`: `type`, the kind's fields and, when a kind was refused, `refused`
    /// (`{"type":"wifi","reason":"…"}`). Personal data or a secret that a kind which holds none
    /// read (the plain text of a licence the AAMVA parser refused, of a broken `WIFI:` code) has
    /// `"withheld":true` in place of its fields: those would be the text itself. A kind that
    /// reads a secret keeps it out of its fields itself. Refusals name places, never the data.
    public var fields: [JSON.Member] {
        let kind = type(of: self.kind)
        let withheld = (holdsPersonalData && !kind.holdsPersonalData) || (claimedSecret != nil && kind.secretHolder == nil)
        var members: [JSON.Member] = [("type", .string(kind.typeName))] + (withheld ? [("withheld", .bool(true))] : self.kind.fields)
        if let refused {
            members.append(("refused", .object([("type", .string(refused.type)), ("reason", .string(refused.reason))])))
        }
        return members
    }
}

public enum ContentReader {
    /// Every kind, in the order they are asked: those a symbol or a prefix marks (GS1, headers
    /// such as `WIFI:`, `SPC`, `BCD`, `000201`, the AAMVA header, `M1`) before the URI kinds,
    /// GS1 Digital Link before a plain web address, and plain text or binary last, which read
    /// anything left.
    public static let kinds: [any ContentKind.Type] = [
        GS1ElementString.self, RetailNumber.self, IdentityCard.self, BoardingPass.self, SwissQRBill.self, SEPACreditTransfer.self,
        EMVMerchantPayment.self, WiFiNetwork.self, Contact.self, CalendarEvent.self, OTPAccount.self, OTPMigration.self, EmailMessage.self,
        TextMessage.self, TelephoneNumber.self, GeoLocation.self, WebAddress.self, PlainText.self, BinaryData.self,
    ]

    /// The payload's kind: plain text or binary when no other kind reads it. A refusal by a
    /// kind that holds personal data is the one noted, and marks the reading as personal data;
    /// one by a kind that may carry a secret marks it as holding one, and is noted unless
    /// personal data's is.
    public static func read(_ payload: ContentPayload, context: ContentContext) -> ContentReading? {
        var refused: (type: String, reason: String)?
        var claimedPersonalData = false
        var claimedSecret: Message?
        for kind in kinds {
            do {
                if let value = try kind.parse(payload, context: context) {
                    return ContentReading(kind: value, refused: refused, claimedPersonalData: claimedPersonalData, claimedSecret: claimedSecret)
                }
            } catch {
                // Personal data's refusal is the one noted, else a secret's: they say what the
                // withheld payload claimed to be.
                if refused == nil || (kind.holdsPersonalData && !claimedPersonalData)
                    || (kind.secretHolder != nil && claimedSecret == nil && !claimedPersonalData)
                {
                    refused = (kind.typeName, error.description)
                }
                claimedPersonalData = claimedPersonalData || kind.holdsPersonalData
                claimedSecret = claimedSecret ?? kind.secretHolder
            }
        }
        return nil
    }
}
