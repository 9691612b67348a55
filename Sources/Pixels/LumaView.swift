// LumaView: a borrowed 8-bit luma (grey) plane with an explicit row stride, as the decoders and the OCR read it.

/// An 8-bit luma plane borrowed for the length of one call: `base` points at the top-left pixel,
/// rows are `stride` bytes apart (`stride >= width`). Its owner keeps the memory alive and
/// unchanged during the call; the view must not be kept beyond it.
public struct LumaView {
    public let width: Int
    public let height: Int
    public let stride: Int
    public let base: UnsafeRawPointer

    public init(width: Int, height: Int, stride: Int, base: UnsafeRawPointer) {
        precondition(width > 0 && height > 0 && stride >= width, "bad luma geometry \(width)x\(height) stride \(stride)")
        self.width = width
        self.height = height
        self.stride = stride
        self.base = base
    }
}
