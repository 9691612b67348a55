// NumberDecodeCommandTests: which decode command lines are Number mode's, under the option's
// name and its former one.
import Testing

@testable import KioskScan

@Suite struct NumberDecodeCommandTests {
    @Test func numberModeIsAskedForEitherWay() {
        #expect(NumberDecodeCommand.wanted(["--scan-mode", "number", "a.png"]))
        #expect(NumberDecodeCommand.wanted(["a.png", "--scan-mode=number"]))
        #expect(!NumberDecodeCommand.wanted(["--scan-mode", "barcode", "number"]))
        #expect(!NumberDecodeCommand.wanted(["number", "--scan-mode"]))
    }

    @Test func theFormerNameStillWorksWithANotice() {
        #expect(NumberDecodeCommand.wanted(["--mode", "number", "a.png"]) && NumberDecodeCommand.wanted(["--mode=number", "a.png"]))
        #expect(NumberDecodeCommand.notices(["--mode", "number", "a.png"]) == ["--mode is now --scan-mode; the old name still works"])
        #expect(NumberDecodeCommand.notices(["--scan-mode", "number", "a.png"]).isEmpty)
    }

    @Test func barcodeModeIsWhatDecodeDoesAnyway() {
        // Read (a missing image is status 1), not refused (2).
        #expect(DecodeCommand.run(["--scan-mode", "barcode", "missing.png", "--scan-mode=barcode", "--mode", "barcode"]) == 1)
        #expect(DecodeCommand.run(["--symbologies", "qr", "missing.png", "--scan-mode"]) == 2)
        #expect(DecodeCommand.run(["--scan-mode", "qr", "missing.png"]) == 2)
    }
}
