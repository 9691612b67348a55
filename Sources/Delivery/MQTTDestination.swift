// MQTTDestination: publishes each capture with QoS 1 to kioskscan/<kiosk-id>/captures and the
// kiosk's status, retained, to kioskscan/<kiosk-id>/status, with libmosquitto on a thread of its own.
import CMosquitto
import FoundationEssentials
import Glibc
import SystemCall
import Wire

/// `mqtt://` and `mqtts://`: a capture is delivered when the broker acknowledges its PUBLISH
/// (QoS 1, PUBACK). The status topic is retained and the connection leaves a last will (the
/// status with `"online":false`), so a dashboard subscribed to `kioskscan/+/status` sees every
/// kiosk's latest state and a kiosk that vanished. It reconnects by itself (0.5 s, doubling up
/// to 10 s); captures handed to it meanwhile wait on its thread and go out once connected, so
/// a broker that comes back gets the backlog at once.
///
/// The log says each change of state at once, with its reason (cannot connect: why; connected;
/// connection lost: why), and while a failure lasts, a line every `summaryInterval` seconds
/// with the attempts made and the captures waiting. A connection in progress is checked after
/// each turn (the socket's pending error), so a refused or failed connection is known at once
/// rather than when the keepalive runs out; one with no answer gives up after 10 s.
///
/// Why a thread: `mosquitto_connect_async` still resolves the broker's name with a blocking
/// `getaddrinfo`, and the socket needs watching for writing, which the loop's registry does not
/// do. The thread runs `mosquitto_loop` (100 ms at most per turn, so posted captures wait at
/// most that long), owns the client, and is joined on `detach`, after it has published an
/// orderly `"online":false` and disconnected.
///
/// Drop policy: newest dropped when full (`WorkerMailbox.Policy.newestDroppedWhenFull`, at most
/// `capacity` jobs waiting for the thread), a bound reached only by a thread stuck for minutes
/// (in a name lookup): the loop posts at most `window` captures on their way and one status a
/// second, and the thread takes them all every turn. A capture refused is answered at once,
/// failed (the lane rests and sends it again); a status refused is lost, the next one says it.
final class MQTTDestination: Destination {
    enum Job: Sendable {
        case publish(id: String, payload: String)
        case status(String)
    }

    let spec: DestinationSpec
    /// libmosquitto's default limit of unacknowledged QoS 1 messages.
    let window = 20
    /// Jobs waiting for the thread at most.
    static let capacity = 256
    private let kiosk: String
    private let will: FleetStatus
    private let summaryInterval: Double
    private let log: (String) -> Void
    private var thread: WorkerThread<Job, DeliveryReply>?
    private weak var events: EventRegistry?

    private static let initialised: Bool = { mosquitto_lib_init() == MOSQ_ERR_SUCCESS.rawValue }()

    init(spec: DestinationSpec, kiosk: String, will: FleetStatus, summaryInterval: Double = 60, log: @escaping (String) -> Void) {
        self.spec = spec
        self.kiosk = kiosk
        self.will = will
        self.summaryInterval = summaryInterval
        self.log = log
    }

    deinit { detach() }

    static func capturesTopic(kiosk: String) -> String { "kioskscan/\(kiosk)/captures" }
    static func statusTopic(kiosk: String) -> String { "kioskscan/\(kiosk)/status" }

    /// libmosquitto's words for one of its return codes.
    static func reason(_ rc: Int32) -> String { String(cString: mosquitto_strerror(rc)) }

