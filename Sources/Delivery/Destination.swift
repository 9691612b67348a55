// Destination: what every kind of destination offers the delivery service.
import SystemCall

/// What became of one attempt to deliver a capture.
public enum DeliveryOutcome: Sendable, Equatable {
    case delivered
    /// Not delivered: why, for the log. It is tried again after a pause.
    case failed(String)
    /// Refused for good by the destination (an HTTP 4xx): why, with the start of its answer.
    /// Marked rejected in the outbox and not tried again; the captures after it go on.
    case rejected(String)
}

/// One place captures go. All calls come on the loop's thread; a destination that needs to wait
/// on the network does it on a thread of its own and reports back through a descriptor it
/// watches on the registry. `finished` must be called exactly once per `send`, on the loop's
/// thread, never from inside `send`.
protocol Destination: AnyObject {
    var spec: DestinationSpec { get }
    /// How many captures may be on their way at once (1 keeps the order strict).
    var window: Int { get }
    func attach(to events: EventRegistry, finished: @escaping (_ id: String, _ outcome: DeliveryOutcome) -> Void) throws(SystemError)
    func send(_ entry: OutboxEntry)
    /// The kiosk's status changed (MQTT publishes it; the others ignore it).
    func statusChanged(_ status: FleetStatus)
    /// Stops: threads joined, descriptors unwatched and closed. Captures on their way stay owed.
    func detach()
}

extension Destination {
    func statusChanged(_ status: FleetStatus) {}
}
