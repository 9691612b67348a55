// Translations: every language the kiosk has a catalogue for, and a message said in one of them.
import Glibc
import SystemCall
import Wire

/// The compiled catalogues of one text domain in a folder laid out as gettext's
/// (`FOLDER/LANGUAGE/LC_MESSAGES/DOMAIN.mo`: the package's `/usr/share/locale`), by language
/// ("de", "pt_PT", "zh_CN"). Read once; a message is looked up per call in the language asked,
/// so two people may be served in two languages without touching the process's locale.
public struct Translations: Sendable {
    public let files: [String: TranslationFile]

    public init(files: [String: TranslationFile]) { self.files = files }

    /// Reads every `LANGUAGE/LC_MESSAGES/DOMAIN.mo` under `folder`; a catalogue that cannot be
    /// read is logged and left out (its language falls back to English), never fatal.
    public init(folder: String, domain: String = "kioskscan", log: (String) -> Void) {
        var files: [String: TranslationFile] = [:]
        for language in ((try? Folder.names(in: folder)) ?? []).sorted() where !language.hasPrefix(".") {
            let path = PathName.join(PathName.join(PathName.join(folder, language), "LC_MESSAGES"), domain + ".mo")
            guard access(path, F_OK) == 0 else { continue }
            do { files[language] = try TranslationFile(path: path) } catch {
                log("language \(PrintableText.escaped(Array(language.utf8), limit: 40)): \(error.description); English is shown instead")
            }
        }
        self.files = files
    }

    /// The catalogue for `language`: "pt-PT" and "pt_PT" find pt_PT, then pt; nil for English
    /// or a language without one.
    public func file(for language: String) -> TranslationFile? {
        let name = String(language.map { $0 == "-" ? "_" : $0 })
        if let file = files[name] { return file }
        guard let underscore = name.firstIndex(of: "_") else { return nil }
        return files[String(name[..<underscore])]
    }

    /// `message` in `language` (English where the catalogue has no translation), its
    /// placeholders filled from `values`; a plural message takes the form `count` needs in that
    /// language, and `{count}` is the count unless `values` says otherwise.
    public func text(_ message: Message, in language: String, count: Int? = nil, _ values: [String: String] = [:]) -> String {
        Self.text(message, from: file(for: language), count: count, values)
    }

    /// `message` from `file` (English where it has none), as `text(_:in:count:_:)` says it.
    static func text(_ message: Message, from file: TranslationFile?, count: Int?, _ values: [String: String]) -> String {
        var values = values
        let translated: String?
        if let count, let plural = message.plural {
            translated = file?.translation(message.english, context: message.key, count: UInt64(max(0, count)))
            if values["count"] == nil { values["count"] = String(count) }
            return Message.fill(translated ?? (PluralRule.english.form(for: UInt64(max(0, count))) == 0 ? message.english : plural), values)
        }
        translated = file?.translation(message.english, context: message.key)
        return Message.fill(translated ?? message.english, values)
    }

    /// What is wrong with `language`'s catalogue for `messages`: a message it does not
    /// translate, a translation whose placeholders are not the English's, a plural message with
    /// fewer forms than its rule has. Empty when the catalogue is complete.
    public func problems(in language: String, for messages: [Message]) -> [String] {
        guard let file = files[language] else { return ["no catalogue for \(language)"] }
        var problems: [String] = []
        for message in messages {
            let key = TranslationFile.key(message.english, context: message.key)
            guard let forms = file.messages[key] else {
                problems.append("\(message.key): not translated")
                continue
            }
            if message.plural != nil, forms.count != file.pluralRule.count {
                problems.append("\(message.key): \(forms.count) plural forms, the language has \(file.pluralRule.count)")
            }
            // Every placeholder of the English, in every form; {count} may be left out of a
            // plural form (Arabic's "one item" needs no number).
            let allowed = Set(Message.placeholders(in: message.english + " " + (message.plural ?? "")))
            let required = message.plural == nil ? allowed : allowed.subtracting(["count"])
            for form in forms {
                let used = Set(Message.placeholders(in: form))
                guard !required.isSubset(of: used) || !used.isSubset(of: allowed) else { continue }
                problems.append("\(message.key): “\(form)” has placeholders \(used.sorted()), the English \(allowed.sorted())")
            }
        }
        return problems
    }
}
