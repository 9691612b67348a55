// BadInputTests: config files and input scripts as people and editors really write them
// (CRLF, a stray NUL, Latin-1, a megabyte on one line, a folder or a device given by mistake):
// each gives a clear message naming the file and line, and nothing is cut silently.
import Foundation
import Glibc
import Kiosk
import Testing

@Suite struct BadInputTests {
    func configError(_ bytes: [UInt8]) -> String? {
        parseError(["--config", "k.conf"], bytes: bytes)
    }

    func parseError(_ arguments: [String], bytes: [UInt8]) -> String? {
        var options = KioskOptions()
        do {
            try OptionTable.parse(arguments: arguments, into: &options) { _ in bytes }
            return nil
        } catch {
            return error.description
        }
    }

    @Test func aConfigFileWithCRLFLineEndingsReadsLineByLine() throws {
        var options = KioskOptions()
        try OptionTable.parse(arguments: ["--config", "k.conf"], into: &options) { _ in Array("fps = 5\r\nfocus-size = 0.7\r\n".utf8) }
        #expect(options.fps == 5 && options.focusSize == 0.7)
        // An error on the third line names it, and shows no raw carriage return.
        #expect(configError(Array("fps = 5\r\nfocus-size = 0.7\r\nfps = fast\r\n".utf8)) == "k.conf line 3: fps: expected a number, got 'fast'")
        #expect(configError(Array("fps = 5 \r\r\n".utf8)) == "k.conf line 1: fps: expected a number, got '5 \\r'")
    }

