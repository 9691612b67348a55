// AAMVAFile: the structure of a driver's licence's or ID card's PDF417 data (header, subfile
// designators, subfiles of data elements), as Annex D of the AAMVA DL/ID Card Design Standard
// lays it out, from DL/ID-2000 (version 01) to the 2025 standard (version 11).

/// What an identity card needs from an AAMVA file: its header and the data elements of its DL or
/// ID subfile. Jurisdiction-specific subfiles (`ZV`, `ZN`…) are never read.
struct AAMVAFile: Sendable {
    let issuerIdentificationNumber: String
    /// 01 = DL/ID-2000, 02 = 2003, 03 = 2005, 04 = 2009, 05 = 2010, 06 = 2011, 07 = 2012,
    /// 08 = 2013, 09 = 2016, 10 = 2020, 11 = 2025.
    let version: Int
    /// `DL` or `ID`.
    let subfileType: String
    /// The subfile's elements by their three-letter ID, values as written (padding kept); the
    /// first of a repeated ID wins.
    let elements: [String: String]

    static let newestVersion = 11
    private static let complianceIndicator = UInt8(ascii: "@")
    private static let fileType = Array("ANSI ".utf8)
    /// The file type of some version 01 files (Connecticut's, Maryland's, IdParser's samples).
    private static let earlyFileType = Array("AAMVA".utf8)

    /// The file in `bytes`; nil when they do not start like one: `@` followed by the standard's
    /// separators (LF, RS, CR) or by a file type within its next five bytes. A file whose `@`
    /// a scanner dropped (the file type after nothing but control characters, an IIN, and a DL
    /// or ID subfile designator) is refused, not passed over: it is still someone's licence.
    static func read(_ bytes: [UInt8]) throws(ContentRefusal) -> AAMVAFile? {
        if bytes.first != complianceIndicator, lacksOnlyTheComplianceIndicator(bytes) {
            throw ContentRefusal("AAMVA header: no compliance indicator '@' before the file type")
        }
        guard bytes.first == complianceIndicator else { return nil }
        let standardSeparators = bytes.starts(with: [complianceIndicator, 0x0A, 0x1E, 0x0D])
        let fileTypeAt = (1...5).first { at in
            [fileType, earlyFileType].contains { bytes.count >= at + 5 && Array(bytes[at..<at + 5]) == $0 }
        }
        guard standardSeparators || fileTypeAt != nil else { return nil }
        guard let fileTypeAt else { throw ContentRefusal("AAMVA header: the file type is not 'ANSI '") }
        guard fileTypeAt == 4 else { throw ContentRefusal("AAMVA header: three separators must come between '@' and the file type") }
        // The header names the separators the file uses: LF, RS and CR in the standard.
        let elementSeparator = bytes[1]
        let segmentTerminator = bytes[3]
        guard bytes[1...3].allSatisfy({ $0 < 0x20 }) else {
            throw ContentRefusal("AAMVA header: the separators after '@' are not control characters")
        }
        guard elementSeparator != segmentTerminator else {
            throw ContentRefusal("AAMVA header: the data element separator and the segment terminator are the same")
        }
        guard bytes.count >= 17 else { throw ContentRefusal("AAMVA header: the data ends inside the header") }
        guard number(bytes[9..<15]) != nil else {
            throw ContentRefusal("AAMVA header: the issuer identification number is not 6 digits")
        }
        let iin = String(decoding: bytes[9..<15], as: UTF8.self)
        guard let version = number(bytes[15..<17]) else { throw ContentRefusal("AAMVA header: the version number is not 2 digits") }
        guard version != 0 else { throw ContentRefusal("AAMVA version 00 predates the DL/ID-2000 standard: it has no standard layout") }
        guard version <= newestVersion else {
            throw ContentRefusal("AAMVA version \(version) is newer than the 2025 standard's \(newestVersion)")
        }
        // Version 01 has no jurisdiction version number: its header is two bytes shorter.
        let headerLength = version == 1 ? 19 : 21
        guard bytes.count >= headerLength else { throw ContentRefusal("AAMVA header: the data ends inside the header") }
        if version > 1, number(bytes[17..<19]) == nil {
            throw ContentRefusal("AAMVA header: the jurisdiction version number is not 2 digits")
        }
        guard let entries = number(bytes[headerLength - 2..<headerLength]), entries >= 1 else {
            throw ContentRefusal("AAMVA header: the number of entries is not 01 to 99")
        }
        let designatorsEnd = headerLength + 10 * entries
        var document: (type: String, offset: Int, isFirst: Bool)?
        for entry in 0..<entries {
            let at = headerLength + 10 * entry
            guard bytes.count >= at + 10 else { throw ContentRefusal("AAMVA header: the data ends inside subfile designator \(entry + 1)") }
            guard bytes[at..<at + 2].allSatisfy(isCapitalOrDigit) else {
                throw ContentRefusal("AAMVA subfile designator \(entry + 1): the type is not two capital letters or digits")
            }
            guard let offset = number(bytes[at + 2..<at + 6]) else {
                throw ContentRefusal("AAMVA subfile designator \(entry + 1): the offset is not 4 digits")
            }
            guard number(bytes[at + 6..<at + 10]) != nil else {
                throw ContentRefusal("AAMVA subfile designator \(entry + 1): the length is not 4 digits")
            }
            let type = String(decoding: bytes[at..<at + 2], as: UTF8.self)
            if document == nil, type == "DL" || type == "ID" { document = (type, offset, entry == 0) }
        }
        guard let document else { throw ContentRefusal("AAMVA: the file has no DL or ID subfile") }
        guard
            let start = subfileStart(
                of: document.type, at: document.offset, isFirst: document.isFirst, designatorsEnd: designatorsEnd, version: version, in: bytes)
        else { throw ContentRefusal("AAMVA: the \(document.type) subfile is not at its offset \(document.offset)") }
        let elements = try elements(of: bytes[start...], type: document.type, separator: elementSeparator, terminator: segmentTerminator)
        return AAMVAFile(issuerIdentificationNumber: iin, version: version, subfileType: document.type, elements: elements)
    }

