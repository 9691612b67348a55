// AztecTicketLayouts: the printed things an Aztec code is photographed on for `aztec-photos`: rail
// tickets, boarding passes and labels, with the text, other codes and logos around the code.
import Pixels
import Render

/// One drawn ticket and where its Aztec symbol is on it.
struct AztecTicket {
    let image: PixelImage
    /// The symbol's corners (top-left, top-right, bottom-right, bottom-left of its modules), in
    /// the ticket's pixels; nil on a ticket drawn with no Aztec symbol.
    let symbol: [Point]?
    /// The width of one module in the ticket's pixels.
    let module: Float
}

/// Draws the tickets. Every choice comes from the seeded generator: the same tickets each run.
enum AztecTicketLayouts {
    enum Kind: String, CaseIterable {
        case railTicket = "rail", boardingPass = "boarding", label
    }

    /// Pixels per module on the ticket: fine enough that the camera's 3x3 sampling sees no steps.
    static let module = 6
    static let ink = Color(rgb: 0x1A1A1A)
    static let stations = ["BERLIN HBF", "MUENCHEN HBF", "PARIS NORD", "LYON PART DIEU", "WIEN HBF", "ZUERICH HB", "AMSTERDAM C", "MILANO C"]
    static let airports = ["FRA", "CDG", "AMS", "LHR", "MAD", "VIE", "ZRH", "CPH", "HEL", "JFK"]
    static let names = ["MUSTERMANN/ERIKA", "DUPONT/JEAN", "ROSSI/MARIO", "NOVAK/JANA", "SMITH/ANNA", "GARCIA/LUIS"]

    /// A ticket of `kind` with `symbol` on it (nil: the same ticket with no Aztec, for the
    /// negatives), dark on light or, `inverted`, light modules on a dark panel.
    static func draw(kind: Kind, symbol: AztecModules?, inverted: Bool, random: inout TagCamera.SplitMix) throws -> AztecTicket {
        let side = (symbol?.size ?? random.pick([19, 23, 45])) * module
        let quiet = 4 * module
        let height = max(620, side + 2 * quiet + 160)
        let width = kind == .label ? side + 2 * quiet + 420 : max(1500, side + 2 * quiet + 900)
        let image = PixelImage(width: width, height: height)
        let canvas = Canvas(surface: image.surface)
        let face = try Typeface(paths: [ShelfTagLayouts.dejaVu])
        let bold = try Typeface(paths: [ShelfTagLayouts.dejaVuBold])
        canvas.clear(random.pick([Color.white, Color(rgb: 0xF6F3EA), Color(rgb: 0xEEF2F7), Color(rgb: 0xFFF8E0)]))
        // Where the symbol goes: the right of a rail ticket, the left of a boarding pass or a label.
        let symbolX = kind == .railTicket ? width - side - quiet - 40 : quiet + 40
        let symbolY = (height - side) / 2 + Int(random.uniform(-20...40))
        let textX = kind == .railTicket ? 50 : symbolX + side + quiet + 40
        let band = random.pick([Color(rgb: 0xC8102E), Color(rgb: 0x0046AD), Color(rgb: 0x00704A), Color(rgb: 0x222222)])
        canvas.fill(PixelRect(x: 0, y: 0, width: width, height: 70), band)
        let title = kind == .railTicket ? "RAIL TICKET  2ND CLASS" : kind == .boardingPass ? "BOARDING PASS" : "PARCEL"
        bold.draw(title, size: 40, at: Point(Float(textX), 52), color: .white, on: canvas)
        // Lines of text beside the symbol.
        var y: Float = 140
        let lines: [String]
        switch kind {
        case .railTicket:
            let from = random.pick(stations), to = random.pick(stations)
            lines = [
                "FROM  \(from)", "TO    \(to)",
                "VALID 0\(random.next() % 9 + 1).12.2026  COACH \(random.next() % 30 + 1)  SEAT \(random.next() % 90 + 1)",
                "ADULT 1   PRICE EUR \(random.next() % 150 + 19),\(random.next() % 90 + 10)", "ORDER \(random.next() % 900_000 + 100_000)",
            ]
        case .boardingPass:
            lines = [
                random.pick(names), "FROM \(random.pick(airports))  TO \(random.pick(airports))",
                "FLIGHT LH\(random.next() % 9000 + 100)  GATE B\(random.next() % 60)",
                "SEAT \(random.next() % 40 + 1)C  BOARDING 07:\(random.next() % 50 + 10)",
                "SEQ \(random.next() % 300)",
            ]
        case .label:
            lines = [
                "TO: " + random.pick(names), "\(random.next() % 90 + 10) HIGH STREET", "WEIGHT \(random.next() % 20 + 1).\(random.next() % 10) KG",
            ]
        }
        for line in lines {
            let size = Int(random.uniform(26...40))
            face.draw(line, size: size, at: Point(Float(textX), y), color: ink, on: canvas)
            y += Float(size) * 1.6
        }
        let freeWidth = kind == .railTicket ? symbolX - quiet - textX - 40 : width - textX - 30
        let free = PixelRect(x: textX, y: Int(y), width: freeWidth, height: height - Int(y) - 20)
        // Other print in the free space: a QR code, a bar code (random bars, not a code), a logo
        // of concentric rings.
        if free.height > 120, free.width > 200 {
            var x = free.x
            // No QR code on a ticket without an Aztec symbol: the negatives are to read nothing.
            if random.chance(0.5), symbol != nil {
                let qr = try QRSymbol(text: "https://example.org/t/\(random.next() % 1_000_000)")
                let area = min(free.height, 260)
                qr.draw(in: Rect(x: Float(x), y: Float(free.y), width: Float(area), height: Float(area)), on: canvas)
                x += area + 30
            }
            if random.chance(0.5), free.maxX - x > 220 {
                ShelfTagLayouts.barcode(
                    at: PixelRect(x: x, y: free.y + 10, width: min(360, free.maxX - x), height: min(140, free.height - 10)), random: &random,
                    on: canvas)
                x += 390
            }
            if random.chance(0.6), free.maxX - x > 130 {
                let r = Float(min(60, free.height / 2 - 4))
                let centre = Point(Float(x) + r + 4, Float(free.y) + r + 4)
                for ring in stride(from: r, to: 4, by: -r / 4) {
                    canvas.draw(
                        StrokedRoundedRect(rect: Rect(centre: centre, width: 2 * ring, height: 2 * ring), radius: ring, lineWidth: r / 8), color: band
                    )
                }
            }
        }
        guard let symbol else { return AztecTicket(image: image, symbol: nil, module: Float(module)) }
        let (dark, light) = inverted ? (Color(rgb: 0xF4F4F4), random.pick([Color(rgb: 0x101830), Color(rgb: 0x202020)])) : (ink, Color.white)
        canvas.fill(PixelRect(x: symbolX - quiet, y: symbolY - quiet, width: side + 2 * quiet, height: side + 2 * quiet), light)
        for row in 0..<symbol.size {
            for column in 0..<symbol.size where symbol.isDark(column, row) {
                canvas.fill(PixelRect(x: symbolX + column * module, y: symbolY + row * module, width: module, height: module), dark)
            }
        }
        let (x0, y0, s) = (Float(symbolX), Float(symbolY), Float(side))
        return AztecTicket(image: image, symbol: [Point(x0, y0), Point(x0 + s, y0), Point(x0 + s, y0 + s), Point(x0, y0 + s)], module: Float(module))
    }
}
