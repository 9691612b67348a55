// ConsoleSite: what the console answers: the checks every request passes (Host, path, method,
// Origin, body size, session, form token) and the pages behind them. Plain values in and out:
// the server library's side is MicroHTTPDDaemon's.
import Synchronization
import SystemCall
import Wire

/// The console's pages and their guards. Called on the server's thread; `publish` and
/// `endSessions` from the kiosk's loop. The passphrase is checked (`verify`: a PBKDF2 hash, tens
/// of milliseconds) outside every lock, so the loop never waits for it.
public final class ConsoleSite: Sendable {
    /// Every path the console answers; anything else is 404.
    public enum Path: String, Sendable, CaseIterable {
        case root = "/"
        case signIn = "/signin"
        case signOut = "/signout"
        case status = "/status"
        case statusJSON = "/status.json"
        case statusScript = "/status.js"
        case stylesheet = "/console.css"
        case catalog = "/catalog"
        case catalogCSV = "/catalog.csv"
        case slides = "/slides"
        case slideDelete = "/slides/delete"
        case history = "/history"
        case historyCSV = "/history.csv"

        /// The paths a form is posted to; every other is read with GET (or HEAD).
        var takesForms: Bool { self == .signIn || self == .signOut || self == .slideDelete || takesUpload }
        /// The paths a form with a file is posted to (multipart/form-data, streamed to a file).
        var takesUpload: Bool { self == .catalog || self == .slides }
        var allowed: String { self == .signIn || takesUpload ? "GET, HEAD, POST" : takesForms ? "POST" : "GET, HEAD" }
    }

    public struct Settings: Sendable {
        /// The address the console is bound to, with its port: the only Host and Origin taken.
        public var address: ConsoleAddress
        /// Whether the console is served over TLS (cookies then `Secure`, forms from `https://`).
        public var secure = false
        /// Seconds on a monotonic clock (the server's own in a kiosk; a test's hand-set one).
        public var now: @Sendable () -> Double
        /// Whether a passphrase is the console's (its hash checked: `ConsolePassphrase.matches`).
        public var verify: @Sendable (String) -> Bool
        /// The kiosk's catalog (the catalog page); nil: the kiosk has none configured.
        public var catalog: ConsoleCatalog?
        /// The folder uploads are written to while they arrive (in the kiosk's state directory);
        /// nil: nothing can be uploaded.
        public var uploads: String?
        /// The largest catalog file taken (its bytes, the form around it not counted).
        public var catalogLimit = 200_000_000
        /// The attract screen's slides (the slides page); nil: the kiosk has no slides folder.
        public var slides: ConsoleSlides?
        /// The largest slide taken, in bytes.
        public var slideLimit = 20_000_000

        public init(address: ConsoleAddress, now: @escaping @Sendable () -> Double, verify: @escaping @Sendable (String) -> Bool) {
            self.address = address
            self.now = now
            self.verify = verify
        }
    }

    public static let sessionCookie = "kioskscan-session"
    /// The sign-in form's token, also set as this cookie when the form is served (a double
    /// submit: there is no session yet to keep it in).
    public static let signInCookie = "kioskscan-signin"
    public static let formTokenField = "token"
    /// The query arguments read: the History's search and how many rows.
    static let queryArguments = ["q", "n"]
    /// The most a form's body may be: a passphrase and a token fit many times over.
    public static let bodyLimit = 4096

    private struct State {
        var sessions = ConsoleSessions()
        var throttle = SignInThrottle()
        /// Lines for the kiosk's log, not yet taken (`takeNotes`), at most `noteLimit`.
        var notes: [String] = []
        var notesDropped = 0
        /// Changes made through the console, not yet taken by the loop (`takeChanges`).
        var changes: [ConsoleChange] = []
    }

    /// Log lines kept for the loop between two takes; more are counted, not kept.
    static let noteLimit = 64

