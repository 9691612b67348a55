// ConsoleCatalogTests: the catalog page of a real console over HTTP (libcurl): a CSV export
// uploaded, imported by the real import into a real catalog that a kiosk's reader switches to at
// its next lookup, the report of one with wrong rows (the old catalog kept), the download; and
// every refusal (no session, a bad form token, too large, half sent, another type or Origin).
import Catalog
import Console
import Content
import Glibc
import Kiosk
import SystemCall
import TestSupport
import Testing

@Suite(.serialized) struct ConsoleCatalogTests {
    let folder = TemporaryFolder.make("console-catalog")
    var catalogPath: String { folder + "/catalog.db" }
    var uploads: String { folder + "/console-uploads" }
    let euro = ISO4217Currency(code: "EUR")!

    static let oldCSV = "code,name,price\n4006381333931,Stabilo pen,1.99\n96385074,Milk 1 l,0.89\n"
    static let newCSV = "code,name,price,brand\n4006381333931,Stabilo pen,2.49,Stabilo\n96385074,\"-50% Milk, 1 l\",0.89,\n12345,=cmd,3.00,@evil\n"

    /// A console whose catalog holds the old export's two products.
    func console(catalogLimit: Int = 200_000_000) throws -> ConsoleFixture {
        let csv = folder + "/old.csv"
        try RegularFile.write(Array(Self.oldCSV.utf8), to: csv)
        _ = try CatalogImport.run(csvPath: csv, catalogPath: catalogPath, currency: euro, importedAt: "2026-12-07T10:00:00Z")
        return try ConsoleFixture(
            catalog: ConsoleCatalogDesk.make(path: catalogPath, currency: euro), uploads: uploads, catalogLimit: catalogLimit)
    }

    func price(_ catalog: Catalog, _ code: String) -> String? {
        if case .found(let product) = catalog.lookup(code) { return product.price.decimalText }
        return nil
    }

    /// Which file is at `path` (its inode and modification time): an import renames a new one in.
    func fileIdentity(_ path: String) -> String {
        var status = stat()
        guard stat(path, &status) == 0 else { return "none" }
        return "\(status.st_ino) \(status.st_mtim.tv_sec).\(status.st_mtim.tv_nsec)"
    }

    func leftInUploads() throws -> [String] { try Folder.names(in: uploads) }

    @Test func anUploadReplacesTheCatalogAtTheKiosksNextLookup() throws {
        let console = try console()
        let kiosk = Catalog(path: catalogPath) { _ in }
        #expect(price(kiosk, "4006381333931") == "1.99")
        let session = try console.session()
        let before = try console.get("/catalog", cookies: [session.cookie])
        #expect(before.status == 200)
        #expect(before.body.contains("<p id=\"about\">2 products in EUR, imported 2026-12-07T10:00:00Z from old.csv</p>"))

        let answer = try console.post(
            "/catalog", multipart: .upload(token: session.formToken, fileName: "shop.csv", Self.newCSV), cookies: [session.cookie])
        #expect(answer.status == 303 && answer.header("location") == "/catalog")
        let page = try console.catalogPageAfterImport(cookie: session.cookie)
        #expect(page.body.contains("<p class=\"done\">shop.csv: 3 products in EUR imported; the kiosk reads them at its next lookup</p>"))
        #expect(page.body.contains("<p id=\"about\">3 products in EUR, imported "))
        #expect(page.body.contains(" from shop.csv</p>"))
        #expect(!page.body.contains("id=\"problems\""))
        // The kiosk's reader, open on the old file, switches at its next lookup.
        #expect(price(kiosk, "4006381333931") == "2.49")
        #expect(price(kiosk, "12345") == "3.00")
        #expect(try leftInUploads() == [])
        let notes = console.server.site.takeNotes()
        #expect(notes.contains("console: importing shop.csv (\(Self.newCSV.utf8.count) bytes) from 127.0.0.1"))
        #expect(
            notes.contains("console: catalog replaced from 127.0.0.1: shop.csv: 3 products in EUR imported; the kiosk reads them at its next lookup"))

