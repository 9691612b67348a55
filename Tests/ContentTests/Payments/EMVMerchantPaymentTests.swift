// EMVMerchantPaymentTests: EMVCo's worked example, real published codes of the national schemes
// (their CRCs verified), a CRC mismatch, and each structural refusal with its reason.
import Content
import Language
import Testing
import Wire

@Suite struct EMVMerchantPaymentTests {
    let context = ContentContext(today: CalendarDate(year: 2026, month: 1, day: 1)!)

    func parse(_ text: String) throws(ContentRefusal) -> EMVMerchantPayment? {
        try EMVMerchantPayment.parse(ContentPayload(symbology: "qr", text: text), context: context)
    }

    func refusal(_ text: String) -> String? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error.description
        }
    }

    /// `text` (ending in `6304`) with its CRC appended.
    func withCRC(_ text: String) -> String {
        let crc = CheckDigits.crc16CCITTFalse(Array(text.utf8))
        let hex = String(crc, radix: 16, uppercase: true)
        return text + String(repeating: "0", count: 4 - hex.count) + hex
    }

    @Test func theSpecificationsAnnexBExample() throws {
        // EMV QRCPS Merchant-Presented Mode v1.1, Annex B.7 (its hexadecimal form has no spaces
        // around the Chinese names).
        let code =
            "00020101021229300012D156000000000510A93FO3230Q31280012D15600000001030812345678520441115802CN5914BEST TRANSPORT6007BEIJING"
            + "64200002ZH0104最佳运输0202北京540523.7253031565502016233030412340603***0708A60086670902ME91320016A0112233449988770708123456786304A13A"
        let payment = try #require(try parse(code))
        #expect(payment.crcValid && payment.computedCRC == "A13A")
        #expect(payment.pointOfInitiation == .singleUse)
        #expect(payment.merchantAccounts.map(\.id) == ["29", "31"])
        #expect(payment.merchantAccounts[0].dataObjects == [.init(id: "00", value: "D15600000000"), .init(id: "05", value: "A93FO3230Q")])
        #expect(payment.merchantCategoryCode == "4111")
        #expect(payment.currency?.alphabetic == "CNY" && payment.amount == "23.72" && payment.tip == .prompted)
        #expect(payment.alternateLanguage?.language == "ZH" && payment.alternateLanguage?.merchantName == "最佳运输")
        #expect(payment.alternateLanguage?.merchantCity == "北京")
        #expect(payment.additionalData?.customerLabel == "***" && payment.additionalData?.consumerDataRequest == "ME")
        #expect(payment.unreservedTemplates.map(\.globalIdentifier) == ["A011223344998877"])
        #expect(
            JSON.object(payment.fields)
                == .object([
                    ("merchant", .string("BEST TRANSPORT")), ("city", .string("BEIJING")), ("amount", .decimal("23.72")),
                    ("currency", .string("CNY")),
                    ("crcValid", .bool(true)), ("country", .string("CN")), ("schemes", .array([.string("D15600000000"), .string("D15600000001")])),
                ]))
        #expect(
            payment.card.english
                == WordedCard(
                    title: "Payment",
                    main: [.init("Merchant", "BEST TRANSPORT"), .init("Amount", "23.72 CNY"), .init("Pay with", "D15600000000, D15600000001")],
                    details: [
                        .init("City", "BEIJING"), .init("Country", "CN"), .init("Name (ZH)", "最佳运输"), .init("City (ZH)", "北京"),
                        .init("Tip", "asked of the payer"), .init("Store", "1234"), .init("Terminal", "A6008667"),
                        .init("Code", "for this payment only"),
                    ]))
    }

    @Test func pixExamplesOfTheBancoCentralDoBrasil() throws {
        // The BR Code example of BCB's manual: a random key, no amount.
        let payment = try #require(
            try parse(
                "00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D"
            ))
        #expect(
            JSON.object(payment.fields)
                == .object([
                    ("merchant", .string("Fulano de Tal")), ("city", .string("BRASILIA")), ("currency", .string("BRL")), ("crcValid", .bool(true)),
                    ("country", .string("BR")), ("schemes", .array([.string("PIX")])),
                ]))
        #expect(payment.card.english.main == [.init("Merchant", "Fulano de Tal"), .init("Amount", "entered by the payer"), .init("Pay with", "PIX")])
        #expect(payment.card.english.details.contains(.init("Reference", "asked of the payer")))

        // Manual de Padrões para Iniciação do Pix, 6.1 (static, a phone key, 66.66), as published:
        // its CRC matches, but template 62 says 08 for its 7 characters, so the walk runs on into
        // the CRC. Refused; with the length corrected it reads.
        #expect(
            refusal("00020126360014BR.GOV.BCB.PIX0114+5511943214321520400005303986540566.665802BR5907EMPRESA6008BRASILIA62080503***6304170E")
                == "the payload: data object 30 has length 41 but only 3 characters follow")
        let fixed = try #require(
            try parse(withCRC("00020126360014BR.GOV.BCB.PIX0114+5511943214321520400005303986540566.665802BR5907EMPRESA6008BRASILIA62070503***6304")))
        #expect(
            fixed.schemes == ["PIX"]
                && fixed.card.english.main == [.init("Merchant", "EMPRESA"), .init("Amount", "66.66 BRL"), .init("Pay with", "PIX")])

        // 6.2 (dynamic, a payload location URL in sub-ID 25).
        let dynamic = try #require(
            try parse(
                "00020101021226770014BR.GOV.BCB.PIX2555pix.example.com/qr/93598be0-1bd0-4997-8318-81776a1d8a995204000053039865802BR5907EMPRESA6009SAO PAULO62070503***6304EEAB"
            ))
        #expect(dynamic.crcValid && dynamic.pointOfInitiation == .singleUse)
        #expect(dynamic.merchantAccounts[0].dataObjects?[1] == .init(id: "25", value: "pix.example.com/qr/93598be0-1bd0-4997-8318-81776a1d8a99"))
    }

    @Test func codesOfOtherNationalSchemes() throws {
        // PromptPay (Thai QR, ID 29), published in a payment page's data: no merchant name.
        let promptPay = try #require(try parse("00020101021153037645802TH29370016A0000006770101110113006681017332754074999.9963040154"))
        #expect(promptPay.crcValid && promptPay.merchantName == nil)
        #expect(promptPay.card.english.main == [.init("Amount", "4\u{A0}999.99 THB"), .init("Pay with", "PromptPay")])
        #expect(promptPay.fields.map(\.key) == ["amount", "currency", "crcValid", "country", "schemes"])

        // SGQR PayNow to a UEN, with a bill number.
        let payNow = try #require(
            try parse(
                "00020101021226580009SG.PAYNOW010120213T08GB0025ACT1030100414202309281618205204000053037025406203.005802SG5915JTC CORPORATION6009SINGAPORE62260122RD030320230928293002816304E9D2"
            ))
        #expect(payNow.crcValid && payNow.schemes == ["PayNow"] && payNow.additionalData?.billNumber == "RD03032023092829300281")
        #expect(payNow.card.english.main == [.init("Merchant", "JTC CORPORATION"), .init("Amount", "203.00 SGD"), .init("Pay with", "PayNow")])

        // VietQR (NAPAS, ID 38): the dong has no minor unit; no MCC, name or city.
        let vietQR = try #require(
            try parse(
                "00020101021238570010A00000072701270006970415011300110019324180208QRIBFTTA530370454061200005802VN62170813ung ho lu lut6304C15C"))
        #expect(vietQR.crcValid && vietQR.schemes == ["VietQR"] && vietQR.additionalData?.purpose == "ung ho lu lut")
        #expect(vietQR.card.english.main[0] == .init("Amount", "120\u{A0}000 VND"))

        // QRIS: an issuer's template (ID 26) and the national merchant identifier (ID 51).
        let qris = try #require(
            try parse(
                "00020101021126550016ID.CO.SHOPEE.WWW01189360091800000000180202180303UBE51440014ID.CO.QRIS.WWW0215ID20190022915550303UBE5204839853033605802ID5906Baznas6013Jakarta Pusat61051034062070703A016304A402"
            ))
        #expect(qris.crcValid && qris.schemes == ["ID.CO.SHOPEE.WWW", "QRIS"] && qris.postalCode == "10340" && qris.currency?.alphabetic == "IDR")

        // BharatQR: card networks' primitive IDs, EMVCo-reserved ones, and UPI templates.
        let bharatQR = try #require(
            try parse(
                "000201010211021646049010737005110415512260007370050061661000200737005220826UTIB000031992001003930764226460010A0000005240128MAB.037135003190033@AXISBANK27490010A000000524013103713500319003361000200737005225204829953033565802IN5920TECHNO MAIN SALTLAKE6007KOLKATA610670009162120708073700526304A9AD"
            ))
        #expect(bharatQR.crcValid && bharatQR.schemes == ["Visa", "Mastercard", "EMVCo-reserved ID 06", "EMVCo-reserved ID 08", "UPI"])

        // FPS (Hong Kong): a tax payment to the Inland Revenue Department.
        let fps = try #require(
            try parse(
                "00020101021126530012hk.com.hkicl0433FPS_Identifier_CRC201D@ird.gov.hk520400005303344540419895802HK5902NA6002HK63042767"))
        #expect(fps.crcValid && fps.schemes == ["FPS"] && fps.card.english.main[1] == .init("Amount", "1\u{A0}989.00 HKD"))
    }

    @Test func aCRCMismatchIsAValueWithAWarning() throws {
        // BCB's example with one letter of the name changed; its data give 5669.
        let payment = try #require(
            try parse(
                "00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulana de Tal6008BRASILIA62070503***63041D3D"
            ))
        #expect(!payment.crcValid && payment.computedCRC == "5669")
        #expect(payment.fields.first { $0.key == "crcValid" }?.value == .bool(false))
        #expect(payment.card.english.warning == "CRC mismatch: the code says 1D3D, its data give 5669")
    }

    @Test func structuralBreaksAreRefusedWithTheirReason() {
        #expect(refusal("000201010212265800") == "the payload: data object 26 has length 58 but only 2 characters follow")
        #expect(refusal("00020101ab12") == "the payload: the length \"ab\" of data object 01 is not two digits")
        #expect(refusal("0002010100") == "the payload: data object 01 has length 00; a value has 1 to 99 characters")
        #expect(refusal("0002010") == "the payload: \"0\" at character 7 is too short for an ID and a length")
        #expect(refusal("000201x10212") == "the payload: the ID \"x1\" at character 7 is not two digits")
        #expect(refusal("000201000201") == "the payload: data object 00 appears twice")
        #expect(refusal("00020153039865802BR") == "there is no CRC (ID 63)")
        #expect(refusal("0002016304ABCD5303986") == "the CRC (ID 63) is not the last data object")
        #expect(refusal("0002015303986630412XZ") == "the CRC \"12XZ\" is not four hexadecimal digits")
        #expect(refusal(withCRC("00020126060102AB53039865802BR6304")) == "template 26 has no globally unique identifier (sub-ID 00)")
        #expect(refusal(withCRC("000201260800020A0153039865802BR6304")) == "template 26: \"01\" at character 7 is too short for an ID and a length")
        #expect(refusal(withCRC("00020153039865802BR6304")) == "there is no merchant account information (IDs 02–51)")
        #expect(refusal(withCRC("000201021012345678905802BR6304")) == "there is no transaction currency (ID 53)")
        #expect(refusal(withCRC("00020102101234567890530398653039866304")) == "the payload: data object 53 appears twice")
        #expect(refusal(withCRC("0002010210123456789053039866304")) == "there is no country code (ID 58)")
    }

    @Test func valuesThatBreakTheirFormatAreRefused() {
        let head = "000201021012345678905303986"
        #expect(
            refusal(withCRC("000201010213" + "021012345678905303986" + "5802BR6304"))
                == "the point of initiation method is \"13\", not \"11\" or \"12\"")
        #expect(
            refusal(withCRC(head + "540598,735802BR6304"))
                == "the transaction amount (ID 54) \"98,73\" is not digits with at most one \".\" (13 characters at most)")
        #expect(refusal(withCRC(head + "54040.005802BR6304")) == "the transaction amount (ID 54) is zero")
        #expect(refusal(withCRC(head + "5802B16304")) == "the country code \"B1\" is not two letters (ISO 3166-1 alpha-2)")
        #expect(refusal(withCRC(head + "5203123" + "5802BR6304")) == "the merchant category code (ID 52) \"123\" is not 4 digits")
        #expect(refusal(withCRC(head + "5802BR550202" + "6304")) == "the tip or convenience indicator is 02 but there is no fixed fee (ID 56)")
        #expect(
            refusal(withCRC(head + "5802BR5502035705100.0" + "6304"))
                == "the convenience fee percentage (ID 57) \"100.0\" is not between 00.01 and 99.99")
        #expect(
            refusal(withCRC(head + "5802BR56031.0" + "6304")) == "a convenience fee (ID 56) is given without the indicator (ID 55) that calls for it")
        #expect(refusal(withCRC(head + "5802BR5502096304")) == "the tip or convenience indicator (ID 55) is \"09\", not \"01\", \"02\" or \"03\"")
        #expect(refusal(withCRC(head + "5802BR62060902MM6304")) == "template 62: the consumer data request \"MM\" is not a set of A, M and E")
        #expect(refusal(withCRC(head + "5802BR64060102AB6304")) == "template 64 has no language preference (sub-ID 00)")
        // A fixed fee and a percentage, both well formed.
        let fee = try? parse(withCRC(head + "5802BR550202" + "56031.0" + "6304"))
        #expect(fee?.tip == .fixedFee("1.0") && fee?.card.english.details.contains(.init("Fee", "1.00 BRL")) == true)
        let percent = try? parse(withCRC(head + "5802BR550203" + "57043.00" + "6304"))
        #expect(percent?.tip == .percentageFee("3.00"))
    }

    @Test func valuesLongerThanEMVCoAllowsAreReadWithAWarning() throws {
        // #54: BCB's PIX example with a 31-character merchant name and a 16-character city, as
        // real codes have them: it parses and a till can use it, so it was wrong to refuse it.
        let long = try #require(
            try parse(
                withCRC(
                    "00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-426655440000520400005303986"
                        + "5802BR5931COMERCIO DE ALIMENTOS FULANO LT6016SAO BERNARDO CPO62070503***6304")))
        #expect(long.crcValid && long.merchantName == "COMERCIO DE ALIMENTOS FULANO LT" && long.merchantCity == "SAO BERNARDO CPO")
        #expect(
            long.lengthsOverLimit == ["merchant name (ID 59) has 31 characters, 25 at most", "merchant city (ID 60) has 16 characters, 15 at most"])
        #expect(long.card.english.main[0] == .init("Merchant", "COMERCIO DE ALIMENTOS FULANO LT"))
        #expect(
            long.card.english.warning == "2 fields are longer than EMVCo allows")
        // The other limits: the postal code, template 62's labels, template 64's name, a globally
        // unique identifier; with a CRC mismatch both are said.
        let head = "000201021012345678905303986"
        let others = try #require(
            try parse(
                withCRC(
                    head + "5802BR" + "6111123456789AB" + "6230" + "0526" + String(repeating: "R", count: 26)
                        + "64420002ZH0126" + String(repeating: "名", count: 26) + "0202北京" + "6304")))
        #expect(
            others.lengthsOverLimit == [
                "postal code (ID 61) has 11 characters, 10 at most", "data object 05 of template 62 has 26 characters, 25 at most",
                "merchant name of template 64 has 26 characters, 25 at most",
            ])
        let identifier = "26370033" + String(repeating: "G", count: 33)
        let account = try #require(try parse(withCRC("000201" + identifier + "53039865802BR6304")))
        #expect(account.lengthsOverLimit == ["globally unique identifier (template 26) has 33 characters, 32 at most"])
        let mismatch = try #require(try parse("000201" + identifier + "53039865802BR6304" + "0000"))
        #expect(
            mismatch.card.english.warning
                == "CRC mismatch: the code says 0000, its data give \(mismatch.computedCRC) · 1 field is longer than EMVCo allows")
        // BCB's example is within every limit.
        let example = try #require(
            try parse(
                "00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D"
            ))
        #expect(example.lengthsOverLimit.isEmpty && example.card.english.warning == nil)
    }

    @Test func aPayloadFormatOtherThan01IsRefusedNotGuessed() {
        // A published DuitNow code whose payload format indicator is 02 (its CRC matches).
        #expect(
            refusal(
                "00020201021126420014A000000615000101066033460210MD001675755204866153034585802MY5925MASJID AN NUR KG PULAU PA6002MY62730325176058824920300364503190705201760588252660003807507161760587771148005630470BF"
            ) == "the payload format indicator is \"02\"; EMV MPM v1.1 defines only \"01\"")
    }

    @Test func otherPayloadsAreNotThisKind() throws {
        #expect(try parse("hello") == nil)
        #expect(try parse("0002") == nil)
        #expect(try parse("00020212345") == nil)
        #expect(try parse("BCD\n002\n1\nSCT") == nil)
        // Only a QR code carries one (4.12.1): not a product's EAN-13, not a GS1 SSCC (FNC1 first).
        #expect(try EMVMerchantPayment.parse(ContentPayload(symbology: "ean13", text: "0002011234567"), context: context) == nil)
        let sscc = ContentPayload(symbology: "qr", text: "00020112345678901234", gs1: true)
        #expect(try EMVMerchantPayment.parse(sscc, context: context) == nil)
        let typed = ContentPayload(
            symbology: "wedge",
            text:
                "00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D"
        )
        #expect(try EMVMerchantPayment.parse(typed, context: context)?.schemes == ["PIX"])
        let latin1 = ContentPayload(symbology: "qr", bytes: Array("000201".utf8) + [0xFF], text: nil)
        #expect(throws: ContentRefusal("the payload is not UTF-8 text (EMV codes are UTF-8, 4.12.1.2)")) {
            try EMVMerchantPayment.parse(latin1, context: context)
        }
    }

    @Test func amountsKeepTheirDigitsAsJSONNumbers() throws {
        let head = "000201021012345678905303986"
        let trailingMark = try #require(try parse(withCRC(head + "540398.5802BR6304")))
        #expect(trailingMark.amount == "98." && trailingMark.fields.first { $0.key == "amount" }?.value == .decimal("98"))
        #expect(trailingMark.card.english.main[0] == .init("Amount", "98.00 BRL"))
        let unknownCurrency = try #require(try parse(withCRC("00020102101234567890530399954041.505802BR6304")))
        #expect(unknownCurrency.currency == nil && unknownCurrency.fields.first { $0.key == "currency" }?.value == .string("999"))
        #expect(unknownCurrency.card.english.main[0] == .init("Amount", "1.50 999"))
    }
}
