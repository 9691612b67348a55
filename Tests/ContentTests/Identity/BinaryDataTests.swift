// BinaryDataTests: a payload that is not text is binary data: its size and its first bytes in
// hexadecimal.
import Content
import Language
import Testing
import Wire

@Suite struct BinaryDataTests {
    static let context = ContentContext(today: CalendarDate(year: 2026, month: 7, day: 31)!)

    @Test func bytesThatAreNotText() throws {
        let bytes = (0..<40).map { UInt8($0 * 7 % 256) }
        let binary = try #require(BinaryData.parse(ContentPayload(symbology: "datamatrix", bytes: bytes, text: nil), context: Self.context))
        #expect(
            JSON.object(binary.fields)
                == .object([
                    ("bytes", .integer(40)), ("hex", .string("00070e151c232a31383f464d545b626970777e858c939aa1a8afb6bdc4cbd2d9")),
                ]))
        #expect(
            binary.card.english
                == WordedCard(
                    title: "Binary data", main: [.init("Size", "40 bytes")],
                    details: [.init("Starts with", "00 07 0e 15 1c 23 2a 31 38 3f 46 4d 54 5b 62 69 …")]))
    }

    @Test func smallAndEmpty() throws {
        let one = try #require(BinaryData.parse(ContentPayload(symbology: "qr", bytes: [0xAB], text: nil), context: Self.context))
        #expect(one.card.english == WordedCard(title: "Binary data", main: [.init("Size", "1 byte")], details: [.init("Starts with", "ab")]))
        #expect(one.fields[1].value == .string("ab"))
        let empty = try #require(BinaryData.parse(ContentPayload(symbology: "qr", bytes: [], text: nil), context: Self.context))
        #expect(empty.card.english.details.isEmpty && empty.fields[0].value == .integer(0))
        #expect(BinaryData.parse(ContentPayload(symbology: "qr", text: "text"), context: Self.context) == nil)
    }
}
