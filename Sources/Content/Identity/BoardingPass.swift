// BoardingPass: an airline boarding pass's bar code (IATA Resolution 792, Bar Coded Boarding
// Pass, format M): passenger, booking reference, route, flight, date and seat of each leg.
import Language
import Wire

/// A BCBP boarding pass of one to four legs.
///
/// Layout (BCBP Implementation Guide): `M`, the number of legs, the passenger name (20), the
/// electronic ticket indicator (1); per leg the 35 characters of `Leg` items and the size (2
/// hexadecimal digits) of the leg's variable items. The first leg's variable items start with
/// the unique conditional items (`>`, the version number, their size, then passenger
/// description, source of check-in, source of issuance, date of issue…), every leg's continue
/// with the repeated conditional items (their size, then airline code, document number…) and end
/// with data for the airline's own use. Security data (`^`, type, size, data) may follow the
/// last leg.
public struct BoardingPass: ContentKind {
    public static let typeName = "boardingpass"

    /// As written: `SURNAME/GIVEN NAMES`, trailing spaces removed.
    public let passengerName: String
    public let electronicTicket: Bool
    public let legs: [Leg]
    /// The version number of the conditional items, when the pass has them.
    public let version: Int?
    /// The date of issue, when the pass gives it (its year is the latest ending in the digit the
    /// pass writes): the flights' years then follow from it rather than from today.
    public let issued: CalendarDate?
    public let hasSecurityData: Bool
    /// The first leg's variable items do not start with the `>` (item 8, beginning of version
    /// number) that Resolution 792 puts before the conditional items. Some airlines write their
    /// own data there; read as theirs, the pass has no version and no date of issue, so its
    /// years are estimated from today, and the card warns.
    public let conditionalItemsUnmarked: Bool
    /// The kiosk's date is after the date of every leg.
    public let past: Bool

    public static func parse(_ payload: ContentPayload, context: ContentContext) throws(ContentRefusal) -> BoardingPass? {
        let data = payload.bytes
        // Format M with a digit for the number of legs, and letters where the first leg's
        // airports are: nothing else starts like that.
        guard data.count >= 36, data[0] == UInt8(ascii: "M"), BCBPText.isDigit(data[1]), data[30..<36].allSatisfy(BCBPText.isCapital) else {
            return nil
        }
        let legCount = Int(data[1] - 0x30)
        guard (1...4).contains(legCount) else { throw ContentRefusal("BCBP: \(legCount) legs; the format encodes 1 to 4") }
        guard data[..<23].allSatisfy(isPrintableASCII) else { throw ContentRefusal("BCBP: the passenger items are not printable ASCII") }
        let unique = BCBPText(data[..<23])
        let passengerName = unique.trimmed(2..<22)
        guard !passengerName.isEmpty else { throw ContentRefusal("BCBP: the passenger name is empty") }

        var position = 23
        var items: [LegItems] = []
        var version: Int?
        var issue: (yearDigit: Int, dayOfYear: Int)?
        var unmarked = false
        for number in 1...legCount {
            guard data.count >= position + LegItems.length else { throw ContentRefusal("BCBP: the data ends inside leg \(number)'s mandatory items") }
            let mandatory = data[position..<position + LegItems.length]
            guard mandatory.allSatisfy(isPrintableASCII) else {
                throw ContentRefusal("BCBP leg \(number): the mandatory items are not printable ASCII")
            }
            let leg = try LegItems(mandatory, leg: number)
            position += LegItems.length
            guard data.count >= position + leg.variableSize else {
                throw ContentRefusal("BCBP leg \(number): its variable items (\(leg.variableSize) characters) run past the end of the data")
            }
            let variable = BCBPText(data[position..<position + leg.variableSize])
            position += leg.variableSize
            if number == 1 {
                unmarked = !variable.data.isEmpty && variable.data.first != UInt8(ascii: ">")
                (version, issue) = try firstLegConditionalItems(variable)
            } else {
                try checkRepeatedItems(variable, from: 0, leg: number)
            }
            items.append(leg)
        }

        var rest = data[position...]
        var hasSecurityData = false
        if rest.first == UInt8(ascii: "^") {
            guard rest.count >= 4, let size = BCBPText(rest).hex(2..<4) else {
                throw ContentRefusal("BCBP: the security data has no type and size")
            }
            guard rest.count >= 4 + size else { throw ContentRefusal("BCBP: the security data (\(size) characters) runs past the end of the data") }
            rest = rest.dropFirst(4 + size)
            hasSecurityData = true
        }
        // Some issuers pad the symbol's data with spaces.
        guard rest.allSatisfy({ $0 == 0x20 }) else { throw ContentRefusal("BCBP: unexpected data after the last leg") }

        var issued: CalendarDate?
        if let issue {
            guard let day = BCBPFlightDate.issue(yearDigit: issue.yearDigit, dayOfYear: issue.dayOfYear, today: context.today) else {
                throw ContentRefusal("BCBP: the date of issue names day 366 of a year that has 365")
            }
            issued = day
        }
        var legs: [Leg] = []
        for (index, leg) in items.enumerated() {
            let date =
                if let issued {
                    BCBPFlightDate.flight(dayOfYear: leg.dayOfYear, issuedOn: issued)
                } else {
                    BCBPFlightDate.flight(dayOfYear: leg.dayOfYear, today: context.today)
                }
            guard let date else { throw ContentRefusal("BCBP leg \(index + 1): no day \(leg.dayOfYear) falls within a year of the date of issue") }
            legs.append(
                Leg(
                    pnr: leg.pnr, from: leg.from, to: leg.to, carrier: leg.carrier, flightNumber: leg.flightNumber, dayOfYear: leg.dayOfYear,
                    date: date, compartment: leg.compartment, seat: leg.seat, checkInSequence: leg.checkInSequence,
                    passengerStatus: leg.passengerStatus))
        }
        return BoardingPass(
            passengerName: passengerName, electronicTicket: data[22] == UInt8(ascii: "E"), legs: legs, version: version, issued: issued,
            hasSecurityData: hasSecurityData, conditionalItemsUnmarked: unmarked, past: legs.allSatisfy { $0.date < context.today })
    }

