// BoardingPassLeg: one flight of a boarding pass: the 35 characters of mandatory items IATA's
// BCBP (Resolution 792) repeats for every leg, before the leg's variable-size items.

extension BoardingPass {
    /// One flight.
    public struct Leg: Sendable, Equatable {
        /// The operating carrier's booking reference (PNR code).
        public let pnr: String
        /// IATA airport codes.
        public let from: String
        public let to: String
        /// The operating carrier's designator (`AC`, `LH`; three letters for an ICAO one).
        public let carrier: String
        /// The flight number without leading zeros, with its letter suffix if any (`834`, `12A`).
        public let flightNumber: String
        /// The date of flight as written: the day of the year, 1 to 366.
        public let dayOfYear: Int
        /// The date of flight with its year (see `BCBPFlightDate` for how the year is chosen).
        public let date: CalendarDate
        /// The compartment code (`F`, `J`, `Y`…).
        public let compartment: String
        /// The seat without leading zeros (`1A`, `INF`), nil when none is assigned.
        public let seat: String?
        /// The check-in sequence number without leading zeros, nil when blank.
        public let checkInSequence: String?
        /// The passenger status code.
        public let passengerStatus: String

        /// Carrier and number, as a departure board shows them: `AC 834`.
        public var flight: String { "\(carrier) \(flightNumber)" }
    }

    /// The mandatory items of a leg, before its date gets a year.
    struct LegItems {
        var pnr: String
        var from: String
        var to: String
        var carrier: String
        var flightNumber: String
        var dayOfYear: Int
        var compartment: String
        var seat: String?
        var checkInSequence: String?
        var passengerStatus: String
        /// The size of the leg's conditional and airline items that follow.
        var variableSize: Int

        static let length = 37

        /// Reads the items from `items` (exactly `length` bytes of printable ASCII), leg `number`.
        init(_ items: ArraySlice<UInt8>, leg number: Int) throws(ContentRefusal) {
            let field = BCBPText(items)
            pnr = field.trimmed(0..<7)
            guard !pnr.isEmpty else { throw ContentRefusal("BCBP leg \(number): the booking reference (PNR) is empty") }
            for (range, name) in [(7..<10, "departure"), (10..<13, "arrival")] where !field.bytes(range).allSatisfy(BCBPText.isCapital) {
                throw ContentRefusal("BCBP leg \(number): the \(name) airport is not three letters")
            }
            from = field.text(7..<10)
            to = field.text(10..<13)
            guard field.bytes(13..<15).allSatisfy(BCBPText.isCapitalOrDigit), BCBPText.isCapitalOrDigit(field.byte(15)) || field.byte(15) == 0x20
            else { throw ContentRefusal("BCBP leg \(number): the operating carrier is not an airline designator") }
            carrier = field.trimmed(13..<16)
            let digits = field.bytes(16..<20).drop { $0 == 0x20 }
            let suffix = field.byte(20)
            guard !digits.isEmpty, digits.allSatisfy(BCBPText.isDigit), BCBPText.isCapital(suffix) || suffix == 0x20 else {
                throw ContentRefusal("BCBP leg \(number): the flight number is not 4 digits and an optional letter")
            }
            flightNumber = BCBPText.withoutLeadingZeros(String(decoding: digits, as: UTF8.self)) + field.trimmed(20..<21)
            guard field.bytes(21..<24).allSatisfy(BCBPText.isDigit), let day = Int(field.text(21..<24)), (1...366).contains(day) else {
                throw ContentRefusal("BCBP leg \(number): the date of flight is not a day of the year (001 to 366)")
            }
            dayOfYear = day
            compartment = field.trimmed(24..<25)
            seat = BCBPText.number(field.trimmed(25..<29))
            checkInSequence = BCBPText.number(field.trimmed(29..<34))
            passengerStatus = field.text(34..<35)
            guard let size = field.hex(35..<37) else {
                throw ContentRefusal("BCBP leg \(number): the size of its variable items is not 2 hexadecimal digits")
            }
            variableSize = size
        }
    }
}

/// Fixed-width text fields of BCBP data, counted from the start of a slice.
struct BCBPText {
    let data: ArraySlice<UInt8>

    init(_ data: ArraySlice<UInt8>) { self.data = data }

    func byte(_ offset: Int) -> UInt8 { data[data.startIndex + offset] }
    func bytes(_ range: Range<Int>) -> ArraySlice<UInt8> { data[data.startIndex + range.lowerBound..<data.startIndex + range.upperBound] }
    func text(_ range: Range<Int>) -> String { String(decoding: bytes(range), as: UTF8.self) }
    func trimmed(_ range: Range<Int>) -> String {
        let field = bytes(range)
        guard let first = field.firstIndex(where: { $0 != 0x20 }), let last = field.lastIndex(where: { $0 != 0x20 }) else { return "" }
        return String(decoding: field[first...last], as: UTF8.self)
    }
    /// A size written as hexadecimal digits (the standard writes capitals; small letters are read too).
    func hex(_ range: Range<Int>) -> Int? {
        let field = bytes(range)
        guard !field.isEmpty, field.allSatisfy({ isHexDigit($0) }) else { return nil }
        return Int(String(decoding: field, as: UTF8.self), radix: 16)
    }

    private func isHexDigit(_ byte: UInt8) -> Bool { Self.isDigit(byte) || (0x41...0x46).contains(byte) || (0x61...0x66).contains(byte) }
    static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
    static func isCapital(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) }
    static func isCapitalOrDigit(_ byte: UInt8) -> Bool { isCapital(byte) || isDigit(byte) }

    /// `0012` → `12`, `0000` → `0`.
    static func withoutLeadingZeros(_ digits: String) -> String {
        let kept = digits.drop { $0 == "0" }
        return kept.isEmpty ? "0" : String(kept)
    }

    /// A seat or sequence number without its leading zeros (`001A` → `1A`, `0025` → `25`); other
    /// values (`INF`) as written; nil for a blank one.
    static func number(_ value: String) -> String? {
        guard !value.isEmpty else { return nil }
        let digits = value.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty else { return value }
        return withoutLeadingZeros(String(digits)) + value.dropFirst(digits.count)
    }
}
