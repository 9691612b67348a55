// TranslationFileTests: catalogues compiled by GNU gettext's msgfmt (both byte orders) read back
// message by message; files that are cut short, point outside themselves or are not UTF-8
// refused with the reason.
import Foundation
import TestSupport
import Testing

@testable import Language

@Suite struct TranslationFileTests {
    /// A Polish catalogue: a plain message, one with a context, a plural message with Polish's
    /// three forms, a fuzzy one (msgfmt leaves it out) and one left untranslated.
    static let polish = #"""
        msgid ""
        msgstr ""
        "Project-Id-Version: kioskscan\n"
        "Language: pl\n"
        "MIME-Version: 1.0\n"
        "Content-Type: text/plain; charset=UTF-8\n"
        "Content-Transfer-Encoding: 8bit\n"
        "Plural-Forms: nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);\n"

        msgid "Scan here"
        msgstr "Zeskanuj tutaj"

        msgctxt "basket"
        msgid "Total"
        msgstr "Razem"

        msgid "Total"
        msgstr "Suma"

        msgid "{count} item"
        msgid_plural "{count} items"
        msgstr[0] "{count} produkt"
        msgstr[1] "{count} produkty"
        msgstr[2] "{count} produktów"

        #, fuzzy
        msgid "Storage full"
        msgstr "Pamięć pełna"

        msgid "Please ask a member of staff"
        msgstr ""
        """#

    static func compile(_ source: String, _ arguments: [String] = ["--check"]) throws -> [UInt8] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("translation-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let po = folder.appendingPathComponent("pl.po"), mo = folder.appendingPathComponent("pl.mo")
        try Data(source.utf8).write(to: po)
        _ = try ProgramOutput.of("msgfmt", ["-o", mo.path] + arguments + [po.path])
        return Array(try Data(contentsOf: mo))
    }

    @Test(arguments: ["little", "big"]) func aCatalogueMsgfmtWroteIsReadMessageByMessage(endianness: String) throws {
        let file = try TranslationFile(bytes: try Self.compile(Self.polish, ["--check", "--endianness=\(endianness)"]))
        #expect(file.translation("Scan here") == "Zeskanuj tutaj")
        #expect(file.translation("Total") == "Suma")
        #expect(file.translation("Total", context: "basket") == "Razem")
        #expect(file.translation("Total", context: "till") == nil)
        #expect(file.pluralRule.count == 3)
        let forms = [1, 2, 4, 5, 12, 22, 25, 101, 112, 1000].map { file.translation("{count} item", count: UInt64($0)) ?? "-" }
        #expect(
            forms == [
                "{count} produkt", "{count} produkty", "{count} produkty", "{count} produktów", "{count} produktów", "{count} produkty",
                "{count} produktów", "{count} produktów", "{count} produktów", "{count} produktów",
            ])
        // Fuzzy and empty translations are not in the file: the English text stands.
        #expect(file.translation("Storage full") == nil)
        #expect(file.translation("Please ask a member of staff") == nil)
        #expect(file.count == 4)
        #expect(file.header["Language"] == "pl")
    }

    @Test func aFileWithoutPluralFormsCountsAsEnglishDoes() throws {
        let source = Self.polish.replacingOccurrences(
            of: #""Plural-Forms: nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);\n""#, with: ""
        )
        .replacingOccurrences(of: "msgstr[2] \"{count} produktów\"\n", with: "")
        // (msgfmt --check wants a Plural-Forms where a message has plurals.)
        let file = try TranslationFile(bytes: try Self.compile(source, []))
        #expect(file.pluralRule == .english)
        #expect(file.translation("{count} item", count: 1) == "{count} produkt")
        #expect(file.translation("{count} item", count: 7) == "{count} produkty")
    }

    @Test func brokenFilesAreRefusedWithTheReason() throws {
        let good = try Self.compile(Self.polish)
        #expect(throws: TranslationFileError("not a .mo file: 10 bytes, a header has 28")) { try TranslationFile(bytes: Array(good.prefix(10))) }
        #expect(throws: TranslationFileError("not a .mo file (no magic number 0x950412de)")) {
            try TranslationFile(bytes: Array("msgid \"\"\nmsgstr \"\"\n# a .po file, not compiled".utf8))
        }
        var revision = good
        revision[6] = 2
        #expect(throws: TranslationFileError("a .mo file of revision 2, not 0 or 1")) { try TranslationFile(bytes: revision) }
        // Cut before its strings end: the last string runs past the end.
        #expect(throws: TranslationFileError.self) { try TranslationFile(bytes: Array(good.prefix(good.count - 8))) }
        var huge = good
        huge[8] = 0xff
        huge[9] = 0xff
        huge[10] = 0xff
        #expect(throws: TranslationFileError("its table of 16777215 strings at 28 runs past the end of the file (\(good.count) bytes)")) {
            try TranslationFile(bytes: huge)
        }
        let latin2 = Self.polish.replacingOccurrences(of: "charset=UTF-8", with: "charset=ISO-8859-2")
            .replacingOccurrences(of: "produktów", with: "produktow").replacingOccurrences(of: "Pamięć pełna", with: "Pamiec pelna")
        #expect(throws: TranslationFileError("its charset is ISO-8859-2; the kiosk reads UTF-8 only")) {
            try TranslationFile(bytes: try Self.compile(latin2))
        }
        // msgfmt refuses a bad rule itself, so the rule is broken in a compiled file's header.
        var compiled = good
        let header = Array("nplurals=3; plural=(n==1".utf8)
        if let start = (0..<(compiled.count - header.count)).first(where: { Array(compiled[$0..<$0 + header.count]) == header }) {
            compiled[start + header.count - 1] = UInt8(ascii: "m")
        }
        #expect(throws: TranslationFileError("its Plural-Forms: unexpected “m ? 0 : …” at 4")) { try TranslationFile(bytes: compiled) }
        var notUTF8 = good
        if let start = (0..<(notUTF8.count - 4)).first(where: { Array(notUTF8[$0..<$0 + 4]) == Array("Suma".utf8) }) { notUTF8[start] = 0xff }
        #expect(throws: TranslationFileError.self) { try TranslationFile(bytes: notUTF8) }
    }

    @Test func aPathThatIsNoFileSaysSo() {
        #expect(throws: TranslationFileError("/tmp: is a folder, not a file")) { try TranslationFile(path: "/tmp") }
    }
}
