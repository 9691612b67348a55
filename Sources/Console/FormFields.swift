// FormFields: a form's fields as the server library's post processor hands them over (a key and
// a piece of its value at an offset), gathered within fixed bounds.

/// The fields of one form. The post processor decodes `application/x-www-form-urlencoded` and
/// calls with each field's value in pieces; this keeps them, refusing (`problem`) a form with
/// more than `fieldLimit` fields, a name longer than `nameLimit` bytes, a value longer than
/// `valueLimit`, a field given twice, or a piece out of order (a value that is not UTF-8 is
/// there but reads as nil).
/// After a problem nothing more is kept: the form is refused whole.
public struct FormFields: Sendable, Equatable {
    public enum Problem: Sendable, Equatable {
        case tooManyFields
        case nameTooLong
        case valueTooLong
        case repeated
        case outOfOrder
    }

    public static let fieldLimit = 8
    public static let nameLimit = 32
    public static let valueLimit = 1024

    private var names: [String] = []
    private var values: [[UInt8]] = []
    public private(set) var problem: Problem?

    public init() {}

    /// Adds `piece` of field `name`'s value, starting at byte `offset` of the value.
    public mutating func add(name: String, piece: some Collection<UInt8>, offset: UInt64) {
        guard problem == nil else { return }
        guard name.utf8.count <= Self.nameLimit else { return refuse(.nameTooLong) }
        if offset == 0 {
            guard !names.contains(name) else { return refuse(.repeated) }
            guard names.count < Self.fieldLimit else { return refuse(.tooManyFields) }
            names.append(name)
            values.append([])
        }
        guard let last = names.last, last == name, UInt64(values[values.count - 1].count) == offset else { return refuse(.outOfOrder) }
        guard values[values.count - 1].count + piece.count <= Self.valueLimit else { return refuse(.valueTooLong) }
        values[values.count - 1] += piece
    }

    private mutating func refuse(_ problem: Problem) {
        self.problem = problem
        names.removeAll()
        values.removeAll()
    }

    /// Field `name`'s value; nil when the form has no such field, the form was refused, or the
    /// value is not UTF-8 text.
    public subscript(name: String) -> String? {
        guard problem == nil, let index = names.firstIndex(of: name) else { return nil }
        return String(validating: values[index], as: UTF8.self)
    }

    /// The fields' names in the order given.
    public var fieldNames: [String] { names }
}