    @Test func aFileCameraListWithAnEmptyNameIsRefusedWhenParsed() {
        // file:, made a camera with no image, and the first frame divided by zero.
        #expect(
            parseError(["--camera", "file:,"], bytes: [])
                == "--camera: file: an empty name in the list ',': give images or folders separated by single commas")
        #expect(
            parseError(["--camera", "file:a.png,,b.png"], bytes: [])
                == "--camera: file: an empty name in the list 'a.png,,b.png': give images or folders separated by single commas")
        #expect(parseError(["--camera", "file:a.png,"], bytes: [])?.hasPrefix("--camera: file: an empty name in the list") == true)
    }

    @Test func aConfigFileWithAByteOrderMarkReadsFromItsFirstOption() throws {
        var options = KioskOptions()
        try OptionTable.parse(arguments: ["--config", "k.conf"], into: &options) { _ in [0xEF, 0xBB, 0xBF] + Array("fps = 5\n".utf8) }
        #expect(options.fps == 5)
    }

    @Test func hexadecimalNumbersAndSizesWithMoreThanTwoPartsAreRefused() {
        #expect(parseError(["--fps", "0x1E"], bytes: []) == "--fps: expected a number, got '0x1E'")
        #expect(parseError(["--fps", "inf"], bytes: []) == "--fps: expected a number, got 'inf'")
        #expect(parseError(["--camera-size", "640x480x"], bytes: []) == "--camera-size: expected WIDTHxHEIGHT such as 1280x800, got '640x480x'")
        #expect(parseError(["--camera-size", "x640x480"], bytes: [])?.hasPrefix("--camera-size: expected WIDTHxHEIGHT") == true)
        var options = KioskOptions()
        #expect(throws: Never.self) { try OptionTable.parse(arguments: ["--fps", "2.5e1", "--camera-size", "640X480"], into: &options) }
        #expect(options.fps == 25 && options.cameraSize?.width == 640)
    }

    @Test func controlCharactersInRefusedValuesAreEscaped() {
        #expect(
            parseError(["--kiosk-id", "till\u{1B}[2J"], bytes: [])
                == "--kiosk-id: expected 1 to 64 letters, digits, '.', '_' or '-', got 'till\\u{1b}[2J'")
        #expect(
            parseError(["--deliver", "gopher://x\u{1B}[2J\u{85}"], bytes: [])
                == "--deliver: unknown destination 'gopher://x\\x1b[2J\\xc2\\x85': expected http://, https://, mqtt://, mqtts://, exec:PATH, hid:PATH or serial:PATH"
        )
    }

    @Test func anEmptyHistoryFileNameIsRefusedWhenParsed() {
        #expect(parseError(["--history-file", ""], bytes: []) == "--history-file: expected a file path")
        #expect(configError(Array("history-file = \n".utf8)) == "k.conf line 1: history-file needs a value (PATH)")
    }

    @Test func sixtyFiveDestinationsNameTheOption() throws {
        // The outbox refused the 65th at start, in words that named no option.
        let distinct = (0...64).flatMap { ["--deliver", "http://127.0.0.1/\($0)"] }
        #expect(parseError(distinct, bytes: []) == "--deliver: more than 64 destinations: the kiosk delivers to at most 64")
    }

    @Test func aNULByteIsAnErrorNotTheEndOfTheValue() {
        #expect(configError(Array("fps = 1".utf8) + [0] + Array(" 5\n".utf8)) == "k.conf line 1: a NUL byte at column 8 (is this a text file?)")
    }

    @Test func textThatIsNotUTF8NamesItsLineAndByte() {
        let latin1: [UInt8] = Array("fps = 5\n# caf".utf8) + [0xE9] + Array("\n".utf8)
        #expect(configError(latin1) == "k.conf line 2: not UTF-8 text (byte 0xE9 at column 6)")
    }

    @Test func aMegabyteLineIsRefusedAtOnceAndNotEchoed() {
        let start = ContinuousClock.now
        let error = configError(Array(repeating: UInt8(ascii: "a"), count: 1 << 20))
        #expect(error == "k.conf line 1: longer than 4096 bytes (1048576)")
        #expect(ContinuousClock.now - start < .seconds(2), "rejected without comparing a megabyte against every option")
        // A long unknown name on the command line is quoted short.
        let long = parseError(["--" + String(repeating: "x", count: 5000)], bytes: [])
        #expect(long == "unknown option '--" + String(repeating: "x", count: 58) + "…'; see --help")
    }

    @Test func errorsNameTheOptionAsItWasTyped() {
        #expect(parseError(["--focus-size", "big"], bytes: []) == "--focus-size: expected a number, got 'big'")
        #expect(parseError(["--focus.size", "big"], bytes: []) == "--focus.size: expected a number, got 'big'")
        #expect(configError(Array("focus-size = big\n".utf8)) == "k.conf line 1: focus-size: expected a number, got 'big'")
        #expect(configError(Array("focus.sise = 1\n".utf8)) == "k.conf line 1: unknown option 'focus.sise' (did you mean 'focus.size'?)")
    }

    @Test func aFolderAFIFOOrADeviceAsConfigSaysWhatItIs() throws {
        let folder = NSTemporaryDirectory() + "bad-input-\(getpid())"
        try? FileManager.default.removeItem(atPath: folder)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        #expect(mkfifo(folder + "/fifo.conf", 0o600) == 0)
        func real(_ path: String) -> String? {
            var options = KioskOptions()
            do {
                try OptionTable.parse(arguments: ["--config", path], into: &options)
                return nil
            } catch {
                return error.description
            }
        }
        #expect(real(folder) == "--config: cannot read \(folder): is a folder, not a file")
        #expect(real(folder + "/fifo.conf") == "--config: cannot read \(folder)/fifo.conf: is a FIFO (named pipe), not a regular file")
        #expect(real("/dev/zero") == "--config: cannot read /dev/zero: is a character device, not a regular file")
        #expect(real("/dev/urandom") == "--config: cannot read /dev/urandom: is a character device, not a regular file")
        // Every option that names a file to read: a FIFO there would block its open for ever
        // (--font blocked FreeType's, deaf to SIGTERM), a device would be read without end.
        func font(_ path: String) -> String? {
            var options = KioskOptions()
            do {
                try OptionTable.parse(arguments: ["--font", path], into: &options)
                return nil
            } catch {
                return error.description
            }
        }
        #expect(font(folder + "/fifo.conf") == "--font: cannot read \(folder)/fifo.conf: is a FIFO (named pipe), not a regular file")
        #expect(font("/dev/zero") == "--font: cannot read /dev/zero: is a character device, not a regular file")
        #expect(font(folder) == "--font: cannot read \(folder): is a folder, not a file")
        #expect(font(folder + "/missing.ttf") == "--font: cannot read \(folder)/missing.ttf: no such file")
        func deliver(_ value: String) -> String? {
            var options = KioskOptions()
            do {
                try OptionTable.parse(arguments: ["--deliver", value], into: &options)
                return nil
            } catch {
                return error.description
            }
        }
        #expect(
            deliver("https://example.com/x bearer-file=\(folder)/fifo.conf")
                == "--deliver: bearer-file=: cannot read \(folder)/fifo.conf: is a FIFO (named pipe), not a regular file")
        #expect(
            deliver("https://example.com/x ca=\(folder)/fifo.conf")
                == "--deliver: ca=: cannot read \(folder)/fifo.conf: is a FIFO (named pipe), not a regular file")
        #expect(
            deliver("https://example.com/x bearer-file=/dev/zero")
                == "--deliver: bearer-file=: cannot read /dev/zero: is a character device, not a regular file")
        // Secrets in a refused URL are not quoted back, on the command line or from a config file.
        #expect(deliver("http://user:s3cr3t@") == "--deliver: 'http://user:***@' is not a URL")
        #expect(deliver("https://u:50%@h.example/x") == "--deliver: the password in the URL has a malformed %XX escape (write % as %25)")
        var wrong = KioskOptions()
        #expect(throws: OptionError("--fps: expected a number, got 'http://u:***@h/?token=***'")) {
            try OptionTable.parse(arguments: ["--fps", "http://u:pw@h/?token=t0k"], into: &wrong)
        }
        let config = folder + "/secret.conf"
        try Data("deliver = mqtt://u:s3cr3t@broker/path\n".utf8).write(to: URL(fileURLWithPath: config))
        #expect(
            throws: OptionError(
                "\(config) line 1: deliver: 'mqtt://u:***@broker/path': the topics are kioskscan/<kiosk-id>/captures and …/status; give no path")
        ) {
            try OptionTable.parse(arguments: ["--config", config], into: &wrong)
        }
        var script = KioskOptions()
        let scriptPath = folder + "/taps.txt"
        try Data(Array("1 tap 10 10\n2 scan caf".utf8) + [0xE9, 0x0A]).write(to: URL(fileURLWithPath: scriptPath))
        #expect(throws: OptionError("--input-script: \(scriptPath) line 2: not UTF-8 text (byte 0xE9 at column 11)")) {
            try OptionTable.parse(arguments: ["--input-script", scriptPath], into: &script)
        }
    }
}
