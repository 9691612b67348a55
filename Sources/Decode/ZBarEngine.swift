// ZBarEngine: reads 1D barcodes and QR codes from a luma plane with ZBar.
import CZBar
import Pixels

/// One ZBar image scanner, configured once and made anew every `renewalSymbols` symbols read.
/// Not thread-safe: one engine per decoding thread.
public final class ZBarEngine {
    /// A way of looking at the plane. Each later pass runs only when the earlier ones found nothing.
    public enum Pass: String, Sendable, CaseIterable {
        /// The plane as given.
        case fullSize
        /// A 2x2-averaged half-size copy: reads codes whose bars are blurred or noisy at full size
        /// (phone photos of labels and screens). A quarter of the full pass's cost.
        case halfSize
        /// Dark and light swapped: light QR codes on dark ground (a phone's dark mode). Only QR
        /// results are kept: on the dev images this pass read no inverted linear code, only
        /// garbage DataBar from the swapped texture.
        case inverted
        /// A bilinear double-size copy of planes up to 1024 px: reads small codes whose modules are
        /// only one or two pixels wide. Four times the full pass's cost.
        case doubleSize
    }

    public struct Options: Sendable, Equatable {
        public var symbologies: Set<Symbology>
        /// Scan every `density`-th line across and down (1 = every line; 2 halves the work for
        /// live video at the cost of small codes).
        public var density: Int
        public var passes: [Pass]
        /// Read Code 39 as Full ASCII (`+A` is `a`); codes with pairs that are not Full ASCII stay as read.
        public var code39FullASCII: Bool

        public init(
            symbologies: Set<Symbology> = Symbology.zbarDefault, density: Int = 1, passes: [Pass] = Options.stillImagePasses,
            code39FullASCII: Bool = false
        ) {
            self.symbologies = symbologies
            self.density = density
            self.passes = passes
            self.code39FullASCII = code39FullASCII
        }

        /// For still images, where time matters less than reading: every pass.
        public static let stillImagePasses: [Pass] = [.fullSize, .halfSize, .inverted, .doubleSize]
        /// For live video, where the next frame is another try: the two cheap passes.
        public static let videoPasses: [Pass] = [.fullSize, .halfSize]
    }

    public let options: Options
    private var scanner: OpaquePointer
    private var image: OpaquePointer
    /// Symbols ZBar has returned since `scanner` was made.
    private var symbolsSinceRenewal = 0
    /// How many times `scanner` has been made anew.
    public private(set) var renewals = 0

    /// ZBar (0.23) never reuses a QR code's symbol. It allocates a new one for each reading (one
    /// asking for no data, which draws on none of its recycling lists), and when the next image
    /// is scanned it files the old one in the recycling list for its data's size, which only
    /// linear codes' symbols draw on: a kiosk reading QR codes grew by 194 bytes a reading, for
    /// as long as it ran. Nothing in ZBar's API empties those lists but destroying the scanner,
    /// which holds no state from one image to the next (its cache is off): so after this many
    /// symbols the engine makes a new one (a few allocations), which bounds what the lists hold.
    public static let renewalSymbols = 512
    /// Where the plane of a pass is made (halved, inverted, doubled), and a plane whose stride
    /// is not its width packed for ZBar, which takes no stride: the scratch of the decoding
    /// thread (`BarcodeReader` lends its own).
    private let scratch: LumaScratch

    public init(options: Options = Options(), scratch: LumaScratch = LumaScratch()) {
        self.options = options
        self.scratch = scratch
        (scanner, image) = Self.makeScanner(options)
    }

    deinit {
        Self.destroy(scanner, image)
    }

    /// A configured image scanner and the image header it scans.
    private static func makeScanner(_ options: Options) -> (scanner: OpaquePointer, image: OpaquePointer) {
        let scanner = zbar_image_scanner_create()!
        let image = zbar_image_create()!
        zbar_image_set_format(image, kiosk_zbar_fourcc_y800())
        configure(scanner, options)
        return (scanner, image)
    }

