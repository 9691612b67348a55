// Sox: what sox measures in a WAV file (its `stat` effect): length, peak, RMS and the rough
// frequency (from zero crossings) of the whole file or a stretch of it.
import Foundation

struct Sox {
    let path: String

    /// `sox PATH -n [effects] stat`'s figures by name ("Length (seconds)", "Rough   frequency").
    func stat(_ effects: [String] = []) throws -> [String: Double] {
        let text = try Self.run(["sox", path, "-n"] + effects + ["stat"])
        var figures: [String: Double] = [:]
        for line in text.split(separator: "\n") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].split(separator: " ").joined(separator: " ")
            if let value = Double(line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)) { figures[name] = value }
        }
        return figures
    }

    /// The stretch of `duration` seconds from `start`.
    func stat(from start: Double, for duration: Double) throws -> [String: Double] {
        try stat(["trim", String(start), String(duration)])
    }

    /// `soxi -r`: the sample rate the file was written at.
    var rate: Int? { (try? Self.run(["soxi", "-r", path])).flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) } }

    /// Runs `arguments` (found on PATH), its standard output and error together.
    static func run(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw SoxError(description: "\(arguments.joined(separator: " ")): \(text)") }
        return text
    }
}

struct SoxError: Error, CustomStringConvertible {
    let description: String
}
