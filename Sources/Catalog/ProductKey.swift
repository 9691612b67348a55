// ProductKey: the one form a code is stored and looked up under, so a product listed by its
// EAN-13 is found from a GTIN-14 in a GS1 DataMatrix, a UPC-A from its EAN-13 form, an EAN-8 from
// a wedge scanner's typing of it.
import Content

public enum ProductKey {
    /// A GTIN-8, -12, -13 or -14 with a right check digit: its 14 digits (zeros in front). Any
    /// other code (a shop's own article number, a PLU, a GTIN with a wrong check digit): as
    /// written, without spaces around it.
    public static func key(_ code: String) -> String {
        let trimmed = code.trimmingSpaces()
        let count = trimmed.utf8.count
        guard count == 8 || count == 12 || count == 13 || count == 14, trimmed.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
            CheckDigits.gs1Valid(trimmed)
        else { return trimmed }
        return String(repeating: "0", count: 14 - count) + trimmed
    }
}
