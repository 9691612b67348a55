// ConsoleStatus: what the status page shows of the kiosk: a snapshot the kiosk's loop hands the
// console (the console never reads the kiosk's parts itself).
import Wire

/// The kiosk's state as the admin screen says it, in plain text (English for now). The kiosk
/// publishes a new one from its loop (`ConsoleServer.publish`); the console's thread only reads
/// the last one published.
public struct ConsoleStatus: Sendable, Equatable {
    public struct Fact: Sendable, Equatable {
        public var label: String
        /// One or more lines (a destination each, an address each).
        public var lines: [String]
        public init(_ label: String, _ lines: [String]) {
            self.label = label
            self.lines = lines
        }
    }

    /// One capture as the kiosk's History lists it (withheld text withheld: `text` is then what
    /// the screen says in its place).
    public struct Capture: Sendable, Equatable {
        public var number: Int
        /// Local wall-clock time as ISO 8601, or the kiosk clock's seconds on a virtual clock.
        public var time: String
        /// What the code is (the card's title line, a product's price), as the History's heading.
        public var heading: String
        public var symbology: String
        public var text: String
        public var withheld: Bool
        public init(number: Int, time: String, heading: String, symbology: String, text: String, withheld: Bool) {
            self.number = number
            self.time = time
            self.heading = heading
            self.symbology = symbology
            self.text = text
            self.withheld = withheld
        }
    }

    public var kioskID: String
    public var version: String
    /// The rest, in the admin screen's order: addresses, camera, screen, delivery.
    public var facts: [Fact]
    /// When the kiosk made this snapshot (ISO 8601, local time); nil: not yet.
    public var time: String?
    /// The last captures, newest first (the History page's and its CSV's).
    public var captures: [Capture]

    public init(kioskID: String, version: String, facts: [Fact] = [], time: String? = nil, captures: [Capture] = []) {
        self.kioskID = kioskID
        self.version = version
        self.facts = facts
        self.time = time
        self.captures = captures
    }

    /// What `/status.json` answers: `{"kiosk":…,"version":…,"time":…,"facts":[{"label":…,"lines":[…]}]}`.
    public var json: JSON {
        .object([
            ("kiosk", .string(kioskID)), ("version", .string(version)), ("time", time.map(JSON.string) ?? .null),
            ("facts", .array(facts.map { .object([("label", .string($0.label)), ("lines", .array($0.lines.map(JSON.string)))]) })),
        ])
    }
}
