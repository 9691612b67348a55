// CSVHeader: a header row's columns matched to what each holds by their names, as every CSV
// import reads them: compared in lower case with spaces and hyphens as underscores, a column
// without a name, two of one name and two of one role refused.

struct CSVHeader<Role: Hashable> {
    /// One thing a column may hold: its name in messages and the header names taken for it.
    struct Choice {
        let role: Role
        let name: String
        let names: [String]
    }

    /// The column index of each role found.
    let index: [Role: Int]
    /// The other columns: their header name and index.
    let extra: [(name: String, index: Int)]
    let count: Int

    init(_ header: [String], choices: [Choice]) throws(ImportError.Problem) {
        var index: [Role: Int] = [:]
        var extra: [(String, Int)] = []
        var seen: [String: Int] = [:]
        for (column, title) in header.enumerated() {
            let name = title.trimmingSpaces()
            let normal = String(name.lowercased().map { $0 == " " || $0 == "-" ? "_" : $0 })
            guard !normal.isEmpty else { throw .init(line: 1, "column \(column + 1) has no name in the header row") }
            if let earlier = seen[normal] { throw .init(line: 1, "two columns are named \"\(name)\" (\(earlier + 1) and \(column + 1))") }
            seen[normal] = column
            if let choice = choices.first(where: { $0.names.contains(normal) }) {
                if let other = index[choice.role] {
                    throw .init(line: 1, "columns \(other + 1) (\"\(header[other])\") and \(column + 1) (\"\(name)\") both name the \(choice.name)")
                }
                index[choice.role] = column
            } else {
                extra.append((name, column))
            }
        }
        self.index = index
        self.extra = extra
        count = header.count
    }

    /// Refuses a header without a column for `role`, naming the names it may have.
    func require(_ choice: Choice) throws(ImportError.Problem) {
        guard index[choice.role] == nil else { return }
        throw .init(line: 1, "no \(choice.name) column: the header row must name one (\(choice.names.map { "\"\($0)\"" }.joined(separator: ", ")))")
    }

    /// The value of `role`'s column in a row, trimmed; nil when the header has no such column
    /// or the value is empty.
    func value(_ role: Role, in fields: [String]) -> String? {
        guard let column = index[role] else { return nil }
        let value = fields[column].trimmingSpaces()
        return value.isEmpty ? nil : value
    }
}
