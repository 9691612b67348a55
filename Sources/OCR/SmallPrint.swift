// SmallPrint: the print beside a price smaller than its digits (a sign or word before it, a unit after it), read one way.
import Pixels

/// A room beside a price, cropped so that its small print is `NumberReader.smallPrintHeight`
/// tall (scaled 8 times at most), binarised black on white as the runs are, and its marks; with
/// the reading's digits placed in it.
struct SmallPrint {
    /// How tall the print looked for is against the price's digits.
    enum Size: Double {
        case halfADigit = 2, thirdOfADigit = 3
    }

    /// What is read: the grey as cropped (it keeps more of blurred letters than the ink does),
    /// or the ink white but inside the boxes of some marks (they are read alone).
    enum Source {
        case grey
        case alone([GlyphRunFinder.Mark])
    }

    /// How Tesseract reads it: as one word with the price characters, or as a line of `characters`.
    enum Layout {
        case word
        case line(characters: String)
    }

    /// Where it was cropped, in the image's pixels.
    var room: PixelRect
    var grey: GreyPlane, ink: GreyPlane
    var marks: [GlyphRunFinder.Mark]
    /// The reading's glyph height, the top of its box and its left edge, in the room's pixels.
    var digit: Double, top: Double, numberX: Double

    /// The box of `marks` with half their height of paper around it (2 px at least), its right
    /// side no further than `limit` (where the number starts) unless the marks reach past it,
    /// inside the room.
    func around(_ marks: [GlyphRunFinder.Mark], rightUpTo limit: Int? = nil) -> PixelRect {
        let x0 = marks.map(\.x0).min()!, x1 = marks.map(\.x1).max()!, y0 = marks.map(\.y0).min()!, y1 = marks.map(\.y1).max()!
        let margin = max(2, (y1 - y0) / 2)
        let right = limit.map { max(x1, min(x1 + margin, $0)) } ?? x1 + margin
        return PixelRect(x: x0 - margin, y: y0 - margin, width: right - x0 + margin, height: y1 - y0 + 2 * margin)
            .intersection(PixelRect(x: 0, y: 0, width: ink.width, height: ink.height))
    }
}

extension NumberReader {
    /// The glyph height the small print beside a price is read at: the middle of
    /// `options.glyphHeights`.
    var smallPrintHeight: Double { options.glyphHeights.sorted()[options.glyphHeights.count / 2] }

    /// `room` of `image` beside `reading`, for print of `size`.
    func smallPrint(in room: PixelRect, of image: LumaView, beside reading: NumberReading, size: SmallPrint.Size) -> SmallPrint {
        let g = reading.glyphHeight
        let scale = min(8, smallPrintHeight / max(1, Double(g) / size.rawValue))
        let grey = GreyPlane.crop(image, room, scale: scale)
        let ink = grey.binarized(radius: Int(smallPrintHeight), dark: true, contrast: finder.contrast)
        return SmallPrint(
            room: room, grey: grey, ink: ink, marks: GlyphRunFinder.components(ink.pixels.map { $0 == 0 }, width: ink.width, height: ink.height),
            digit: Double(g) * scale, top: Double(reading.box.y - room.y) * scale, numberX: Double(reading.box.x - room.x) * scale)
    }

    /// Reads `source` of `print` in `rect` (its pixels) as `layout`: nil unless surer than
    /// `options.minConfidence`. `what` names it in the trace.
    func read(_ print: SmallPrint, _ source: SmallPrint.Source, in rect: PixelRect, as layout: SmallPrint.Layout, what: String) -> TextLine? {
        let plane: GreyPlane
        switch source {
        case .grey: plane = print.grey
        case .alone(let marks): plane = Self.whitened(print.ink, but: marks)
        }
        let read = plane.withLuma { view in
            switch layout {
            case .word: engine.readWord(view, in: rect)
            case .line(let characters): engine.readLine(view, in: rect, characters: characters)
            }
        }
        trace?("\(what) \(print.room): " + (read.map { "'\($0.text)' \(Int($0.confidence))" } ?? "nothing"))
        guard let read, read.confidence >= options.minConfidence else { return nil }
        return read
    }

    /// `plane` white but inside the boxes of `marks`.
    static func whitened(_ plane: GreyPlane, but marks: [GlyphRunFinder.Mark]) -> GreyPlane {
        var kept = [Bool](repeating: false, count: plane.width * plane.height)
        for m in marks { for y in m.y0..<m.y1 { for x in m.x0..<m.x1 { kept[y * plane.width + x] = true } } }
        var alone = plane
        for i in kept.indices where !kept[i] { alone.pixels[i] = 255 }
        return alone
    }

    /// The currencies written as a word before the price, and what they are reported as.
    static let currencyWords = ["CHF": "CHF", "Fr": "CHF", "Fr.": "CHF"]

