// FrameLuma: the 8-bit luma plane of a frame, as the decoders read it.

extension Frame {
    /// A `grey` frame holding this frame's luma. Planar formats share their Y plane (no copy);
    /// packed and RGB formats are converted (RGB images with Rec. 709 weights: sRGB
    /// photos are Rec. 709 primaries, and on the dev images these weights read a UPC-E that
    /// BT.601 weights miss).
    /// Returns nil for `mjpeg`, which must be decoded first.
    public func luma() -> Frame? {
        switch format {
        case .grey:
            return self
        case .nv12, .yuv420, .yuv422p, .yuv444p:
            return Frame(format: .grey, width: width, height: height, planes: [planes[0]], timestamp: timestamp, sequence: sequence)
        case .mjpeg:
            return nil
        case .yuyv, .rgb24, .xrgb32:
            let out = Frame.allocate(format: .grey, width: width, height: height, timestamp: timestamp, sequence: sequence)
            let dstBase = out.planes[0].base.assumingMemoryBound(to: UInt8.self)
            let src = UnsafePointer(planes[0].base.assumingMemoryBound(to: UInt8.self))
            let srcStride = planes[0].stride, dstStride = out.planes[0].stride
            for y in 0..<height {
                let s = src + y * srcStride, d = dstBase + y * dstStride
                switch format {
                case .yuyv:
                    for x in 0..<width { d[x] = s[2 * x] }
                case .rgb24:
                    for x in 0..<width { d[x] = Self.luma(r: s[3 * x], g: s[3 * x + 1], b: s[3 * x + 2]) }
                default:
                    for x in 0..<width { d[x] = Self.luma(r: s[4 * x + 2], g: s[4 * x + 1], b: s[4 * x]) }
                }
            }
            return out
        }
    }

    /// Rec. 709 luma, full range, 8-bit fixed point: (54 R + 183 G + 19 B + 128) / 256.
    @inline(__always)
    static func luma(r: UInt8, g: UInt8, b: UInt8) -> UInt8 {
        UInt8(truncatingIfNeeded: (54 &* Int(r) &+ 183 &* Int(g) &+ 19 &* Int(b) &+ 128) >> 8)
    }
}
