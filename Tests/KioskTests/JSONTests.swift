// JSONTests: event lines stay one line and parse back to the same strings.
import Capture
import Decode
import Foundation
import Kiosk
import Testing

@Suite struct JSONTests {
    @Test func quotesAndBackslashesAreEscaped() {
        #expect(JSON.string(#"say "hi" \ bye"#).serialized == #""say \"hi\" \\ bye""#)
    }

    @Test func controlCharactersBecomeEscapes() {
        #expect(JSON.string("a\nb\rc\td").serialized == #""a\nb\rc\td""#)
        #expect(JSON.string("\u{0}\u{1}\u{1D}\u{1F}\u{7F}\u{85}").serialized == #""\u0000\u0001\u001d\u001f\u007f\u0085""#)
        #expect(JSON.string("line\u{2028}para\u{2029}").serialized == #""line\u2028para\u2029""#)
    }

    @Test func numbersGivenAsTextKeepTheirDigitsAndOnlyNumbersAreWrittenBare() {
        #expect(JSON.array(["4.99", "1.250", "0", "-12", "100"].map(JSON.number)).serialized == "[4.99,1.250,0,-12,100]")
        #expect(
            JSON.array(["01.5", "1.", ".5", "1e3", "", "-", "NaN", "1,5"].map(JSON.number)).serialized
                == #"["01.5","1.",".5","1e3","","-","NaN","1,5"]"#)
    }

    @Test func nonASCIITextIsKeptAsUTF8() {
        #expect(JSON.string("測試 café ✓").serialized == "\"測試 café ✓\"")
    }

    @Test func escapedTextParsesBackToTheSameString() throws {
        let text = "BEGIN:VCARD\r\nN:Kennedy;\"Steve\"\u{1D}\u{0}end\\"
        let line = JSON.object([("text", .string(text))]).serialized
        #expect(!line.contains("\n") && !line.contains("\r"))
        let parsed = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: String]
        #expect(parsed?["text"] == text)
    }

    @Test func numbersKeepTheirDigitsAndObjectsTheirOrder() {
        #expect(
            JSON.object([
                ("b", .integer(2)), ("a", .decimal(1.25, digits: 1)), ("c", .decimal(3, digits: 3)), ("d", .decimal(.nan, digits: 1)), ("e", .null),
                ("f", .bool(true)),
            ]).serialized
                == #"{"b":2,"a":1.2,"c":3,"d":null,"e":null,"f":true}"#)
        #expect(JSON.decimal(-0.0001, digits: 2).serialized == "0")
    }

    static func record(_ bytes: [UInt8], symbology: Symbology = .qr) -> CaptureRecord {
        let zero = ImagePoint(x: 0, y: 0)
        let detection = Detection(
            symbology: symbology, bytes: bytes,
            content: String(validating: bytes, as: UTF8.self).map { .text($0) } ?? .binary,
            corners: Quad(topLeft: zero, topRight: zero, bottomRight: zero, bottomLeft: zero), quality: 1)
        return CaptureRecord(number: 7, detection: detection, frame: Frame.allocate(format: .grey, width: 1, height: 1), time: 12.3456)
    }

    @Test func captureEventLine() {
        #expect(
            CaptureEvent.line(for: Self.record(Array("A\u{1}\"".utf8)), date: nil)
                == #"{"event":"capture","number":7,"symbology":"qr","text":"A\u0001\"","time":12.346}"#)
    }

    @Test func aCaptureOfSeveralCodesListsThemAll() {
        let first = Self.record(Array("DM".utf8), symbology: .dataMatrix).detection
        let second = Self.record(Array("42".utf8), symbology: .code128).detection
        let record = CaptureRecord(number: 3, detection: first, others: [second], frame: Frame.allocate(format: .grey, width: 1, height: 1), time: 1)
        #expect(
            CaptureEvent.line(for: record, date: nil)
                == #"{"event":"capture","number":3,"symbology":"datamatrix","text":"DM","results":[{"symbology":"datamatrix","text":"DM"},{"symbology":"code128","text":"42"}],"time":1}"#
        )
    }

    @Test func invalidUTF8IsNeverPutInTextButGivenAsBase64() {
        #expect(
            CaptureEvent.line(for: Self.record([0x41, 0xFF, 0xFE, 0x00]), date: nil)
                == #"{"event":"capture","number":7,"symbology":"qr","text":null,"base64":"Qf/+AA==","time":12.346}"#)
    }

    @Test func realClockEventsCarryAnISODate() {
        let line = CaptureEvent.line(for: Self.record(Array("x".utf8)), date: Date(timeIntervalSince1970: 1_795_000_000))
        #expect(line.hasSuffix(#""time":12.346,"date":"2026-11-18T11:06:40Z"}"#))
    }
}
