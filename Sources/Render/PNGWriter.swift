// PNGWriter: writes a surface as an 8-bit RGB PNG file through libpng's simplified API.
import CPNG
import FoundationEssentials
import SystemCall

public struct PNGWriteError: Error, CustomStringConvertible {
    public let description: String
}

public enum PNGWriter {
    /// Writes `surface` to `path` (replacing it atomically: a reader never sees half a file).
    public static func write(_ surface: PixelSurface, to path: String) throws(PNGWriteError) {
        let data = try encode(surface)
        do throws(SystemError) {
            try RegularFile.write(Array(data), to: path)
        } catch {
            throw PNGWriteError(description: "cannot write \(path): \(error.reason)")
        }
    }

    /// The PNG file's bytes for `surface`.
    public static func encode(_ surface: PixelSurface) throws(PNGWriteError) -> Data {
        let width = surface.width, height = surface.height
        // XRGB words to R, G, B bytes (the X byte is not alpha and is dropped).
        var rgb = [UInt8](repeating: 0, count: width * height * 3)
        rgb.withUnsafeMutableBufferPointer { out in
            for y in 0..<height {
                let row = surface.row(y)
                let dst = out.baseAddress! + y * width * 3
                for x in 0..<width {
                    let p = row[x]
                    dst[3 * x] = UInt8(truncatingIfNeeded: p >> 16)
                    dst[3 * x + 1] = UInt8(truncatingIfNeeded: p >> 8)
                    dst[3 * x + 2] = UInt8(truncatingIfNeeded: p)
                }
            }
        }
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        image.width = UInt32(width)
        image.height = UInt32(height)
        image.format = UInt32(PNG_FORMAT_RGB)
        defer { png_image_free(&image) }
        var size = 0
        // First call sizes the output, second writes it.
        guard png_image_write_to_memory(&image, nil, &size, 0, rgb, Int32(width * 3), nil) != 0 else {
            throw PNGWriteError(description: "PNG encoding failed: \(message(image))")
        }
        var bytes = [UInt8](repeating: 0, count: size)
        let ok = bytes.withUnsafeMutableBytes { png_image_write_to_memory(&image, $0.baseAddress, &size, 0, rgb, Int32(width * 3), nil) }
        guard ok != 0 else { throw PNGWriteError(description: "PNG encoding failed: \(message(image))") }
        return Data(bytes.prefix(size))
    }

    static func message(_ image: png_image) -> String {
        var copy = image.message
        return withUnsafeBytes(of: &copy) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    }
}
