// PluralRule: a gettext catalogue's Plural-Forms ("nplurals=3; plural=(n==1 ? 0 : n%10>=2 &&
// n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);"), parsed once and evaluated per count.
//
// Written by hand: the expression is a small subset of C (GNU gettext's plural.y grammar), and
// libintl's own evaluator is not reachable without setting the process's locale.
import Wire

/// Which plural form a count takes in one language.
public struct PluralRule: Sendable, Equatable {
    /// How many forms the language has (each plural message carries this many translations).
    public let count: Int
    private let expression: Expression

    /// The longest plural= expression read.
    public static let maxLength = 400

    /// English's rule: one form for 1, one for every other count.
    public static let english = PluralRule(count: 2, expression: Expression(nodes: [.n, .number(1), .binary(.notEqual, 0, 1)], root: 2))

    init(count: Int, expression: Expression) {
        self.count = count
        self.expression = expression
    }

    /// Parses a Plural-Forms header value. Refused: a count outside 1–6, an expression that
    /// is not C's (an unknown operator or name, unbalanced parentheses, nested past 64 levels).
    public init(header: String) throws(PluralRuleError) {
        var fields: [String: Substring] = [:]
        for field in header.split(separator: ";") {
            let parts = field.split(separator: "=", maxSplits: 1)
            guard parts.count == 2 else {
                if field.allSatisfy(\.isWhitespace) { continue }
                throw PluralRuleError("“\(PrintableText.escaped(Array(field.trimmed.utf8), limit: 40))” is not a NAME=VALUE field")
            }
            fields[String(parts[0].trimmed)] = parts[1].trimmed
        }
        guard let counted = fields["nplurals"], let count = Int(counted), (1...6).contains(count) else {
            throw PluralRuleError("nplurals must be a number from 1 to 6")
        }
        guard let plural = fields["plural"] else { throw PluralRuleError("no plural= expression") }
        // The longest real rule (Arabic's) has 90 characters; a long chain of operators would
        // make a tree too deep to walk.
        guard plural.utf8.count <= Self.maxLength else { throw PluralRuleError("the expression is longer than \(Self.maxLength) characters") }
        var parser = ExpressionParser(Array(plural.utf8))
        self.init(count: count, expression: try parser.parseWhole())
    }

    /// The form `n` takes: the expression's value, or the first form when the expression gives
    /// one the language does not have (as GNU gettext does).
    public func form(for n: UInt64) -> Int {
        let value = expression.evaluate(n)
        return value < UInt64(count) ? Int(value) : 0
    }

    /// The expression tree, its nodes in one array (children by index: no boxes, nothing freed
    /// recursively), evaluated with C's arithmetic on unsigned long, as gettext does.
    struct Expression: Sendable, Equatable {
        var nodes: [Node]
        var root: Int

        func evaluate(_ n: UInt64) -> UInt64 { evaluate(root, n) }

        private func evaluate(_ index: Int, _ n: UInt64) -> UInt64 {
            switch nodes[index] {
            case .n: return n
            case .number(let value): return value
            case .not(let operand): return evaluate(operand, n) == 0 ? 1 : 0
            case .choice(let condition, let then, let otherwise): return evaluate(condition, n) != 0 ? evaluate(then, n) : evaluate(otherwise, n)
            case .binary(let op, let left, let right):
                // && and || look at their right side only when they must.
                switch op {
                case .and: return evaluate(left, n) != 0 && evaluate(right, n) != 0 ? 1 : 0
                case .or: return evaluate(left, n) != 0 || evaluate(right, n) != 0 ? 1 : 0
                default: return op.apply(evaluate(left, n), evaluate(right, n))
                }
            }
        }
    }

    enum Node: Sendable, Equatable {
        case n
        case number(UInt64)
        case not(Int)
        case binary(Operator, Int, Int)
        case choice(Int, Int, Int)
    }

    enum Operator: Sendable, Equatable {
        case multiply, divide, remainder, add, subtract, less, lessOrEqual, greater, greaterOrEqual, equal, notEqual, and, or

        func apply(_ a: UInt64, _ b: UInt64) -> UInt64 {
            switch self {
            case .multiply: a &* b
            // gettext's evaluator answers 0 for a division by zero (it does not trap).
            case .divide: b == 0 ? 0 : a / b
            case .remainder: b == 0 ? 0 : a % b
            case .add: a &+ b
            case .subtract: a &- b
            case .less: a < b ? 1 : 0
            case .lessOrEqual: a <= b ? 1 : 0
            case .greater: a > b ? 1 : 0
            case .greaterOrEqual: a >= b ? 1 : 0
            case .equal: a == b ? 1 : 0
            case .notEqual: a != b ? 1 : 0
            case .and, .or: 0  // evaluated with their short circuit above
            }
        }
    }
}

public struct PluralRuleError: Error, CustomStringConvertible, Equatable {
    public let description: String
    init(_ description: String) { self.description = description }
}

extension Substring {
    var trimmed: Substring {
        var text = self
        while text.first?.isWhitespace == true { text = text.dropFirst() }
        while text.last?.isWhitespace == true { text = text.dropLast() }
        return text
    }
}