    /// Where the subfile's first element starts. The offset counts from the `@`; jurisdictions
    /// are known to write it one byte off either way (LEADTOOLS' AAMVA notes, IdParser's South
    /// Carolina fix) or as zero (Ontario), so the subfile's type is looked for at the offset, one
    /// byte either side, and, for the first subfile, right after the designators, where the
    /// standard's layout puts it. Some version 01 files start the subfile without its type
    /// (IdParser's Connecticut sample): there the offset must point at a data element.
    private static func subfileStart(of type: String, at offset: Int, isFirst: Bool, designatorsEnd: Int, version: Int, in bytes: [UInt8]) -> Int? {
        let typeBytes = Array(type.utf8)
        func hasType(at position: Int) -> Bool {
            position >= designatorsEnd && bytes.count >= position + 2 && Array(bytes[position..<position + 2]) == typeBytes
        }
        if let position = [offset, offset - 1, offset + 1].first(where: hasType) { return position + 2 }
        if isFirst, hasType(at: designatorsEnd) { return designatorsEnd + 2 }
        if version == 1, offset >= designatorsEnd, bytes.count >= offset + 3, bytes[offset] == UInt8(ascii: "D"),
            bytes[offset + 1..<offset + 3].allSatisfy(isCapital)
        {
            return offset
        }
        return nil
    }

    /// The elements from `data` up to the segment terminator (or the end of the data, where
    /// scanners drop the last terminator). Empty elements are skipped: some jurisdictions write a
    /// separator right after the subfile type or before the terminator (IdParser's Colorado and
    /// New York samples).
    private static func elements(
        of data: ArraySlice<UInt8>, type: String, separator: UInt8, terminator: UInt8
    ) throws(ContentRefusal) -> [String: String] {
        let subfile = data.prefix { $0 != terminator }
        var elements: [String: String] = [:]
        for (index, element) in subfile.split(separator: separator, omittingEmptySubsequences: true).enumerated() {
            // The element's own bytes are personal data: the reasons name its place, not its text.
            guard element.count >= 3 else { throw ContentRefusal("AAMVA \(type) subfile: element \(index + 1) is shorter than its 3-letter ID") }
            let id = element.prefix(3)
            guard id.allSatisfy(isCapital) else {
                throw ContentRefusal("AAMVA \(type) subfile: element \(index + 1) does not start with a 3-letter ID")
            }
            let key = String(decoding: id, as: UTF8.self)
            if elements[key] == nil { elements[key] = String(decoding: element.dropFirst(3), as: UTF8.self) }
        }
        return elements
    }

    /// Control characters, then `ANSI ` or `AAMVA`, six digits (the IIN), and a `DL` or `ID`
    /// designator with four digits (its offset) in the header's next 30 bytes.
    private static func lacksOnlyTheComplianceIndicator(_ bytes: [UInt8]) -> Bool {
        guard let start = bytes.prefix(4).firstIndex(where: { $0 >= 0x20 }),
            [fileType, earlyFileType].contains(where: { bytes[start...].starts(with: $0) }),
            bytes.count >= start + 11, number(bytes[start + 5..<start + 11]) != nil
        else { return false }
        let header = Array(bytes[(start + 11)..<min(bytes.count, start + 41)])
        return header.indices.contains { at in
            at + 6 <= header.count && [Array("DL".utf8), Array("ID".utf8)].contains(Array(header[at..<at + 2]))
                && number(header[at + 2..<at + 6]) != nil
        }
    }

    private static func number(_ digits: ArraySlice<UInt8>) -> Int? {
        guard !digits.isEmpty, digits.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
        return digits.reduce(0) { $0 * 10 + Int($1 - 0x30) }
    }

    private static func isCapital(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) }
    private static func isCapitalOrDigit(_ byte: UInt8) -> Bool { isCapital(byte) || (0x30...0x39).contains(byte) }
}
