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
        #expect(
            NumberDecodeCommand.withoutBarcodeMode(["--scan-mode", "barcode", "a.png", "--scan-mode=barcode", "b.png", "--mode", "barcode"])
                == ["a.png", "b.png"])
        #expect(NumberDecodeCommand.withoutBarcodeMode(["--symbologies", "qr", "--scan-mode"]) == ["--symbologies", "qr", "--scan-mode"])
    }
}
