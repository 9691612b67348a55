// HTTPClient: HTTP requests with libcurl's multi interface on a thread of its own, answered
// through an eventfd the loop watches: the webhook destination's POSTs, the product server's GETs.
import CCurl
import Synchronization
import SystemCall

/// Why a thread: the loop's registry watches descriptors for reading only, while libcurl's
/// sockets need watching for writing too, and its name resolution and TLS handshakes are best
/// kept off the loop. The thread (a `WorkerThread` with a loop of its own) runs
/// `curl_multi_poll`, woken by `curl_multi_wakeup` when a request is posted or at stop, and
/// takes all the requests waiting each time; responses come back through the mailbox's eventfd
/// and are handed to `finished` on the loop's thread. It is joined on `detach`. libcurl is
/// opened when the first client is attached (OnDemandLibrary).
///
/// Drop policy: newest dropped when full (`WorkerMailbox.Policy.newestDroppedWhenFull`, at most
/// `capacity` waiting), a bound never reached in practice: the webhook destination has one
/// request on its way at a time, the product server one per code asked, and the thread takes
/// them as soon as they are posted. A request refused is answered at once, failed (`send`).
///
/// What an answer says is read on the thread too (`read`: parsing a JSON body, say), so a long
/// answer costs the loop nothing: `Reading` is what it makes of a status and body.
public final class HTTPClient<Reading: Sendable> {
    public struct Request: Sendable {
        /// The caller's name for the request; its response carries it.
        public var id: String
        /// What the client's `read` needs to know of the request besides its answer (the product
        /// code asked for).
        public var context = ""
        public var url: String
        /// POSTed when given (copied by libcurl); else a GET.
        public var body: [UInt8]?
        public var headers: [String] = []
        public var user: String?
        public var password: String?
        public var caFile: String?
        /// Seconds the whole request may take (connecting at most 10 of them).
        public var timeout: Double
        public var userAgent: String
        /// The response body is kept up to this many bytes; a longer one fails the request.
        /// 0: the body is not wanted (discarded).
        public var bodyLimit = 0
        /// A body longer than `bodyLimit` is cut there instead (its start is what is wanted: a
        /// refusal's reason).
        public var truncatesBody = false

        public init(id: String, url: String, timeout: Double, userAgent: String) {
            self.id = id
            self.url = url
            self.timeout = timeout
            self.userAgent = userAgent
        }
    }

    public struct Response: Sendable {
        public enum Outcome: Sendable {
            /// The server answered: its status and what `read` made of it and the body.
            case answered(status: Int, reading: Reading)
            /// An answer longer than the request's `bodyLimit`: cut off there, and dropped.
            case tooLong(limit: Int)
            /// No answer: refused, timed out; libcurl's words for why.
            case failed(String)
        }
        public let id: String
        public let outcome: Outcome
        /// From posting the request to its end, on CLOCK_MONOTONIC.
        public let seconds: Double
        /// Where a 3xx answer points (redirects are not followed).
        public var location: String? = nil
        /// The seconds the answer's Retry-After asks to wait (given as seconds or as an HTTP
        /// date); nil without one, or with one that asks for no wait.
        public var retryAfter: Double? = nil
    }

    /// The multi handle, made and cleaned up by the thread; the loop only wakes it.
    final class Multi: Sendable {
        /// curl_multi_wakeup may be called from any thread; everything else only on the worker's.
        struct Handle: @unchecked Sendable { let pointer: UnsafeMutableRawPointer }
        let handle = Mutex<Handle?>(nil)
        func wake() { handle.withLock { if let multi = $0 { curl_multi_wakeup(multi.pointer) } } }
    }

    struct Posted: Sendable {
        let request: Request
        let at: Double
    }

    /// Names the thread and the eventfd, and the log lines of the thread.
    private let label: String
    private let read: @Sendable (_ request: Request, _ status: Int, _ body: [UInt8]) -> Reading
    private var thread: WorkerThread<Posted, Response>?
    private let multi = Multi()
    private weak var events: EventRegistry?

    /// Requests waiting for the thread at most (those it has not taken yet; it takes them all
    /// each time it wakes, and a post wakes it).
    public static var capacity: Int { 1024 }

