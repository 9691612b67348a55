// PathName: joining and taking apart file paths as text, as NSString's path methods did.
/// File paths as the kiosk's options and folders give them: plain text, `/` between parts, kept
/// as given otherwise (NSString made `a//b` `a/b`; the kernel reads both alike).
public enum PathName {
    /// `folder` and `name` with one `/` between them (`name` alone when `folder` is empty).
    public static func join(_ folder: String, _ name: String) -> String {
        if folder.isEmpty { return name }
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// The part after the last `/` (trailing ones ignored): `a/b.png` → `b.png`.
    public static func lastComponent(_ path: String) -> String {
        let trimmed = withoutTrailingSlashes(path)
        guard let slash = trimmed.lastIndex(of: "/"), trimmed != "/" else { return trimmed }
        return String(trimmed[trimmed.index(after: slash)...])
    }

    /// The folder part: `a/b.png` → `a`, `/b` → `/`, `b` → `` (as NSString's
    /// `deletingLastPathComponent`).
    public static func folder(of path: String) -> String {
        let trimmed = withoutTrailingSlashes(path)
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        if slash == trimmed.startIndex { return "/" }
        return withoutTrailingSlashes(String(trimmed[..<slash]))
    }

    /// The extension of the last part, without its dot: `a/b.png` → `png`; `` when it has none
    /// (a name that starts with its only dot, `.profile`, has none).
    public static func fileExtension(_ path: String) -> String {
        let name = lastComponent(path)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return String(name[name.index(after: dot)...])
    }

    /// The path without the extension of its last part, dot included: `a/b.png` → `a/b`,
    /// `a/b.` → `a/b`.
    public static func deletingExtension(_ path: String) -> String {
        let trimmed = withoutTrailingSlashes(path)
        let name = lastComponent(trimmed)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return trimmed }
        return String(trimmed.dropLast(name.distance(from: dot, to: name.endIndex)))
    }

    private static func withoutTrailingSlashes(_ path: String) -> String {
        var path = Substring(path)
        while path.count > 1, path.hasSuffix("/") { path = path.dropLast() }
        return String(path)
    }
}
