// SwipeCode: a sample code for the swipe benchmark: the code's own part of a real photo, at the
// size the whole-kiosk benchmark shows that photo.
import Capture
import Decode
import FoundationEssentials
import Pixels
import SystemCall

/// The code of a photo cut out with a margin (its quiet zone and a little label), scaled as
/// `Frame.fitted` scales the whole photo into a camera frame of the size asked for (the photo in
/// a centred square of 0.6 of the frame's shorter side, as `bench --whole` holds it up), its luma
/// in the frame format's levels (video range for YUYV and NV12).
struct SwipeCode {
    /// The photo's folder and name, as the benchmark prints it (`qrcode-1/13.webp`).
    let name: String
    /// What the code says (the photo's `.txt`).
    let text: String
    let size: PixelSize
    let luma: [UInt8]

    /// The photos the swipe benchmark moves: two matrix codes (QR and Data Matrix, one from
    /// each engine's share) and two linear ones (EAN-13 and Code 128), from the six `bench --whole`
    /// holds still, which it captures at every camera size.
    static let defaultNames = ["qrcode-1/13.webp", "ean13-1/4.webp", "code128-2/01.webp", "datamatrix-3/dm-0.webp"]

    /// The margin around the code's corners, as a share of its longer side (a linear code's quiet
    /// zone of ten modules is about a tenth of an EAN-13's width).
    static let margin = 0.15

    /// A code drawn by hand: `luma` row by row, `size.width` a row.
    init(name: String, text: String, size: PixelSize, luma: [UInt8]) {
        precondition(luma.count == size.width * size.height)
        self.name = name
        self.text = text
        self.size = size
        self.luma = luma
    }

    struct Unreadable: Error, CustomStringConvertible {
        let description: String
    }

    /// Loads the photo `name` from `folder`, finds its code (both engines, the still reader) and
    /// cuts it out for a `frameSize` frame of `format`.
    init(folder: String, name: String, frameSize: PixelSize, format: PixelFormat) throws {
        let path = folder + "/" + name
        let photo = try ImageFile.load(path: path)
        let grey = photo.luma()!
        let reader = BarcodeReader()
        guard let code = grey.withLuma({ reader.scan($0) }).detections.first else {
            throw Unreadable(description: "no code could be read from \(path)")
        }
        self.name = name
        text = try String(contentsOfFile: PathName.deletingExtension(path) + ".txt", encoding: .utf8)
        let corners = [code.corners.topLeft, code.corners.topRight, code.corners.bottomRight, code.corners.bottomLeft]
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let extent = max(xs.max()! - xs.min()!, ys.max()! - ys.min()!)
        let cut = (
            x0: max(0, xs.min()! - Self.margin * extent), y0: max(0, ys.min()! - Self.margin * extent),
            x1: min(Double(photo.width), xs.max()! + Self.margin * extent), y1: min(Double(photo.height), ys.max()! + Self.margin * extent)
        )
        let box = 0.6 * Double(min(frameSize.width, frameSize.height))
        let scale = min(box / Double(photo.width), box / Double(photo.height))
        let size = PixelSize(width: max(1, Int(((cut.x1 - cut.x0) * scale).rounded())), height: max(1, Int(((cut.y1 - cut.y0) * scale).rounded())))
        self.size = size
        let videoRange = [.yuyv, .nv12, .yuv420, .yuv422p, .yuv444p].contains(format)
        luma = grey.withLuma { view in
            Self.resampled(view, x0: cut.x0, y0: cut.y0, scale: scale, size: size, videoRange: videoRange)
        }
    }

    /// The part of `view` from (`x0`, `y0`) scaled by `scale` into `size` (bilinear, pixel centres
    /// aligned, as `Frame.fitted` samples), in video range (16...235) when asked.
    static func resampled(_ view: LumaView, x0: Double, y0: Double, scale: Double, size: PixelSize, videoRange: Bool) -> [UInt8] {
        let base = view.base.assumingMemoryBound(to: UInt8.self)
        func at(_ x: Int, _ y: Int) -> Double { Double(base[y * view.stride + x]) }
        var out = [UInt8](repeating: 0, count: size.width * size.height)
        for y in 0..<size.height {
            let sy = max(0, min(Double(view.height - 1), y0 + (Double(y) + 0.5) / scale - 0.5))
            let y1 = Int(sy), y2 = min(y1 + 1, view.height - 1), fy = sy - Double(y1)
            for x in 0..<size.width {
                let sx = max(0, min(Double(view.width - 1), x0 + (Double(x) + 0.5) / scale - 0.5))
                let x1 = Int(sx), x2 = min(x1 + 1, view.width - 1), fx = sx - Double(x1)
                let value = (at(x1, y1) * (1 - fx) + at(x2, y1) * fx) * (1 - fy) + (at(x1, y2) * (1 - fx) + at(x2, y2) * fx) * fy
                out[y * size.width + x] = UInt8((videoRange ? 16 + value * 219 / 255 : value).rounded())
            }
        }
        return out
    }
}
