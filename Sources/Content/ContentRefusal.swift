// ContentRefusal: why a payload that says it is of a kind (a `WIFI:` prefix, an `SPC` header, a
// GS1 FNC1) is not a valid one of that kind.

/// The reason a parser gives when a payload claims its kind but breaks its specification: a
/// missing field, a value out of range, a check digit or checksum that does not match. A parser
/// that does not recognise its kind at all returns nil instead; it never guesses.
public struct ContentRefusal: Error, Equatable, Sendable, CustomStringConvertible {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}