    let settings: Settings
    private let state = Mutex(State())
    let catalogImport = CatalogImportJob()
    /// What the slides page last did (a slide added, refused or deleted), shown once.
    let slideReport = Mutex<String?>(nil)
    private let snapshot: Mutex<ConsoleStatus>

    public init(settings: Settings, status: ConsoleStatus) {
        self.settings = settings
        snapshot = Mutex(status)
    }

    /// Hands the console the kiosk's state: the status page shows this one until the next.
    public func publish(_ status: ConsoleStatus) { snapshot.withLock { $0 = status } }

    /// Ends every session (the passphrase changed).
    public func endSessions() { state.withLock { $0.sessions.endAll() } }

    /// `https` or `http`.
    public var scheme: String { settings.secure ? "https" : "http" }

    /// Sessions open now.
    public var sessionCount: Int { state.withLock { $0.sessions.count } }

    /// What happened since the last call, for the kiosk's log (signing in and out, wrong
    /// passphrases, each with the client's address): taken by the loop.
    public func takeNotes() -> [String] {
        state.withLock { state in
            var notes = state.notes
            if state.notesDropped > 0 { notes.append("console: \(state.notesDropped) more lines of the console's not logged (too many at once)") }
            state.notes.removeAll()
            state.notesDropped = 0
            return notes
        }
    }

    /// The changes made through the console since the last call, oldest first: the loop writes
    /// each to the outbox as an `admin` event. Never dropped (one per import at most).
    public func takeChanges() -> [ConsoleChange] {
        state.withLock { state in
            defer { state.changes.removeAll() }
            return state.changes
        }
    }

    func record(_ change: ConsoleChange) { state.withLock { $0.changes.append(change) } }

    func note(_ line: String) {
        state.withLock { state in
            if state.notes.count < Self.noteLimit { state.notes.append(line) } else { state.notesDropped += 1 }
        }
    }

    /// Wrong passphrases since the last right one.
    public var wrongAttempts: Int { state.withLock { $0.throttle.wrong } }

    /// The answer that the request's headers alone call for, before any body is read: a Host
    /// that is not this console's (421), a path it does not have (404), a method the path does
    /// not take (405), a form from elsewhere (403, its Origin), one too long (413) or of another
    /// type (415). Nil: read the body, then `answer`.
    public func refusal(before request: ConsoleRequest) -> ConsoleResponse? {
        guard let host = request.host, settings.address.accepts(host: host, defaultPort: settings.secure ? 443 : 80) else {
            return .text(421, "This console answers to \(scheme)://\(settings.address) only (the request's Host is another).")
        }
        guard let path = Path(rawValue: request.path) else { return .text(404, "Not found.") }
        let method = request.method
        guard method == "POST" ? path.takesForms : (method == "GET" || method == "HEAD") && path != .signOut else {
            return .text(405, "\(method) is not taken here.", headers: [.init("Allow", path.allowed)])
        }
        guard method == "POST" else { return nil }
        guard let origin = request.origin, settings.address.accepts(origin: origin, secure: settings.secure) else {
            return .text(403, "A form is taken only from this console's own pages (the request's Origin is missing or another).")
        }
        let type = request.contentType?.split(separator: ";").first.map { $0.trimmingWhitespace().lowercased() }
        if path.takesUpload { return uploadRefusal(before: request, type: type) }
        if let length = request.contentLength, length > Self.bodyLimit {
            return .text(413, "A form of at most \(Self.bodyLimit) bytes is taken.")
        }
        guard type == "application/x-www-form-urlencoded" else {
            return .text(415, "A form is taken as application/x-www-form-urlencoded only.")
        }
        return nil
    }

