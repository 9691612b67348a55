// TestData: where the tests find the shared sample images and put what they write.
import Foundation

public enum TestData {
    /// The package's root folder (this file is Tests/TestSupport/TestData.swift).
    public static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The sample images: `$KIOSKSCAN_TESTDATA` (or `$TESTDATA`), else `../shared/testdata`
    /// beside the checkout.
    public static let root: URL = {
        let environment = ProcessInfo.processInfo.environment
        for name in ["KIOSKSCAN_TESTDATA", "TESTDATA"] {
            if let path = environment[name], !path.isEmpty { return URL(fileURLWithPath: path) }
        }
        return packageRoot.deletingLastPathComponent().appendingPathComponent("shared/testdata")
    }()

    /// The ZXing black-box corpus (see its LICENSE-NOTE.txt).
    public static var blackbox: URL { root.appendingPathComponent("zxing-blackbox") }

    /// The 44 receipt totals (see its LICENSE-NOTE.txt): `NAME.png` with the total in `NAME.txt`.
    public static var priceReceipts: URL { root.appendingPathComponent("price-receipts") }

    /// The path of a corpus image such as `qrcode-1/1.webp`; fails loudly when the corpus is missing.
    public static func blackboxImage(_ relative: String) -> String {
        let url = blackbox.appendingPathComponent(relative)
        precondition(
            FileManager.default.fileExists(atPath: blackbox.path),
            "sample images not found at \(blackbox.path): set KIOSKSCAN_TESTDATA to the testdata folder")
        return url.path
    }

    /// The expected text of a corpus image (its `.txt` beside it, exact bytes).
    public static func expectedText(_ relative: String) throws -> String {
        let url = blackbox.appendingPathComponent((relative as NSString).deletingPathExtension + ".txt")
        return String(decoding: try Data(contentsOf: url), as: UTF8.self)
    }

    /// A folder under `.build/test-artefacts/` for images a test writes for people to look at.
    public static func artefactFolder(_ name: String) -> URL {
        let url = packageRoot.appendingPathComponent(".build/test-artefacts/\(name)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
