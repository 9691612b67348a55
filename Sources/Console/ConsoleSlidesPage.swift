// ConsoleSlidesPage: the slides page's HTML: the attract screen's slides in the order shown, a
// delete form for each, the upload form.

enum ConsoleSlidesPage {
    static func page(names: [String], report: String?, formToken: String, limit: Int) -> String {
        let escaped = ConsolePages.escaped
        let token = "<input type=\"hidden\" name=\"\(ConsoleSite.formTokenField)\" value=\"\(escaped(formToken))\">"
        let rows = names.map { name in
            """
            <li>\(escaped(name)) <form class="inline" method="post" action="\(ConsoleSite.Path.slideDelete.rawValue)">\(token)<input type="hidden" name="name" value="\(escaped(name))"><button type="submit">Delete</button></form></li>
            """
        }
        return ConsolePages.page(
            title: "KioskScan: slides",
            body: """
                \(ConsolePages.header("Slides", formToken: formToken))
                <main>
                \(report.map { "<p id=\"report\" role=\"status\">\(escaped($0))</p>\n" } ?? "")<p id="count">\(names.count) slide\(names.count == 1 ? "" : "s"), shown in this order:</p>
                <ol id="slides">
                \(rows.joined(separator: "\n"))
                </ol>
                <h2>Add a slide</h2>
                <p class="note">A PNG, JPEG or WebP picture of at most \(ConsoleSite.megabytes(limit)), named with letters, digits, '.', '_', '-' and spaces; one of the same name is replaced. It is decoded before it is kept.</p>
                <form method="post" action="\(ConsoleSite.Path.slides.rawValue)" enctype="multipart/form-data">
                \(token)
                <label for="file">Picture</label>
                <input id="file" name="\(ConsoleUpload.fileField)" type="file" accept=".png,.jpg,.jpeg,.webp,image/png,image/jpeg,image/webp" required>
                <button type="submit">Add</button>
                </form>
                </main>
                """)
    }

    static func none() -> String {
        ConsolePages.page(
            title: "KioskScan: slides",
            body: """
                <main>
                <h1>Slides</h1>
                <p id="count">This kiosk has no slides folder: set attract.folder = DIR in its config file, then restart it.</p>
                <p><a href="\(ConsoleSite.Path.status.rawValue)">Status</a></p>
                </main>
                """)
    }
}
