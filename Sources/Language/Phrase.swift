// Phrase: a message with what it is said with (its values, its count), made where the kiosk
// decides what to say and put into words where it is drawn or spoken, in that person's language.

/// A catalogue message and its values: "Try again in {seconds} s" with seconds 30. Kept as the
/// message, never as text, so the screen can say it in whichever language is chosen by then.
public struct Phrase: Sendable, Hashable {
    public let message: Message
    /// The count a plural message is said for; nil for a message that does not count.
    public let count: Int?
    /// The placeholders' values, by name.
    public let values: [String: String]
    /// Placeholders whose values are themselves said in the reader's language (a date, another
    /// phrase: "Bad check digit in {label}" with label "Expiry"), by name.
    public let parts: [String: ShownText]

    public init(_ message: Message, count: Int? = nil, _ values: [String: String] = [:], parts: [String: ShownText] = [:]) {
        self.message = message
        self.count = count
        self.values = values
        self.parts = parts
    }
}
