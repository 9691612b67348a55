// FrameFitting: places a still image in a camera-sized frame, the way a customer holds a label
// up to a camera, so still images play like camera footage.

extension Frame {
    /// A new `rgb24` frame of `width` x `height` filled with `background`, with this image
    /// scaled (bilinear, aspect kept) to fit a centred square of `fraction` of the frame's
    /// shorter side, or with `fillingFrame`, `fraction` of the frame's width and height (a
    /// code held close to the camera). Grey and RGB images only.
    public func fitted(
        width: Int, height: Int, fraction: Double = 0.6, fillingFrame: Bool = false, background: (UInt8, UInt8, UInt8) = (200, 200, 200)
    ) -> Frame {
        precondition(format == .grey || format == .rgb24, "fitting needs a decoded still image, not \(format)")
        let out = Frame.allocate(format: .rgb24, width: width, height: height, timestamp: timestamp, sequence: sequence)
        let dst = out.planes[0].base.assumingMemoryBound(to: UInt8.self)
        let dstStride = out.planes[0].stride
        for y in 0..<height {
            let row = dst + y * dstStride
            for x in 0..<width { row[3 * x] = background.0; row[3 * x + 1] = background.1; row[3 * x + 2] = background.2 }
        }
        let boxWidth = fraction * Double(fillingFrame ? width : min(width, height))
        let boxHeight = fraction * Double(fillingFrame ? height : min(width, height))
        let scale = min(boxWidth / Double(self.width), boxHeight / Double(self.height))
        let fitW = max(1, Int((Double(self.width) * scale).rounded())), fitH = max(1, Int((Double(self.height) * scale).rounded()))
        let x0 = (width - fitW) / 2, y0 = (height - fitH) / 2
        let src = planes[0].base.assumingMemoryBound(to: UInt8.self)
        let srcStride = planes[0].stride, channels = format == .grey ? 1 : 3
        for y in 0..<fitH {
            // Sample position in the source, pixel centres aligned.
            let sy = max(0, min(Double(self.height - 1), (Double(y) + 0.5) / scale - 0.5))
            let y1 = Int(sy), y2 = min(y1 + 1, self.height - 1), fy = sy - Double(y1)
            let row = dst + (y0 + y) * dstStride
            for x in 0..<fitW {
                let sx = max(0, min(Double(self.width - 1), (Double(x) + 0.5) / scale - 0.5))
                let x1 = Int(sx), x2 = min(x1 + 1, self.width - 1), fx = sx - Double(x1)
                for c in 0..<3 {
                    let channel = channels == 1 ? 0 : c
                    func at(_ px: Int, _ py: Int) -> Double { Double(src[py * srcStride + px * channels + channel]) }
                    let top = at(x1, y1) * (1 - fx) + at(x2, y1) * fx
                    let bottom = at(x1, y2) * (1 - fx) + at(x2, y2) * fx
                    row[3 * (x0 + x) + c] = UInt8((top * (1 - fy) + bottom * fy).rounded())
                }
            }
        }
        return out
    }
}
