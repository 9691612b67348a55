// PaymentsMutationTests: the family's examples changed at random (a seeded generator, so a
// failure repeats): flipped, inserted, dropped and cut bytes never crash a parser, and what still
// parses has fields and a card.
import Content
import Language
import Testing

@Suite struct PaymentsMutationTests {
    /// SplitMix64: small, seeded, the same sequence on every machine.
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

    let seeds = [
        "00020101021229300012D156000000000510A93FO3230Q31280012D15600000001030812345678520441115802CN5914BEST TRANSPORT6007BEIJING"
            + "64200002ZH0104最佳运输0202北京540523.7253031565502016233030412340603***0708A60086670902ME91320016A0112233449988770708123456786304A13A",
        "00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D",
        "BCD\n001\n1\nSCT\nBPOTBEB1\nRed Cross\nBE72000000001616\nEUR1\nCHAR\n\nUrgency fund\nSample EPC QR code",
        "BCD\r\n001\r\n1\r\nSCT\r\nBHBLDEHHXXX\r\nFranz Mustermänn\r\nDE71110220330123456789\r\nEUR12.3\r\nGDDS\r\nRF18539007547034",
        [
            "SPC", "0200", "1", "CH4431999123000889012", "S", "Robert Schneider AG", "Rue du Lac", "1268", "2501", "Biel", "CH",
            "", "", "", "", "", "", "", "1949.75", "CHF", "S", "Pia-Maria Rutschmann-Schnyder", "Grosse Marktgasse", "28", "9400", "Rorschach", "CH",
            "QRR", "210000000003139471430009017", "Auftrag vom 15.06.2020", "EPD", "//S1/10/10201409/11/200701", "Name AV1: UV;UltraPay005;12345",
        ].joined(separator: "\n"),
    ]

    /// Bytes the formats give meaning to, so mutations often land on structure.
    let alphabet = Array("0123456789ABCDEFRSPCN.\n\r *".utf8) + [0x00, 0xC3, 0xE7, 0xFF]

    func mutate(_ bytes: [UInt8], with generator: inout Generator) -> [UInt8] {
        var result = bytes
        for _ in 0..<Int.random(in: 1...4, using: &generator) {
            let position = result.isEmpty ? 0 : Int.random(in: 0..<result.count, using: &generator)
            let byte = alphabet.randomElement(using: &generator)!
            switch Int.random(in: 0..<5, using: &generator) {
            case 0 where !result.isEmpty: result[position] = byte
            case 1: result.insert(byte, at: position)
            case 2 where !result.isEmpty: result.remove(at: position)
            case 3: result = Array(result.prefix(position))
            default: result.insert(contentsOf: result[position...].prefix(4), at: position)
            }
        }
        return result
    }

    @Test func mutatedExamplesNeverCrash() {
        let context = ContentContext(today: CalendarDate(year: 2026, month: 1, day: 1)!)
        var generator = Generator(state: 28)
        var values = 0
        var refusals = 0
        for seed in seeds {
            for _ in 0..<1500 {
                let bytes = mutate(Array(seed.utf8), with: &generator)
                let payload = ContentPayload(symbology: "qr", bytes: bytes, text: nil)
                // Each parser on its own: one refusing does not keep the others from the payload.
                func tally(_ parse: () throws(ContentRefusal) -> (any ContentKind)?) {
                    do {
                        if let value = try parse() {
                            values += 1
                            #expect(!value.fields.isEmpty && !value.card.english.main.isEmpty)
                        }
                    } catch {
                        refusals += 1
                        #expect(!error.description.isEmpty)
                    }
                }
                tally { () throws(ContentRefusal) in try EMVMerchantPayment.parse(payload, context: context) }
                tally { () throws(ContentRefusal) in try SEPACreditTransfer.parse(payload, context: context) }
                tally { () throws(ContentRefusal) in try SwissQRBill.parse(payload, context: context) }
            }
        }
        // Both outcomes are exercised, not just one.
        #expect(values > 100 && refusals > 100)
    }
}
