// TemplateFile: the catalogue written as a gettext template (kioskscan.pot), from which each
// language's .po file is made and kept up to date (msginit, msgmerge).

public enum TemplateFile {
    /// The template for `messages`, in their order: each message's note and placeholders as
    /// comments for translators, its key as the context, its English as the message.
    public static func text(_ messages: [Message], project: String = "kioskscan") -> String {
        var out = """
            # KioskScan's messages. The template, po/kioskscan.pot, is written from the message
            # catalogue by `kioskscan-dev messages --pot`; each language's file is made from it
            # with msginit and kept up to date with msgmerge (docs/translating.md).
            msgid ""
            msgstr ""
            "Project-Id-Version: \(project)\\n"
            "MIME-Version: 1.0\\n"
            "Content-Type: text/plain; charset=UTF-8\\n"
            "Content-Transfer-Encoding: 8bit\\n"
            "Plural-Forms: nplurals=INTEGER; plural=EXPRESSION;\\n"

            """
        for message in messages {
            out += "\n"
            if !message.note.isEmpty { out += "#. \(message.note)\n" }
            let names = Message.placeholders(in: message.english + " " + (message.plural ?? ""))
            if !names.isEmpty { out += "#. Placeholders: \(names.map { "{\($0)}" }.joined(separator: ", "))\n" }
            out += "msgctxt \(quoted(message.key))\nmsgid \(quoted(message.english))\n"
            if let plural = message.plural {
                out += "msgid_plural \(quoted(plural))\nmsgstr[0] \"\"\nmsgstr[1] \"\"\n"
            } else {
                out += "msgstr \"\"\n"
            }
        }
        return out
    }

    /// A PO string: in double quotes, with backslash, quote, tab and line feed escaped.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for character in text {
            switch character {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default: out.append(character)
            }
        }
        return out + "\""
    }
}
