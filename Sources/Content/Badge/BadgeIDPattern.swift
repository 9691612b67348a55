// BadgeIDPattern: what a registrant id looks like at this show, as a regular expression the
// whole id must match; a named group `id` takes the id out of a longer text (SpotMe's badges
// carry `SB` and the registration number: `SB(?<id>\w+)`).

/// A pattern compiled when a badge is read (a `Regex` is not `Sendable`); checked when made.
public struct BadgeIDPattern: Sendable, Equatable, CustomStringConvertible {
    /// Letters, digits, `-` and `_`, 3 to 40 of them, starting with a letter or digit.
    public static let standard = BadgeIDPattern(checked: "[A-Za-z0-9][A-Za-z0-9_-]{2,39}")

    /// The expression as given.
    public let source: String

    /// Refuses an expression Swift's `Regex` cannot compile, naming why.
    public init(_ source: String) throws(BadgeFormat.Problem) {
        guard !source.isEmpty else { throw BadgeFormat.Problem("the registrant id pattern is empty") }
        do { _ = try Regex(source) } catch {
            throw BadgeFormat.Problem("the registrant id pattern “\(source)” is not a regular expression: \(error)")
        }
        self.source = source
    }

    private init(checked source: String) { self.source = source }

    public var description: String { source }

    /// The id `text` is, all of it matching: the group `id` when the pattern names one, else the
    /// whole text; nil when it does not match, or the id is empty.
    public func id(in text: some StringProtocol) -> String? {
        guard let regex = try? Regex(source), let match = try? regex.wholeMatch(in: String(text)) else { return nil }
        let id = match.output["id"].map { $0.substring.map(String.init) ?? "" } ?? String(text)
        return id.isEmpty ? nil : id
    }
}
