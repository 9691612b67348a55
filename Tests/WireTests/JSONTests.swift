// JSONTests: written values stay one line and parse back to the same strings; numbers keep
// their digits and objects their order.
import Foundation
import Testing
import Wire

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
        #expect(JSON.array(["4.99", "1.250", "0", "-12", "100"].map(JSON.decimal)).serialized == "[4.99,1.250,0,-12,100]")
        #expect(
            JSON.array(["01.5", "1.", ".5", "1e3", "", "-", "NaN", "1,5"].map(JSON.decimal)).serialized
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
}
