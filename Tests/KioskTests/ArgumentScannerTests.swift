// ArgumentScannerTests: the one argument scanner of kioskscan's sub-commands and kioskscan-dev's
// tools: options, values, positional arguments and the message for each way a command line is
// wrong, what was typed escaped and cut.
import Kiosk
import Testing

@Suite struct ArgumentScannerTests {
    /// Every argument `arguments` reads as, each option with the value `takesValue` says it has.
    static func scanned(
        _ arguments: [String], _ syntax: ArgumentScanner.Syntax = .init(), takesValue: Set<String> = []
    ) throws(ArgumentError) -> [String] {
        var scanner = ArgumentScanner(arguments, syntax: syntax)
        var read: [String] = []
        while let argument = scanner.next() {
            switch argument {
            case .option(let name) where takesValue.contains(name): read.append("\(name)=\(try scanner.value())")
            case .option(let name): read.append(name)
            case .positional(let word): read.append("[\(word)]")
            }
        }
        return read
    }

    @Test func flagsValuesAndPositionalArguments() throws {
        #expect(
            try Self.scanned(["--flag", "--name", "value", "file", "-x", "--name", "--flag"], takesValue: ["--name"])
                == ["--flag", "--name=value", "[file]", "-x", "--name=--flag"])
    }

    @Test func theEqualsFormOnlyWhereTheCommandTakesIt() throws {
        #expect(try Self.scanned(["--name=a=b", "--name="], .init(equalsForm: true), takesValue: ["--name"]) == ["--name=a=b", "--name="])
        #expect(try Self.scanned(["--name=a"], takesValue: ["--name"]) == ["--name=a"])  // the option '--name=a', a flag here
        var scanner = ArgumentScanner(["--name=a"])
        #expect(scanner.next() == .option("--name=a") && scanner.inlineValue == nil)
    }

    @Test func doubleDashEndsTheOptionsWhereTheCommandSaysSo() throws {
        #expect(try Self.scanned(["-", "--", "--flag", "-"], .init(endOfOptions: true)) == ["[-]", "[--flag]", "[-]"])
        #expect(try Self.scanned(["-", "--", "--flag"]) == ["-", "--", "--flag"])
    }

    @Test func anOptionalValueIsTakenOnlyWhenItFits() {
        var scanner = ArgumentScanner(["--whole", "on", "--whole", "a.png", "--whole=x"], syntax: .init(equalsForm: true))
        let fits = { ["auto", "on", "off"].contains($0) }
        #expect(scanner.next() == .option("--whole") && scanner.value(ifNextIs: fits) == "on")
        #expect(scanner.next() == .option("--whole") && scanner.value(ifNextIs: fits) == nil)
        #expect(scanner.next() == .positional("a.png"))
        #expect(scanner.next() == .option("--whole") && scanner.value(ifNextIs: fits) == "x")  // after '=': the command judges it
        #expect(scanner.next() == nil)
    }

    @Test func aMissingValue() {
        #expect(throws: ArgumentError.missingValue("--name")) { try Self.scanned(["--name"], takesValue: ["--name"]) }
        #expect(ArgumentError.missingValue("--name").description == "--name needs a value")
    }

    @Test func anUnknownOptionAndAStrayArgument() {
        var scanner = ArgumentScanner(["--bogus=1", "stray"], syntax: .init(equalsForm: true))
        _ = scanner.next()
        #expect(scanner.unknownOption.description == "unknown option '--bogus=1'")
        _ = scanner.next()
        #expect(scanner.unexpectedArgument.description == "unexpected argument 'stray'")
    }

    @Test func aFlagGivenAValueIsAnUnknownOption() {
        var scanner = ArgumentScanner(["--reveal", "--reveal=yes"], syntax: .init(equalsForm: true))
        _ = scanner.next()
        #expect(throws: Never.self) { try scanner.flag() }
        _ = scanner.next()
        #expect(throws: ArgumentError.unknownOption("--reveal=yes")) { try scanner.flag() }
    }

    @Test func whatWasTypedIsEscapedAndCut() {
        let hostile = "--\u{1B}[2J\u{1B}]0;owned\u{7}\r\n"
        #expect(ArgumentError.unknownOption(hostile).description == #"unknown option '--\x1b[2J\x1b]0;owned\x07\r\n'"#)
        #expect(ArgumentError.missingValue(hostile).description == #"--\x1b[2J\x1b]0;owned\x07\r\n needs a value"#)
        let long = String(repeating: "a", count: 5_000)
        #expect(ArgumentError.unexpectedArgument(long).description == "unexpected argument '\(String(repeating: "a", count: 60))…'")
        #expect(
            ArgumentError.expected("on or off", got: "\u{1B}[2J" + long, option: "--grab").description
                == #"--grab: expected on or off, got '\x1b[2J"# + String(repeating: "a", count: 53) + "…'")
    }

    @Test func aModulesComplaintRepeatsTheValueEscapedAndCut() {
        struct Refusal: Error, CustomStringConvertible { let description: String }
        let value = "1\u{1B}[2J" + String(repeating: "9", count: 5_000)
        let error = ArgumentError.refused(value, because: Refusal(description: "'\(value)' is no mode"), option: "--mode")
        #expect(error.description == #"--mode: '1\x1b[2J"# + String(repeating: "9", count: 52) + "…' is no mode")
        // Words of the module's own around the value, also a piece of it, are escaped too.
        #expect(ArgumentError.refused("a,b\u{7}", because: Refusal(description: "unknown 'b\u{7}'")).description == #"unknown 'b\x07'"#)
    }
}
