// ToolCommands: `kioskscan-dev storyboard` and `kioskscan-dev bench`, the tools for reviewing the look
// and measuring the render loop.
import Capture
import Catalog
import Decode
import FoundationEssentials
import Kiosk
import Language
import Render
import Scene
import SystemCall
import Wire

enum ToolCommands {
    /// The default sample: a photo of a QR code label from the shared test images
    /// (`$KIOSKSCAN_TESTDATA` or `$TESTDATA`, else `../shared/testdata`).
    static var defaultSample: String { blackboxFolder + "/qrcode-1/13.webp" }

    /// The ZXing black-box sample images: `zxing-blackbox` in `$KIOSKSCAN_TESTDATA` or
    /// `$TESTDATA`, else in `../shared/testdata`.
    static var blackboxFolder: String {
        let environment = ProcessInfo.processInfo.environment
        let root = [environment["KIOSKSCAN_TESTDATA"], environment["TESTDATA"]].compactMap { $0 }.first { !$0.isEmpty } ?? "../shared/testdata"
        return root + "/zxing-blackbox"
    }

    static let storyboardUsage = """
        usage: kioskscan-dev storyboard --out DIR [--image PATH] [--size WxH] [OPTIONS]
        Writes one contact sheet per focus style × idle animation × capture effect to DIR: the
        animation sampled over time (idle, capture at 1 s, result until 3 s, release), over the
        image held up in a 1280x720 camera frame (default \(defaultSample)). Kiosk options
        (--focus-size, --effect-*, ...) change the base look.
        """

    static let benchUsage = """
        usage: kioskscan-dev bench [--image PATH] [--text TEXT] [--frames N] [--sizes WxH,...] [OPTIONS]
        Renders complete frames at 1920x1080 and 800x480 (--sizes) from a 1280x720 YUYV camera frame
        (--camera-format nv12, grey or rgb24 for another; the image held up in it, default
        \(defaultSample)): preview conversion with aspect fill
        and dimming, the indicator mid-lock in the full cyber-neon look, the banner (saying TEXT
        with --text: e.g. an Arabic or Hindi line, shaped); with --language LL, the screen's words
        and its language button in that language (mirrored right to left). Prints one
        JSON line: median and p95 ms per frame, the process's CPU ms per frame (all threads) and
        the mean ms of each stage, on one core (--render-threads N: the preview's and the strokes'
        rows in N bands, one thread each).
        With --drm-shadow on, each frame is drawn into a cached image and copied into another,
        as the DRM display does when its buffers are write-combined; the copy is a stage.
        kioskscan-dev bench --number times Number mode's price reader instead (--number --help);
        kioskscan-dev bench --whole the whole kiosk's loop, decoding and memory (--whole --help);
        kioskscan-dev bench --swipe codes swiped past the camera through that loop (--swipe --help).
        """

    static func storyboard(_ arguments: [String]) -> Int32 {
        if arguments.contains("--help") || arguments.contains("-h") { print(storyboardUsage); return 0 }
        let own: [String: String], rest: [String]
        do throws(ArgumentError) { (own, rest) = try ToolArguments.split(arguments, own: ["--out", "--image", "--size"]) } catch {
            return fail(ToolArguments.message(error, usage: storyboardUsage))
        }
        guard let out = own["--out"] else { return fail(storyboardUsage) }
        do {
            var options = KioskOptions()
            try OptionTable.parse(arguments: rest, into: &options)
            var width = 800, height = 480
            if let size = own["--size"] {
                let parts = size.lowercased().split(separator: "x").compactMap { Int($0) }
                guard parts.count == 2, parts.allSatisfy({ (64...4096).contains($0) }) else { return fail("--size needs WIDTHxHEIGHT") }
                (width, height) = (parts[0], parts[1])
            }
            let sample = try SampleCapture(imagePath: own["--image"] ?? defaultSample)
            let written = try Storyboard.write(to: out, sample: sample, base: options.sceneStyle, width: width, height: height)
            StandardStream.error.write("kioskscan-dev storyboard: \(written.count) sheets in \(out)\n")
            return 0
        } catch {
            return fail("\(error)")
        }
    }

