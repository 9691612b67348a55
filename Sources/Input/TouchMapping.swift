// TouchMapping: device coordinates to pixels of the logical screen: axis range, calibration, rotation.

/// A position on the logical (rotated) screen in pixels: pixel (i, j) covers [i, i+1) × [j, j+1).
public struct ScreenPoint: Equatable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public func distance(to other: ScreenPoint) -> Double {
        ((x - other.x) * (x - other.x) + (y - other.y) * (y - other.y)).squareRoot()
    }

    public var description: String { "(\(x), \(y))" }
}

/// How the kiosk's picture is turned on the panel (`--rotate`), clockwise, as Raspberry Pi's
/// `display_rotate` and DRM's panel orientation count it: 90 means the panel is mounted turned a
/// quarter clockwise, so the picture is drawn turned a quarter clockwise to stand upright.
public enum ScreenRotation: Int, Sendable, CaseIterable {
    case none = 0
    case quarter = 90
    case half = 180
    case threeQuarters = 270

    public init?(degrees: Int) {
        self.init(rawValue: ((degrees % 360) + 360) % 360)
    }

    /// Turns a position normalized to the panel (u right, v down along the panel's own axes) into
    /// one normalized to the logical screen. For 90°: the panel's top-right corner is the logical
    /// top-left, x = v, y = 1 − u (xinput matrix `0 1 0 -1 0 1`).
    public func logical(u: Double, v: Double) -> (x: Double, y: Double) {
        switch self {
        case .none: (u, v)
        case .quarter: (v, 1 - u)
        case .half: (1 - u, 1 - v)
        case .threeQuarters: (1 - v, u)
        }
    }

    /// Whether width and height swap between the panel and the logical screen.
    public var swapsAxes: Bool { self == .quarter || self == .threeQuarters }
}

/// The logical screen the kiosk draws: its size in pixels after rotation, and the rotation.
public struct ScreenGeometry: Equatable, Sendable {
    public var width: Int
    public var height: Int
    public var rotation: ScreenRotation

    /// `width` × `height` is the logical (rotated) size: a 800x480 panel turned by 90° is 480x800.
    public init(width: Int, height: Int, rotation: ScreenRotation = .none) {
        self.width = width
        self.height = height
        self.rotation = rotation
    }

    /// A logical normalized position (0…1) as pixels, kept on the screen. Rounded to a millionth
    /// of a pixel, so that 113/800 × 800 is 113 and not 112.99999999999999.
    public func pixels(x: Double, y: Double) -> ScreenPoint {
        let w = Double(width), h = Double(height)
        func snap(_ v: Double) -> Double { (v * 1e6).rounded() / 1e6 }
        return ScreenPoint(x: min(max(snap(x * w), 0), w.nextDown), y: min(max(snap(y * h), 0), h.nextDown))
    }
}

/// Maps one device's positions to screen pixels. Touchscreens and absolute pointers: normalize by
/// the axis range (`AxisRange.normalized`), apply the calibration matrix, turn by the rotation,
/// scale to the logical screen. Mice already move in logical pixels (`TouchDecoder` keeps their
/// position normalized to the logical screen), so only the scaling applies.
public struct TouchMapping: Equatable, Sendable {
    public var xAxis: AxisRange
    public var yAxis: AxisRange
    public var calibration: CalibrationMatrix
    public var screen: ScreenGeometry
    /// False for mice: their positions are already logical.
    public var followsPanel: Bool

    public init(xAxis: AxisRange, yAxis: AxisRange, calibration: CalibrationMatrix = .identity, screen: ScreenGeometry, followsPanel: Bool = true) {
        self.xAxis = xAxis
        self.yAxis = yAxis
        self.calibration = calibration
        self.screen = screen
        self.followsPanel = followsPanel
    }

    /// The pixel a raw device position lands on.
    public func screenPoint(x: Int32, y: Int32) -> ScreenPoint {
        screenPoint(normalizedX: xAxis.normalized(x), normalizedY: yAxis.normalized(y))
    }

    /// The pixel a position normalized to the device's axes lands on.
    public func screenPoint(normalizedX: Double, normalizedY: Double) -> ScreenPoint {
        guard followsPanel else { return screen.pixels(x: normalizedX, y: normalizedY) }
        let calibrated = calibration.apply(x: normalizedX, y: normalizedY)
        let turned = screen.rotation.logical(u: calibrated.x, v: calibrated.y)
        return screen.pixels(x: turned.x, y: turned.y)
    }
}
