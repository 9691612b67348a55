// PriceTagCommand: `kioskscan-dev price-tags --out DIR`, shelf tags drawn and then seen as a camera
// would (perspective, blur, glare, noise): the test data of Number mode.
import FoundationEssentials
import Glibc
import Kiosk
import Pixels
import Render
import SystemCall

enum PriceTagCommand {
    static let usage = """
        usage: kioskscan-dev price-tags --out DIR
        Draws the shelf tags of Tests/OCRTests/ShelfTags: each tag laid out with several fonts
        (a large price, a product name with numbers in it, a small article number and unit
        price), then seen through a model camera (a tilted view, lens blur, a glare spot,
        sensor noise, video-range levels), written as NAME.pgm (8-bit grey, 400x300) with the
        price it shows in NAME.txt ('.' as the decimal mark). Deterministic: the same files
        every run (with the same DejaVu fonts).
        """

    /// One tag and the camera's view of it.
    struct Tag {
        var name: String
        /// The price as printed, and its normalised value.
        var price: String, expected: String
        var currency: String = "€"
        var product: String, article: String, unit: String
        var priceFont: String, textFont: String = "DejaVuSans.ttf"
        /// Paper and ink luma-ish colours; `priceBox`: the price white on a red box.
        var paper: Color = .white, priceBox = false
        /// Where the tag's corners land in the 400x300 picture (top-left, top-right, bottom-right, bottom-left).
        var corners: [Point]
        var blur = 1, glare: (x: Float, y: Float, strength: Float)? = nil, noise: Float = 3, seed: UInt64
    }

    static let fonts = "/usr/share/fonts/truetype/dejavu/"

    static let tags: [Tag] = [
        Tag(
            name: "milk-1299", price: "12,99", expected: "12.99", product: "Bio Vollmilch 3,8%", article: "Art.-Nr. 4006381 333931",
            unit: "1 l = 12,99", priceFont: "DejaVuSans-Bold.ttf",
            corners: [Point(40, 42), Point(362, 30), Point(370, 262), Point(34, 270)], blur: 1, seed: 1),
        Tag(
            name: "coffee-499", price: "4,99", expected: "4.99", product: "Kaffee Crema 500 g", article: "Art. 21937 0045",
            unit: "1 kg = 9,98", priceFont: "DejaVuSansCondensed-Bold.ttf", paper: Color(rgb: 0xFFE45C),
            corners: [Point(30, 60), Point(380, 40), Point(360, 250), Point(50, 268)], blur: 2, glare: (250, 120, 0.55), noise: 4, seed: 2),
        Tag(
            name: "juice-189", price: "1,89", expected: "1.89", product: "Apfelsaft 1,5 l", article: "4 005500 087126",
            unit: "1 l = 1,26", priceFont: "DejaVuSerif-Bold.ttf", priceBox: true,
            corners: [Point(55, 35), Point(350, 55), Point(355, 250), Point(45, 262)], blur: 1, noise: 5, seed: 3),
        Tag(
            name: "drill-129900", price: "1.299,00", expected: "1299.00", product: "Akku-Bohrschrauber 18 V", article: "Art. 100 245 77",
            unit: "inkl. 2 Akkus 4,0 Ah", priceFont: "DejaVuSansCondensed-Bold.ttf",
            corners: [Point(20, 50), Point(385, 60), Point(378, 240), Point(24, 255)], blur: 1, glare: (120, 100, 0.45), seed: 4),
        Tag(
            name: "cereal-449", price: "4.49", expected: "4.49", currency: "$", product: "Oat Crunch 12 oz", article: "SKU 0 38000 19874",
            unit: "37.4¢ per oz", priceFont: "DejaVuSans-Bold.ttf",
            corners: [Point(45, 45), Point(355, 45), Point(375, 255), Point(25, 255)], blur: 2, noise: 6, seed: 5),
        Tag(
            name: "cheese-279", price: "2,79", expected: "2.79", product: "Gouda jung 400 g", article: "Art.-Nr. 55 1207",
            unit: "1 kg = 6,98", priceFont: "DejaVuSansMono-Bold.ttf", paper: Color(rgb: 0xF2F2F2),
            corners: [Point(60, 30), Point(370, 50), Point(340, 270), Point(40, 250)], blur: 1, glare: (300, 80, 0.5), noise: 3, seed: 6),
        Tag(
            name: "soap-95", price: "0,95", expected: "0.95", product: "Seife Lavendel 2x 100 g", article: "Art. 776 015",
            unit: "100 g = 0,48", priceFont: "DejaVuSerif-Bold.ttf", paper: Color(rgb: 0xFFE45C),
            corners: [Point(35, 40), Point(368, 36), Point(372, 262), Point(30, 266)], blur: 3, noise: 4, seed: 7),
        Tag(
            name: "tea-1150", price: "11.50", expected: "11.50", currency: "£", product: "Green Tea 80 bags", article: "Item 600 1170 2",
            unit: "14.4p per bag", priceFont: "DejaVuSansCondensed-Bold.ttf", priceBox: true,
            corners: [Point(28, 58), Point(372, 38), Point(380, 242), Point(20, 262)], blur: 2, glare: (200, 200, 0.35), noise: 5, seed: 8),
    ]

