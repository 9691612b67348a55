// DRMResources: what a card offers — connectors, encoders, CRTCs, planes and their modes — as
// plain values, read from the kernel in one go (discovery; the choosing is ModeSelection).
import CDRM
import Glibc
import SystemCall
import Wire

/// A display mode: the timings of `drmModeModeInfo`, as a value.
public struct ModeInfo: Sendable, Hashable, CustomStringConvertible {
    /// Pixel clock in kHz.
    public var clock: UInt32
    public var hdisplay: UInt16, hsyncStart: UInt16, hsyncEnd: UInt16, htotal: UInt16, hskew: UInt16
    public var vdisplay: UInt16, vsyncStart: UInt16, vsyncEnd: UInt16, vtotal: UInt16, vscan: UInt16
    /// The kernel's refresh rate in whole Hz (rounded; `refresh` is exact).
    public var vrefresh: UInt32
    /// `DRM_MODE_FLAG_*` (sync polarities, interlace, double scan).
    public var flags: UInt32
    /// `DRM_MODE_TYPE_*` (preferred, driver, user).
    public var type: UInt32
    public var name: String

    public init(
        clock: UInt32, hdisplay: UInt16, hsyncStart: UInt16, hsyncEnd: UInt16, htotal: UInt16, hskew: UInt16 = 0,
        vdisplay: UInt16, vsyncStart: UInt16, vsyncEnd: UInt16, vtotal: UInt16, vscan: UInt16 = 0,
        vrefresh: UInt32? = nil, flags: UInt32 = 0, type: UInt32 = ModeInfo.typeDriver, name: String? = nil
    ) {
        self.clock = clock
        self.hdisplay = hdisplay; self.hsyncStart = hsyncStart; self.hsyncEnd = hsyncEnd; self.htotal = htotal; self.hskew = hskew
        self.vdisplay = vdisplay; self.vsyncStart = vsyncStart; self.vsyncEnd = vsyncEnd; self.vtotal = vtotal; self.vscan = vscan
        self.flags = flags
        self.type = type
        self.name = name ?? "\(hdisplay)x\(vdisplay)\(flags & ModeInfo.flagInterlace != 0 ? "i" : "")"
        self.vrefresh = 0
        self.vrefresh = vrefresh ?? UInt32(refresh.rounded())
    }

    /// `DRM_MODE_TYPE_PREFERRED`: the mode the screen asks for (its native one).
    public static let typePreferred: UInt32 = 1 << 3
    /// `DRM_MODE_TYPE_DRIVER`: a mode the driver made or read from the EDID.
    public static let typeDriver: UInt32 = 1 << 6
    /// `DRM_MODE_FLAG_INTERLACE`.
    public static let flagInterlace: UInt32 = 1 << 4
    /// `DRM_MODE_FLAG_DBLSCAN`.
    public static let flagDoubleScan: UInt32 = 1 << 5

    public var width: Int { Int(hdisplay) }
    public var height: Int { Int(vdisplay) }
    public var isPreferred: Bool { type & Self.typePreferred != 0 }
    public var isInterlaced: Bool { flags & Self.flagInterlace != 0 }

    /// Frames per second from the timings, as modetest prints it (an interlaced mode counts
    /// whole frames, two fields each).
    public var refresh: Double {
        var lines = Double(htotal) * Double(vtotal)
        if flags & Self.flagDoubleScan != 0 { lines *= 2 }
        if vscan > 1 { lines *= Double(vscan) }
        return lines > 0 ? Double(clock) * 1000 / lines : 0
    }

    /// `1280x800@74.99`, `1920x1080i@30.00`.
    public var description: String {
        "\(width)x\(height)\(isInterlaced ? "i" : "")@\(String(cFormat: "%.2f", refresh))"
    }
}

