// MJPEGDecoder: camera MJPEG frames straight to planar YUV with libturbojpeg (no RGB step):
// the luma plane goes to the decoder as it is, the planes to the preview.
import CJPEG

/// Decodes one JPEG at a time; owns its TurboJPEG handle. Not thread-safe (one per camera).
public final class MJPEGDecoder {
    private let handle: tjhandle
    private var pools: [Int: FramePool] = [:]

    public init() throws(CameraError) {
        guard let handle = tjInitDecompress() else { throw CameraError("cannot start the JPEG decoder") }
        self.handle = handle
    }

    deinit { tjDestroy(handle) }

    /// The image in `jpeg` as a planar YUV frame (`yuv420`, `yuv422p`, `yuv444p`, or `grey`),
    /// full range. A truncated or corrupt image throws: it must be dropped, not shown.
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
            throw CameraError("corrupt MJPEG frame (\(message))")
        }
        guard width > 0, height > 0, width <= 8192, height <= 8192 else { throw CameraError("MJPEG frame size \(width)x\(height) out of range") }
        let format: PixelFormat
        switch subsampling {
        case Int32(TJSAMP_420.rawValue): format = .yuv420
        case Int32(TJSAMP_422.rawValue): format = .yuv422p
        case Int32(TJSAMP_444.rawValue): format = .yuv444p
        case Int32(TJSAMP_GRAY.rawValue): format = .grey
        default: throw CameraError("MJPEG chroma subsampling \(subsampling) is not supported")
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
        while pointers.count < 3 { pointers.append(nil); strides.append(0) }
        let result = pointers.withUnsafeMutableBufferPointer { p in
            strides.withUnsafeMutableBufferPointer { s in
                tjDecompressToYUVPlanes(handle, base, UInt(end), p.baseAddress, width, s.baseAddress, height, TJFLAG_STOPONWARNING)
            }
        }
        guard result == 0 else { throw CameraError("corrupt MJPEG frame (\(message))") }
        return Frame(
            format: format, width: Int(width), height: Int(height), planes: planes, timestamp: timestamp, sequence: sequence, fullRange: true)
    }

    private var message: String {
        tjGetErrorStr2(handle).map { String(cString: $0) } ?? "unknown error"
    }
}
