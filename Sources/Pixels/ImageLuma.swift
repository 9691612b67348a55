// ImageLuma: the 8-bit luma of an image, or of a block of it, as the decoders and the OCR read it.

extension ImageView {
    /// Writes the luma of `rect` into `out`, rows `stride` bytes apart: the part of an image the
    /// decoders read, without converting the rest (a 1080p YUYV frame's whole luma is 2 MB; the
    /// kiosk reads a square of it). Planar formats copy their Y plane, YUYV its Y bytes; RGB is
    /// converted with Rec. 709 weights (sRGB photos are Rec. 709 primaries, and on the dev
    /// images these weights read a UPC-E that BT.601 weights miss). `rect` must lie inside the
    /// image.
    public func copyLuma(of rect: PixelRect, into out: UnsafeMutablePointer<UInt8>, stride: Int) {
        precondition(rect.intersection(size.bounds) == rect, "luma block \(rect) outside the \(size) image")
        precondition(stride >= rect.width, "copyLuma: stride \(stride) for width \(rect.width)")
        let plane = plane(0)
        let src = plane.base.assumingMemoryBound(to: UInt8.self)
        for row in 0..<rect.height {
            let d = out + row * stride
            let s = src + (rect.y + row) * plane.stride
            switch format {
            case .yuyv:
                let s = s + 2 * rect.x
                for i in 0..<rect.width { d[i] = s[2 * i] }
            case .rgb24:
                let s = s + 3 * rect.x
                for i in 0..<rect.width { d[i] = Self.luma(r: s[3 * i], g: s[3 * i + 1], b: s[3 * i + 2]) }
            case .xrgb32:
                let s = s + 4 * rect.x
                for i in 0..<rect.width { d[i] = Self.luma(r: s[4 * i + 2], g: s[4 * i + 1], b: s[4 * i]) }
            default:
                // Grey and planar YUV: the first plane is the luma.
                UnsafeMutableRawPointer(d).copyMemory(from: s + rect.x, byteCount: rect.width)
            }
        }
    }

    /// Calls `body` with the luma of `rect` (inside the image, not empty) as a `LumaView` whose
    /// (0, 0) is the rect's corner, valid during the call: the image's own plane where it has
    /// one (`PixelFormat.hasLumaPlane`: read in place, never copied), else the block converted
    /// alone into `scratch`'s plane buffer.
    public func withLuma<R, E: Error>(of rect: PixelRect, in scratch: LumaScratch, _ body: (LumaView) throws(E) -> R) throws(E) -> R {
        precondition(!rect.isEmpty && rect.intersection(size.bounds) == rect, "luma block \(rect) outside the \(size) image")
        if format.hasLumaPlane {
            let plane = plane(0)
            return try body(LumaView(width: rect.width, height: rect.height, stride: plane.stride, base: plane.base + rect.y * plane.stride + rect.x))
        }
        return try scratch.withBytes(.plane, count: rect.width * rect.height) { (block) throws(E) in
            copyLuma(of: rect, into: block, stride: rect.width)
            return try body(LumaView(width: rect.width, height: rect.height, stride: rect.width, base: UnsafeRawPointer(block)))
        }
    }

    /// Rec. 709 luma, full range, 8-bit fixed point: (54 R + 183 G + 19 B + 128) / 256.
    @inline(__always)
    static func luma(r: UInt8, g: UInt8, b: UInt8) -> UInt8 {
        UInt8(truncatingIfNeeded: (54 &* Int(r) &+ 183 &* Int(g) &+ 19 &* Int(b) &+ 128) >> 8)
    }
}
