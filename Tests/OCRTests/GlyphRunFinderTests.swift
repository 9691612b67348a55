// GlyphRunFinderTests: the light glyph runs on the shelf tags with a dark price panel, exact boxes.
import Foundation
import Pixels
import Render
import Testing

@testable import OCR

@Suite struct GlyphRunFinderTests {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("ShelfTags")
    /// The kept shelf-tag set (Tests/OCRTests/ShelfTagSet).
    let set = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("ShelfTagSet")

    /// Small Japanese tags drawn by Tests/OCRTests/SmallYenTags/draw.py.
    static let smallYenTags = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("SmallYenTags")

    /// The first (tallest) run the finder gives on the whole of the set's tag `name` (or of
    /// another folder's).
    func firstRun(_ name: String, in folder: URL? = nil) throws -> GlyphRun? {
        let plane = try GreyPlane.load((folder ?? set).appendingPathComponent(name + ".jpg").path)
        return plane.withLuma { GlyphRunFinder().runs(in: $0, region: PixelRect(x: 0, y: 0, width: plane.width, height: plane.height)) }.first
    }

    /// The white digits on the red panel are one run of whole glyphs, still and in the live focus
    /// square. tea-1150's panel is barely taller than its digits: before light ink was looked for
    /// up to a mean of 200 (`GlyphRules.lightGroundMean`), only their lower parts (29 to 47 px
    /// of 54, live) were ink, and no run was found live: the tops of its digits are cut off at
    /// 150 and 160, whole from 170; 170 to 255 all read the eight shelf tags and the 44 receipt
    /// totals right.
    @Test func findsTheLightDigitsOnADarkPanelAsOneRun() throws {
        let finder = GlyphRunFinder()
        let expected: [String: (still: GlyphRun, live: GlyphRun)] = [
            "juice-189": (
                GlyphRun(box: PixelRect(x: 187, y: 122, width: 142, height: 54), glyphHeight: 51, count: 3, darkOnLight: false, tilt: 2),
                GlyphRun(box: PixelRect(x: 626, y: 330, width: 154, height: 58), glyphHeight: 55, count: 3, darkOnLight: false, tilt: 2)
            ),
            "tea-1150": (
                GlyphRun(box: PixelRect(x: 136, y: 116, width: 210, height: 61), glyphHeight: 51, count: 4, darkOnLight: false, tilt: -3),
                GlyphRun(box: PixelRect(x: 571, y: 324, width: 227, height: 64), glyphHeight: 54, count: 4, darkOnLight: false, tilt: -3)
            ),
        ]
        for (name, runs) in expected {
            let path = folder.appendingPathComponent(name + ".pgm").path
            let still = try GreyPlane.load(path), live = try GreyPlane.loadInCameraFrame(path)
            let whole = PixelRect(x: 0, y: 0, width: still.width, height: still.height)
            #expect(still.withLuma { finder.runs(in: $0, region: whole) }.filter { !$0.darkOnLight } == [runs.still], "\(name)")
            #expect(live.withLuma { finder.runs(in: $0, region: GreyPlane.focusSquare) }.filter { !$0.darkOnLight } == [runs.live], "\(name)")
        }
    }

    /// Light ink by the window's mean (below 170 here, the still image's window of radius 37)
    /// includes a strip of the paper beside the panel, which read as a "1" (`11.89`, `411.50`);
    /// with a band around it of mostly paper it does not lie on dark ground. The digits and the
    /// tag's paper (against the dark shelf) do.
    @Test func paperBesideADarkPanelDoesNotLieOnDarkGround() throws {
        typealias Mark = GlyphRunFinder.Mark
        let expected: [String: (onGround: [Mark], offGround: [Mark])] = [
            "juice-189": (
                [
                    Mark(x0: 44, y0: 42, x1: 354, y1: 261, pixels: 12690), Mark(x0: 187, y0: 122, x1: 219, y1: 175, pixels: 813),
                    Mark(x0: 251, y0: 124, x1: 288, y1: 175, pixels: 1183), Mark(x0: 294, y0: 126, x1: 329, y1: 176, pixels: 969),
                    Mark(x0: 227, y0: 163, x1: 241, y1: 185, pixels: 162),
                ],
                [Mark(x0: 151, y0: 117, x1: 163, y1: 170, pixels: 453)]
            ),
            "tea-1150": (
                [
                    Mark(x0: 26, y0: 44, x1: 379, y1: 245, pixels: 10853), Mark(x0: 304, y0: 116, x1: 346, y1: 167, pixels: 1324),
                    Mark(x0: 257, y0: 119, x1: 296, y1: 170, pixels: 1193), Mark(x0: 184, y0: 123, x1: 221, y1: 174, pixels: 977),
                    Mark(x0: 136, y0: 126, x1: 172, y1: 177, pixels: 958),
                ],
                [Mark(x0: 105, y0: 134, x1: 111, y1: 160, pixels: 105), Mark(x0: 20, y0: 228, x1: 136, y1: 261, pixels: 1186)]
            ),
        ]
        for (name, marks) in expected {
            let plane = try GreyPlane.load(folder.appendingPathComponent(name + ".pgm").path)
            let ink = plane.inkMask(radius: plane.height / 8, dark: false, contrast: GlyphRunFinder().contrast, lightGroundMean: 170)
            let tall = GlyphRunFinder.components(ink, width: plane.width, height: plane.height).filter { $0.height >= 20 }
            #expect(tall.filter { GlyphRunFinder.liesOnDarkGround($0, of: plane, ink: ink) } == marks.onGround, "\(name)")
            #expect(tall.filter { !GlyphRunFinder.liesOnDarkGround($0, of: plane, ink: ink) } == marks.offGround, "\(name)")
        }
    }

