// ConsoleUpload: a multipart form with a file, as the server library's post processor hands it
// over: its small fields kept (FormFields), its file streamed to an UploadFile, and the form
// token checked before a byte of the file is written.

/// One upload while its body arrives. The form's token must come before its file (the console's
/// forms put it first, as browsers send fields in the form's order): a file without the
/// session's token before it is refused at its first byte, and nothing of it is kept.
final class ConsoleUpload {
    /// Why an upload is refused.
    enum Problem: Equatable {
        /// No form token, or another than the session's, before the file.
        case badToken
        case tooLarge(limit: Int)
        /// The small fields were too many or too long (FormFields' bounds).
        case badFields
        case secondFile
        case cannotWrite(String)
    }

    /// The name of the form's file field.
    static let fileField = "file"

    let formToken: String
    let folder: String
    let limit: Int
    private(set) var fields = FormFields()
    private(set) var file: UploadFile?
    /// The file's name as the browser gave it (its last component, printable).
    private(set) var fileName: String?
    /// The file's name exactly as the browser gave it (a slide's name is checked, not cut).
    private(set) var givenFileName: String?
    private(set) var problem: Problem?

    init(formToken: String, folder: String, limit: Int) {
        self.formToken = formToken
        self.folder = folder
        self.limit = limit
    }

    /// A piece of field `name` at `offset` of its value; `fileName` is the browser's name for a
    /// file field (nil for the small fields). False once the upload is refused.
    func add(name: String, fileName: String?, piece: UnsafeRawBufferPointer, offset: UInt64) -> Bool {
        guard problem == nil else { return false }
        guard let fileName, name == Self.fileField else {
            fields.add(name: name, piece: piece, offset: offset)
            if fields.problem != nil { problem = .badFields }
            return problem == nil
        }
        if offset == 0 {
            guard file == nil else { return refuse(.secondFile) }
            guard ConsoleSessions.sameToken(fields[ConsoleSite.formTokenField], formToken) else { return refuse(.badToken) }
            do { file = try UploadFile(folder: folder, limit: limit) } catch { return refuse(.cannotWrite(error.description)) }
            self.fileName = Self.shownName(fileName)
            givenFileName = fileName
        }
        guard let file else { return refuse(.badToken) }
        do { try file.append(piece) } catch {
            switch error {
            case .tooLarge: return refuse(.tooLarge(limit: limit))
            case .cannotWrite(let why): return refuse(.cannotWrite(why))
            }
        }
        return true
    }

    /// The form could not be read (the post processor gave up on it).
    func refuseUnreadable() {
        if problem == nil { _ = refuse(.badFields) }
    }

    private func refuse(_ problem: Problem) -> Bool {
        self.problem = problem
        file = nil  // removes what was written
        return false
    }

    /// The file, closed and handed on (its path is then the caller's to remove); nil when none came.
    func takeFile() -> (path: String, name: String, size: Int)? {
        guard problem == nil, let file else { return nil }
        self.file = nil
        return (file.keep(), fileName ?? "upload", file.size)
    }

    /// A browser's file name shown on a page and written into a catalog: its last component,
    /// controls dropped, at most 100 characters.
    static func shownName(_ name: String) -> String {
        let last = name.split(whereSeparator: { $0 == "/" || $0 == "\\" }).last.map(String.init) ?? ""
        let printable = String(String.UnicodeScalarView(last.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F }.prefix(100)))
        return printable.isEmpty ? "upload" : printable
    }
}
