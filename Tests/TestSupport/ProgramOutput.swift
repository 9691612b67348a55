// ProgramOutput: a program a test runs to its end for what it prints (hb-shape, fribidi, msgfmt,
// Python's gettext): its standard output, or an error with its standard error.
import Foundation

public enum ProgramOutput {
    /// Runs `program` (a path, or a name looked up on PATH) with `arguments` in `folder` and
    /// returns its standard output; throws with its standard error when it exits other than 0.
    public static func of(_ program: String, _ arguments: [String], in folder: URL? = nil) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program.hasPrefix("/") ? program : "/usr/bin/env")
        process.arguments = program.hasPrefix("/") ? arguments : [program] + arguments
        if let folder { process.currentDirectoryURL = folder }
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Read both before waiting: a program that fills one pipe would otherwise never end.
        let errorText = ErrorText(errors.fileHandleForReading)
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw ProgramError(description: "\(([program] + arguments).joined(separator: " ")): exit \(process.terminationStatus): \(errorText.text)")
        }
        return text
    }

    /// A program's standard error, read on a thread of its own while its output is read.
    private final class ErrorText: @unchecked Sendable {
        private var data = Data()
        private let done = DispatchSemaphore(value: 0)

        init(_ handle: FileHandle) {
            Thread.detachNewThread { [self] in
                data = handle.readDataToEndOfFile()
                done.signal()
            }
        }

        var text: String {
            done.wait()
            return String(decoding: data, as: UTF8.self)
        }
    }
}

public struct ProgramError: Error, CustomStringConvertible {
    public let description: String
}
