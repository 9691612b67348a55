// DeliverySink: every capture handed to the destinations (`--deliver`) through the delivery service.
import Delivery

/// Queues each event for every destination. It follows the `OutboxSink`: the service sends what
/// the outbox holds, and after a restart what it still owes.
public final class DeliverySink: CaptureSink {
    public let service: DeliveryService

    public init(service: DeliveryService) {
        self.service = service
    }

    public func take(_ event: CaptureEvent) {
        guard let entry = OutboxEntry(line: event.line) else { return }
        service.captured(entry)
    }
}
