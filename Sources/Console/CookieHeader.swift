// CookieHeader: the console's own reading of a request's `Cookie` header (RFC 6265's
// `name=value; name=value`), so that what a cookie is does not depend on the server library's
// version.

/// The cookies a request carries. Bounded: at most `limit` pairs are read, each name and value
/// of printable ASCII without separators (RFC 6265's cookie-octets; a value may be quoted).
/// Anything else is skipped, never an error: a browser may send other sites' odd cookies for
/// the same host.
public struct CookieHeader: Sendable, Equatable {
    public private(set) var pairs: [(name: String, value: String)] = []
    public static let limit = 32

    public static func == (a: CookieHeader, b: CookieHeader) -> Bool {
        a.pairs.map(\.name) == b.pairs.map(\.name) && a.pairs.map(\.value) == b.pairs.map(\.value)
    }

    public init(_ header: String?) {
        guard let header else { return }
        for part in header.utf8.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: true) {
            guard pairs.count < Self.limit else { break }
            let trimmed = part.drop { $0 == 0x20 || $0 == 0x09 }
            guard let equals = trimmed.firstIndex(of: UInt8(ascii: "=")) else { continue }
            let name = trimmed[trimmed.startIndex..<equals]
            var value = Array(trimmed[trimmed.index(after: equals)...])
            while let last = value.last, last == 0x20 || last == 0x09 { value.removeLast() }
            if value.count >= 2, value.first == 0x22, value.last == 0x22 { value = Array(value.dropFirst().dropLast()) }
            guard !name.isEmpty, name.allSatisfy(Self.isTokenByte), value.allSatisfy(Self.isValueByte) else { continue }
            pairs.append((String(decoding: name, as: UTF8.self), String(decoding: value, as: UTF8.self)))
        }
    }

    /// The value of the first cookie called `name`; nil when there is none.
    public func value(_ name: String) -> String? { pairs.first { $0.name == name }?.value }

    /// RFC 7230's tchar.
    static func isTokenByte(_ byte: UInt8) -> Bool {
        guard byte > 0x20, byte < 0x7F else { return false }
        return !Array("()<>@,;:\\\"/[]?={}".utf8).contains(byte)
    }

    /// RFC 6265's cookie-octet: printable ASCII but space, `"`, `,`, `;` and `\`.
    static func isValueByte(_ byte: UInt8) -> Bool {
        byte > 0x20 && byte < 0x7F && byte != 0x22 && byte != 0x2C && byte != 0x3B && byte != 0x5C
    }
}
