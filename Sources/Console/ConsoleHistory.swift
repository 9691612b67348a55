// ConsoleHistory: the console's History page and its CSV: the last captures the kiosk's loop
// handed over (withheld text withheld, as on the screen), searched, and written for a
// spreadsheet (CSVText: no cell it would evaluate).
import Wire

/// A search of the History: `q` (text any of a row's fields holds, in any case) and `n` (how
/// many rows the page shows, 1 to `mostShown`).
struct ConsoleHistory: Equatable {
    static let shownByDefault = 50
    static let mostShown = 500

    let text: String
    let count: Int

    init(_ query: [String: String]) {
        text = (query["q"] ?? "").trimmingWhitespace()
        count = query["n"].flatMap { Int($0) }.map { min(max($0, 1), Self.mostShown) } ?? Self.shownByDefault
    }

    /// Whether `capture` holds the search's text (time, heading, symbology or text; a withheld
    /// text is matched by what stands in its place only).
    func matches(_ capture: ConsoleStatus.Capture) -> Bool {
        guard !text.isEmpty else { return true }
        let wanted = text.lowercased()
        return [capture.time, capture.heading, capture.symbology, capture.text].contains { $0.lowercased().contains(wanted) }
    }

    static let columns = ["number", "time", "kind", "symbology", "text", "withheld"]

    /// Every capture the search matches (not only the page's `count`), newest first, as CSV.
    func csv(_ captures: [ConsoleStatus.Capture]) -> String {
        var out = CSVText.line(Self.columns)
        for capture in captures where matches(capture) {
            out += CSVText.line([
                String(capture.number), capture.time, capture.heading, capture.symbology, capture.text, capture.withheld ? "yes" : "",
            ])
        }
        return out
    }

    /// The page: the search form (a GET: it changes nothing), the rows, the CSV link.
    static func page(_ search: ConsoleHistory, captures: [ConsoleStatus.Capture], formToken: String) -> String {
        let escaped = ConsolePages.escaped
        let found = captures.filter(search.matches)
        let rows = found.prefix(search.count).map { capture in
            let text = capture.withheld ? "<em>\(escaped(capture.text))</em>" : escaped(capture.text)
            return "<tr><td>\(capture.number)</td><td>\(escaped(capture.time))</td><td>\(escaped(capture.heading))</td>"
                + "<td>\(escaped(capture.symbology))</td><td>\(text)</td></tr>"
        }
        let query = search.text.isEmpty ? "" : "?q=" + Self.queryEscaped(search.text)
        return ConsolePages.page(
            title: "KioskScan: history",
            body: """
                \(ConsolePages.header("History", formToken: formToken))
                <main>
                <form method="get" action="\(ConsoleSite.Path.history.rawValue)">
                <label for="q">Search</label>
                <input id="q" name="q" type="search" value="\(escaped(search.text))">
                <label for="n">Rows</label>
                <input id="n" name="n" type="number" min="1" max="\(mostShown)" value="\(search.count)">
                <button type="submit">Show</button>
                </form>
                <p id="found">\(found.count) of the last \(captures.count) captures\(search.text.isEmpty ? "" : " hold “\(escaped(search.text))”")\(found.count > search.count ? "; the newest \(search.count) shown" : "").</p>
                <table id="captures">
                <tr><th>#</th><th>Time</th><th>Kind</th><th>Symbology</th><th>Text</th></tr>
                \(rows.joined(separator: "\n"))
                </table>
                <p><a href="\(ConsoleSite.Path.historyCSV.rawValue)\(query)" download>These captures as CSV</a> (text the screen withholds stays withheld)</p>
                </main>
                """)
    }

    /// `text` as a query argument: every byte but letters and digits as %XX.
    static func queryEscaped(_ text: String) -> String {
        var out = ""
        for byte in text.utf8 {
            if (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) {
                out.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                out += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
        }
        return out
    }
}