/// The kinds of connector, with the kernel's names for them (`drm_connector_enum_list`), which
/// make connector names such as `HDMI-A-1` (type name + the type's index on the card).
public enum ConnectorType: UInt32, Sendable, CaseIterable {
    // DRM_MODE_CONNECTOR_*
    case unknown = 0, vga, dviI, dviD, dviA, composite, sVideo, lvds, component, din, displayPort,
        hdmiA, hdmiB, tv, eDP, virtual, dsi, dpi, writeback, spi, usb

    public var name: String {
        switch self {
        case .unknown: "Unknown"
        case .vga: "VGA"
        case .dviI: "DVI-I"
        case .dviD: "DVI-D"
        case .dviA: "DVI-A"
        case .composite: "Composite"
        case .sVideo: "SVIDEO"
        case .lvds: "LVDS"
        case .component: "Component"
        case .din: "DIN"
        case .displayPort: "DP"
        case .hdmiA: "HDMI-A"
        case .hdmiB: "HDMI-B"
        case .tv: "TV"
        case .eDP: "eDP"
        case .virtual: "Virtual"
        case .dsi: "DSI"
        case .dpi: "DPI"
        case .writeback: "Writeback"
        case .spi: "SPI"
        case .usb: "USB"
        }
    }
}

/// `drmModeConnection`.
public enum ConnectionStatus: UInt32, Sendable {
    case connected = 1, disconnected = 2, unknown = 3
}

/// Names of a kernel object's properties and their ids (what atomic commits address).
public typealias PropertyIDs = [String: UInt32]

/// A connector: a place a screen plugs in (or a panel is wired to).
public struct Connector: Sendable, Equatable {
    public var id: UInt32
    public var type: ConnectorType
    /// `connector_type_id`: 1 for the first HDMI-A on the card, 2 for the second, …
    public var typeIndex: UInt32
    public var status: ConnectionStatus
    /// As the kernel lists them (the preferred mode usually first).
    public var modes: [ModeInfo]
    /// The encoders that can drive this connector.
    public var encoders: [UInt32]
    /// The encoder driving it now (set by the firmware, fbcon or the last program), if any.
    public var currentEncoder: UInt32?
    public var properties: PropertyIDs
    /// The screen's size in millimetres as its EDID (or the panel driver) says, when known.
    public var millimetres: (width: Int, height: Int)?

    public static func == (a: Connector, b: Connector) -> Bool {
        a.id == b.id && a.type == b.type && a.typeIndex == b.typeIndex && a.status == b.status && a.modes == b.modes
            && a.encoders == b.encoders && a.currentEncoder == b.currentEncoder && a.properties == b.properties
            && a.millimetres?.width == b.millimetres?.width && a.millimetres?.height == b.millimetres?.height
    }

    public init(
        id: UInt32, type: ConnectorType, typeIndex: UInt32, status: ConnectionStatus, modes: [ModeInfo],
        encoders: [UInt32], currentEncoder: UInt32? = nil, properties: PropertyIDs = [:], millimetres: (width: Int, height: Int)? = nil
    ) {
        self.millimetres = millimetres
        self.id = id; self.type = type; self.typeIndex = typeIndex; self.status = status; self.modes = modes
        self.encoders = encoders; self.currentEncoder = currentEncoder; self.properties = properties
    }

    /// The kernel's name: `HDMI-A-1`, `DSI-1`, `eDP-1`, `Virtual-1`.
    public var name: String { "\(type.name)-\(typeIndex)" }
}

/// An encoder: links a CRTC to connectors.
public struct Encoder: Sendable, Equatable {
    public var id: UInt32
    /// Bit i set: the CRTC at index i of the card's CRTC list can feed this encoder.
    public var possibleCRTCs: UInt32
    public var currentCRTC: UInt32?

    public init(id: UInt32, possibleCRTCs: UInt32, currentCRTC: UInt32? = nil) {
        self.id = id; self.possibleCRTCs = possibleCRTCs; self.currentCRTC = currentCRTC
    }
}

