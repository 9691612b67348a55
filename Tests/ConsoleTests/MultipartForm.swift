// MultipartForm: a multipart/form-data body as a browser sends a form with a file, built by hand
// so a test can also send what no browser would (the token after the file, two files).
import Glibc

struct MultipartForm {
    static let boundary = "----KioskScanTestBoundary7MA4YWxkTrZu0gW"
    var parts: [(name: String, fileName: String?, content: [UInt8])] = []

    var contentType: String { "Content-Type: multipart/form-data; boundary=\(Self.boundary)" }

    mutating func field(_ name: String, _ value: String) { parts.append((name, nil, Array(value.utf8))) }
    mutating func file(_ name: String, fileName: String, _ content: [UInt8]) { parts.append((name, fileName, content)) }

    var body: [UInt8] {
        var out: [UInt8] = []
        for part in parts {
            var head = "--\(Self.boundary)\r\nContent-Disposition: form-data; name=\"\(part.name)\""
            if let fileName = part.fileName { head += "; filename=\"\(fileName)\"\r\nContent-Type: text/csv" }
            out += Array((head + "\r\n\r\n").utf8) + part.content + Array("\r\n".utf8)
        }
        return out + Array("--\(Self.boundary)--\r\n".utf8)
    }

    /// The console's upload form: its token, then the file.
    static func upload(token: String, fileName: String, _ content: String) -> MultipartForm {
        var form = MultipartForm()
        form.field("token", token)
        form.file("file", fileName: fileName, Array(content.utf8))
        return form
    }
}

extension ConsoleFixture {
    /// Posts `form` to `path` from the console's own page.
    func post(_ path: String, multipart form: MultipartForm, cookies: [String], origin: String? = nil) throws -> CurlRequest.Answer {
        try CurlRequest(
            method: "POST", path: path,
            headers: ["Origin: \(origin ?? self.origin)", form.contentType, "Cookie: " + cookies.joined(separator: "; ")],
            body: form.body
        ).send(to: port)
    }

    /// Asks for the catalog page until the import is no longer under way (at most 20 s).
    func catalogPageAfterImport(cookie: String) throws -> CurlRequest.Answer {
        for _ in 0..<200 {
            let page = try get("/catalog", cookies: [cookie])
            if !page.body.contains("Importing ") { return page }
            usleep(100_000)
        }
        throw CurlRequest.Failure(description: "the import did not end in 20 s")
    }
}
