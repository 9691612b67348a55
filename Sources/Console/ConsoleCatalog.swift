// ConsoleCatalog: what the console's catalog page does with the kiosk's catalog, given by the
// kiosk (the console knows no catalog file itself): import an uploaded CSV file, write the
// catalog out as CSV, say what it holds; and the import under way or last done.
import Glibc
import Synchronization
import SystemCall

/// The kiosk's catalog as the console reaches it. `importCSV` runs on an import thread of its
/// own, never on the server's or the kiosk's loop; the others on the server's thread.
public struct ConsoleCatalog: Sendable {
    /// Imports the CSV file at `path` (all or nothing): `name` is its name as the browser gave it;
    /// `allowShrink`: one with under half the products of the catalog it replaces is taken.
    public var importCSV: @Sendable (_ path: String, _ name: String, _ allowShrink: Bool) -> CatalogImportReport
    /// Writes the catalog in use as CSV to the descriptor; throws why it cannot.
    public var exportCSV: @Sendable (_ fd: Int32) throws(ConsoleError) -> Void
    /// What the catalog holds now (`3 products in EUR, imported … from …`), or why there is none.
    public var about: @Sendable () -> String

    public init(
        importCSV: @escaping @Sendable (String, String, Bool) -> CatalogImportReport,
        exportCSV: @escaping @Sendable (Int32) throws(ConsoleError) -> Void, about: @escaping @Sendable () -> String
    ) {
        self.importCSV = importCSV
        self.exportCSV = exportCSV
        self.about = about
    }
}

/// What an import did, as the catalog page shows it.
public struct CatalogImportReport: Sendable, Equatable {
    /// Whether the catalog was replaced.
    public var replaced: Bool
    /// One line: `shop.csv: 3 products in EUR imported` or why nothing was.
    public var summary: String
    /// Every wrong row the import names (`line 4: price: …`), in file order.
    public var problems: [String]

    public init(replaced: Bool, summary: String, problems: [String] = []) {
        self.replaced = replaced
        self.summary = summary
        self.problems = problems
    }
}

/// The one catalog import at a time: under way (from which client, of which file), or the last
/// one's report. Shared by the server's thread and the import's.
final class CatalogImportJob: Sendable {
    enum State: Equatable {
        case idle
        case running(name: String)
        case finished(CatalogImportReport)
    }

    private let state = Mutex(State.idle)

    var current: State { state.withLock { $0 } }

    /// Starts importing `path` on a thread of its own unless an import is under way (false).
    /// `done` is called on that thread with the report, after the upload is removed and before
    /// the report is shown.
    func start(
        path: String, name: String, allowShrink: Bool, catalog: ConsoleCatalog, done: @escaping @Sendable (CatalogImportReport) -> Void
    ) -> Bool {
        let free = state.withLock { state in
            if case .running = state { return false }
            state = .running(name: name)
            return true
        }
        guard free else { return false }
        SystemThread.start(name: "console import") { [self] in
            let report = catalog.importCSV(path, name, allowShrink)
            _ = path.withCString { unlink($0) }
            done(report)
            state.withLock { $0 = .finished(report) }
        }
        return true
    }

    var isRunning: Bool { if case .running = current { true } else { false } }
}