    static func bench(_ arguments: [String]) -> Int32 {
        if arguments.contains("--shelf-tags") {
            return arguments.contains("--help") ? (print(ShelfTagBenchmark.usage), 0).1 : ShelfTagBenchmark.run(arguments)
        }
        if arguments.contains("--number") {
            return arguments.contains("--help") ? (print(NumberBenchmark.usage), 0).1 : NumberBenchmark.run(arguments)
        }
        if arguments.contains("--swipe-run") { return SwipeBenchmark.runOne(arguments) }
        if arguments.contains("--swipe") { return SwipeBenchmark.run(arguments) }
        if arguments.contains("--whole-run") { return WholeKioskBenchmark.runOne(arguments) }
        if arguments.contains("--whole") { return WholeKioskBenchmark.run(arguments) }
        if arguments.contains("--help") || arguments.contains("-h") { print(benchUsage); return 0 }
        let own: [String: String], rest: [String]
        do throws(ArgumentError) { (own, rest) = try ToolArguments.split(arguments, own: ["--image", "--text", "--frames", "--sizes"]) } catch {
            return fail(ToolArguments.message(error, usage: benchUsage))
        }
        do {
            var options = KioskOptions()
            try OptionTable.parse(arguments: rest, into: &options)
            let frames = Int(own["--frames"] ?? "300") ?? 0
            guard frames >= 10 else { return fail("--frames needs a whole number of at least 10") }
            let format = options.cameraFormat ?? .yuyv
            guard Frame.stillConversions.contains(format) else { return fail("bench draws yuyv, nv12, grey or rgb24 camera frames") }
            var sample = try SampleCapture(imagePath: own["--image"] ?? defaultSample, format: format)
            if let text = own["--text"] { sample = sample.saying(text) }
            var sizes = [(1920, 1080), (800, 480)]
            if let list = own["--sizes"] {
                sizes = list.lowercased().split(separator: ",").map { $0.split(separator: "x").compactMap { Int($0) } }.filter {
                    $0.count == 2 && $0.allSatisfy { (64...8192).contains($0) }
                }.map { ($0[0], $0[1]) }
                guard !sizes.isEmpty else { return fail("--sizes needs WIDTHxHEIGHT[,WIDTHxHEIGHT...]") }
            }
            let translations = Translations(folder: LocaleFolder.path(setting: options.localeFolder)) { StandardStream.error.write($0 + "\n") }
            let results = try Benchmark.run(
                sample: sample, sizes: sizes, frames: frames, style: options.sceneStyle, shadow: options.drmShadow == .on,
                renderThreads: options.renderThreads ?? 1, wording: Wording(language: options.language, translations: translations))
            print(
                Benchmark.json(
                    results, source: "\(sample.frame.width)x\(sample.frame.height) \(sample.frame.format.rawValue)",
                    renderThreads: options.renderThreads ?? 1))
            return 0
        } catch {
            return fail("\(error)")
        }
    }

    static func fail(_ message: String) -> Int32 {
        StandardStream.error.write("kioskscan-dev: \(message)\n")
        return 2
    }
}

extension ToolCommands {
    static let bannerUsage = """
        usage: kioskscan-dev banner --symbology NAME --text TEXT [--gs1] [--currency SIGN] [--unit UNIT] [--size WxH] --out FILE [OPTIONS]
        Draws what the kiosk shows for a capture of TEXT alone (NAME: a symbology, number for a price
        read off a tag, with the currency SIGN read beside it, with --currency, per UNIT with --unit,
        or wedge for a scanner's line): its result card when the text means
        something (a GS1 element string with --gs1, a Wi-Fi network, a payment…; as the kiosk reads
        it, --content-date and the other content options apply), else the result banner; where the
        kiosk puts it on a WxH screen (default 1280x800), on black, as PNG: the reference the
        end-to-end tests compare a screendump's result with. With --catalog PATH, the product card
        of the code looked up there. Kiosk options (--ui-scale, --font, ...) apply.
        """

