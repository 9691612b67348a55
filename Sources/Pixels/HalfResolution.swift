// HalfResolution: an image's luma at half the width and height, each pixel the rounded mean of
// a 2x2 block: a quarter of the pixels to read where a code is large or blurred.

extension LumaView {
    /// Writes this plane at half size (its width and height halved, rounded down: an odd last
    /// column or row is left out) into `out`, rows `stride` bytes apart.
    public func halve(into out: UnsafeMutablePointer<UInt8>, stride outStride: Int) {
        let (w, h) = (width / 2, height / 2)
        precondition(outStride >= w, "halve: stride \(outStride) for width \(w)")
        let source = base.assumingMemoryBound(to: UInt8.self)
        for y in 0..<h {
            let top = source + 2 * y * stride, bottom = top + stride
            let row = out + y * outStride
            for x in 0..<w {
                let sum = UInt16(top[2 * x]) &+ UInt16(top[2 * x + 1]) &+ UInt16(bottom[2 * x]) &+ UInt16(bottom[2 * x + 1])
                row[x] = UInt8(truncatingIfNeeded: (sum &+ 2) >> 2)
            }
        }
    }
}

extension ImageView {
    /// Calls `body` with the luma of the whole image at half size (at least 2x2 pixels), rows
    /// `width / 2` bytes apart, valid during the call, made in `scratch`'s plane buffer. A
    /// packed or RGB image's luma is converted two rows at a time (into the scratch's rows
    /// buffer), never whole; an image with a luma plane is halved from it in place.
    public func withHalfResolutionLuma<R, E: Error>(in scratch: LumaScratch, _ body: (LumaView) throws(E) -> R) throws(E) -> R {
        let (w, h) = (size.width / 2, size.height / 2)
        return try scratch.withBytes(.plane, count: w * h) { (out) throws(E) in
            if format.hasLumaPlane {
                let plane = plane(0)
                LumaView(width: 2 * w, height: 2 * h, stride: plane.stride, base: plane.base).halve(into: out, stride: w)
            } else {
                scratch.withBytes(.rows, count: 4 * w) { rows in
                    let two = LumaView(width: 2 * w, height: 2, stride: 2 * w, base: UnsafeRawPointer(rows))
                    for y in 0..<h {
                        copyLuma(of: PixelRect(x: 0, y: 2 * y, width: 2 * w, height: 2), into: rows, stride: 2 * w)
                        two.halve(into: out + y * w, stride: w)
                    }
                }
            }
            return try body(LumaView(width: w, height: h, stride: w, base: UnsafeRawPointer(out)))
        }
    }
}
