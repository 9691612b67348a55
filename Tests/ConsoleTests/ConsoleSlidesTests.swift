// ConsoleSlidesTests: the slides page of a real console over HTTP (libcurl): slides listed, one
// uploaded (decoded by the kiosk's readers before it is kept), one deleted; and the refusals: a
// file that is no picture or not the kind its name says, a picture cut short, a name with a
// folder in it, a slide too large, no session, a bad form token.
import Console
import Glibc
import Kiosk
import SystemCall
import TestSupport
import Testing

@Suite(.serialized) struct ConsoleSlidesTests {
    let folder = TemporaryFolder.make("console-slides")
    var slides: String { folder + "/slides" }
    var uploads: String { folder + "/console-uploads" }
    let png = (try? RegularFile.read(path: TestData.blackboxImage("code39-2/2.png"), limit: 1 << 20)) ?? []
    let jpeg = (try? RegularFile.read(path: TestData.blackboxImage("qrcode-2/estimate-tilt.jpg"), limit: 1 << 20)) ?? []

    func console(slideLimit: Int = 20_000_000) throws -> ConsoleFixture {
        try Folder.create(slides)
        try RegularFile.write(png, to: slides + "/a-first.png")
        return try ConsoleFixture(uploads: uploads, slides: ConsoleSlideCheck.slides(folder: slides), slideLimit: slideLimit)
    }

    func upload(
        _ console: ConsoleFixture, _ session: (cookie: String, formToken: String), _ name: String, _ bytes: [UInt8]
    ) throws
        -> CurlRequest.Answer
    {
        var form = MultipartForm()
        form.field("token", session.formToken)
        form.file("file", fileName: name, bytes)
        return try console.post("/slides", multipart: form, cookies: [session.cookie])
    }

    func names() throws -> [String] { try Folder.names(in: slides).sorted() }

    @Test func listedUploadedAndDeleted() throws {
        let console = try console()
        let session = try console.session()
        let page = try console.get("/slides", cookies: [session.cookie])
        #expect(
            page.status == 200 && page.body.contains("<p id=\"count\">1 slide, shown in this order:</p>") && page.body.contains("<li>a-first.png "))

        let added = try upload(console, session, "b second.jpg", jpeg)
        #expect(added.status == 303 && added.header("location") == "/slides")
        #expect(try names() == ["a-first.png", "b second.jpg"])
        #expect(try RegularFile.read(path: slides + "/b second.jpg", limit: 1 << 20) == jpeg)
        let after = try console.get("/slides", cookies: [session.cookie])
        #expect(after.body.contains("<p id=\"report\" role=\"status\">b second.jpg: added; the attract screen shows it from its next round.</p>"))
        #expect(after.body.contains("<p id=\"count\">2 slides, shown in this order:</p>"))
        #expect(try Folder.names(in: uploads) == [])

        let deleted = try console.post("/slides/delete", form: [("token", session.formToken), ("name", "a-first.png")], cookies: [session.cookie])
        #expect(deleted.status == 303)
        #expect(try names() == ["b second.jpg"])
        let changes = console.server.site.takeChanges()
        #expect(changes.map(\.what) == ["slide added", "slide deleted"] && changes.map(\.detail) == ["b second.jpg", "a-first.png"])
        #expect(changes.allSatisfy { $0.from == "127.0.0.1" })
    }

    @Test func onlyPicturesOfTheKindTheirNameSays() throws {
        let console = try console()
        let session = try console.session()
        let named = try upload(console, session, "x.jpg", png)
        #expect(named.status == 415 && named.body == "x.jpg is not a picture the kiosk shows: it is a PNG picture named as a JPEG one\n")
        let text = try upload(console, session, "c.png", Array("hello, not a picture".utf8))
        #expect(text.status == 415 && text.body == "c.png is not a picture the kiosk shows: it is not a PNG, JPEG or WebP picture\n")
        let cut = try upload(console, session, "d.png", Array(png.prefix(png.count / 2)))
        #expect(cut.status == 415 && cut.body.hasPrefix("d.png is not a picture the kiosk shows: "))
        #expect(try names() == ["a-first.png"])
        #expect(try Folder.names(in: uploads) == [])
        #expect(console.server.site.takeChanges() == [])
    }

    @Test func noFolderInAName() throws {
        let console = try console()
        let session = try console.session()
        for name in ["../evil.png", "..\\evil.png", ".hidden.png", "/tmp/evil.png", "a/b.png", "evil.svg", "evil"] {
            let answer = try upload(console, session, name, png)
            #expect(answer.status == 400, "\(name)")
            #expect(answer.body.hasPrefix("A slide's name is letters, digits"), "\(name)")
        }
        // A NUL in the name: the part is no file part the library reads.
        #expect(try upload(console, session, "evil.png\u{0}.txt", png).status == 400)
        #expect(try names() == ["a-first.png"])
        #expect(access(folder + "/evil.png", F_OK) != 0 && access("/tmp/evil.png", F_OK) != 0)
        // Deleting outside the folder, or what is not a slide: not found.
        try RegularFile.write(Array("keep".utf8), to: folder + "/catalog.db")
        for name in ["../catalog.db", "../console-slides/catalog.db", "missing.png", "..", ""] {
            let answer = try console.post("/slides/delete", form: [("token", session.formToken), ("name", name)], cookies: [session.cookie])
            #expect(answer.status == 404, "\(name)")
        }
        #expect(access(folder + "/catalog.db", F_OK) == 0)
        #expect(try names() == ["a-first.png"])
    }

    @Test func refusedWithoutASessionOrItsToken() throws {
        let console = try console()
        let made = "kioskscan-session=" + String(repeating: "ab", count: 32)
        var form = MultipartForm()
        form.field("token", String(repeating: "0", count: 64))
        form.file("file", fileName: "b.jpg", jpeg)
        #expect(try console.post("/slides", multipart: form, cookies: [made]).status == 403)
        #expect(try console.get("/slides").header("location") == "/signin")
        let session = try console.session()
        #expect(try console.post("/slides", multipart: form, cookies: [session.cookie]).status == 403)
        let delete = try console.post(
            "/slides/delete", form: [("token", String(repeating: "0", count: 64)), ("name", "a-first.png")], cookies: [session.cookie])
        #expect(delete.status == 403)
        #expect(try console.post("/slides/delete", form: [("name", "a-first.png")], cookies: [made]).status == 403)
        #expect(try names() == ["a-first.png"])
        #expect(try Folder.names(in: uploads) == [])
    }

    @Test func aSlideOverItsBoundIsRefused() throws {
        let console = try console(slideLimit: 1000)
        let session = try console.session()
        let answer = try upload(console, session, "big.jpg", Array(jpeg.prefix(5000)))
        #expect(answer.status == 413 && answer.body == "A file of at most 1000 bytes is taken.\n")
        #expect(try names() == ["a-first.png"])
        #expect(try Folder.names(in: uploads) == [])
    }
}
