// MicroHTTPDDaemon: the console's side of libmicrohttpd: the daemon on its own thread, each
// request's headers and form (through the library's post processor) handed to ConsoleSite, and
// its answer queued.
import CMicroHTTPD
import Glibc
import SystemCall

extension Optional where Wrapped == [CChar] {
    /// The array's storage (alive during `body`), or nil.
    fileprivate func withOptionalBuffer<Result>(_ body: (UnsafePointer<CChar>?) -> Result) -> Result {
        guard let array = self else { return body(nil) }
        return array.withUnsafeBufferPointer { body($0.baseAddress) }
    }
}

/// One request while its body arrives, kept in the library's per-request pointer (retained
/// there, released when the library says the request is over).
private final class RequestInProgress {
    let request: ConsoleRequest
    var form = FormFields()
    /// The file form of an upload path (multipart), instead of `form`.
    var upload: ConsoleUpload?
    var processor: OpaquePointer?
    var bodyBytes = 0
    var bodyLimit = ConsoleSite.bodyLimit
    /// An answer was queued already (a refusal before the body): what still comes is dropped.
    var answered = false

    init(_ request: ConsoleRequest) { self.request = request }

    deinit { if let processor { _ = MHD_destroy_post_processor(processor) } }
}

/// A running daemon. Its thread calls `site` for every request; `stop` (or `deinit`) stops the
/// thread and waits for it, closing every connection and the listening socket.
final class MicroHTTPDDaemon {
    let site: ConsoleSite
    private var handle: OpaquePointer?
    /// The certificate and key as C strings: the library may read them while it runs.
    private let certificate: [CChar]?
    private let key: [CChar]?

    /// Starts serving `socket` (handed over to the library when this succeeds), over TLS with
    /// `tls`. Connections idle for `timeout` seconds are closed (a request half sent cannot hold
    /// one for ever).
    init(socket: ListeningSocket, site: ConsoleSite, tls: ConsoleTLS?, timeout: Int) throws(ConsoleError) {
        self.site = site
        certificate = tls.map { $0.certificate.map { CChar(bitPattern: $0) } + [0] }
        key = tls.map { $0.key.map { CChar(bitPattern: $0) } + [0] }
        let context = Unmanaged.passUnretained(self).toOpaque()
        let limits = Limits.self
        let started = certificate.withOptionalBuffer { certificate in
            key.withOptionalBuffer { key in
                kiosk_microhttpd_start(
                    socket.fd, UInt32(timeout), limits.connections, limits.connectionsPerAddress, limits.connectionMemory, certificate, key,
                    Self.handle, Self.completed, context)
            }
        }
        guard let daemon = started else {
            let why = tls == nil ? "" : ": are the certificate and key a pair that GnuTLS reads?"
            throw ConsoleError("libmicrohttpd could not start serving \(socket.address) (MHD_start_daemon failed\(why))")
        }
        _ = socket.handOver()
        handle = daemon
    }

    deinit { stop() }

    func stop() {
        guard let handle else { return }
        self.handle = nil
        MHD_stop_daemon(handle)
    }

    enum Limits {
        /// A few phones and laptops at once; more wait in the kernel's backlog.
        static let connections: UInt32 = 16
        static let connectionsPerAddress: UInt32 = 8
        /// Each connection's buffer for its request's headers and the body not yet taken.
        static let connectionMemory = 32 * 1024
        /// The post processor's buffer (the library's least is 256).
        static let postBuffer = 1024
        /// An upload's: the pieces its file is written in.
        static let uploadBuffer = 16 * 1024
    }

    // MARK: the library's callbacks, on its thread

    /// MHD_AccessHandlerCallback: called when a request's headers are in (`*state` nil), with
    /// each piece of its body, and once more when it is all in (`*uploadSize` 0).
    private static let handle: MHD_AccessHandlerCallback = { context, connection, url, method, _, upload, uploadSize, state in
        guard let context, let connection, let url, let method, let uploadSize, let state else { return .NO }
        let daemon = Unmanaged<MicroHTTPDDaemon>.fromOpaque(context).takeUnretainedValue()
        guard let pointer = state.pointee else {
            let request = MicroHTTPDDaemon.request(connection, url: url, method: method)
            let progress = RequestInProgress(request)
            state.pointee = Unmanaged.passRetained(progress).toOpaque()
            if let refusal = daemon.site.refusal(before: request) {
                progress.answered = true
                return respond(connection, refusal)
            }
            guard request.method == "POST" else {
                progress.answered = true
                return respond(connection, daemon.site.answer(request, form: nil))
            }
            if ConsoleSite.Path(rawValue: request.path)?.takesUpload == true {
                switch daemon.site.beginUpload(request) {
                case .failure(let refusal):
                    progress.answered = true
                    return respond(connection, refusal.response)
                case .success(let upload):
                    progress.upload = upload
                    progress.bodyLimit = daemon.site.uploadBodyLimit(request.path)
                }
            }
            progress.processor = MHD_create_post_processor(
                connection, progress.upload == nil ? Limits.postBuffer : Limits.uploadBuffer,
                progress.upload == nil ? MicroHTTPDDaemon.field : MicroHTTPDDaemon.filePiece, Unmanaged.passUnretained(progress).toOpaque())
            guard progress.processor != nil else {
                progress.answered = true
                return respond(connection, .text(415, "The form's encoding is not one this console reads."))
            }
            return .YES
        }
        let progress = Unmanaged<RequestInProgress>.fromOpaque(pointer).takeUnretainedValue()
        if uploadSize.pointee > 0 {
            let size = uploadSize.pointee
            uploadSize.pointee = 0
            guard !progress.answered else { return .YES }
            progress.bodyBytes += size
            // Longer than its Content-Length said, or sent in chunks without one: the
            // connection is closed (.NO) rather than the body read on.
            guard progress.bodyBytes <= progress.bodyLimit, let processor = progress.processor, let upload else { return .NO }
            if let file = progress.upload {
                // Refused half way (a bad token, over its bound): what was written of the file
                // is removed and the rest of the body read past (within its bound), unwritten;
                // the library takes an answer only once the whole request is in.
                guard file.problem == nil else { return .YES }
                if MHD_post_process(processor, upload, size) != .YES { file.refuseUnreadable() }
                return .YES
            }
            _ = MHD_post_process(processor, upload, size)
            return .YES
        }
        guard !progress.answered else { return .YES }
        progress.answered = true
        if let upload = progress.upload { return respond(connection, daemon.site.answerUpload(progress.request, upload)) }
        return respond(connection, daemon.site.answer(progress.request, form: progress.form))
    }

