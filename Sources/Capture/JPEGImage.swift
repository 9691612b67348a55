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
        // As below: a warning (a JFIF version 2.01, stray bytes before a marker) still read the
        // header; only an error, or a warning that data is missing, refuses the file.
        if headerRead != 0 { try refuseUnlessHarmless(handle) }
        guard width > 0, height > 0 else { throw ImageDecodeError("the header gives no image size") }
        try ImageFile.checkSize(width: Int(width), height: Int(height))
        let isGrey = colourspace == Int32(TJCS_GRAY.rawValue)
        let frame = Frame.allocate(format: isGrey ? .grey : .rgb24, width: Int(width), height: Int(height))
        let pixelFormat = isGrey ? Int32(TJPF_GRAY.rawValue) : Int32(TJPF_RGB.rawValue)
        let decoded = source.withUnsafeMutableBufferPointer {
            tjDecompress2(
                handle, $0.baseAddress, UInt($0.count), frame.planes[0].base.assumingMemoryBound(to: UInt8.self),
                width, Int32(frame.planes[0].stride), height, pixelFormat, 0)
        }
        if decoded != 0 { try refuseUnlessHarmless(handle) }
        return frame
    }

    /// After a call that did not return 0: an error (`TJERR_FATAL`) refuses the file, and so
    /// does a warning about data missing (a truncated file, a cut scan), which left part of the
    /// image grey. Other warnings (stray bytes before a marker, which phones and editors write;
    /// a JFIF version libjpeg does not know) leave every pixel decoded: the image is taken.
    static func refuseUnlessHarmless(_ handle: tjhandle) throws(ImageDecodeError) {
        let text = message(handle)
        guard tjGetErrorCode(handle) == Int32(TJERR_WARNING.rawValue), !losesPixels(text) else { throw ImageDecodeError(text) }
    }

    /// libjpeg's warnings that mean pixels were not decoded: "Premature end of JPEG file",
    /// "Corrupt JPEG data: premature end of data segment", "… bad Huffman code", and those that
    /// stopped at a marker in the middle of the data.
    static func losesPixels(_ warning: String) -> Bool {
        let lowered = warning.lowercased()
        return ["premature end", "huffman", "found marker", "invalid", "bogus", "corrupt jpeg data: bad"].contains { lowered.contains($0) }
    }

    static func message(_ handle: tjhandle) -> String {
        guard let text = tjGetErrorStr2(handle) else { return "corrupt JPEG data" }
        return String(cString: text)
    }
}
