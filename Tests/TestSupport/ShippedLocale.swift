// ShippedLocale: the translations in po/, compiled by Debian's msgfmt into a locale folder for a
// test (FOLDER/LANGUAGE/LC_MESSAGES/kioskscan.mo), once per test process.
import Foundation

public enum ShippedLocale {
    /// The languages of po/LINGUAS.
    public static let languages: [String] = {
        let text = (try? String(contentsOf: TestData.packageRoot.appendingPathComponent("po/LINGUAS"), encoding: .utf8)) ?? ""
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.flatMap { $0.split(separator: " ").map(String.init) }
    }()

    /// The folder, every language compiled with `msgfmt --check` (a language that does not
    /// compile is missing from it, which its tests then see).
    public static let folder: String = {
        let folder = TemporaryFolder.make("shipped-locale")
        for language in languages {
            try? FileManager.default.createDirectory(atPath: folder + "/\(language)/LC_MESSAGES", withIntermediateDirectories: true)
            let source = TestData.packageRoot.appendingPathComponent("po/\(language).po").path
            _ = try? ProgramOutput.of("msgfmt", ["--check", "-o", folder + "/\(language)/LC_MESSAGES/kioskscan.mo", source])
        }
        return folder
    }()
}
