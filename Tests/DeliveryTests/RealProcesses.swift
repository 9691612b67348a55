// RealProcesses: where the helpers the delivery tests start are (a mosquitto broker, an HTTP
// receiver, hooks; RunningProgram in TestSupport), and waiting until something is true.
import Delivery
import Foundation
import SystemCall
import TestSupport

enum TestFiles {
    static let helpers = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Helpers").path

    static func folder(_ name: String) -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Polls (without a loop) until `condition` holds; false after `seconds`.
    static func wait(seconds: Double, _ condition: () -> Bool) -> Bool {
        let end = Date().addingTimeInterval(seconds)
        while !condition() {
            if Date() > end { return false }
            usleep(20_000)
        }
        return true
    }

    /// The JSON objects of a JSON-lines file (none while it does not exist).
    static func jsonLines(_ path: String) -> [[String: Any]] {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
    }
}

/// A capture line as the kiosk writes it.
func captureLine(_ id: String, _ text: String, number: Int = 1, symbology: String = "qr") -> String {
    #"{"event":"capture","id":"\#(id)","kiosk":"test-kiosk","number":\#(number),"symbology":"\#(symbology)","text":"\#(text)","time":1.5}"#
}
