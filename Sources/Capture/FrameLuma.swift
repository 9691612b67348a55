// FrameLuma: the 8-bit luma plane of a frame, as the decoders read it.

extension Frame {
    /// Whether the frame's luma is one of its own planes (grey and planar YUV): read in place,
    /// never copied. Packed and RGB formats compute it (`copyLuma`); MJPEG has none until decoded.
    public var sharesLuma: Bool {
        [.grey, .nv12, .yuv420, .yuv422p, .yuv444p].contains(format)
    }

    /// A `grey` frame holding this frame's luma. Planar formats share their Y plane (no copy);
    /// packed and RGB formats are converted (RGB images with Rec. 709 weights: sRGB
    /// photos are Rec. 709 primaries, and on the dev images these weights read a UPC-E that
    /// BT.601 weights miss).
    /// Returns nil for `mjpeg`, which must be decoded first.
    public func luma() -> Frame? {
        if format == .grey { return self }
        if sharesLuma {
            return Frame(format: .grey, width: width, height: height, planes: [planes[0]], timestamp: timestamp, sequence: sequence)
        }
        guard format != .mjpeg else { return nil }
        let out = Frame.allocate(format: .grey, width: width, height: height, timestamp: timestamp, sequence: sequence)
        copyLuma(x: 0, y: 0, width: width, height: height, into: out.planes[0].base.assumingMemoryBound(to: UInt8.self), stride: out.planes[0].stride)
        return out
    }

    /// Writes the luma of the `width` x `height` block at (`x`, `y`) into `out`, rows `stride`
    /// bytes apart: the part of a packed frame the decoders read, without converting the rest
    /// (a 1080p YUYV frame's whole luma is 2 MB; the kiosk reads a square of it). The values
    /// are `luma()`'s. The block must lie inside the frame; not for `mjpeg`.
    public func copyLuma(x: Int, y: Int, width: Int, height: Int, into out: UnsafeMutablePointer<UInt8>, stride: Int) {
        precondition(
            x >= 0 && y >= 0 && width >= 0 && height >= 0 && x + width <= self.width && y + height <= self.height, "luma block outside the frame")
        precondition(stride >= width && format != .mjpeg, "copyLuma: stride \(stride) for width \(width), format \(format)")
        let src = UnsafePointer(planes[0].base.assumingMemoryBound(to: UInt8.self))
        let srcStride = planes[0].stride
        for row in 0..<height {
            let d = out + row * stride
            switch format {
            case .yuyv:
                let s = src + (y + row) * srcStride + 2 * x
                for i in 0..<width { d[i] = s[2 * i] }
            case .rgb24:
                let s = src + (y + row) * srcStride + 3 * x
                for i in 0..<width { d[i] = Self.luma(r: s[3 * i], g: s[3 * i + 1], b: s[3 * i + 2]) }
            case .xrgb32:
                let s = src + (y + row) * srcStride + 4 * x
                for i in 0..<width { d[i] = Self.luma(r: s[4 * i + 2], g: s[4 * i + 1], b: s[4 * i]) }
            default:
                // Planar: the first plane is the luma.
                UnsafeMutableRawPointer(d).copyMemory(from: src + (y + row) * srcStride + x, byteCount: width)
            }
        }
    }

    /// Rec. 709 luma, full range, 8-bit fixed point: (54 R + 183 G + 19 B + 128) / 256.
    @inline(__always)
    static func luma(r: UInt8, g: UInt8, b: UInt8) -> UInt8 {
        UInt8(truncatingIfNeeded: (54 &* Int(r) &+ 183 &* Int(g) &+ 19 &* Int(b) &+ 128) >> 8)
    }
}
