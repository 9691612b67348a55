// LocaleFolder: where the kiosk reads its translations when the settings do not say: share/locale
// beside the program's folder (/usr/bin/kioskscan → /usr/share/locale; a build tree's
// .build/…/release/kioskscan → .build/…/share/locale, where scripts/build-translations writes).
import Glibc
import SystemCall

public enum LocaleFolder {
    /// `setting` when given, else share/locale beside the running program's folder.
    public static func path(setting: String?) -> String {
        if let setting { return setting }
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0 else { return "/usr/share/locale" }
        let program = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return PathName.join(PathName.folder(of: PathName.folder(of: program)), "share/locale")
    }
}
