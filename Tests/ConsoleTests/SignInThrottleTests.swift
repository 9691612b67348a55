// SignInThrottleTests: the wait after wrong console passphrases: doubling from 1 s, never more
// than 15 minutes, ended by the right one.
import Testing

@testable import Console

struct SignInThrottleTests {
    @Test func doublesUpToFifteenMinutes() {
        var throttle = SignInThrottle()
        #expect(throttle.wait(at: 0) == nil)
        var time = 0.0
        var waits: [Double] = []
        for _ in 0..<14 {
            let wait = throttle.failed(at: time)
            waits.append(wait)
            #expect(throttle.wait(at: time) == Int(wait))
            #expect(throttle.wait(at: time + wait - 0.25) == 1)  // rounded up
            time += wait
            #expect(throttle.wait(at: time) == nil)
        }
        #expect(waits == [1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900, 900, 900])
        #expect(throttle.wrong == 14)
        throttle.succeeded()
        #expect(throttle.wrong == 0 && throttle.wait(at: time) == nil)
        #expect(throttle.failed(at: time) == 1)
    }
}
