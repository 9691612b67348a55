// CatalogImportError: why an import did not replace the catalog: the rows that are wrong, each
// with its line and reason, the file that could not be read or written, or a path that is no
// catalog's. Its message says what became of the catalog: nothing is imported and the catalog in
// use is left as it was, except when only the last step (the folder's sync) failed.
import SystemCall
import Wire

public struct CatalogImportError: Error, CustomStringConvertible, Sendable {
    /// One wrong row.
    public struct Problem: Error, Sendable, Equatable, CustomStringConvertible {
        public let line: Int
        public let reason: String
        public init(line: Int, _ reason: String) {
            self.line = line
            self.reason = reason
        }
        public var description: String { "line \(line): \(reason)" }
    }

    /// What became of the catalog's path.
    public enum Aftermath: Sendable, Equatable {
        /// Nothing written over: the catalog in use is as it was.
        case catalogUnchanged
        /// What is at this path (no catalog: a link, a device, another file) is as it was.
        case leftAsItIs(String)
        /// The new catalog is in place, but a step after the rename failed.
        case catalogReplaced
    }

    /// The CSV file named.
    public let source: String
    /// The rows that are wrong (at most `shownProblems`), in file order.
    public let problems: [Problem]
    /// How many rows were wrong in all.
    public let problemCount: Int
    /// Why the file could not be read or the catalog written, when that is what failed.
    public let failure: String?
    public let aftermath: Aftermath

    static let shownProblems = 20

    init(source: String, problems: [Problem], problemCount: Int) {
        self.source = source
        self.problems = problems
        self.problemCount = problemCount
        failure = nil
        aftermath = .catalogUnchanged
    }

    init(source: String, failure: String, aftermath: Aftermath = .catalogUnchanged) {
        self.source = source
        problems = []
        problemCount = 0
        self.failure = failure
        self.aftermath = aftermath
    }

    init(source: String, failure: String, leftAsItIs path: String) {
        self.init(source: source, failure: failure, aftermath: .leftAsItIs(path))
    }

    /// A path as a message shows it: escaped, cut.
    static func shown(_ path: String) -> String { PrintableText.escaped(Array(path.utf8), limit: 200) }

    public var description: String {
        let source = Self.shown(source)
        if let failure {
            switch aftermath {
            case .catalogUnchanged: return "\(source): \(failure); nothing imported, the catalog is unchanged"
            case .leftAsItIs(let path): return "\(source): \(failure); nothing imported, \(Self.shown(path)) is left as it is"
            case .catalogReplaced: return "\(source): imported, the catalog is replaced, but \(failure)"
            }
        }
        var lines = ["\(source): \(problemCount) wrong row\(problemCount == 1 ? "" : "s"), nothing imported, the catalog is unchanged:"]
        lines += problems.map { "  \($0)" }
        if problemCount > problems.count { lines.append("  … and \(problemCount - problems.count) more") }
        return lines.joined(separator: "\n")
    }
}
