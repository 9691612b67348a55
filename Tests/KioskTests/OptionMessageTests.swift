// OptionMessageTests: every option's complaint about a hostile value quotes it escaped and cut,
// never raw and whole.
import Kiosk
import Testing

@Suite struct OptionMessageTests {
    /// An escape sequence (it would turn the terminal red) and 5,000 characters after it.
    static let hostile = "\u{1B}[31m" + String(repeating: "x", count: 5_000)

    @Test(arguments: KioskOption.all.filter { $0.placeholder != nil }.map(\.name))
    func aHostileValueIsQuotedEscapedAndCut(_ name: String) throws {
        let typed = "--" + KioskOption.commandLineName(name)
        // The value alone, and after the start of what options take (a number, a camera, a URL,
        // a device, a day, a key, a time, a list), which some check before they complain.
        let starts = ["", "1", "file:", "v4l2:", "https://", "/dev/", "Mon ", "KEY_", "08:00-", "qr,", "on,", "1x"]
        for value in starts.map({ $0 + Self.hostile }) {
            guard let message = parseError([typed, value]) else { continue }
            #expect(!message.unicodeScalars.contains { $0.properties.generalCategory == .control }, "\(name): \(message.prefix(120))")
            #expect(message.count < 400, "\(name): \(message.count) characters: \(message.prefix(120))")
        }
    }
}
