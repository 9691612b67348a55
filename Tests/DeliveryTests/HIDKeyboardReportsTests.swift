// HIDKeyboardReportsTests: text as boot-keyboard reports on the us, de and fr keymaps, and the
// scanner-style formatting around it.
import Delivery
import Keyboard
import Testing

@Suite struct HIDKeyboardReportsTests {
    /// (modifiers, usage) of each press; every press is followed by a release of all keys.
    static func presses(_ text: String, _ layout: String) -> [[UInt8]] {
        let (reports, untypeable) = HIDKeyboardReports.reports(typing: text, layout: KeyboardLayout(named: layout)!)
        #expect(untypeable.isEmpty)
        #expect(reports.enumerated().allSatisfy { $0.offset % 2 == 0 || $0.element == [0, 0, 0, 0, 0, 0, 0, 0] })
        return stride(from: 0, to: reports.count, by: 2).map { [reports[$0][0], reports[$0][2]] }
    }

    @Test func usTypesLettersDigitsAndShiftedSigns() {
        #expect(Self.presses("aZ1!\r", "us") == [[0, 0x04], [0x02, 0x1D], [0, 0x1E], [0x02, 0x1E], [0, 0x28]])
    }

    @Test func deSwapsYAndZAndTypesAtWithAltGr() {
        // z is on the key the us keymap calls Y (usage 0x1C); @ is AltGr+Q.
        #expect(Self.presses("zy@ß", "de") == [[0, 0x1C], [0, 0x1D], [0x40, 0x14], [0, 0x2D]])
    }

    @Test func frTypesDigitsWithShiftNotOnTheKeypad() {
        #expect(Self.presses("a1m,", "fr") == [[0, 0x14], [0x02, 0x1E], [0, 0x33], [0, 0x10]])
    }

    @Test func charactersAKeymapCannotTypeAreLeftOutAndNamed() {
        let (reports, untypeable) = HIDKeyboardReports.reports(typing: "né", layout: .us)
        #expect(reports.count == 2 && untypeable == ["é"])
    }

    @Test func prefixAIMIdentifierAndSuffixSurroundTheValue() throws {
        let spec = try DestinationSpec(parsing: "hid:/dev/hidg0 layout=de prefix=%3E suffix=tab aim=on")
        let entry = try #require(OutboxEntry(line: #"{"event":"capture","id":"x","symbology":"ean13","text":"4006381333931","time":1}"#))
        #expect(spec.format?.text(for: entry) == ">]E04006381333931\t")
        #expect(spec.layout.name == "de")
        let serial = try DestinationSpec(parsing: "serial:/dev/ttyGS0 baud=115200")
        #expect(serial.format?.bytes(for: entry) == Array("4006381333931\r\n".utf8))
    }

    @Test func settingsThatDoNotApplyAreRefusedNamingThem() {
        #expect(throws: DeliveryError.self) { try DestinationSpec(parsing: "https://example.com/x suffix=tab") }
        do {
            _ = try DestinationSpec(parsing: "hid:/dev/hidg0 layout=xx")
            Issue.record("layout=xx was taken")
        } catch {
            #expect(error.description == "layout= expects us, de, fr, got 'xx'")
        }
        do {
            _ = try DestinationSpec(parsing: "ftp://example.com")
            Issue.record("ftp was taken")
        } catch {
            #expect(error.description.hasPrefix("unknown destination 'ftp://example.com'"))
        }
    }
}
