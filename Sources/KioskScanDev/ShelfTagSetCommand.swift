// ShelfTagSetCommand: `kioskscan-dev shelf-tags --out DIR`, the shelf-tag set Number mode is
// measured on: tags of nine kinds of shop photographed as phones and kiosks do.
import FoundationEssentials
import Glibc
import Kiosk
import Render
import SystemCall

enum ShelfTagSetCommand {
    static let usage = """
        usage: kioskscan-dev shelf-tags --out DIR [--per-group N]
        Draws N (default 24) shelf tags of each kind (jp, eu, ru, us, uk, promo, loose, ch, yen:
        see docs/number-mode.md) and photographs each through a model camera: cropped around the tag
        as a person crops a photo, tilted up to 10 degrees with some perspective, the price's
        digits 15 to 40 px tall (yen: 18 to 30), lens blur, uneven light and sometimes glare, sensor noise,
        JPEG at quality 45 to 92. Writes GROUP-NN.jpg and tags.tsv (name, group, difficulty,
        locale, price, how it is printed, digit height, tilt, blur, light, JPEG quality, unit).
        Each tag has a seed of its own: a kind added at the end leaves the others as they were.
        Deterministic: the same files every run with the same fonts (Debian's fonts-dejavu-core,
        fonts-liberation, fonts-roboto-unhinted, fonts-ipafont-gothic).
        """

    /// How one tag is photographed.
    struct Shot {
        var digitPixels: Float, tilt: Float, blur: Float, light: Float, glare: Bool, noise: Float, quality: Int
        /// easy, medium or hard: how many of small digits, strong tilt, blur, uneven light and
        /// coarse JPEG the shot has (none, one, more).
        var difficulty: String {
            TagCamera.difficulty([digitPixels < 20, abs(tilt) > 6, blur > 1.1, light > 0.3, quality < 60])
        }
    }

    static func run(_ arguments: [String]) -> Int32 {
        var out: String?, perGroupText = "24"
        var scanner = ArgumentScanner(arguments)
        do throws(ArgumentError) {
            while let argument = scanner.next() {
                switch argument {
                case .option("--out"): out = try scanner.value()
                case .option("--per-group"): perGroupText = try scanner.value()
                case .option("-h"), .option("--help"):
                    print(usage)
                    return 0
                case .option: throw scanner.unknownOption
                case .positional: throw scanner.unexpectedArgument
                }
            }
        } catch {
            return ToolCommands.fail(ToolArguments.message(error, usage: usage))
        }
        guard let out else { return ToolCommands.fail(usage) }
        guard let perGroup = Int(perGroupText), perGroup > 0, perGroup < 100 else {
            return ToolCommands.fail("--per-group needs a whole number from 1 to 99")
        }
        do {
            try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
            var manifest = "# name\tgroup\tdifficulty\tlocale\tprice\tprinted\tdigit_px\ttilt_deg\tblur_px\tlight\tjpeg_quality\tunit\n"
            for (g, group) in ShelfTag.Group.allCases.enumerated() {
                for index in 1...perGroup {
                    var random = TagCamera.SplitMix(seed: UInt64(1000 * (g + 1) + index))
                    let tag = ShelfTagLayouts.tag(group: group, random: &random)
                    let (image, digitHeight) = try ShelfTagLayouts.draw(tag, random: &random)
                    let shot = Shot(
                        digitPixels: random.uniform(group == .yen ? 18...30 : 15...40),
                        tilt: random.chance(0.4) ? random.uniform(-2...2) : random.uniform(-10...10),
                        blur: random.uniform(0.3...1.6), light: random.uniform(0...0.45), glare: random.chance(0.25), noise: random.uniform(2...6),
                        quality: Int(random.uniform(45...92)))
                    let (pixels, w, h) = photograph(image, digitHeight: digitHeight, shot: shot, random: &random)
                    let name = "\(group.rawValue)-" + (index < 10 ? "0" : "") + "\(index)"
                    try Data(try TagCamera.jpeg(pixels, width: w, height: h, quality: shot.quality)).write(
                        to: URL(fileURLWithPath: out + "/" + name + ".jpg"))
                    let fields: [String] = [
                        name, group.rawValue, shot.difficulty, tag.locale, tag.expected, tag.printed, "\(Int(shot.digitPixels.rounded()))",
                        one(shot.tilt), one(shot.blur), one(shot.light), "\(shot.quality)", tag.unit ?? "-",
                    ]
                    manifest += fields.joined(separator: "\t") + "\n"
                }
            }
            try Data(manifest.utf8).write(to: URL(fileURLWithPath: out + "/tags.tsv"))
        } catch {
            return ToolCommands.fail("\(error)")
        }
        return 0
    }

