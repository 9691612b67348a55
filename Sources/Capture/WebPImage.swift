// WebPImage: WebP decoding through libwebp.
import CWebP

enum WebPImage {
    static func decode(_ bytes: [UInt8]) throws(ImageDecodeError) -> Frame {
        var features = WebPBitstreamFeatures()
        let status = bytes.withUnsafeBufferPointer { WebPGetFeatures($0.baseAddress, $0.count, &features) }
        guard status == VP8_STATUS_OK else { throw ImageDecodeError("corrupt WebP data (\(describe(status)))") }
        let width = Int(features.width), height = Int(features.height)
        try ImageFile.checkSize(width: width, height: height)
        if features.has_animation != 0 { throw ImageDecodeError("animated WebP is not supported") }
        if features.has_alpha != 0 {
            let stride = width * 4
            var rgba = [UInt8](repeating: 0, count: stride * height)
            let ok = bytes.withUnsafeBufferPointer { input in
                rgba.withUnsafeMutableBufferPointer {
                    WebPDecodeRGBAInto(input.baseAddress, input.count, $0.baseAddress, $0.count, Int32(stride)) != nil
                }
            }
            guard ok else { throw ImageDecodeError("corrupt WebP image data") }
            return rgba.withUnsafeBufferPointer { Frame.fromRGBAOnWhite($0.baseAddress!, width: width, height: height, stride: stride) }
        }
        let frame = Frame.allocate(format: .rgb24, width: width, height: height)
        let plane = frame.planes[0]
        let ok = bytes.withUnsafeBufferPointer {
            WebPDecodeRGBInto($0.baseAddress, $0.count, plane.base.assumingMemoryBound(to: UInt8.self), plane.stride * height, Int32(plane.stride))
                != nil
        }
        guard ok else { throw ImageDecodeError("corrupt WebP image data") }
        return frame
    }

    static func describe(_ status: VP8StatusCode) -> String {
        switch status {
        case VP8_STATUS_NOT_ENOUGH_DATA: "truncated"
        case VP8_STATUS_BITSTREAM_ERROR: "bitstream error"
        case VP8_STATUS_UNSUPPORTED_FEATURE: "unsupported feature"
        case VP8_STATUS_OUT_OF_MEMORY: "out of memory"
        default: "status \(status.rawValue)"
        }
    }
}
