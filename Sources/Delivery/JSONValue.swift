// JSONValue: a JSON line of the history file as read back (JSONParser), and the lines the outbox
// writes itself (FoundationEssentials' JSONEncoder).
import FoundationEssentials

/// Any JSON value, for lines whose fields differ by event (`capture`, `destinations`,
/// `delivered`) and may come from an older or newer kiosk: a field of another type than expected
/// reads as absent, never as a broken line. Numbers are kept as `Double` (as JSON has them) with
/// the text they were read from, so a price is read exactly (`literal`); `int` gives one that is a
/// whole number.
public enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(JSONNumber)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// The object one line holds; nil when it is not JSON or not an object.
    public static func object<Bytes: Sequence<UInt8>>(parsing line: Bytes) -> [String: JSONValue]? {
        let parsed =
            line.withContiguousStorageIfAvailable { JSONParser.parse($0) } ?? Array(line).withUnsafeBufferPointer { JSONParser.parse($0) }
        guard case .object(let members)? = parsed else { return nil }
        return members
    }

    public var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The value `bytes` hold (any JSON value), or nil when they are not one JSON text.
    public init?(parsing bytes: [UInt8]) {
        guard let value = bytes.withUnsafeBufferPointer({ JSONParser.parse($0) }) else { return nil }
        self = value
    }

    public var double: Double? {
        if case .number(let value) = self { return value.double }
        return nil
    }

    /// A number as it was written (`4.990`, `1e2`); nil for a number made here, or another value.
    public var numberLiteral: String? {
        if case .number(let value) = self { return value.text }
        return nil
    }

    /// A number with no fraction, in `Int`'s range.
    public var int: Int? {
        guard let value = double, value.rounded() == value, let whole = Int(exactly: value) else { return nil }
        return whole
    }

    /// A number as text: a whole number without a fraction (`12`), else the shortest decimal
    /// that reads back as the same double (`4.99`; trailing zeros are not kept: `1.25`).
    public var numberText: String? {
        guard let value = double, value.isFinite else { return nil }
        if let whole = int { return String(whole) }
        return "\(value)"
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

/// A JSON number: its value, and its text when it was read (JSONParser).
public struct JSONNumber: Sendable, Equatable {
    public let double: Double
    /// As written in the JSON text read; nil for a number made here.
    public let text: String?

    public init(_ value: Double) {
        double = value
        text = nil
    }

    init(text: String, double: Double) {
        self.double = double
        self.text = text
    }

    /// Equal values are equal numbers, however written (`1.0`, `1`).
    public static func == (a: JSONNumber, b: JSONNumber) -> Bool { a.double == b.double }
}

extension JSONValue: Encodable {
    public func encode(to encoder: any Encoder) throws {
        var value = encoder.singleValueContainer()
        switch self {
        case .null: try value.encodeNil()
        case .bool(let bool): try value.encode(bool)
        case .number(let number):
            if let whole = int { try value.encode(whole) } else { try value.encode(number.double) }
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