    /// `read` runs on the client's thread, once per answer: the request, the status and the body
    /// (empty when the request's `bodyLimit` is 0).
    public init(label: String, read: @escaping @Sendable (_ request: Request, _ status: Int, _ body: [UInt8]) -> Reading) {
        self.label = label
        self.read = read
    }

    deinit { detach() }

    /// Opens libcurl, starts the thread and watches its replies: nil when it runs, else why not
    /// (libcurl missing, with its Debian package) and nothing was started.
    public func attach(
        to events: EventRegistry, log: @escaping (String) -> Void, finished: @escaping (Response) -> Void
    ) throws(SystemError) -> String? {
        if let why = OnDemandLibrary.open(kiosk_curl_load, package: "libcurl4") { return why }
        _ = CurlGlobal.initialised
        let mailbox = try WorkerMailbox<Posted, Response>(
            label: "replies of \(label)", policy: .newestDroppedWhenFull(capacity: Self.capacity), waking: .ownLoop { [multi] in multi.wake() })
        self.events = events
        events.watch(mailbox.replies.fd) {
            let (replies, notes) = mailbox.takeReplies()
            for note in notes { log(note) }
            for reply in replies { finished(reply) }
        }
        let label = label
        thread = WorkerThread(name: "kioskscan-http", mailbox: mailbox) { [multi, read] mailbox in
            Self.work(mailbox, multi: multi, label: label, read: read)
        }
        return nil
    }

    public var attached: Bool { thread != nil && thread?.mailbox.stopping == false }

    /// Hands `request` to the thread (nothing after `detach`). A request refused by a full
    /// mailbox is answered at once, failed, through the replies: every request is answered.
    public func send(_ request: Request) {
        guard let mailbox = thread?.mailbox else { return }
        if !mailbox.post(Posted(request: request, at: monotonicNow())), !mailbox.stopping {
            mailbox.reply(Response(id: request.id, outcome: .failed("not sent: \(Self.capacity) requests wait already"), seconds: 0))
        }
    }

    /// Stops the thread and waits for it; requests on their way are dropped unanswered.
    public func detach() {
        guard let thread, thread.stop(.now) else { return }
        events?.unwatch(thread.mailbox.replies.fd)
    }

    // MARK: the thread

    /// One transfer on its way: the easy handle and what it must outlive.
    private final class Transfer {
        let posted: Posted
        let easy: UnsafeMutableRawPointer
        var headers: UnsafeMutablePointer<curl_slist>?
        let body: UnsafeMutablePointer<kiosk_curl_body>

        init(posted: Posted, easy: UnsafeMutableRawPointer) {
            self.posted = posted
            self.easy = easy
            body = .allocate(capacity: 1)
            body.initialize(
                to: kiosk_curl_body(
                    data: nil, size: 0, capacity: 0, limit: posted.request.bodyLimit, overflowed: 0, truncates: posted.request.truncatesBody ? 1 : 0))
        }

        deinit {
            curl_easy_cleanup(easy)
            curl_slist_free_all(headers)
            kiosk_curl_body_free(body)
            body.deallocate()
        }

        /// Where a 3xx answer points, when it says.
        var location: String? {
            var status = 0
            kiosk_curl_response_code(easy, &status)
            guard (300..<400).contains(status) else { return nil }
            var url: UnsafeMutablePointer<CChar>?
            kiosk_curl_redirect_url(easy, &url)
            return url.map { String(cString: $0) }
        }

        /// What the answer's Retry-After asks, in seconds from now.
        var retryAfter: Double? {
            var seconds: curl_off_t = 0
            guard kiosk_curl_retry_after(easy, &seconds) == CURLE_OK, seconds > 0 else { return nil }
            return Double(seconds)
        }

        /// What the server said, or why there is no answer.
        func outcome(_ result: CURLcode, read: (Request, Int, [UInt8]) -> Reading) -> Response.Outcome {
            if body.pointee.overflowed != 0 { return .tooLong(limit: posted.request.bodyLimit) }
            guard result == CURLE_OK else { return .failed(String(cString: curl_easy_strerror(result))) }
            var status = 0
            kiosk_curl_response_code(easy, &status)
            let bytes = body.pointee.data.map { data in
                Array(UnsafeRawBufferPointer(start: data, count: body.pointee.size).bindMemory(to: UInt8.self))
            }
            return .answered(status: status, reading: read(posted.request, status, bytes ?? []))
        }
    }

