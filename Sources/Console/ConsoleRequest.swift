// ConsoleRequest and ConsoleResponse: a request as the console's pages see it (what the server
// library read of it), and the answer they give.
import Wire

/// What the console reads of a request: its method and path and the headers its checks need.
public struct ConsoleRequest: Sendable, Equatable {
    public var method: String
    /// The path as sent (percent escapes left as they are), without the query.
    public var path: String
    public var host: String?
    public var origin: String?
    public var cookies: CookieHeader
    public var contentType: String?
    /// The body's length as the request says it; nil when it does not (none, or chunked).
    public var contentLength: Int?
    /// The client's IP address, for the log (`192.168.1.7`); nil when unknown.
    public var client: String?
    /// The query's arguments the console reads (`q`, `n`), their escapes undone.
    public var query: [String: String] = [:]

    public init(
        method: String, path: String, host: String? = nil, origin: String? = nil, cookies: CookieHeader = CookieHeader(nil),
        contentType: String? = nil, contentLength: Int? = nil, client: String? = nil
    ) {
        self.method = method
        self.path = path
        self.host = host
        self.origin = origin
        self.cookies = cookies
        self.contentType = contentType
        self.contentLength = contentLength
        self.client = client
    }
}

/// A query argument as sent (`milk+1%20l`): `+` a space, %XX escapes undone; nil when longer
/// than `limit` bytes, an escape is malformed or the bytes are not UTF-8.
public enum QueryArgument {
    public static let limit = 256

    public static func decoded(_ raw: String) -> String? {
        guard raw.utf8.count <= limit else { return nil }
        return PercentEncoding.decode(String(String.UnicodeScalarView(raw.unicodeScalars.map { $0 == "+" ? " " : $0 })))
    }
}

/// An answer: a status, a body and its type, and headers of its own (the security headers every
/// answer carries are added by `ConsoleSite.headers`).
public struct ConsoleResponse: Sendable, Equatable {
    public var status: Int
    public var contentType: String
    public var body: [UInt8]
    public var headers: [Header]
    /// A file the body is read from instead of `body` (its descriptor then the server
    /// library's, which closes it when sent).
    public var file: File?

    public struct File: Sendable, Equatable {
        public let fd: Int32
        public let size: UInt64
    }

    public struct Header: Sendable, Equatable {
        public let name: String
        public let value: String
        public init(_ name: String, _ value: String) {
            self.name = name
            self.value = value
        }
    }

    public init(status: Int, contentType: String, body: [UInt8], headers: [Header] = []) {
        self.status = status
        self.contentType = contentType
        self.body = body
        self.headers = headers
    }

    /// A short plain-text answer: a refusal, saying why.
    static func text(_ status: Int, _ message: String, headers: [Header] = []) -> ConsoleResponse {
        ConsoleResponse(status: status, contentType: "text/plain; charset=utf-8", body: Array((message + "\n").utf8), headers: headers)
    }

    static func html(_ status: Int, _ page: String, headers: [Header] = []) -> ConsoleResponse {
        ConsoleResponse(status: status, contentType: "text/html; charset=utf-8", body: Array(page.utf8), headers: headers)
    }

    /// 303 See Other: after a form, the browser asks for `path` with a GET.
    static func seeOther(_ path: String, headers: [Header] = []) -> ConsoleResponse {
        ConsoleResponse(
            status: 303, contentType: "text/plain; charset=utf-8", body: Array("see \(path)\n".utf8), headers: [Header("Location", path)] + headers)
    }
}
