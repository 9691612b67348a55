// ContentJSON: what a code says (Content's fields) as the capture event's and decode's `content`.
import Content

extension ContentField {
    /// The field as JSON: decimals keep their digits.
    public var json: JSON {
        switch self {
        case .string(let text): .string(text)
        case .integer(let value): .integer(value)
        case .decimal(let text): .number(text)
        case .bool(let value): .bool(value)
        case .array(let values): .array(values.map(\.json))
        case .object(let members): .object(members.map { ($0.key, $0.value.json) })
        }
    }
}

extension ContentReading {
    /// `{"type":"gs1","hri":…,"elements":[…],"expired":true}`.
    public var json: JSON { .object(fields.map { ($0.key, $0.value.json) }) }
}