        // Downloaded: the columns an import reads, every cell a spreadsheet would evaluate quoted.
        let download = try console.get("/catalog.csv", cookies: [session.cookie])
        #expect(download.status == 200)
        #expect(download.header("content-type") == "text/csv; charset=utf-8")
        #expect(download.header("content-disposition") == "attachment; filename=\"catalog.csv\"")
        #expect(
            download.body
                == "code,name,price,promo_price,promo_from,promo_until,unit,unit_price_base,image,min_age,brand\r\n"
                + "4006381333931,Stabilo pen,2.49,,,,,,,,Stabilo\r\n" + "96385074,\"'-50% Milk, 1 l\",0.89,,,,,,,,\r\n"
                + "12345,'=cmd,3.00,,,,,,,,'@evil\r\n")
    }

    @Test func aFileWithWrongRowsLeavesTheCatalogAndNamesEveryOne() throws {
        let console = try console()
        let kiosk = Catalog(path: catalogPath) { _ in }
        #expect(price(kiosk, "96385074") == "0.89")
        let identity = fileIdentity(catalogPath)
        let session = try console.session()
        let bad = "code,name,price\n4006381333931,Pen,2.49\n96385074,Milk\n4006381333931,Pen again,1.00\n12,Gum,one euro\n"
        let answer = try console.post("/catalog", multipart: .upload(token: session.formToken, fileName: "bad.csv", bad), cookies: [session.cookie])
        #expect(answer.status == 303)
        let page = try console.catalogPageAfterImport(cookie: session.cookie)
        #expect(page.body.contains("<p class=\"problem\">bad.csv: 3 wrong rows, nothing imported, the catalog is unchanged</p>"))
        #expect(page.body.contains("<li>line 3: 2 fields where the header has 3</li>"))
        #expect(page.body.contains("<li>line 4: code 4006381333931 is already on line 2</li>"))
        #expect(page.body.contains("<li>line 5: price: "))
        #expect(page.body.contains("<p id=\"about\">2 products in EUR, imported 2026-12-07T10:00:00Z from old.csv</p>"))
        #expect(fileIdentity(catalogPath) == identity)
        #expect(price(kiosk, "4006381333931") == "1.99")
        #expect(try leftInUploads() == [])
        #expect(console.server.site.takeNotes().contains { $0.hasPrefix("console: catalog import refused from 127.0.0.1: bad.csv: 3 wrong rows") })
    }

    @Test func noSessionNoUploadNoPageNoDownload() throws {
        let console = try console()
        let upload = MultipartForm.upload(token: String(repeating: "0", count: 64), fileName: "shop.csv", Self.newCSV)
        let made = "kioskscan-session=" + String(repeating: "ab", count: 32)
        let refused = try console.post("/catalog", multipart: upload, cookies: [made])
        #expect(refused.status == 403 && refused.body == "Not signed in.\n")
        #expect(try console.get("/catalog").header("location") == "/signin")
        let download = try console.get("/catalog.csv", cookies: [made])
        #expect(download.status == 401 && !download.body.contains("Stabilo"))
        #expect(try leftInUploads() == [])
        #expect(console.server.site.takeNotes().allSatisfy { !$0.contains("importing") })
    }

    @Test func aBadFormTokenIsRefusedBeforeAByteIsKept() throws {
        let console = try console()
        let identity = fileIdentity(catalogPath)
        let session = try console.session()
        let wrong = try console.post(
            "/catalog", multipart: .upload(token: String(repeating: "0", count: 64), fileName: "shop.csv", Self.newCSV), cookies: [session.cookie])
        #expect(wrong.status == 403 && wrong.body.hasPrefix("The form has expired"))
        // The right token, but after the file: the file is not written.
        var late = MultipartForm()
        late.file("file", fileName: "shop.csv", Array(Self.newCSV.utf8))
        late.field("token", session.formToken)
        #expect(try console.post("/catalog", multipart: late, cookies: [session.cookie]).status == 403)
        // Another site's page, and a plain form.
        let foreign = try console.post(
            "/catalog", multipart: .upload(token: session.formToken, fileName: "shop.csv", Self.newCSV), cookies: [session.cookie],
            origin: "http://attacker.example")
        #expect(foreign.status == 403)
        let plain = try console.post("/catalog", form: [("token", session.formToken)], cookies: [session.cookie])
        #expect(plain.status == 415)
        #expect(try leftInUploads() == [])
        #expect(fileIdentity(catalogPath) == identity)
        #expect(try console.get("/catalog", cookies: [session.cookie]).body.contains("Last import") == false)
    }

    @Test func anUploadOverItsBoundIsRefused() throws {
        let console = try console(catalogLimit: 1000)
        let identity = fileIdentity(catalogPath)
        let session = try console.session()
        // Said too long by its Content-Length: refused before the body.
        let huge = String(repeating: "4006381333931,Pen,1.00\n", count: 1000)
        let early = try console.post("/catalog", multipart: .upload(token: session.formToken, fileName: "big.csv", huge), cookies: [session.cookie])
        #expect(early.status == 413 && early.body == "A catalog file of at most 1000 bytes is taken.\n")
        // Within the form's length, but its file over the bound: refused as it is written.
        let over = "code,name,price\n" + String(repeating: "4006381333931,Pen,1.00\n", count: 60)
        let late = try console.post("/catalog", multipart: .upload(token: session.formToken, fileName: "big.csv", over), cookies: [session.cookie])
        #expect(late.status == 413 && late.body == "A file of at most 1000 bytes is taken.\n")
        #expect(try leftInUploads() == [])
        #expect(fileIdentity(catalogPath) == identity)
    }

    @Test func aHalfSentUploadLeavesNothing() throws {
        let console = try console()
        let identity = fileIdentity(catalogPath)
        let session = try console.session()
        let form = MultipartForm.upload(token: session.formToken, fileName: "shop.csv", Self.newCSV + String(repeating: "x", count: 40_000))
        let body = form.body
        let connection = try RawConnection(port: console.port)
        connection.send(
            "POST /catalog HTTP/1.1\r\nHost: 127.0.0.1:\(console.port)\r\nOrigin: \(console.origin)\r\nCookie: \(session.cookie)\r\n"
                + "\(form.contentType)\r\nContent-Length: \(body.count)\r\n\r\n")
        connection.send(String(decoding: body.prefix(30_000), as: UTF8.self))
        // What arrived is on disk, not in memory: a file in the upload folder.
        var written: [String] = []
        for _ in 0..<50 where written.isEmpty {
            written = try leftInUploads()
            if written.isEmpty { usleep(100_000) }
        }
        #expect(written.count == 1 && written[0].hasPrefix("upload-") && written[0].hasSuffix(".part"))
        shutdown(connection.fd, Int32(SHUT_RDWR))
        var left = written
        for _ in 0..<50 where !left.isEmpty {
            usleep(100_000)
            left = try leftInUploads()
        }
        #expect(left == [])
        #expect(fileIdentity(catalogPath) == identity)
        // The console serves on.
        #expect(try console.get("/catalog", cookies: [session.cookie]).body.contains("2 products in EUR"))
    }

    @Test func aKioskWithoutACatalogSaysSo() throws {
        let console = try ConsoleFixture(uploads: uploads)
        let session = try console.session()
        let page = try console.get("/catalog", cookies: [session.cookie])
        #expect(page.status == 200 && page.body.contains("This kiosk has no catalog"))
        let upload = try console.post(
            "/catalog", multipart: .upload(token: session.formToken, fileName: "shop.csv", Self.newCSV), cookies: [session.cookie])
        #expect(upload.status == 409)
        #expect(try console.get("/catalog.csv", cookies: [session.cookie]).status == 404)
    }
}
