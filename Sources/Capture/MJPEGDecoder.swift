// MJPEGDecoder: camera MJPEG frames straight to planar YUV with libturbojpeg (no RGB step):
// the luma plane goes to the decoder as it is, the planes to the preview.
import CJPEG
import Pixels
import SystemCall

/// Decodes one JPEG at a time; owns its TurboJPEG handle. Not thread-safe (one per camera).
///
/// A 4:2:2 image (what most webcams send) becomes a 4:2:0 frame: its luma is decoded straight
/// into the frame, its chroma into planes kept from frame to frame, and each pair of chroma
/// rows is averaged into the frame's. A 1080p frame is then 3.1 MB instead of 4.1, for every
/// frame the kiosk holds (the preview's, the decoder's, the one waiting, a capture's), at the
/// cost of one pass over the chroma; the picture loses vertical colour detail no one sees at
/// the preview's scale, and the decoders read only the luma, which is unchanged.
public final class MJPEGDecoder {
    /// Made anew after a frame TurboJPEG refuses (`refused`).
    private var handle: tjhandle
    private var pools: [Int: FramePool] = [:]
    /// The 4:2:2 chroma planes (U then V) of the image being decoded, reused.
    private var chroma: (memory: UnsafeMutableRawPointer, count: Int)?

    public init() throws(CameraError) {
        guard let handle = tjInitDecompress() else { throw CameraError("cannot start the JPEG decoder") }
        self.handle = handle
    }

    deinit {
        tjDestroy(handle)
        if let chroma { MemoryPolicy.freePixels(chroma.memory, count: chroma.count) }
    }

    /// The image in `jpeg` as a planar YUV frame (`yuv420` from a 4:2:0 or 4:2:2 image,
    /// `yuv444p`, or `grey`), full range. A truncated or corrupt image throws: it must be
    /// dropped, not shown.
    public func decode(_ jpeg: UnsafeRawBufferPointer, timestamp: Double, sequence: UInt64) throws(CameraError) -> Frame {
        guard jpeg.count > 4, let base = jpeg.baseAddress?.assumingMemoryBound(to: UInt8.self) else {
            throw CameraError("empty MJPEG frame")
        }
        // Every JPEG starts with SOI (FF D8) and ends with EOI (FF D9); cameras pad some frames
        // with zeros after EOI. A frame cut short has no EOI.
        guard base[0] == 0xFF, base[1] == 0xD8 else { throw CameraError("corrupt MJPEG frame (no JPEG start marker)") }
        var end = jpeg.count
        while end > 2, base[end - 1] == 0 { end -= 1 }
        guard base[end - 2] == 0xFF, base[end - 1] == 0xD9 else { throw CameraError("truncated MJPEG frame (no JPEG end marker)") }
        var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colourspace: Int32 = 0
        guard tjDecompressHeader3(handle, base, UInt(end), &width, &height, &subsampling, &colourspace) == 0 else {
            throw refused("corrupt MJPEG frame (\(message))")
        }
        guard width > 0, height > 0, width <= 8192, height <= 8192 else { throw refused("MJPEG frame size \(width)x\(height) out of range") }
        let format: PixelFormat, decoded: PixelFormat
        switch subsampling {
        case Int32(TJSAMP_420.rawValue): (format, decoded) = (.yuv420, .yuv420)
        case Int32(TJSAMP_422.rawValue): (format, decoded) = (.yuv420, .yuv422p)
        case Int32(TJSAMP_444.rawValue): (format, decoded) = (.yuv444p, .yuv444p)
        case Int32(TJSAMP_GRAY.rawValue): (format, decoded) = (.grey, .grey)
        default: throw refused("MJPEG chroma subsampling \(subsampling) is not supported")
        }
        let layout = format.packedLayout(width: Int(width), height: Int(height))
        // TurboJPEG's plane sizes for this subsampling (they round odd sizes the same way).
        let total = layout.reduce(0) { $0 + $1.stride * $1.rows }
        let pool = pools[total] ?? FramePool(size: total)
        pools[total] = pool
        let buffer = pool.buffer()
        var planes: [FramePlane] = []
        var offset = 0
        for plane in layout {
            planes.append(FramePlane(buffer: buffer, offset: offset, stride: plane.stride))
            offset += plane.stride * plane.rows
        }
        var pointers: [UnsafeMutablePointer<UInt8>?] = planes.map { $0.base.assumingMemoryBound(to: UInt8.self) }
        var strides: [Int32] = layout.map { Int32($0.stride) }
        // 4:2:2: the chroma into the kept planes (half width, full height), averaged below.
        let chromaLayout = decoded == format ? nil : decoded.packedLayout(width: Int(width), height: Int(height))[1]
        if let chromaLayout {
            let plane = chromaLayout.stride * chromaLayout.rows
            let memory = chromaPlanes(count: 2 * plane)
            pointers[1] = memory.assumingMemoryBound(to: UInt8.self)
            pointers[2] = pointers[1]! + plane
            strides[1] = Int32(chromaLayout.stride)
            strides[2] = strides[1]
        }
        while pointers.count < 3 { pointers.append(nil); strides.append(0) }
        let result = pointers.withUnsafeMutableBufferPointer { p in
            strides.withUnsafeMutableBufferPointer { s in
                tjDecompressToYUVPlanes(handle, base, UInt(end), p.baseAddress, width, s.baseAddress, height, TJFLAG_STOPONWARNING)
            }
        }
        guard result == 0 else { throw refused("corrupt MJPEG frame (\(message))") }
        if let chromaLayout {
            for (index, source) in [pointers[1]!, pointers[2]!].enumerated() {
                Self.averageRowPairs(
                    source, stride: chromaLayout.stride, rows: chromaLayout.rows, width: chromaLayout.stride,
                    into: planes[index + 1].base.assumingMemoryBound(to: UInt8.self), stride: layout[index + 1].stride)
            }
        }
        return Frame(
            format: format, width: Int(width), height: Int(height), planes: planes, timestamp: timestamp, sequence: sequence, fullRange: true)
    }