    /// The answer to a request `refusal(before:)` let through, with its form (POST) once read.
    public func answer(_ request: ConsoleRequest, form: FormFields?) -> ConsoleResponse {
        guard let path = Path(rawValue: request.path) else { return .text(404, "Not found.") }
        let now = settings.now()
        let sessionID = request.cookies.value(Self.sessionCookie)
        // The status page's own refreshes (its script and data) do not keep a session alive.
        let used = path != .statusJSON && path != .statusScript
        let session = self.session(request, used: used)
        if let form, form.problem != nil { return .text(400, "The form could not be read (too many or too long fields).") }
        switch path {
        case .root:
            return .seeOther(session == nil ? Path.signIn.rawValue : Path.status.rawValue)
        case .stylesheet:
            return ConsoleResponse(status: 200, contentType: "text/css; charset=utf-8", body: Array(ConsoleAssets.stylesheet.utf8))
        case .signIn:
            if request.method == "POST" { return signIn(request, form: form ?? FormFields(), at: now) }
            if session != nil { return .seeOther(Path.status.rawValue) }
            return signInPage(status: 200, message: nil)
        case .signOut:
            guard let sessionID, let session else { return .text(403, "Not signed in.") }
            guard ConsoleSessions.sameToken(form?[Self.formTokenField], session.formToken) else {
                return .text(403, "The form has expired or did not come from this console: reload the page.")
            }
            state.withLock { $0.sessions.end(sessionID) }
            note("console: signed out\(Self.from(request))")
            return .seeOther(Path.signIn.rawValue, headers: [cookie(Self.sessionCookie, "", maxAge: 0)])
        case .status:
            guard let session else { return .seeOther(Path.signIn.rawValue) }
            return .html(200, ConsolePages.status(snapshot.withLock { $0 }, formToken: session.formToken))
        case .statusJSON:
            guard session != nil else { return .text(401, "Not signed in.") }
            return ConsoleResponse(status: 200, contentType: "application/json", body: Array(snapshot.withLock { $0 }.json.serialized.utf8))
        case .statusScript:
            guard session != nil else { return .text(401, "Not signed in.") }
            return ConsoleResponse(status: 200, contentType: "text/javascript; charset=utf-8", body: Array(ConsoleAssets.statusScript.utf8))
        case .catalog:
            guard let session else { return .seeOther(Path.signIn.rawValue) }
            // A file is posted through the upload's own steps (answerUpload), never here.
            guard request.method != "POST" else { return .text(400, "A catalog is posted as a file (multipart/form-data).") }
            return catalogPage(formToken: session.formToken)
        case .catalogCSV:
            guard session != nil else { return .text(401, "Not signed in.") }
            return catalogDownload()
        case .slides:
            guard let session else { return .seeOther(Path.signIn.rawValue) }
            guard request.method != "POST" else { return .text(400, "A slide is posted as a file (multipart/form-data).") }
            return slidesPage(formToken: session.formToken)
        case .slideDelete:
            guard let session else { return .text(403, "Not signed in.") }
            guard ConsoleSessions.sameToken(form?[Self.formTokenField], session.formToken) else {
                return .text(403, "The form has expired or did not come from this console: reload the page.")
            }
            return deleteSlide(request, name: form?["name"] ?? "")
        case .history:
            guard let session else { return .seeOther(Path.signIn.rawValue) }
            let search = ConsoleHistory(request.query)
            return .html(200, ConsoleHistory.page(search, captures: snapshot.withLock { $0.captures }, formToken: session.formToken))
        case .historyCSV:
            guard session != nil else { return .text(401, "Not signed in.") }
            let search = ConsoleHistory(request.query)
            return ConsoleResponse(
                status: 200, contentType: "text/csv; charset=utf-8", body: Array(search.csv(snapshot.withLock { $0.captures }).utf8),
                headers: [.init("Content-Disposition", "attachment; filename=\"history.csv\"")])
        }
    }

    /// The session a request's cookie names, when open; `used`: the request is the user's.
    func session(_ request: ConsoleRequest, used: Bool) -> ConsoleSessions.Session? {
        let now = settings.now()
        return state.withLock { $0.sessions.find(request.cookies.value(Self.sessionCookie), at: now, used: used) }
    }

