// ToolArgumentTests: the kioskscan-dev tools read their arguments with ArgumentScanner: an option
// given last is read, or refused, as anywhere else, and a refusal says which way the command line
// is wrong.
import Kiosk
import Testing

@testable import KioskScanDev

@Suite struct ToolArgumentTests {
    @Test func catalogBenchReadsTheOptionGivenLast() throws {
        #expect(try CatalogBenchmark.settings(["--catalog", "c.sqlite", "--lookups", "9"]) == .init(lookups: 9, existing: "c.sqlite"))
        // Was ignored: the loop stopped one argument early, and the benchmark ran.
        #expect(throws: ArgumentError.unknownOption("--bogus")) { try CatalogBenchmark.settings(["--lookups", "5", "--bogus"]) }
        #expect(throws: ArgumentError.missingValue("--lookups")) { try CatalogBenchmark.settings(["--folder", "/tmp/x", "--lookups"]) }
        #expect(throws: ArgumentError.unexpectedArgument("stray")) { try CatalogBenchmark.settings(["stray"]) }
    }

    @Test func motionBenchReadsTheOptionGivenLast() throws {
        #expect(try MotionBenchmark.settings(["--size", "64x48", "--frames", "7"]) == .init(width: 64, height: 48, frames: 7))
        // Was '--bogus needs a value': the loop stopped one argument early.
        #expect(throws: ArgumentError.unknownOption("--bogus")) { try MotionBenchmark.settings(["--frames", "5", "--bogus"]) }
        #expect(throws: ArgumentError.missingValue("--frames")) { try MotionBenchmark.settings(["--size", "64x48", "--frames"]) }
    }
}

extension ToolArgumentTests {
    @Test func theToolsOwnOptionsAreToldFromTheKiosks() throws {
        let (own, rest) = try ToolArguments.split(["--focus-size", "200", "--out", "d", "--mirror", "a.png"], own: ["--out", "--image"])
        #expect(own == ["--out": "d"] && rest == ["--focus-size", "200", "--mirror", "a.png"])
        // An own option given last with no value: refused as such (was the usage alone).
        #expect(throws: ArgumentError.missingValue("--image")) { try ToolArguments.split(["--out", "d", "--image"], own: ["--out", "--image"]) }
    }

    @Test func swipeBenchReadsItsNumbersAndRefusesOthers() throws {
        let settings = try SwipeBenchmark.settings(["--speed": "1", "--exposure": "8", "--noise": "0", "--codes": "a.webp,b.webp"])
        #expect(settings.speed == 1 && settings.exposureMilliseconds == 8 && settings.noise == 0 && settings.codes == ["a.webp", "b.webp"])
        #expect(try SwipeBenchmark.settings([:]).codes == SwipeCode.defaultNames)
        #expect(throws: ArgumentError.invalid("--speed needs metres a second, from 0.01 to 10")) { try SwipeBenchmark.settings(["--speed": "fast"]) }
        #expect(throws: ArgumentError.invalid("--noise needs 8-bit levels, from 0 to 64")) { try SwipeBenchmark.settings(["--noise": "-1"]) }
    }
}
