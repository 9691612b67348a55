// CaptureFlow: the one way out of the kiosk for a capture: made into its event line once, then
// handed to each sink in order (the outbox first, so it is on disk before anyone sees it).
import Catalog
import Console
import Delivery
import FoundationEssentials

/// Somewhere a capture goes: the outbox, standard output, the destinations, the beeper, and
/// later a product lookup. A sink does its own job and logs its own failures; it never stops the
/// capture from reaching the sinks after it.
public protocol CaptureSink: AnyObject {
    func take(_ event: CaptureEvent)
}

/// Turns each capture into a `CaptureEvent` and hands it to every sink, in the order given.
public final class CaptureFlow {
    public let sinks: [any CaptureSink]
    /// The kiosk's name in the fleet, when there is an outbox: each event then gets an `id` and
    /// the `kiosk` (`CaptureEvent.line`).
    private let kiosk: String?
    private let includeDate: Bool

    /// `includeDate`: the wall-clock date goes in each event (a real clock; a virtual run is
    /// reproducible without it).
    public init(sinks: [any CaptureSink], kiosk: String? = nil, includeDate: Bool) {
        self.sinks = sinks
        self.kiosk = kiosk
        self.includeDate = includeDate
    }

    /// A basket handed to the till, to every sink as a `basket` event.
    public func paid(_ basket: Basket, at time: Double) {
        let event = CaptureEvent.basket(basket, time: time, kiosk: kiosk, date: includeDate ? Date() : nil)
        for sink in sinks { sink.take(event) }
    }

    /// A basket's restricted line waits for a member of staff, to every sink as an
    /// `approval-needed` event (with an outbox, delivered as a capture is).
    public func approvalNeeded(_ basket: Basket, age: Int, at time: Double) {
        let event = CaptureEvent.approvalNeeded(
            basket, age: age, time: time, id: kiosk == nil ? nil : OutboxEntry.newID(), kiosk: kiosk, date: includeDate ? Date() : nil)
        for sink in sinks { sink.take(event) }
    }

    /// A change made through the web console, as an `admin` event to the outbox (kept, then
    /// delivered) and standard output; not sounded, not beeped: nobody at the kiosk did it.
    public func admin(_ change: ConsoleChange, at time: Double) {
        let event = CaptureEvent.admin(change, time: time, id: kiosk == nil ? nil : OutboxEntry.newID(), kiosk: kiosk)
        for sink in sinks where sink is OutboxSink || sink is StandardOutputSink { sink.take(event) }
    }

    public func captured(_ record: CaptureRecord) {
        let event = CaptureEvent(
            record: record, id: kiosk == nil ? nil : OutboxEntry.newID(), kiosk: kiosk, date: includeDate ? Date() : nil)
        for sink in sinks { sink.take(event) }
    }
}
