// JSONParserTests: the history file's lines read back as JSONSerialization read them, and the
// outbox's own lines are written as JSONSerialization wrote them (sorted keys, `/` unescaped).
import Foundation
import TestSupport
import Testing

@testable import Wire

@Suite struct JSONParserTests {
    static let lines = [
        #"{"event":"capture","id":"0b6b3f0e-6c1e-4f55-9a59-2a4f0c8f1d2e","symbology":"qr","text":"https://example.com/a?b=1","time":12.25,"number":3}"#,
        #"{"event":"destinations","to":["http://till.local/scan","mqtt://broker:1883"]}"#,
        #"{"event":"delivered","id":"x","to":"exec:/usr/bin/true"}"#,
        #"{"event":"capture","symbology":"ean13","text":"4006381333931","addon":"12","results":[{"symbology":"qr","base64":"AAEC"}],"ok":true,"none":null}"#,
        #"{"text":"caf\u00e9 \"quoted\" \\ tab\t","n":-0.5,"big":12345678901,"e":1e3}"#,
    ]

    @Test(arguments: lines) func aLineReadsAsJSONSerializationReadIt(line: String) throws {
        let ours = try #require(JSON.keyed(parsing: line.utf8))
        let theirs = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(Set(ours.keys) == Set(theirs.keys))
        for (key, value) in theirs {
            switch value {
            case let text as String: #expect(ours[key]?.string == text, "\(key)")
            case let list as [Any]: #expect(ours[key]?.array?.count == list.count, "\(key)")
            case is NSNull: #expect(ours[key] == .null)
            case let number as NSNumber:
                // (Foundation gives true and false as numbers too.)
                if case .bool(let flag) = ours[key] {
                    #expect(number.boolValue == flag && key == "ok", "\(key)")
                } else {
                    #expect(ours[key]?.double == number.doubleValue, "\(key)")
                    #expect(ours[key]?.int == (value as? Int), "\(key)")
                }
            default: Issue.record("\(key): \(value)")
            }
        }
    }

    @Test func whatIsNotAnObjectIsNoLine() {
        for line in ["", "[1,2]", "\"text\"", "{\"a\":", "{\"a\":1}}", "\u{FF}\u{FE}", "null"] {
            #expect(JSON.keyed(parsing: line.utf8) == nil, "\(line.debugDescription)")
        }
    }

    /// Texts at the edges of JSON's grammar: what JSONSerialization takes as an object, the
    /// parser takes, with the same contents; what it refuses, the parser refuses.
    static let edges = [
        #"{}"#, #" { "a" : [ ] , "b" : { } } "#, #"{"a":1,}"#, #"{"a":[1,]}"#, #"{"a":01}"#, #"{"a":-0}"#, #"{"a":-}"#,
        #"{"a":1.}"#, #"{"a":.5}"#, #"{"a":1e5}"#, #"{"a":1E+2}"#, #"{"a":1e}"#, #"{"a":2.5e-3}"#, #"{"a":1e999}"#,
        #"{"a":"\u00e9\ud83d\ude00"}"#, #"{"a":"\ud83d"}"#, #"{"a":"\ude00"}"#, #"{"a":"\x"}"#, #"{"a":"\/\b\f\n\r\t"}"#,
        "{\"a\":\"tab\there\"}", #"{"a":tru}"#, #"{"a":true}"#, #"{"a":nul}"#, #"{'a':1}"#, #"{a:1}"#, #"{"a" 1}"#,
        #"{"a":1}x"#, #"{"a":1} "#, #"{"a":1"#, #"{"a":"x"#, #"{"a":"\u12"}"#, #"{"a":[1 2]}"#, #"{"a":1,"a":2}"#,
        "{\"a\":" + String(repeating: "[", count: 50) + String(repeating: "]", count: 50) + "}",
        "{\"a\":" + String(repeating: "[", count: 300) + "}",
    ]

