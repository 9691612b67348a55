// ImagePlane: an image file's luma as the plane the OCR reads, for the tests.
import Capture
import OCR

extension GreyPlane {
    /// The luma of the image at `path` (PNG, JPEG, WebP, PGM/PPM).
    static func load(_ path: String) throws -> GreyPlane {
        let luma = try ImageFile.load(path: path).luma()!
        let plane = luma.planes[0]
        var pixels: [UInt8] = []
        pixels.reserveCapacity(luma.width * luma.height)
        for y in 0..<luma.height {
            let row = UnsafeBufferPointer(start: plane.base.assumingMemoryBound(to: UInt8.self) + y * plane.stride, count: luma.width)
            pixels.append(contentsOf: row)
        }
        return withExtendedLifetime(plane.buffer) { GreyPlane(width: luma.width, height: luma.height, pixels: pixels) }
    }
}
