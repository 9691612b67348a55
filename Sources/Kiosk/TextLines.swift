// TextLines: a small text file a person wrote (a config file, an input script) as numbered
// lines, with the faults found in it named by their line.
import SystemCall

/// Lines end with LF or CRLF (a file saved on Windows reads the same). Each line must be UTF-8,
/// hold no NUL byte and be at most `maxLineBytes` long; the first line that is not is an error
/// naming the file and the line, so nothing is silently cut or misread.
struct TextLines {
    struct Line {
        /// Counted from 1, as editors show them.
        let number: Int
        let text: String
    }

    /// Config files and input scripts are a few kilobytes; a megabyte is a mistake.
    static let maxFileBytes = 1 << 20
    static let maxLineBytes = 4096

    /// The file's name as errors give it.
    let name: String
    let lines: [Line]

    /// Reads the file at `path` (a regular file; a folder, FIFO or device is refused unread).
    init(path: String) throws(OptionError) {
        let bytes: [UInt8]
        do {
            bytes = try RegularFile.read(path: path, limit: Self.maxFileBytes)
        } catch {
            throw OptionError("cannot read \(error)", cause: error)
        }
        try self.init(bytes: bytes, file: path)
    }

    init(bytes: [UInt8], file: String) throws(OptionError) {
        var lines: [Line] = []
        var number = 0
        // A byte order mark some editors put first (Notepad's "UTF-8 with BOM") is not text:
        // left in, it made the first option's name "\u{FEFF}fps", unknown.
        let bytes = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        for var raw in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            number += 1
            if raw.last == UInt8(ascii: "\r") { raw = raw.dropLast() }
            let place = "\(file) line \(number)"
            guard raw.count <= Self.maxLineBytes else {
                throw OptionError("\(place): longer than \(Self.maxLineBytes) bytes (\(raw.count))")
            }
            if let nul = raw.firstIndex(of: 0) {
                throw OptionError("\(place): a NUL byte at column \(nul - raw.startIndex + 1) (is this a text file?)")
            }
            guard let text = String(validating: raw, as: UTF8.self) else {
                let column = Self.firstInvalidUTF8(in: Array(raw)) + 1
                throw OptionError(
                    "\(place): not UTF-8 text (byte 0x\(String(raw[raw.startIndex + column - 1], radix: 16, uppercase: true)) at column \(column))")
            }
            lines.append(Line(number: number, text: text))
        }
        // A final line break ends the last line; it does not start an empty one.
        if bytes.last == UInt8(ascii: "\n") { lines.removeLast() }
        name = file
        self.lines = lines
    }

    /// The offset of the first byte that does not start or continue a valid UTF-8 sequence.
    static func firstInvalidUTF8(in bytes: [UInt8]) -> Int {
        var index = 0
        while index < bytes.count {
            let length = (1...4).first { count in
                index + count <= bytes.count && String(validating: bytes[index..<index + count], as: UTF8.self) != nil
            }
            guard let length else { return index }
            index += length
        }
        return index
    }
}

extension String {
    /// The text as an error message quotes it: control characters written as escapes (a stray
    /// CR or escape sequence never reaches the terminal raw), a URL's password and secret
    /// parameters as `***` (a value given to the wrong option is still a secret), and cut after
    /// `limit` characters.
    func quotedForMessage(limit: Int = 60) -> String {
        var out = ""
        var count = 0
        for scalar in SecretRedaction.redacted(self).unicodeScalars {
            if count == limit {
                out += "…"
                break
            }
            switch scalar {
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\n": out += "\\n"
            case "\u{0}"..."\u{1F}", "\u{7F}"..."\u{9F}": out += "\\u{\(String(scalar.value, radix: 16))}"
            default: out.unicodeScalars.append(scalar)
            }
            count += 1
        }
        return "'" + out + "'"
    }
}
