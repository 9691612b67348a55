// MessagesCommand: `kioskscan-dev messages`, the message catalogue as gettext sees it: the
// template translators start from (po/kioskscan.pot), and what each compiled language lacks.
import Language
import SystemCall

enum MessagesCommand {
    static let usage = """
        usage: kioskscan-dev messages --pot [FILE]
               kioskscan-dev messages --check FOLDER [LANGUAGE...]
        --pot    writes the message catalogue as a gettext template (standard output without FILE);
                 po/kioskscan.pot is written so, and each language's .po is kept up to date from it
                 with msgmerge (docs/translating.md).
        --check  reads the compiled catalogues in FOLDER (FOLDER/LANGUAGE/LC_MESSAGES/kioskscan.mo,
                 as scripts/build-translations writes them) and prints, per language, every
                 message it does not translate or whose placeholders differ from the English;
                 exits 1 when one is incomplete.
        """

    static func run(_ arguments: [String]) -> Int32 {
        switch arguments.first {
        case "--pot":
            let text = TemplateFile.text(Message.catalogue)
            guard arguments.count > 1 else {
                StandardStream.output.write(text)
                return 0
            }
            do { try RegularFile.write(Array(text.utf8), to: arguments[1]) } catch {
                StandardStream.error.write("kioskscan-dev messages: \(arguments[1]): \(error)\n")
                return 1
            }
            return 0
        case "--check" where arguments.count >= 2:
            let translations = Translations(folder: arguments[1]) { StandardStream.error.write("kioskscan-dev messages: \($0)\n") }
            let languages = arguments.count > 2 ? Array(arguments.dropFirst(2)) : translations.files.keys.sorted()
            var complete = true
            for language in languages {
                let problems = translations.problems(in: language, for: Message.catalogue)
                complete = complete && problems.isEmpty
                StandardStream.output.write(
                    "\(language): \(problems.isEmpty ? "complete, \(Message.catalogue.count) messages" : "\(problems.count) problems")\n")
                for problem in problems { StandardStream.output.write("  \(problem)\n") }
            }
            return complete ? 0 : 1
        case "-h", "--help":
            StandardStream.output.write(usage + "\n")
            return 0
        default:
            StandardStream.error.write("kioskscan-dev messages: \(arguments.first.map { "unknown option \($0)" } ?? "no option given")\n\(usage)\n")
            return 2
        }
    }
}
