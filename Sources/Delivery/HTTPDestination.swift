// HTTPDestination: POSTs each capture's JSON to a URL with libcurl's multi interface, on a thread
// of its own.
import CCurl
import FoundationEssentials
import Synchronization
import SystemCall

/// `http://` and `https://`: one POST per capture, `Content-Type: application/json`, the
/// capture's id in `Idempotency-Key` (and in the body) so a receiver can drop a capture that
/// arrives twice, the kiosk's id in `X-Kiosk-Id`; a bearer token or basic auth when given. A
/// 2xx status is delivered. A 4xx status but 408 and 429 is the receiver refusing that capture
/// for good: rejected, with the start of its answer, and not sent again (sending it again
/// would be refused again, and in order it held every later capture back). Anything else (a
/// refused connection, a timeout, a 5xx, 408, 429) is a failure, tried again after a pause; so
/// is a 3xx, reported with where it points: a redirect is not followed, since the token and the
/// capture would go to a URL nobody configured.
///
/// Why a thread: the loop's registry watches descriptors for reading only, while libcurl's
/// sockets need watching for writing too, and its name resolution and TLS handshakes are best
/// kept off the loop. The thread runs `curl_multi_poll`, woken by `curl_multi_wakeup` when a
/// request is posted or at stop; outcomes come back through the mailbox's eventfd. It is joined
/// on `detach`. One request at a time (window 1), so captures arrive in order.
final class HTTPDestination: Destination {
    struct Request: Sendable {
        let id: String
        let body: String
    }

    /// The multi handle, made and cleaned up by the thread; the loop only wakes it.
    final class Multi: Sendable {
        /// curl_multi_wakeup may be called from any thread; everything else only on the worker's.
        struct Handle: @unchecked Sendable { let pointer: UnsafeMutableRawPointer }
        let handle = Mutex<Handle?>(nil)
        func wake() { handle.withLock { if let multi = $0 { curl_multi_wakeup(multi.pointer) } } }
    }

    let spec: DestinationSpec
    let window = 1
    private let kiosk: String
    private let version: String
    private let log: (String) -> Void
    private var mailbox: WorkerMailbox<Request>?
    private let multi = Multi()
    private weak var events: EventRegistry?

    private static let initialised: Bool = { curl_global_init(Int(CURL_GLOBAL_DEFAULT)) == CURLE_OK }()

    init(spec: DestinationSpec, kiosk: String, version: String, log: @escaping (String) -> Void) {
        self.spec = spec
        self.kiosk = kiosk
        self.version = version
        self.log = log
    }

    deinit { detach() }

    func attach(to events: EventRegistry, finished: @escaping (String, DeliveryOutcome) -> Void) throws(SystemError) {
        if let why = OnDemandLibrary.open(kiosk_curl_load, package: "libcurl4") {
            log("deliver: \(spec.name): \(why); nothing is sent there, captures for it wait in the outbox")
            return
        }
        _ = Self.initialised
        let mailbox = try WorkerMailbox<Request>(label: "replies of \(spec.name)")
        self.mailbox = mailbox
        self.events = events
        events.watch(mailbox.replies.fd) { [log] in
            let (replies, notes) = mailbox.takeReplies()
            for note in notes { log(note) }
            for reply in replies { finished(reply.id, reply.outcome) }
        }
        let settings = Settings(spec: spec, kiosk: kiosk, version: version)
        SystemThread.start(name: "kioskscan-http") { [multi] in Self.work(mailbox, multi: multi, settings: settings) }
    }

    func send(_ entry: OutboxEntry) {
        guard let id = entry.id else { return }
        mailbox?.post(Request(id: id, body: entry.line))
        multi.wake()
    }

    func detach() {
        guard let mailbox, mailbox.requestStop() else { return }
        multi.wake()
        mailbox.ended.wait()
        events?.unwatch(mailbox.replies.fd)
    }

    /// What every request carries, made once.
    struct Settings: Sendable {
        let url: String
        let headers: [String]
        let user: String?
        let password: String?
        let caFile: String?
        let timeoutMS: Int
        let userAgent: String

        init(spec: DestinationSpec, kiosk: String, version: String) {
            guard case .http(let url) = spec.kind else { preconditionFailure("not an http destination") }
            self.url = url
            var headers = ["Content-Type: application/json", "X-Kiosk-Id: \(kiosk)"]
            if let bearer = spec.bearer { headers.append("Authorization: Bearer \(bearer)") }
            self.headers = headers
            user = spec.user
            password = spec.password
            caFile = spec.caFile
            timeoutMS = Int(spec.timeout * 1000)
            userAgent = "kioskscan/\(version)"
        }
    }

    // MARK: the thread

    /// One transfer on its way: the easy handle and what it must outlive.
    private final class Transfer {
        let id: String
        let easy: UnsafeMutableRawPointer
        let headers: UnsafeMutablePointer<curl_slist>?
        /// The start of the answer's body.
        let body = UnsafeMutablePointer<kiosk_curl_body>.allocate(capacity: 1)

        init(id: String, easy: UnsafeMutableRawPointer, headers: UnsafeMutablePointer<curl_slist>?) {
            self.id = id
            self.easy = easy
            self.headers = headers
            body.initialize(to: kiosk_curl_body())
        }

        deinit {
            curl_easy_cleanup(easy)
            curl_slist_free_all(headers)
            body.deallocate()
        }

