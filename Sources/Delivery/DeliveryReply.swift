// DeliveryReply: what a destination's thread reports back to the loop for one capture.
import SystemCall

/// What a destination's thread reports for one capture.
struct DeliveryReply: Sendable {
    let id: String
    let outcome: DeliveryOutcome
}

extension WorkerMailbox where Reply == DeliveryReply {
    func reply(_ id: String, _ outcome: DeliveryOutcome) { reply(DeliveryReply(id: id, outcome: outcome)) }
}
