// FontFace: one FreeType face loaded from a font file, with the glyphs it has rendered.
import CFreeType
import CHarfBuzz
import Glibc
import Wire

public struct FontError: Error, CustomStringConvertible {
    public let description: String
}

/// A rendered glyph: an 8-bit coverage bitmap and where it sits relative to the pen.
struct Glyph {
    let bitmap: [UInt8]
    let width: Int
    let rows: Int
    /// Pixels from the pen position to the bitmap's left edge.
    let left: Int
    /// Pixels from the baseline up to the bitmap's top row.
    let top: Int
    /// Pen advance in 26.6 fixed point (1/64 pixel).
    let advance: Int
}

/// One font file opened with FreeType, which renders its glyphs, and with HarfBuzz, which
/// shapes text with its OpenType tables. Each face owns its own FT_Library (FreeType objects are
/// not shared across threads this way) and frees both in `deinit`.
final class FontFace {
    let path: String
    private var library: FT_Library?
    private let face: FT_Face
    /// HarfBuzz's font over the same file (mapped, its OpenType font functions: design
    /// advances, unhinted), made when text first needs shaping.
    private var shapingFont: OpaquePointer?
    private var currentSize = 0
    /// Rendered glyphs by pixel size, then glyph index.
    private var glyphs: [Int: [UInt32: Glyph]] = [:]
    let hasKerning: Bool

    init(path: String) throws(FontError) {
        self.path = path
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { throw FontError(description: "FreeType could not start") }
        var face: FT_Face?
        let error = FT_New_Face(library, path, 0, &face)
        guard error == 0, let face else {
            FT_Done_FreeType(library)
            let reason = Self.reason(error, path: path).map { "\($0) (FreeType error \(error))" } ?? "FreeType error \(error)"
            throw FontError(description: "cannot load font \(PrintableText.escaped(Array(path.utf8))): \(reason)")
        }
        self.library = library
        self.face = face
        hasKerning = face.pointee.face_flags & FT_FACE_FLAG_KERNING != 0
    }

    /// FreeType's error in words: Debian builds it without FT_CONFIG_OPTION_ERROR_STRINGS, so
    /// FT_Error_String has none; these are the errors a font file given by name can cause
    /// (fterrdef.h). A file that cannot be opened says why, from the file system.
    static func reason(_ error: FT_Error, path: String) -> String? {
        switch error {
        case 0x01, 0x51:
            var info = stat()
            guard stat(path, &info) == 0 else { return errno == ENOENT ? "no such file" : String(cString: strerror(errno)) }
            if info.st_mode & S_IFMT == S_IFDIR { return "is a folder, not a font file" }
            return access(path, R_OK) == 0 ? "cannot be opened" : String(cString: strerror(errno))
        case 0x02: return "not a font file FreeType can read"
        case 0x03, 0x08, 0x09: return "a damaged font file"
        case 0x04, 0x05, 0x07: return "a font in a version or with a feature FreeType cannot read"
        case 0x40: return "out of memory"
        case 0x52...0x58: return "the file ends before the font does (cut short?)"
        default: return nil
        }
    }

    deinit {
        if let shapingFont { hb_font_destroy(shapingFont) }
        FT_Done_Face(face)
        FT_Done_FreeType(library)
    }

    /// The font's units per em (the scale `hb-shape --font-size=upem` shapes at).
    var unitsPerEm: Int { Int(face.pointee.units_per_EM) }

