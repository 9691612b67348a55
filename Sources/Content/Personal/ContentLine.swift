// ContentLine: the line syntax vCard (versit 2.1, RFC 2426, RFC 6350) and iCalendar (RFC 5545)
// share: folded lines, `[group.]NAME;PARAM=value:value`, and the backslash escapes of text.

/// One unfolded content line: `[group "."] name *(";" param) ":" value`.
struct ContentLine {
    struct Parameter {
        /// Uppercased. A versit 2.1 parameter written bare (`TEL;WORK;FAX:`) is a TYPE.
        let name: String
        /// Without the double quotes a value may be written in.
        let values: [String]
    }

    let group: String?
    /// Uppercased.
    let name: String
    let parameters: [Parameter]
    let value: Substring

    /// The values of every parameter called `name` (uppercase), in order; nil when none is.
    func parameter(_ name: String) -> [String]? {
        let values = parameters.filter { $0.name == name }.flatMap(\.values)
        return parameters.contains { $0.name == name } ? values : nil
    }

    /// Reads an unfolded line; nil when it has no `:` outside quotes.
    init?(_ line: Substring) {
        var quoted = false
        var pieces: [Substring] = []
        var start = line.startIndex
        var colon: String.Index?
        for index in line.indices {
            let character = line[index]
            if character == "\"" {
                quoted.toggle()
            } else if !quoted && (character == ";" || character == ":") {
                pieces.append(line[start..<index])
                start = line.index(after: index)
                if character == ":" {
                    colon = index
                    break
                }
            }
        }
        guard let colon, let first = pieces.first else { return nil }
        // versit 2.1 lets white space stand around BEGIN's and END's colon.
        let nameWithGroup = Self.trimmed(first)
        if let dot = nameWithGroup.lastIndex(of: ".") {
            group = String(nameWithGroup[..<dot])
            name = nameWithGroup[nameWithGroup.index(after: dot)...].uppercased()
        } else {
            group = nil
            name = nameWithGroup.uppercased()
        }
        parameters = pieces.dropFirst().map { piece in
            guard let equals = piece.firstIndex(of: "=") else { return Parameter(name: "TYPE", values: [Self.unquoted(piece)]) }
            let values = Self.splitOutsideQuotes(piece[piece.index(after: equals)...], on: ",").map(Self.unquoted)
            return Parameter(name: Self.trimmed(piece[..<equals]).uppercased(), values: values)
        }
        value = line[line.index(after: colon)...]
    }

    static func unquoted(_ text: Substring) -> String {
        let trimmed = Self.trimmed(text)
        guard trimmed.count >= 2, trimmed.first == "\"", trimmed.last == "\"" else { return String(trimmed) }
        return String(trimmed.dropFirst().dropLast())
    }

    /// `text` without the spaces and tabs around it.
    static func trimmed(_ text: Substring) -> Substring {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = text.firstIndex(where: { !isSpace($0) }), let last = text.lastIndex(where: { !isSpace($0) }) else {
            return text[text.endIndex...]
        }
        return text[first...last]
    }

    static func splitOutsideQuotes(_ text: Substring, on separator: Character) -> [Substring] {
        var pieces: [Substring] = []
        var quoted = false
        var start = text.startIndex
        for index in text.indices {
            if text[index] == "\"" {
                quoted.toggle()
            } else if !quoted && text[index] == separator {
                pieces.append(text[start..<index])
                start = text.index(after: index)
            }
        }
        pieces.append(text[start...])
        return pieces
    }

    /// The physical lines of `text`, ended by CRLF as the specifications write them, or by LF or
    /// CR alone as many generators do.
    static func physicalLines(_ text: some StringProtocol) -> [Substring] {
        String(text).split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\r\n" || $0 == "\n" || $0 == "\r" })
    }

    /// Joins folded lines. A line starting with a space or tab continues the one before: RFC
    /// 5545 3.1 and RFC 6350 3.2 drop that one white-space character, versit 2.1 (RFC 822's
    /// folding) keeps it (`keepsFoldingWhitespace`). With `softLineBreaks` (vCard), a
    /// quoted-printable value ending in `=` goes on in the next line whatever that starts with
    /// (RFC 2045 6.7); iCalendar has no quoted-printable.
    static func unfold(_ lines: [Substring], keepsFoldingWhitespace: Bool, softLineBreaks: Bool) -> [String] {
        var unfolded: [String] = []
        var softBreak = false
        for line in lines {
            if softBreak, !unfolded.isEmpty {
                unfolded[unfolded.count - 1].removeLast()
                unfolded[unfolded.count - 1] += line
            } else if let first = line.first, first == " " || first == "\t", !unfolded.isEmpty {
                unfolded[unfolded.count - 1] += keepsFoldingWhitespace ? line : line.dropFirst()
            } else if !line.isEmpty {
                unfolded.append(String(line))
            } else {
                softBreak = false
                continue
            }
            let current = unfolded[unfolded.count - 1]
            softBreak = softLineBreaks && current.hasSuffix("=") && isQuotedPrintable(current)
        }
        return unfolded
    }

    /// Whether a line's parameters say its value is quoted-printable.
    static func isQuotedPrintable(_ line: String) -> Bool {
        guard let colon = line.firstIndex(of: ":") else { return false }
        return line[..<colon].uppercased().contains("QUOTED-PRINTABLE")
    }

    /// Text with RFC 5545 3.3.11 / RFC 6350 3.4 escapes undone: `\\` `\;` `\,` and `\n` or `\N`
    /// for a line break. A backslash before any other character is dropped and the character
    /// kept (some writers escape `:` too).
    static func unescapedText(_ text: Substring) -> String {
        guard text.contains("\\") else { return String(text) }
        var result = String.UnicodeScalarView()
        var escaped = false
        for scalar in text.unicodeScalars {
            if escaped {
                result.append(scalar == "n" || scalar == "N" ? "\n" : scalar)
                escaped = false
            } else if scalar == "\\" {
                escaped = true
            } else {
                result.append(scalar)
            }
        }
        if escaped { result.append("\\") }
        return String(result)
    }

    /// A structured value (N, ADR, ORG) split at each `;` no backslash escapes.
    static func components(_ text: Substring) -> [Substring] { split(text, at: ";") }

    /// A component's values, split at each `,` no backslash escapes (RFC 6350 3.3).
    static func componentValues(_ text: Substring) -> [Substring] { split(text, at: ",") }

    static func split(_ text: Substring, at separator: Character) -> [Substring] {
        var pieces: [Substring] = []
        var start = text.startIndex
        var escaped = false
        for index in text.indices {
            let character = text[index]
            if escaped {
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == separator {
                pieces.append(text[start..<index])
                start = text.index(after: index)
            }
        }
        pieces.append(text[start...])
        return pieces
    }
}
