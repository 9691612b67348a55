// IdentityMutationTests: seeded random mutations of every identity-family example: each parser
// answers nil, a value or a refusal, never crashes, and what it answers holds together.
import Content
import Language
import Testing

@Suite struct IdentityMutationTests {
    /// SplitMix64: the same mutations on every run.
    struct Mutator {
        var state: UInt64

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }

        mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(max(bound, 1))) }

        /// One to four edits: a byte replaced (often by a separator or a digit), inserted or
        /// removed, or the data cut short.
        mutating func mutate(_ bytes: [UInt8]) -> [UInt8] {
            var bytes = bytes
            let interesting: [UInt8] = [0x0A, 0x0D, 0x1E, 0x20, 0x30, 0x39, 0x3E, 0x5E, 0x25, 0x3A, 0x3D, 0x26, 0x41, 0x46, 0x00, 0xFF]
            for _ in 0...below(4) {
                let byte = below(2) == 0 ? interesting[below(interesting.count)] : UInt8(truncatingIfNeeded: next())
                switch below(4) {
                case 0 where !bytes.isEmpty: bytes[below(bytes.count)] = byte
                case 1: bytes.insert(byte, at: below(bytes.count + 1))
                case 2 where !bytes.isEmpty: bytes.remove(at: below(bytes.count))
                default: bytes = Array(bytes.prefix(below(bytes.count + 1)))
                }
            }
            return bytes
        }
    }

    static let seeds: [String] = [
        IdentityCardTests.example2000, IdentityCardTests.example2009, IdentityCardTests.example2020, IdentityCardTests.example2025,
        IdentityCardTests.iowaID, IdentityCardTests.testIIN, IdentityCardTests.newYork, IdentityCardTests.colorado, IdentityCardTests.georgia,
        IdentityCardTests.connecticut, BoardingPassTests.mandatoryOnly, BoardingPassTests.twoLegs, BoardingPassTests.emptyConditional,
        BoardingPassTests.avianca, BoardingPassTests.airFrance, BoardingPassTests.swiss, OTPAccountTests.example, OTPAccountTests.everyParameter,
        "otpauth://hotp/Example:alice@google.com?secret=JBSWY3DPEHPK3PXP&counter=5&digits=8&algorithm=sha256",
    ]

    @Test func mutatedPayloadsNeverCrash() {
        var mutator = Mutator(state: 0x5EED_1D)
        let today = CalendarDate(year: 2026, month: 7, day: 31)!
        var outcomes = (values: 0, refusals: 0, nils: 0)
        func tally<Kind: ContentKind>(_ parse: () throws(ContentRefusal) -> Kind?) {
            do {
                guard let value = try parse() else {
                    outcomes.nils += 1
                    return
                }
                outcomes.values += 1
                _ = value.fields
                _ = value.card.english
            } catch {
                outcomes.refusals += 1
                #expect(!error.description.isEmpty)
            }
        }
        for round in 0..<4000 {
            let bytes = mutator.mutate(Array(Self.seeds[round % Self.seeds.count].utf8))
            let text = String(validating: bytes, as: UTF8.self)
            let payload = ContentPayload(symbology: "pdf417", bytes: bytes, text: text)
            let context = ContentContext(today: today, includesSecrets: round % 2 == 0)
            tally { () throws(ContentRefusal) in try IdentityCard.parse(payload, context: context) }
            tally { () throws(ContentRefusal) in try BoardingPass.parse(payload, context: context) }
            tally { () throws(ContentRefusal) in try OTPAccount.parse(payload, context: context) }
            if let card = try? IdentityCard.parse(payload, context: context) {
                #expect(card.over18 == (card.age >= 18) && card.over21 == (card.age >= 21) && card.expired == (today > card.expiry))
                #expect(card.age >= 0 && card.fields.map(\.key) == ["jurisdiction", "age", "over18", "over21", "expired"])
            }
            if let pass = try? BoardingPass.parse(payload, context: context) {
                #expect((1...4).contains(pass.legs.count) && pass.legs.allSatisfy { $0.date.ordinalDay == $0.dayOfYear })
            }
            #expect((PlainText.parse(payload, context: context) == nil) == (text == nil))
            #expect((BinaryData.parse(payload, context: context) == nil) == (text != nil))
        }
        // The mutations reach all three outcomes, so the parsers' every branch is exercised.
        #expect(outcomes.values > 500 && outcomes.refusals > 500 && outcomes.nils > 500)
    }
}

extension CalendarDate {
    /// 1 to 366, for checking a boarding pass's dates against the day it wrote.
    fileprivate var ordinalDay: Int { daysSince1970 - CalendarDate(year: year, month: 1, day: 1)!.daysSince1970 + 1 }
}
