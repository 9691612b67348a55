// CaptureEventLineTests: a capture's event line: one line, its codes, its payload as text or base64, its date.
import Capture
import Decode
import Foundation
import Kiosk
import Testing
import Wire

@Suite struct CaptureEventLineTests {
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
