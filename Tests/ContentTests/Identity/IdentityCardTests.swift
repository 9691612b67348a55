// IdentityCardTests: AAMVA DL/ID PDF417 data from the standard's examples (versions 01 to 11) and
// jurisdictions' sample cards, the real-world layouts tolerated, and malformed files refused.
import Content
import Language
import Testing
import Wire

@Suite struct IdentityCardTests {
    static let today = CalendarDate(year: 2026, month: 7, day: 31)!

    static func parse(_ text: String, today: CalendarDate = today) throws(ContentRefusal) -> IdentityCard? {
        try IdentityCard.parse(ContentPayload(symbology: "pdf417", text: text), context: ContentContext(today: today))
    }

    static func refusal(_ text: String) -> String? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return "\(error)"
        }
    }

    // AAMVA DL/ID Card Design Standard 2020, Annex D example (version 10), as transcribed by
    // benhovinga/aamva_barcode_library (README.md).
    static let example2020 =
        "@\n\u{1E}\rANSI 636000100102DL00410278ZV03190008DLDAQT64235789\nDCSSAMPLE\nDDEN\nDACMICHAEL\nDDFN\nDADJOHN\nDDGN\nDCUJR\nDCAD\nDCBK\n"
        + "DCDPH\nDBD06062019\nDBB06061986\nDBA12102024\nDBC1\nDAU068 in\nDAYBRO\nDAG2300 WEST BROAD STREET\nDAIRICHMOND\nDAJVA\nDAK232690000  \n"
        + "DCF2424244747474786102204\nDCGUSA\nDCK123456789\nDDAF\nDDB06062018\nDDC06062020\nDDD1\rZVZVA01\r"

    // The DL/ID-2000 standard's example (version 01: no jurisdiction version, CCYYMMDD dates).
    static let example2000 =
        "@\n\u{1E}\rANSI 6360000102DL00390187ZV02260032DLDAQ0123456789ABC\nDAAPUBLIC,JOHN,Q\nDAG123 MAIN STREET\nDAIANYTOWN\nDAJVA\n"
        + "DAK123459999  \nDARDM  \nDAS          \nDAT     \nDAU509\nDAW175\nDAYBL \nDAZBR \nDBA20011201\nDBB19761123\nDBCM\nDBD19961201\r"
        + "ZVZVAJURISDICTIONDEFINEDELEMENT\r"

    // The 2009 standard's example (version 04; DDA M, "materially compliant").
    static let example2009 =
        "@\n\u{1E}\rANSI 636000040002DL00410278ZV03190008DLDAQT64235789\nDCSSAMPLE\nDDEN\nDACMICHAEL\nDDFN\nDADJOHN\nDDGN\nDCUJR\nDCAD\nDCBK\n"
        + "DCDPH\nDBD06062008\nDBB06061986\nDBA12102012\nDBC1\nDAU068 in\nDAYBRO\nDAG2300 WEST BROAD STREET\nDAIRICHMOND\nDAJVA\nDAK232690000  \n"
        + "DCF2424244747474786102204\nDCGUSA\nDCK123456789\nDDAM\nDDB06062008\nDDC06062009\nDDD1\rZVZVA01\r"

    // The 2025 standard's example (version 11), as a public parser's tests transcribe it: a
    // holder born 6 Jun 2006, so 20 on the test's day.
    static let example2025 =
        "@\n\u{1E}\rANSI 636000110002DL00410277ZV03180008DLDAQT64235789\nDCSSAMPLE\nDDEN\nDACMICHAEL\nDDFN\nDADJOHN\nDDGN\nDCUJR\nDCAD\nDCBK\n"
        + "DCDPH\nDBD06062022\nDBB06062006\nDBA06062027\nDBC1\nDAU068 in\nDAYBRO\nDAG2300 WEST BROAD STREET\nDAIRICHMOND\nDAJVA\nDAK232690000 \n"
        + "DCF2424244747474786102204\nDCGUSA\nDCK123456789\nDDAF\nDDB06062018\nDDJ06062027\nDDD1\rZVZVA01\r"

    // Iowa's sample ID card ("SAMPLE PROFILE SIX", version 09), posted in
    // ajohnson388/DLParser-Swift issue #8.
    static let iowaID =
        "@\n\u{1E}\rANSI 636018090002ID00410241ZI02820014IDDAQ436AS0669\nDCSSAMPLE\nDDEN\nDACPROFILE\nDDFN\nDADSIX\nDDGN\nDCA0\nDBD01082020\n"
        + "DBB01011985\nDBA01082028\nDBC1\nDAU068 IN\nDAYBRO\nDAG800 SAMPLE WAY\nDAIAMES\nDAJIA\nDAK500100000  \nDCF843606695SP1509M080128N\nDCGUSA\n"
        + "DCK436AS0669200231003\nDDAF\nDDB06292017\rZIZIA\nZIB\nZIC\r"

    // A test card with IIN 999999, outside AAMVA's list (same issue): the jurisdiction comes from DAJ.
    static let testIIN =
        "@\n\u{1E}\rANSI 999999090001DL00310226DLDAQ401761391\nDCSRAWLINGS\nDDEN\nDACPAUL\nDDFN\nDADNONE\nDDGN\nDCAC\nDCBNONE\nDCDNONE\n"
        + "DBD09012017\nDBB06011985\nDBA09012021\nDBC1\nDAU070 IN\nDAYBLU\nDAG125 9 1/2 ST\nDAIANYTOWN\nDAJMA\nDAK280660000  \nDCF8812974215243\n"
        + "DCGUSA\nDDAF\nDDB02172018\r"

    // Jurisdictions' sample cards from c0shea/IdParser's tests (IdParser.Test/Licenses): New York
    // (version 07, a separator before each terminator), Colorado (version 08, one after the type;
    // its ZC designator points nowhere), Georgia (version 03) and Connecticut (version 01, file
    // type "AAMVA", no type before the elements).
    static let newYork =
        "@\n\u{1E}\rANSI 636001070002DL00410392ZN04330047DLDCANONE  \nDCBNONE        \nDCDNONE \nDBA08312013\n"
        + "DCSMichael                                 \nDACM                                       \n"
        + "DADMotorist                                \nDBD08312013\nDBB08312013\nDBC1\nDAYBRO\nDAU064 in\n"
        + "DAG2345 ANYWHERE STREET               \nDAIYOUR CITY           \nDAJNY\nDAK123450000  \nDAQNONE                     \n"
        + "DCFNONE                     \nDCGUSA\nDDEN\nDDFN\nDDGN\n\rZNZNAMDEyMzQ1Njc4OTAxMjM0NTY3ODkwMTIzNDU2Nzg5\n\r"
    static let colorado =
        "@\n\u{1E}\rANSI 636020080002DL00410266ZC03040010DL\nDCAR\nDCBNONE\nDCD\nDBA01042022\nDCSMOTORIST\nDACJANE\nDADLYNN\nDBD12272016\n"
        + "DBB02041972\nDBC2\nDAYGRN\nDAU063 in\nDAG98765 W 23RD AVE\nDAILAKEWOOD\nDAJCO\nDAK804010000 \nDAQ124336019\nDCF16455534969\nDCGUSA\n"
        + "DDEU\nDDFU\nDDGU\nDCJ20170104_000227_9_3776\nDCUSR\nDDB10302015\nDDD\nZCZCANONE\r"
    static let georgia =
        "@\n\u{1E}\rANSI 636055030002DL00410453ZG04940140DLDCAC       \nDCBNONE      \nDCDP    \nDBA02012013\n"
        + "DCSSAMPLE                                  \nDCTJANICE                                                                          \n"
        + "DBD07012006\nDBB07011957\nDBC2\nDAYBLU\nDAU064 in\nDAG123 NORTH STATE ST.                \nDAIANYTOWN             \nDAJGA\n"
        + "DAK303340000  \nDAQ100000001                \nDCE2\nDCFFREEFORM DATA XX UP TO 25\nDCGUSA\nDCHNONE\nDCUPH.D.\n"
        + "DCJ9876543210987654321012345\nDCK1234567890123456789012345\n\rZGZGAY\nZGBREV09112008\nZGCL\nZGD \nZGEY\nZGFY\nZGG120\nZGH5-04\n"
        + "ZGICOUNTY FIELD TXT UP TO 25\nZGJY\nZGKABC123456789-1234567\nZGL12345-67891234567ABC\n\r"
    static let connecticut =
        "@\n\u{1E}\rAAMVA6360060101DL00290179DAACTLIC,ADULT,A\nDAG60 STATE ST\nDAIWETHERSFIELD\nDAJCT\nDAK061091896  \nDAQ990000001\n"
        + "DARD   \nDASB         \nDAT     \nDBA20150101\nDBB19610101\nDBC2\nDBD20090223\nDAU506\nDAYBLU\nDBF00\nDBHY\r"

    @Test func theStandards2020ExampleGivesOnlyDerivedFacts() throws {
        let card = try #require(try Self.parse(Self.example2020))
        #expect(card.document == .driverLicence && card.jurisdiction == "VA" && card.jurisdictionName == "Virginia")
        #expect(card.issuerIdentificationNumber == "636000" && card.version == 10 && card.compliance == .full)
        #expect(card.expiry == CalendarDate(year: 2024, month: 12, day: 10) && card.expired)
        #expect(card.age == 40 && card.over18 && card.over21)
        #expect(
            JSON.object(card.fields)
                == .object([
                    ("jurisdiction", .string("VA")), ("age", .integer(40)), ("over18", .bool(true)), ("over21", .bool(true)),
                    ("expired", .bool(true)),
                ]))
        #expect(
            card.card.english
                == WordedCard(
                    title: "Driver's licence",
                    main: [.init("Age", "21 or over (40)"), .init("Expired", "Dec 10, 2024"), .init("Jurisdiction", "Virginia (VA)")],
                    details: [.init("REAL ID", "Compliant")], warning: "Expired"))
    }

    @Test func nothingPersonalIsKept() throws {
        let card = try #require(try Self.parse(Self.example2020))
        let kept = "\(card) \(card.fields.map { "\($0.key)=\($0.value)" }) \(card.card)"
        for personal in ["SAMPLE", "MICHAEL", "T64235789", "BROAD", "RICHMOND", "23269", "1986", "06061986", "2424244747"] {
            #expect(!kept.contains(personal), "\(personal) was kept")
        }
    }

    @Test func expiredOnlyAfterTheExpiryDay() throws {
        let onTheDay = try #require(try Self.parse(Self.example2020, today: CalendarDate(year: 2024, month: 12, day: 10)!))
        #expect(!onTheDay.expired && onTheDay.card.english.warning == nil && onTheDay.card.english.main[1] == .init("Expires", "Dec 10, 2024"))
        let dayAfter = try #require(try Self.parse(Self.example2020, today: CalendarDate(year: 2024, month: 12, day: 11)!))
        #expect(dayAfter.expired)
    }

    @Test func ageVerdictsAtTheirBirthdays() throws {
        // Born 6 Jun 2006 (the 2025 example): 18 on 6 Jun 2024, 21 on 6 Jun 2027.
        let at17 = try #require(try Self.parse(Self.example2025, today: CalendarDate(year: 2024, month: 6, day: 5)!))
        #expect(at17.age == 17 && !at17.over18 && !at17.over21 && at17.card.english.main[0] == .init("Age", "Under 18 (17)"))
        let at18 = try #require(try Self.parse(Self.example2025, today: CalendarDate(year: 2024, month: 6, day: 6)!))
        #expect(at18.age == 18 && at18.over18 && !at18.over21)
        let at20 = try #require(try Self.parse(Self.example2025))
        #expect(at20.version == 11 && at20.age == 20 && at20.over18 && !at20.over21 && !at20.expired)
        #expect(at20.card.english.main == [.init("Age", "18 to 20 (20)"), .init("Expires", "Jun 6, 2027"), .init("Jurisdiction", "Virginia (VA)")])
        let at21 = try #require(try Self.parse(Self.example2025, today: CalendarDate(year: 2027, month: 6, day: 6)!))
        #expect(at21.over21 && !at21.expired)  // Its expiry day: expired only after it.
    }

    @Test func version01DatesAreYearFirst() throws {
        let card = try #require(try Self.parse(Self.example2000))
        #expect(card.version == 1 && card.jurisdiction == "VA" && card.compliance == nil)
        #expect(card.expiry == CalendarDate(year: 2001, month: 12, day: 1) && card.expired)
        #expect(card.age == 49 && card.over21)  // Born Nov 23, 1976.
        #expect(card.card.english.details.isEmpty)
    }

    @Test func version04MaterialCompliance() throws {
        let card = try #require(try Self.parse(Self.example2009))
        #expect(card.version == 4 && card.compliance == .material && card.card.english.details == [.init("REAL ID", "Materially compliant")])
        #expect(card.expiry == CalendarDate(year: 2012, month: 12, day: 10) && card.age == 40)
    }

    @Test func anIDCardSample() throws {
        let card = try #require(try Self.parse(Self.iowaID))
        #expect(card.document == .identificationCard && card.jurisdiction == "IA" && card.jurisdictionName == "Iowa")
        #expect(card.age == 41 && !card.expired && card.expiry == CalendarDate(year: 2028, month: 1, day: 8))
        #expect(
            card.card.english
                == WordedCard(
                    title: "ID card", main: [.init("Age", "21 or over (41)"), .init("Expires", "Jan 8, 2028"), .init("Jurisdiction", "Iowa (IA)")],
                    details: [.init("REAL ID", "Compliant")]))
    }

    @Test func anUnlistedIINTakesTheJurisdictionFromDAJ() throws {
        let card = try #require(try Self.parse(Self.testIIN))
        #expect(card.jurisdiction == "MA" && card.jurisdictionName == nil && card.card.english.main[2] == .init("Jurisdiction", "MA"))
        #expect(card.age == 41 && card.expired)
    }

    @Test func jurisdictionsSamples() throws {
        let newYork = try #require(try Self.parse(Self.newYork))
        #expect(newYork.jurisdiction == "NY" && newYork.version == 7 && newYork.age == 12 && !newYork.over18 && newYork.expired)
        let colorado = try #require(try Self.parse(Self.colorado))
        #expect(colorado.jurisdiction == "CO" && colorado.age == 54 && colorado.expiry == CalendarDate(year: 2022, month: 1, day: 4))
        let georgia = try #require(try Self.parse(Self.georgia))
        #expect(
            georgia.jurisdiction == "GA" && georgia.version == 3 && georgia.age == 69 && georgia.expiry == CalendarDate(year: 2013, month: 2, day: 1))
        let connecticut = try #require(try Self.parse(Self.connecticut))
        #expect(connecticut.version == 1 && connecticut.jurisdiction == "CT" && connecticut.age == 65)
        #expect(connecticut.expiry == CalendarDate(year: 2015, month: 1, day: 1))
    }

    @Test func canadianDatesAreYearFirstFromVersion03() throws {
        // The 2020 example moved to Ontario (IIN 636012, country CAN) with its dates rewritten
        // CCYYMMDD, as the standard orders them for Canada.
        let ontario = Self.example2020.replacing("636000", with: "636012").replacing("DCGUSA", with: "DCGCAN")
            .replacing("DBB06061986", with: "DBB19860606").replacing("DBA12102024", with: "DBA20241210")
        let card = try #require(try Self.parse(ontario))
        #expect(card.jurisdiction == "ON" && card.age == 40 && card.expiry == CalendarDate(year: 2024, month: 12, day: 10))
        // The same dates in the US order are not dates in CCYYMMDD.
        #expect(
            Self.refusal(Self.example2020.replacing("DCGUSA", with: "DCGCAN")) == "AAMVA: the date of birth (DBB) is not a date in CCYYMMDD")
        // Version 02 wrote MMDDCCYY in Canada too (New Brunswick's sample in IdParser's tests).
        let version02 = Self.example2020.replacing("ANSI 636000100102", with: "ANSI 636017020002").replacing("DCGUSA", with: "DCGCAN")
        #expect(try Self.parse(version02)?.jurisdiction == "NB")
    }

    @Test func offsetsJurisdictionsGetWrong() throws {
        // One byte off either way, or zero (Ontario's cards), still find the subfile by its type.
        for offset in ["0040", "0042", "0000"] {
            let moved = Self.example2020.replacing("DL00410278", with: "DL\(offset)0278")
            #expect(try Self.parse(moved)?.age == 40, "offset \(offset)")
        }
        // Only the first subfile is looked for right after the designators.
        let second = Self.example2020.replacing("DL00410278ZV03190008", with: "ZV03190008DL00410278")
        #expect(try Self.parse(second)?.age == 40)
        #expect(Self.refusal(second.replacing("DL00410278", with: "DL00500278")) == "AAMVA: the DL subfile is not at its offset 50")
    }

    @Test func theHeaderNamesItsSeparators() throws {
        let piped = Self.example2020.replacing("\n", with: "\u{1C}")
        #expect(try Self.parse(piped)?.age == 40)
    }

    @Test func notAnAAMVAFile() throws {
        for text in ["", "@", "@home", "hello", "ANSI 636000100102", "@\n\u{1E}", "@ ANSI"] {
            #expect(try Self.parse(text) == nil, "\(text)")
        }
        #expect(
            try IdentityCard.parse(ContentPayload(symbology: "pdf417", bytes: [0x40, 0xFF, 0x00], text: nil), context: .init(today: Self.today))
                == nil)
    }

    @Test func malformedHeadersAreRefused() {
        let refusals = [
            ("@\n\u{1E}\rANSX 636000100102", "AAMVA header: the file type is not 'ANSI '"),
            ("@\n\rANSI 636000100102DL00410278", "AAMVA header: three separators must come between '@' and the file type"),
            ("@ANSI 636000100102DL00410278", "AAMVA header: three separators must come between '@' and the file type"),
            ("@\nx\rANSI 636000100102DL00410278", "AAMVA header: the separators after '@' are not control characters"),
            ("@\n\u{1E}\nANSI 636000100102DL00410278", "AAMVA header: the data element separator and the segment terminator are the same"),
            ("@\n\u{1E}\rANSI 63600", "AAMVA header: the data ends inside the header"),
            ("@\n\u{1E}\rANSI 6360A0100102DL00410278", "AAMVA header: the issuer identification number is not 6 digits"),
            ("@\n\u{1E}\rANSI 636000X00102DL00410278", "AAMVA header: the version number is not 2 digits"),
            ("@\n\u{1E}\rANSI 636000000102DL00410278", "AAMVA version 00 predates the DL/ID-2000 standard: it has no standard layout"),
            ("@\n\u{1E}\rANSI 636000120102DL00410278", "AAMVA version 12 is newer than the 2025 standard's 11"),
            ("@\n\u{1E}\rANSI 6360001001", "AAMVA header: the data ends inside the header"),
            ("@\n\u{1E}\rANSI 63600010A102DL00410278", "AAMVA header: the jurisdiction version number is not 2 digits"),
            ("@\n\u{1E}\rANSI 636000100100DL00410278", "AAMVA header: the number of entries is not 01 to 99"),
            ("@\n\u{1E}\rANSI 6360000100DL00410278", "AAMVA header: the number of entries is not 01 to 99"),
            ("@\n\u{1E}\rANSI 636000100102DL00410278ZV0319", "AAMVA header: the data ends inside subfile designator 2"),
            ("@\n\u{1E}\rANSI 636000100101dl00310278", "AAMVA subfile designator 1: the type is not two capital letters or digits"),
            ("@\n\u{1E}\rANSI 636000100101DL00X10278", "AAMVA subfile designator 1: the offset is not 4 digits"),
            ("@\n\u{1E}\rANSI 636000100101DL0031027 ", "AAMVA subfile designator 1: the length is not 4 digits"),
            ("@\n\u{1E}\rANSI 636000100101ZV00310008ZVZVA01\r", "AAMVA: the file has no DL or ID subfile"),
            ("@\n\u{1E}\rANSI 636000100101DL00310008", "AAMVA: the DL subfile is not at its offset 31"),
        ]
        for (text, reason) in refusals {
            #expect(Self.refusal(text) == reason, "\(text.debugDescription)")
        }
    }

    @Test func malformedElementsAreRefusedWithoutQuotingThem() {
        let header = "@\n\u{1E}\rANSI 636000100101DL00310100DL"
        let refusals = [
            (header + "DAQ1\nDB\nDBB01011990\r", "AAMVA DL subfile: element 2 is shorter than its 3-letter ID"),
            (header + "DAQ1\ndbb01011990\r", "AAMVA DL subfile: element 2 does not start with a 3-letter ID"),
            (header + "DBA01012030\nDCGUSA\r", "AAMVA: no date of birth (DBB)"),
            (header + "DBB01011990\nDCGUSA\r", "AAMVA: no expiry date (DBA)"),
            (header + "DBB13011990\nDBA01012030\r", "AAMVA: the date of birth (DBB) is not a date in MMDDCCYY"),
            (header + "DBB0101199\nDBA01012030\r", "AAMVA: the date of birth (DBB) is not a date in MMDDCCYY"),
            (header + "DBB01011990\nDBA02302030\r", "AAMVA: the expiry date (DBA) is not a date in MMDDCCYY"),
            (header + "DBB01012030\nDBA01012040\r", "AAMVA: the date of birth (DBB) is after today"),
            (header + "DBB01011990\nDBA01012030\nDCGFRA\r", "AAMVA: the country (DCG) is not USA or CAN"),
            (header.replacing("636000", with: "636056") + "DBB01011990\nDBA01012030\r", "AAMVA: the standard gives no date order for country MEX"),
            (
                header.replacing("636000", with: "999999") + "DBB01011990\nDBA01012030\nDAJTX\r",
                "AAMVA: no country (DCG) and IIN 999999 is not a known jurisdiction, so the date order is unknown"
            ),
            (
                header.replacing("636000", with: "999999") + "DBB01011990\nDBA01012030\nDCGUSA\r",
                "AAMVA: IIN 999999 is not a known jurisdiction and DAJ names none"
            ),
        ]
        for (text, reason) in refusals {
            #expect(Self.refusal(text) == reason, "\(text.debugDescription)")
        }
    }

    @Test func theSmallestValidFile() throws {
        // Padding around a date is tolerated; the last terminator may be missing.
        let card = try #require(try Self.parse("@\n\u{1E}\rANSI 636000100101DL00310100DLDBB 01011990 \nDBA01012030"))
        #expect(card.age == 36 && card.compliance == nil)
    }
}
