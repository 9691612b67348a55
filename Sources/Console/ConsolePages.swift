// ConsolePages: the console's HTML pages (sign-in, status): plain HTML, every value escaped, no
// inline script or style (the Content-Security-Policy allows none), readable on a phone.

/// The pages, in English (the kiosk's catalogue holds what its own screen says; the console's
/// words are not translated yet).
enum ConsolePages {
    /// `text` safe inside an element or a quoted attribute.
    static func escaped(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.unicodeScalars.append(character)
            }
        }
        return out
    }

    /// A page; `refresh`: seconds after which the browser asks for it again (no script needed).
    static func page(title: String, body: String, script: String? = nil, refresh: Int? = nil) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(escaped(title))</title>
        \(refresh.map { "<meta http-equiv=\"refresh\" content=\"\($0)\">\n" } ?? "")
        <link rel="stylesheet" href="\(ConsoleSite.Path.stylesheet.rawValue)">
        \(script.map { "<script src=\"\($0)\" defer></script>\n" } ?? "")</head>
        <body>
        \(body)
        </body>
        </html>

        """
    }

    /// The sign-in form; `message` says why the last attempt failed.
    static func signIn(formToken: String, message: String?) -> String {
        page(
            title: "KioskScan console: sign in",
            body: """
                <main class="narrow">
                <h1>KioskScan console</h1>
                \(message.map { "<p class=\"problem\" role=\"alert\">\(escaped($0))</p>" } ?? "")
                <form method="post" action="\(ConsoleSite.Path.signIn.rawValue)">
                <input type="hidden" name="\(ConsoleSite.formTokenField)" value="\(escaped(formToken))">
                <label for="passphrase">Console passphrase</label>
                <input id="passphrase" name="passphrase" type="password" autocomplete="current-password" required autofocus>
                <button type="submit">Sign in</button>
                </form>
                </main>
                """)
    }

    /// The status page: the snapshot's facts, and the sign-out form.
    static func status(_ status: ConsoleStatus, formToken: String) -> String {
        var rows = row("Kiosk", [status.kioskID], id: "kiosk") + row("Version", [status.version], id: "version")
        for fact in status.facts { rows += row(fact.label, fact.lines, id: nil) }
        return page(
            title: "KioskScan \(status.kioskID): status",
            body: """
                \(header("Status", formToken: formToken))
                <main>
                <table id="facts">
                \(rows)</table>
                <p class="note">As of <span id="time">\(escaped(status.time ?? "start"))</span>; refreshed every \(ConsoleAssets.refreshSeconds) s.</p>
                </main>
                """,
            script: ConsoleSite.Path.statusScript.rawValue)
    }

    /// A page's heading, the links to the other pages, and the sign-out form.
    static func header(_ title: String, formToken: String) -> String {
        let links = [
            ("Status", ConsoleSite.Path.status), ("Catalog", ConsoleSite.Path.catalog), ("Slides", ConsoleSite.Path.slides),
            ("History", ConsoleSite.Path.history),
        ].map {
            label, path in
            label == title ? "<strong>\(label)</strong>" : "<a href=\"\(path.rawValue)\">\(label)</a>"
        }
        return """
            <header>
            <h1>\(escaped(title))</h1>
            <nav>\(links.joined(separator: " · "))</nav>
            <form method="post" action="\(ConsoleSite.Path.signOut.rawValue)">
            <input type="hidden" name="\(ConsoleSite.formTokenField)" value="\(escaped(formToken))">
            <button type="submit">Sign out</button>
            </form>
            </header>
            """
    }

    private static func row(_ label: String, _ lines: [String], id: String?) -> String {
        let cells = lines.map(escaped).joined(separator: "<br>")
        return "<tr\(id.map { " id=\"\($0)\"" } ?? "")><th scope=\"row\">\(escaped(label))</th><td>\(cells)</td></tr>\n"
    }
}
