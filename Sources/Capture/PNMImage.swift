// PNMImage: PGM and PPM (binary P5/P6 and ASCII P2/P3), read by hand: the format is a few lines.

enum PNMImage {
    static func decode(_ bytes: [UInt8]) throws(ImageDecodeError) -> Frame {
        var reader = HeaderReader(bytes: bytes)
        let magic = bytes[1]
        let width = try reader.number("width"), height = try reader.number("height"), maxValue = try reader.number("maximum value")
        guard (1...65_535).contains(maxValue) else { throw ImageDecodeError("maximum value \(maxValue) out of range 1...65535") }
        try ImageFile.checkSize(width: width, height: height)
        let isColour = magic == UInt8(ascii: "3") || magic == UInt8(ascii: "6")
        let channels = isColour ? 3 : 1
        let count = width * height * channels
        let frame = Frame.allocate(format: isColour ? .rgb24 : .grey, width: width, height: height)
        let out = frame.planes[0].base.assumingMemoryBound(to: UInt8.self)
        func scaled(_ value: Int) -> UInt8 { UInt8(min(value, maxValue) * 255 / maxValue) }
        if magic == UInt8(ascii: "5") || magic == UInt8(ascii: "6") {
            // Exactly one whitespace byte separates the header from the samples.
            let start = reader.position + 1
            let sampleBytes = maxValue > 255 ? 2 : 1
            guard bytes.count >= start + count * sampleBytes else {
                throw ImageDecodeError("truncated: \(count * sampleBytes) bytes of pixels expected, \(max(0, bytes.count - start)) present")
            }
            for i in 0..<count {
                let value = sampleBytes == 2 ? Int(bytes[start + 2 * i]) << 8 | Int(bytes[start + 2 * i + 1]) : Int(bytes[start + i])
                out[i] = maxValue == 255 ? UInt8(value) : scaled(value)
            }
        } else {
            for i in 0..<count { out[i] = scaled(try reader.number("pixel \(i)")) }
        }
        return frame
    }

    /// Reads whitespace-separated decimal numbers, skipping `#` comments, after the 2-byte magic.
    struct HeaderReader {
        let bytes: [UInt8]
        var position = 2

        mutating func number(_ what: String) throws(ImageDecodeError) -> Int {
            while position < bytes.count {
                let byte = bytes[position]
                if byte == UInt8(ascii: "#") {
                    while position < bytes.count, bytes[position] != 0x0A { position += 1 }
                } else if byte == 0x20 || (0x09...0x0D).contains(byte) {
                    position += 1
                } else {
                    break
                }
            }
            var value = 0, digits = 0
            while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) {
                value = value * 10 + Int(bytes[position] - UInt8(ascii: "0"))
                digits += 1
                position += 1
                guard value < 1 << 31 else { throw ImageDecodeError("\(what) too large") }
            }
            guard digits > 0 else {
                throw ImageDecodeError(position >= bytes.count ? "truncated header (no \(what))" : "bad header: \(what) is not a number")
            }
            return value
        }
    }
}