    func attach(to events: EventRegistry, finished: @escaping (String, DeliveryOutcome) -> Void) throws(SystemError) {
        if let why = OnDemandLibrary.open(kiosk_mosquitto_load, package: "libmosquitto1") {
            log("deliver: \(spec.name): \(why); nothing is sent there, captures for it wait in the outbox")
            return
        }
        _ = Self.initialised
        let mailbox = try WorkerMailbox<Job, DeliveryReply>(
            label: "replies of \(spec.name)", policy: .newestDroppedWhenFull(capacity: Self.capacity), waking: .ownLoop(hook: nil))
        self.events = events
        events.watch(mailbox.replies.fd) { [log] in
            let (replies, notes) = mailbox.takeReplies()
            for note in notes { log(note) }
            for reply in replies { finished(reply.id, reply.outcome) }
        }
        guard case .mqtt(let host, let port, let tls) = spec.kind else { preconditionFailure("not an mqtt destination") }
        let settings = Settings(
            name: spec.name, host: host, port: port, tls: tls, caFile: spec.caFile, user: spec.user, password: spec.password,
            clientID: "kioskscan-\(kiosk)", captures: Self.capturesTopic(kiosk: kiosk), status: Self.statusTopic(kiosk: kiosk),
            will: will.json(at: nil), keepalive: 30, summaryInterval: summaryInterval)
        thread = WorkerThread(name: "kioskscan-mqtt", mailbox: mailbox) { Session(mailbox: $0, settings: settings).run() }
    }

    func send(_ entry: OutboxEntry) {
        guard let id = entry.id, let mailbox = thread?.mailbox else { return }
        if !mailbox.post(.publish(id: id, payload: entry.line)), !mailbox.stopping {
            mailbox.reply(id, .failed("not sent: \(Self.capacity) jobs wait for the MQTT thread already"))
        }
    }

    func statusChanged(_ status: FleetStatus) {
        thread?.post(.status(status.json(at: Date())))
    }

    /// Stops the thread after the jobs waiting (the last status is the one said offline) and
    /// waits for it.
    func detach() {
        guard let thread, thread.stop(.afterQueue) else { return }
        events?.unwatch(thread.mailbox.replies.fd)
    }

    struct Settings: Sendable {
        let name: String
        let host: String
        let port: Int
        let tls: Bool
        let caFile: String?
        let user: String?
        let password: String?
        let clientID: String
        let captures: String
        let status: String
        let will: String
        let keepalive: Int32
        let summaryInterval: Double
    }

    /// The words for a libmosquitto return code, errno's when it says the reason is there.
    static func reason(_ rc: Int32, errno error: Int32) -> String {
        rc == MOSQ_ERR_ERRNO.rawValue ? SystemError.reason(error) : reason(rc)
    }

    /// Everything the thread owns; libmosquitto's callbacks reach it through their `obj`.
    private final class Session {
        let mailbox: WorkerMailbox<Job, DeliveryReply>
        let settings: Settings
        var client: OpaquePointer?
        var connected = false
        var connecting = false
        var everConnected = false
        var nextAttempt = 0.0
        var backoff = Backoff(initial: 0.5, maximum: 10)
        var lastProblem: String?
        /// While a failure lasts: its reason, attempts since the last line about it, and when
        /// that line was written.
        var failure: (reason: String, attempts: Int, since: Double)?
        /// When the connection in progress was started, and errno as the start left it.
        var connectStarted = 0.0
        var connectErrno: Int32 = 0
        static let connectTimeout = 10.0
        /// Captures waiting for a connection, oldest first.
        var waiting: [(id: String, payload: String)] = []
        /// Published, not yet acknowledged: message id → capture id.
        var unacknowledged: [Int32: (id: String, payload: String)] = [:]
        var status: String?
        var statusDirty = false

        init(mailbox: WorkerMailbox<Job, DeliveryReply>, settings: Settings) {
            self.mailbox = mailbox
            self.settings = settings
        }

        func problem(_ text: String) {
            guard lastProblem != text else { return }
            lastProblem = text
            mailbox.note("deliver: \(settings.name): \(text)")
        }

        /// A connection attempt failed: logged when the reason is new, counted otherwise.
        func connectFailed(_ reason: String) {
            connecting = false
            let now = monotonicNow()
            if failure?.reason != reason {
                failure = (reason, 0, now)
                lastProblem = nil
                problem("cannot connect: \(reason)")
            }
            failure!.attempts += 1
            nextAttempt = now + backoff.failed()
        }

