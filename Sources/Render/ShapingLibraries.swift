// ShapingLibraries: HarfBuzz and FriBidi, opened the first time a line needs shaping.
import CFriBidi
import CHarfBuzz

/// Whether text can be shaped: HarfBuzz and FriBidi open (once, from any thread). Without them
/// (a system without libharfbuzz0b or libfribidi0) every line is laid out as simple text, and
/// `problem` says why.
public enum ShapingLibraries {
    /// Opens both libraries, the first time it is read.
    public static let available: Bool = problem == nil

    /// Why text cannot be shaped (nil when it can): the loader's message.
    public static let problem: String? = {
        var message = [CChar](repeating: 0, count: 512)
        if kiosk_harfbuzz_load(&message, message.count) == 0 || kiosk_fribidi_load(&message, message.count) == 0 {
            return String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
        return nil
    }()
}
