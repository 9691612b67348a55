// ConsoleHistoryTests: the History page and its CSV over HTTP (libcurl) from the captures the
// kiosk's loop publishes: browsed, searched, exported with withheld text withheld and no cell a
// spreadsheet would evaluate; nothing without a session.
import Console
import Testing

@Suite(.serialized) struct ConsoleHistoryTests {
    static let captures: [ConsoleStatus.Capture] = [
        .init(number: 3, time: "2026-12-07T10:00:03Z", heading: "Milk 1 l · €0.89", symbology: "EAN-8", text: "96385074", withheld: false),
        .init(
            number: 2, time: "2026-12-07T10:00:02Z", heading: "Identity document", symbology: "PDF417",
            text: "Not kept: an identity document's text", withheld: true),
        .init(
            number: 1, time: "2026-12-07T10:00:01Z", heading: "Text", symbology: "QR Code", text: "=HYPERLINK(\"http://x\",\"y\")",
            withheld: false),
    ]

    func console() throws -> ConsoleFixture {
        let console = try ConsoleFixture()
        console.server.publish(ConsoleStatus(kioskID: "shop-7", version: "0.12.0", captures: Self.captures))
        return console
    }

    @Test func browsedSearchedAndExported() throws {
        let console = try console()
        let session = try console.session()
        let page = try console.get("/history", cookies: [session.cookie])
        #expect(page.status == 200)
        #expect(page.body.contains("<p id=\"found\">3 of the last 3 captures.</p>"))
        #expect(
            page.body.contains(
                "<tr><td>2</td><td>2026-12-07T10:00:02Z</td><td>Identity document</td><td>PDF417</td><td><em>Not kept: an identity document&#39;s text</em></td></tr>"
            ))
        #expect(page.body.contains("<td>=HYPERLINK(&quot;http://x&quot;,&quot;y&quot;)</td>"))

        let milk = try console.get("/history?q=MILK+1", cookies: [session.cookie])
        #expect(milk.body.contains("<p id=\"found\">1 of the last 3 captures hold “MILK 1”.</p>"))
        #expect(milk.body.contains("<td>96385074</td>") && !milk.body.contains("<td>PDF417</td>"))
        #expect(milk.body.contains("href=\"/history.csv?q=MILK%201\""))
        let newest = try console.get("/history?n=1", cookies: [session.cookie])
        #expect(newest.body.contains("3 of the last 3 captures; the newest 1 shown.") && !newest.body.contains("<td>PDF417</td>"))

        let csv = try console.get("/history.csv", cookies: [session.cookie])
        #expect(csv.status == 200 && csv.header("content-type") == "text/csv; charset=utf-8")
        #expect(csv.header("content-disposition") == "attachment; filename=\"history.csv\"")
        #expect(
            csv.body
                == "number,time,kind,symbology,text,withheld\r\n" + "3,2026-12-07T10:00:03Z,Milk 1 l · €0.89,EAN-8,96385074,\r\n"
                + "2,2026-12-07T10:00:02Z,Identity document,PDF417,Not kept: an identity document's text,yes\r\n"
                + "1,2026-12-07T10:00:01Z,Text,QR Code,\"'=HYPERLINK(\"\"http://x\"\",\"\"y\"\")\",\r\n")
        let found = try console.get("/history.csv?q=%3Dhyper", cookies: [session.cookie])
        #expect(
            found.body
                == "number,time,kind,symbology,text,withheld\r\n1,2026-12-07T10:00:01Z,Text,QR Code,\"'=HYPERLINK(\"\"http://x\"\",\"\"y\"\")\",\r\n")
        // A malformed escape is no search.
        #expect(try console.get("/history.csv?q=%zz", cookies: [session.cookie]).body.split(separator: "\r\n").count == 4)
    }

    @Test func nothingWithoutASession() throws {
        let console = try console()
        #expect(try console.get("/history?q=milk").header("location") == "/signin")
        let csv = try console.get("/history.csv")
        #expect(csv.status == 401 && !csv.body.contains("96385074"))
    }
}
