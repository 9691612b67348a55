// V4L2NodeKind: what a video node is to the kiosk — a camera it reads, a raw sensor node that
// needs libcamera, or a node of a board's media pipeline — from its capabilities and formats.

/// What a capture node is. Only `camera` nodes are opened as the kiosk's camera.
public enum V4L2NodeKind: Sendable, Equatable {
    /// Gives frames the kiosk reads: a USB webcam, vivid, libcamera's V4L2 layer.
    case camera
    /// A CSI receiver's node: raw Bayer from the sensor, with no ISP behind it. On a Raspberry
    /// Pi with a Camera Module (unicam on Pi 0–4, rp1-cfe on Pi 5) this is all V4L2 offers;
    /// colour frames come through libcamera (run the kiosk under `libcamerify`). unicam also
    /// lists YUYV and RGB formats, for bridges that send them; a camera module's sensor does
    /// not, and streaming them fails.
    case rawSensor
    /// A node of a media-controller pipeline that someone else sets up and feeds (the Pi's ISP
    /// and codec nodes, vimc's processed output): it sends nothing on its own.
    case pipeline

    /// Drivers whose capture nodes are CSI receivers (sensor data as it comes).
    public static let rawSensorDrivers: Set<String> = ["unicam", "rp1-cfe", "ipu3-cio2"]
    /// Drivers of processing blocks (ISPs, codecs) whose capture nodes are fed by another node.
    public static let pipelineDrivers: Set<String> = ["bcm2835-isp", "pispbe", "bcm2835-codec", "rpivid", "rkisp1", "ipu3-imgu"]

    /// `V4L2_CAP_IO_MC`: the node's input is chosen through the media controller, not by itself.
    static let mediaControllerIO: UInt32 = 0x2000_0000

    public static func classify(_ capabilities: V4L2Capabilities, formats: [CameraFormat]) -> V4L2NodeKind {
        // libcamera's V4L2 layer answers QUERYCAP as driver "libcamera": processed colour frames.
        if capabilities.driver == "libcamera" { return .camera }
        if rawSensorDrivers.contains(capabilities.driver) { return .rawSensor }
        if pipelineDrivers.contains(capabilities.driver) { return .pipeline }
        // Formats libv4lconvert makes from Bayer in software (no white balance, no lens
        // shading, no denoise) are not counted: they look wrong.
        let sent = formats.filter { !$0.emulated }
        let rawOnly = !sent.isEmpty && sent.allSatisfy(\.isBayer)
        if rawOnly { return .rawSensor }
        if capabilities.deviceCaps & mediaControllerIO != 0 { return .pipeline }
        return .camera
    }
}

extension CameraFormat {
    /// Raw sensor data: Bayer mosaics of 8 to 16 bits, packed or not (MIPI CSI-2 packing, the
    /// Pi 5's PiSP compression).
    public var isBayer: Bool {
        Self.bayerFourccs.contains(name) || description.lowercased().contains("bayer")
    }

    static let bayerFourccs: Set<String> = [
        "BA81", "GBRG", "GRBG", "RGGB",  // 8-bit
        "BG10", "GB10", "BA10", "RG10", "pBAA", "pGAA", "pgAA", "pRAA",  // 10-bit, and CSI-2 packed
        "BG12", "GB12", "BA12", "RG12", "pBCC", "pGCC", "pgCC", "pRCC",  // 12-bit
        "BG14", "GB14", "GR14", "RG14", "pBEE", "pGEE", "pgEE", "pREE",  // 14-bit
        "BYR2", "GB16", "GR16", "RG16",  // 16-bit
        "PC1B", "PC1G", "PC1g", "PC1R",  // Raspberry Pi PiSP compressed
    ]
}
