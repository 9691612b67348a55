// AdminStatusReport: what the admin screen says of a run's parts (camera, screen, delivery).
import Delivery
import Display
import Language

/// Finds the admin screen's facts in the run's parts, when asked (the screen opens, and every
/// second while it shows).
struct AdminStatusReport {
    let kioskID: String
    let environment: RunEnvironment
    let cameras: CameraSupervisor
    let display: Display
    /// Delivers the outbox (nil: no destinations, or a virtual-clock run).
    let delivery: DeliveryService?
    /// How many destinations `--deliver` names.
    let destinations: Int

    /// The facts at kiosk clock time `now` (frames arrive: one came in the last 2 s).
    func status(at now: Double) -> AdminStatus {
        let camera: ShownText
        if let device = cameras.camera {
            let arriving = cameras.lastFrameTime.map { now - $0 < 2 } ?? false
            camera = .said(arriving ? .adminCameraArriving : .adminCameraNoFrame, ["camera": device.summary])
        } else {
            camera = .said(.adminCameraNone, parts: ["reason": .phrase(cameras.problem)])
        }
        var deliveryLines: [ShownText] = []
        if let delivery {
            deliveryLines = delivery.owed.sorted { $0.key < $1.key }.map { .said(.adminWaiting, count: $0.value, ["destination": $0.key]) }
            deliveryLines.append(.said(.adminDeliveredRejected, ["delivered": String(delivery.delivered), "rejected": String(delivery.rejected)]))
        } else if destinations > 0 {
            deliveryLines = [.said(.adminNotSentVirtual, count: destinations)]
        }
        return AdminStatus(
            kioskID: kioskID, version: KioskVersion.current, addresses: environment.isReal ? AdminStatus.addresses() : [],
            camera: camera, screen: "\(display.width)x\(display.height), \(display.summary)", delivery: deliveryLines)
    }
}