    static func banner(_ arguments: [String]) -> Int32 {
        if arguments.contains("--help") || arguments.contains("-h") { print(bannerUsage); return 0 }
        let gs1 = arguments.contains("--gs1")
        let own: [String: String], rest: [String]
        do throws(ArgumentError) {
            (own, rest) = try ToolArguments.split(
                arguments.filter { $0 != "--gs1" }, own: ["--symbology", "--text", "--currency", "--unit", "--size", "--out"])
        } catch {
            return fail(ToolArguments.message(error, usage: bannerUsage))
        }
        guard let out = own["--out"], let text = own["--text"], let name = own["--symbology"] else { return fail(bannerUsage) }
        do {
            var options = KioskOptions()
            try OptionTable.parse(arguments: rest, into: &options)
            guard let origin = CodeOrigin(name: name) else { return fail("unknown symbology \(RawArgument.quoted(name))") }
            var width = 1280, height = 800
            if let size = own["--size"] {
                let parts = size.lowercased().split(separator: "x").compactMap { Int($0) }
                guard parts.count == 2, parts.allSatisfy({ (64...8192).contains($0) }) else { return fail("--size needs WIDTHxHEIGHT") }
                (width, height) = (parts[0], parts[1])
            }
            let scene = try ScannerScene(style: options.sceneStyle)
            let image = PixelImage(width: width, height: height)
            var detection = Detection(origin: origin, bytes: Array(text.utf8), content: .text(text), corners: .nowhere, quality: 1)
            detection.gs1 = gs1
            detection.currency = own["--currency"]
            detection.unit = own["--unit"]
            let content = options.contentEnabled ? ContentCapture.reader(options)(detection) : nil
            var record = CaptureRecord(number: 1, detection: detection, frame: Frame.allocate(format: .grey, width: 16, height: 16), time: 0)
            record.content = content
            if let path = options.catalog, let product = ProductCapture.lookUp(Catalog(path: path, log: { _ in }), options: options)(record) {
                scene.drawProduct(product.card, on: image.surface)
            } else if let card = content.flatMap(CaptureRecord.card(of:)) {
                scene.drawCard(card, on: image.surface)
            } else {
                scene.drawBanner(detection, on: image.surface)
            }
            try PNGWriter.write(image.surface, to: out)
            return 0
        } catch {
            return fail("\(error)")
        }
    }
}

extension ToolCommands {
    static let decodeBenchUsage = """
        usage: kioskscan-dev decode-bench [--rounds N] [--symbologies LIST] [IMAGE...]
        Times the live decoder, one decode per frame as the kiosk's decoding thread runs it, on
        640x480, 1280x720 and 1920x1080 YUYV camera frames with each image held up in the middle
        (default: a QR code, an EAN-13, a Code 128, a PDF417, a Data Matrix, an Aztec code and a
        photo with no code, from the sample images): ZBar alone, zxing-cpp alone and both engines
        (the kiosk's BarcodeReader). Prints one JSON line: median and p95 ms per frame, on one core.
        """

    static func decodeBench(_ arguments: [String]) -> Int32 {
        if arguments.contains("--help") || arguments.contains("-h") { print(decodeBenchUsage); return 0 }
        let own: [String: String], rest: [String]
        do throws(ArgumentError) { (own, rest) = try ToolArguments.split(arguments, own: ["--rounds", "--symbologies"]) } catch {
            return fail(ToolArguments.message(error, usage: decodeBenchUsage))
        }
        guard let rounds = Int(own["--rounds"] ?? "20"), rounds >= 1 else { return fail("--rounds needs a whole number of at least 1") }
        var symbologies = Symbology.defaultSet
        if let list = own["--symbologies"] {
            do { symbologies = try Symbology.parseList(list) } catch {
                return fail("\(ArgumentError.refused(list, because: error, option: "--symbologies"))")
            }
        }
        let images = rest.isEmpty ? DecodeBenchmark.defaultImages.map { blackboxFolder + "/" + $0 } : rest
        do {
            let results = try DecodeBenchmark.run(
                images: images, sizes: [(640, 480), (1280, 720), (1920, 1080)], rounds: rounds, symbologies: symbologies)
            print(DecodeBenchmark.json(results, images: images))
            return 0
        } catch {
            return fail("\(error)")
        }
    }
}
