// OTPMigration: an authenticator export (`otpauth-migration://offline?data=…`, the code Google
// Authenticator shows to move accounts to another phone): how many accounts it carries, never
// anything of them. Every account's secret is in it.
import Language
import Wire

/// Google Authenticator's export: a base64 protocol buffer in the `data` parameter, a
/// `MigrationPayload` (`OTPMigrationPayload`) with one message per account (its secret, name,
/// issuer…) and, for an export spread over several codes, the batch's size and this code's place
/// in it. Google publishes no specification; the layout is the one Aegis's `google_auth.proto`
/// and the other importers read. The accounts are checked to be well-formed messages and
/// counted; nothing of them is kept, and the payload's text is withheld unless the shop keeps
/// secrets.
public struct OTPMigration: ContentKind {
    public static let typeName = "otpmigration"
    public static let secretHolder: Message? = .cardAuthenticatorExport
    static let scheme = "otpauth-migration://"

    /// How many accounts this code carries.
    public let accounts: Int
    /// This code's place in an export of several codes (from 1) and how many there are; nil for
    /// an export in one code.
    public let batchIndex: Int?
    public let batchSize: Int?

    public static func parse(_ payload: ContentPayload, context: ContentContext) throws(ContentRefusal) -> OTPMigration? {
        guard let text = payload.text, let uri = try OTPAuthURI.split(text, scheme: scheme) else { return nil }
        guard let data = uri.parameters["data"], !data.isEmpty else { throw ContentRefusal("otpauth-migration: no data parameter") }
        // A `+` left unencoded in the query was read as a space; base64 has no spaces.
        let bytes: [UInt8]
        do { bytes = try ContentLineEncoding.base64(Substring(data.replacing(" ", with: "+"))) } catch {
            throw ContentRefusal("otpauth-migration: the data parameter is not base64")
        }
        let export = try OTPMigrationPayload(bytes)
        guard export.accounts > 0 else { throw ContentRefusal("otpauth-migration: the export holds no account") }
        guard let size = export.batchSize, size > 1 else { return OTPMigration(accounts: export.accounts, batchIndex: nil, batchSize: nil) }
        let index = export.batchIndex ?? 0
        guard index < size else {
            throw ContentRefusal("otpauth-migration: the code's index in its batch (\(index), from 0) is not below its size (\(size))")
        }
        return OTPMigration(accounts: export.accounts, batchIndex: index + 1, batchSize: size)
    }

    /// `accounts`; `batch` and `batches` for an export of several codes.
    public var fields: [JSON.Member] {
        var members: [JSON.Member] = [("accounts", .integer(accounts))]
        if let batchIndex, let batchSize { members += [("batch", .integer(batchIndex)), ("batches", .integer(batchSize))] }
        return members
    }

    public var card: ContentCard {
        var details: [ContentCard.Fact] = []
        if let batchIndex, let batchSize {
            details.append(.init(.cardCode, .said(.cardOneOf, ["index": String(batchIndex), "size": String(batchSize)])))
        }
        details.append(.init(.cardSecrets, .said(.cardNotShown)))
        return ContentCard(title: Self.secretHolder!, main: [.init(.cardAccounts, "\(accounts)")], details: details)
    }
}
