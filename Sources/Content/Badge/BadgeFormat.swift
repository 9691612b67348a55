// BadgeFormat: how this show's badges are written, as the booth's options will say it: the
// delimited layout, where a JSON badge keeps each part, and what a registrant id looks like. The
// vCard, MECARD and e-mail badges need no setting.

/// The settings a badge is read with (`BadgeReader`).
public struct BadgeFormat: Sendable, Equatable {
    /// Why a setting is refused: a layout, a path or a pattern that cannot be used.
    public struct Problem: Error, Sendable, Equatable, CustomStringConvertible {
        public let description: String
        public init(_ description: String) { self.description = description }
    }

    /// The fields of a delimited badge in order, and their delimiter; nil: the show prints none.
    public var delimited: BadgeDelimitedLayout?
    /// Where a JSON badge keeps each part.
    public var json: BadgeJSONLayout
    /// What a registrant id looks like: a bare id is one, and a vCard's UID, NOTE or CONF is
    /// taken as the id only when it is one.
    public var idPattern: BadgeIDPattern

    public init(delimited: BadgeDelimitedLayout? = nil, json: BadgeJSONLayout = .standard, idPattern: BadgeIDPattern = .standard) {
        self.delimited = delimited
        self.json = json
        self.idPattern = idPattern
    }
}
