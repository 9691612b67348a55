// AttendeeListClear: `kioskscan attendees clear`: the attendee list removed after the show, and
// only an attendee list: what else is at the path (a catalog, a link, any other file) is left as
// it is. It takes the import's lock, so no import writes a new list meanwhile.
import Glibc
import SystemCall

extension AttendeeList {
    /// Why a list was not removed.
    public struct ClearError: Error, Sendable, CustomStringConvertible {
        public let description: String
    }

    /// Removes the attendee list at `path` (the file is unlinked; a kiosk reading it lets it go at
    /// its next lookup). False when there was none.
    public static func clear(path: String) throws(ClearError) -> Bool {
        let target: ImportTarget
        do { target = try ImportTarget(path: path, kind: AttendeeFile.kind, source: nil) } catch {
            throw ClearError(description: "\(error.failure ?? error.description); nothing removed")
        }
        defer { target.release() }
        guard case .file = target.found else { return false }
        do {
            try SystemError.check("unlink", object: ImportError.shown(path)) { unlink(path) }
        } catch { throw ClearError(description: "\(error); nothing removed") }
        do { try ImportTarget.sync(target.folder) } catch {
            throw ClearError(description: "removed, but \(error): a power cut soon could bring the list back")
        }
        return true
    }
}
