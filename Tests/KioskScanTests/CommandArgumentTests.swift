// CommandArgumentTests: each `kioskscan` sub-command, run as a program, refuses an unknown
// option, a missing value and a stray argument with its exact message and status 2, and repeats
// what was typed escaped and cut.
import Testing

@testable import KioskScan

@Suite struct CommandArgumentTests {
    /// `kioskscan ARGUMENTS`: its exit status and standard error.
    static func refusal(_ arguments: [String]) throws -> (status: Int32, error: String) {
        let (status, _, error) = try PersonalDataCommandTests.run(arguments)
        return (status, error)
    }

    /// A value of 5,000 characters that starts by clearing the screen, and how messages show it.
    static let hostile = "\u{1B}[2J" + String(repeating: "x", count: 5_000)
    static let hostileShown = #"\x1b[2J"# + String(repeating: "x", count: 53) + "…"

    @Test func decode() throws {
        let usage = DecodeCommand.usage
        #expect(try Self.refusal(["decode", "--bogus", "a.png"]) == (2, "kioskscan decode: unknown option '--bogus'\n\(usage)\n"))
        #expect(try Self.refusal(["decode", "a.png", "--engine"]) == (2, "kioskscan decode: --engine needs a value\n\(usage)\n"))
        #expect(try Self.refusal(["decode", "--reveal=yes"]) == (2, "kioskscan decode: unknown option '--reveal=yes'\n\(usage)\n"))
        #expect(
            try Self.refusal(["decode", "--engine=" + Self.hostile, "a.png"])
                == (2, "kioskscan decode: --engine: expected both, zbar or zxing, got '\(Self.hostileShown)'\n\(usage)\n"))
        #expect(
            try Self.refusal(["decode", "--passes", "fullSize," + Self.hostile, "a.png"])
                == (2, "kioskscan decode: --passes: unknown pass '\(Self.hostileShown)'\n\(usage)\n"))
        #expect(
            try Self.refusal(["decode", "--" + Self.hostile, "a.png"])
                == (2, "kioskscan decode: unknown option '--\\x1b[2J\(String(repeating: "x", count: 51))…'\n\(usage)\n"))
    }

    @Test func decodeInNumberMode() throws {
        let usage = NumberDecodeCommand.usage
        #expect(
            try Self.refusal(["decode", "--scan-mode", "number", "--bogus", "a.png"])
                == (2, "kioskscan decode: unknown option '--bogus' in Number mode\n\(usage)\n"))
        #expect(
            try Self.refusal(["decode", "--scan-mode=number", "a.png", "--number-locale"])
                == (2, "kioskscan decode: --number-locale needs a value\n\(usage)\n"))
        #expect(
            try Self.refusal(["decode", "--scan-mode=number", "--number-whole=" + Self.hostile, "a.png"])
                == (2, "kioskscan decode: --number-whole: expected auto, on or off, got '\(Self.hostileShown)'\n\(usage)\n"))
        #expect(
            try Self.refusal(["decode", "--scan-mode=number", "--number-locale", Self.hostile, "a.png"]).error
                .hasPrefix("kioskscan decode: unknown locale '\(Self.hostileShown)' (auto, or a locale such as"))
    }

    @Test func input() throws {
        let usage = InputCommand.usage
        #expect(try Self.refusal(["input", "--bogus"]) == (2, "kioskscan input: unknown option '--bogus'\n\(usage)\n"))
        #expect(try Self.refusal(["input", "--seconds", "1", "--record"]) == (2, "kioskscan input: --record needs a value\n\(usage)\n"))
        #expect(try Self.refusal(["input", "stray"]) == (2, "kioskscan input: unexpected argument 'stray'\n\(usage)\n"))
        #expect(
            try Self.refusal(["input", "--input-grab", Self.hostile])
                == (2, "kioskscan input: input.grab needs on or off, not '\(Self.hostileShown)'\n\(usage)\n"))
    }

    @Test func drmInfo() throws {
        let usage = DRMInfoCommand.usage
        #expect(try Self.refusal(["drm-info", "--bogus"]) == (2, "kioskscan drm-info: unknown option '--bogus'\n\(usage)\n"))
        #expect(try Self.refusal(["drm-info", "--connector"]) == (2, "kioskscan drm-info: --connector needs a value\n\(usage)\n"))
        #expect(
            try Self.refusal(["drm-info", "--display-mode", Self.hostile])
                == (2, "kioskscan drm-info: --display-mode: expected a mode such as 1920x1080 or 1920x1080@60, got '\(Self.hostileShown)'\n"))
    }

    @Test func catalog() throws {
        // The kiosk's options, read by its option table.
        // (A made-up name no option is within two edits of: '--bogus' would be offered '--focus'.)
        #expect(
            try Self.refusal(["catalog", "info", "--bogus-option"]) == (2, "kioskscan catalog: unknown option '--bogus-option'; see --help\n"))
        #expect(try Self.refusal(["catalog", "info", "--catalog"]) == (2, "kioskscan catalog: --catalog needs a value (PATH)\n"))
        #expect(
            try Self.refusal(["catalog", "info", "stray", "--catalog", "c.sqlite"])
                == (2, "kioskscan catalog: unexpected argument 'stray'\n\(CatalogCommand.usage)\n"))
    }

    @Test func adminPIN() throws {
        #expect(
            try Self.refusal(["admin-pin", "--bogus"]) == (
                2, "kioskscan admin-pin: takes no arguments but --code or --console\n\(AdminPINCommand.help)\n"
            ))
        #expect(
            try Self.refusal(["admin-pin", "stray"]) == (
                2, "kioskscan admin-pin: takes no arguments but --code or --console\n\(AdminPINCommand.help)\n"
            ))
    }

    @Test func theKioskItself() throws {
        #expect(try Self.refusal(["--bogus-option"]) == (2, "kioskscan: unknown option '--bogus-option'; see --help\n"))
        #expect(try Self.refusal(["--camera"]) == (2, "kioskscan: --camera needs a value (SPEC)\n"))
    }
}
