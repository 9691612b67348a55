// UploadFile: one uploaded file as it arrives, written piece by piece to a new file in the
// console's upload folder (never held whole in memory), bounded, and removed unless kept.
import Glibc
import SystemCall

/// A file of the upload folder this value owns: `upload-RANDOM.part`, made new (O_EXCL, never
/// through a link), readable by the kiosk's user alone. Removed in `deinit` (a request half sent,
/// refused, or over its bound) unless `keep()` handed it on.
final class UploadFile {
    let path: String
    let limit: Int
    private(set) var size = 0
    private var fd: Int32
    private var kept = false

    /// Why a piece was not written.
    enum Failure: Error, Equatable {
        case tooLarge
        case cannotWrite(String)
    }

    init(folder: String, limit: Int) throws(SystemError) {
        let name = "upload-" + (try RandomBytes.take(8)).map { String($0 >> 4, radix: 16) + String($0 & 15, radix: 16) }.joined() + ".part"
        let path = PathName.join(folder, name)
        fd = try SystemError.check("open", object: path) { open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600) }
        self.path = path
        self.limit = limit
    }

    deinit {
        if fd >= 0 { close(fd) }
        if !kept { unlink(path) }
    }

    /// Appends `bytes`; past `limit` nothing more is written (the file is removed with this value).
    func append(_ bytes: UnsafeRawBufferPointer) throws(Failure) {
        guard fd >= 0 else { throw .cannotWrite("the file is closed") }
        guard size + bytes.count <= limit else { throw .tooLarge }
        do {
            try RegularFile.writeWhole(Array(bytes)[...], to: fd, object: path)
        } catch {
            throw .cannotWrite(error.description)
        }
        size += bytes.count
    }

    /// Closes the file and hands it on: its path is the caller's to remove.
    func keep() -> String {
        if fd >= 0 { close(fd) }
        fd = -1
        kept = true
        return path
    }

    /// Removes what an earlier run left in `folder` (uploads cut off by a restart).
    static func removeLeftovers(in folder: String) {
        guard let names = try? Folder.names(in: folder) else { return }
        for name in names where name.hasPrefix("upload-") && name.hasSuffix(".part") { unlink(PathName.join(folder, name)) }
    }
}
