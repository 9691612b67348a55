// ConsoleCatalogPage: the catalog page's HTML: what the catalog holds, the import under way or
// its report (every wrong row with its line and reason), the upload form and the download link.

enum ConsoleCatalogPage {
    /// Seconds between the page's own reloads while an import is under way.
    static let refreshSeconds = 2

    static func page(about: String, job: CatalogImportJob.State, formToken: String, limit: Int) -> String {
        let escaped = ConsolePages.escaped
        var report = ""
        switch job {
        case .idle: break
        case .running(let name):
            report = "<p id=\"import\" role=\"status\">Importing \(escaped(name))… this page reloads until it is done.</p>\n"
        case .finished(let result):
            let problems = result.problems.map { "<li>\(escaped($0))</li>" }.joined(separator: "\n")
            report = """
                <section id="import" role="status">
                <h2>Last import</h2>
                <p class="\(result.replaced ? "done" : "problem")">\(escaped(result.summary))</p>
                \(problems.isEmpty ? "" : "<ul id=\"problems\">\n\(problems)\n</ul>")
                </section>

                """
        }
        let running: Bool = if case .running = job { true } else { false }
        return ConsolePages.page(
            title: "KioskScan: catalog",
            body: """
                \(ConsolePages.header("Catalog", formToken: formToken))
                <main>
                <p id="about">\(escaped(about))</p>
                \(report)<h2>Replace the catalog</h2>
                <p class="note">The shop's CSV export (a header row naming code, name and price; at most \(ConsoleSite.megabytes(limit))). It is imported all or nothing: if any row is wrong, every wrong row is listed here and the kiosk keeps its catalog. The kiosk reads the new one at its next lookup.</p>
                <form method="post" action="\(ConsoleSite.Path.catalog.rawValue)" enctype="multipart/form-data">
                <input type="hidden" name="\(ConsoleSite.formTokenField)" value="\(escaped(formToken))">
                <label for="file">CSV file</label>
                <input id="file" name="\(ConsoleUpload.fileField)" type="file" accept=".csv,text/csv" required>
                <label><input name="allow_shrink" type="checkbox" value="yes"> Take it even with fewer than half the products of the catalog in use</label>
                <button type="submit"\(running ? " disabled" : "")>Import</button>
                </form>
                <h2>Download</h2>
                <p><a href="\(ConsoleSite.Path.catalogCSV.rawValue)" download>The catalog in use, as CSV</a> (cells a spreadsheet would take for a formula start with ')</p>
                </main>
                """,
            refresh: running ? refreshSeconds : nil)
    }

    /// The page of a kiosk without a catalog.
    static func none() -> String {
        ConsolePages.page(
            title: "KioskScan: catalog",
            body: """
                <main>
                <h1>Catalog</h1>
                <p id="about">This kiosk has no catalog: set catalog = PATH (and currency = CODE) in its config file, then restart it.</p>
                <p><a href="\(ConsoleSite.Path.status.rawValue)">Status</a></p>
                </main>
                """)
    }
}
