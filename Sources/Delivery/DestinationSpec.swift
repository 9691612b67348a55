// DestinationSpec: one `--deliver` value — where captures go and how — parsed and checked.
import FoundationEssentials
import Glibc
import HTTP
import Keyboard
import SystemCall
import Wire

/// `URL [name=value ...]`: the destination, then its settings separated by spaces.
///
///     https://example.com/scans bearer=TOKEN timeout=10
///     mqtts://user:secret@broker.example.com ca=/etc/ssl/broker.pem
///     mqtts://kiosk@broker.example.com password-file=/etc/kioskscan/broker.password
///     exec:/usr/local/bin/on-scan timeout=5
///     hid:/dev/hidg0 layout=de suffix=tab aim=on field=gtin
///     serial:/dev/ttyUSB0 baud=9600 prefix=%02 suffix=crlf
///     exec:/opt/shop%20hooks/on-scan timeout=5
///
/// Spaces separate the parts, so a space in a path (a program's, a device's, a file's a setting
/// names) is written `%20`, as in a URL; any byte may be written `%XX`, and `%` itself `%25`.
///
/// Each destination has a `name` — the URL without user and password, and with the values of
/// secret query parameters (`?token=`) as `***` (SecretRedaction) — by which the outbox
/// marks what was delivered to it, so it keeps its backlog across restarts as long as its URL
/// stays the same.
public struct DestinationSpec: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// POST of the capture's JSON to the URL.
        case http(url: String)
        /// Publish with QoS 1 to `kioskscan/<kiosk-id>/captures`.
        case mqtt(host: String, port: Int, tls: Bool)
        /// Run the program (no shell) with the capture's JSON on its standard input.
        case exec(path: String)
        /// Type the value on a USB HID keyboard gadget (`/dev/hidgN`).
        case hid(path: String)
        /// Write the value to a serial port (a CDC-ACM gadget's `/dev/ttyGS0`, a USB adapter).
        case serial(path: String)
    }

    public var kind: Kind
    /// The URL without credentials and secrets: how the log names it and the outbox marks
    /// deliveries to it.
    public var name: String
    public var user: String?
    public var password: String?
    /// `bearer=TOKEN` or `bearer-file=PATH` (the file's first line): `Authorization: Bearer …`.
    public var bearer: String?
    /// A CA certificate file for https/mqtts (default: the system's, /etc/ssl/certs).
    public var caFile: String?
    /// Seconds one attempt may take: a request, a program's run, a stalled write.
    public var timeout: Double = 10
    /// hid and serial: prefix, AIM identifier, suffix.
    public var format: ScannerFormat?
    /// hid: the keymap of the computer typed into.
    public var layout: KeyboardLayout = .us
    /// serial: the line speed (a gadget's ttyGS0 ignores it).
    public var baud = 9600

    /// Refusals quote what was given with its secrets as `***` (a URL's password, `?token=`),
    /// whichever part of the value they quote.
    public init(parsing text: String) throws(DeliveryError) {
        do throws(DeliveryError) { try self.init(checking: text) } catch {
            throw DeliveryError(SecretRedaction.redacted(error.description), cause: error.cause)
        }
    }

    private init(checking text: String) throws(DeliveryError) {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        guard let target = words.first else {
            throw DeliveryError("expected a destination such as https://…, mqtt://…, exec:PATH, hid:/dev/hidg0 or serial:/dev/ttyGS0")
        }
        var settings: [(String, String)] = []
        for word in words.dropFirst() {
            guard let equals = word.firstIndex(of: "="), equals != word.startIndex else {
                throw DeliveryError("expected name=value after the destination, got '\(word)'")
            }
            settings.append((String(word[..<equals]).lowercased(), String(word[word.index(after: equals)...])))
        }
        let lowered = target.lowercased()
        if lowered.hasPrefix("http://") || lowered.hasPrefix("https://") {
            guard var components = URLComponents(string: target), let host = components.host, !host.isEmpty else {
                throw DeliveryError("'\(SecretRedaction.redacted(target))' is not a URL")
            }
            (user, password) = try Self.credentials(in: target)
            components.user = nil
            components.password = nil
            let url = components.string ?? target
            kind = .http(url: url)
            // Secret query parameters (?token=) stay out of the name: it is logged and written
            // into the history file's delivered lines.
            name = SecretRedaction.redacted(url)
        } else if lowered.hasPrefix("mqtt://") || lowered.hasPrefix("mqtts://") {
            guard let components = URLComponents(string: target), let host = components.host, !host.isEmpty else {
                throw DeliveryError("'\(SecretRedaction.redacted(target))' is not a URL")
            }
            guard components.path.isEmpty || components.path == "/" else {
                throw DeliveryError("'\(SecretRedaction.redacted(target))': the topics are kioskscan/<kiosk-id>/captures and …/status; give no path")
            }
            let tls = lowered.hasPrefix("mqtts://")
            let port = components.port ?? (tls ? 8883 : 1883)
            (user, password) = try Self.credentials(in: target)
            kind = .mqtt(host: host, port: port, tls: tls)
            name = "\(tls ? "mqtts" : "mqtt")://\(host.contains(":") ? "[\(host)]" : host):\(port)"
        } else if lowered.hasPrefix("exec:") {
            let path = try Self.path(String(target.dropFirst(5)), in: "exec:")
            guard path.hasPrefix("/") else {
                throw DeliveryError("exec: needs the program's absolute path (it is run without a shell), got '\(path)'")
            }
            // Checked now: a program that is not there (or is a folder, or not executable) was
            // accepted and failed at every capture, for ever.
            var info = stat()
            guard stat(path, &info) == 0 else {
                throw DeliveryError(
                    "exec:\(path): \(errno == ENOENT || errno == ENOTDIR ? "no such program" : SystemError("stat", object: path).reason)")
            }
            if info.st_mode & S_IFMT == S_IFDIR { throw DeliveryError("exec:\(path): is a folder, not a program") }
            guard info.st_mode & S_IFMT == S_IFREG else { throw DeliveryError("exec:\(path): is not a regular file, not a program") }
            guard access(path, X_OK) == 0 else { throw DeliveryError("exec:\(path): is not executable (chmod +x?)") }
            kind = .exec(path: path)
            name = "exec:" + path
        } else if lowered.hasPrefix("hid:") {
            let path = try Self.path(String(target.dropFirst(4)), in: "hid:")
            guard path.hasPrefix("/") else { throw DeliveryError("hid: needs the gadget's device, such as hid:/dev/hidg0, got '\(path)'") }
            kind = .hid(path: path)
            name = "hid:" + path
            format = ScannerFormat(suffix: "\r")
        } else if lowered.hasPrefix("serial:") {
            let path = try Self.path(String(target.dropFirst(7)), in: "serial:")
            guard path.hasPrefix("/") else { throw DeliveryError("serial: needs the port's device, such as serial:/dev/ttyGS0, got '\(path)'") }
            kind = .serial(path: path)
            name = "serial:" + path
            format = ScannerFormat(suffix: "\r\n")
        } else {
            throw DeliveryError(
                "unknown destination '\(SecretRedaction.redacted(target))': expected http://, https://, mqtt://, mqtts://, exec:PATH, hid:PATH or serial:PATH"
            )
        }
        for (key, value) in settings { try apply(key, value) }
        // Whatever the kind: a device or program path is a name too, and names are printed.
        name = SecretRedaction.redacted(name)
    }

    /// A path as written in the spec, its `%XX` escapes undone (`%20` for a space).
    private static func path(_ written: String, in part: String) throws(DeliveryError) -> String {
        guard let path = PercentEncoding.decode(written) else {
            throw DeliveryError("\(part) a malformed %XX escape in '\(written)' (write % as %25)")
        }
        return path
    }

    /// The URL's user and password (URLCredentials: a malformed `%XX` is refused).
    private static func credentials(in url: String) throws(DeliveryError) -> (String?, String?) {
        do throws(URLCredentials.MalformedEscape) {
            let (_, user, password) = try URLCredentials.split(url)
            return (user, password)
        } catch {
            throw DeliveryError(error.description)
        }
    }

    /// `password-file=` and `bearer-file=`: the file's first line.
    private static func secret(fromFile path: String, setting: String) throws(DeliveryError) -> String {
        let secret: String?
        do { secret = try URLCredentials.secret(fromFile: path) } catch { throw DeliveryError("\(setting)=: cannot read \(error)") }
        guard let secret else {
            throw DeliveryError("\(setting)=: cannot read a \(setting == "bearer-file" ? "token" : "password") from '\(path)'")
        }
        return secret
    }

    private mutating func apply(_ key: String, _ value: String) throws(DeliveryError) {
        let typing: Bool
        let network: Bool
        switch kind {
        case .hid, .serial: (typing, network) = (true, false)
        case .http, .mqtt: (typing, network) = (false, true)
        case .exec: (typing, network) = (false, false)
        }
        func only(_ allowed: Bool, _ kinds: String) throws(DeliveryError) {
            guard allowed else { throw DeliveryError("\(key)= applies to \(kinds) destinations only") }
        }
        switch key {
        case "timeout":
            guard let seconds = Double(value), seconds > 0, seconds <= 3600 else {
                throw DeliveryError("timeout= expects seconds (0…3600), got '\(value)'")
            }
            timeout = seconds
        case "user":
            try only(network, "http(s) and mqtt(s)")
            user = value
        case "password":
            try only(network, "http(s) and mqtt(s)")
            password = value
        case "password-file":
            try only(network, "http(s) and mqtt(s)")
            password = try Self.secret(fromFile: Self.path(value, in: "password-file="), setting: key)
        case "ca":
            try only(network, "https and mqtts")
            let path = try Self.path(value, in: "ca=")
            do { try RegularFile.checkReadable(path: path) } catch { throw DeliveryError("ca=: cannot read \(error)") }
            caFile = path
        case "bearer":
            guard case .http = kind else { throw DeliveryError("bearer= applies to http(s) destinations only") }
            bearer = value
        case "bearer-file":
            guard case .http = kind else { throw DeliveryError("bearer-file= applies to http(s) destinations only") }
            bearer = try Self.secret(fromFile: Self.path(value, in: "bearer-file="), setting: key)
        case "prefix":
            try only(typing, "hid and serial")
            guard let text = PercentEncoding.decode(value) else { throw DeliveryError("prefix=: a malformed %XX escape in '\(value)'") }
            format?.prefix = text
        case "suffix":
            try only(typing, "hid and serial")
            guard let text = ScannerFormat.suffix(parsing: value) else { throw DeliveryError("suffix=: a malformed %XX escape in '\(value)'") }
            format?.suffix = text
        case "aim":
            try only(typing, "hid and serial")
            switch value.lowercased() {
            case "on", "yes", "true", "1": format?.aim = true
            case "off", "no", "false", "0": format?.aim = false
            default: throw DeliveryError("aim= expects on or off, got '\(value)'")
            }
        case "field":
            try only(typing, "hid and serial")
            let name = value.trimmingWhitespace()
            guard !name.isEmpty, name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else {
                throw DeliveryError("field= expects the name of a content field such as gtin or iban, got '\(value)'")
            }
            format?.field = name
        case "controls":
            try only(typing, "hid and serial")
            switch value.lowercased() {
            case "keep": format?.controls = true
            case "drop": format?.controls = false
            default: throw DeliveryError("controls= expects keep or drop, got '\(value)'")
            }
        case "layout":
            guard case .hid = kind else { throw DeliveryError("layout= applies to hid destinations only") }
            guard let layout = KeyboardLayout(named: value) else {
                throw DeliveryError("layout= expects \(KeyboardLayout.names.joined(separator: ", ")), got '\(value)'")
            }
            self.layout = layout
        case "baud":
            guard case .serial = kind else { throw DeliveryError("baud= applies to serial destinations only") }
            guard let rate = Int(value), SerialPort.speed(for: rate) != nil else {
                throw DeliveryError("baud= expects one of \(SerialPort.rates.map(String.init).joined(separator: ", ")), got '\(value)'")
            }
            baud = rate
        default:
            throw DeliveryError(
                "unknown setting '\(key)=' (timeout, user, password, password-file, ca, bearer, bearer-file, prefix, suffix, aim, field, controls, layout, baud)"
            )
        }
    }
}