    @Test(arguments: edges) func anEdgeOfTheGrammarIsReadAsJSONSerializationReadsIt(line: String) {
        let theirs = (try? JSONSerialization.jsonObject(with: Data(line.utf8))).flatMap { $0 as? [String: Any] }
        let ours = JSON(parsing: line.utf8).flatMap { $0.members == nil ? nil : $0 }
        // A number beyond a Double's range is kept as its digits, where JSONSerialization
        // refused the text.
        if theirs == nil, let ours, Self.holdsAnOutOfRangeNumber(ours) { return }
        #expect((ours != nil) == (theirs != nil), "\(line.prefix(60))")
        if let ours, let theirs { #expect(Self.same(ours, theirs), "\(line.prefix(60))") }
    }

    /// Ten thousand history lines with bytes changed, inserted and dropped at random (seeded):
    /// each is taken or refused as JSONSerialization takes or refuses it, with the same contents.
    @Test func mutatedLinesAreReadAsJSONSerializationReadsThem() {
        var random = SeededRandom(seed: 14)
        let alphabet = Array(#"{}[]":,\u0123456789.eE+-tfnrl aé"#.utf8) + [0x00, 0x1F, 0x7F, 0xC3, 0xFF]
        var (taken, refused, disagreed) = (0, 0, [String]())
        for round in 0..<10_000 {
            var bytes = Array(Self.lines[round % Self.lines.count].utf8)
            for _ in 0..<(1 + Int(random.next() % 3)) {
                let at = Int(random.next() % UInt64(bytes.count))
                let byte = alphabet[Int(random.next() % UInt64(alphabet.count))]
                switch random.next() % 3 {
                case 0: bytes[at] = byte
                case 1: bytes.insert(byte, at: at)
                default: bytes.remove(at: at)
                }
            }
            let theirs = (try? JSONSerialization.jsonObject(with: Data(bytes))).flatMap { $0 as? [String: Any] }
            let ours = JSON(parsing: bytes).flatMap { $0.members == nil ? nil : $0 }
            if theirs == nil, let ours, Self.holdsAnOutOfRangeNumber(ours) { continue }
            if (ours != nil) != (theirs != nil) || (ours != nil && !Self.same(ours!, theirs!)) {
                disagreed.append(String(decoding: bytes, as: UTF8.self))
            }
            if ours != nil { taken += 1 } else { refused += 1 }
        }
        #expect(disagreed.isEmpty, "\(disagreed.count) lines, e.g. \(disagreed.prefix(3))")
        #expect(taken > 500 && refused > 5_000, "\(taken) taken, \(refused) refused")
    }

    /// Whether `ours` holds what JSONSerialization's `theirs` does.
    static func same(_ ours: JSON, _ theirs: Any) -> Bool {
        switch (ours, theirs) {
        case (.null, is NSNull): true
        case (.string(let a), let b as String): a == b
        case (.bool(let a), let b as NSNumber): a == b.boolValue
        case (.number(let a), let b as NSNumber): a.double == b.doubleValue
        case (.array(let a), let b as [Any]): a.count == b.count && zip(a, b).allSatisfy { same($0, $1) }
        case (.object, let b as [String: Any]):
            ours.keyed!.count == b.count && ours.keyed!.allSatisfy { key, value in b[key].map { same(value, $0) } ?? false }
        default: false
        }
    }

    /// Whether a number in `value` is beyond a Double's range.
    static func holdsAnOutOfRangeNumber(_ value: JSON) -> Bool {
        switch value {
        case .number(let number): !number.double.isFinite
        case .array(let values): values.contains(where: holdsAnOutOfRangeNumber)
        case .object(let members): members.contains { holdsAnOutOfRangeNumber($0.value) }
        default: false
        }
    }

    /// RFC 8259 sets no limit on a number's digits: a price of 5,000 digits is a number, kept
    /// as its digits (it is refused as an amount, not as JSON).
    @Test func aNumberOfAnyLengthIsKeptAsItsDigits() throws {
        let digits = String(repeating: "9", count: 5_000) + ".99"
        let answer = try #require(JSON(parsing: Array(#"{"price":"#.utf8) + Array(digits.utf8) + Array("}".utf8)))
        #expect(answer["price"]?.numberText == digits)
        #expect(answer["price"]?.double == .infinity)
        #expect(answer["price"]?.int == nil)
        #expect(JSON(parsing: Array("[1e999, -0.5, 12.0]".utf8))?.array?.map(\.numberText) == ["1e999", "-0.5", "12.0"])
        #expect(JSON(parsing: Array("12.0".utf8))?.int == 12)
    }

    @Test func theOutboxWritesWhatJSONSerializationWrote() throws {
        let objects: [[String: Any]] = [
            ["event": "destinations", "to": ["http://till.local/scan?x=1", "serial:/dev/ttyUSB0"]],
            ["event": "delivered", "id": "0b6b3f0e-6c1e-4f55-9a59-2a4f0c8f1d2e", "to": "mqtt://broker:1883"],
            [
                "kiosk": "till-3", "online": true, "camera": "ok", "capturesToday": 1204, "backlog": 0, "version": "1.2 \"é\"\n",
                "time": "2026-12-02T10:00:00Z",
            ],
        ]
        for object in objects {
            let expected = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])
            let sorted = object.keys.sorted().map { ($0, Self.value(object[$0]!)) }
            #expect(JSON.object(sorted).serialized == String(decoding: expected, as: UTF8.self))
        }
    }

    static func value(_ any: Any) -> JSON {
        switch any {
        case let text as String: .string(text)
        case let flag as Bool: .bool(flag)
        case let number as Int: .integer(number)
        case let list as [String]: .array(list.map(JSON.string))
        default: .null
        }
    }

    /// (A URL's user and password are decoded with the scanner format's `%XX` unescaping.)
    @Test func aURLsUserAndPasswordArePercentDecodedAsFoundationDoes() {
        for text in ["kiosk", "p%40ss", "caf%C3%A9", "100%25", "a%2Fb%3Ac", "bad%2", "bad%zz", "%FF", "%", "plain+plus"] {
            #expect(PercentEncoding.decode(text) == text.removingPercentEncoding, "\(text)")
        }
    }
}
