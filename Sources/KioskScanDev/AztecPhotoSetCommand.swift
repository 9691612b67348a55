// AztecPhotoSetCommand: `kioskscan-dev aztec-photos --out DIR`, the Aztec photo set: tickets,
// boarding passes and labels photographed with their Aztec code anywhere in the picture.
import FoundationEssentials
import Glibc
import Kiosk
import Render
import SystemCall

enum AztecPhotoSetCommand {
    static let usage = """
        usage: kioskscan-dev aztec-photos --out DIR [--per-group N]
        Encodes Aztec symbols with Debian's zint (apt-get install zint; only this command needs
        it) from 15x15 compact to about 100x100 full-range, payloads of 5 to 1000 characters
        (boarding passes, rail tickets, labels), prints each on a ticket with text, other codes
        and logos around it, and photographs it through a model camera: 640x480 to 1024x768,
        the symbol anywhere in the picture (one folder per placement), 1.6 to 5 px per module,
        turned 0 to 360 degrees, perspective, lens blur, uneven light and sometimes glare,
        sensor noise, JPEG at quality 50 to 92. Writes N (default 16) images per folder:
          aztec-centred     the symbol's centre near the picture's (zxing 1.4 looks there)
          aztec-offcentre   15 to 35 % of the picture away from its centre
          aztec-edge        up to 1 to 3 modules from one of the picture's edges
          aztec-small       1.6 to 2.4 px per module, anywhere
          aztec-inverted    light modules on a dark panel, anywhere
          falsepositives-aztec  the same tickets with no Aztec symbol (N / 2 of them)
        as DIR/FOLDER/NN.jpg with the payload in NN.txt (what `kioskscan-dev corpus DIR` reads),
        and DIR/photos.tsv (name, folder, difficulty, modules, compact, picture size, px per
        module, turn, perspective, blur, light, glare, JPEG quality, centre offset, characters).
        Deterministic: the same files every run with the same zint and fonts (fonts-dejavu-core).
        """

    enum Group: String, CaseIterable {
        case centred = "aztec-centred", offcentre = "aztec-offcentre", edge = "aztec-edge", small = "aztec-small", inverted = "aztec-inverted"
        case negative = "falsepositives-aztec"
    }

    /// How one ticket is photographed.
    struct Shot {
        var width: Int, height: Int
        var pixelsPerModule: Float, turn: Float, perspective: Float
        var blur: Float, light: Float, glare: Bool, noise: Float, quality: Int
        /// easy, medium or hard: how many of small modules, strong perspective, blur relative
        /// to the module, uneven light, glare and coarse JPEG the shot has (none, one, more).
        var difficulty: String {
            TagCamera.difficulty([pixelsPerModule < 2.5, perspective > 0.04, blur > 0.3 * pixelsPerModule, light > 0.3, glare, quality < 60])
        }
    }