    /// The image first: it holds a reference to the scanner's last results.
    private static func destroy(_ scanner: OpaquePointer, _ image: OpaquePointer) {
        zbar_image_destroy(image)
        zbar_image_scanner_destroy(scanner)
    }

    /// Replaces the scanner once it has returned `renewalSymbols` symbols (see there).
    private func renewIfDue() {
        guard symbolsSinceRenewal >= Self.renewalSymbols else { return }
        Self.destroy(scanner, image)
        (scanner, image) = Self.makeScanner(options)
        symbolsSinceRenewal = 0
        renewals += 1
    }

    private static func configure(_ scanner: OpaquePointer, _ options: Options) {
        func set(_ symbol: zbar_symbol_type_t, _ config: zbar_config_t, _ value: Int32) {
            zbar_image_scanner_set_config(scanner, symbol, config, value)
        }
        set(ZBAR_NONE, ZBAR_CFG_ENABLE, 0)
        for symbology in options.symbologies {
            guard let type = symbology.zbarType else { continue }
            set(type, ZBAR_CFG_ENABLE, 1)
        }
        // EAN add-ons need their main symbols; ZBar only reports them beside an EAN/UPC.
        // QR payload bytes are taken raw and decoded by PayloadText (see there for why).
        set(ZBAR_QRCODE, ZBAR_CFG_BINARY, 1)
        set(ZBAR_NONE, ZBAR_CFG_X_DENSITY, Int32(options.density))
        set(ZBAR_NONE, ZBAR_CFG_Y_DENSITY, Int32(options.density))
        set(ZBAR_NONE, ZBAR_CFG_POSITION, 1)
    }

    /// Scans `luma` and returns every code found, corners in `luma`'s coordinates. The passes
    /// of `options.passes` run in order until one finds something.
    public func scan(_ luma: LumaView) -> [Detection] {
        for pass in options.passes {
            let found: [Detection]
            switch pass {
            case .fullSize:
                found = scanPlane(luma, scale: 1)
            case .halfSize:
                guard luma.width >= 160, luma.height >= 160 else { continue }
                let (w, h) = (luma.width / 2, luma.height / 2)
                found = scratch.withPassPlane(width: w, height: h, make: { luma.halve(into: $0, stride: w) }) { scanPlane($0, scale: 2) }
            case .inverted:
                found = scratch.withPassPlane(width: luma.width, height: luma.height, make: { ImageFilters.invert(luma, into: $0) }) {
                    scanPlane($0, scale: 1)
                }.filter { $0.symbology == .qr }
            case .doubleSize:
                guard max(luma.width, luma.height) <= 1024 else { continue }
                found = scratch.withPassPlane(width: luma.width * 2, height: luma.height * 2, make: { ImageFilters.double(luma, into: $0) }) {
                    scanPlane($0, scale: 0.5)
                }
            }
            if !found.isEmpty { return found }
        }
        return []
    }

    /// Scans one plane; `scale` maps its coordinates back to the caller's image.
    private func scanPlane(_ luma: LumaView, scale: Double) -> [Detection] {
        let count = luma.width * luma.height
        let run: (UnsafeRawPointer) -> [Detection] = { data in
            self.renewIfDue()
            zbar_image_set_size(self.image, UInt32(luma.width), UInt32(luma.height))
            // No cleanup handler: the caller owns the pixels, ZBar only reads them during the scan.
            zbar_image_set_data(self.image, data, UInt(count), nil)
            defer { zbar_image_set_data(self.image, nil, 0, nil) }
            let symbols = zbar_scan_image(self.scanner, self.image)
            guard symbols > 0 else { return [] }
            self.symbolsSinceRenewal += Int(symbols)
            return self.collect(scale: scale)
        }
        if luma.stride == luma.width { return run(luma.base) }
        // A pass's plane is made packed, so this is the plane as given (fullSize): the pass
        // buffer is free.
        return scratch.withBytes(.pass, count: count) { out in
            for y in 0..<luma.height {
                UnsafeMutableRawPointer(out + y * luma.width).copyMemory(from: luma.base + y * luma.stride, byteCount: luma.width)
            }
            return run(UnsafeRawPointer(out))
        }
    }

