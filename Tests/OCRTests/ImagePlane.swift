// ImagePlane: an image file's luma as the plane the OCR reads, for the tests.
import Capture
import OCR
import Pixels

extension GreyPlane {
    /// The luma of the image at `path` (PNG, JPEG, WebP, PGM/PPM).
    static func load(_ path: String) throws -> GreyPlane {
        GreyPlane(luma: try ImageFile.load(path: path).luma()!)
    }

    /// The image at `path` held up in a 1280x720 camera frame as `kioskscan-dev bench --number`
    /// places it (`Frame.fitted`, the image in the centred 432x432 square), as a plane.
    static func loadInCameraFrame(_ path: String) throws -> GreyPlane {
        GreyPlane(luma: try ImageFile.load(path: path).fitted(width: 1280, height: 720, fraction: 0.6).luma()!)
    }

    /// The live kiosk's focus square in that frame.
    static let focusSquare = PixelRect(x: 424, y: 144, width: 432, height: 432)

    private init(luma: Frame) {
        let plane = luma.planes[0]
        var pixels: [UInt8] = []
        pixels.reserveCapacity(luma.width * luma.height)
        for y in 0..<luma.height {
            let row = UnsafeBufferPointer(start: plane.base.assumingMemoryBound(to: UInt8.self) + y * plane.stride, count: luma.width)
            pixels.append(contentsOf: row)
        }
        self = withExtendedLifetime(plane.buffer) { GreyPlane(width: luma.width, height: luma.height, pixels: pixels) }
    }
}