        /// The start of the answer, escaped for the log: nothing when it was empty.
        var answer: String {
            let count = min(Int(body.pointee.count), 512)
            let bytes = withUnsafeBytes(of: &body.pointee.bytes) { Array($0.prefix(count)) }
            let text = PrintableText.escaped(bytes, limit: 200)
            return text.isEmpty ? "" : ": " + text
        }
    }

    private static func work(_ mailbox: WorkerMailbox<Request>, multi shared: Multi, settings: Settings) {
        defer { mailbox.ended.signal() }
        guard let multi = curl_multi_init() else {
            mailbox.note("deliver: \(settings.url): curl_multi_init failed; nothing is sent there")
            return
        }
        let handle = Multi.Handle(pointer: multi)
        shared.handle.withLock { $0 = handle }
        var transfers: [UnsafeMutableRawPointer: Transfer] = [:]
        defer {
            shared.handle.withLock { $0 = nil }
            for (easy, _) in transfers { curl_multi_remove_handle(multi, easy) }
            transfers.removeAll()
            curl_multi_cleanup(multi)
        }
        while true {
            let (jobs, stopping) = mailbox.takeJobs()
            if stopping { return }
            for request in jobs {
                guard let transfer = start(request, settings: settings) else {
                    mailbox.reply(request.id, .failed("could not set up the request"))
                    continue
                }
                transfers[transfer.easy] = transfer
                curl_multi_add_handle(multi, transfer.easy)
            }
            var running: Int32 = 0
            curl_multi_perform(multi, &running)
            var left: Int32 = 0
            while let message = curl_multi_info_read(multi, &left) {
                guard message.pointee.msg == CURLMSG_DONE, let easy = message.pointee.easy_handle, let transfer = transfers[easy] else { continue }
                let result = kiosk_curl_message_result(message)
                var status = 0
                kiosk_curl_response_code(easy, &status)
                let outcome: DeliveryOutcome
                if result != CURLE_OK {
                    outcome = .failed(String(cString: curl_easy_strerror(result)))
                } else if (200..<300).contains(status) {
                    outcome = .delivered
                } else if (300..<400).contains(status) {
                    var location: UnsafeMutablePointer<CChar>?
                    kiosk_curl_redirect_url(easy, &location)
                    let target = location.map { PrintableText.escaped(Array(String(cString: $0).utf8), limit: 200) }
                    outcome = .failed(
                        "HTTP status \(status)" + (target.map { ", moved to \($0): give --deliver the new URL" } ?? " without a Location"))
                } else if (400..<500).contains(status), status != 408, status != 429 {
                    outcome = .rejected("HTTP status \(status)" + transfer.answer)
                } else {
                    outcome = .failed("HTTP status \(status)")
                }
                curl_multi_remove_handle(multi, easy)
                transfers[easy] = nil
                mailbox.reply(transfer.id, outcome)
            }
            // Sleeps until a socket is ready, a timeout of libcurl's is due, or curl_multi_wakeup.
            curl_multi_poll(multi, nil, 0, 1000, nil)
        }
    }

    private static func start(_ request: Request, settings: Settings) -> Transfer? {
        guard let easy = curl_easy_init() else { return nil }
        var headers: UnsafeMutablePointer<curl_slist>?
        for header in settings.headers + ["Idempotency-Key: \(request.id)"] { headers = curl_slist_append(headers, header) }
        let transfer = Transfer(id: request.id, easy: easy, headers: headers)
        var ok = kiosk_curl_set_string(easy, CURLOPT_URL, settings.url) == CURLE_OK
        ok = ok && kiosk_curl_set_long(easy, CURLOPT_NOSIGNAL, 1) == CURLE_OK
        ok = ok && kiosk_curl_set_long(easy, CURLOPT_TIMEOUT_MS, settings.timeoutMS) == CURLE_OK
        ok = ok && kiosk_curl_set_long(easy, CURLOPT_CONNECTTIMEOUT_MS, min(settings.timeoutMS, 10_000)) == CURLE_OK
        ok = ok && kiosk_curl_set_headers(easy, headers) == CURLE_OK
        ok = ok && kiosk_curl_set_string(easy, CURLOPT_USERAGENT, settings.userAgent) == CURLE_OK
        ok = ok && kiosk_curl_keep_body(easy, transfer.body) == CURLE_OK
        // The body is copied: the request's string need not outlive this call.
        let body = Array(request.body.utf8)
        ok = ok && kiosk_curl_set_long(easy, CURLOPT_POSTFIELDSIZE, body.count) == CURLE_OK
        ok =
            ok
            && body.withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) {
                    kiosk_curl_set_pointer(easy, CURLOPT_COPYPOSTFIELDS, UnsafeMutableRawPointer(mutating: $0.baseAddress))
                }
            } == CURLE_OK
        if let user = settings.user {
            ok = ok && kiosk_curl_set_string(easy, CURLOPT_USERNAME, user) == CURLE_OK
            ok = ok && kiosk_curl_set_string(easy, CURLOPT_PASSWORD, settings.password ?? "") == CURLE_OK
        }
        if let ca = settings.caFile { ok = ok && kiosk_curl_set_string(easy, CURLOPT_CAINFO, ca) == CURLE_OK }
        return ok ? transfer : nil
    }
}