/// A CRTC: scans planes out with one mode's timings.
public struct CRTC: Sendable, Equatable {
    public var id: UInt32
    /// Its position in the card's CRTC list (the bit of `possibleCRTCs` masks).
    public var index: Int
    /// The mode it runs now, nil when off.
    public var mode: ModeInfo?
    /// The framebuffer it shows now (fbcon's, the boot splash's), and where in it.
    public var framebuffer: UInt32?
    public var x: UInt32, y: UInt32
    public var properties: PropertyIDs

    public init(
        id: UInt32, index: Int, mode: ModeInfo? = nil, framebuffer: UInt32? = nil, x: UInt32 = 0, y: UInt32 = 0,
        properties: PropertyIDs = [:]
    ) {
        self.id = id; self.index = index; self.mode = mode; self.framebuffer = framebuffer; self.x = x; self.y = y
        self.properties = properties
    }
}

/// A plane's "type" property (`DRM_PLANE_TYPE_*`).
public enum PlaneKind: UInt64, Sendable {
    case overlay = 0, primary = 1, cursor = 2
}

/// The values of a plane's "rotation" bitmask property (`DRM_MODE_ROTATE_*`,
/// `DRM_MODE_REFLECT_*`); rotations are counter-clockwise.
public struct PlaneRotations: OptionSet, Sendable, Hashable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    /// DRM_MODE_ROTATE_0
    public static let rotate0 = PlaneRotations(rawValue: 1 << 0)
    /// DRM_MODE_ROTATE_90
    public static let rotate90 = PlaneRotations(rawValue: 1 << 1)
    /// DRM_MODE_ROTATE_180
    public static let rotate180 = PlaneRotations(rawValue: 1 << 2)
    /// DRM_MODE_ROTATE_270
    public static let rotate270 = PlaneRotations(rawValue: 1 << 3)
    /// DRM_MODE_REFLECT_X
    public static let reflectX = PlaneRotations(rawValue: 1 << 4)
    /// DRM_MODE_REFLECT_Y
    public static let reflectY = PlaneRotations(rawValue: 1 << 5)
}

/// A plane: a layer a CRTC scans out from a framebuffer.
public struct Plane: Sendable, Equatable {
    public var id: UInt32
    public var kind: PlaneKind
    /// Bit i set: the plane can be shown on the CRTC at index i.
    public var possibleCRTCs: UInt32
    /// Pixel formats (fourcc codes) it scans out.
    public var formats: [UInt32]
    public var currentCRTC: UInt32?
    /// What its "rotation" property offers; nil when it has none.
    public var rotations: PlaneRotations?
    public var properties: PropertyIDs

    public init(
        id: UInt32, kind: PlaneKind, possibleCRTCs: UInt32, formats: [UInt32], currentCRTC: UInt32? = nil,
        rotations: PlaneRotations? = nil, properties: PropertyIDs = [:]
    ) {
        self.id = id; self.kind = kind; self.possibleCRTCs = possibleCRTCs; self.formats = formats
        self.currentCRTC = currentCRTC; self.rotations = rotations; self.properties = properties
    }
}

/// Fourcc codes the kiosk cares about.
public enum FourCC {
    /// DRM_FORMAT_XRGB8888 ('XR24'): what the kiosk draws.
    public static let xrgb8888: UInt32 = 0x3432_5258
}

/// Everything mode setting chooses from, on one card.
public struct CardResources: Sendable, Equatable {
    public var path: String
    public var driver: String
    public var connectors: [Connector]
    public var encoders: [Encoder]
    public var crtcs: [CRTC]
    public var planes: [Plane]

    public init(path: String, driver: String, connectors: [Connector], encoders: [Encoder], crtcs: [CRTC], planes: [Plane]) {
        self.path = path; self.driver = driver; self.connectors = connectors; self.encoders = encoders
        self.crtcs = crtcs; self.planes = planes
    }

