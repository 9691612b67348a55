// GoldenImage: a frame compared pixel for pixel with its checked-in PNG; what differs, written out.
import Capture
import Foundation
import Render
import TestSupport

/// A golden frame: `Tests/SceneTests/Golden/NAME.png`. With `KIOSKSCAN_UPDATE_GOLDEN=1` in the
/// environment, `check` writes the frame there instead of comparing (when a change to the look
/// is intended); review the new PNGs before committing them.
struct GoldenImage {
    let name: String

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")
    static var updating: Bool { ProcessInfo.processInfo.environment["KIOSKSCAN_UPDATE_GOLDEN"].map { !$0.isEmpty && $0 != "0" } ?? false }

    var path: String { Self.folder.appendingPathComponent(name + ".png").path }

    /// How a frame differs from its golden.
    struct Difference: CustomStringConvertible {
        var pixels = 0
        /// The largest difference of one colour channel, 0...255.
        var largest = 0
        var description: String { "\(pixels) pixels differ, by up to \(largest) in a channel" }
    }

    /// Nil when `image` equals the golden pixel for pixel (or was just written as the golden);
    /// else why not. On a difference the frame and a diff image go to
    /// `.build/test-artefacts/golden/NAME-actual.png` and `NAME-diff.png`.
    func check(_ image: PixelImage) throws -> String? {
        if Self.updating {
            try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
            try PNGWriter.write(image.surface, to: path)
            return nil
        }
        guard FileManager.default.fileExists(atPath: path) else {
            return "no golden \(path); make one with KIOSKSCAN_UPDATE_GOLDEN=1 swift test --filter GoldenFrameTests (or make golden)"
        }
        let expected = try ImageFile.load(path: path)
        guard expected.format == .rgb24, expected.width == image.width, expected.height == image.height else {
            return "\(name): the golden is \(expected.width)x\(expected.height) \(expected.format), the frame \(image.width)x\(image.height)"
        }
        let diff = PixelImage(width: image.width, height: image.height)
        var difference = Difference()
        let rows = expected.planes[0].base.assumingMemoryBound(to: UInt8.self), stride = expected.planes[0].stride
        for y in 0..<image.height {
            for x in 0..<image.width {
                let e = rows + y * stride + 3 * x
                let a = image[x, y]
                let largest = max(abs(Int(a >> 16 & 0xFF) - Int(e[0])), abs(Int(a >> 8 & 0xFF) - Int(e[1])), abs(Int(a & 0xFF) - Int(e[2])))
                if largest == 0 {
                    // Unchanged pixels: the golden, dark and grey, so the differences stand out.
                    let grey = UInt32((Int(e[0]) + Int(e[1]) + Int(e[2])) / 9)
                    diff.surface.row(y)[x] = grey << 16 | grey << 8 | grey
                } else {
                    difference.pixels += 1
                    difference.largest = max(difference.largest, largest)
                    // Differences in magenta, brighter the larger.
                    let level = UInt32(min(255, 96 + 4 * largest))
                    diff.surface.row(y)[x] = level << 16 | level
                }
            }
        }
        guard difference.pixels > 0 else { return nil }
        let folder = TestData.artefactFolder("golden")
        let actualPath = folder.appendingPathComponent(name + "-actual.png").path
        let diffPath = folder.appendingPathComponent(name + "-diff.png").path
        try PNGWriter.write(image.surface, to: actualPath)
        try PNGWriter.write(diff.surface, to: diffPath)
        return "\(name): \(difference) (frame \(actualPath), differences \(diffPath)); if the change is intended: make golden"
    }
}