    /// The version number and date of issue from the first leg's variable items. Items that do not
    /// start with `>` are taken as the airline's own data (`conditionalItemsUnmarked`).
    private static func firstLegConditionalItems(_ variable: BCBPText) throws(ContentRefusal) -> (Int?, (yearDigit: Int, dayOfYear: Int)?) {
        guard variable.data.first == UInt8(ascii: ">") else { return (nil, nil) }
        guard variable.data.count >= 4 else { throw ContentRefusal("BCBP leg 1: the conditional items end before their version number and size") }
        guard let version = Int(variable.text(1..<2)) else { throw ContentRefusal("BCBP leg 1: the version number is not a digit") }
        guard let size = variable.hex(2..<4) else {
            throw ContentRefusal("BCBP leg 1: the size of the unique conditional items is not 2 hexadecimal digits")
        }
        guard variable.data.count >= 4 + size else {
            throw ContentRefusal("BCBP leg 1: the unique conditional items (\(size) characters) run past the leg's variable items")
        }
        // Passenger description, source of check-in, source of issuance (one character each), then
        // the date of issue: the year's last digit and the day of the year, blank when not given.
        var issue: (yearDigit: Int, dayOfYear: Int)?
        if size >= 7, !variable.bytes(7..<11).allSatisfy({ $0 == 0x20 }) {
            guard variable.bytes(7..<11).allSatisfy(BCBPText.isDigit), let digit = Int(variable.text(7..<8)), let day = Int(variable.text(8..<11)),
                (1...366).contains(day)
            else { throw ContentRefusal("BCBP: the date of issue is not a year digit and a day of the year") }
            issue = (digit, day)
        }
        try checkRepeatedItems(variable, from: 4 + size, leg: 1)
        return (version, issue)
    }

    /// Checks that the repeated conditional items starting at `start` (their size, then the
    /// items) fit the leg's variable items; what follows them is the airline's.
    private static func checkRepeatedItems(_ variable: BCBPText, from start: Int, leg number: Int) throws(ContentRefusal) {
        let remaining = variable.data.count - start
        guard remaining > 0 else { return }
        guard remaining >= 2, let size = variable.hex(start..<start + 2) else {
            throw ContentRefusal("BCBP leg \(number): the size of the repeated conditional items is not 2 hexadecimal digits")
        }
        guard remaining >= 2 + size else {
            throw ContentRefusal("BCBP leg \(number): the repeated conditional items (\(size) characters) run past the leg's variable items")
        }
    }

    private static func isPrintableASCII(_ byte: UInt8) -> Bool { (0x20...0x7E).contains(byte) }

    public var fields: [JSON.Member] {
        let first = legs[0]
        var members = [("name", JSON.string(passengerName))] + Self.members(of: first)
        if legs.count > 1 { members.append(("legs", .array(legs.map { .object(Self.members(of: $0)) }))) }
        return members
    }

    private static func members(of leg: Leg) -> [JSON.Member] {
        var members: [JSON.Member] = [
            ("pnr", .string(leg.pnr)), ("from", .string(leg.from)), ("to", .string(leg.to)), ("flight", .string(leg.flight)),
            ("date", .string(leg.date.description)),
        ]
        if let seat = leg.seat { members.append(("seat", .string(seat))) }
        return members
    }

    public var card: ContentCard {
        let first = legs[0]
        var main: [ContentCard.Fact] = [
            .init(.cardRoute, "\(first.from) → \(first.to)"),
            .init(.cardFlight, .said(.cardFlightOn, ["flight": first.flight], parts: ["date": first.date.shown])),
        ]
        if let seat = first.seat { main.append(.init(.cardSeat, seat)) }
        var details: [ContentCard.Fact] = [.init(.cardPassenger, passengerName), .init(.cardBooking, first.pnr)]
        for (index, leg) in legs.enumerated().dropFirst() {
            var values = ["from": leg.from, "to": leg.to, "flight": leg.flight]
            values["seat"] = leg.seat
            let value: ShownText = .said(leg.seat == nil ? .cardLegValue : .cardLegWithSeat, values, parts: ["date": leg.date.shown])
            details.append(.init(.said(.cardLeg, ["number": String(index + 1)]), value))
        }
        var warnings: [ShownText] = []
        if past { warnings.append(.said(.cardFlightPassed)) }
        if conditionalItemsUnmarked { warnings.append(.said(.cardNoConditionalMark)) }
        return ContentCard(title: .cardBoardingPass, main: main, details: details, warnings: warnings)
    }
}
