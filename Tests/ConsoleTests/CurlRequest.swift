// CurlRequest: the tests' HTTP client: libcurl itself (through CCurl, as the kiosk opens it),
// one request at a time, its answer's status, headers and body kept.
import CCurl
import Glibc
import SystemCall

/// One request made with libcurl's multi interface and waited for. The path is sent as given
/// (CURLOPT_PATH_AS_IS: `/../` stays), headers are added or replace curl's own (`Host: x`).
struct CurlRequest {
    var method = "GET"
    var path: String
    var headers: [String] = []
    var body: [UInt8]?
    /// `https` asks over TLS, trusting only the certificate in `caFile`.
    var scheme = "http"
    var caFile: String?
    /// The server's address as a URL writes it (`127.0.0.1`, `[::1]`).
    var host = "127.0.0.1"

    struct Answer {
        var status: Int
        /// Every header line of the answer, its name in lowercase.
        var headers: [(name: String, value: String)]
        var body: String

        func header(_ name: String) -> String? { headers.first { $0.name == name.lowercased() }?.value }
        func all(_ name: String) -> [String] { headers.filter { $0.name == name.lowercased() }.map(\.value) }

        /// The value a `Set-Cookie` gives cookie `name`, and the line's attributes.
        func cookie(_ name: String) -> (value: String, attributes: String)? {
            for line in all("set-cookie") where line.hasPrefix(name + "=") {
                let parts = line.split(separator: ";", maxSplits: 1)
                return (String(parts[0].dropFirst(name.count + 1)), parts.count > 1 ? String(parts[1]) : "")
            }
            return nil
        }
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    private final class Lines {
        var lines: [String] = []
    }

    /// Asks `port` on `host` and waits (at most 10 s) for the whole answer.
    func send(to port: Int) throws -> Answer {
        if let why = OnDemandLibrary.open(kiosk_curl_load, package: "libcurl4") { throw Failure(description: why) }
        _ = Self.initialised
        guard let multi = curl_multi_init(), let easy = curl_easy_init() else { throw Failure(description: "curl_easy_init failed") }
        var list: UnsafeMutablePointer<curl_slist>?
        let lines = Lines()
        let body = UnsafeMutablePointer<kiosk_curl_body>.allocate(capacity: 1)
        body.initialize(to: kiosk_curl_body(data: nil, size: 0, capacity: 0, limit: 1 << 20, overflowed: 0, truncates: 0))
        defer {
            curl_multi_remove_handle(multi, easy)
            curl_easy_cleanup(easy)
            curl_multi_cleanup(multi)
            curl_slist_free_all(list)
            kiosk_curl_body_free(body)
            body.deallocate()
        }
        for header in headers { list = curl_slist_append(list, header) }
        kiosk_curl_set_string(easy, CURLOPT_URL, "\(scheme)://\(host):\(port)\(path)")
        if let caFile { kiosk_curl_set_string(easy, CURLOPT_CAINFO, caFile) }
        kiosk_curl_set_long(easy, CURLOPT_PATH_AS_IS, 1)
        kiosk_curl_set_long(easy, CURLOPT_NOSIGNAL, 1)
        kiosk_curl_set_long(easy, CURLOPT_TIMEOUT_MS, 10_000)
        kiosk_curl_set_headers(easy, list)
        kiosk_curl_collect_body(easy, body)
        let collect: @convention(c) (UnsafeMutablePointer<CChar>?, Int, Int, UnsafeMutableRawPointer?) -> Int = { data, size, count, context in
            guard let data, let context else { return 0 }
            let line = String(decoding: UnsafeRawBufferPointer(start: data, count: size * count), as: UTF8.self)
            Unmanaged<Lines>.fromOpaque(context).takeUnretainedValue().lines.append(line)
            return size * count
        }
        kiosk_curl_set_pointer(easy, CURLOPT_HEADERFUNCTION, unsafeBitCast(collect, to: UnsafeMutableRawPointer.self))
        kiosk_curl_set_pointer(easy, CURLOPT_HEADERDATA, Unmanaged.passUnretained(lines).toOpaque())
        if method == "HEAD" {
            kiosk_curl_set_long(easy, CURLOPT_NOBODY, 1)
        } else if method != "GET" && method != "POST" {
            kiosk_curl_set_string(easy, CURLOPT_CUSTOMREQUEST, method)
        }
        if let body = self.body {
            kiosk_curl_set_long(easy, CURLOPT_POSTFIELDSIZE, body.count)
            body.withUnsafeBytes { kiosk_curl_set_pointer(easy, CURLOPT_COPYPOSTFIELDS, UnsafeMutableRawPointer(mutating: $0.baseAddress)) }
            if method != "POST" { kiosk_curl_set_string(easy, CURLOPT_CUSTOMREQUEST, method) }
        } else if method == "POST" {
            kiosk_curl_set_long(easy, CURLOPT_POST, 1)
            kiosk_curl_set_long(easy, CURLOPT_POSTFIELDSIZE, 0)
        }
        curl_multi_add_handle(multi, easy)
        var result: CURLcode?
        while result == nil {
            var running: Int32 = 0
            curl_multi_perform(multi, &running)
            var left: Int32 = 0
            while let message = curl_multi_info_read(multi, &left) {
                if message.pointee.msg == CURLMSG_DONE { result = kiosk_curl_message_result(message) }
            }
            if result == nil { curl_multi_poll(multi, nil, 0, 100, nil) }
        }
        guard result == CURLE_OK else { throw Failure(description: "curl: \(String(cString: curl_easy_strerror(result!)))") }
        var status = 0
        kiosk_curl_response_code(easy, &status)
        // The last answer's headers only (a 100 Continue comes before).
        var headers: [(String, String)] = []
        for line in lines.lines {
            if line.hasPrefix("HTTP/") {
                headers.removeAll()
                continue
            }
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers.append((line[..<colon].lowercased(), line[line.index(after: colon)...].trimmingCharacters()))
        }
        let text = body.pointee.data.map { String(decoding: UnsafeRawBufferPointer(start: $0, count: body.pointee.size), as: UTF8.self) } ?? ""
        return Answer(status: status, headers: headers, body: text)
    }

    private static let initialised: Bool = { curl_global_init(Int(CURL_GLOBAL_DEFAULT)) == CURLE_OK }()
}

extension Substring {
    func trimmingCharacters() -> String {
        // ("\r\n" is one Character: isWhitespace covers it.)
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}
