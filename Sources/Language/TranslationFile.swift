// TranslationFile: one language's translations from a compiled gettext catalogue (a GNU .mo
// file, as msgfmt writes it), read whole into a table, looked up per call with no locale.
//
// Written by hand: libintl finds a translation only through the process's locale (setlocale,
// LANGUAGE), which other threads read and Tesseract needs left at "C"; the format is small
// (a header, two tables of lengths and offsets, the strings).
import SystemCall
import Wire

/// The translations of one language, by message: "context\u{4}message" for a message with a
/// context, a plural message's forms in order (as many as its plural rule has).
public struct TranslationFile: Sendable {
    /// Which plural form a count takes (the header's Plural-Forms; English's without one).
    public let pluralRule: PluralRule
    /// The header's fields (Language, Plural-Forms, Last-Translator…).
    public let header: [String: String]
    let messages: [String: [String]]

    /// The largest file read (Debian's biggest catalogues are under 2 MB).
    public static let maxBytes = 16 << 20
    static let littleEndianMagic: UInt32 = 0x9504_12de

    /// A catalogue made in memory: `messages` by `key(_:context:)`, each with its forms.
    init(messages: [String: [String]], pluralRule: PluralRule, header: [String: String]) {
        self.messages = messages
        self.pluralRule = pluralRule
        self.header = header
    }

    /// Reads the file at `path`.
    public init(path: String) throws(TranslationFileError) {
        let bytes: [UInt8]
        do { bytes = try RegularFile.read(path: path, limit: Self.maxBytes) } catch { throw TranslationFileError(error.description) }
        do { try self.init(bytes: bytes) } catch { throw TranslationFileError("\(path): \(error.description)") }
    }

    /// Reads a .mo file's bytes (either byte order, revision 0 or 1). Refused whole: a file cut
    /// short, a table or string outside the file, a string that is not UTF-8, a header whose
    /// charset is not UTF-8 or whose Plural-Forms does not parse.
    public init(bytes: [UInt8]) throws(TranslationFileError) {
        guard bytes.count >= 28 else { throw TranslationFileError("not a .mo file: \(bytes.count) bytes, a header has 28") }
        func word(_ offset: Int, bigEndian: Bool) -> UInt32 {
            let value = UInt32(bytes[offset]) | UInt32(bytes[offset + 1]) << 8 | UInt32(bytes[offset + 2]) << 16 | UInt32(bytes[offset + 3]) << 24
            return bigEndian ? value.byteSwapped : value
        }
        let bigEndian: Bool
        switch word(0, bigEndian: false) {
        case Self.littleEndianMagic: bigEndian = false
        case Self.littleEndianMagic.byteSwapped: bigEndian = true
        default: throw TranslationFileError("not a .mo file (no magic number 0x950412de)")
        }
        let revision = word(4, bigEndian: bigEndian)
        guard revision >> 16 <= 1 else { throw TranslationFileError("a .mo file of revision \(revision >> 16), not 0 or 1") }
        let count = Int(word(8, bigEndian: bigEndian))
        let originals = Int(word(12, bigEndian: bigEndian)), translations = Int(word(16, bigEndian: bigEndian))
        for table in [originals, translations] where table > bytes.count || count > (bytes.count - table) / 8 {
            throw TranslationFileError("its table of \(count) strings at \(table) runs past the end of the file (\(bytes.count) bytes)")
        }
        func string(table: Int, index: Int) throws(TranslationFileError) -> [UInt8] {
            let length = Int(word(table + index * 8, bigEndian: bigEndian)), offset = Int(word(table + index * 8 + 4, bigEndian: bigEndian))
            guard offset <= bytes.count, length <= bytes.count - offset else {
                throw TranslationFileError("string \(index) (\(length) bytes at \(offset)) runs past the end of the file")
            }
            return Array(bytes[offset..<offset + length])
        }
        var messages: [String: [String]] = [:]
        messages.reserveCapacity(count)
        var headerText: String?
        for index in 0..<count {
            let original = try string(table: originals, index: index), translated = try string(table: translations, index: index)
            // A plural message is "singular\0plural": it is found by its singular.
            let key = original.split(separator: 0, maxSplits: 1, omittingEmptySubsequences: false)[0]
            guard let id = String(validating: key, as: UTF8.self) else { throw TranslationFileError("string \(index) is not UTF-8") }
            var forms: [String] = []
            for part in translated.split(separator: 0, omittingEmptySubsequences: false) {
                guard let form = String(validating: part, as: UTF8.self) else { throw TranslationFileError("translation \(index) is not UTF-8") }
                forms.append(form)
            }
            if id.isEmpty { headerText = forms.first ?? "" } else { messages[id] = forms }
        }
        var header: [String: String] = [:]
        for line in (headerText ?? "").split(separator: "\n") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            header[String(line[..<colon].trimmed)] = String(line[line.index(after: colon)...].trimmed)
        }
        if let type = header["Content-Type"], let charset = type.split(separator: "charset=").dropFirst().first {
            guard charset.trimmed.lowercased() == "utf-8" else {
                throw TranslationFileError("its charset is \(PrintableText.escaped(Array(charset.utf8), limit: 20)); the kiosk reads UTF-8 only")
            }
        }
        do { pluralRule = try header["Plural-Forms"].map { (text) throws(PluralRuleError) in try PluralRule(header: text) } ?? .english } catch {
            throw TranslationFileError("its Plural-Forms: \(error.description)")
        }
        self.header = header
        self.messages = messages
    }

    /// The translation of `message` (in `context`), nil when the file has none.
    public func translation(_ message: String, context: String? = nil) -> String? {
        messages[Self.key(message, context: context)]?.first
    }

    /// The translation of a plural message for `count` (its singular is `message`), nil when the
    /// file has none or fewer forms than its rule picks.
    public func translation(_ message: String, context: String? = nil, count: UInt64) -> String? {
        guard let forms = messages[Self.key(message, context: context)] else { return nil }
        let form = pluralRule.form(for: count)
        return form < forms.count ? forms[form] : nil
    }

    static func key(_ message: String, context: String?) -> String {
        context.map { $0 + "\u{4}" + message } ?? message
    }

    /// How many messages the file translates.
    public var count: Int { messages.count }
}

public struct TranslationFileError: Error, CustomStringConvertible, Equatable {
    public let description: String
    init(_ description: String) { self.description = description }
}
