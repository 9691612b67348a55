// HTTPDestination: POSTs each capture's JSON to a URL, through an HTTPClient (libcurl's multi
// interface on a thread of its own).
import HTTP
import SystemCall
import Wire

/// `http://` and `https://`: one POST per capture, `Content-Type: application/json`, the
/// capture's id in `Idempotency-Key` (and in the body) so a receiver can drop a capture that
/// arrives twice, the kiosk's id in `X-Kiosk-Id`; a bearer token or basic auth when given. A
/// 2xx status is delivered. A 4xx status but 408 and 429 is the receiver refusing that capture
/// for good: rejected, with the start of its answer, and not sent again (sending it again
/// would be refused again, and in order it held every later capture back). Anything else (a
/// refused connection, a timeout, a 5xx, 408, 429) is a failure, tried again after a pause; so
/// is a 3xx, reported with where it points: a redirect is not followed, since the token and the
/// capture would go to a URL nobody configured. One request at a time (window 1), so captures
/// arrive in order.
///
/// Drop policy: the client's (`HTTPClient`: newest dropped when its bounded queue is full, never
/// reached with one request at a time); a request refused fails, and is sent again after a pause.
final class HTTPDestination: Destination {
    let spec: DestinationSpec
    let window = 1
    private let log: (String) -> Void
    /// The status, and for a refusal the start of the answer, escaped for the log.
    private let client: HTTPClient<String>
    /// Bytes of an answer kept (a refusal's reason).
    static let answerBytes = 512
    private let settings: Settings

    init(spec: DestinationSpec, kiosk: String, version: String, log: @escaping (String) -> Void) {
        self.spec = spec
        self.log = log
        client = HTTPClient(
            label: "deliver: \(spec.name)",
            read: { _, status, body in (400..<500).contains(status) ? PrintableText.escaped(body, limit: 200) : "" })
        settings = Settings(spec: spec, kiosk: kiosk, version: version)
    }

    deinit { detach() }

    func attach(to events: EventRegistry, finished: @escaping (String, DeliveryOutcome) -> Void) throws(SystemError) {
        let why = try client.attach(to: events, log: log) { response in
            switch response.outcome {
            case .answered(let status, _) where (200..<300).contains(status): finished(response.id, .delivered)
            case .answered(let status, _) where (300..<400).contains(status):
                let target = response.location.map { PrintableText.escaped(Array(SecretRedaction.redacted($0).utf8), limit: 200) }
                finished(
                    response.id,
                    .failed("HTTP status \(status)" + (target.map { ", moved to \($0): give --deliver the new URL" } ?? " without a Location")))
            case .answered(let status, let answer) where (400..<500).contains(status) && status != 408 && status != 429:
                finished(response.id, .rejected("HTTP status \(status)" + (answer.isEmpty ? "" : ": " + answer)))
            case .answered(let status, _): finished(response.id, .failed("HTTP status \(status)"))
            case .tooLong(let limit): finished(response.id, .failed("an answer longer than \(limit) bytes"))
            case .failed(let reason): finished(response.id, .failed(reason))
            }
        }
        if let why { log("deliver: \(spec.name): \(why); nothing is sent there, captures for it wait in the outbox") }
    }

    func send(_ entry: OutboxEntry) {
        guard let id = entry.id else { return }
        var request = HTTPClient<String>.Request(id: id, url: settings.url, timeout: settings.timeout, userAgent: settings.userAgent)
        request.bodyLimit = Self.answerBytes
        request.truncatesBody = true
        request.headers = settings.headers + ["Idempotency-Key: \(id)"]
        request.body = Array(entry.line.utf8)
        request.user = settings.user
        request.password = settings.password
        request.caFile = settings.caFile
        client.send(request)
    }

    func detach() { client.detach() }

    /// What every request carries, made once.
    struct Settings: Sendable {
        let url: String
        let headers: [String]
        let user: String?
        let password: String?
        let caFile: String?
        let timeout: Double
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
            timeout = spec.timeout
            userAgent = "kioskscan/\(version)"
        }
    }
}