    private func collect(scale: Double) -> [Detection] {
        var mains: [(Detection, zbar_orientation_t)] = []
        var addOns: [(text: String, quad: Quad)] = []
        var symbol = zbar_image_first_symbol(image)
        while let current = symbol {
            defer { symbol = zbar_symbol_next(current) }
            guard let symbology = Symbology(zbarType: zbar_symbol_get_type(current)) else { continue }
            let length = Int(zbar_symbol_get_data_length(current))
            var bytes: [UInt8] =
                zbar_symbol_get_data(current).map { data in
                    data.withMemoryRebound(to: UInt8.self, capacity: length) { Array(UnsafeBufferPointer(start: $0, count: length)) }
                } ?? []
            if symbology == .code39, options.code39FullASCII, let full = Code39FullASCII.decode(String(decoding: bytes, as: UTF8.self)) {
                bytes = Array(full.utf8)
            }
            let orientation = zbar_symbol_get_orientation(current)
            let quad = Self.quad(of: current, symbology: symbology, orientation: orientation).scaled(by: scale)
            if symbology == .ean2 || symbology == .ean5 {
                addOns.append((String(decoding: bytes, as: UTF8.self), quad))
                continue
            }
            var detection = Detection(
                symbology: symbology, bytes: bytes,
                content: PayloadText.content(of: bytes, symbology: symbology),
                corners: quad, quality: Int(zbar_symbol_get_quality(current)), readBy: .zbar)
            // ZBar marks an FNC1 in the first position with its GS1 modifier; DataBar Expanded
            // carries nothing but element strings.
            detection.gs1 = zbar_symbol_get_modifiers(current) & (1 << ZBAR_MOD_GS1.rawValue) != 0 || symbology == .databarExp
            mains.append((detection, orientation))
        }
        return mains.map { main, _ in Self.attach(addOns, to: main) }
    }

    /// Appends the add-on printed beside an EAN/UPC symbol: the nearest one whose centre lies on
    /// the main symbol's reading line, after its end, within one symbol width.
    static func attach(_ addOns: [(text: String, quad: Quad)], to main: Detection) -> Detection {
        guard let symbology = main.symbology, [.ean13, .upca, .upce, .isbn10, .isbn13].contains(symbology), !addOns.isEmpty else { return main }
        let q = main.corners
        let ux = (q.topRight.x + q.bottomRight.x - q.topLeft.x - q.bottomLeft.x) / 2
        let uy = (q.topRight.y + q.bottomRight.y - q.topLeft.y - q.bottomLeft.y) / 2
        let width = (ux * ux + uy * uy).squareRoot()
        guard width > 0 else { return main }
        let (dx, dy) = (ux / width, uy / width)
        let height = max(abs((q.bottomLeft.x - q.topLeft.x) * -dy + (q.bottomLeft.y - q.topLeft.y) * dx), width * 0.2)
        let centre = q.centre
        var best: (text: String, quad: Quad, along: Double)?
        for addOn in addOns {
            let c = addOn.quad.centre
            let along = (c.x - centre.x) * dx + (c.y - centre.y) * dy
            let across = abs((c.x - centre.x) * -dy + (c.y - centre.y) * dx)
            guard along > width / 2, along < width * 1.5, across < height else { continue }
            if best == nil || along < best!.along { best = (addOn.text, addOn.quad, along) }
        }
        guard let best else { return main }
        var merged = main
        merged.bytes += Array(best.text.utf8)
        merged.content = PayloadText.content(of: merged.bytes, symbology: symbology)
        merged.addOn = best.text
        merged.corners = Quad(topLeft: q.topLeft, topRight: best.quad.topRight, bottomRight: best.quad.bottomRight, bottomLeft: q.bottomLeft)
        return merged
    }

