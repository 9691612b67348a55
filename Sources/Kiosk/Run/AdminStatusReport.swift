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
        let camera: String
        if let device = cameras.camera {
            let arriving = cameras.lastFrameTime.map { now - $0 < 2 } ?? false
            camera = "\(device.summary); " + (arriving ? "frames arrive" : "no frame for 2 s")
        } else {
            camera = "none: \(Wording.english(cameras.problem))"
        }
        var deliveryLines: [String] = []
        if let delivery {
            deliveryLines = delivery.owed.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value) waiting" }
            deliveryLines.append("\(delivery.delivered) delivered, \(delivery.rejected) rejected in this run")
        } else if destinations > 0 {
            deliveryLines = ["\(destinations) destination(s), not sent with --clock virtual"]
        }
        return AdminStatus(
            kioskID: kioskID, version: KioskVersion.current, addresses: environment.isReal ? AdminStatus.addresses() : [],
            camera: camera, screen: "\(display.width)x\(display.height), \(display.summary)", delivery: deliveryLines)
    }
}
