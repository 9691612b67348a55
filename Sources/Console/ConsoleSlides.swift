// ConsoleSlides: the attract screen's slides as the console reaches them: the folder the kiosk
// reads them from at each round, and the check that a file is a picture it can show (given by
// the kiosk, which decodes pictures); and the names a slide may have.

public struct ConsoleSlides: Sendable {
    /// The folder (`attract.folder`).
    public var folder: String
    /// Nil when the file at the path is a picture of the kind its name says, that the kiosk
    /// decodes and shows; else why not.
    public var check: @Sendable (_ path: String, _ name: String) -> String?

    public init(folder: String, check: @escaping @Sendable (String, String) -> String?) {
        self.folder = folder
        self.check = check
    }

    public static let extensions = ["png", "jpg", "jpeg", "webp"]

    /// Whether `name` is a slide's name: letters, digits, `.`, `_`, `-` and spaces, not starting
    /// with a dot or a space, at most 100 bytes, ending in .png, .jpg, .jpeg or .webp. Nothing
    /// else: no folder, no `..`, no control or other character a page or a shell would mind.
    public static func isName(_ name: String) -> Bool {
        guard (5...100).contains(name.utf8.count), let first = name.utf8.first, first != UInt8(ascii: "."), first != UInt8(ascii: " ")
        else { return false }
        guard
            name.utf8.allSatisfy({ byte in
                (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x2E || byte == 0x5F
                    || byte == 0x2D || byte == 0x20
            })
        else { return false }
        guard let dot = name.lastIndex(of: ".") else { return false }
        return extensions.contains(name[name.index(after: dot)...].lowercased())
    }
}
