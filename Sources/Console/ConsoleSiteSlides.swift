// ConsoleSiteSlides: the console's slides page: the attract screen's slides listed, one uploaded
// (its name checked, decoded by the kiosk before it is kept, then put in the folder by one
// rename), one deleted. The kiosk reads the folder at each round of slides: no restart.
import Glibc
import SystemCall

extension ConsoleSite {
    func slidesPage(formToken: String) -> ConsoleResponse {
        guard let slides = settings.slides else { return .html(200, ConsoleSlidesPage.none()) }
        let report = slideReport.withLock { report in
            defer { report = nil }
            return report
        }
        return .html(
            200, ConsoleSlidesPage.page(names: Self.slideNames(slides.folder), report: report, formToken: formToken, limit: settings.slideLimit))
    }

    /// The slides in the folder, in the order the kiosk shows them (name order).
    static func slideNames(_ folder: String) -> [String] {
        ((try? Folder.names(in: folder)) ?? []).filter(ConsoleSlides.isName).sorted()
    }

    /// An uploaded slide: its name checked, the file decoded (by the kiosk's check), then copied
    /// beside the slides as a hidden file and renamed into place (the kiosk never sees half of it).
    func answerSlideUpload(_ request: ConsoleRequest, _ upload: ConsoleUpload) -> ConsoleResponse {
        guard let slides = settings.slides else { return .text(409, "This kiosk has no slides folder.") }
        let name = upload.givenFileName ?? ""
        guard let file = upload.takeFile() else { return .text(400, "No picture was chosen (or it was empty).") }
        defer { unlink(file.path) }
        guard ConsoleSlides.isName(name) else {
            return .text(
                400,
                "A slide's name is letters, digits, '.', '_', '-' and spaces, ending in .png, .jpg, .jpeg or .webp (no folder, no leading dot).")
        }
        if let why = slides.check(file.path, name) { return .text(415, "\(name) is not a picture the kiosk shows: \(why)") }
        let existed = access(PathName.join(slides.folder, name), F_OK) == 0
        do { try Self.install(file.path, as: name, in: slides.folder) } catch {
            return .text(507, "\(name) could not be put with the slides: \(error)")
        }
        let what = existed ? "slide replaced" : "slide added"
        record(ConsoleChange(what: what, detail: name, from: request.client, time: Double(time(nil))))
        note("console: \(what)\(Self.from(request)): \(name) (\(file.size) bytes)")
        slideReport.withLock { $0 = "\(name): \(existed ? "replaced" : "added"); the attract screen shows it from its next round." }
        return .seeOther(Path.slides.rawValue)
    }

    /// Deletes the slide `name` (one of the folder's slides, by its exact name).
    func deleteSlide(_ request: ConsoleRequest, name: String) -> ConsoleResponse {
        guard let slides = settings.slides else { return .text(409, "This kiosk has no slides folder.") }
        guard ConsoleSlides.isName(name), Self.slideNames(slides.folder).contains(name) else {
            return .text(404, "There is no such slide.")
        }
        let path = PathName.join(slides.folder, name)
        guard unlink(path) == 0 else { return .text(500, "\(name) could not be deleted: \(SystemError("unlink", object: path))") }
        record(ConsoleChange(what: "slide deleted", detail: name, from: request.client, time: Double(time(nil))))
        note("console: slide deleted\(Self.from(request)): \(name)")
        slideReport.withLock { $0 = "\(name): deleted." }
        return .seeOther(Path.slides.rawValue)
    }

    /// Copies `source` to `.NAME.console-upload` in `folder` (synced), then renames it to `name`.
    static func install(_ source: String, as name: String, in folder: String) throws(SystemError) {
        let temporary = PathName.join(folder, ".\(name).console-upload")
        let input = try SystemError.check("open", object: source) { open(source, O_RDONLY | O_CLOEXEC) }
        defer { close(input) }
        unlink(temporary)
        let output = try SystemError.check("open", object: temporary) {
            open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        }
        var done = false
        defer {
            close(output)
            if !done { unlink(temporary) }
        }
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = try SystemError.check("read", object: source) { Int32(truncatingIfNeeded: read(input, &buffer, buffer.count)) }
            if count == 0 { break }
            try RegularFile.writeWhole(buffer[0..<Int(count)], to: output, object: temporary)
        }
        _ = try SystemError.check("fsync", object: temporary) { fsync(output) }
        _ = try SystemError.check("rename", object: temporary) { rename(temporary, PathName.join(folder, name)) }
        done = true
    }
}