    private static func work(
        _ mailbox: WorkerMailbox<Posted, Response>, multi shared: Multi, label: String, read: @Sendable (Request, Int, [UInt8]) -> Reading
    ) {
        guard let multi = curl_multi_init() else {
            mailbox.note("\(label): curl_multi_init failed; no request is made")
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
            let (jobs, stopping) = mailbox.takeAll()
            if stopping { return }
            for posted in jobs {
                guard let transfer = start(posted) else {
                    mailbox.reply(
                        Response(id: posted.request.id, outcome: .failed("could not set up the request"), seconds: monotonicNow() - posted.at))
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
                let outcome = transfer.outcome(kiosk_curl_message_result(message), read: read)
                let location = transfer.location
                let retryAfter = transfer.retryAfter
                curl_multi_remove_handle(multi, easy)
                transfers[easy] = nil
                mailbox.reply(
                    Response(
                        id: transfer.posted.request.id, outcome: outcome, seconds: monotonicNow() - transfer.posted.at, location: location,
                        retryAfter: retryAfter))
            }
            // Sleeps until a socket is ready, a timeout of libcurl's is due, or curl_multi_wakeup.
            curl_multi_poll(multi, nil, 0, 1000, nil)
        }
    }

    private static func start(_ posted: Posted) -> Transfer? {
        let request = posted.request
        guard let easy = curl_easy_init() else { return nil }
        let transfer = Transfer(posted: posted, easy: easy)
        for header in request.headers { transfer.headers = curl_slist_append(transfer.headers, header) }
        let timeoutMS = max(Int(request.timeout * 1000), 1)
        var ok = kiosk_curl_set_string(easy, CURLOPT_URL, request.url) == CURLE_OK
        ok = ok && kiosk_curl_set_long(easy, CURLOPT_NOSIGNAL, 1) == CURLE_OK
        ok = ok && kiosk_curl_set_long(easy, CURLOPT_TIMEOUT_MS, timeoutMS) == CURLE_OK
        ok = ok && kiosk_curl_set_long(easy, CURLOPT_CONNECTTIMEOUT_MS, min(timeoutMS, 10_000)) == CURLE_OK
        ok = ok && kiosk_curl_set_headers(easy, transfer.headers) == CURLE_OK
        ok = ok && kiosk_curl_set_string(easy, CURLOPT_USERAGENT, request.userAgent) == CURLE_OK
        if request.bodyLimit > 0 {
            ok = ok && kiosk_curl_collect_body(easy, transfer.body) == CURLE_OK
        } else {
            ok = ok && kiosk_curl_discard_body(easy) == CURLE_OK
        }
        if let body = request.body {
            // The body is copied: the request need not outlive this call.
            ok = ok && kiosk_curl_set_long(easy, CURLOPT_POSTFIELDSIZE, body.count) == CURLE_OK
            ok =
                ok
                && body.withUnsafeBufferPointer { buffer in
                    buffer.withMemoryRebound(to: CChar.self) {
                        kiosk_curl_set_pointer(easy, CURLOPT_COPYPOSTFIELDS, UnsafeMutableRawPointer(mutating: $0.baseAddress))
                    }
                } == CURLE_OK
        }
        if let user = request.user {
            ok = ok && kiosk_curl_set_string(easy, CURLOPT_USERNAME, user) == CURLE_OK
            ok = ok && kiosk_curl_set_string(easy, CURLOPT_PASSWORD, request.password ?? "") == CURLE_OK
        }
        if let ca = request.caFile { ok = ok && kiosk_curl_set_string(easy, CURLOPT_CAINFO, ca) == CURLE_OK }
        return ok ? transfer : nil
    }
}

/// curl_global_init, once per process, before the first client's thread starts.
private enum CurlGlobal {
    static let initialised: Bool = { curl_global_init(Int(CURL_GLOBAL_DEFAULT)) == CURLE_OK }()
}
