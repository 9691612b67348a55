// ImportError: why an import did not replace the catalog or the attendee list: the rows that
// are wrong, each with its line and reason, the file that could not be read or written, or a path
// that is not one of its kind. Its message says what became of the file: nothing is imported and
// the one in use is left as it was, except when only the last step (the folder's sync) failed.
import SystemCall
import Wire

public struct ImportError: Error, CustomStringConvertible, Sendable {
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

    /// What became of the imported file's path.
    public enum Aftermath: Sendable, Equatable {
        /// Nothing written over: the file in use is as it was.
        case unchanged
        /// What is at this path (not one of the kind: a link, a device, another file) is as it was.
        case leftAsItIs(String)
        /// The new file is in place, but a step after the rename failed.
        case replaced
    }

    /// What the import writes: `catalog`, `attendee list`.
    public let noun: String
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

    init(kind: ImportedFile, source: String, problems: [Problem], problemCount: Int) {
        noun = kind.noun
        self.source = source
        self.problems = problems
        self.problemCount = problemCount
        failure = nil
        aftermath = .unchanged
    }

    init(kind: ImportedFile, source: String, failure: String, aftermath: Aftermath = .unchanged) {
        noun = kind.noun
        self.source = source
        problems = []
        problemCount = 0
        self.failure = failure
        self.aftermath = aftermath
    }

    init(kind: ImportedFile, source: String, failure: String, leftAsItIs path: String) {
        self.init(kind: kind, source: source, failure: failure, aftermath: .leftAsItIs(path))
    }

    /// A path as a message shows it: escaped, cut.
    static func shown(_ path: String) -> String { PrintableText.escaped(Array(path.utf8), limit: 200) }

    public var description: String {
        let source = Self.shown(source)
        if let failure {
            switch aftermath {
            case .unchanged: return "\(source): \(failure); nothing imported, the \(noun) is unchanged"
            case .leftAsItIs(let path): return "\(source): \(failure); nothing imported, \(Self.shown(path)) is left as it is"
            case .replaced: return "\(source): imported, the \(noun) is replaced, but \(failure)"
            }
        }
        var lines = ["\(source): \(problemCount) wrong row\(problemCount == 1 ? "" : "s"), nothing imported, the \(noun) is unchanged:"]
        lines += problems.map { "  \($0)" }
        if problemCount > problems.count { lines.append("  … and \(problemCount - problems.count) more") }
        return lines.joined(separator: "\n")
    }
}

/// The wrong rows an import finds: the first few, and how many in all.
struct ImportProblems {
    var shown: [ImportError.Problem] = []
    var count = 0

    mutating func add(_ problem: ImportError.Problem) {
        count += 1
        if shown.count < ImportError.shownProblems { shown.append(problem) }
    }
}
