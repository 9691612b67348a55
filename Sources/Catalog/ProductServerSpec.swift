// ProductServerSpec: the `--lookup` and `--lookup-map` values — the shop's server that answers
// for a product code — parsed and checked, with the limits a lookup keeps to.
import Content
import HTTP
import SystemCall

/// `URL [bearer=TOKEN | bearer-file=PATH] [password-file=PATH] [ca=PATH]`: the URL has `{code}`
/// (the code as scanned) or `{gtin}` (its 14-digit GTIN when it is one, else the code) where
/// the code goes, each percent-encoded:
///
///     https://pos.example/api/items/{code}
///     https://kiosk:s3cret@pos.example/api/lookup?gtin={gtin} ca=/etc/ssl/pos.pem
///     https://pos.example/api/items/{gtin} bearer=TOKEN
///     https://kiosk@pos.example/api/items/{code} password-file=/etc/kioskscan/pos.password
///
/// A user and password in the URL are sent as basic auth and never logged: `name` is the URL
/// without them, and with secret query parameters (`?key=`) as `***` (SecretRedaction).
public struct ProductServerSpec: Sendable, Equatable {
    /// The URL without user and password and with its secrets as `***`, placeholders kept: how
    /// the log names the server.
    public let name: String
    /// The URL requests go to, with its placeholders (and any secret parameters).
    let urlTemplate: String
    public let user: String?
    public let password: String?
    /// `Authorization: Bearer …`.
    public let bearer: String?
    /// A CA certificate file for https (default: the system's).
    public let caFile: String?
    public let map: ProductMap
    /// Seconds one request may take.
    public var timeout: Double
    /// The kiosk's currency: a price the server gives in another is refused.
    public let currency: ISO4217Currency
    /// Requests made again at once after no answer (a timeout, a refused connection, a 5xx).
    public var retries = 1
    /// How long an answer is kept and given again without asking: a product found, a code not
    /// on file (shorter: an item just added to the shop's system is found soon).
    public var foundSeconds = 60.0
    public var notFoundSeconds = 10.0
    /// How long after a failed lookup (no answer, or an answer that is no product) the server is
    /// taken to be down: lookups are answered from the local catalog at once, without waiting on
    /// the server each (a Retry-After on 429 or 503 makes it longer, up to 10 minutes).
    public var downSeconds = 15.0
    /// The longest answer read (bytes); a longer one is refused. A product is a few hundred.
    public var bodyLimit = 256 * 1024
    /// The most answers kept in the cache.
    public var cacheEntries = 2000

    public init(url: String, map: String?, timeout: Double, currency: ISO4217Currency) throws(ProductServerError) {
        let words = url.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        guard let target = words.first else { throw ProductServerError("--lookup expects a URL such as https://pos.example/api/items/{code}") }
        let lowered = target.lowercased()
        guard lowered.hasPrefix("http://") || lowered.hasPrefix("https://") else {
            throw ProductServerError("--lookup: '\(SecretRedaction.redacted(target))' is not an http:// or https:// URL")
        }
        let (withoutCredentials, user, urlPassword): (String, String?, String?)
        do throws(URLCredentials.MalformedEscape) { (withoutCredentials, user, urlPassword) = try URLCredentials.split(target) } catch {
            throw ProductServerError("--lookup: \(error)")
        }
        guard withoutCredentials.contains("{code}") || withoutCredentials.contains("{gtin}") else {
            throw ProductServerError(
                "--lookup: the URL needs {code} or {gtin} where the product code goes, as in https://pos.example/api/items/{code}")
        }
        let host = withoutCredentials.drop { $0 != "/" }.dropFirst(2).prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        guard !host.isEmpty, !host.contains("{") else {
            throw ProductServerError("--lookup: '\(SecretRedaction.redacted(withoutCredentials))' names no server")
        }
        guard timeout > 0, timeout <= 60 else { throw ProductServerError("--lookup: the timeout must be more than 0 and at most 60 seconds") }
        var bearer: String?
        var caFile: String?
        var password = urlPassword
        for word in words.dropFirst() {
            if word.hasPrefix("bearer="), word.count > 7 {
                bearer = String(word.dropFirst(7))
            } else if word.hasPrefix("bearer-file="), word.count > 12 {
                bearer = try Self.secret(fromFile: String(word.dropFirst(12)), setting: "bearer-file")
            } else if word.hasPrefix("password-file="), word.count > 14 {
                password = try Self.secret(fromFile: String(word.dropFirst(14)), setting: "password-file")
            } else if word.hasPrefix("ca="), word.count > 3 {
                caFile = String(word.dropFirst(3))
            } else {
                throw ProductServerError(
                    "--lookup: unknown setting '\(word.prefix { $0 != "=" })' after the URL (bearer=TOKEN, bearer-file=PATH, password-file=PATH, ca=PATH)"
                )
            }
        }
        urlTemplate = withoutCredentials
        name = SecretRedaction.redacted(withoutCredentials)
        self.user = user
        self.password = password
        self.bearer = bearer
        self.caFile = caFile
        self.map = try ProductMap(parsing: map ?? "")
        self.timeout = timeout
        self.currency = currency
    }

    /// The URL for one code: `{code}` and `{gtin}` replaced, percent-encoded.
    public func url(for code: String) -> String {
        let trimmed = code.trimmingSpaces()
        let key = ProductKey.key(trimmed)
        let gtin = key.utf8.count == 14 && key.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) ? key : trimmed
        return urlTemplate.replacing("{code}", with: Self.percentEncoded(trimmed)).replacing("{gtin}", with: Self.percentEncoded(gtin))
    }

    /// `bearer-file=` and `password-file=`: the file's first line.
    private static func secret(fromFile path: String, setting: String) throws(ProductServerError) -> String {
        let secret: String?
        do { secret = try URLCredentials.secret(fromFile: path) } catch { throw ProductServerError("--lookup: \(setting)=: cannot read \(error)") }
        guard let secret else { throw ProductServerError("--lookup: \(setting)=: cannot read a secret from '\(path)'") }
        return secret
    }

    /// RFC 3986's unreserved characters kept, every other byte as `%XX`.
    static func percentEncoded(_ text: String) -> String {
        var out = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = Array("0123456789ABCDEF".unicodeScalars)
                out.unicodeScalars.append("%")
                out.unicodeScalars.append(hex[Int(byte >> 4)])
                out.unicodeScalars.append(hex[Int(byte & 15)])
            }
        }
        return out
    }
}

/// Why a `--lookup` or `--lookup-map` value is wrong: one line.
public struct ProductServerError: Error, CustomStringConvertible, Equatable, Sendable {
    public let description: String
    public init(_ description: String) { self.description = description }
}
