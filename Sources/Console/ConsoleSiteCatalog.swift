// ConsoleSiteCatalog: the console's catalog page: the upload of a CSV export (checked before its
// body is read, streamed to a file, imported on a thread of its own), its report, and the
// download of the catalog in use.
import Glibc
import SystemCall

extension ConsoleSite {
    /// Bytes of a multipart form around its file (boundaries, part headers, the token).
    static let multipartSlack = 16 * 1024

    /// The checks of an upload's headers: a session (no body is read without one), somewhere
    /// to put it (a catalog, a slides folder) and an upload folder, no import under way, the
    /// form's type, its length.
    func uploadRefusal(before request: ConsoleRequest, type: String?) -> ConsoleResponse? {
        guard session(request, used: false) != nil else { return .text(403, "Not signed in.") }
        let slides = request.path == Path.slides.rawValue
        if slides {
            guard settings.slides != nil, settings.uploads != nil else {
                return .text(409, "This kiosk has no slides folder (attract.folder = DIR in its config file).")
            }
        } else {
            guard settings.catalog != nil, settings.uploads != nil else {
                return .text(409, "This kiosk has no catalog to replace (catalog = PATH in its config file).")
            }
            guard !catalogImport.isRunning else { return .text(409, "An import is under way: wait for its report, then try again.") }
        }
        guard type == "multipart/form-data" else { return .text(415, "A file is taken as multipart/form-data only.") }
        let limit = uploadLimit(request.path)
        if let length = request.contentLength, length > limit + Self.multipartSlack {
            return .text(413, "A \(slides ? "slide" : "catalog file") of at most \(Self.megabytes(limit)) is taken.")
        }
        return nil
    }

    /// The largest file an upload to `path` may carry.
    func uploadLimit(_ path: String) -> Int { path == Path.slides.rawValue ? settings.slideLimit : settings.catalogLimit }

    /// The most bytes an upload's body to `path` may have in all.
    func uploadBodyLimit(_ path: String) -> Int { uploadLimit(path) + Self.multipartSlack }

    /// An upload to receive, once `uploadRefusal` let its headers through; or why not.
    func beginUpload(_ request: ConsoleRequest) -> Result<ConsoleUpload, ConsoleResponseError> {
        guard let session = session(request, used: true) else { return .failure(.init(.text(403, "Not signed in."))) }
        guard let folder = settings.uploads else { return .failure(.init(.text(409, "Nothing can be uploaded to this kiosk."))) }
        return .success(ConsoleUpload(formToken: session.formToken, folder: folder, limit: uploadLimit(request.path)))
    }

    /// The answer to an upload refused while it arrived.
    func refusal(of problem: ConsoleUpload.Problem) -> ConsoleResponse {
        switch problem {
        case .badToken: .text(403, "The form has expired or did not come from this console: reload the page.")
        case .tooLarge(let limit): .text(413, "A file of at most \(Self.megabytes(limit)) is taken.")
        case .badFields: .text(400, "The form could not be read (too many or too long fields).")
        case .secondFile: .text(400, "One file at a time.")
        case .cannotWrite(let why): .text(507, "The upload could not be stored: \(why)")
        }
    }

    /// The whole upload is in: its import starts on its own thread, and the browser is sent to
    /// the catalog page, which shows it under way, then its report.
    func answerUpload(_ request: ConsoleRequest, _ upload: ConsoleUpload) -> ConsoleResponse {
        if let problem = upload.problem { return refusal(of: problem) }
        guard ConsoleSessions.sameToken(upload.fields[Self.formTokenField], upload.formToken) else { return refusal(of: .badToken) }
        if request.path == Path.slides.rawValue { return answerSlideUpload(request, upload) }
        guard let catalog = settings.catalog else { return .text(409, "This kiosk has no catalog to replace.") }
        guard let file = upload.takeFile() else { return .text(400, "No file was chosen (or it was empty): choose the shop's CSV export.") }
        guard file.size > 0 else {
            unlink(file.path)
            return .text(400, "The file is empty: choose the shop's CSV export.")
        }
        let from = Self.from(request)
        let started = catalogImport.start(path: file.path, name: file.name, allowShrink: upload.fields["allow_shrink"] == "yes", catalog: catalog) {
            [self] report in
            note("console: \(report.replaced ? "catalog replaced" : "catalog import refused")\(from): \(report.summary)")
            if report.replaced {
                record(ConsoleChange(what: "catalog replaced", detail: report.summary, from: request.client, time: Double(time(nil))))
            }
        }
        guard started else {
            unlink(file.path)
            return .text(409, "An import is under way: wait for its report, then try again.")
        }
        note("console: importing \(file.name) (\(file.size) bytes)\(from)")
        return .seeOther(Path.catalog.rawValue)
    }

    /// The catalog page: what the catalog holds, the import under way or last done, the forms.
    func catalogPage(formToken: String) -> ConsoleResponse {
        guard let catalog = settings.catalog else { return .html(200, ConsoleCatalogPage.none()) }
        return .html(
            200, ConsoleCatalogPage.page(about: catalog.about(), job: catalogImport.current, formToken: formToken, limit: settings.catalogLimit))
    }

    /// The catalog in use as CSV, written to a file no other process can open (unlinked at once)
    /// and served from it: never whole in memory.
    func catalogDownload() -> ConsoleResponse {
        guard let catalog = settings.catalog, let folder = settings.uploads else { return .text(404, "This kiosk has no catalog.") }
        let path = PathName.join(folder, "download-\(getpid())-\(UInt64(settings.now() * 1000)).part")
        let fd = open(path, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return .text(507, "The catalog could not be written out: \(SystemError("open", object: path))") }
        unlink(path)
        do {
            try catalog.exportCSV(fd)
        } catch {
            close(fd)
            return .text(503, "The catalog could not be written out: \(error)")
        }
        var status = stat()
        guard fstat(fd, &status) == 0, lseek(fd, 0, SEEK_SET) == 0 else {
            close(fd)
            return .text(500, "The catalog could not be written out: \(SystemError("fstat", object: path))")
        }
        var answer = ConsoleResponse(
            status: 200, contentType: "text/csv; charset=utf-8", body: [],
            headers: [.init("Content-Disposition", "attachment; filename=\"catalog.csv\"")])
        answer.file = .init(fd: fd, size: UInt64(status.st_size))
        return answer
    }

    static func megabytes(_ bytes: Int) -> String { bytes % 1_000_000 == 0 ? "\(bytes / 1_000_000) MB" : "\(bytes) bytes" }
}

/// A refusal as an error, for a `Result`.
struct ConsoleResponseError: Error {
    let response: ConsoleResponse
    init(_ response: ConsoleResponse) { self.response = response }
}