    /// A currency written as a word before the price (`CHF 3.95`): the marks of one line ending
    /// next to the number, in the room up to two and a half glyph heights left of it, each a
    /// fifth to four fifths of a digit tall, no more than a letter's height apart, standing
    /// anywhere from the digits' top to their foot (or one mark as wide as a word: letters
    /// joined by blur); read from the grey with paper around the word but none of the number,
    /// as one line with the words' letters only (`currencyWords`).
    func readWord(before reading: NumberReading, of image: LumaView, within region: PixelRect) -> String? {
        let g = reading.glyphHeight
        let room = PixelRect(x: reading.box.x - 5 * g / 2, y: reading.box.y - g / 4, width: 5 * g / 2 + g / 4, height: reading.box.height + g / 2)
            .intersection(region)
        guard room.width >= max(4, g), room.height >= max(4, g / 2) else { return nil }
        let print = smallPrint(in: room, of: image, beside: reading, size: .thirdOfADigit)
        let h = print.ink.height
        let digit = print.digit, top = print.top, foot = top + digit, numberX = print.numberX
        let marks = print.marks.filter {
            $0.x0 > 0 && $0.y0 > 0 && $0.y1 < h && Double($0.height) >= 0.2 * digit && Double($0.height) <= 0.8 * digit
                && Double($0.y0) >= top - 0.2 * digit && Double($0.y1) <= foot + 0.2 * digit && Double($0.x1) <= numberX + 0.1 * digit
        }
        // The last letter: nearest the number, and no further than a digit from it.
        guard var last = marks.max(by: { $0.x1 < $1.x1 }), Double(last.x1) >= numberX - digit else {
            trace?("word \(room): none of \(marks.count) marks next to the number")
            return nil
        }
        var word = [last]
        while let next = marks.filter({ $0.x1 <= last.x0 && last.x0 - $0.x1 <= last.height && $0.y0 < last.y1 && $0.y1 > last.y0 })
            .max(by: { $0.x1 < $1.x1 })
        {
            word.append(next)
            last = next
        }
        trace?("word \(room): \(word.count) of \(marks.count) marks, \(word.map { "\($0.width)x\($0.height)" })")
        // Letters blur joins are one mark, as wide as a word.
        guard word.count >= 2 || 2 * word[0].width >= 3 * word[0].height else { return nil }
        let characters = String(Set(Self.currencyWords.keys.joined()))
        let around = print.around(word, rightUpTo: Int(numberX) - 1)
        guard let read = read(print, .grey, in: around, as: .line(characters: characters), what: "word") else { return nil }
        return Self.currencyWords[read.text.filter { !$0.isWhitespace }]
    }

    /// The currency sign printed just before the price (`$1.89`, `£4`, `¥980`; often smaller
    /// and raised): the one mark nearest the number in the room left of it, up to a glyph
    /// height wide, a quarter to one and a quarter digits tall, its top in the digits' upper
    /// half, read alone as a word with the price characters. Only a sign read alone counts: a
    /// digit or nothing is no sign.
    func readSign(before reading: NumberReading, of image: LumaView, within region: PixelRect) -> String? {
        let g = reading.glyphHeight
        // A quarter glyph into the number too: paper around the sign for Tesseract (the
        // digits in it are whitened with everything else but the sign).
        let room = PixelRect(x: reading.box.x - g, y: reading.box.y - g / 4, width: g + g / 4, height: reading.box.height + g / 2)
            .intersection(region)
        guard room.width >= max(4, g / 3), room.height >= max(4, g / 2) else { return nil }
        let print = smallPrint(in: room, of: image, beside: reading, size: .halfADigit)
        let h = print.ink.height
        let digit = print.digit, top = print.top, numberX = print.numberX
        // The sign: inside the room but for its right side (it stands against the number, and
        // tilt or blur may take its end a little past where the number's box begins, but not
        // its start), of a sign's size, its top no lower than the digits' middle; the one
        // nearest the number.
        let marks = print.marks.filter {
            $0.x0 > 0 && $0.y0 > 0 && $0.y1 < h && Double($0.height) >= 0.25 * digit && Double($0.height) <= 1.25 * digit
                && Double($0.y0) <= top + 0.5 * digit && Double($0.x1) <= numberX + 0.2 * digit && Double($0.x0) <= numberX - 0.1 * digit
                && Double($0.x1) >= numberX - 0.5 * digit
        }
        guard let sign = marks.max(by: { $0.x1 < $1.x1 }),
            let read = read(print, .alone([sign]), in: print.around([sign]), as: .word, what: "sign"),
            read.text.count == 1, let c = read.text.first, NumberReading.currencySigns.contains(c)
        else { return nil }
        return read.text
    }

    /// What the price is per (`PriceUnit`), printed after it: read in the room right of the
    /// number, up to three glyph heights wide, from its top to a third of a glyph under its
    /// foot, the line of the tallest mark of a unit's size alone, with the unit's characters
    /// only.
    func readUnit(after reading: NumberReading, of image: LumaView, within region: PixelRect) -> (unit: String?, sign: String?)? {
        let g = reading.glyphHeight
        let room = PixelRect(x: reading.box.maxX + 1, y: reading.box.y, width: 3 * g, height: reading.box.height + g / 3).intersection(region)
        guard room.width >= max(4, g / 3), room.height >= 4 else { return nil }
        let target = smallPrintHeight
        let print = smallPrint(in: room, of: image, beside: reading, size: .thirdOfADigit)
        // Only print of a unit's size that lies inside the room: the tag's edge, the shelf
        // beyond it and the bottom of a taller mark are not read.
        let w = print.ink.width, h = print.ink.height
        let marks = print.marks.filter {
            $0.x1 < w && $0.y0 > 0 && $0.y1 < h && 3 * $0.height >= Int(target) && Double($0.height) <= 2.2 * target
        }
        // One line: the marks beside the tallest (a `/`, a `k`), not an article number under it.
        guard let tallest = marks.max(by: { $0.height < $1.height }) else { return nil }
        let line = marks.filter { $0.y0 < tallest.y1 && $0.y1 > tallest.y0 }
        let all = PixelRect(x: 0, y: 0, width: w, height: h)
        guard let read = read(print, .alone(line), in: all, as: .line(characters: PriceUnit.characters), what: "unit") else { return nil }
        return PriceUnit.parse(read.text)
    }
}
