// JSONValueTests: the history file's lines read back as JSONSerialization read them, and the
// outbox's own lines are written as JSONSerialization wrote them (sorted keys, `/` unescaped).
import Foundation
import Testing

@testable import Delivery

@Suite struct JSONValueTests {
    static let lines = [
        #"{"event":"capture","id":"0b6b3f0e-6c1e-4f55-9a59-2a4f0c8f1d2e","symbology":"qr","text":"https://example.com/a?b=1","time":12.25,"number":3}"#,
        #"{"event":"destinations","to":["http://till.local/scan","mqtt://broker:1883"]}"#,
        #"{"event":"delivered","id":"x","to":"exec:/usr/bin/true"}"#,
        #"{"event":"capture","symbology":"ean13","text":"4006381333931","addon":"12","results":[{"symbology":"qr","base64":"AAEC"}],"ok":true,"none":null}"#,
        #"{"text":"caf\u00e9 \"quoted\" \\ tab\t","n":-0.5,"big":12345678901,"e":1e3}"#,
    ]

    @Test(arguments: lines) func aLineReadsAsJSONSerializationReadIt(line: String) throws {
        let ours = try #require(JSONValue.object(parsing: line.utf8))
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
            #expect(JSONValue.object(parsing: line.utf8) == nil, "\(line.debugDescription)")
        }
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
            #expect(JSONValue.object(object.mapValues(Self.value)).line == String(decoding: expected, as: UTF8.self))
        }
    }

    static func value(_ any: Any) -> JSONValue {
        switch any {
        case let text as String: .string(text)
        case let flag as Bool: .bool(flag)
        case let number as Int: .number(Double(number))
        case let list as [String]: .array(list.map(JSONValue.string))
        default: .null
        }
    }

    /// (A URL's user and password are decoded with the scanner format's `%XX` unescaping.)
    @Test func aURLsUserAndPasswordArePercentDecodedAsFoundationDoes() {
        for text in ["kiosk", "p%40ss", "caf%C3%A9", "100%25", "a%2Fb%3Ac", "bad%2", "bad%zz", "%FF", "%", "plain+plus"] {
            #expect(ScannerFormat.unescape(text) == text.removingPercentEncoding, "\(text)")
        }
    }
}
