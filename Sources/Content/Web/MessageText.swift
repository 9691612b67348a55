// MessageText: how a card shows a free text a code carries (a message body, a note): line breaks
// as one, and long texts cut, since the card is small and the text is not what needs checking.

enum MessageText {
    /// `text` with CRLF and CR as LF, cut after `limit` characters with an ellipsis.
    static func forCard(_ text: String, limit: Int = 140) -> String {
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\r\n" || $0 == "\r" }).joined(separator: "\n")
        return lines.count > limit ? lines.prefix(limit) + "…" : lines
    }

    /// `text` with CRLF and CR as LF.
    static func lineFeeds(_ text: String) -> String {
        text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\r\n" || $0 == "\r" }).joined(separator: "\n")
    }
}
