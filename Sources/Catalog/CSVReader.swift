// CSVReader: the records of a CSV file as spreadsheets and shop systems export it (RFC 4180:
// quoted fields with "" inside, line breaks inside quotes, CRLF or LF), with a UTF-8 byte-order
// mark skipped and the separator (comma, semicolon or tab) found from the header line. Written by
// hand: small, and every error must name its line.

/// Why a file is not CSV, at which line.
public struct CSVError: Error, CustomStringConvertible, Equatable, Sendable {
    public let line: Int
    public let reason: String
    public init(line: Int, reason: String) {
        self.line = line
        self.reason = reason
    }
    public var description: String { "line \(line): \(reason)" }
}

public struct CSVReader {
    /// One record: its fields and the line it starts on (1 = the file's first line).
    public struct Record: Sendable, Equatable {
        public let line: Int
        public let fields: [String]
        public init(line: Int, fields: [String]) {
            self.line = line
            self.fields = fields
        }
    }

    private let bytes: [UInt8]
    private var position: Int
    private var line = 1
    public let separator: UInt8

    /// `bytes` is the whole file.
    public init(bytes: [UInt8]) {
        self.bytes = bytes
        position = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        separator = Self.separator(of: bytes[position...])
    }

    /// The separator the header line uses most, outside quotes: `,` `;` or a tab (`,` when none).
    static func separator(of bytes: ArraySlice<UInt8>) -> UInt8 {
        var counts: [UInt8: Int] = [UInt8(ascii: ","): 0, UInt8(ascii: ";"): 0, UInt8(ascii: "\t"): 0]
        var quoted = false
        for byte in bytes {
            if byte == UInt8(ascii: "\"") { quoted.toggle() }
            if !quoted && (byte == 0x0A || byte == 0x0D) { break }
            if !quoted, counts[byte] != nil { counts[byte]! += 1 }
        }
        return counts.max { $0.value < $1.value || ($0.value == $1.value && $0.key < $1.key) }.map { $0.value > 0 ? $0.key : UInt8(ascii: ",") }
            ?? UInt8(ascii: ",")
    }

    /// The next record; nil at the end. Blank lines are skipped. A file must end with a line
    /// break: one that stops in the middle of its last line is refused, as a file still being
    /// written is.
    public mutating func next() throws(CSVError) -> Record? {
        while position < bytes.count, bytes[position] == 0x0A || bytes[position] == 0x0D { consumeLineBreak() }
        guard position < bytes.count else { return nil }
        let start = line
        var fields: [String] = []
        var field: [UInt8] = []
        var quoted = false
        var wasQuoted = false
        while true {
            guard position < bytes.count else {
                if quoted { throw CSVError(line: start, reason: "a quoted field is not closed before the end of the file") }
                throw CSVError(line: start, reason: "the file ends in the middle of this line (no line break): is it still being written?")
            }
            let byte = bytes[position]
            if quoted {
                if byte == UInt8(ascii: "\"") {
                    if position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "\"") {
                        field.append(byte)
                        position += 2
                    } else {
                        quoted = false
                        position += 1
                    }
                } else {
                    if byte == 0x0A { line += 1 }
                    field.append(byte)
                    position += 1
                }
                continue
            }
            switch byte {
            case separator:
                fields.append(try text(field, line: start))
                field.removeAll(keepingCapacity: true)
                wasQuoted = false
                position += 1
            case 0x0A, 0x0D:
                fields.append(try text(field, line: start))
                consumeLineBreak()
                return Record(line: start, fields: fields)
            case UInt8(ascii: "\""):
                if field.isEmpty && !wasQuoted {
                    quoted = true
                    wasQuoted = true
                    position += 1
                } else {
                    throw CSVError(line: line, reason: "a quote inside a field that does not start with one (write it as \"\"\"\" inside quotes)")
                }
            default:
                if wasQuoted {
                    throw CSVError(line: line, reason: "text after a closing quote (a field is either all inside quotes or none)")
                }
                field.append(byte)
                position += 1
            }
        }
    }

    private mutating func consumeLineBreak() {
        if bytes[position] == 0x0D, position + 1 < bytes.count, bytes[position + 1] == 0x0A { position += 1 }
        position += 1
        line += 1
    }

    private func text(_ field: [UInt8], line: Int) throws(CSVError) -> String {
        guard let text = String(validating: field, as: UTF8.self) else {
            throw CSVError(line: line, reason: "not UTF-8 text (save the file as CSV UTF-8)")
        }
        return text
    }
}
