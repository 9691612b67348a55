// PixelSurface: an XRGB8888 pixel area with an explicit stride, owned (tests, screenshots) or
// borrowed (a mapped scan-out buffer).
import Pixels

/// Pixels Render draws into: `base` is the top-left pixel, rows are `stride` bytes apart.
/// A surface does not own its memory; `PixelImage` owns one, a display buffer lends one.
public struct PixelSurface {
    public let base: UnsafeMutablePointer<UInt32>
    public let width: Int
    public let height: Int
    /// Bytes from one row to the next (DRM's `pitch`); a multiple of 4, at least `4 * width`.
    public let stride: Int

    public init(base: UnsafeMutableRawPointer, width: Int, height: Int, stride: Int) {
        precondition(stride % 4 == 0 && stride >= width * 4, "stride \(stride) does not fit width \(width)")
        self.base = base.assumingMemoryBound(to: UInt32.self)
        self.width = width
        self.height = height
        self.stride = stride
    }

    /// Pixels from one row to the next.
    @inline(__always) public var rowPixels: Int { stride >> 2 }

    @inline(__always) public func row(_ y: Int) -> UnsafeMutablePointer<UInt32> { base + y * rowPixels }

    public var bounds: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }

    public subscript(x: Int, y: Int) -> UInt32 {
        get { base[y * rowPixels + x] }
        nonmutating set { base[y * rowPixels + x] = newValue }
    }

    public func fill(_ pixel: UInt32) {
        for y in 0..<height { row(y).update(repeating: pixel, count: width) }
    }

    /// Copies `source` (same size) row by row, whatever the two strides.
    public func copy(from source: PixelSurface) {
        precondition(source.width == width && source.height == height)
        for y in 0..<height { row(y).update(from: source.row(y), count: width) }
    }
}

/// A surface that owns its pixels (tests, storyboards, screenshots).
public final class PixelImage {
    public let surface: PixelSurface
    private let memory: UnsafeMutableRawPointer

    /// A black image; `stride` defaults to `4 * width` (pass a larger one to test stride handling).
    public init(width: Int, height: Int, stride: Int? = nil) {
        let stride = stride ?? width * 4
        memory = UnsafeMutableRawPointer.allocate(byteCount: max(1, stride * height), alignment: 64)
        memory.initializeMemory(as: UInt8.self, repeating: 0, count: max(1, stride * height))
        surface = PixelSurface(base: memory, width: width, height: height, stride: stride)
    }

    deinit { memory.deallocate() }

    public var width: Int { surface.width }
    public var height: Int { surface.height }
    public subscript(x: Int, y: Int) -> UInt32 { surface[x, y] }

    /// The pixels as 0x00RRGGBB words, row after row (for comparing whole images in tests).
    public var pixels: [UInt32] {
        (0..<height).flatMap { y in Array(UnsafeBufferPointer(start: surface.row(y), count: width)) }
    }
}
