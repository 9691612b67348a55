// ModeSelection: which connector, CRTC, plane and mode to use, chosen from a card's resources
// by pure rules (no hardware: tested over recorded cards).
import Render

/// `--mode WxH[@Hz]`.
public struct ModeRequest: Sendable, Equatable, CustomStringConvertible {
    public var width: Int
    public var height: Int
    /// Frames per second wanted; nil takes the preferred (or fastest) mode of that size.
    public var refresh: Double?

    public init(width: Int, height: Int, refresh: Double? = nil) {
        self.width = width; self.height = height; self.refresh = refresh
    }

    /// Parses `1920x1080`, `1920x1080@60`, `1920x1080@59.94`.
    public init(parsing text: String) throws(SelectionError) {
        let parts = text.lowercased().split(separator: "@", omittingEmptySubsequences: false)
        let size = parts[0].split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count <= 2, size.count == 2, let w = Int(size[0]), let h = Int(size[1]), w > 0, h > 0, w <= 16384, h <= 16384 else {
            throw .badModeRequest(text)
        }
        var refresh: Double?
        if parts.count == 2 {
            guard let hz = Double(parts[1]), hz > 0, hz < 1000 else { throw .badModeRequest(text) }
            refresh = hz
        }
        self.init(width: w, height: h, refresh: refresh)
    }

    public var description: String {
        "\(width)x\(height)" + (refresh.map { "@" + ($0 == $0.rounded() ? String(Int($0)) : String($0)) } ?? "")
    }
}

/// What the person asked for: `--connector`, `--mode`, `--rotate`.
public struct ScreenRequest: Sendable, Equatable {
    public var connector: String?
    public var mode: ModeRequest?
    public var rotation: PanelRotation

    public init(connector: String? = nil, mode: ModeRequest? = nil, rotation: PanelRotation = .none) {
        self.connector = connector; self.mode = mode; self.rotation = rotation
    }
}

/// Why no screen could be chosen; each message says what the card offers instead.
public enum SelectionError: Error, Equatable, CustomStringConvertible {
    case badModeRequest(String)
    case noConnectedConnector(card: String, connectors: String)
    case unknownConnector(String, card: String, connectors: String)
    case disconnected(String, card: String)
    case noModes(connector: String)
    case noMatchingMode(ModeRequest, connector: String, available: [String])
    case noCRTC(connector: String)
    case noPrimaryPlane(crtc: UInt32)

    public var description: String {
        switch self {
        case .badModeRequest(let text):
            "expected a mode such as 1920x1080 or 1920x1080@60, got '\(text)'"
        case .noConnectedConnector(let card, let connectors):
            "no screen is connected to \(card) (connectors: \(connectors))"
        case .unknownConnector(let name, let card, let connectors):
            "\(card) has no connector '\(name)' (it has: \(connectors))"
        case .disconnected(let name, let card):
            "connector \(name) of \(card) has no screen connected"
        case .noModes(let connector):
            "connector \(connector) reports no modes"
        case .noMatchingMode(let request, let connector, let available):
            "\(connector) has no mode \(request) (it has: \(available.joined(separator: ", ")))"
        case .noCRTC(let connector):
            "no free CRTC can drive \(connector)"
        case .noPrimaryPlane(let crtc):
            "CRTC \(crtc) has no primary plane that scans out XRGB8888"
        }
    }
}

/// The chosen configuration: what to light up, and how the picture is turned.
public struct ScreenChoice: Sendable, Equatable {
    public var connector: Connector
    public var crtc: CRTC
    /// The primary plane (nil only on a card without universal planes: legacy path).
    public var plane: Plane?
    public var mode: ModeInfo
    public var rotation: PanelRotation
    /// Whether the plane's "rotation" property turns the picture; otherwise Render does.
    public var rotatesInPlane: Bool

    /// The size the scene is laid out and drawn at (the mode's, turned).
    public var logicalSize: (width: Int, height: Int) { rotation.turned(width: mode.width, height: mode.height) }

    /// From the screen's EDID size and the mode (rotation does not change a pixel's size).
    public var pixelsPerMM: Float? {
        guard let mm = connector.millimetres else { return nil }
        let density = Float(mode.width) / Float(mm.width)
        // EDIDs of projectors and some TVs give sizes like 16x9 cm or 1 mm: ignore nonsense.
        return (1...40).contains(density) ? density : nil
    }

    /// `connector Virtual-1, CRTC 35, plane 33, mode 1280x800@74.99 (preferred)`.
    public var summary: String {
        var text =
            "connector \(connector.name), CRTC \(crtc.id), " + (plane.map { "plane \($0.id), " } ?? "")
            + "mode \(mode)\(mode.isPreferred ? " (preferred)" : "")"
        if rotation != .none {
            let size = logicalSize
            text += ", rotated \(rotation) by \(rotatesInPlane ? "the plane" : "Render") (upright \(size.width)x\(size.height))"
        }
        return text
    }
}

/// The rules. Each step is a function of plain values.
public enum ModeSelection {
    /// Chooses for `request` on `card`. `planeRotation`: whether the plane's "rotation"
    /// property may be used (atomic path); Render turns the picture otherwise.
    public static func choose(_ request: ScreenRequest, on card: CardResources, planeRotation: Bool) throws(SelectionError) -> ScreenChoice {
        let connector = try chooseConnector(request.connector, on: card)
        let mode = try chooseMode(request.mode, for: connector)
        let crtc = try chooseCRTC(for: connector, on: card)
        let plane = try choosePlane(for: crtc, on: card)
        let rotatesInPlane =
            planeRotation && request.rotation != .none
            && plane?.rotations?.contains(rotationProperty(for: request.rotation)) == true
        return ScreenChoice(
            connector: connector, crtc: crtc, plane: plane, mode: mode, rotation: request.rotation,
            rotatesInPlane: rotatesInPlane)
    }