    /// A thin rule or box side tilted a little (here 2°) is a staircase of short runs along
    /// its rows, none a third of the region long: measured on the mask thickened a pixel across
    /// the line they join up, and the line goes. A glyph-sized block beside it stays whole.
    @Test func aThinLineTiltedALittleGoes() {
        let w = 200, h = 40
        var block = [Bool](repeating: false, count: w * h)
        for y in 18..<38 { for x in 100..<106 { block[y * w + x] = true } }
        var mask = block
        for x in 0..<w { mask[(4 + x * 7 / (w - 1)) * w + x] = true }
        #expect(GlyphRunFinder.withoutLines(mask, width: w, height: h) == block)
    }

    /// Shelf tags of the kept set (Tests/OCRTests/ShelfTagSet) whose price the finder once
    /// took apart. jp-22 `248円` on a rule: the `2` joined to the barcode under it and the name
    /// above it (pieces stacked close are joined as one glyph's), too tall to chain with `48`;
    /// the marks as found make the run of three. us-10 `$5⁰⁰` with a bar under the `00`: the
    /// underlined cents, as tall as a glyph, are the raised minor part, not in the run's box.
    /// A speck of noise in the gap between two digits is no separator: `398円` held up live
    /// (jp-08 at the focus square's size) had a 5x2 px speck between its `3` and its `98`,
    /// bridged by the `98`, and a whole price with a separator is not taken. (Its digits are
    /// three marks of 99 px since print under them is kept apart: joined to it, one of 133.)
    @Test func aSpeckBetweenDigitsIsNoSeparator() throws {
        let live = try GreyPlane.loadInCameraFrame(set.appendingPathComponent("jp-08.jpg").path)
        let run = live.withLuma { GlyphRunFinder().runs(in: $0, region: GreyPlane.focusSquare) }.first
        #expect(run == GlyphRun(box: PixelRect(x: 534, y: 325, width: 257, height: 104), glyphHeight: 99, count: 3, darkOnLight: true, tilt: 1))
    }

