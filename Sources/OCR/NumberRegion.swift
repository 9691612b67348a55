// NumberRegion: reads the price in the focus region of an image, converting only that region's
// luma.
import Pixels

extension NumberReader {
    /// The most prominent number in `region` of `image` (nil: the whole image), its box in the
    /// image's pixels; nil when there is none. The reader never looks outside the region, so
    /// only the region's luma is converted from a packed image (`ImageView.withLuma`, into the
    /// reader's scratch): a 1080p YUYV frame's whole plane is 2 MB.
    public func readFrame(_ image: ImageView, region: PixelRect?) -> NumberReading? {
        let bounds = image.size.bounds
        let area = (region ?? bounds).intersection(bounds)
        guard !area.isEmpty else { return nil }
        guard
            var reading = image.withLuma(
                of: area, in: scratch, { readFrame($0, region: PixelRect(x: 0, y: 0, width: area.width, height: area.height)) })
        else { return nil }
        let box = reading.box
        reading.box = PixelRect(x: box.x + area.x, y: box.y + area.y, width: box.width, height: box.height)
        return reading
    }
}
