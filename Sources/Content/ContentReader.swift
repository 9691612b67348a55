// ContentReader: which kind a payload is: each kind asked in turn, the most specific first, the
// first that claims it wins; a claim that breaks its specification is noted and reading goes on.
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

    public init(kind: any ContentKind, refused: (type: String, reason: String)? = nil, claimedPersonalData: Bool = false) {
        self.kind = kind
        self.refused = refused
        holdsPersonalData = claimedPersonalData || type(of: kind).holdsPersonalData
    }

    /// Whether the payload is withheld wherever the kiosk passes it on (the screen, the History,
    /// the outbox, every destination, `decode`): personal data is, unless it is kept on purpose
    /// (`content.idText`, `decode --reveal`).
    public func withholdsPayload(keepingPersonalData: Bool) -> Bool { holdsPersonalData && !keepingPersonalData }

    /// The event's `content`: `type`, the kind's fields and, when a kind was refused, `refused`
    /// (`{"type":"wifi","reason":"…"}`). Personal data a kind that holds none read (the plain
    /// text of a licence the AAMVA parser refused) has `"withheld":true` in place of its fields:
    /// those would be the text itself. Refusals name places, never the data.
    public var fields: [JSON.Member] {
        let withheld = holdsPersonalData && !type(of: kind).holdsPersonalData
        var members: [JSON.Member] = [("type", .string(type(of: kind).typeName))] + (withheld ? [("withheld", .bool(true))] : kind.fields)
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
    /// kind that holds personal data is the one noted, and marks the reading as personal data.
    public static func read(_ payload: ContentPayload, context: ContentContext) -> ContentReading? {
        var refused: (type: String, reason: String)?
        var claimedPersonalData = false
        for kind in kinds {
            do {
                if let value = try kind.parse(payload, context: context) {
                    return ContentReading(kind: value, refused: refused, claimedPersonalData: claimedPersonalData)
                }
            } catch {
                if refused == nil || (kind.holdsPersonalData && !claimedPersonalData) { refused = (kind.typeName, error.description) }
                claimedPersonalData = claimedPersonalData || kind.holdsPersonalData
            }
        }
        return nil
    }
}
