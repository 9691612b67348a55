// KioskOptionList: every option of the kiosk in the order --help and the manual pages list them:
// the groups, each declared in a file of its own (CameraOptions, DisplayOptions, …), and the
// former names still read.
import Capture
import Catalog
import Content
import Decode
import Delivery
import Display
import FoundationEssentials
import Input
import OCR
import Pixels
import Presence
import Render
import Scene
import Sound
import SystemCall
import Wire

extension KioskOption {
    /// The options, grouped; their defaults are `KioskOptions()`'s.
    public static let all: [KioskOption] =
        camera + display + time + decoding + content + products + age + look + captureEffect + behaviour + input + presence + language + sound
        + delivery + admin + console

    /// Former names, still read, each with a one-line notice naming the option that took its place.
    public static let former: [KioskOption] = [
        KioskOption(
            "mode", .display, placeholder: "WxH[@HZ]|barcode|number", help: "the former name of --display-mode and --scan-mode",
            replacedBy: ["display-mode", "scan-mode"]
        ) { v, o in
            // A size has an x in it; barcode and number are the scan modes.
            if let mode = try? OptionValues.scanMode.parse(v) { o.scanMode = mode } else { o.displayMode = try OptionValues.displayMode.parse(v) }
        }
    ]
}

extension OptionValues {
    static let calendarDate = OptionValue<CalendarDate>(
        placeholder: "YYYY-MM-DD", accepts: nil,
        parse: { text throws(OptionError) in
            guard let date = CalendarDate(iso8601: text.trimmingWhitespace()) else {
                throw OptionError("expected a date such as 2026-07-31, got \(text.quotedForMessage())")
            }
            return date
        }, show: { $0.description })

    /// A national layout of variable-measure numbers by its name (`VariableMeasureLayout.all`).
    static let variableMeasureLayout = OptionValue<String>.choice(VariableMeasureLayout.all.keys.sorted().map { ($0, $0) })

    static let currency = OptionValue<ISO4217Currency>(
        placeholder: "CODE", accepts: "a currency code of ISO 4217",
        parse: { text throws(OptionError) in
            guard let currency = ISO4217Currency(code: text.trimmingWhitespace()) else {
                throw OptionError("expected a currency code of ISO 4217 such as EUR, USD, JPY or CHF, got \(text.quotedForMessage())")
            }
            return currency
        }, show: { $0.alphabetic })

    static let scanMode = OptionValue<ScanMode>.choice([("barcode", .barcode), ("number", .number)])

    static let displayMode = OptionValue<ModeRequest>.parsed("WxH[@HZ]", ModeRequest.init(parsing:))

    static let frameSize = OptionValue<PixelSize>(
        placeholder: "WxH", accepts: "16x16 to 8192x8192",
        parse: { text throws(OptionError) in
            let size = try OptionValues.size(text)
            return PixelSize(width: size.width, height: size.height)
        },
        show: { "\($0.width)x\($0.height)" })

    /// A pixel format by name or fourcc, or `auto` (also `image`): none asked.
    static let cameraFormat = OptionValue<PixelFormat?>(
        placeholder: "FORMAT", accepts: nil,
        parse: { text throws(OptionError) in
            let name = text.trimmingWhitespace().lowercased()
            if name == "auto" || name == "image" { return nil }
            guard let format = PixelFormat(named: name), CameraModeChooser.nativeFormats.contains(format) else {
                throw OptionError("expected auto, nv12, yuyv, grey, yu12, rgb24, xrgb32 or mjpeg, got \(text.quotedForMessage())")
            }
            return format
        }, show: { $0?.rawValue ?? "auto" })

    /// A font file: a regular file that can be read (a FIFO would block FreeType's open for ever).
    static func fontFile(_ path: String) throws(OptionError) -> String {
        do { try RegularFile.checkReadable(path: path) } catch { throw OptionError("cannot read \(error)") }
        return path
    }

    static func kioskID(_ text: String) throws(OptionError) -> String {
        let id = text.trimmingWhitespace()
        guard KioskIdentity.isValid(id) else {
            throw OptionError("expected 1 to 64 letters, digits, '.', '_' or '-', got \(text.quotedForMessage())")
        }
        return id
    }
}
