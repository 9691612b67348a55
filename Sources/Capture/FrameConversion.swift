// FrameConversion: still images to the raw formats cameras deliver (for feeding a virtual camera).

extension Frame {
    /// This `grey` or `rgb24` frame as tightly packed `yuyv` (BT.601, video range: what a USB
    /// webcam sends), `grey` or `rgb24`. Chroma of each pixel pair is the pair's average.
    public func converted(to target: PixelFormat) -> Frame {
        precondition(format == .grey || format == .rgb24, "conversion needs a decoded still image, not \(format)")
        precondition([.yuyv, .grey, .rgb24].contains(target), "cannot convert to \(target)")
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
                // Y = 16 + (66 R + 129 G + 25 B) / 256; U, V likewise (BT.601 video range).
                func luma(_ r: Int, _ g: Int, _ b: Int) -> UInt8 { UInt8((66 * r + 129 * g + 25 * b + 128) >> 8 + 16) }
                d[2 * x] = luma(r0, g0, b0)
                d[2 * x + 1] = UInt8(((-38 * r - 74 * g + 112 * b + 128) >> 8) + 128)
                d[2 * x + 2] = luma(r1, g1, b1)
                d[2 * x + 3] = UInt8(((112 * r - 94 * g - 18 * b + 128) >> 8) + 128)
                x += 2
            }
        }
        return out
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
