// SecretRedaction: URLs made safe to print or store — the password in `user:password@` and the
// values of query parameters that carry secrets (`?token=`, `&api_key=`) written as `***`.

/// Applied to every URL the kiosk prints (messages, the log, fleet status) or stores (the
/// history file's `delivered` and `rejected` lines name destinations by their URL): a webhook
/// URL such as `https://hooks.example/x?token=SECRET` is often the only secret a destination
/// has, and it had gone into the log and every `delivered` line.
///
/// Works on any text, not only on a URL that parses: a refused value is redacted in the error
/// that quotes it (`'http://user:***@' is not a URL`). A URL runs from its scheme (`http://`) to
/// the first space, quote or angle bracket. The user name stays (it says which account), the
/// password and the secret parameters' values go; `{code}`-style placeholders stay.
public enum SecretRedaction {
    public static let mask = "***"

    /// Query parameter names whose values are secrets, compared lowercased without `-` and `_`;
    /// a name that contains `token`, `secret`, `password`, `apikey` or `signature` is one too
    /// (`x-amz-security-token`, `client_secret`, `private_token`). `code` is not: it is the
    /// product code in `--lookup` URLs.
    static let secretNames: Set<String> = [
        "key", "apikey", "accesskey", "auth", "authorization", "pass", "passwd", "pwd", "sig", "signature", "credential",
        "credentials", "session", "sessionid", "sid", "jwt", "hash", "hmac",
    ]
    static let secretWords = ["token", "secret", "password", "apikey", "signature"]

    /// Whether a query parameter of this name carries a secret.
    public static func isSecretParameter(_ name: some StringProtocol) -> Bool {
        let squashed = String(name.lowercased().filter { $0 != "-" && $0 != "_" })
        return secretNames.contains(squashed) || secretWords.contains { squashed.contains($0) }
    }

    /// `text` with every URL in it redacted; text without `://` comes back unchanged.
    public static func redacted(_ text: String) -> String {
        guard text.contains("://") else { return text }
        var out = ""
        var rest = Substring(text)
        while let separator = rest.firstRange(of: "://") {
            // The scheme: the letters, digits, `+`, `-`, `.` just before `://`.
            var schemeStart = separator.lowerBound
            while schemeStart > rest.startIndex {
                let before = rest[rest.index(before: schemeStart)]
                guard before.isASCII, before.isLetter || before.isNumber || "+-.".contains(before) else { break }
                schemeStart = rest.index(before: schemeStart)
            }
            let end = rest[separator.upperBound...].firstIndex(where: { $0.isWhitespace || "'\"<>`".contains($0) }) ?? rest.endIndex
            out += rest[..<schemeStart]
            out += rest[schemeStart..<separator.upperBound]
            out += redactedAfterScheme(rest[separator.upperBound..<end])
            rest = rest[end...]
        }
        out += rest
        return out
    }

    /// The part of a URL after `scheme://`: authority, path, query, fragment.
    private static func redactedAfterScheme(_ url: Substring) -> String {
        var out = ""
        let authorityEnd = url.firstIndex(where: { $0 == "/" || $0 == "?" || $0 == "#" }) ?? url.endIndex
        let authority = url[..<authorityEnd]
        if let at = authority.lastIndex(of: "@") {
            let userinfo = authority[..<at]
            if let colon = userinfo.firstIndex(of: ":") {
                out += userinfo[..<colon] + ":" + mask
            } else {
                out += userinfo
            }
            out += authority[at...]
        } else {
            out += authority
        }
        let afterAuthority = url[authorityEnd...]
        guard let question = afterAuthority.firstIndex(of: "?") else { return out + afterAuthority }
        out += afterAuthority[...question]
        let queryEnd = afterAuthority[question...].firstIndex(of: "#") ?? afterAuthority.endIndex
        let query = afterAuthority[afterAuthority.index(after: question)..<queryEnd]
        var first = true
        for parameter in query.split(separator: "&", omittingEmptySubsequences: false) {
            if !first { out += "&" }
            first = false
            guard let equals = parameter.firstIndex(of: "=") else {
                out += parameter
                continue
            }
            let name = parameter[..<equals]
            let value = parameter[parameter.index(after: equals)...]
            let placeholder = value.hasPrefix("{") && value.hasSuffix("}")
            out += name + "=" + (isSecretParameter(name) && !value.isEmpty && !placeholder ? mask : String(value))
        }
        return out + afterAuthority[queryEnd...]
    }
}
