// EventLoopUntil: runs a test's event loop until what it waits for has happened, or a time limit.
import SystemCall

extension EventLoop {
    /// Runs the loop until `condition` holds (checked every 50 ms) or `seconds` pass; returns
    /// whether it held.
    public func run(seconds: Double, until condition: @escaping () -> Bool) throws -> Bool {
        let check = try TimerDescriptor(label: "test check", every: 0.05)
        var held = condition()
        watch(check.fd) { [unowned self] in
            check.acknowledge()
            if condition() {
                held = true
                self.stop()
            }
        }
        defer { unwatch(check.fd) }
        if !held { try run(timeout: seconds) }
        return held || condition()
    }
}
