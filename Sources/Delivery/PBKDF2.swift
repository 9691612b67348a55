// PBKDF2: PBKDF2-HMAC-SHA256 (RFC 8018 §5.2) over the kiosk's own SHA-256, for the admin PIN's
// stored hash (checked against RFC 7914 §11's vectors and the RFC 6070 ones redone with SHA-256).

extension SHA256 {
    /// `length` bytes derived from `password` and `salt` with `iterations` rounds of HMAC-SHA256.
    public static func pbkdf2(password: [UInt8], salt: [UInt8], iterations: Int, length: Int = 32) -> [UInt8] {
        precondition(iterations >= 1 && length >= 1)
        var output: [UInt8] = []
        var blockIndex: UInt32 = 1
        while output.count < length {
            let index: [UInt8] = [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: blockIndex >> UInt32($0)) }
            var u = hmac(key: password, message: salt + index)
            var t = u
            if iterations > 1 {
                for _ in 2...iterations {
                    u = hmac(key: password, message: u)
                    for i in 0..<t.count { t[i] ^= u[i] }
                }
            }
            output += t
            blockIndex += 1
        }
        return Array(output.prefix(length))
    }

    /// Whether `a` and `b` are equal, in a time that depends on their lengths only.
    public static func constantTimeEqual(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        guard a.count == b.count else { return false }
        var difference: UInt8 = 0
        for i in 0..<a.count { difference |= a[i] ^ b[i] }
        return difference == 0
    }
}
