// ShelfTagBenchmark: `kioskscan-dev bench --shelf-tags`, how many prices of the shelf-tag set
// Number mode reads, beside plain Tesseract, per kind of shop and per difficulty.
import Capture
import FoundationEssentials
import Kiosk
import OCR
import Pixels
import SystemCall
import Wire

enum ShelfTagBenchmark {
    static let usage = """
        usage: kioskscan-dev bench --shelf-tags [--tags DIR] [--live N [--live-locale]] [--trace NAME|all]
        Reads every tag of DIR (default Tests/OCRTests/ShelfTagSet, made by `kioskscan-dev
        shelf-tags`; its tags.tsv gives each one's price) as `kioskscan decode --scan-mode number`
        does, with default settings and with the tag's locale (`--number-locale`), and with plain
        Tesseract for comparison: its own layout analysis (page segmentation mode 11, sparse
        text, no character list) on the whole picture, the tallest word that is a number taken.
        With --live N, each tag is also held up in a 1280x720 camera frame (the focus square's
        size) and read N frames as the kiosk does (one glyph height a frame, three agreeing
        frames capture): captured right, wrong, and ms per frame; with default settings, or with
        --live-locale the tag's locale.
        Prints a Markdown table per kind and per difficulty, then per kind for each half of the
        set (tuning: tags numbered odd, GROUP-01, -03, …; held out: numbered even; see
        docs/number-mode.md), the tags not read, and a JSON line.
        """

    struct Row {
        var name: String, group: String, difficulty: String, locale: String, expected: String
        /// Which half of the set the tag is in: `heldOut` for an even number (`GROUP-02`, its
        /// seed even too), `tuning` for an odd one.
        var half: String {
            let number = Int(name.split(separator: "-").last ?? "") ?? 0
            return number % 2 == 0 ? "heldOut" : "tuning"
        }
        /// What the price is per (`kg`), nil on tags of one item.
        var unit: String?
        /// The currency printed on the tag (`JPY` for `¥` or `円`), nil where none is.
        var currency: String?
    }

    /// The currency a sign stands for, as the tags print it and as readings report it.
    static func currency(ofSign sign: String) -> String? {
        let codes: [(String, String)] = [("¥", "JPY"), ("円", "JPY"), ("€", "EUR"), ("$", "USD"), ("£", "GBP"), ("₽", "RUB"), ("CHF", "CHF")]
        return codes.first { sign.contains($0.0) }?.1
    }

    /// Reads per group and difficulty: right out of how many, for each reader.
    struct Tally {
        var count = 0, defaults = 0, locale = 0, plain = 0, live = 0, liveWrong = 0
    }

    /// The units read with default settings where the price was read right: on tags with a
    /// unit, right, wrong or none; on tags without, any reported.
    struct UnitTally {
        var tags = 0, right = 0, wrong = 0, missed = 0, reportedWithout = 0
    }

    /// The currency reported with default settings where the price was read right: per
    /// currency printed, right, wrong or none.
    struct CurrencyTally {
        var tags = 0, right = 0, wrong = 0, missed = 0
    }

