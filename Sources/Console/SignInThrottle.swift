// SignInThrottle: wrong console passphrases, counted across all clients: each one doubles the
// wait before the next attempt is checked.

/// After the first wrong passphrase the next attempt waits `firstWait` seconds, after each
/// further one twice as long as before, up to `longestWait`; the right passphrase starts the
/// count again. Counted for the console as a whole (an attacker gains nothing from many
/// addresses) and apart from the kiosk's own keypad (`PINChecker`'s locks), which this never
/// touches. Pure: times come from the caller.
struct SignInThrottle: Equatable {
    static let firstWait = 1.0
    static let longestWait = 15.0 * 60

    private(set) var wrong = 0
    private(set) var nextAttempt: Double?

    /// Seconds to wait at `time` before an attempt is checked (rounded up); nil: none.
    func wait(at time: Double) -> Int? {
        guard let nextAttempt, time < nextAttempt else { return nil }
        return Int((nextAttempt - time).rounded(.up))
    }

    /// A wrong passphrase at `time`: returns the wait it starts.
    @discardableResult
    mutating func failed(at time: Double) -> Double {
        wrong += 1
        let seconds = min(Self.firstWait * Double(1 << min(wrong - 1, 20)), Self.longestWait)
        nextAttempt = time + seconds
        return seconds
    }

    mutating func succeeded() {
        wrong = 0
        nextAttempt = nil
    }
}