    /// `reason` as the error for a frame TurboJPEG has seen and refused, the handle made anew:
    /// TurboJPEG 2.1 can keep what it read of a refused frame (a table with a bad index) and
    /// refuse every frame after it for the same reason, which would freeze the preview on the
    /// first corrupt frame a webcam sends (found by the MJPEG fuzz target).
    private func refused(_ reason: String) -> CameraError {
        if let fresh = tjInitDecompress() {
            tjDestroy(handle)
            handle = fresh
        }
        return CameraError(reason)
    }

    /// The kept chroma planes, grown to `count` bytes when a larger image comes.
    private func chromaPlanes(count: Int) -> UnsafeMutableRawPointer {
        if let chroma, chroma.count >= count { return chroma.memory }
        if let chroma { MemoryPolicy.freePixels(chroma.memory, count: chroma.count) }
        let memory = MemoryPolicy.allocatePixels(count)
        chroma = (memory, count)
        return memory
    }

    /// Each output row the rounded mean of two source rows, `(a + b + 1) / 2` (a last odd row
    /// as it is): 4:2:2 chroma to 4:2:0. Sixteen bytes at a time, `(a | b) - ((a ^ b) >> 1)`
    /// being that mean without leaving eight bits.
    static func averageRowPairs(
        _ source: UnsafePointer<UInt8>, stride: Int, rows: Int, width: Int, into out: UnsafeMutablePointer<UInt8>, stride outStride: Int
    ) {
        for row in 0..<(rows + 1) / 2 {
            let a = source + 2 * row * stride
            let b = 2 * row + 1 < rows ? a + stride : a
            let o = out + row * outStride
            var x = 0
            while x + 16 <= width {
                let p = UnsafeRawPointer(a + x).loadUnaligned(as: SIMD16<UInt8>.self)
                let q = UnsafeRawPointer(b + x).loadUnaligned(as: SIMD16<UInt8>.self)
                UnsafeMutableRawPointer(o + x).storeBytes(of: (p | q) &- ((p ^ q) &>> 1), as: SIMD16<UInt8>.self)
                x += 16
            }
            while x < width {
                o[x] = UInt8((UInt16(a[x]) + UInt16(b[x]) + 1) >> 1)
                x += 1
            }
        }
    }

    private var message: String {
        tjGetErrorStr2(handle).map { String(cString: $0) } ?? "unknown error"
    }
}
