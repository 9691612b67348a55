// ShopServer: a shop's product server for the lookup tests: Tests/CatalogTests/Helpers/shop.py,
// a real HTTP server on 127.0.0.1, started as a process of its own.
import Foundation

public final class ShopServer {
    static let script = TestData.packageRoot.appendingPathComponent("Tests/CatalogTests/Helpers/shop.py").path
    public let program: RunningProgram
    public let port: Int
    public let requestLog: String

    /// Starts it with `routes` (see shop.py) and waits until it listens.
    public init(_ routes: [String: Any]) throws {
        let folder = TemporaryFolder.make("shop")
        let portFile = folder + "/port", routesFile = folder + "/routes.json"
        requestLog = folder + "/requests.jsonl"
        try JSONSerialization.data(withJSONObject: routes).write(to: URL(fileURLWithPath: routesFile))
        program = try RunningProgram("/usr/bin/python3", [Self.script, portFile, requestLog, routesFile])
        let end = Date().addingTimeInterval(20)
        while !FileManager.default.fileExists(atPath: portFile), Date() < end { usleep(10_000) }
        port = Int(try String(contentsOfFile: portFile, encoding: .utf8)) ?? 0
    }

    public var base: String { "http://127.0.0.1:\(port)" }

    /// The requests it answered, in order.
    public var requests: [[String: Any]] {
        guard let text = try? String(contentsOfFile: requestLog, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
    }

    public var paths: [String] { requests.compactMap { $0["path"] as? String } }
}
