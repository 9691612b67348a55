// CSVText: cells and lines of a CSV file the kiosk writes for a spreadsheet (the console's catalog
// and History downloads): RFC 4180 quoting, and no cell a spreadsheet would take for a formula.

public enum CSVText {
    /// The bytes a spreadsheet may read as the start of a formula (`=`, `+`, `-`, `@`) or that
    /// some then drop to reach one (tab, carriage return): a cell starting with one gets a
    /// leading `'` (OWASP's advice against CSV injection), which spreadsheets show and do not
    /// evaluate.
    static let formulaStarts: Set<Unicode.Scalar> = ["=", "+", "-", "@", "\t", "\r"]

    /// `text` as one cell: a leading `'` when it starts like a formula; in double quotes (each
    /// `"` doubled) when it holds a comma, a quote, a line break or that `'`'s reason.
    public static func cell(_ text: String) -> String {
        var value = text
        if let first = value.unicodeScalars.first, formulaStarts.contains(first) { value = "'" + value }
        guard value.unicodeScalars.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" || $0 == "\t" }) else { return value }
        var quoted = "\""
        for scalar in value.unicodeScalars {
            if scalar == "\"" { quoted += "\"" }
            quoted.unicodeScalars.append(scalar)
        }
        return quoted + "\""
    }

    /// One line of cells, ended by CRLF (RFC 4180).
    public static func line(_ cells: [String]) -> String { cells.map(cell).joined(separator: ",") + "\r\n" }
}
