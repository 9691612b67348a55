// IBANCheckTests: the IBAN Registry's example IBANs pass; numbers whose mod 97 holds but whose
// length or BBAN structure is not their country's (the failure #54 describes) and check digits
// outside 02–98 are caught, each with its reason; the generated table agrees with the registry.
import Testing

@testable import Content

@Suite struct IBANCheckTests {
    @Test func theRegistrysExamplesPass() {
        // The example IBANs in electronic format of SWIFT's IBAN Registry (and ISO 13616-1's GB82 WEST).
        let examples = [
            "AD1200012030200359100100", "AT611904300234573201", "BE68539007547034", "BR1800360305000010009795493C1", "CH9300762011623852957",
            "DE89370400440532013000", "ES9121000418450200051332", "FI2112345600000785", "FR1420041010050500013M02606", "GB29NWBK60161331926819",
            "GB82WEST12345698765432", "GR1601101250000000012300695", "IE29AIBK93115212345678", "IS140159260076545510730339",
            "IT60X0542811101000000123456", "LC55HEMM000100010012001200023015", "LU280019400644750000", "MT84MALT011000012345MTLCAST001S",
            "NL91ABNA0417164300", "NO9386011117947", "PL61109010140000071219812874", "PT50000201231234567890154",
            "RU0304452522540817810538091310419", "SC18SSCB11010000000000001497USD", "SE4550000000058398257466",
        ]
        for iban in examples {
            #expect(IBANCheck.problem(iban) == nil, "\(iban)")
        }
    }

    @Test func aChecksumThatHoldsIsNotEnough() {
        // Each of these passes mod 97-10 (CheckDigits.ibanValid, all #54 found tested), yet none
        // is an IBAN: one digit too many or too few for its country, a letter where the
        // registry puts a digit or a digit where it puts a letter, check digits 99.
        let cases = [
            ("DE543704004405320130001", "IBAN has 23 characters; a DE IBAN has 22 (IBAN registry)"),
            ("DE5137040044053201300", "IBAN has 21 characters; a DE IBAN has 22 (IBAN registry)"),
            ("CH94007620116238529571", "IBAN has 22 characters; a CH IBAN has 21 (IBAN registry)"),
            ("BE0853900754703", "IBAN has 15 characters; a BE IBAN has 16 (IBAN registry)"),
            ("GB88NWBK6016133192689A", "IBAN character 22 is 'A'; a GB IBAN has a digit there (IBAN registry)"),
            ("GB42NWB160161331926819", "IBAN character 8 is '1'; a GB IBAN has a capital letter there (IBAN registry)"),
            ("DE99370400440532013014", "IBAN check fails (ISO 13616)"),
        ]
        for (iban, reason) in cases {
            #expect(CheckDigits.ibanValid(iban), "\(iban) passes mod 97")
            #expect(IBANCheck.problem(iban)?.english == reason, "\(iban)")
        }
        #expect(IBANCheck.problem("DE02370400440532013014") == nil)
    }

    @Test func otherFailures() {
        #expect(IBANCheck.problem("DE89370400440532013001")?.english == "IBAN check fails (ISO 13616)")
        #expect(IBANCheck.problem("DEAB370400440532013000")?.english == "IBAN check fails (ISO 13616)")
        #expect(IBANCheck.problem("US64SVBKUS6S3300958879")?.english == "IBAN: \"US\" is not a country of the IBAN registry")
        #expect(IBANCheck.problem("de89370400440532013000")?.english == "IBAN: \"de\" is not a country of the IBAN registry")
        #expect(IBANCheck.problem("DE")?.english == "IBAN: \"DE\" is not a country of the IBAN registry")
        // The registry's c positions take small letters too (its legend); the check ignores case.
        #expect(IBANCheck.problem("GB29NWBK60161331926819") == nil && IBANCheck.problem("MT84MALT011000012345mtlcast001s") == nil)
    }

    @Test func theGeneratedTable() {
        #expect(IBANRegistry.bban.count >= 100)
        let lengths = ["DE": 22, "GB": 22, "CH": 21, "LI": 21, "NO": 15, "FR": 27, "MT": 31, "LC": 32, "RU": 33, "BE": 16]
        for (country, length) in lengths {
            #expect(IBANRegistry.bban[country].map { 4 + IBANCheck.kinds(of: $0).count } == length, "\(country)")
        }
        #expect(IBANCheck.kinds(of: "4!a6!n8!n") == Array("aaaannnnnnnnnnnnnn"))
        for (country, structure) in IBANRegistry.bban {
            #expect(country.count == 2 && IBANCheck.kinds(of: structure).allSatisfy { "nac".contains($0) }, "\(country)")
        }
    }
}
