// ContentContext: what parsing needs beyond the payload: the kiosk's date (expiry, age) and the
// shop's settings that change what a payload means or what may leave the kiosk.

/// The circumstances a payload is read in.
public struct ContentContext: Sendable, Equatable {
    /// Dates in payloads are compared with it: a product past its expiry date is expired, a
    /// licence holder's age is counted to it.
    public var today: CalendarDate
    /// The national layout of restricted-circulation / variable-measure numbers (GS1 prefixes 02
    /// and 20–29: item number and price or weight) by its name; nil: such numbers are shown as
    /// in-store numbers, nothing read from them.
    public var variableMeasure: String?
    /// Whether secrets a payload carries (a Wi-Fi password) go into the event's fields. They are
    /// never on a card. Off by default.
    public var includesSecrets: Bool

    public init(today: CalendarDate, variableMeasure: String? = nil, includesSecrets: Bool = false) {
        self.today = today
        self.variableMeasure = variableMeasure
        self.includesSecrets = includesSecrets
    }
}