    static func run(_ arguments: [String]) -> Int32 {
        var out: String?, perGroupText = "16"
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
            var manifest =
                "# name\tfolder\tdifficulty\tmodules\tcompact\tpicture\tpx_per_module\tturn_deg\tperspective\tblur_px\tlight\tglare\tjpeg_quality\tcentre_offset\tcharacters\n"
            for (g, group) in Group.allCases.enumerated() {
                let folder = out + "/" + group.rawValue
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                for index in 1...(group == .negative ? max(1, perGroup / 2) : perGroup) {
                    var random = TagCamera.SplitMix(seed: UInt64(7000 + 100 * g + index))
                    let payload = group == .negative ? nil : self.payload(random: &random)
                    // A quarter of the small payloads in a full-range symbol (its bigger bull's eye).
                    let symbol = try payload.map { text in
                        try ZintAztec.encode(text, version: text.count < 40 && random.chance(0.25) ? Int(random.next() % 3) + 5 : nil)
                    }
                    let kind = random.pick(AztecTicketLayouts.Kind.allCases)
                    let ticket = try AztecTicketLayouts.draw(kind: kind, symbol: symbol, inverted: group == .inverted, random: &random)
                    let shot = self.shot(group: group, modules: symbol?.size ?? 31, random: &random)
                    let (pixels, offset) = photograph(ticket, shot: shot, group: group, random: &random)
                    let name = (index < 10 ? "0" : "") + "\(index)"
                    let jpeg = try TagCamera.jpeg(pixels, width: shot.width, height: shot.height, quality: shot.quality)
                    try Data(jpeg).write(to: URL(fileURLWithPath: folder + "/" + name + ".jpg"))
                    if let payload { try Data(payload.utf8).write(to: URL(fileURLWithPath: folder + "/" + name + ".txt")) }
                    let fields: [String] = [
                        name, group.rawValue, shot.difficulty, symbol.map { "\($0.size)" } ?? "-", symbol.map { $0.compact ? "yes" : "no" } ?? "-",
                        "\(shot.width)x\(shot.height)", ShelfTagSetCommand.one(shot.pixelsPerModule), "\(Int(shot.turn.rounded()))",
                        two(shot.perspective), ShelfTagSetCommand.one(shot.blur), two(shot.light), shot.glare ? "yes" : "no", "\(shot.quality)",
                        two(offset),
                        "\(payload?.count ?? 0)",
                    ]
                    manifest += fields.joined(separator: "\t") + "\n"
                }
            }
            try Data(manifest.utf8).write(to: URL(fileURLWithPath: out + "/photos.tsv"))
        } catch {
            return ToolCommands.fail("\(error)")
        }
        return 0
    }

    static func two(_ value: Float) -> String {
        let hundredths = Int((value * 100).rounded())
        return "\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100)"
    }

    /// What tickets and labels carry: a short reference, a boarding pass's BCBP string, a rail
    /// ticket's record, or a long document (up to 1000 characters: about 100 modules across).
    static func payload(random: inout TagCamera.SplitMix) -> String {
        let upper = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"),
            mixed = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 .,:;-/+")
        func letters(_ set: [Character], _ n: Int) -> String { String((0..<n).map { _ in random.pick(set) }) }
        switch random.next() % 5 {
        case 0: return letters(upper, Int(random.next() % 10) + 4)
        case 1:
            let name = random.pick(AztecTicketLayouts.names)
            return "M1" + name + String(repeating: " ", count: max(1, 20 - name.count)) + "E" + letters(upper, 6) + " "
                + random.pick(AztecTicketLayouts.airports) + random.pick(AztecTicketLayouts.airports) + "LH " + letters(upper, 4) + " "
                + "\(random.next() % 300 + 10)Y0\(random.next() % 40 + 10)C00\(random.next() % 90 + 10) 100"
        case 2: return "TKT;" + letters(upper, 8) + ";" + letters(mixed, Int(random.next() % 120) + 40)
        case 3: return letters(mixed, Int(random.next() % 250) + 150)
        default: return letters(mixed, Int(random.next() % 600) + 400)
        }
    }

    static func shot(group: Group, modules: Int, random: inout TagCamera.SplitMix) -> Shot {
        let (width, height) = random.pick([(640, 480), (800, 600), (800, 600), (1024, 768)])
        // Up to 0.6 of the picture's height for the symbol, 1.6 px per module at the least.
        let most = min(5, 0.6 * Float(height) / Float(modules))
        let ppm = group == .small ? random.uniform(1.6...2.4) : random.uniform(min(2.2, most)...max(2.2, most))
        let perspective = random.chance(0.4) ? random.uniform(0...0.02) : random.uniform(0.02...0.07)
        return Shot(
            width: width, height: height, pixelsPerModule: ppm, turn: random.uniform(0...360), perspective: perspective,
            blur: random.uniform(0.3...max(0.35, min(1.3, 0.45 * ppm))), light: random.uniform(0...0.45), glare: random.chance(0.25),
            noise: random.uniform(2...6), quality: Int(random.uniform(50...92)))
    }

    /// The ticket as the camera sees it: scaled to `shot.pixelsPerModule`, turned, its corners
    /// pulled by up to `shot.perspective` of its size, moved so that the symbol lies where
    /// `group` puts it, on a desk; each pixel the mean of 3x3 samples, then blurred, lit
    /// unevenly, maybe a glare spot, video-range levels and noise. Returns the picture and how
    /// far the symbol's centre is from the picture's, in fractions of its half-size.
    static func photograph(_ ticket: AztecTicket, shot: Shot, group: Group, random: inout TagCamera.SplitMix) -> ([UInt8], Float) {
        let (w, h) = (shot.width, shot.height)
        let tw = Float(ticket.image.width), th = Float(ticket.image.height)
        let scale = shot.pixelsPerModule / ticket.module
        let angle = shot.turn * .pi / 180
        let ticketCorners = [Point(0, 0), Point(tw, 0), Point(tw, th), Point(0, th)]
        let symbol =
            ticket.symbol ?? [
                Point(tw / 2 - 60, th / 2 - 60), Point(tw / 2 + 60, th / 2 - 60), Point(tw / 2 + 60, th / 2 + 60), Point(tw / 2 - 60, th / 2 + 60),
            ]
        let sc = Point((symbol[0].x + symbol[2].x) / 2, (symbol[0].y + symbol[2].y) / 2)
        // The ticket turned and scaled around the symbol's centre, its corners pulled.
        let span = (tw * tw + th * th).squareRoot() * scale
        var placed = ticketCorners.map { p -> Point in
            let x = (p.x - sc.x) * scale, y = (p.y - sc.y) * scale
            return Point(
                x * cos(angle) - y * sin(angle) + random.uniform(-1...1) * shot.perspective * span,
                x * sin(angle) + y * cos(angle) + random.uniform(-1...1) * shot.perspective * span)
        }
        // Where the symbol is now, and where the group wants it.
        let toPicture = TagCamera.homography(from: ticketCorners, to: placed)
        let quad = symbol.map { TagCamera.apply(toPicture, $0.x, $0.y) }
        let (minX, maxX) = (quad.map(\.0).min()!, quad.map(\.0).max()!), (minY, maxY) = (quad.map(\.1).min()!, quad.map(\.1).max()!)
        let margin = 2 * shot.pixelsPerModule
        // The symbol's bounding box may go from lowX to highX (its left edge), likewise y.
        let (lowX, highX) = (margin - minX, Float(w) - margin - maxX), (lowY, highY) = (margin - minY, Float(h) - margin - maxY)
        func clampX(_ x: Float) -> Float { max(lowX, min(highX, x)) }
        func clampY(_ y: Float) -> Float { max(lowY, min(highY, y)) }
        let (cx, cy) = (Float(w) / 2 - (minX + maxX) / 2, Float(h) / 2 - (minY + maxY) / 2)
        var (dx, dy): (Float, Float)
        switch group {
        case .centred:
            (dx, dy) = (cx + random.uniform(-0.04...0.04) * Float(w), cy + random.uniform(-0.04...0.04) * Float(h))
        case .offcentre:
            let direction = random.uniform(0...(2 * .pi)), distance = random.uniform(0.15...0.35)
            (dx, dy) = (clampX(cx + cos(direction) * distance * Float(w)), clampY(cy + sin(direction) * distance * Float(h)))
        case .edge:
            let gap = random.uniform(1...3) * shot.pixelsPerModule
            switch random.next() % 4 {
            case 0: (dx, dy) = (gap - minX, random.uniform(min(lowY, highY)...max(lowY, highY)))
            case 1: (dx, dy) = (Float(w) - gap - maxX, random.uniform(min(lowY, highY)...max(lowY, highY)))
            case 2: (dx, dy) = (random.uniform(min(lowX, highX)...max(lowX, highX)), gap - minY)
            default: (dx, dy) = (random.uniform(min(lowX, highX)...max(lowX, highX)), Float(h) - gap - maxY)
            }
        case .small, .inverted, .negative:
            (dx, dy) = (random.uniform(min(lowX, highX)...max(lowX, highX)), random.uniform(min(lowY, highY)...max(lowY, highY)))
        }
        placed = placed.map { Point($0.x + dx, $0.y + dy) }
        let offset = hypot((minX + maxX) / 2 + dx - Float(w) / 2, (minY + maxY) / 2 + dy - Float(h) / 2) / hypot(Float(w) / 2, Float(h) / 2)
        let toTicket = TagCamera.homography(from: placed, to: ticketCorners)
        let desk = random.uniform(30...200), deskSlope = random.uniform(-40...40)
        var out = [Float](repeating: 0, count: w * h)
        for y in 0..<h {
            for x in 0..<w {
                var sum: Float = 0
                for sy in 0..<3 {
                    for sx in 0..<3 {
                        let (u, v) = TagCamera.apply(toTicket, Float(x) + (Float(sx) + 0.5) / 3, Float(y) + (Float(sy) + 0.5) / 3)
                        sum +=
                            u >= 0 && v >= 0 && u < tw - 1 && v < th - 1
                            ? TagCamera.bilinearLuma(ticket.image.surface, u - 0.5, v - 0.5) : desk + deskSlope * Float(x) / Float(w)
                    }
                }
                out[y * w + x] = sum / 9
            }
        }
        out = TagCamera.gaussianBlur(out, width: w, height: h, sigma: shot.blur)
        let pixels = TagCamera.lit(
            out, width: w, height: h, light: shot.light, glare: shot.glare, glareRadius: 0.1...0.3, glareStrength: 0.6, noise: shot.noise,
            random: &random)
        return (pixels, offset)
    }
}