    public func connector(_ id: UInt32) -> Connector? { connectors.first { $0.id == id } }
    public func encoder(_ id: UInt32) -> Encoder? { encoders.first { $0.id == id } }
    public func crtc(_ id: UInt32) -> CRTC? { crtcs.first { $0.id == id } }

    /// One line per connector, for messages: `HDMI-A-1 (disconnected), DSI-1 (connected)`.
    public var connectorList: String {
        connectors.isEmpty ? "none" : connectors.map { "\($0.name) (\($0.status))" }.joined(separator: ", ")
    }
}

// MARK: - Discovery: reading the values from the kernel

extension ModeInfo {
    init(_ m: drmModeModeInfo) {
        var copy = m
        let name = withUnsafeBytes(of: &copy.name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        self.init(
            clock: m.clock, hdisplay: m.hdisplay, hsyncStart: m.hsync_start, hsyncEnd: m.hsync_end, htotal: m.htotal,
            hskew: m.hskew, vdisplay: m.vdisplay, vsyncStart: m.vsync_start, vsyncEnd: m.vsync_end, vtotal: m.vtotal,
            vscan: m.vscan, vrefresh: m.vrefresh, flags: m.flags, type: m.type, name: name)
    }

    /// The C struct for `drmModeSetCrtc` and mode blobs.
    var drm: drmModeModeInfo {
        var m = drmModeModeInfo()
        m.clock = clock
        m.hdisplay = hdisplay; m.hsync_start = hsyncStart; m.hsync_end = hsyncEnd; m.htotal = htotal; m.hskew = hskew
        m.vdisplay = vdisplay; m.vsync_start = vsyncStart; m.vsync_end = vsyncEnd; m.vtotal = vtotal; m.vscan = vscan
        m.vrefresh = vrefresh
        m.flags = flags
        m.type = type
        withUnsafeMutableBytes(of: &m.name) { bytes in
            for (i, byte) in name.utf8.prefix(bytes.count - 1).enumerated() { bytes[i] = byte }
        }
        return m
    }
}

extension DRMDevice {
    /// Reads the card's connectors (probing them: this may read EDIDs), encoders, CRTCs and
    /// planes with the properties atomic commits need.
    public func readResources() throws(SystemError) -> CardResources {
        let resources = try SystemError.check("drmModeGetResources", object: path) { drmModeGetResources(fd) }
        defer { drmModeFreeResources(resources) }
        let r = resources.pointee
        let connectorIDs = Array(UnsafeBufferPointer(start: r.connectors, count: Int(r.count_connectors)))
        let encoderIDs = Array(UnsafeBufferPointer(start: r.encoders, count: Int(r.count_encoders)))
        let crtcIDs = Array(UnsafeBufferPointer(start: r.crtcs, count: Int(r.count_crtcs)))

        var connectors: [Connector] = []
        for id in connectorIDs {
            // A connector can vanish between the two calls (DP MST); skip it then.
            guard let connector = try? readConnector(id) else { continue }
            connectors.append(connector)
        }
        var encoders: [Encoder] = []
        for id in encoderIDs {
            guard let e = drmModeGetEncoder(fd, id) else { continue }
            encoders.append(
                Encoder(
                    id: id, possibleCRTCs: e.pointee.possible_crtcs,
                    currentCRTC: e.pointee.crtc_id == 0 ? nil : e.pointee.crtc_id))
            drmModeFreeEncoder(e)
        }
        var crtcs: [CRTC] = []
        for (index, id) in crtcIDs.enumerated() {
            let c = try SystemError.check("drmModeGetCrtc", object: object("CRTC", id)) { drmModeGetCrtc(fd, id) }
            let value = c.pointee
            drmModeFreeCrtc(c)
            crtcs.append(
                CRTC(
                    id: id, index: index, mode: value.mode_valid != 0 ? ModeInfo(value.mode) : nil,
                    framebuffer: value.buffer_id == 0 ? nil : value.buffer_id, x: value.x, y: value.y,
                    properties: properties(of: id, type: UInt32(DRM_MODE_OBJECT_CRTC)).ids))
        }
        return CardResources(
            path: path, driver: driver, connectors: connectors, encoders: encoders, crtcs: crtcs,
            planes: readPlanes())
    }