    static func one(_ value: Float) -> String {
        let tenths = Int((value * 10).rounded())
        return (tenths < 0 ? "-" : "") + "\(abs(tenths) / 10).\(abs(tenths) % 10)"
    }

    /// The tag as a photo crops it: scaled so its big digits are `shot.digitPixels` tall, turned
    /// by `shot.tilt` degrees with its corners pulled a little (perspective), a margin of shelf
    /// around it (or a cut edge), each pixel the mean of 3x3 samples, then blurred (Gaussian,
    /// `shot.blur` px), lit unevenly (darker by up to `shot.light` along one direction), maybe a
    /// glare spot, video-range levels and noise.
    static func photograph(_ image: PixelImage, digitHeight: Float, shot: Shot, random: inout TagCamera.SplitMix) -> ([UInt8], Int, Int) {
        let tagW = Float(image.surface.width), tagH = Float(image.surface.height)
        let scale = shot.digitPixels / digitHeight
        let marginX = random.uniform(-0.03...0.1) * tagW * scale, marginY = random.uniform(-0.03...0.1) * tagH * scale
        let angle = shot.tilt * .pi / 180
        // The tag's corners around the picture's centre, turned and pulled.
        let cx = tagW * scale / 2, cy = tagH * scale / 2
        let corners = [Point(0, 0), Point(tagW, 0), Point(tagW, tagH), Point(0, tagH)].map { p -> Point in
            let x = p.x * scale - cx + random.uniform(-0.03...0.03) * tagW * scale
            let y = p.y * scale - cy + random.uniform(-0.03...0.03) * tagH * scale
            return Point(x * cos(angle) - y * sin(angle), x * sin(angle) + y * cos(angle))
        }
        // The picture: the turned tag's extent (less the turning's corners, as a crop would), plus the margin.
        let spanX = tagW * scale * cos(abs(angle)) + tagH * scale * sin(abs(angle)) * 0.4
        let spanY = tagH * scale * cos(abs(angle)) + tagW * scale * sin(abs(angle)) * 0.4
        let w = max(24, Int(spanX + 2 * marginX)), h = max(24, Int(spanY + 2 * marginY))
        let placed = corners.map { Point($0.x + Float(w) / 2, $0.y + Float(h) / 2) }
        let toTag = TagCamera.homography(from: placed, to: [Point(0, 0), Point(tagW, 0), Point(tagW, tagH), Point(0, tagH)])
        let shelf = random.uniform(40...120)
        var out = [Float](repeating: 0, count: w * h)
        for y in 0..<h {
            for x in 0..<w {
                var sum: Float = 0
                for sy in 0..<3 {
                    for sx in 0..<3 {
                        let (u, v) = TagCamera.apply(toTag, Float(x) + (Float(sx) + 0.5) / 3, Float(y) + (Float(sy) + 0.5) / 3)
                        sum += u >= 0 && v >= 0 && u < tagW - 1 && v < tagH - 1 ? TagCamera.bilinearLuma(image.surface, u - 0.5, v - 0.5) : shelf
                    }
                }
                out[y * w + x] = sum / 9
            }
        }
        out = TagCamera.gaussianBlur(out, width: w, height: h, sigma: shot.blur)
        let pixels = TagCamera.lit(
            out, width: w, height: h, light: shot.light, glare: shot.glare, glareRadius: 0.15...0.35, glareStrength: 0.5, noise: shot.noise,
            random: &random)
        return (pixels, w, h)
    }
}