    /// The symbol's corners in the stated order (see `Quad`).
    ///
    /// QR: ZBar gives the four corners as top-left, bottom-left, bottom-right, top-right of the
    /// code (qrdectxt.c adds bbox[0], bbox[2], bbox[3], bbox[1]). Linear codes: ZBar gives the
    /// points where scan lines crossed the symbol's ends; the quad is their extent along and
    /// across the reading direction that `orientation` names.
    static func quad(of symbol: OpaquePointer, symbology: Symbology, orientation: zbar_orientation_t) -> Quad {
        let n = Int(zbar_symbol_get_loc_size(symbol))
        var points: [ImagePoint] = []
        points.reserveCapacity(n)
        for i in 0..<n {
            points.append(
                ImagePoint(
                    x: Double(zbar_symbol_get_loc_x(symbol, UInt32(i))),
                    y: Double(zbar_symbol_get_loc_y(symbol, UInt32(i)))))
        }
        if symbology == .qr, points.count == 4 {
            return Quad(topLeft: points[0], topRight: points[3], bottomRight: points[2], bottomLeft: points[1])
        }
        guard !points.isEmpty else {
            let zero = ImagePoint(x: 0, y: 0)
            return Quad(topLeft: zero, topRight: zero, bottomRight: zero, bottomLeft: zero)
        }
        // Reading direction d and the code's "down" n = d turned 90° clockwise on screen.
        let (dx, dy): (Double, Double)
        switch orientation {
        case ZBAR_ORIENT_RIGHT: (dx, dy) = (0, 1)
        case ZBAR_ORIENT_DOWN: (dx, dy) = (-1, 0)
        case ZBAR_ORIENT_LEFT: (dx, dy) = (0, -1)
        default: (dx, dy) = (1, 0)
        }
        let (nx, ny) = (-dy, dx)
        var minU = Double.infinity, maxU = -Double.infinity, minV = Double.infinity, maxV = -Double.infinity
        for p in points {
            let u = p.x * dx + p.y * dy, v = p.x * nx + p.y * ny
            minU = min(minU, u); maxU = max(maxU, u); minV = min(minV, v); maxV = max(maxV, v)
        }
        func point(_ u: Double, _ v: Double) -> ImagePoint { ImagePoint(x: u * dx + v * nx, y: u * dy + v * ny) }
        return Quad(topLeft: point(minU, minV), topRight: point(maxU, minV), bottomRight: point(maxU, maxV), bottomLeft: point(minU, maxV))
    }
}

extension Symbology {
    /// The ZBar symbol type (`ZBAR_*`), nil for symbologies ZBar does not read.
    var zbarType: zbar_symbol_type_t? {
        switch self {
        case .qr: ZBAR_QRCODE
        case .ean13: ZBAR_EAN13
        case .ean8: ZBAR_EAN8
        case .upca: ZBAR_UPCA
        case .upce: ZBAR_UPCE
        case .isbn10: ZBAR_ISBN10
        case .isbn13: ZBAR_ISBN13
        case .code39: ZBAR_CODE39
        case .code93: ZBAR_CODE93
        case .code128: ZBAR_CODE128
        case .i25: ZBAR_I25
        case .codabar: ZBAR_CODABAR
        case .databar: ZBAR_DATABAR
        case .databarExp: ZBAR_DATABAR_EXP
        case .ean2: ZBAR_EAN2
        case .ean5: ZBAR_EAN5
        case .databarLtd, .pdf417, .aztec, .dataMatrix, .maxicode: nil
        }
    }

    init?(zbarType: zbar_symbol_type_t) {
        guard let match = Symbology.allCases.first(where: { $0.zbarType == zbarType }) else { return nil }
        self = match
    }
}