    /// Shapes `range` of `text` (the scalars around it are its context: an Arabic letter joins
    /// across a change of font) as one run of one direction and script, at `scale` units per em
    /// (64 × the pixel size gives 26.6 pixels). Appends each glyph in visual order with its pen
    /// position (`pen` onwards, offsets included) and its cluster (the index in `text` of the
    /// first scalar it stands for); returns the pen after the run.
    func shape(
        _ text: UnsafeBufferPointer<UInt32>, range: Range<Int>, rightToLeft: Bool, script: hb_script_t, scale: Int,
        buffer: OpaquePointer, pen: Int, face index: Int, into glyphs: inout [ShapedGlyph]
    ) -> Int {
        if shapingFont == nil {
            let blob = hb_blob_create_from_file(path)
            let shapingFace = hb_face_create(blob, 0)
            hb_blob_destroy(blob)
            shapingFont = hb_font_create(shapingFace)
            hb_face_destroy(shapingFace)
            hb_ot_font_set_funcs(shapingFont)
        }
        hb_buffer_clear_contents(buffer)
        hb_buffer_add_utf32(buffer, text.baseAddress, Int32(text.count), UInt32(range.lowerBound), Int32(range.count))
        hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_script(buffer, script)
        hb_font_set_scale(shapingFont, Int32(scale), Int32(scale))
        hb_shape(shapingFont, buffer, nil, 0)
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count), let positions = hb_buffer_get_glyph_positions(buffer, nil) else {
            return pen
        }
        var pen = pen
        for i in 0..<Int(count) {
            let info = infos[i], position = positions[i]
            glyphs.append(
                ShapedGlyph(
                    face: Int32(index), index: info.codepoint, x: Int32(pen) + position.x_offset, y: position.y_offset,
                    advance: position.x_advance, cluster: Int32(info.cluster)))
            pen += Int(position.x_advance)
        }
        return pen
    }

    /// The glyph index for a character, 0 when the font has none.
    func glyphIndex(_ scalar: Unicode.Scalar) -> UInt32 {
        FT_Get_Char_Index(face, FT_ULong(scalar.value))
    }

    private func select(size: Int) {
        guard size != currentSize else { return }
        FT_Set_Pixel_Sizes(face, 0, FT_UInt(size))
        currentSize = size
    }

    /// The rendered glyph at `size` pixels (rendered once, then cached).
    func glyph(_ index: UInt32, size: Int) -> Glyph {
        if let glyph = glyphs[size]?[index] { return glyph }
        select(size: size)
        let glyph: Glyph
        if FT_Load_Glyph(face, index, Int32(FT_LOAD_RENDER) | kiosk_ft_load_target_light()) == 0, let slot = face.pointee.glyph {
            let bitmap = slot.pointee.bitmap
            let width = Int(bitmap.width), rows = Int(bitmap.rows), pitch = Int(bitmap.pitch)
            var pixels = [UInt8](repeating: 0, count: width * rows)
            if let buffer = bitmap.buffer, width > 0 {
                for row in 0..<rows {
                    // A negative pitch means the rows are stored bottom-up.
                    let source = pitch >= 0 ? buffer + row * pitch : buffer + (rows - 1 - row) * -pitch
                    for x in 0..<width { pixels[row * width + x] = source[x] }
                }
            }
            glyph = Glyph(
                bitmap: pixels, width: width, rows: rows, left: Int(slot.pointee.bitmap_left),
                top: Int(slot.pointee.bitmap_top), advance: Int(slot.pointee.advance.x))
        } else {
            glyph = Glyph(bitmap: [], width: 0, rows: 0, left: 0, top: 0, advance: 0)
        }
        glyphs[size, default: [:]][index] = glyph
        return glyph
    }

    /// Kerning between two glyphs at `size`, 26.6 fixed point.
    func kerning(_ left: UInt32, _ right: UInt32, size: Int) -> Int {
        guard hasKerning, left != 0, right != 0 else { return 0 }
        select(size: size)
        var vector = FT_Vector()
        FT_Get_Kerning(face, left, right, UInt32(FT_KERNING_DEFAULT.rawValue), &vector)
        return Int(vector.x)
    }

    /// Ascender, descender (negative) and line height at `size`, in pixels.
    func metrics(size: Int) -> (ascender: Float, descender: Float, lineHeight: Float) {
        select(size: size)
        let m = face.pointee.size.pointee.metrics
        return (Float(m.ascender) / 64, Float(m.descender) / 64, Float(m.height) / 64)
    }
}
