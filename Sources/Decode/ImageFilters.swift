// ImageFilters: the planes behind the engines' extra passes (inverted, doubled; halved is
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