    /// A sign-in form posted: its token, the wait after wrong passphrases, then the passphrase.
    private func signIn(_ request: ConsoleRequest, form: FormFields, at now: Double) -> ConsoleResponse {
        let cookieToken = request.cookies.value(Self.signInCookie)
        guard let cookieToken, ConsoleSessions.isToken(cookieToken), ConsoleSessions.sameToken(form[Self.formTokenField], cookieToken) else {
            return signInPage(status: 403, message: "The sign-in form had expired or did not come from this console. Try again.")
        }
        if let wait = state.withLock({ $0.throttle.wait(at: now) }) {
            return signInPage(
                status: 429, message: "Too many wrong passphrases: the next attempt is taken in \(wait) s.",
                headers: [.init("Retry-After", String(wait))])
        }
        let passphrase = form["passphrase"] ?? ""
        // The hash is worked out here, on the server's thread, outside the lock.
        let right = !passphrase.isEmpty && settings.verify(passphrase)
        let opened: Result<(id: String, formToken: String), SystemError>? = state.withLock { state in
            guard right else {
                state.throttle.failed(at: now)
                return nil
            }
            state.throttle.succeeded()
            do throws(SystemError) { return .success(try state.sessions.open(at: now)) } catch { return .failure(error) }
        }
        switch opened {
        case nil:
            let wait = state.withLock { $0.throttle.wait(at: now) } ?? 0
            note("console: a wrong passphrase\(Self.from(request)); the next attempt is taken in \(wait) s")
            return signInPage(status: 403, message: "Wrong passphrase. The next attempt is taken in \(wait) s.")
        case .failure(let error):
            return .text(500, "No session could be made: \(error)")
        case .success(let session):
            note("console: signed in\(Self.from(request))")
            return .seeOther(
                Path.status.rawValue, headers: [cookie(Self.sessionCookie, session.id, maxAge: nil), cookie(Self.signInCookie, "", maxAge: 0)])
        }
    }

    /// ` from ADDRESS`, or nothing when the address is unknown.
    static func from(_ request: ConsoleRequest) -> String { request.client.map { " from \($0)" } ?? "" }

    /// The sign-in page with a fresh form token, also set as its cookie.
    private func signInPage(status: Int, message: String?, headers: [ConsoleResponse.Header] = []) -> ConsoleResponse {
        guard let token = try? ConsoleSessions.randomToken() else { return .text(500, "No sign-in form could be made (getrandom failed).") }
        let expiry = Int(ConsoleSessions.idleLimit)
        return .html(
            status, ConsolePages.signIn(formToken: token, message: message), headers: headers + [cookie(Self.signInCookie, token, maxAge: expiry)])
    }

    /// A `Set-Cookie` for the console: never readable by scripts, never sent from another site,
    /// `Secure` under TLS. No `maxAge`: it lasts while the browser runs; 0: it is deleted.
    private func cookie(_ name: String, _ value: String, maxAge: Int?) -> ConsoleResponse.Header {
        var text = "\(name)=\(value); Path=/; HttpOnly; SameSite=Strict"
        if let maxAge { text += "; Max-Age=\(maxAge)" }
        if settings.secure { text += "; Secure" }
        return .init("Set-Cookie", text)
    }

    /// The headers every answer carries, its own after them.
    public static func headers(of response: ConsoleResponse) -> [ConsoleResponse.Header] {
        [
            .init("Content-Type", response.contentType),
            .init("Content-Security-Policy", "default-src 'self'; frame-ancestors 'none'; form-action 'self'; base-uri 'none'"),
            .init("Cache-Control", "no-store"),
            .init("X-Content-Type-Options", "nosniff"),
            .init("X-Frame-Options", "DENY"),
            .init("Referrer-Policy", "no-referrer"),
        ] + response.headers
    }
}