        /// While the failure lasts, one line about it every summaryInterval.
        func summarise() {
            guard let failure, !connected else { return }
            let now = monotonicNow()
            guard now - failure.since >= settings.summaryInterval else { return }
            let waitingCount = waiting.count + unacknowledged.count
            mailbox.note(
                "deliver: \(settings.name): still cannot connect (\(failure.reason)): \(failure.attempts) attempt\(failure.attempts == 1 ? "" : "s") "
                    + "in the last \(String(cFormat: "%.0f", settings.summaryInterval)) s; \(waitingCount) capture\(waitingCount == 1 ? " waits" : "s wait")"
            )
            self.failure = (failure.reason, 0, now)
        }

        /// A connection in progress that failed or got no answer. libmosquitto does not always
        /// say: with TLS, a refused TCP connection left mosquitto_loop succeeding until the
        /// keepalive ran out (29 s), the socket closed (POLLHUP), its error already taken, and
        /// the reason only in errno as mosquitto_connect_async left it.
        func checkConnecting(_ client: OpaquePointer) {
            var status = pollfd(fd: mosquitto_socket(client), events: Int16(POLLOUT), revents: 0)
            var error: Int32 = 0
            var length = socklen_t(MemoryLayout<Int32>.size)
            if status.fd >= 0, getsockopt(status.fd, SOL_SOCKET, SO_ERROR, &error, &length) == 0, error != 0 {
                connectFailed(SystemError.reason(error))
            } else if status.fd >= 0, poll(&status, 1, 0) == 1, status.revents & Int16(POLLHUP | POLLERR) != 0 {
                let known = [ECONNREFUSED, ETIMEDOUT, EHOSTUNREACH, ENETUNREACH, ECONNRESET].contains(connectErrno)
                connectFailed(known ? SystemError.reason(connectErrno) : "the connection was closed before the broker answered")
            } else if monotonicNow() - connectStarted > Self.connectTimeout {
                connectFailed("no answer from the broker in \(Int(Self.connectTimeout)) s")
            }
        }

        func run() {
            guard let client = mosquitto_new(settings.clientID, true, Unmanaged.passUnretained(self).toOpaque()) else {
                mailbox.note("deliver: \(settings.name): mosquitto_new failed: \(SystemError.reason(errno)); nothing is sent there")
                return
            }
            self.client = client
            defer { mosquitto_destroy(client) }
            mosquitto_int_option(client, MOSQ_OPT_PROTOCOL_VERSION, MQTT_PROTOCOL_V311)
            if let user = settings.user { mosquitto_username_pw_set(client, user, settings.password) }
            if settings.tls {
                let rc = mosquitto_tls_set(client, settings.caFile, settings.caFile == nil ? "/etc/ssl/certs" : nil, nil, nil, nil)
                if rc != MOSQ_ERR_SUCCESS.rawValue { problem("TLS set-up failed: \(MQTTDestination.reason(rc))") }
            }
            mosquitto_will_set(client, settings.status, Int32(settings.will.utf8.count), settings.will, 1, true)
            mosquitto_connect_callback_set(client) { _, object, code in
                Unmanaged<Session>.fromOpaque(object!).takeUnretainedValue().connected(code)
            }
            mosquitto_disconnect_callback_set(client) { _, object, code in
                Unmanaged<Session>.fromOpaque(object!).takeUnretainedValue().disconnected(code)
            }
            mosquitto_publish_callback_set(client) { _, object, messageID in
                Unmanaged<Session>.fromOpaque(object!).takeUnretainedValue().acknowledged(messageID)
            }
            while true {
                let (jobs, stopping) = mailbox.takeAll()
                for job in jobs {
                    switch job {
                    case .publish(let id, let payload): waiting.append((id, payload))
                    case .status(let json):
                        status = json
                        statusDirty = true
                    }
                }
                if stopping {
                    goodbye(client)
                    return
                }
                if connected { publishWaiting(client) }
                if !connected, !connecting, monotonicNow() >= nextAttempt { connect(client) }
                if connected || connecting {
                    let rc = mosquitto_loop(client, 100, 1)
                    let reason = MQTTDestination.reason(rc, errno: errno)
                    if rc != MOSQ_ERR_SUCCESS.rawValue, connected {
                        lost("connection lost: \(reason)")
                    } else if connecting {
                        if rc != MOSQ_ERR_SUCCESS.rawValue { connectFailed(reason) } else { checkConnecting(client) }
                    }
                } else {
                    usleep(100_000)
                }
                summarise()
            }
        }

