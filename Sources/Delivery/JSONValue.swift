// JSONValue: a JSON line of the history file as read back, parsed by FoundationEssentials'
// JSONDecoder, and the lines the outbox writes itself.
import FoundationEssentials

/// Any JSON value, for lines whose fields differ by event (`capture`, `destinations`,
/// `delivered`) and may come from an older or newer kiosk: a field of another type than expected
/// reads as absent, never as a broken line. Numbers are kept as `Double` (as JSON has them);
/// `int` gives one that is a whole number.
public enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// The object one line holds; nil when it is not JSON or not an object.
    public static func object<Bytes: Sequence<UInt8>>(parsing line: Bytes) -> [String: JSONValue]? {
        guard case .object(let members)? = try? JSONDecoder().decode(JSONValue.self, from: Data(line)) else { return nil }
        return members
    }

    public var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    public var double: Double? {
        if case .number(let value) = self { return value }
        return nil
    }

    /// A number with no fraction, in `Int`'s range.
    public var int: Int? {
        guard case .number(let value) = self, value.rounded() == value, let whole = Int(exactly: value) else { return nil }
        return whole
    }

    public var array: [JSONValue]? {
        if case .array(let values) = self { return values }
        return nil
    }

    public var object: [String: JSONValue]? {
        if case .object(let members) = self { return members }
        return nil
    }
}

extension JSONValue: Decodable {
    public init(from decoder: any Decoder) throws {
        let value = try decoder.singleValueContainer()
        if value.decodeNil() {
            self = .null
        } else if let bool = try? value.decode(Bool.self) {
            self = .bool(bool)
        } else if let number = try? value.decode(Double.self) {
            self = .number(number)
        } else if let string = try? value.decode(String.self) {
            self = .string(string)
        } else if let array = try? value.decode([JSONValue].self) {
            self = .array(array)
        } else {
            self = .object(try value.decode([String: JSONValue].self))
        }
    }
}

extension JSONValue: Encodable {
    public func encode(to encoder: any Encoder) throws {
        var value = encoder.singleValueContainer()
        switch self {
        case .null: try value.encodeNil()
        case .bool(let bool): try value.encode(bool)
        case .number(let number):
            if let whole = int { try value.encode(whole) } else { try value.encode(number) }
        case .string(let string): try value.encode(string)
        case .array(let array): try value.encode(array)
        case .object(let members): try value.encode(members)
        }
    }

    /// The value on one line, keys sorted (the same line for the same content), `/` not escaped.
    public var line: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(self)) ?? Data("null".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}
