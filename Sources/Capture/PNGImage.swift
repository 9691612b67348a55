// PNGImage: PNG decoding through libpng's simplified API.
import CPNG

enum PNGImage {
    static func decode(_ bytes: [UInt8]) throws(ImageDecodeError) -> Frame {
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        defer { png_image_free(&image) }
        let begun = bytes.withUnsafeBytes { png_image_begin_read_from_memory(&image, $0.baseAddress, $0.count) }
        guard begun != 0 else { throw ImageDecodeError(message(of: image)) }
        let width = Int(image.width), height = Int(image.height)
        try ImageFile.checkSize(width: width, height: height)
        let isColour = image.format & UInt32(PNG_FORMAT_FLAG_COLOR) != 0
        // Decode without alpha: libpng composites transparent pixels onto `background` (white).
        image.format = isColour ? UInt32(PNG_FORMAT_RGB) : UInt32(PNG_FORMAT_GRAY)
        let frame = Frame.allocate(format: isColour ? .rgb24 : .grey, width: width, height: height)
        var white = png_color(red: 255, green: 255, blue: 255)
        let finished = bytes.withUnsafeBytes { _ in
            png_image_finish_read(&image, &white, frame.planes[0].base, Int32(frame.planes[0].stride), nil)
        }
        guard finished != 0 else { throw ImageDecodeError(message(of: image)) }
        return frame
    }

    /// libpng's message for the last failure (a fixed 64-byte C string in the image struct).
    static func message(of image: png_image) -> String {
        var copy = image.message
        return withUnsafeBytes(of: &copy) { raw in
            let bytes = raw.prefix { $0 != 0 }
            return bytes.isEmpty ? "corrupt PNG data" : String(decoding: bytes, as: UTF8.self)
        }
    }
}
