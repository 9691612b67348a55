// NumberRegion: reads the price in the focus region of a camera frame, converting only that
// region's luma.
import Capture
import OCR

extension NumberReader {
    /// The most prominent number in `region` of `frame` (nil: the whole frame), its box in the
    /// frame's pixels; nil when there is none or the frame has no luma (MJPEG). The reader never
    /// looks outside the region, so only the region's luma is converted from a packed frame
    /// (`Frame.withLuma`, into `scratch`): a 1080p YUYV frame's whole plane is 2 MB.
    public func readFrame(_ frame: Frame, region: ImageRect?, scratch: LumaScratch = LumaScratch()) -> NumberReading? {
        let bounds = ImageRect(x: 0, y: 0, width: frame.width, height: frame.height)
        let area = (region ?? bounds).clamped(to: bounds)
        guard frame.format != .mjpeg, !area.isEmpty else { return nil }
        guard
            var reading = frame.withLuma(
                of: area, in: scratch, { readFrame($0, region: ImageRect(x: 0, y: 0, width: area.width, height: area.height)) })
        else { return nil }
        let box = reading.box
        reading.box = ImageRect(x: box.x + area.x, y: box.y + area.y, width: box.width, height: box.height)
        return reading
    }
}
