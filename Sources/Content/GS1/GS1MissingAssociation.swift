// GS1MissingAssociation: the mandatory associations the GS1 Barcode Syntax Dictionary lists
// (`req=`, the General Specifications' mandatory associations of element strings) that an
// element string does not meet: an AI that needs another with it, such as a batch (10) that needs
// the GTIN (01) or another key it belongs to. Reported, not refused: the AI it needs may be in
// another symbol on the item.
import Language

/// A mandatory association an element string does not meet: `ai` needs one of `alternatives`.
public struct GS1MissingAssociation: Sendable, Equatable, CustomStringConvertible {
    /// The AI that needs another: `10`.
    public let ai: String
    /// The groups, any one of which would do; each group's AIs or patterns (`31nn`) all together.
    public let alternatives: [[String]]

    /// For a card: `(10) needs (01), (02), (03), (8006) or (8026)`; a group as `(01)+(21)`.
    public var description: String {
        let groups = alternatives.map { $0.map { "(\($0))" }.joined(separator: "+") }
        let listed = groups.count > 1 ? groups.dropLast().joined(separator: ", ") + " or " + groups.last! : groups.joined()
        return "(\(ai)) needs \(listed)"
    }

    /// For a card, in the reader's language: `(10) needs (01), (02), (03), (8006) or (8026)`.
    public var shown: ShownText {
        let groups = alternatives.map { $0.map { "(\($0))" }.joined(separator: "+") }
        let listed: ShownText =
            groups.count > 1
            ? .said(.cardOr, ["list": groups.dropLast().joined(separator: ", "), "last": groups.last!]) : .verbatim(groups.joined())
        return .said(.cardNeeds, ["ai": ai], parts: ["others": listed])
    }

    /// For each element, each of its AI's `req=` entries that no group of other elements meets,
    /// in the elements' order.
    static func missing(in elements: [GS1Element]) -> [GS1MissingAssociation] {
        var missing: [GS1MissingAssociation] = []
        for element in elements {
            guard let identifier = GS1ApplicationIdentifier.all[element.ai] else { continue }
            // An AI does not meet its own requirement: it asks for another.
            let others = elements.map(\.ai).filter { $0 != element.ai }
            for alternatives in identifier.requires {
                let met = alternatives.contains { group in
                    group.allSatisfy { pattern in others.contains { GS1ElementString.matches($0, pattern) } }
                }
                if !met { missing.append(GS1MissingAssociation(ai: element.ai, alternatives: alternatives)) }
            }
        }
        return missing
    }
}
