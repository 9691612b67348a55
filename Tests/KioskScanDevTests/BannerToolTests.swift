// BannerToolTests: `kioskscan-dev banner` draws the result of a price and of a scanner's line, not
// only of a barcode (the virtual kiosk's Number-mode test compares the screen with its price banner).
import Foundation
import Testing

@testable import KioskScanDev

@Suite struct BannerToolTests {
    func banner(_ name: String, _ text: String, _ more: [String] = []) throws -> Data? {
        let out = NSTemporaryDirectory() + "banner-\(name)-\(getpid()).png"
        defer { try? FileManager.default.removeItem(atPath: out) }
        let status = ToolCommands.banner(["--symbology", name, "--text", text, "--out", out, "--content", "off"] + more)
        return status == 0 ? try Data(contentsOf: URL(fileURLWithPath: out)) : nil
    }

    @Test func aPriceAndAScannersLineAreDrawnUnderTheirOwnNames() throws {
        let price = try #require(try banner("number", "2.49", ["--currency", "€"]))
        let asCode = try #require(try banner("qr", "2.49"))
        let scanned = try #require(try banner("wedge", "2.49"))
        // PRICE over "2.49 €", QR CODE and SCANNER over "2.49": three different pictures.
        #expect(price != asCode && scanned != asCode && price != scanned)
        #expect(try banner("price", "2.49") == nil, "not a name: a symbology, number or wedge")
    }
}
