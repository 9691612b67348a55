// TestImage: small images of every pixel format made from bytes, lent as the views under test.
import Pixels

/// An image of `format` made of the given planes' rows, each plane's rows padded with 0xEE to a
/// stride 3 bytes wider than they are: what a conversion reads from the padding shows.
struct TestImage {
    let format: PixelFormat
    let size: PixelSize
    let planes: [(bytes: [UInt8], stride: Int)]

    init(_ format: PixelFormat, width: Int, height: Int, planes rows: [[[UInt8]]]) {
        self.format = format
        size = PixelSize(width: width, height: height)
        planes = rows.map { plane in
            let stride = plane[0].count + 3
            return (plane.flatMap { $0 + [UInt8](repeating: 0xEE, count: stride - $0.count) }, stride)
        }
    }

    /// Calls `body` with the image as a borrowed view.
    func withView<R>(_ body: (ImageView) -> R) -> R {
        func pin(_ index: Int, _ pinned: [ImagePlane]) -> R {
            guard index < planes.count else {
                return body(
                    ImageView(
                        format: format, size: size, range: .limited, planes: pinned[0], pinned.count > 1 ? pinned[1] : nil,
                        pinned.count > 2 ? pinned[2] : nil))
            }
            return planes[index].bytes.withUnsafeBytes { pin(index + 1, pinned + [ImagePlane(base: $0.baseAddress!, stride: planes[index].stride)]) }
        }
        return pin(0, [])
    }
}

extension LumaView {
    /// The view's pixels, row after row, without the padding between rows.
    var bytes: [UInt8] {
        (0..<height).flatMap { y in (0..<width).map { base.load(fromByteOffset: y * stride + $0, as: UInt8.self) } }
    }
}
