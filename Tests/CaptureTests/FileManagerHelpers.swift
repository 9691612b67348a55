// FileManagerHelpers: temporary folders and files for tests.
import Foundation

enum FileManagerHelpers {
    static func temporaryFolder() -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("capture-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static func touch(_ path: String) {
        _ = FileManager.default.createFile(atPath: path, contents: Data())
    }
}
