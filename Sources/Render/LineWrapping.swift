// LineWrapping: text made to fit a width: a smaller size, lines broken where the script allows
// (LineBreaks), the last cut with "…" only when the lines run out.
import Wire

extension Typeface {
    /// `text` made to fit `maxWidth`: on one line at `size` or a size down to `minimumScale` of
    /// it, else wrapped into at most `maxLines` lines at that smallest size (the last cut with
    /// "…" only when even those are too few). The kiosk's own words are read whole: a longer
    /// translation takes a smaller size or another line, not an ellipsis.
    public func fit(_ text: String, size: Int, maxWidth: Float, maxLines: Int, minimumScale: Float = 0.75) -> (lines: [String], size: Int) {
        let smallest = max(1, Int((Float(size) * minimumScale).rounded(.up)))
        var tried = size
        while tried >= smallest {
            if measure(text, size: tried) <= maxWidth { return ([text], tried) }
            tried -= 1
        }
        return (wrap(text, size: smallest, maxWidth: maxWidth, maxLines: maxLines), smallest)
    }

    /// Breaks `text` into at most `maxLines` lines of at most `maxWidth` pixels where its script
    /// allows a line to end (`LineBreaker`: after spaces in Latin text, between words in Thai,
    /// between ideographs but never before 。 or 、 in Japanese and Chinese), and between
    /// characters inside a word longer than a line; the last line is truncated with "…" when
    /// text is left over. Line breaks and control characters in the text become spaces.
    public func wrap(_ text: String, size: Int, maxWidth: Float, maxLines: Int) -> [String] {
        guard maxLines > 0 else { return [] }
        // More characters than could ever fit are never laid out (a 4 KB payload on a banner).
        let single = Self.singleLine(String(text.prefix(maxLines * 400)))
        let characters = Array(single)
        let pens = line(single, size: size).pens
        let opportunities = breakOpportunities(single, characters)
        let limit = Int(maxWidth * 64)
        var lines: [String] = []
        var start = 0
        var next = 0  // the first opportunity after `start`
        while start < characters.count, lines.count < maxLines {
            if lines.count == maxLines - 1 {
                lines.append(truncate(String(characters[start...]), size: size, maxWidth: maxWidth))
                break
            }
            var fits = start + 1  // at least one character per line
            while fits < characters.count, pens[fits + 1] - pens[start] <= limit { fits += 1 }
            while next < opportunities.count, opportunities[next] <= start { next += 1 }
            // The last opportunity whose line, without the spaces it ends in, fits; else the
            // word is longer than a line and breaks where it stops fitting.
            var end = fits
            if fits < characters.count {
                var candidate = next
                while candidate < opportunities.count {
                    var visible = opportunities[candidate]
                    while visible > start, characters[visible - 1].isWhitespace { visible -= 1 }
                    if visible > fits { break }
                    if visible > start { end = opportunities[candidate] }
                    candidate += 1
                }
            }
            lines.append(String(characters[start..<end]).trimmingWhitespace())
            start = end
            while start < characters.count, characters[start].isWhitespace { start += 1 }
        }
        return lines
    }

    /// Where lines of `text` may start (`LineBreaker`), found once per text and kept like its
    /// layouts: a scene wraps the same texts every frame.
    func breakOpportunities(_ text: String, _ characters: [Character]) -> [Int] {
        if let found = breaks[text] { return found }
        if breaks.count >= Self.linesKept { breaks.removeAll(keepingCapacity: true) }
        let found = breaker.opportunities(in: characters)
        breaks[text] = found
        return found
    }

    /// Like `wrap`, but each line of `text` (broken at LF, CR or CRLF; empty lines dropped)
    /// starts a new line, as multi-line payloads (a driving licence's fields, a vCard) are meant
    /// to be read. The last line that fits is truncated with "…" when text remains.
    public func wrapKeepingLineBreaks(_ text: String, size: Int, maxWidth: Float, maxLines: Int) -> [String] {
        let paragraphs = text.split(whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }).map { Self.singleLine(String($0)) }
            .filter { !$0.isEmpty }
        var lines: [String] = []
        for (index, paragraph) in paragraphs.enumerated() {
            let room = maxLines - lines.count
            guard room > 0 else { break }
            var wrapped = wrap(paragraph, size: size, maxWidth: maxWidth, maxLines: room)
            if lines.count + wrapped.count == maxLines, index < paragraphs.count - 1, let last = wrapped.popLast() {
                wrapped.append(truncate(last + " …", size: size, maxWidth: maxWidth))
            }
            lines += wrapped
        }
        return lines
    }

    /// The text with line breaks, tabs and other control characters as single spaces. A
    /// no-break space stays one (French puts U+00A0 or U+202F before "?", ":" and "€": no line
    /// ends there).
    public static func singleLine(_ text: String) -> String {
        var out = ""
        var lastWasSpace = false
        for character in text {
            let isSpace =
                (character.isWhitespace && !noBreakSpaces.contains(character))
                || character.unicodeScalars.allSatisfy { $0.properties.generalCategory == .control }
            if isSpace {
                if !lastWasSpace { out.append(" ") }
                lastWasSpace = true
            } else {
                out.append(character)
                lastWasSpace = false
            }
        }
        return out.trimmingWhitespace()
    }

    /// Spaces no line may end at: no-break, figure and narrow no-break space.
    static let noBreakSpaces: Set<Character> = ["\u{00A0}", "\u{2007}", "\u{202F}"]
}
