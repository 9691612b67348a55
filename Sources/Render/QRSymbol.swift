// QRSymbol: a QR code made by libqrencode (Debian's libqrencode4) and drawn with whole-pixel
// modules, so a scanner reads it off the screen as sharply as off paper.
import CQRencode
import Glibc
import Pixels

public struct QRSymbol: Sendable, Equatable {
    /// Modules per side (21 for version 1, 4 more per version).
    public let size: Int
    /// Row by row, true for a dark module.
    public let modules: [Bool]

    /// Why a text cannot be made into a QR code.
    public struct EncodeError: Error, CustomStringConvertible, Equatable, Sendable {
        public let description: String
    }

    /// `text` at error-correction level M (15 % of the symbol may be lost), its characters
    /// encoded in the densest modes libqrencode finds (digits, alphanumerics, bytes).
    public init(text: String) throws(EncodeError) {
        guard let symbol = QRcode_encodeString(text, 0, QR_ECLEVEL_M, QR_MODE_8, 1) else {
            throw EncodeError(
                description: errno == ERANGE ? "too long for a QR code (\(text.utf8.count) bytes)" : "QR encoding failed (errno \(errno))")
        }
        defer { QRcode_free(symbol) }
        let width = Int(symbol.pointee.width)
        size = width
        // Bit 0 of each byte is the module's colour; the others say what the module is for.
        modules = (0..<(width * width)).map { symbol.pointee.data[$0] & 1 == 1 }
    }

    public func isDark(x: Int, y: Int) -> Bool { modules[y * size + x] }

    /// The whole-pixel module size for a symbol with its 4-module quiet zone inside `side` pixels.
    public func moduleSize(fitting side: Int) -> Int { max(1, side / (size + 8)) }

    /// Draws the symbol, white quiet zone included, centred in `area`; returns where it went.
    @discardableResult
    public func draw(in area: Rect, on canvas: Canvas) -> Rect {
        let module = moduleSize(fitting: Int(min(area.width, area.height)))
        let side = module * (size + 8)
        let x0 = Int((area.minX + (area.width - Float(side)) / 2).rounded())
        let y0 = Int((area.minY + (area.height - Float(side)) / 2).rounded())
        canvas.fill(PixelRect(x: x0, y: y0, width: side, height: side), .white)
        for y in 0..<size {
            var x = 0
            while x < size {
                guard isDark(x: x, y: y) else {
                    x += 1
                    continue
                }
                // A run of dark modules as one rectangle.
                var end = x
                while end < size && isDark(x: end, y: y) { end += 1 }
                let run = PixelRect(x: x0 + (4 + x) * module, y: y0 + (4 + y) * module, width: (end - x) * module, height: module)
                canvas.fill(run, .black)
                x = end
            }
        }
        return Rect(x: Float(x0), y: Float(y0), width: Float(side), height: Float(side))
    }
}
