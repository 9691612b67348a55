// ImageFile: reads PNG, JPEG, WebP and PGM/PPM still images into frames, by their content.
import FoundationEssentials
import SystemCall

public struct ImageFileError: Error, CustomStringConvertible, Equatable {
    public let path: String
    public let reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "\(path): \(reason)" }
}

/// Still images as frames: grey images become `grey` frames, colour images `rgb24`; transparent
/// parts are put on white (as a label is printed on white).
public enum ImageFile {
    /// Larger images are refused, from their header, before any pixel is decoded: a 10000x10000
    /// PNG of a few hundred kilobytes would take 400 MB to decode, most of a 1 GB Pi's memory.
    /// 24 megapixels (a 6000x4000 photo) decode into about 100 MB of pixels (RGB plus the
    /// luma plane); `kioskscan decode` of one peaks at 137 MiB resident (docs/developing.md).
    public static let maxPixels = 24_000_000
    /// Files larger than this are refused before being read.
    public static let maxFileBytes = 64 << 20

    public enum Kind: String, Sendable {
        case png = "PNG", jpeg = "JPEG", webp = "WebP", pnm = "PGM/PPM"
    }

    /// The kind of image `bytes` hold, from their first bytes (never from the file name).
    public static func kind(of bytes: some Collection<UInt8>) -> Kind? {
        let head = Array(bytes.prefix(12))
        if head.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        if head.starts(with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
        if head.count >= 12, head[0..<4].elementsEqual("RIFF".utf8), head[8..<12].elementsEqual("WEBP".utf8) { return .webp }
        if head.count >= 2, head[0] == UInt8(ascii: "P"), (UInt8(ascii: "2")...UInt8(ascii: "6")).contains(head[1]), head[1] != UInt8(ascii: "4") {
            return .pnm
        }
        return nil
    }

    /// Reads and decodes the image at `path`. A folder, FIFO or device is refused unread.
    public static func load(path: String) throws(ImageFileError) -> Frame {
        let bytes: [UInt8]
        do { bytes = try RegularFile.read(path: path, limit: maxFileBytes) } catch { throw ImageFileError(path: path, reason: error.reason) }
        return try decode(bytes, path: path)
    }

    /// The same for a path given as raw bytes (a file name that is not UTF-8); `shown` names it.
    public static func load(cPath: UnsafePointer<CChar>, shown: String) throws(ImageFileError) -> Frame {
        let bytes: [UInt8]
        do { bytes = try RegularFile.read(cPath: cPath, shown: shown, limit: maxFileBytes) } catch {
            throw ImageFileError(path: shown, reason: error.reason)
        }
        return try decode(bytes, path: shown)
    }

    /// Decodes an in-memory image; `path` only names it in errors.
    public static func decode(_ bytes: [UInt8], path: String = "<memory>") throws(ImageFileError) -> Frame {
        guard let kind = kind(of: bytes) else {
            throw ImageFileError(path: path, reason: bytes.isEmpty ? "empty file" : "not a PNG, JPEG, WebP or PGM/PPM image")
        }
        do {
            switch kind {
            case .png: return try PNGImage.decode(bytes)
            case .jpeg: return try JPEGImage.decode(bytes)
            case .webp: return try WebPImage.decode(bytes)
            case .pnm: return try PNMImage.decode(bytes)
            }
        } catch {
            throw ImageFileError(path: path, reason: "\(kind.rawValue): \(error.reason)")
        }
    }

    static func checkSize(width: Int, height: Int) throws(ImageDecodeError) {
        guard width > 0, height > 0 else { throw ImageDecodeError("empty image (\(width)x\(height))") }
        guard width <= 65_535, height <= 65_535, width * height <= maxPixels else {
            throw ImageDecodeError("image too large (\(width)x\(height), limit \(maxPixels / 1_000_000) megapixels)")
        }
    }
}

/// Why one decoder rejected an image (wrapped into `ImageFileError` with the path).
struct ImageDecodeError: Error {
    let reason: String
    init(_ reason: String) { self.reason = reason }
}

extension Frame {
    /// Puts RGBA pixels on white into a new `rgb24` frame.
    static func fromRGBAOnWhite(_ rgba: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int) -> Frame {
        let frame = Frame.allocate(format: .rgb24, width: width, height: height)
        let out = frame.planes[0].base.assumingMemoryBound(to: UInt8.self)
        let outStride = frame.planes[0].stride
        for y in 0..<height {
            let src = rgba + y * stride
            let dst = out + y * outStride
            for x in 0..<width {
                let a = Int(src[4 * x + 3])
                for c in 0..<3 {
                    // over white: c*a + 255*(255-a), divided by 255 with rounding
                    let v = Int(src[4 * x + c]) * a + 255 * (255 - a)
                    dst[3 * x + c] = UInt8((v + 127) / 255)
                }
            }
        }
        return frame
    }
}
