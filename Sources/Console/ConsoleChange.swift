// ConsoleChange: a change made through the console (the catalog replaced), handed to the
// kiosk's loop, which writes it to the outbox as an `admin` event: what, when, from where.

public struct ConsoleChange: Sendable, Equatable {
    /// What changed: `catalog replaced`.
    public var what: String
    /// More of it, as the page said it (`shop.csv: 3 products in EUR imported; …`).
    public var detail: String
    /// The client's IP address; nil when unknown.
    public var from: String?
    /// When, in seconds since 1970 (the wall clock).
    public var time: Double

    public init(what: String, detail: String, from: String?, time: Double) {
        self.what = what
        self.detail = detail
        self.from = from
        self.time = time
    }
}
