// JPEGImage: JPEG decoding through libturbojpeg (stills here; camera MJPEG uses the same library).
import CJPEG

enum JPEGImage {
    static func decode(_ bytes: [UInt8]) throws(ImageDecodeError) -> Frame {
        guard let handle = tjInitDecompress() else { throw ImageDecodeError("cannot start the JPEG decoder") }
        defer { tjDestroy(handle) }
        var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colourspace: Int32 = 0
        var source = bytes
        let headerRead = source.withUnsafeMutableBufferPointer {
            tjDecompressHeader3(handle, $0.baseAddress, UInt($0.count), &width, &height, &subsampling, &colourspace)
        }
        guard headerRead == 0 else { throw ImageDecodeError(message(handle)) }
        try ImageFile.checkSize(width: Int(width), height: Int(height))
        let isGrey = colourspace == Int32(TJCS_GRAY.rawValue)
        let frame = Frame.allocate(format: isGrey ? .grey : .rgb24, width: Int(width), height: Int(height))
        let pixelFormat = isGrey ? Int32(TJPF_GRAY.rawValue) : Int32(TJPF_RGB.rawValue)
        let decoded = source.withUnsafeMutableBufferPointer {
            tjDecompress2(
                handle, $0.baseAddress, UInt($0.count), frame.planes[0].base.assumingMemoryBound(to: UInt8.self),
                width, Int32(frame.planes[0].stride), height, pixelFormat, TJFLAG_STOPONWARNING)
        }
        // A warning (e.g. a truncated file) would leave part of the image grey: refuse it.
        guard decoded == 0 else { throw ImageDecodeError(message(handle)) }
        return frame
    }

    static func message(_ handle: tjhandle) -> String {
        guard let text = tjGetErrorStr2(handle) else { return "corrupt JPEG data" }
        return String(cString: text)
    }
}
