// KioskManualTests: the manual pages in packaging/man are the ones the options' declarations
// write (KIOSKSCAN_UPDATE_MAN=1, `make man`, writes them again), and --help lists every option.
import Foundation
import Kiosk
import Testing

@Suite struct KioskManualTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../packaging/man").standardized

    @Test(arguments: [("kioskscan.1", KioskManual.kioskscan), ("kioskscan.conf.5", KioskManual.configFile)])
    func theCheckedInPageIsTheGeneratedOne(name: String, page: String) throws {
        let path = Self.folder.appendingPathComponent(name).path
        if ProcessInfo.processInfo.environment["KIOSKSCAN_UPDATE_MAN"] != nil {
            try page.write(toFile: path, atomically: true, encoding: .utf8)
        }
        let checkedIn = try String(contentsOfFile: path, encoding: .utf8)
        #expect(checkedIn == page, "packaging/man/\(name) is not what the declarations write: run make man")
    }

    @Test func everyOptionIsInHelpAndBothPagesWithItsDefault() {
        for option in KioskOption.all {
            let typed = "--" + option.commandLineName
            #expect(OptionTable.help.contains("  \(typed)" + (option.placeholder.map { " " + $0 } ?? "")), "\(typed) in --help")
            let roffName = option.commandLineName.replacing("-", with: "\\-")
            #expect(KioskManual.kioskscan.contains("\\-\\-" + roffName), "\(typed) in kioskscan(1)")
            #expect(KioskManual.configFile.contains(".B" + (option.placeholder == nil ? " " : "I ") + option.name.replacing("-", with: "\\-")))
            if let defaultText = option.defaultText {
                #expect(OptionTable.help.contains("default \(defaultText)") || OptionTable.help.contains("default: \(defaultText)"))
            }
        }
    }

    @Test func formerNamesAreReadButNotListed() {
        #expect(!OptionTable.help.contains("--mode "))
        #expect(!KioskManual.kioskscan.contains("\\-\\-mode "))
    }

    @Test func roffControlCharactersAreEscaped() {
        #expect(KioskManual.escape(#"a\b"#) == #"a\eb"#)
        #expect(KioskManual.escape(".start\n'quote\nplain") == "\\&.start\n\\&'quote\nplain")
    }
}