    /// One connector, probed (`drmModeGetConnector`: the kernel asks the screen again).
    func readConnector(_ id: UInt32) throws(SystemError) -> Connector {
        let c = try SystemError.check("drmModeGetConnector", object: object("connector", id)) { drmModeGetConnector(fd, id) }
        defer { drmModeFreeConnector(c) }
        let v = c.pointee
        let modes = UnsafeBufferPointer(start: v.modes, count: Int(v.count_modes)).map(ModeInfo.init)
        let encoders = Array(UnsafeBufferPointer(start: v.encoders, count: Int(v.count_encoders)))
        return Connector(
            id: id, type: ConnectorType(rawValue: v.connector_type) ?? .unknown, typeIndex: v.connector_type_id,
            status: ConnectionStatus(rawValue: v.connection.rawValue) ?? .unknown, modes: modes, encoders: encoders,
            currentEncoder: v.encoder_id == 0 ? nil : v.encoder_id,
            properties: properties(of: id, type: UInt32(DRM_MODE_OBJECT_CONNECTOR)).ids,
            millimetres: v.mmWidth > 0 && v.mmHeight > 0 ? (Int(v.mmWidth), Int(v.mmHeight)) : nil)
    }

    func readPlanes() -> [Plane] {
        guard let list = drmModeGetPlaneResources(fd) else { return [] }
        defer { drmModeFreePlaneResources(list) }
        var planes: [Plane] = []
        for id in UnsafeBufferPointer(start: list.pointee.planes, count: Int(list.pointee.count_planes)) {
            guard let p = drmModeGetPlane(fd, id) else { continue }
            let v = p.pointee
            let formats = Array(UnsafeBufferPointer(start: v.formats, count: Int(v.count_formats)))
            drmModeFreePlane(p)
            let props = properties(of: id, type: UInt32(DRM_MODE_OBJECT_PLANE))
            // Without universal planes every listed plane is an overlay and has no "type".
            let kind = props.values["type"].flatMap { PlaneKind(rawValue: $0) } ?? .overlay
            planes.append(
                Plane(
                    id: id, kind: kind, possibleCRTCs: v.possible_crtcs, formats: formats,
                    currentCRTC: v.crtc_id == 0 ? nil : v.crtc_id, rotations: props.rotations, properties: props.ids))
        }
        return planes
    }

    /// An object's properties: ids by name, current values, and what a "rotation" bitmask offers.
    func properties(of id: UInt32, type: UInt32) -> (ids: PropertyIDs, values: [String: UInt64], rotations: PlaneRotations?) {
        var ids: PropertyIDs = [:], values: [String: UInt64] = [:]
        var rotations: PlaneRotations?
        guard let list = drmModeObjectGetProperties(fd, id, type) else { return (ids, values, nil) }
        defer { drmModeFreeObjectProperties(list) }
        for i in 0..<Int(list.pointee.count_props) {
            guard let property = drmModeGetProperty(fd, list.pointee.props[i]) else { continue }
            defer { drmModeFreeProperty(property) }
            var p = property.pointee
            let name = withUnsafeBytes(of: &p.name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            ids[name] = p.prop_id
            values[name] = list.pointee.prop_values[i]
            if name == "rotation", p.flags & UInt32(DRM_MODE_PROP_BITMASK) != 0 {
                // A bitmask property's enum values are bit numbers.
                var offered = PlaneRotations()
                for e in UnsafeBufferPointer(start: p.enums, count: Int(p.count_enums)) where e.value < 64 {
                    offered.insert(PlaneRotations(rawValue: 1 << e.value))
                }
                rotations = offered
            }
        }
        return (ids, values, rotations)
    }
}
