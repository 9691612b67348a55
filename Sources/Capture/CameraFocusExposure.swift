// CameraFocusExposure: what `--focus` and `--exposure` ask of a camera, as values any camera
// source reads (a V4L2 webcam's controls today, libcamera's controls next).
import Wire

/// `--focus near|normal|full|DIOPTRES`: where the lens looks.
public enum CameraFocus: Sendable, Equatable, CustomStringConvertible {
    /// Codes held up close, as at a counter: the lens fixed at `nearDioptres` where it can be set,
    /// else the camera's autofocus.
    case near
    /// Autofocus over the camera's normal range.
    case normal
    /// Autofocus over every distance the lens reaches.
    case full
    /// The lens fixed at 1/dioptres metres (0: at infinity), where it can be set.
    case dioptres(Double)

    /// Where `near` fixes a lens: 5 dioptres, 20 cm, where a code is held up to a counter camera
    /// (the distance the Raspberry Pi's tuning copy gives its autofocus lens too).
    public static let nearDioptres = 5.0

    /// The dioptres `--focus` takes: infinity to 2 cm, more than any webcam lens reaches.
    public static let dioptreRange = 0.0...50.0

    public init(parsing text: String) throws(CameraError) {
        let word = text.trimmingWhitespace().lowercased()
        switch word {
        case "near": self = .near
        case "normal": self = .normal
        case "full": self = .full
        default:
            guard let dioptres = Double(word), dioptres.isFinite, Self.dioptreRange.contains(dioptres) else {
                throw CameraError("expected near, normal, full or dioptres from 0 to 50 (5 = 20 cm), got '\(text)'")
            }
            self = .dioptres(dioptres)
        }
    }

    public var description: String {
        switch self {
        case .near: "near"
        case .normal: "normal"
        case .full: "full"
        case .dioptres(let dioptres): Self.number(dioptres)
        }
    }

    /// 5, 2.5 or 0.25: as written, without a trailing `.0`.
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(value)
    }
}

/// `--exposure auto|short|MICROSECONDS`: how long each picture is exposed.
public enum CameraExposure: Sendable, Equatable, CustomStringConvertible {
    /// The camera's own automatic exposure.
    case auto
    /// Short enough that a code moved past the camera does not smear (`shortMicroseconds`), the
    /// gain rising instead where the camera lets it.
    case short
    /// A fixed exposure time.
    case microseconds(Int)

    /// `short`'s exposure: 0.5 ms. A code moved at 0.5 m/s travels 0.25 mm in it, less than one
    /// 13-mil (0.33 mm) module; at 0.7 ms and more it smears over a whole module.
    public static let shortMicroseconds = 500

    /// The times `--exposure` takes: 1 µs to 1 s.
    public static let microsecondRange = 1...1_000_000

    public init(parsing text: String) throws(CameraError) {
        let word = text.trimmingWhitespace().lowercased()
        switch word {
        case "auto": self = .auto
        case "short": self = .short
        default:
            guard let microseconds = Int(word), Self.microsecondRange.contains(microseconds) else {
                throw CameraError("expected auto, short or an exposure time in microseconds from 1 to 1000000, got '\(text)'")
            }
            self = .microseconds(microseconds)
        }
    }

    public var description: String {
        switch self {
        case .auto: "auto"
        case .short: "short"
        case .microseconds(let microseconds): String(microseconds)
        }
    }
}
