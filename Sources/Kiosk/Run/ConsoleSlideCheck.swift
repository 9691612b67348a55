// ConsoleSlideCheck: whether a file uploaded to the console is a slide the attract screen can
// show: a PNG, JPEG or WebP picture, of the kind its name says, that decodes whole (within the
// kiosk's bound on a picture's pixels) with the same readers the slides are shown with.
import Capture
import Console
import SystemCall

public enum ConsoleSlideCheck {
    /// The slides of `folder` as the console reaches them.
    public static func slides(folder: String) -> ConsoleSlides {
        ConsoleSlides(folder: folder) { path, name in problem(path, name: name) }
    }

    /// Nil when the file at `path` is a picture of the kind `name`'s extension says that
    /// decodes; else why not.
    static func problem(_ path: String, name: String) -> String? {
        let expected: ImageFile.Kind
        switch PathName.fileExtension(name).lowercased() {
        case "png": expected = .png
        case "jpg", "jpeg": expected = .jpeg
        case "webp": expected = .webp
        default: return "its name does not end in .png, .jpg, .jpeg or .webp"
        }
        let head: [UInt8]
        do { head = Array(try RegularFile.read(path: path, limit: ImageFile.maxFileBytes).prefix(16)) } catch { return error.reason }
        guard let kind = ImageFile.kind(of: head) else { return "it is not a PNG, JPEG or WebP picture" }
        guard kind == expected else { return "it is a \(kind.rawValue) picture named as a \(expected.rawValue) one" }
        do { _ = try ImageFile.load(path: path) } catch { return error.reason }
        return nil
    }
}
