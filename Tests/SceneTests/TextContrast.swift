// TextContrast: WCAG 2's contrast ratio of a drawn line of text against what it stands on,
// measured on the frame: the most common colour of the line's glyph pixels and of its ground.
import Foundation
import Render

enum TextContrast {
    /// WCAG 2's relative luminance of an XRGB8888 pixel (sRGB channels made linear).
    static func luminance(_ pixel: UInt32) -> Double {
        func linear(_ channel: UInt32) -> Double {
            let c = Double(channel & 0xFF) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(pixel >> 16) + 0.7152 * linear(pixel >> 8) + 0.0722 * linear(pixel)
    }

    /// (L1 + 0.05) / (L2 + 0.05), the lighter over the darker: 1 to 21.
    static func ratio(_ a: UInt32, _ b: UInt32) -> Double {
        let (la, lb) = (luminance(a), luminance(b))
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// A line as measured: its glyphs' colour, its ground's, and their ratio.
    struct Measure: CustomStringConvertible {
        var text: UInt32
        var ground: UInt32
        var ratio: Double
        var description: String {
            String(format: "#%06X on #%06X, %.2f:1", text & 0xFF_FFFF, ground & 0xFF_FFFF, ratio)
        }
    }

    /// The ground is the most common colour in the line's box (from its baseline 0.75 of its
    /// size up, 0.2 down, across its width, inside its place); the glyphs' colour the most common
    /// of the pixels at least 3/4 as far from it as the farthest (a glyph's inside, fully
    /// covered, is the text's colour; its anti-aliased edge a blend). Nil: no pixel differs
    /// (nothing of the line shows).
    static func measure(_ line: DrawnLine, in image: PixelImage) -> Measure? {
        var left = line.origin.x, right = line.origin.x + line.width
        var top = line.origin.y - 0.75 * Float(line.size), bottom = line.origin.y + 0.2 * Float(line.size)
        if let box = line.box {
            left = max(left, box.minX)
            right = min(right, box.maxX)
            top = max(top, box.minY)
            bottom = min(bottom, box.maxY)
        }
        let x0 = max(0, Int(left.rounded(.down))), x1 = min(image.width, Int(right.rounded(.up)))
        let y0 = max(0, Int(top.rounded(.down))), y1 = min(image.height, Int(bottom.rounded(.up)))
        guard x0 < x1, y0 < y1 else { return nil }
        var counts: [UInt32: Int] = [:]
        for y in y0..<y1 {
            for x in x0..<x1 { counts[image[x, y] & 0xFF_FFFF, default: 0] += 1 }
        }
        func mostCommon(_ counts: [UInt32: Int]) -> UInt32? {
            counts.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }?.key
        }
        guard let ground = mostCommon(counts) else { return nil }
        counts[ground] = nil
        // The glyphs' pixels: at least 3/4 as far from the ground as the farthest (a 16 px
        // line's thin strokes are mostly edge; its ink, not its blends, is the text's colour).
        func distance(_ pixel: UInt32) -> Int {
            [16, 8, 0].map { abs(Int(pixel >> UInt32($0) & 0xFF) - Int(ground >> UInt32($0) & 0xFF)) }.max()!
        }
        let farthest = counts.keys.map(distance).max() ?? 0
        counts = counts.filter { 4 * distance($0.key) >= 3 * farthest }
        guard farthest > 0, let text = mostCommon(counts) else { return nil }
        return Measure(text: text, ground: ground, ratio: ratio(text, ground))
    }
}
