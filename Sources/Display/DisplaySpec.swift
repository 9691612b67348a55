// DisplaySpec: `--display`, parsed once into the display it names.

/// `drm` (the first card with a screen connected), `drm:/dev/dri/cardN`, or `png:DIR`.
public enum DisplaySpec: Sendable, Equatable, CustomStringConvertible {
    /// The screen through DRM/KMS; `card` nil: the first card with a screen connected.
    case drm(card: String?)
    /// Frames written as numbered PNG files into a folder (no screen needed).
    case png(directory: String)

    public init(parsing text: String) throws(DisplaySpecError) {
        if text == "drm" {
            self = .drm(card: nil)
        } else if text.hasPrefix("drm:/"), text.count > 5 {
            self = .drm(card: String(text.dropFirst(4)))
        } else if text.hasPrefix("png:"), text.count > 4 {
            self = .png(directory: String(text.dropFirst(4)))
        } else {
            throw DisplaySpecError(text: text)
        }
    }

    public var description: String {
        switch self {
        case .drm(nil): "drm"
        case .drm(let card?): "drm:\(card)"
        case .png(let directory): "png:\(directory)"
        }
    }
}

/// A `--display` value that names no display.
public struct DisplaySpecError: Error, Equatable, CustomStringConvertible, Sendable {
    public let text: String

    public init(text: String) { self.text = text }

    public var description: String { "unknown display '\(text)' (known: drm, drm:/dev/dri/cardN, png:DIR)" }
}