    static func run(_ arguments: [String]) -> Int32 {
        let liveLocale = arguments.contains("--live-locale")
        let own: [String: String]
        do throws(ArgumentError) {
            (own, _) = try ToolArguments.split(
                arguments.filter { $0 != "--shelf-tags" && $0 != "--live-locale" }, own: ["--tags", "--live", "--trace"])
        } catch {
            return ToolCommands.fail(ToolArguments.message(error, usage: usage))
        }
        let folder = own["--tags"] ?? "Tests/OCRTests/ShelfTagSet"
        let liveFrames = Int(own["--live"] ?? "0") ?? -1
        guard liveFrames >= 0 else { return ToolCommands.fail("--live needs a whole number of frames") }
        do {
            let rows = try manifest(folder + "/tags.tsv")
            guard !rows.isEmpty else { return ToolCommands.fail("no tags in \(folder)/tags.tsv") }
            let reader = try NumberReader()
            let live = try NumberReader()
            let plain = try TesseractEngine(whitelist: nil, layout: .sparseText)
            var tallies: [String: Tally] = [:]
            var misses: [String] = []
            var frameMs: [Double] = []
            var units = UnitTally()
            var currencies: [String: CurrencyTally] = [:]
            var stillMs: [Double] = []
            for row in rows {
                let image = try ImageFile.load(path: folder + "/" + row.name + ".jpg")
                let luma = image.luma()!
                let localeFormat = try NumberFormat(locale: row.locale)
                // Plain Tesseract takes the tallest number, whole or not.
                let plainFormat = try NumberFormat(locale: row.locale, wholeNumbers: .on)
                var results: [String] = []
                luma.withLuma { view in
                    if own["--trace"] == row.name || own["--trace"] == "all" { reader.trace = { StandardStream.error.write("\(row.name): \($0)\n") } }
                    defer { reader.trace = nil }
                    reader.options.format = NumberFormat()
                    let start = ContinuousClock.now
                    let reading = reader.read(view)
                    stillMs.append(Benchmark.milliseconds(ContinuousClock.now - start))
                    results.append(reading?.text ?? "-")
                    if let reading, reading.text == row.expected {
                        if let printed = row.currency {
                            var t = currencies[printed, default: CurrencyTally()]
                            t.tags += 1
                            let reported = reading.currencySign.flatMap(currency(ofSign:))
                            if reported == printed { t.right += 1 } else if reported == nil { t.missed += 1 } else { t.wrong += 1 }
                            currencies[printed] = t
                        }
                        if let unit = row.unit {
                            units.tags += 1
                            if reading.unit == unit { units.right += 1 } else if reading.unit == nil { units.missed += 1 } else { units.wrong += 1 }
                        } else if reading.unit != nil {
                            units.reportedWithout += 1
                        }
                    }
                    reader.options.format = localeFormat
                    results.append(reader.read(view)?.text ?? "-")
                    let words = plain.readWords(view, in: PixelRect(x: 0, y: 0, width: view.width, height: view.height))
                    if own["--trace"] == row.name { StandardStream.error.write("\(row.name): plain read \(words.map(\.text))\n") }
                    results.append(TallestNumber.pick(words, format: plainFormat)?.text ?? "-")
                }
                var liveResult = ""
                if liveFrames > 0 {
                    let frame = image.fitted(width: 1280, height: 720, fraction: 0.6).luma()!
                    live.options.format = liveLocale ? localeFormat : NumberFormat()
                    var consensus = ReadingConsensus()
                    if own["--trace"] == row.name { live.trace = { StandardStream.error.write("\(row.name) live: \($0)\n") } }
                    defer { live.trace = nil }
                    frame.withLuma { view in
                        for _ in 0..<liveFrames {
                            let start = ContinuousClock.now
                            let reading = live.readFrame(view, region: PixelRect(x: 424, y: 144, width: 432, height: 432))
                            frameMs.append(Benchmark.milliseconds(ContinuousClock.now - start))
                            if let agreed = consensus.add(reading) {
                                liveResult = agreed.text
                                break
                            }
                        }
                    }
                }
                for key in [row.group, row.difficulty, "all", row.group + " " + row.half, "all " + row.half] {
                    var t = tallies[key, default: Tally()]
                    t.count += 1
                    if results[0] == row.expected { t.defaults += 1 }
                    if results[1] == row.expected { t.locale += 1 }
                    if results[2] == row.expected { t.plain += 1 }
                    if liveResult == row.expected { t.live += 1 } else if !liveResult.isEmpty { t.liveWrong += 1 }
                    tallies[key] = t
                }
                if results[0] != row.expected || results[1] != row.expected || (liveFrames > 0 && liveResult != row.expected) {
                    misses.append(
                        "\(row.name) (\(row.difficulty)) \(row.expected): default \(results[0]), \(row.locale) \(results[1]), plain \(results[2])"
                            + (liveFrames > 0 ? ", live \(liveResult.isEmpty ? "-" : liveResult)" : ""))
                }
            }
            let groups = ["jp", "eu", "ru", "us", "uk", "promo", "loose", "ch", "yen", "easy", "medium", "hard", "all"].filter { tallies[$0] != nil }
            print(
                "| tags | n | kiosk, default settings | kiosk, the shop's locale | plain Tesseract (PSM 11, tallest number)"
                    + (liveFrames > 0 ? " | kiosk live, captured right (wrong) |" : " |"))
            print("| --- | --- | --- | --- | ---" + (liveFrames > 0 ? " | --- |" : " |"))
            for key in groups {
                let t = tallies[key]!
                print(
                    "| \(key) | \(t.count) | \(t.defaults) | \(t.locale) | \(t.plain)" + (liveFrames > 0 ? " | \(t.live) (\(t.liveWrong)) |" : " |"))
            }
            print("")
            let liveColumn = liveFrames > 0 ? " live |" : "", liveRule = liveFrames > 0 ? " --- |" : ""
            print("| tags | tuning n | default | locale | plain |\(liveColumn) held-out n | default | locale | plain |\(liveColumn)")
            print("| --- | --- | --- | --- | --- |\(liveRule) --- | --- | --- | --- |\(liveRule)")
            for key in groups where tallies[key + " tuning"] != nil || tallies[key + " heldOut"] != nil {
                let halves = [tallies[key + " tuning", default: Tally()], tallies[key + " heldOut", default: Tally()]]
                print(
                    "| \(key) |"
                        + halves.map { t in
                            " \(t.count) | \(t.defaults) | \(t.locale) | \(t.plain) |" + (liveFrames > 0 ? " \(t.live) (\(t.liveWrong)) |" : "")
                        }.joined())
            }
            for miss in misses { print("  \(miss)") }
            print(
                "units (default settings, prices read right): \(units.right) of \(units.tags) right, \(units.wrong) wrong, \(units.missed) not read;"
                    + " \(units.reportedWithout) reported on tags without one")
            print(
                "currency (default settings, prices read right): "
                    + currencies.keys.sorted().map { key in
                        let t = currencies[key]!
                        return "\(key) \(t.right) of \(t.tags) right, \(t.wrong) wrong, \(t.missed) not read"
                    }.joined(separator: "; "))
            frameMs.sort()
            stillMs.sort()
            let all = tallies["all"]!
            var line: [(String, JSON)] = [
                ("tags", .integer(all.count)), ("defaults", .integer(all.defaults)), ("locale", .integer(all.locale)), ("plain", .integer(all.plain)),
            ]
            let tuning = tallies["all tuning", default: Tally()], heldOut = tallies["all heldOut", default: Tally()]
            line += [
                ("tuningDefaults", .integer(tuning.defaults)), ("tuningLocale", .integer(tuning.locale)),
                ("heldOutDefaults", .integer(heldOut.defaults)), ("heldOutLocale", .integer(heldOut.locale)),
                ("stillMedianMs", .decimal(stillMs[stillMs.count / 2], digits: 1)), ("unitsRight", .integer(units.right)),
                ("unitsOf", .integer(units.tags)), ("unitsWrong", .integer(units.wrong)), ("unitsWithout", .integer(units.reportedWithout)),
            ]
            if !frameMs.isEmpty {
                let median = frameMs[frameMs.count / 2], p95 = frameMs[frameMs.count * 95 / 100]
                line.append(("liveRight", JSON.integer(all.live)))
                line.append(("liveWrong", JSON.integer(all.liveWrong)))
                line.append(("frameMedianMs", JSON.decimal(median, digits: 1)))
                line.append(("frameP95Ms", JSON.decimal(p95, digits: 1)))
            }
            print(JSON.object(line).serialized)
            return 0
        } catch {
            return ToolCommands.fail("\(error)")
        }
    }

    struct ManifestError: Error, CustomStringConvertible {
        var description: String
    }

    /// tags.tsv: name, group, difficulty, locale, price, … (`#` starts a comment line).
    static func manifest(_ path: String) throws -> [Row] {
        try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").compactMap { line in
            guard !line.hasPrefix("#") else { return nil }
            let f = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard f.count >= 5 else { throw ManifestError(description: "\(path): a line with fewer than 5 fields: \(line)") }
            return Row(
                name: f[0], group: f[1], difficulty: f[2], locale: f[3], expected: f[4], unit: f.count > 11 && f[11] != "-" ? f[11] : nil,
                currency: f.count > 5 ? currency(ofSign: f[5]) : nil)
        }
    }
}