    /// The plane property value for a rotation.
    public static func rotationProperty(for rotation: PanelRotation) -> PlaneRotations {
        switch rotation {
        case .none: .rotate0
        case .quarter: .rotate90
        case .half: .rotate180
        case .threeQuarters: .rotate270
        }
    }

    /// The named connector (any case; `HDMI-1` finds `HDMI-A-1`, as X11 names it), which must
    /// have a screen; else the first connected connector with modes, in the card's order.
    public static func chooseConnector(_ name: String?, on card: CardResources) throws(SelectionError) -> Connector {
        guard let name else {
            guard let first = card.connectors.first(where: { $0.status == .connected && !$0.modes.isEmpty }) else {
                throw .noConnectedConnector(card: card.path, connectors: card.connectorList)
            }
            return first
        }
        let wanted = name.lowercased()
        let found =
            card.connectors.first { $0.name.lowercased() == wanted }
            ?? card.connectors.first { "\($0.type.name.split(separator: "-")[0])-\($0.typeIndex)".lowercased() == wanted }
        guard let connector = found else { throw .unknownConnector(name, card: card.path, connectors: card.connectorList) }
        guard connector.status == .connected else { throw .disconnected(connector.name, card: card.path) }
        guard !connector.modes.isEmpty else { throw .noModes(connector: connector.name) }
        return connector
    }

    /// Without a request: the preferred mode, else the largest progressive mode at its highest
    /// rate. With `WxH`: the preferred mode if it has that size, else the fastest of that
    /// size. With `WxH@Hz`: the mode of that size whose rate is nearest, within 0.5 Hz
    /// (`@60` takes 60.00 over 59.94; `@59.94` takes 59.94). Interlaced modes only when no
    /// progressive one fits.
    public static func chooseMode(_ request: ModeRequest?, for connector: Connector) throws(SelectionError) -> ModeInfo {
        let modes = connector.modes
        guard !modes.isEmpty else { throw .noModes(connector: connector.name) }
        func best(_ candidates: [ModeInfo]) -> ModeInfo? {
            let progressive = candidates.filter { !$0.isInterlaced }
            let pool = progressive.isEmpty ? candidates : progressive
            return pool.max { a, b in
                (a.width * a.height, a.refresh) < (b.width * b.height, b.refresh)
            }
        }
        guard let request else {
            if let preferred = modes.first(where: \.isPreferred) { return preferred }
            return best(modes)!
        }
        let sized = modes.filter { $0.width == request.width && $0.height == request.height }
        let found: ModeInfo?
        if let hz = request.refresh {
            let near = sized.filter { abs($0.refresh - hz) <= 0.5 }
            let progressive = near.filter { !$0.isInterlaced }
            found = (progressive.isEmpty ? near : progressive).min { abs($0.refresh - hz) < abs($1.refresh - hz) }
        } else {
            found = sized.first(where: { $0.isPreferred && !$0.isInterlaced }) ?? best(sized)
        }
        guard let mode = found else {
            var seen = Set<String>()
            let available = modes.map(\.description).filter { seen.insert($0).inserted }
            throw .noMatchingMode(request, connector: connector.name, available: available)
        }
        return mode
    }

    /// The CRTC already driving the connector (no visible re-plumbing), else the first CRTC
    /// one of its encoders can use that no other connected connector is using.
    public static func chooseCRTC(for connector: Connector, on card: CardResources) throws(SelectionError) -> CRTC {
        if let encoderID = connector.currentEncoder, let encoder = card.encoder(encoderID),
            let crtcID = encoder.currentCRTC, let crtc = card.crtc(crtcID)
        {
            return crtc
        }
        // CRTCs busy on other connectors' screens.
        var taken = Set<UInt32>()
        for other in card.connectors where other.id != connector.id && other.status == .connected {
            if let e = other.currentEncoder.flatMap(card.encoder), let crtc = e.currentCRTC { taken.insert(crtc) }
        }
        for encoderID in connector.encoders {
            guard let encoder = card.encoder(encoderID) else { continue }
            for crtc in card.crtcs where encoder.possibleCRTCs & (1 << UInt32(crtc.index)) != 0 && !taken.contains(crtc.id) {
                return crtc
            }
        }
        throw .noCRTC(connector: connector.name)
    }

    /// The primary plane for `crtc` that scans out XRGB8888: the one already on it if any,
    /// else the first that may go there and is not showing on another CRTC. Nil when the card
    /// lists no planes at all (no universal planes: the legacy path needs none).
    public static func choosePlane(for crtc: CRTC, on card: CardResources) throws(SelectionError) -> Plane? {
        guard !card.planes.isEmpty else { return nil }
        let usable = card.planes.filter {
            $0.kind == .primary && $0.possibleCRTCs & (1 << UInt32(crtc.index)) != 0 && $0.formats.contains(FourCC.xrgb8888)
        }
        if let current = usable.first(where: { $0.currentCRTC == crtc.id }) { return current }
        if let free = usable.first(where: { $0.currentCRTC == nil }) { return free }
        throw .noPrimaryPlane(crtc: crtc.id)
    }
}
