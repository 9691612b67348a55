// CameraMessages: what the screen says when there is no camera picture, and why.

extension Message {
    public static let noCamera = Message("camera.none", "No camera", note: "Large title in the middle of a black screen.")
    public static let cameraWaitingAt = Message(
        "camera.waiting-path", "Waiting for the camera at {path}. Scanning starts by itself when it is connected.",
        note: "Under “No camera”; {path} is a device file such as /dev/video0.")
    public static let cameraWaitingNamed = Message(
        "camera.waiting-name", "Waiting for a camera named “{name}”. Scanning starts by itself when it is connected.",
        note: "Under “No camera”; {name} is the camera's name as the shop configured it.")
    public static let cameraNoneConnected = Message(
        "camera.none-connected", "No camera is connected. Connect a USB camera; scanning starts by itself.", note: "Under “No camera”.")
    public static let cameraNeedsLibcamera = Message(
        "camera.needs-libcamera",
        "The camera sends raw sensor data, which needs libcamera. Start the kiosk as “libcamerify kioskscan” (package libcamera-v4l2).",
        note: "Under “No camera”, for the staff who set the kiosk up; keep the command and the package name as they are.")
    public static let cameraStartFailed = Message(
        "camera.start-failed", "The camera could not be started: {error}", note: "Under “No camera”; {error} is the system's reason, in English.")
    public static let cameraDisconnected = Message(
        "camera.disconnected", "The camera was disconnected. Scanning starts again by itself when it is back.", note: "Under “No camera”.")
    public static let cameraStopped = Message(
        "camera.stopped", "The camera stopped: {error}", note: "Under “No camera”; {error} is the system's reason, in English.")
    public static let cameraNoPicture = Message(
        "camera.no-picture", "The camera is connected but has sent no picture yet.", note: "Under “No camera”.")

    public static let cameraClosed = Message(
        "camera.closed", "Closed: scanning starts again at opening time", note: "Under “No camera” outside the shop's opening hours.")
    public static let cameraKioskStopping = Message(
        "camera.kiosk-stopping", "The kiosk is stopping.", note: "Under “No camera” as the kiosk program ends.")

    static let cameraMessages: [Message] = [
        .noCamera, .cameraWaitingAt, .cameraWaitingNamed, .cameraNoneConnected, .cameraNeedsLibcamera, .cameraStartFailed,
        .cameraDisconnected, .cameraStopped, .cameraNoPicture, .cameraClosed, .cameraKioskStopping,
    ]
}
