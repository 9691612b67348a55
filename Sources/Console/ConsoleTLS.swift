// ConsoleTLS: the certificate and key the console serves HTTPS with (PEM texts, as the shop's
// files hold them), checked for their form before the server library is given them.

/// A certificate (its chain, PEM) and its private key (PEM), both as read from their files.
/// Whether they are a pair, and valid, is GnuTLS's to say when the server starts.
public struct ConsoleTLS: Sendable, Equatable {
    public let certificate: [UInt8]
    public let key: [UInt8]

    /// Refuses what is not PEM: a certificate without a `-----BEGIN CERTIFICATE-----` block, a
    /// key without a `-----BEGIN … PRIVATE KEY-----` block, or either with a NUL byte.
    public init(certificate: [UInt8], key: [UInt8]) throws(ConsoleError) {
        guard !certificate.contains(0), Self.contains(certificate, "-----BEGIN CERTIFICATE-----") else {
            throw ConsoleError("the certificate is not PEM (no -----BEGIN CERTIFICATE----- block)")
        }
        guard !key.contains(0), Self.contains(key, "-----BEGIN "), Self.contains(key, "PRIVATE KEY-----") else {
            throw ConsoleError("the key is not a PEM private key (no -----BEGIN ... PRIVATE KEY----- block)")
        }
        self.certificate = certificate
        self.key = key
    }

    private static func contains(_ bytes: [UInt8], _ text: String) -> Bool {
        let needle = Array(text.utf8)
        guard bytes.count >= needle.count else { return false }
        return (0...(bytes.count - needle.count)).contains { start in bytes[start..<(start + needle.count)].elementsEqual(needle) }
    }
}