        private func connect(_ client: OpaquePointer) {
            let rc =
                everConnected || lastProblem != nil
                ? mosquitto_reconnect_async(client) : mosquitto_connect_async(client, settings.host, Int32(settings.port), settings.keepalive)
            if rc == MOSQ_ERR_SUCCESS.rawValue {
                connectErrno = errno
                connecting = true
                connectStarted = monotonicNow()
            } else {
                connectFailed(MQTTDestination.reason(rc, errno: errno))
            }
        }

        private func publishWaiting(_ client: OpaquePointer) {
            if statusDirty, let status {
                if mosquitto_publish(client, nil, settings.status, Int32(status.utf8.count), status, 1, true) == MOSQ_ERR_SUCCESS.rawValue {
                    statusDirty = false
                }
            }
            while !waiting.isEmpty {
                let (id, payload) = waiting[0]
                var messageID: Int32 = 0
                let rc = mosquitto_publish(client, &messageID, settings.captures, Int32(payload.utf8.count), payload, 1, false)
                guard rc == MOSQ_ERR_SUCCESS.rawValue else {
                    if rc == MOSQ_ERR_NO_CONN.rawValue || rc == MOSQ_ERR_CONN_LOST.rawValue {
                        lost("connection lost while publishing")
                    } else {
                        waiting.removeFirst()
                        mailbox.reply(id, .failed("publish refused: \(MQTTDestination.reason(rc))"))
                    }
                    return
                }
                waiting.removeFirst()
                unacknowledged[messageID] = (id, payload)
            }
        }

        /// The connection is gone: what was published and not acknowledged is published again
        /// after the reconnect (QoS 1 allows the broker to see it twice; the id tells).
        private func lost(_ reason: String) {
            connected = false
            connecting = false
            problem(reason)
            waiting.insert(contentsOf: unacknowledged.sorted { $0.key < $1.key }.map(\.value), at: 0)
            unacknowledged.removeAll()
            nextAttempt = monotonicNow() + backoff.failed()
        }

        private func goodbye(_ client: OpaquePointer) {
            guard connected else { return }
            // An orderly goodbye: the broker does not send the will, so say offline ourselves.
            var offline = status ?? settings.will
            offline.replace("\"online\":true", with: "\"online\":false", maxReplacements: 1)
            mosquitto_publish(client, nil, settings.status, Int32(offline.utf8.count), offline, 1, true)
            let end = monotonicNow() + 1
            while monotonicNow() < end, mosquitto_want_write(client) {
                if mosquitto_loop(client, 50, 1) != MOSQ_ERR_SUCCESS.rawValue { break }
            }
            mosquitto_disconnect(client)
            mosquitto_loop(client, 50, 1)
        }

        // Callbacks, on this thread (inside mosquitto_loop).

        func connected(_ code: Int32) {
            connecting = false
            guard code == 0 else {
                connectFailed("the broker refused the connection: \(String(cString: mosquitto_connack_string(code)))")
                return
            }
            connected = true
            everConnected = true
            backoff.succeeded()
            if lastProblem != nil { mailbox.note("deliver: \(settings.name): connected") }
            lastProblem = nil
            failure = nil
            statusDirty = status != nil
        }

        func disconnected(_ code: Int32) {
            if connected {
                lost(code == 0 ? "disconnected" : "connection lost: \(MQTTDestination.reason(code))")
            } else if connecting {
                connectFailed(MQTTDestination.reason(code))
            }
        }

        func acknowledged(_ messageID: Int32) {
            if let message = unacknowledged.removeValue(forKey: messageID) { mailbox.reply(message.id, .delivered) }
        }
    }
}
