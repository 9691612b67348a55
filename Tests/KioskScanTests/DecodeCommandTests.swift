// DecodeCommandTests: `kioskscan decode` refuses options that would decode nothing.
import Testing

@testable import KioskScan

@Suite struct DecodeCommandTests {
    @Test func noPassesIsAnErrorNotASilentSuccess() {
        #expect(DecodeCommand.run(["--passes", "", "code.png"]) == 2)
        #expect(DecodeCommand.run(["--passes=", "code.png"]) == 2)
        #expect(DecodeCommand.run(["--passes", "halfSize,sideways", "code.png"]) == 2)
    }
}
