// KioskControllerAgeCheck: codes seen while the self-checkout's age check shows go to it, never
// to a capture; a capture held while it was checked as a staff code goes out, or goes.
import Decode

extension KioskController {
    /// While the age check shows: the first of `detections` (anywhere in the camera's picture,
    /// or a scanner's line) is a staff code or an ID card shown to staff, and nothing is
    /// captured; the admin code still opens the admin screen. False when the check is not showing.
    func checkingAge(_ detections: [Detection], at time: Double) -> Bool {
        guard let checkout, checkout.isCheckingAge else { return false }
        if let first = desk.withoutCode(detections, at: time, repeatGuard: machine.repeatGuard).first, desk.view == nil {
            checkout.staffScanned(first, at: time)
        }
        sync()
        return true
    }

    /// A capture held while it was checked as a staff code: one was never captured (its card
    /// leaves the screen), any other goes out now as every capture does.
    func heldAnswered(_ record: CaptureRecord, isStaffCode: Bool) {
        guard isStaffCode else {
            finish(record, staffChecked: true)
            return
        }
        if case .showing(let shown) = machine.phase, shown.number == record.number { machine.resume(at: max(now, record.time)) }
        sync()
    }
}
