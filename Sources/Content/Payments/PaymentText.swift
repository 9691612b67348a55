// PaymentText: the text handling the payment specifications share: strict UTF-8, lines split on
// LF or CR LF, lengths counted in characters, and account numbers grouped for reading.

enum PaymentText {
    /// Whether `payload` can be one of these codes at all: each specification puts its data in a
    /// QR code (byte mode, no FNC1), so a product's EAN-13 `0002011234567` or a GS1 element string
    /// starting with SSCC `00 0201…` is not one. A keyboard-wedge scanner types a QR code's text.
    static func fromQRCode(_ payload: ContentPayload) -> Bool {
        (payload.symbology == "qr" || payload.symbology == "wedge") && !payload.gs1
    }

    /// `bytes` as UTF-8, or nil when they are not valid UTF-8 (no replacement characters).
    static func utf8(_ bytes: some Collection<UInt8>) -> String? {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var scalars = String.UnicodeScalarView()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): scalars.append(scalar)
            case .emptyInput: return String(scalars)
            case .error: return nil
            }
        }
    }

    /// The lines of `bytes`, split at LF; a CR before the LF belongs to the separator (CR LF).
    static func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map { line in
            line.last == 0x0D ? line.dropLast() : line
        }
    }

    /// Whether `bytes` begin with `prefix` followed by LF or CR LF: the first line is exactly `prefix`.
    static func firstLine(of bytes: [UInt8], is prefix: String) -> Bool {
        let head = Array(prefix.utf8)
        guard bytes.count > head.count, Array(bytes.prefix(head.count)) == head else { return false }
        let rest = bytes.dropFirst(head.count)
        return rest.first == 0x0A || (rest.first == 0x0D && rest.dropFirst().first == 0x0A)
    }

    /// Characters as the specifications count them: Unicode scalars (precomposed characters).
    static func length(_ text: String) -> Int { text.unicodeScalars.count }

    /// `text` in groups of `size` from the left, as IBANs and creditor references are printed.
    static func grouped(_ text: String, by size: Int) -> String {
        var groups: [Substring] = []
        var rest = Substring(text)
        while !rest.isEmpty {
            groups.append(rest.prefix(size))
            rest = rest.dropFirst(size)
        }
        return groups.joined(separator: " ")
    }

    static func isASCIIDigits(_ text: some StringProtocol) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy { (0x30...0x39).contains($0) }
    }

    static func isASCIIAlphanumeric(_ text: some StringProtocol) -> Bool {
        text.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }
    }

    static func isASCIIUppercaseLetters(_ text: some StringProtocol) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy { (0x41...0x5A).contains($0) }
    }
}
