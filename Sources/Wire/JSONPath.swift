// JSONPath: a dotted path into a JSON value (`data.items.0.name`): member names and array
// positions, as the shop server's lookup map and a badge's JSON layout name where a value is.

/// Member names and array positions separated by dots; the empty path is the value itself.
public struct JSONPath: Sendable, Equatable, CustomStringConvertible {
    public let members: [String]

    /// nil when a step between dots is empty (`a..b`, `.a`, `a.`).
    public init?(parsing text: String) {
        members = text.isEmpty ? [] : text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard !members.contains(where: \.isEmpty) else { return nil }
    }

    public var description: String { members.joined(separator: ".") }

    /// The value at the path; nil when a step is missing, or the value is null. A step that is a
    /// number picks an array's element, or else the object's member of that name.
    public func value(in root: JSON) -> JSON? {
        var value = root
        for member in members {
            if value.members != nil, let next = value[member] {
                value = next
            } else if let array = value.array, let index = Int(member), array.indices.contains(index) {
                value = array[index]
            } else {
                return nil
            }
        }
        return value == .null ? nil : value
    }
}
