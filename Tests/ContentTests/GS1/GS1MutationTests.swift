// GS1MutationTests: seeded random mutations of GS1 payloads through both parsers: nothing crashes,
// every answer is a value, nil or a refusal with a reason, and element strings read back from
// their own HRI.
import Content
import Language
import Testing

@Suite struct GS1MutationTests {
    /// SplitMix64: the same mutations on every run.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let seeds = [
        "01095060001343521726073110ABC123", "0195012345678903310300012339329784" + "99\u{1D}11770101",
        "]Q3011231231231233310ABC123\u{1D}99TESTING\u{1D}", "(01)09506000134352(17)260731(10)ABC123(21)XYZ",
        "https://id.gs1.org/01/09520123456788/10/ABC1/21/12345?17=180426", "https://a/01/12312312312333/22/ABC%2d123?99=ABC&98=XYZ%2f987",
        "80131987654Ad4X4bL5ttr2310c2K", "8006095060001343520102\u{1D}7003260731120" + "0", "4309" + "02790858483015297971", "6291041500213",
        "2011122912346", "977031784700105", "00123457", "080442957X90000",
    ]
    /// Bytes a mutation puts in: digits, brackets, separators, URI characters and a few that are
    /// in no GS1 character set.
    static let alphabet = Array("0123456789()/?&=%+#.AZaz~ \u{1D}\u{0}\u{7F}é".utf8)

    @Test func mutationsNeverCrash() throws {
        var generator = Generator(state: 28)
        let symbologies = ["datamatrix", "qr", "code128", "databar", "databar-exp", "ean13", "upca", "upce", "ean8", "isbn10", "i25", "wedge"]
        let contexts = [nil, "se", "fi", "gb", "xx"].map {
            ContentContext(today: CalendarDate(year: 2026, month: 8, day: 1)!, variableMeasure: $0)
        }
        var answers = [0, 0, 0]
        for round in 0..<6000 {
            var bytes = Array(Self.seeds[round % Self.seeds.count].utf8)
            for _ in 0...Int.random(in: 0...3, using: &generator) {
                let position = Int.random(in: 0...bytes.count, using: &generator)
                let byte = Self.alphabet.randomElement(using: &generator)!
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: bytes.insert(byte, at: position)
                case 1 where position < bytes.count: bytes[position] = byte
                default: if position < bytes.count { bytes.remove(at: position) }
                }
            }
            let text = String(validating: bytes, as: UTF8.self)
            let payload = ContentPayload(
                symbology: symbologies[round % symbologies.count], bytes: bytes, text: text, gs1: round % 3 == 0,
                aimIdentifier: round % 7 == 0 ? "]E0" : nil)
            let context = contexts[round % contexts.count]
            answers[answer { () throws(ContentRefusal) -> (any ContentKind)? in try GS1ElementString.parse(payload, context: context) }] += 1
            answers[answer { () throws(ContentRefusal) -> (any ContentKind)? in try RetailNumber.parse(payload, context: context) }] += 1
            if let gs1 = try? GS1ElementString.parse(payload, context: context), !gs1.elements.contains(where: { $0.value.contains("(") }) {
                let again = try GS1ElementString.parse(ContentPayload(symbology: "qr", text: gs1.hri), context: context)
                #expect(again?.elements == gs1.elements, "\(gs1.hri)")
            }
        }
        // Every kind of answer happens: values, nil and refusals.
        #expect(answers.allSatisfy { $0 > 100 }, "\(answers)")
    }

    /// 0 for a value (whose card and fields are built), 1 for nil, 2 for a refusal with a reason.
    func answer(_ parse: () throws(ContentRefusal) -> (any ContentKind)?) -> Int {
        do {
            guard let value = try parse() else { return 1 }
            #expect(!value.card.english.title.isEmpty && !value.fields.isEmpty && value.card.english.main.count <= 3)
            return 0
        } catch {
            #expect(!error.description.isEmpty)
            return 2
        }
    }
}
