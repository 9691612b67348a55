// Folder: making a folder and the folders above it (mkdir -p), and listing one, with the reason
// when either fails.
import Glibc

public enum Folder {
    /// Makes the folder `path` and any folder above it that is missing (0755, as `mkdir -p`).
    /// A folder already there is fine; a file in the way is an error (ENOTDIR or EEXIST, naming
    /// the path that was in the way).
    public static func create(_ path: String) throws(SystemError) {
        var made = path.hasPrefix("/") ? "/" : ""
        for part in path.split(separator: "/") {
            made += made.isEmpty || made.hasSuffix("/") ? String(part) : "/" + part
            if mkdir(made, 0o755) == 0 { continue }
            let error = errno
            var info = stat()
            guard error == EEXIST, stat(made, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
                throw SystemError("mkdir", errno: error == EEXIST ? ENOTDIR : error, object: made)
            }
        }
    }

    /// The names in the folder `path` (not `.` and `..`), in the order the file system gives them.
    public static func names(in path: String) throws(SystemError) -> [String] {
        guard let folder = opendir(path) else { throw SystemError("opendir", object: path) }
        defer { closedir(folder) }
        var names: [String] = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names
    }
}
