// FrameConversion: still images to the raw formats cameras deliver (for feeding a virtual camera).
import Pixels

extension Frame {
    /// The formats `converted(to:)` makes from a still image.
    public static let stillConversions: [PixelFormat] = [.yuyv, .nv12, .grey, .rgb24]

    /// This `grey` or `rgb24` frame as tightly packed `yuyv` or `nv12` (BT.601, video range: what
    /// a USB webcam and a Raspberry Pi camera send), `grey` or `rgb24`. Chroma is the average of
    /// each pixel pair (`yuyv`) or each 2x2 block (`nv12`).
    public func converted(to target: PixelFormat) -> Frame {
        precondition(format == .grey || format == .rgb24, "conversion needs a decoded still image, not \(format)")
        precondition(Self.stillConversions.contains(target), "cannot convert to \(target)")
        if target == format { return self }
        if target == .grey { return luma()! }
        let out = Frame.allocate(format: target, width: width, height: height, timestamp: timestamp, sequence: sequence)
        let src = planes[0].base.assumingMemoryBound(to: UInt8.self)
        let dst = out.planes[0].base.assumingMemoryBound(to: UInt8.self)
        let channels = format == .grey ? 1 : 3
        func rgb(_ row: UnsafeMutablePointer<UInt8>, _ x: Int) -> (Int, Int, Int) {
            let p = row + x * channels
            return channels == 1 ? (Int(p[0]), Int(p[0]), Int(p[0])) : (Int(p[0]), Int(p[1]), Int(p[2]))
        }
        if target == .nv12 {
            let chroma = out.planes[1].base.assumingMemoryBound(to: UInt8.self)
            for y in 0..<height {
                let s = src + y * planes[0].stride, d = dst + y * out.planes[0].stride
                for x in 0..<width { let (r, g, b) = rgb(s, x); d[x] = Self.videoLuma(r, g, b) }
            }
            for cy in 0..<(height + 1) / 2 {
                let row0 = src + 2 * cy * planes[0].stride, row1 = src + min(2 * cy + 1, height - 1) * planes[0].stride
                let d = chroma + cy * out.planes[1].stride
                for cx in 0..<(width + 1) / 2 {
                    let x0 = 2 * cx, x1 = min(2 * cx + 1, width - 1)
                    let (r0, g0, b0) = rgb(row0, x0), (r1, g1, b1) = rgb(row0, x1)
                    let (r2, g2, b2) = rgb(row1, x0), (r3, g3, b3) = rgb(row1, x1)
                    (d[2 * cx], d[2 * cx + 1]) = Self.videoChroma((r0 + r1 + r2 + r3) / 4, (g0 + g1 + g2 + g3) / 4, (b0 + b1 + b2 + b3) / 4)
                }
            }
            return out
        }
        for y in 0..<height {
            let s = src + y * planes[0].stride, d = dst + y * out.planes[0].stride
            if target == .rgb24 {
                for x in 0..<width { let (r, g, b) = rgb(s, x); d[3 * x] = UInt8(r); d[3 * x + 1] = UInt8(g); d[3 * x + 2] = UInt8(b) }
                continue
            }
            var x = 0
            while x < width {
                let (r0, g0, b0) = rgb(s, x)
                let (r1, g1, b1) = x + 1 < width ? rgb(s, x + 1) : (r0, g0, b0)
                let (r, g, b) = ((r0 + r1) / 2, (g0 + g1) / 2, (b0 + b1) / 2)
                d[2 * x] = Self.videoLuma(r0, g0, b0)
                (d[2 * x + 1], d[2 * x + 3]) = Self.videoChroma(r, g, b)
                d[2 * x + 2] = Self.videoLuma(r1, g1, b1)
                x += 2
            }
        }
        return out
    }

    /// Y = 16 + (66 R + 129 G + 25 B) / 256 (BT.601 video range).
    static func videoLuma(_ r: Int, _ g: Int, _ b: Int) -> UInt8 { UInt8((66 * r + 129 * g + 25 * b + 128) >> 8 + 16) }

    /// U and V of BT.601 video range.
    static func videoChroma(_ r: Int, _ g: Int, _ b: Int) -> (u: UInt8, v: UInt8) {
        (UInt8(((-38 * r - 74 * g + 112 * b + 128) >> 8) + 128), UInt8(((112 * r - 94 * g - 18 * b + 128) >> 8) + 128))
    }

    /// The frame's pixels as one tightly packed byte array (rows without padding).
    public func packedBytes() -> [UInt8] {
        var bytes: [UInt8] = []
        for (index, plane) in planes.enumerated() {
            let layout = format.packedLayout(width: width, height: height)[index]
            for row in 0..<layout.rows {
                bytes += UnsafeBufferPointer(start: (plane.base + row * plane.stride).assumingMemoryBound(to: UInt8.self), count: layout.stride)
            }
        }
        return bytes
    }
}
