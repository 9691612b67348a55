// NumberReaderShelfTagSetTests: the price reader on the kept shelf-tag set (six kinds of shop,
// photographed), per kind, with default settings and with the shop's locale.
import Foundation
import OCR
import Pixels
import Testing

@Suite struct NumberReaderShelfTagSetTests {
    /// Tests/OCRTests/ShelfTagSet, made by `kioskscan-dev shelf-tags` (see docs/number-mode.md):
    /// how many of each kind's 24 tags read exactly their price. Measured 2026-12-03 on Debian
    /// 12 (Tesseract 5.3, `eng`); `kioskscan-dev bench --shelf-tags` prints the same figures
    /// beside plain Tesseract's (jp 15, eu 7, ru 3, us 4, uk 12, promo 0). A change to the
    /// reader that moves these is measured there first, then written here.
    @Test func readsThePricesOfEachKindOfShop() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("ShelfTagSet")
        let rows = try String(contentsOf: folder.appendingPathComponent("tags.tsv"), encoding: .utf8).split(separator: "\n")
            .filter { !$0.hasPrefix("#") }.map { $0.split(separator: "\t").map(String.init) }
        #expect(rows.count == 144)
        let reader = try NumberReader()
        var byDefault: [String: Int] = [:], byLocale: [String: Int] = [:]
        for row in rows {
            let (name, group, locale, price) = (row[0], row[1], row[3], row[4])
            let plane = try GreyPlane.load(folder.appendingPathComponent(name + ".jpg").path)
            reader.options.format = NumberFormat()
            if plane.withLuma({ reader.read($0) })?.text == price { byDefault[group, default: 0] += 1 }
            reader.options.format = try NumberFormat(locale: locale)
            if plane.withLuma({ reader.read($0) })?.text == price { byLocale[group, default: 0] += 1 }
        }
        #expect(byDefault == ["jp": 24, "eu": 22, "ru": 22, "us": 15, "uk": 21, "promo": 13])
        #expect(byLocale == ["jp": 23, "eu": 22, "ru": 22, "us": 15, "uk": 22, "promo": 14])
    }
}
