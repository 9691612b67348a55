// CalibrationMatrix: the `input.calibration` option, libinput's LIBINPUT_CALIBRATION_MATRIX convention.

/// A 2×3 affine matrix applied to a touch position normalized to 0…1 on the device's axes:
/// x′ = a·x + b·y + c, y′ = d·x + e·y + f — the first two rows of libinput's
/// LIBINPUT_CALIBRATION_MATRIX (the udev property), which is given as the six numbers `a b c d e f`.
/// `1 0 0 0 1 0` leaves positions alone; `-1 0 1 0 1 0` mirrors x; `0 1 0 -1 0 1` turns a
/// panel's coordinates by 90°. It corrects the touch panel against the panel it is glued to, before
/// the kiosk's `--rotate` is applied, so rotating the screen needs no new calibration.
public struct CalibrationMatrix: Equatable, Sendable, CustomStringConvertible {
    public var a, b, c, d, e, f: Double

    public init(_ a: Double, _ b: Double, _ c: Double, _ d: Double, _ e: Double, _ f: Double) {
        (self.a, self.b, self.c, self.d, self.e, self.f) = (a, b, c, d, e, f)
    }

    public static let identity = CalibrationMatrix(1, 0, 0, 0, 1, 0)

    /// Parses six numbers separated by spaces and/or commas (`"1 0 0 0 1 0"`, `"1,0,0,0,1,0"`). A
    /// nine-number form whose last row is `0 0 1` (as xinput's Coordinate Transformation Matrix is
    /// written) is accepted too. Throws a message naming what is wrong.
    public init(parsing text: String) throws(InputOptionError) {
        let fields = text.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" })
        let numbers = fields.compactMap { Double($0) }
        guard numbers.count == fields.count else {
            throw InputOptionError("input.calibration: '\(text)' is not a list of numbers")
        }
        guard numbers.count == 6 || (numbers.count == 9 && Array(numbers[6...]) == [0, 0, 1]) else {
            throw InputOptionError("input.calibration needs six numbers 'a b c d e f' (x' = a·x + b·y + c, y' = d·x + e·y + f), got \(numbers.count)")
        }
        guard numbers.allSatisfy(\.isFinite) else { throw InputOptionError("input.calibration: '\(text)' has a number that is not finite") }
        self.init(numbers[0], numbers[1], numbers[2], numbers[3], numbers[4], numbers[5])
        guard (a * e - b * d) != 0 else {
            throw InputOptionError("input.calibration: '\(text)' squashes the panel onto a line (a·e − b·d is 0)")
        }
    }

    public func apply(x: Double, y: Double) -> (x: Double, y: Double) {
        (a * x + b * y + c, d * x + e * y + f)
    }

    public var description: String {
        [a, b, c, d, e, f].map { $0 == $0.rounded() ? String(Int($0)) : String($0) }.joined(separator: " ")
    }
}

/// A bad value of an `input.*` option; the message names the option.
public struct InputOptionError: Error, CustomStringConvertible, Equatable, Sendable {
    public let description: String
    public init(_ description: String) { self.description = description }
}
