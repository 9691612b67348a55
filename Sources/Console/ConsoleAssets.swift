// ConsoleAssets: the console's stylesheet and the status page's script, served as files of their
// own (the Content-Security-Policy allows no inline style or script).

enum ConsoleAssets {
    static let refreshSeconds = 5

    /// Small screens first: one column, large touch targets.
    static let stylesheet = """
        body { font-family: system-ui, sans-serif; margin: 0; padding: 1rem; color: #111; background: #fafafa; line-height: 1.4; }
        main.narrow { max-width: 24rem; margin: 2rem auto; }
        header { display: flex; justify-content: space-between; align-items: center; gap: 1rem; }
        h1 { font-size: 1.4rem; margin: 0 0 1rem; }
        label { display: block; margin: 1rem 0 0.3rem; }
        input[type=password] { width: 100%; box-sizing: border-box; font-size: 1.1rem; padding: 0.6rem; }
        button { font-size: 1rem; padding: 0.6rem 1.2rem; margin-top: 1rem; }
        table { border-collapse: collapse; width: 100%; }
        th, td { text-align: left; vertical-align: top; padding: 0.4rem 0.6rem; border-bottom: 1px solid #ddd; overflow-wrap: anywhere; }
        th { width: 30%; font-weight: 600; }
        .problem { color: #a00; font-weight: 600; }
        .note { color: #555; font-size: 0.9rem; }
        form.inline { display: inline; }
        form.inline button { margin: 0 0 0 0.5rem; padding: 0.2rem 0.6rem; }

        """

    /// Asks `/status.json` every few seconds and writes its facts into the table as text (never
    /// as HTML). A session that has ended sends the page back to sign-in.
    static let statusScript = """
        "use strict";
        (function () {
          function row(label, lines, id) {
            var tr = document.createElement("tr");
            if (id) tr.id = id;
            var th = document.createElement("th");
            th.scope = "row";
            th.textContent = label;
            var td = document.createElement("td");
            lines.forEach(function (line, i) {
              if (i > 0) td.appendChild(document.createElement("br"));
              td.appendChild(document.createTextNode(line));
            });
            tr.appendChild(th);
            tr.appendChild(td);
            return tr;
          }
          function show(status) {
            var table = document.getElementById("facts");
            while (table.firstChild) table.removeChild(table.firstChild);
            table.appendChild(row("Kiosk", [status.kiosk], "kiosk"));
            table.appendChild(row("Version", [status.version], "version"));
            status.facts.forEach(function (fact) { table.appendChild(row(fact.label, fact.lines)); });
            document.getElementById("time").textContent = status.time || "start";
          }
          function refresh() {
            fetch("\(ConsoleSite.Path.statusJSON.rawValue)", { credentials: "same-origin", cache: "no-store" })
              .then(function (answer) {
                if (answer.status === 401) { window.location.assign("\(ConsoleSite.Path.signIn.rawValue)"); return null; }
                return answer.ok ? answer.json() : null;
              })
              .then(function (status) { if (status) show(status); })
              .catch(function () {});
          }
          window.setInterval(refresh, \(refreshSeconds * 1000));
        })();

        """
}
