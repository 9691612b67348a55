// ConsoleServer: the web console as the kiosk starts it: libmicrohttpd opened, the address
// bound, the daemon's thread serving ConsoleSite's pages; the kiosk's status handed in.
import CMicroHTTPD
import SystemCall

/// The console, serving until `stop` (or `deinit`). Made on the kiosk's loop; its requests are
/// answered on the server library's own thread, which reads only what the loop `publish`es.
public final class ConsoleServer {
    /// The address bound, with the port the kernel chose when 0 was asked.
    public let address: ConsoleAddress
    /// `https://ADDRESS:PORT` or `http://…`: where a browser finds it.
    public var url: String { "\(site.scheme)://\(address)" }
    public let site: ConsoleSite
    private let daemon: MicroHTTPDDaemon

    /// The Debian package with the library (libmicrohttpd12t64 in Debian 13).
    public static let package = "libmicrohttpd12"

    /// Opens libmicrohttpd, binds `address` and starts serving: HTTPS with `tls`, else HTTP.
    /// `catalog`: the kiosk's catalog for the catalog page; `uploads`: the folder files are
    /// written to while they arrive (made when missing; what a killed run left there removed);
    /// `catalogLimit`: the largest catalog file taken, in bytes; `slides`: the attract screen's
    /// slides for the slides page, `slideLimit` the largest slide taken.
    /// `timeout`: seconds a connection may stay idle (a request half sent is dropped after it). Throws why it cannot: the library
    /// missing (with its Debian package), the address taken or not the machine's.
    public init(
        address: ConsoleAddress, status: ConsoleStatus, verify: @escaping @Sendable (String) -> Bool, tls: ConsoleTLS? = nil,
        now: @escaping @Sendable () -> Double = monotonicNow, timeout: Int = 30, catalog: ConsoleCatalog? = nil, uploads: String? = nil,
        catalogLimit: Int = 200_000_000, slides: ConsoleSlides? = nil, slideLimit: Int = 20_000_000
    ) throws(ConsoleError) {
        if let why = OnDemandLibrary.open(kiosk_microhttpd_load, package: Self.package) { throw ConsoleError("console: \(why)") }
        let socket: ListeningSocket
        do { socket = try ListeningSocket(address) } catch { throw ConsoleError("console: cannot listen on \(address): \(error)") }
        self.address = socket.address
        var settings = ConsoleSite.Settings(address: socket.address, now: now, verify: verify)
        settings.secure = tls != nil
        settings.catalog = catalog
        settings.catalogLimit = catalogLimit
        settings.slides = slides
        settings.slideLimit = slideLimit
        if let uploads {
            do { try Folder.create(uploads) } catch { throw ConsoleError("console: cannot make the upload folder: \(error)") }
            UploadFile.removeLeftovers(in: uploads)
            settings.uploads = uploads
        }
        site = ConsoleSite(settings: settings, status: status)
        daemon = try MicroHTTPDDaemon(socket: socket, site: site, tls: tls, timeout: timeout)
    }

    deinit { daemon.stop() }

    /// Hands the console the kiosk's state (from the kiosk's loop).
    public func publish(_ status: ConsoleStatus) { site.publish(status) }

    /// Stops serving: every connection closed, the thread joined, the port free.
    public func stop() { daemon.stop() }
}
