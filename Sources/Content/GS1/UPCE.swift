// UPCE: the GTIN-12 a UPC-E symbol stands for. UPC-E carries GTIN-12s of U.P.C. prefix 0 with
// zeros suppressed (GS1 General Specifications 2.1.3.3); its last data digit says where they were.

enum UPCE {
    /// The 12 digits of `eight` (number system 0, six data digits, check digit) with the zeros
    /// put back:
    ///
    ///     0 ab c d e N X, N 0–2   ->   0 ab N 0000 cde X
    ///     0 ab c d e 3 X          ->   0 abc 00000 de X
    ///     0 ab c d e 4 X          ->   0 abcd 00000 e X
    ///     0 ab c d e N X, N 5–9   ->   0 abcde 0000 N X
    ///
    /// nil unless `eight` is 8 digits.
    static func expanded(_ eight: String) -> String? {
        guard eight.count == 8, GS1Characters.areDigits(eight) else { return nil }
        let d = Array(eight)
        let middle: [Character]
        switch d[6] {
        case "0", "1", "2": middle = [d[1], d[2], d[6], "0", "0", "0", "0", d[3], d[4], d[5]]
        case "3": middle = [d[1], d[2], d[3], "0", "0", "0", "0", "0", d[4], d[5]]
        case "4": middle = [d[1], d[2], d[3], d[4], "0", "0", "0", "0", "0", d[5]]
        default: middle = [d[1], d[2], d[3], d[4], d[5], "0", "0", "0", "0", d[6]]
        }
        return String([d[0]] + middle + [d[7]])
    }
}
