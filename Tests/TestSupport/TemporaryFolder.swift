// TemporaryFolder: a new empty folder under the system's temporary folder for one test.
import Foundation

public enum TemporaryFolder {
    /// `/tmp/PREFIX-UUID`, created.
    public static func make(_ prefix: String) -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}
