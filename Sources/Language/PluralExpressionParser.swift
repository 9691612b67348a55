// PluralExpressionParser: the C expression of a Plural-Forms header, by recursive descent with
// C's precedence: ?: (right to left), ||, &&, == !=, < <= > >=, + -, * / %, !, then n, a
// number or a parenthesised expression (GNU gettext's plural.y).
import Wire

struct ExpressionParser {
    typealias Expression = PluralRule.Expression
    typealias Node = Int
    private let bytes: [UInt8]
    private var nodes: [PluralRule.Node] = []
    private var position = 0
    private var depth = 0
    /// Nesting allowed (parentheses, ! and ?: together): real rules nest 3 or 4 deep.
    static let maxDepth = 64

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// The whole text as one expression.
    mutating func parseWhole() throws(PluralRuleError) -> Expression {
        let root = try parseChoice()
        skipSpaces()
        guard position == bytes.count else { throw unexpected() }
        return Expression(nodes: nodes, root: root)
    }

    /// Adds a node; its index.
    private mutating func add(_ node: PluralRule.Node) -> Node {
        nodes.append(node)
        return nodes.count - 1
    }

    private mutating func parseChoice() throws(PluralRuleError) -> Node {
        try deeper()
        defer { depth -= 1 }
        let condition = try parseBinary(level: 0)
        guard take("?") else { return condition }
        let then = try parseChoice()
        guard take(":") else { throw PluralRuleError("“?” without its “:” at \(position)") }
        let otherwise = try parseChoice()
        return add(.choice(condition, then, otherwise))
    }

    /// The binary operators from the loosest (level 0: ||) to the tightest (* / %).
    private static let levels: [[(String, PluralRule.Operator)]] = [
        [("||", .or)], [("&&", .and)], [("==", .equal), ("!=", .notEqual)],
        [("<=", .lessOrEqual), (">=", .greaterOrEqual), ("<", .less), (">", .greater)],
        [("+", .add), ("-", .subtract)], [("*", .multiply), ("/", .divide), ("%", .remainder)],
    ]

    private mutating func parseBinary(level: Int) throws(PluralRuleError) -> Node {
        guard level < Self.levels.count else { return try parseUnary() }
        var left = try parseBinary(level: level + 1)
        while let op = Self.levels[level].first(where: { peek($0.0) }) {
            _ = take(op.0)
            let right = try parseBinary(level: level + 1)
            left = add(.binary(op.1, left, right))
        }
        return left
    }

    private mutating func parseUnary() throws(PluralRuleError) -> Node {
        // "!=" is the comparison, not a "!" before "=".
        if peek("!"), !peek("!=") {
            _ = take("!")
            try deeper()
            defer { depth -= 1 }
            let operand = try parseUnary()
            return add(.not(operand))
        }
        return try parsePrimary()
    }

    private mutating func parsePrimary() throws(PluralRuleError) -> Node {
        skipSpaces()
        guard position < bytes.count else { throw PluralRuleError("the expression ends too early") }
        if take("(") {
            let inner = try parseChoice()
            guard take(")") else { throw PluralRuleError("“(” without its “)” at \(position)") }
            return inner
        }
        if take("n") { return add(.n) }
        var value: UInt64 = 0
        var digits = 0
        while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) {
            let (times, overflow) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times.addingReportingOverflow(UInt64(bytes[position] - UInt8(ascii: "0")))
            guard !overflow, !overflow2 else { throw PluralRuleError("a number too large at \(position)") }
            value = sum
            position += 1
            digits += 1
        }
        guard digits > 0 else { throw unexpected() }
        return add(.number(value))
    }

    private mutating func deeper() throws(PluralRuleError) {
        depth += 1
        guard depth <= Self.maxDepth else { throw PluralRuleError("the expression nests deeper than \(Self.maxDepth)") }
    }

    private mutating func skipSpaces() {
        while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) { position += 1 }
    }

    private mutating func peek(_ token: String) -> Bool {
        skipSpaces()
        let token = Array(token.utf8)
        return position + token.count <= bytes.count && Array(bytes[position..<position + token.count]) == token
    }

    private mutating func take(_ token: String) -> Bool {
        guard peek(token) else { return false }
        position += token.utf8.count
        return true
    }

    private func unexpected() -> PluralRuleError {
        guard position < bytes.count else { return PluralRuleError("the expression ends too early") }
        return PluralRuleError("unexpected “\(PrintableText.escaped(bytes[position...], limit: 8))” at \(position)")
    }
}
