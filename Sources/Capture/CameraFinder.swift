// CameraFinder: which /dev/video* node a camera spec means, among the nodes present now.
import FoundationEssentials
import SystemCall

public enum CameraFinder {
    /// The video nodes present, in number order (`/dev/video2` before `/dev/video10`).
    public static func videoNodes(in directory: String = "/dev") -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.compactMap { name -> (Int, String)? in
            guard name.hasPrefix("video"), let number = Int(name.dropFirst(5)) else { return nil }
            return (number, PathName.join(directory, name))
        }.sorted { $0.0 < $1.0 }.map(\.1)
    }

    /// What a look through the video nodes found: the camera to use, if any, and the raw
    /// sensor nodes passed over (each as `/dev/video0 (unicam)`), which mean a camera is there
    /// but needs libcamera.
    public struct Search {
        public var camera: (device: V4L2Device, capabilities: V4L2Capabilities)?
        public var rawSensors: [String] = []
    }

    /// A node that can capture, opened, with its capabilities; nil when none matches `spec`
    /// (not an error: the camera may be plugged in later). Nodes that cannot be opened or are
    /// not capture nodes (metadata nodes of UVC cameras, output nodes) are skipped.
    public static func find(_ spec: CameraSpec, in directory: String = "/dev") -> (device: V4L2Device, capabilities: V4L2Capabilities)? {
        search(spec, in: directory).camera
    }

    /// `find`, also telling which raw sensor nodes it passed over. Nodes that are not cameras
    /// to the kiosk (`V4L2NodeKind`: raw sensor nodes, ISP and codec nodes) are skipped, a
    /// node named in `spec` too: streaming one would fail or show a raw mosaic.
    public static func search(_ spec: CameraSpec, in directory: String = "/dev") -> Search {
        let candidates: [String]
        switch spec {
        case .v4l2Path(let path): candidates = [path]
        case .v4l2Name, .auto: candidates = videoNodes(in: directory)
        case .file: return Search()
        }
        var result = Search()
        for path in candidates {
            guard let device = try? V4L2Device(path: path), let capabilities = try? device.capabilities(),
                capabilities.canCapture, capabilities.canStream
            else { continue }
            if case .v4l2Name(let name) = spec, !capabilities.card.lowercased().contains(name.lowercased()) { continue }
            switch V4L2NodeKind.classify(capabilities, formats: (try? device.formats()) ?? []) {
            case .camera:
                result.camera = (device, capabilities)
                return result
            case .rawSensor:
                result.rawSensors.append("\(path) (\(capabilities.driver))")
            case .pipeline:
                continue
            }
        }
        return result
    }
}
