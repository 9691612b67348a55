// ZintAztec: Aztec symbols for the generated photo sets, encoded by Debian's `zint` (a real
// encoder, run only by the generator: the images it makes are kept, so nothing else needs it).
import FoundationEssentials
import Glibc

/// An Aztec symbol's modules, row after row (true: dark).
struct AztecModules {
    let size: Int
    let dark: [Bool]

    /// A compact symbol (15 to 27 modules across, a 9x9 bull's eye) or a full-range one (19 and
    /// up, 13x13).
    let compact: Bool

    func isDark(_ x: Int, _ y: Int) -> Bool { dark[y * size + x] }
}

enum ZintAztec {
    struct EncodeError: Error, CustomStringConvertible {
        var description: String
    }

    /// Encodes `text` (printable ASCII) as Aztec. `version`: zint's --vers (1-4 compact with that
    /// many layers, 5-36 full-range with 1-32 layers), nil: the smallest that fits.
    static func encode(_ text: String, version: Int? = nil) throws -> AztecModules {
        let input = "/tmp/kioskscan-zint-\(getpid()).txt"
        try Data(text.utf8).write(to: URL(fileURLWithPath: input))
        defer { unlink(input) }
        // --dump: one line per row, the row's modules as hexadecimal digits, most significant first.
        let command = "zint -b AZTEC --dump" + (version.map { " --vers=\($0)" } ?? "") + " -i " + input + " 2>&1"
        guard let pipe = popen(command, "r") else { throw EncodeError(description: "cannot run zint (apt-get install zint)") }
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = fread(&buffer, 1, buffer.count, pipe)
            if n <= 0 { break }
            output += buffer[0..<n]
        }
        let status = pclose(pipe)
        let lines = String(decoding: output, as: UTF8.self).split(separator: "\n").map { $0.filter { $0 != " " } }
        guard status == 0, !lines.isEmpty, lines.allSatisfy({ $0.allSatisfy(\.isHexDigit) }) else {
            throw EncodeError(description: "zint: " + String(decoding: output, as: UTF8.self))
        }
        let size = lines.count
        var dark: [Bool] = []
        for line in lines {
            let bits = line.flatMap { digit -> [Bool] in
                let value = Int(String(digit), radix: 16)!
                return [value & 8 != 0, value & 4 != 0, value & 2 != 0, value & 1 != 0]
            }
            guard bits.count >= size else { throw EncodeError(description: "zint: a row shorter than the symbol") }
            dark += bits[0..<size]
        }
        // Five modules out from the centre a compact symbol has its orientation marks (the
        // top-left corner is dark) and a full-range one the bull's eye's last light ring.
        let c = size / 2
        let compact = dark[(c - 5) * size + c - 5]
        return AztecModules(size: size, dark: dark, compact: compact)
    }
}