    static func run(_ arguments: [String]) -> Int32 {
        var out: String?
        var scanner = ArgumentScanner(arguments)
        do throws(ArgumentError) {
            while let argument = scanner.next() {
                switch argument {
                case .option("--out"): out = try scanner.value()
                case .option("-h"), .option("--help"):
                    StandardStream.error.write("\(usage)\n")
                    return 0
                case .option: throw scanner.unknownOption
                case .positional: throw scanner.unexpectedArgument
                }
            }
        } catch {
            StandardStream.error.write("kioskscan-dev price-tags: \(ToolArguments.message(error, usage: usage))\n")
            return 2
        }
        guard let out else {
            StandardStream.error.write("\(usage)\n")
            return 2
        }
        do {
            try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
            for tag in tags {
                let picture = try camera(tag, draw(tag))
                let header = Array("P5\n400 300\n255\n".utf8)
                try Data(header + picture).write(to: URL(fileURLWithPath: out + "/" + tag.name + ".pgm"))
                try Data((tag.expected + "\n").utf8).write(to: URL(fileURLWithPath: out + "/" + tag.name + ".txt"))
            }
        } catch {
            StandardStream.error.write("kioskscan-dev price-tags: \(error)\n")
            return 1
        }
        return 0
    }

    /// The tag, 600x400, as printed.
    static func draw(_ tag: Tag) throws -> PixelImage {
        let image = PixelImage(width: 600, height: 400)
        let canvas = Canvas(surface: image.surface)
        canvas.clear(tag.paper)
        let text = try Typeface(paths: [fonts + tag.textFont])
        let bold = try Typeface(paths: [fonts + "DejaVuSans-Bold.ttf"])
        let price = try Typeface(paths: [fonts + tag.priceFont, fonts + "DejaVuSans-Bold.ttf"])
        let ink = Color(rgb: 0x1A1A1A)
        // A coloured band along the top edge, as shelf-edge tags have.
        canvas.fill(PixelRect(x: 0, y: 0, width: 600, height: 14), Color(rgb: 0xC8102E))
        bold.draw(tag.product, size: 34, at: Point(28, 66), color: ink, on: canvas)
        // As large as fits beside the currency sign.
        let size = min(132, Int(132 * 440 / price.measure(tag.price, size: 132)))
        let width = price.measure(tag.price, size: size)
        let x = (tag.priceBox ? 555 : 570) - width, baseline: Float = 250
        if tag.priceBox {
            canvas.fill(PixelRect(x: Int(x) - 30, y: 108, width: Int(width) + 60, height: 172), Color(rgb: 0xC8102E))
            price.draw(tag.price, size: size, at: Point(x, baseline), color: .white, on: canvas)
        } else {
            price.draw(tag.price, size: size, at: Point(x, baseline), color: ink, on: canvas)
        }
        bold.draw(tag.currency, size: 54, at: Point(x - (tag.priceBox ? 80 : 54), 200), color: ink, on: canvas)
        text.draw(tag.unit, size: 20, at: Point(28, 330), color: ink, on: canvas)
        text.draw(tag.article, size: 18, at: Point(28, 372), color: Color(rgb: 0x444444), on: canvas)
        // The tag's edge.
        canvas.fill(PixelRect(x: 0, y: 396, width: 600, height: 4), Color(rgb: 0x888888))
        return image
    }

    /// The tag as a 400x300 camera sees it: projected onto `tag.corners` over a dim shelf,
    /// blurred, with a glare spot, levels squeezed into video range (16-235) and noise.
    static func camera(_ tag: Tag, _ image: PixelImage) throws -> [UInt8] {
        let surface = image.surface
        let toTag = TagCamera.homography(from: tag.corners, to: [Point(0, 0), Point(600, 0), Point(600, 400), Point(0, 400)])
        var out = [Float](repeating: 0, count: 400 * 300)
        for y in 0..<300 {
            for x in 0..<400 {
                let (u, v) = TagCamera.apply(toTag, Float(x) + 0.5, Float(y) + 0.5)
                // The shelf behind: dark grey with a faint gradient.
                var value: Float = 60 + Float(y) * 0.08
                if u >= 0, v >= 0, u < 599, v < 399 {
                    value = TagCamera.bilinearLuma(surface, u - 0.5, v - 0.5)
                }
                out[y * 400 + x] = value
            }
        }
        for _ in 0..<2 where tag.blur > 0 { out = TagCamera.boxBlur(out, width: 400, height: 300, radius: tag.blur) }
        var random = TagCamera.SplitMix(seed: tag.seed)
        return out.enumerated().map { index, value in
            var v = value
            if let glare = tag.glare {
                let dx = Float(index % 400) - glare.x, dy = Float(index / 400) - glare.y
                v += glare.strength * exp(-(dx * dx + dy * dy) / (2 * 70 * 70)) * (255 - v)
            }
            v = 16 + v * (219 / 255) + tag.noise * random.gaussian()
            return UInt8(max(0, min(255, v.rounded())))
        }
    }
}
