// CatalogImportError: why an import did not replace the catalog: the rows that are wrong, each
// with its line and reason, or the file that could not be read or written. Nothing is imported
// and the catalog in use is left as it was.

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

    /// The CSV file named.
    public let source: String
    /// The rows that are wrong (at most `shownProblems`), in file order.
    public let problems: [Problem]
    /// How many rows were wrong in all.
    public let problemCount: Int
    /// Why the file could not be read or the catalog written, when that is what failed.
    public let failure: String?

    static let shownProblems = 20

    init(source: String, problems: [Problem], problemCount: Int) {
        self.source = source
        self.problems = problems
        self.problemCount = problemCount
        failure = nil
    }

    init(source: String, failure: String) {
        self.source = source
        problems = []
        problemCount = 0
        self.failure = failure
    }

    public var description: String {
        if let failure { return "\(source): \(failure); nothing imported, the catalog is unchanged" }
        var lines = ["\(source): \(problemCount) wrong row\(problemCount == 1 ? "" : "s"), nothing imported, the catalog is unchanged:"]
        lines += problems.map { "  \($0)" }
        if problemCount > problems.count { lines.append("  … and \(problemCount - problems.count) more") }
        return lines.joined(separator: "\n")
    }
}