    @Test func keepsThePriceWholeOnRealTags() throws {
        let jp = try firstRun("jp-22"), us = try firstRun("us-10")
        #expect(jp == GlyphRun(box: PixelRect(x: 30, y: 29, width: 53, height: 29), glyphHeight: 29, count: 3, darkOnLight: true))
        #expect(
            us
                == GlyphRun(
                    box: PixelRect(x: 79, y: 59, width: 26, height: 36), glyphHeight: 36, count: 1, darkOnLight: true,
                    raisedMinor: PixelRect(x: 110, y: 56, width: 34, height: 24)))
    }

    /// Light digits on a dark price panel (kept set): `198` bold and set close on a black panel
    /// fill half their box, and the run was dropped as not on dark ground (its median is ink);
    /// the `1` of a `158` set close had the `5` in its band (84% of it dark, 85% needed); the
    /// tag's paper around the panel (light ink too) is a frame, no glyph: taken for one, it
    /// chained with the paper beside it into a run. (Dark frames are kept: live, the `4` of a
    /// `498` joined by blur to the box around the price is one, and without it the `98` was
    /// taken whole.)
    @Test func lightDigitsSetCloseOnAPanelAreARun() throws {
        #expect(
            try firstRun("promo-05") == GlyphRun(box: PixelRect(x: 71, y: 52, width: 70, height: 39), glyphHeight: 38, count: 3, darkOnLight: false))
        var tilted = GlyphRun(box: PixelRect(x: 56, y: 47, width: 74, height: 39), glyphHeight: 32, count: 3, darkOnLight: false, tilt: -7)
        // The tag's paper left of the panel, taller than the digits, stands against the `1`.
        tilted.crowded = true
        #expect(try firstRun("promo-17") == tilted)
    }

    /// `円` is told from the ten digits by its shape (a bar across its top, two legs apart down
    /// to its foot, the right one hooked), in DejaVu Sans Bold and Droid Sans Fallback, from 12
    /// to 48 px: every `円` is one, no digit is; and so when each stands on a piece of a faint
    /// rule reaching out beside it (one mark with it), has lost its lowest fifth on the right
    /// (the hook gone with a rule it ran into), or its lowest fifth on the left (blur took
    /// the end of the thin left leg). A `0` whose foot went with the rule under it is a bar and
    /// two legs too, but has no stroke hanging from its bar (`390` on a rule read `39`).
    @Test(arguments: ["alone", "on a piece of a rule", "without its hook", "with its left leg short", "with its foot gone"])
    func yenIsToldFromTheDigits(standing: String) throws {
        let faces = [try Typeface(primary: Typeface.boldFontPath), try Typeface()]
        for face in faces {
            for size in [12, 16, 24, 36, 48] {
                for glyph in ["円", "0", "1", "2", "3", "4", "5", "6", "7", "8", "9"] {
                    let side = size * 2
                    let image = PixelImage(width: side, height: side)
                    let canvas = Canvas(surface: image.surface)
                    canvas.clear(Color(r: 255, g: 255, b: 255))
                    face.draw(glyph, size: size, at: Point(x: Float(size) / 2, y: Float(size) * 1.5), color: Color(r: 0, g: 0, b: 0), on: canvas)
                    var ink = [Bool](repeating: false, count: side * side)
                    for y in 0..<side { for x in 0..<side { ink[y * side + x] = image.surface[x, y] & 255 < 128 } }
                    let drawn = GlyphRunFinder.components(ink, width: side, height: side).filter { $0.height >= 6 }
                        .max { $0.width * $0.height < $1.width * $1.height }!
                    switch standing {
                    case "on a piece of a rule":
                        // Two rows under its foot, from its left edge to the image's right.
                        for y in drawn.y1..<min(side, drawn.y1 + 2) { for x in drawn.x0..<side { ink[y * side + x] = true } }
                    case "without its hook":
                        let cut = drawn.y1 - drawn.height / 5
                        for y in cut..<drawn.y1 { for x in (drawn.x0 + drawn.width / 2)..<drawn.x1 { ink[y * side + x] = false } }
                    case "with its left leg short":
                        let cut = drawn.y1 - max(1, drawn.height / 6)
                        for y in cut..<drawn.y1 { for x in drawn.x0..<(drawn.x0 + drawn.width / 2) { ink[y * side + x] = false } }
                    case "with its foot gone":
                        let cut = drawn.y1 - max(1, drawn.height / 6)
                        for y in cut..<drawn.y1 { for x in drawn.x0..<drawn.x1 { ink[y * side + x] = false } }
                    default: break
                    }
                    let marks = GlyphRunFinder.components(ink, width: side, height: side).filter { $0.height >= 6 }
                    let yen = marks.contains { GlyphRunFinder.looksLikeYen($0, ink: ink, width: side) }
                    #expect(yen == (glyph == "円"), "\(glyph) at \(size) px, \(standing)")
                }
            }
        }
    }

    /// Digits standing on a rule are a run of their own, whatever print is under the rule:
    /// `248円` (yen-16) with the barcode and the tax line under its rule (joined to them, the
    /// run was 43 px tall and read nothing), `2980円` (yen-04) whose rule is too faint to be
    /// ink at all (the barcode under it, no line between: the digits with it are half as tall
    /// again as the digits alone), `2,480円` (yen-01) whose faint rule fell apart (the piece
    /// under the `2,` stayed, shorter than a line, and joined the `2` to the barcode).
    @Test func digitsOnARuleAreARunApartFromThePrintUnderIt() throws {
        let yen16 = GlyphRun(
            box: PixelRect(x: 9, y: 40, width: 78, height: 32), glyphHeight: 30, count: 3, darkOnLight: true, yenAfter: true, tilt: -2)
        #expect(try firstRun("yen-16") == yen16)
        #expect(
            try firstRun("yen-04")
                == GlyphRun(box: PixelRect(x: 11, y: 42, width: 95, height: 34), glyphHeight: 32, count: 4, darkOnLight: true, tilt: -2))
        let yen01 = GlyphRun(
            box: PixelRect(x: 14, y: 76, width: 126, height: 32), glyphHeight: 29, count: 4, darkOnLight: true, yenAfter: true, tilt: -2)
        #expect(try firstRun("yen-01") == yen01)
    }

    /// A run's tilt is where its glyphs' tops and feet line up: on tags the set's generator
    /// turned by 7 to 10 degrees (its `tilt_deg`: -8.1, 9.1, -7.6, -9.9, -7.1, 9.6, 8.5; its
    /// corners also pulled by up to 3% for perspective) the runs are found within 1.5 degrees
    /// of it, and level where it is about level (1.4, -0.8).
    @Test func aTiltedRunIsFoundTilted() throws {
        let expected = [
            "jp-02": -9, "jp-04": 8, "eu-22": -7, "uk-16": -9, "promo-16": -8, "ch-04": 10, "yen-11": 9, "jp-22": 0, "jp-09": 0,
        ]
        for (name, tilt) in expected { #expect(try firstRun(name)?.tilt == tilt, "\(name)") }
    }

    /// White digits set close on a red panel barely taller than them: the panel between them,
    /// cut into dark pieces once its edges above and below went as lines, is no glyph. The
    /// pieces were taller than the digits (28 px to 21) and the tallest run, read `624` for
    /// `628円`; the `6` and `8` have counters, the pieces none.
    @Test func thePanelBetweenWhiteDigitsIsNoGlyph() throws {
        #expect(
            try firstRun("panel-628", in: Self.smallYenTags)
                == GlyphRun(box: PixelRect(x: 15, y: 36, width: 51, height: 24), glyphHeight: 21, count: 3, darkOnLight: false, tilt: -4))
        // And the white `円` after `1658` is known on the panel too (it was read as a `5`).
        let run = GlyphRun(
            box: PixelRect(x: 13, y: 38, width: 60, height: 25), glyphHeight: 21, count: 4, darkOnLight: false, yenAfter: true, tilt: 3)
        #expect(try firstRun("panel-1658", in: Self.smallYenTags) == run)
        // Digits set apart on a tilted panel leave it between them as pieces barely
        // overlapping either (`2188` read `188` from the pieces between `1`, `8` and `8`); its
        // `円`, higher than the box's foot, stands on the last digit's.
        let run2188 = GlyphRun(
            box: PixelRect(x: 12, y: 37, width: 77, height: 28), glyphHeight: 23, count: 4, darkOnLight: false, yenAfter: true, tilt: -5)
        #expect(try firstRun("panel-2188", in: Self.smallYenTags) == run2188)
    }

    /// A small `円` whose thin left leg blur has shortened (the right one, with its hook, goes
    /// two rows lower) is `円`, not a digit of the run (`4285` for `428円`, `425` for `42円`); a
    /// `5` whose bowl's foot reaches out left of its body (so its body ends above it, and its
    /// right side stands alone, with the bowl's left end under it again) is no `円`.
    @Test func aYenWithAShortLeftLegIsNoDigit() throws {
        let run428 = GlyphRun(box: PixelRect(x: 13, y: 28, width: 40, height: 22), glyphHeight: 22, count: 3, darkOnLight: true, yenAfter: true)
        #expect(try firstRun("short-leg-428", in: Self.smallYenTags) == run428)
        let run95 = GlyphRun(
            box: PixelRect(x: 30, y: 32, width: 47, height: 31), glyphHeight: 30, count: 2, darkOnLight: true, yenAfter: true, tilt: -3)
        #expect(try firstRun("label-95", in: Self.smallYenTags) == run95)
    }

    /// Bold digits set so tight that blur runs them into one mark (`400円`, `1868円` in a black
    /// face) are a run of one mark as wide as the digits: with counters in it, wider than any
    /// glyph. No run was found, and the second opinion read `40` and `168`.
    @Test func digitsRunTogetherAreARun() throws {
        let run400 = GlyphRun(box: PixelRect(x: 17, y: 45, width: 48, height: 28), glyphHeight: 28, count: 1, darkOnLight: true, yenAfter: true)
        #expect(try firstRun("touching-400", in: Self.smallYenTags) == run400)
        let run1868 = GlyphRun(box: PixelRect(x: 17, y: 29, width: 65, height: 31), glyphHeight: 31, count: 1, darkOnLight: true, yenAfter: true)
        #expect(try firstRun("touching-1868", in: Self.smallYenTags) == run1868)
    }

    /// A mark after the digits on their foot but less than four fifths as tall as they are is no
    /// digit: a `円` blurred past telling it by its shape (`66円` read `664`, `1558円` `15584`;
    /// tags drawn with digits 17-26 px, blur up to 1.6 px, JPEG down to 35). A last digit whose
    /// foot went with the rule it touches (the `8` of a thin `128`, 24 px to the `2`'s 29) is
    /// more than four fifths as tall, and stays.
    @Test func aShorterMarkAfterTheDigitsIsNoDigit() throws {
        #expect(
            try firstRun("blurred-66", in: Self.smallYenTags)
                == GlyphRun(box: PixelRect(x: 13, y: 36, width: 24, height: 22), glyphHeight: 22, count: 2, darkOnLight: true, tilt: -4))
        #expect(
            try firstRun("blurred-1558", in: Self.smallYenTags)
                == GlyphRun(box: PixelRect(x: 16, y: 30, width: 63, height: 23), glyphHeight: 21, count: 4, darkOnLight: true, tilt: -3))
        #expect(
            try firstRun("thin-128", in: Self.smallYenTags)
                == GlyphRun(box: PixelRect(x: 25, y: 30, width: 59, height: 30), glyphHeight: 28, count: 3, darkOnLight: true, tilt: 7))
    }

    /// A thin upright line beside the price (the tag's edge, 1 px wide and 54 tall, half a glyph
    /// before `55円`) is no taller mark crowding the run: it holds no digit. Crowded, a whole
    /// number is not taken with locale `auto`, and `55` read at every height came to nothing.
    @Test func aTagsEdgeBesideTheRunDoesNotCrowdIt() throws {
        let run = GlyphRun(box: PixelRect(x: 15, y: 32, width: 28, height: 23), glyphHeight: 23, count: 2, darkOnLight: true, yenAfter: true)
        #expect(try firstRun("edge-55", in: Self.smallYenTags) == run)
    }

    /// The holes of a mark are the paper its ink closes in: the two eyes of an `8`, none in a
    /// `C` (open to the edge of its box), one in a box, and a mark with none beside it.
    @Test func holesAreThePaperAMarkClosesIn() {
        let rows = [
            ".######...#####...####...#.",
            ".#....#..#........#..#...#.",
            ".######..#........#..#...#.",
            ".#....#..#........####...#.",
            ".######...#####..........#.",
        ]
        let w = rows[0].count, h = rows.count
        let ink = rows.flatMap { $0.map { $0 == "#" } }
        let marks = GlyphRunFinder.components(ink, width: w, height: h).sorted { $0.x0 < $1.x0 }
        typealias Mark = GlyphRunFinder.Mark
        #expect(
            marks.map { GlyphRunFinder.holes(of: $0, ink: ink, width: w) } == [
                [Mark(x0: 2, y0: 1, x1: 6, y1: 2, pixels: 4), Mark(x0: 2, y0: 3, x1: 6, y1: 4, pixels: 4)], [],
                [Mark(x0: 19, y0: 1, x1: 21, y1: 3, pixels: 4)], [],
            ])
    }

    /// A piece of a thin upright line (the tag's edge beside `178`, jp-09) is no digit of the
    /// run: the run grew to it and read `178` with the edge, too unsure to be taken.
    @Test func aThinUprightLineBesideThePriceIsNoDigit() throws {
        #expect(try firstRun("jp-09") == GlyphRun(box: PixelRect(x: 24, y: 21, width: 41, height: 24), glyphHeight: 23, count: 3, darkOnLight: true))
    }

    /// Raised cents three fifths as tall as the digits (`89¹⁹`, ru-01) end above the line's
    /// foot: they are the raised minor part, not more digits of the run (`8919`); so is a raised
    /// `$` before the digits no digit (`82.99` for `$2⁹⁹`).
    @Test func raisedCentsAreNoDigitsOfTheRun() throws {
        #expect(
            try firstRun("ru-01")
                == GlyphRun(
                    box: PixelRect(x: 40, y: 33, width: 40, height: 33), glyphHeight: 33, count: 2, darkOnLight: true,
                    raisedMinor: PixelRect(x: 86, y: 34, width: 23, height: 20), tilt: 2))
    }

    /// A faint rule falls apart into pieces: a piece shorter than a line (a third of the region)
    /// but a third as long, as thin against its length, within three rows of a line taken out
    /// and no further from it than a line's length, goes with it; such a piece far off to the
    /// side, or with no line near it (the foot of a thin `2`), stays.
    @Test func aFaintRuleFallenApartGoes() {
        let w = 300, h = 40
        var block = [Bool](repeating: false, count: w * h)
        for y in 8..<28 { for x in 150..<156 { block[y * w + x] = true } }
        // Bars 40 and 36 px long, 1 thick: near the top, no line near; in the rule's rows, far
        // off to the right.
        for x in 20..<60 { block[4 * w + x] = true }
        for x in 262..<298 { block[31 * w + x] = true }
        var mask = block
        for x in 0..<110 { mask[30 * w + x] = true }
        for x in 125..<160 { mask[32 * w + x] = true }
        #expect(GlyphRunFinder.withoutLines(mask, width: w, height: h) == block)
    }

    /// Pieces stacked one over the other are one glyph's, but not with a rule taken out between
    /// them (`separatingLines`' rules).
    @Test func aRuleBetweenPiecesKeepsThemApart() {
        typealias Mark = GlyphRunFinder.Mark
        let w = 60, h = 40
        let top = Mark(x0: 10, y0: 4, x1: 22, y1: 20, pixels: 100), bottom = Mark(x0: 10, y0: 24, x1: 22, y1: 34, pixels: 60)
        var rules = [Bool](repeating: false, count: w * h)
        #expect(GlyphRunFinder.joinedFragments([top, bottom], rules: (rules, w)) == [Mark(x0: 10, y0: 4, x1: 22, y1: 34, pixels: 160)])
        for x in 0..<w { rules[22 * w + x] = true }
        #expect(GlyphRunFinder.joinedFragments([top, bottom], rules: (rules, w)) == [top, bottom])
    }

    /// Print above or below a glyph, less than half as tall, is joined to it only where the two
    /// together are no taller (a fifth more allowed) than the glyphs beside it on its line: a
    /// thermal printer's `5` whose bowl broke off (receipt `5,47`: the bowl 6 px under a 17 px
    /// top, the `4` and `7` 26 and 27 px), not the `4` of `4118円` and the barcode under it
    /// (together 36 px beside digits of 23). A `7` whose bar broke off is as tall as its
    /// neighbours once joined too; jp-22's `248` joined to the barcode under it was half as tall
    /// again as its digits. With nothing beside it, print under a glyph is other print, but a
    /// flat bar as wide as it (raised cents underlined) is not.
    @Test func printAboveOrBelowAGlyphIsOtherPrintWhereItMakesItTooTall() {
        typealias Mark = GlyphRunFinder.Mark
        let top = Mark(x0: 11, y0: 8, x1: 23, y1: 25, pixels: 93), bowl = Mark(x0: 11, y0: 29, x1: 23, y1: 35, pixels: 43)
        let receipt = [top, bowl, Mark(x0: 60, y0: 8, x1: 64, y1: 34, pixels: 55), Mark(x0: 69, y0: 8, x1: 83, y1: 35, pixels: 110)]
        #expect(!GlyphRunFinder.isOtherPrint(bowl, beside: top, among: receipt))
        #expect(GlyphRunFinder.joinedFragments(receipt).contains(Mark(x0: 11, y0: 8, x1: 23, y1: 35, pixels: 136)))
        let four = Mark(x0: 16, y0: 48, x1: 32, y1: 70, pixels: 178), bars = Mark(x0: 24, y0: 75, x1: 34, y1: 84, pixels: 80)
        let tag = [
            four, bars, Mark(x0: 35, y0: 46, x1: 44, y1: 69, pixels: 107), Mark(x0: 51, y0: 45, x1: 61, y1: 68, pixels: 111),
            Mark(x0: 66, y0: 44, x1: 82, y1: 67, pixels: 211),
        ]
        #expect(GlyphRunFinder.isOtherPrint(bars, beside: four, among: tag))
        #expect(GlyphRunFinder.joinedFragments(tag).count == 5)
        let cents = Mark(x0: 86, y0: 34, x1: 96, y1: 54, pixels: 95), underline = Mark(x0: 85, y0: 56, x1: 110, y1: 58, pixels: 50)
        #expect(!GlyphRunFinder.isOtherPrint(underline, beside: cents, among: [cents, underline]))
        #expect(GlyphRunFinder.isOtherPrint(bars, beside: four, among: [four, bars]))
    }
}
