// NumberDecodeCommandTests: which decode command lines are Number mode's.
import Testing

@testable import KioskScan

@Suite struct NumberDecodeCommandTests {
    @Test func numberModeIsAskedForEitherWay() {
        #expect(NumberDecodeCommand.wanted(["--mode", "number", "a.png"]))
        #expect(NumberDecodeCommand.wanted(["a.png", "--mode=number"]))
        #expect(!NumberDecodeCommand.wanted(["--mode", "barcode", "number"]))
        #expect(!NumberDecodeCommand.wanted(["number", "--mode"]))
    }

    @Test func barcodeModeIsWhatDecodeDoesAnyway() {
        #expect(NumberDecodeCommand.withoutBarcodeMode(["--mode", "barcode", "a.png", "--mode=barcode", "b.png"]) == ["a.png", "b.png"])
        #expect(NumberDecodeCommand.withoutBarcodeMode(["--symbologies", "qr", "--mode"]) == ["--symbologies", "qr", "--mode"])
    }
}
