// ConsoleLink: the web console in a real-clock run: started with the run, handed what the admin
// screen shows every second by the loop (the console's thread never reads the kiosk's parts).
import Console
import FoundationEssentials
import Glibc
import Language
import Scene
import SystemCall
import Wire

/// The console of a run (`--console`), with the timer on which the loop publishes its status.
final class ConsoleLink {
    let server: ConsoleServer
    private let timer: TimerDescriptor
    /// Seconds between two snapshots the loop hands the console.
    static let interval = 1.0

    /// Starts the console when `--console` is given (the options were checked: a passphrase is
    /// set, the address is loopback, or TLS or `console.insecure` is given). Nil when it is off or cannot start:
    /// said in the log, and the kiosk scans on without it.
    static func start(_ options: KioskOptions, status: AdminStatus, captures: [HistoryEntry], log: (String) -> Void) -> ConsoleLink? {
        guard let address = options.console, let passphrase = options.consolePassword else { return nil }
        do {
            let tls = try options.consoleTLS()
            let server = try ConsoleServer(
                address: address, status: snapshot(status, captures: captures), verify: { passphrase.matches($0) }, tls: tls,
                catalog: options.catalog.map { ConsoleCatalogDesk.make(path: $0, currency: options.currency) }, uploads: uploadFolder(options),
                slides: options.attractFolder.map { ConsoleSlideCheck.slides(folder: $0) })
            let link = ConsoleLink(server: server, timer: try TimerDescriptor(label: "console status", every: interval))
            log("console: serving \(server.url)\(address.isLoopback || tls != nil ? "" : " without TLS (console.insecure)")")
            return link
        } catch {
            log("\(error); running without the console")
            return nil
        }
    }

    /// Where uploads are written while they arrive: `console-uploads` in the service's state
    /// directory (`$STATE_DIRECTORY`, /var/lib/kioskscan in the package), else beside the
    /// catalog (or the slides folder); nil without any (nothing can be uploaded).
    static func uploadFolder(_ options: KioskOptions) -> String? {
        if let state = getenv("STATE_DIRECTORY").map({ String(cString: $0) }), let first = state.split(separator: ":").first {
            return PathName.join(String(first), "console-uploads")
        }
        guard let beside = options.catalog ?? options.attractFolder else { return nil }
        let folder = PathName.folder(of: beside)
        return PathName.join(folder.isEmpty ? "." : folder, "console-uploads")
    }

    private init(server: ConsoleServer, timer: TimerDescriptor) {
        self.server = server
        self.timer = timer
    }

    /// Publishes `status()` (the admin screen's facts and last captures) on the loop's thread
    /// every `interval` seconds, and logs what the console noted meanwhile (signing in and out,
    /// wrong passphrases).
    /// Each change made through the console (the catalog replaced) is handed to `changed` on
    /// the loop: the run writes it to the outbox as an `admin` event.
    func attach(
        to loop: EventLoop, status: @escaping () -> (facts: AdminStatus, captures: [HistoryEntry]), log: @escaping (String) -> Void,
        changed: @escaping (ConsoleChange) -> Void
    ) {
        let rows = CaptureRows()
        loop.watch(timer.fd) { [timer, server] in
            _ = timer.acknowledge()
            let (facts, captures) = status()
            server.publish(Self.snapshot(facts, captures: captures, rows: rows.rows(for: captures)))
            for note in server.site.takeNotes() { log(note) }
            for change in server.site.takeChanges() { changed(change) }
        }
    }

    /// Stops the console, logging what it noted last and handing on its last changes (an import
    /// that ends after this is written to the outbox by nobody: its note and the catalog stay).
    func stop(log: (String) -> Void, changed: (ConsoleChange) -> Void) {
        server.stop()
        for note in server.site.takeNotes() { log(note) }
        for change in server.site.takeChanges() { changed(change) }
    }

    /// How many of the last captures the loop hands the console (its History page and CSV).
    static let historyShown = 500

    /// The admin screen's facts and last captures (5 on the status page, all of `captures` on the
    /// History page, as the kiosk's History shows them: withheld text stays withheld) in English,
    /// as the status page shows them (the console's pages are not translated yet), with the
    /// wall-clock time they were taken (UTC). `rows`: the captures already made rows.
    static func snapshot(_ status: AdminStatus, captures: [HistoryEntry], rows: [ConsoleStatus.Capture]? = nil) -> ConsoleStatus {
        let english = Wording.english
        let recent = captures.prefix(5).map { "\($0.timeLabel(english))  \($0.heading(english))  \($0.value)" }
        return ConsoleStatus(
            kioskID: status.kioskID, version: status.version,
            facts: [
                .init("Addresses", status.addresses.isEmpty ? [english(.adminNone)] : status.addresses),
                .init("Camera", [english(status.camera)]),
                .init("Screen", [status.screen]),
                .init("Delivery", status.delivery.isEmpty ? [english(.adminOff)] : status.delivery.map { english($0) }),
                .init("Last captures", recent.isEmpty ? [english(.adminNoneYet)] : recent),
            ],
            time: ISO8601Time.text(secondsSince1970: Double(time(nil))), captures: rows ?? captures.map(row))
    }

    /// A capture as the History page lists it: what the kiosk's History shows, in English.
    static func row(_ entry: HistoryEntry) -> ConsoleStatus.Capture {
        let english = Wording.english
        return ConsoleStatus.Capture(
            number: entry.number,
            time: entry.date.map { ISO8601Time.text(secondsSince1970: $0.timeIntervalSince1970) } ?? String(cFormat: "+%.3f s", entry.time),
            heading: entry.heading(english), symbology: entry.origin.displayName, text: entry.shownValue(english), withheld: entry.withheld != nil)
    }
}

/// The History's rows as last made, made again only when the captures changed (a new one, or
/// the newest's product answered): the loop does not redo hundreds of rows every second.
private final class CaptureRows {
    private var made: (newest: ArraySlice<HistoryEntry>, count: Int, rows: [ConsoleStatus.Capture])?

    func rows(for captures: [HistoryEntry]) -> [ConsoleStatus.Capture] {
        if let made, made.count == captures.count, made.newest == captures.prefix(3) { return made.rows }
        let rows = captures.map(ConsoleLink.row)
        made = (captures.prefix(3), captures.count, rows)
        return rows
    }
}
