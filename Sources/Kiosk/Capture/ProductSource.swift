// ProductSource: where a capture's product comes from: the shop's catalog on the kiosk, answered
// at once, or the shop's server with the catalog behind it, answered later through the loop.
import Catalog
import Content

/// Looks captures up. Called on the loop; `completion` runs exactly once, on the loop, at once
/// or later. Returns false (and never calls `completion`) when the capture is not a product's
/// code (a web address, a Wi-Fi network, Number mode's price).
public protocol ProductSource: AnyObject {
    func lookUp(_ record: CaptureRecord, completion: @escaping (ProductReading) -> Void) -> Bool
    /// What can be said now of a capture whose lookup has not answered yet (the next capture
    /// came): nil when the source always answers at once.
    func answerNow(_ record: CaptureRecord) -> ProductReading?
}

extension ProductSource {
    public func answerNow(_ record: CaptureRecord) -> ProductReading? { nil }
}

/// The shop's catalog file, looked up on the loop (a lookup takes microseconds).
public final class CatalogProducts: ProductSource {
    private let lookUp: (CaptureRecord) -> ProductReading?

    public init(_ catalog: Catalog, options: KioskOptions) {
        lookUp = ProductCapture.lookUp(catalog, options: options)
    }

    public func lookUp(_ record: CaptureRecord, completion: @escaping (ProductReading) -> Void) -> Bool {
        guard let reading = lookUp(record) else { return false }
        completion(reading)
        return true
    }
}

/// The shop's server (`--lookup`), with the catalog behind it: answered later, through the loop.
public final class ServerProducts: ProductSource {
    public let server: ProductServer
    private let fixedDay: CalendarDate?
    private let style: PriceStyle?

    public init(_ server: ProductServer, options: KioskOptions) {
        self.server = server
        fixedDay = options.contentDate
        style = options.priceStyle
    }

    public func lookUp(_ record: CaptureRecord, completion: @escaping (ProductReading) -> Void) -> Bool {
        guard let key = ProductCapture.lookupKey(record) else { return false }
        let day = fixedDay ?? ContentCapture.localToday()
        server.lookUp(key.code) { [style] answer in completion(ProductCapture.reading(answer, for: record, key: key, day: day, style: style)) }
        return true
    }

    /// The catalog's answer (or why there is none) for a capture the server has not answered yet.
    public func answerNow(_ record: CaptureRecord) -> ProductReading? {
        guard let key = ProductCapture.lookupKey(record) else { return nil }
        return ProductCapture.reading(server.answerNow(key.code), for: record, key: key, day: fixedDay ?? ContentCapture.localToday(), style: style)
    }
}