    /// MHD_PostDataIterator: a piece of one field's value.
    private static let field: MHD_PostDataIterator = { context, _, key, _, _, _, data, offset, size in
        guard let context, let key else { return .NO }
        let progress = Unmanaged<RequestInProgress>.fromOpaque(context).takeUnretainedValue()
        let name = String(cString: key)
        if let data {
            data.withMemoryRebound(to: UInt8.self, capacity: size) {
                progress.form.add(name: name, piece: UnsafeBufferPointer(start: $0, count: size), offset: offset)
            }
        } else {
            progress.form.add(name: name, piece: [], offset: offset)
        }
        return progress.form.problem == nil ? .YES : .NO
    }

    /// MHD_PostDataIterator of an upload: a piece of a field of a multipart form (a file's name
    /// given with each piece of a file).
    private static let filePiece: MHD_PostDataIterator = { context, _, key, fileName, _, _, data, offset, size in
        guard let context, let key else { return .NO }
        let progress = Unmanaged<RequestInProgress>.fromOpaque(context).takeUnretainedValue()
        guard let upload = progress.upload else { return .NO }
        let piece = UnsafeRawBufferPointer(start: data.map { UnsafeRawPointer($0) }, count: data == nil ? 0 : size)
        return upload.add(name: String(cString: key), fileName: fileName.map { String(cString: $0) }, piece: piece, offset: offset) ? .YES : .NO
    }

    /// MHD_RequestCompletedCallback: the request is over (answered, or its connection gone).
    private static let completed: MHD_RequestCompletedCallback = { _, _, state, _ in
        guard let state, let pointer = state.pointee else { return }
        Unmanaged<RequestInProgress>.fromOpaque(pointer).release()
        state.pointee = nil
    }

    /// What the console reads of a request, from its headers (a header's name in any case).
    private static func request(_ connection: OpaquePointer, url: UnsafePointer<CChar>, method: UnsafePointer<CChar>) -> ConsoleRequest {
        func header(_ name: String) -> String? { kiosk_microhttpd_header(connection, name).map { String(cString: $0) } }
        let length = header("Content-Length").flatMap { text in text.utf8.count <= 18 ? Int(text) : Int.max }
        var client = [CChar](repeating: 0, count: 64)
        let known = kiosk_microhttpd_client(connection, &client, client.count) == 1
        var request = ConsoleRequest(
            method: String(cString: method), path: String(cString: url), host: header("Host"), origin: header("Origin"),
            cookies: CookieHeader(header("Cookie")), contentType: header("Content-Type"), contentLength: length,
            client: known ? String(decoding: client.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) : nil)
        // Left as sent by the library (its unescaping is off): undone here, bounded.
        for name in ConsoleSite.queryArguments {
            if let raw = kiosk_microhttpd_argument(connection, name), let value = QueryArgument.decoded(String(cString: raw)) {
                request.query[name] = value
            }
        }
        return request
    }

    /// Queues `response` with the headers every answer carries.
    private static func respond(_ connection: OpaquePointer, _ response: ConsoleResponse) -> MHD_Result {
        let headers = ConsoleSite.headers(of: response)
        var strings: [UnsafeMutablePointer<CChar>?] = headers.flatMap { [strdup($0.name), strdup($0.value)] }
        defer { for string in strings { free(string) } }
        return strings.withUnsafeMutableBufferPointer { pointers in
            pointers.withMemoryRebound(to: UnsafePointer<CChar>?.self) { names in
                if let file = response.file {
                    return kiosk_microhttpd_respond_file(connection, UInt32(response.status), file.fd, file.size, names.baseAddress, headers.count)
                }
                return response.body.withUnsafeBytes { body in
                    kiosk_microhttpd_respond(connection, UInt32(response.status), body.baseAddress, body.count, names.baseAddress, headers.count)
                }
            }
        }
    }
}
