// FleetStatus: what a kiosk reports about itself to the fleet (MQTT's retained status topic).
import FoundationEssentials
import SystemCall
import Wire

/// `{"kiosk":"…","online":true,"camera":"running","storage":"ok","capturesToday":12,"backlog":0,"rejected":0,"version":"…","time":"…"}`.
/// Published retained on `kioskscan/<kiosk-id>/status`; the broker publishes the last will,
/// the same with `"online":false` and `"camera":"unknown"`, when the kiosk vanishes without
/// saying goodbye.
public struct FleetStatus: Sendable, Equatable {
    public enum Camera: String, Sendable {
        /// Frames are coming.
        case running
        /// No camera, or it was unplugged: "camera lost" on a dashboard.
        case lost
        /// Not known (the last will, the kiosk stopped).
        case unknown
    }

    /// Whether the history file takes captures.
    public enum Storage: String, Sendable {
        case ok
        /// The disk is full: captures wait in the kiosk's memory, none is delivered.
        case full
        /// Writing fails otherwise (a failing card, a file system gone read-only).
        case failing
    }

    public var kiosk: String
    public var online = true
    public var camera: Camera = .unknown
    public var storage: Storage = .ok
    public var capturesToday = 0
    /// Captures not yet delivered to every destination.
    public var backlog = 0
    /// Captures in the history file a destination refused for good (an HTTP 4xx): someone
    /// should look at the log.
    public var rejected = 0
    public var version: String

    public init(kiosk: String, version: String) {
        self.kiosk = kiosk
        self.version = version
    }

    /// The status as one JSON object; `date` is when it was said (nil for the last will, which
    /// the broker sends at an unknown later time).
    public func json(at date: Date?) -> String {
        // Members in the order of their names (as the status was always written).
        var members: [JSON.Member] = [
            ("backlog", .integer(backlog)), ("camera", .string(camera.rawValue)), ("capturesToday", .integer(capturesToday)),
            ("kiosk", .string(kiosk)), ("online", .bool(online)), ("rejected", .integer(rejected)), ("storage", .string(storage.rawValue)),
        ]
        if let date { members.append(("time", .string(ISO8601Time.text(secondsSince1970: date.timeIntervalSince1970)))) }
        members.append(("version", .string(version)))
        return JSON.object(members).serialized
    }

    /// The last will: offline, camera unknown, as last known otherwise.
    public var will: FleetStatus {
        var status = self
        status.online = false
        status.camera = .unknown
        return status
    }
}
