// ImageFilters: the planes behind the engines' extra passes (inverted, two thirds, doubled; halved is
// `LumaView.halve`), made in the pass buffer of the decoding thread's scratch.
import Pixels

enum ImageFilters {
    /// 255 - value, into a plane of the same size.
    static func invert(_ luma: LumaView, into out: UnsafeMutablePointer<UInt8>) {
        let src = luma.base.assumingMemoryBound(to: UInt8.self)
        for y in 0..<luma.height {
            let s = src + y * luma.stride, d = out + y * luma.width
            for x in 0..<luma.width { d[x] = ~s[x] }
        }
    }

    /// The plane at two thirds of its width and height (each dimension's whole threes become
    /// twos; a last one or two columns or rows are left out), each output pixel the mean of the
    /// source area it covers: of each 3x3 block, the top-left output pixel weighs the block's
    /// top-left pixel 4, its two half-covered neighbours 2 and the centre 1 (of 9).
    static func twoThirds(_ luma: LumaView, into out: UnsafeMutablePointer<UInt8>) {
        let (blocksX, blocksY) = (luma.width / 3, luma.height / 3)
        let outW = 2 * blocksX
        let src = luma.base.assumingMemoryBound(to: UInt8.self)
        for by in 0..<blocksY {
            let r0 = src + 3 * by * luma.stride, r1 = r0 + luma.stride, r2 = r1 + luma.stride
            let d0 = out + 2 * by * outW, d1 = d0 + outW
            for bx in 0..<blocksX {
                let x = 3 * bx
                // Each row's two outputs, weighted 2:1 and 1:2 (sums of 3).
                let a0 = 2 &* UInt32(r0[x]) &+ UInt32(r0[x + 1]), a1 = UInt32(r0[x + 1]) &+ 2 &* UInt32(r0[x + 2])
                let b0 = 2 &* UInt32(r1[x]) &+ UInt32(r1[x + 1]), b1 = UInt32(r1[x + 1]) &+ 2 &* UInt32(r1[x + 2])
                let c0 = 2 &* UInt32(r2[x]) &+ UInt32(r2[x + 1]), c1 = UInt32(r2[x + 1]) &+ 2 &* UInt32(r2[x + 2])
                d0[2 * bx] = UInt8(truncatingIfNeeded: (2 &* a0 &+ b0 &+ 4) / 9)
                d0[2 * bx + 1] = UInt8(truncatingIfNeeded: (2 &* a1 &+ b1 &+ 4) / 9)
                d1[2 * bx] = UInt8(truncatingIfNeeded: (b0 &+ 2 &* c0 &+ 4) / 9)
                d1[2 * bx + 1] = UInt8(truncatingIfNeeded: (b1 &+ 2 &* c1 &+ 4) / 9)
            }
        }
    }

    /// Bilinear 2x upscale with pixel centres aligned (each output pixel weighs its two nearest
    /// source pixels 3:1 in each direction), edges clamped; into a (2 width) x (2 height) plane.
    static func double(_ luma: LumaView, into out: UnsafeMutablePointer<UInt8>) {
        let w = luma.width, h = luma.height, outW = 2 * w
        let src = luma.base.assumingMemoryBound(to: UInt8.self)
        // Horizontal pass into rows of 16-bit values scaled by 4, two source rows at a time.
        var above = [UInt16](repeating: 0, count: outW), below = [UInt16](repeating: 0, count: outW)
        func widen(_ row: UnsafePointer<UInt8>, into line: inout [UInt16]) {
            line.withUnsafeMutableBufferPointer { l in
                for x in 0..<w {
                    let c = UInt16(row[x]) &* 3
                    l[2 * x] = c &+ UInt16(row[max(x - 1, 0)])
                    l[2 * x + 1] = c &+ UInt16(row[min(x + 1, w - 1)])
                }
            }
        }
        for y in 0..<h {
            widen(src + y * luma.stride, into: &above)
            for (outRow, neighbour) in [(2 * y, max(y - 1, 0)), (2 * y + 1, min(y + 1, h - 1))] {
                widen(src + neighbour * luma.stride, into: &below)
                let d = out + outRow * outW
                above.withUnsafeBufferPointer { a in
                    below.withUnsafeBufferPointer { b in
                        for x in 0..<outW { d[x] = UInt8(truncatingIfNeeded: (UInt32(a[x]) &* 3 &+ UInt32(b[x]) &+ 8) >> 4) }
                    }
                }
            }
        }
    }
}

extension LumaScratch {
    /// Calls `make` to fill a `width` x `height` plane (rows `width` bytes apart) in the pass
    /// buffer, then `read` with it, valid during the call.
    func withPassPlane<R, E: Error>(
        width: Int, height: Int, make: (UnsafeMutablePointer<UInt8>) -> Void, _ read: (LumaView) throws(E) -> R
    ) throws(E) -> R {
        try withBytes(.pass, count: width * height) { (bytes) throws(E) in
            make(bytes)
            return try read(LumaView(width: width, height: height, stride: width, base: UnsafeRawPointer(bytes)))
        }
    }
}
