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
        "camera.start-failed", "The camera could not be started: {error}",
        note: "Under “No camera”; {error} is why: one of the camera.reason-* messages, else the system's reason in English.")
    public static let cameraDisconnected = Message(
        "camera.disconnected", "The camera was disconnected. Scanning starts again by itself when it is back.", note: "Under “No camera”.")
    public static let cameraStopped = Message(
        "camera.stopped", "The camera stopped: {error}",
        note: "Under “No camera”; {error} is why: one of the camera.reason-* messages, else the system's reason in English.")
    public static let cameraNoPicture = Message(
        "camera.no-picture", "The camera is connected but has sent no picture yet.", note: "Under “No camera”.")

    public static let cameraReasonNotAllowed = Message(
        "camera.reason-not-allowed", "the kiosk is not allowed to use it",
        note: "{error} in “The camera could not be started: {error}” and “The camera stopped: {error}”: permission denied.")
    public static let cameraReasonBusy = Message(
        "camera.reason-busy", "another program is using it", note: "{error} in the camera's messages: the device is busy.")
    public static let cameraReasonNotThere = Message(
        "camera.reason-not-there", "it is not there", note: "{error} in the camera's messages: no such device.")
    public static let cameraReasonNoAnswer = Message(
        "camera.reason-no-answer", "it stopped answering", note: "{error} in the camera's messages: an input/output error.")
    public static let cameraReasonTimedOut = Message(
        "camera.reason-timed-out", "it did not answer in time", note: "{error} in the camera's messages: timed out.")
    public static let cameraReasonNoMemory = Message(
        "camera.reason-no-memory", "there is not enough memory", note: "{error} in the camera's messages: out of memory or buffers.")
    public static let cameraReasonBandwidth = Message(
        "camera.reason-bandwidth", "its USB port has not enough bandwidth left (another camera or device shares it)",
        note: "{error} in the camera's messages: a USB camera asked for more of the bus than is free (the kernel's “no space left on device”).")
    public static let cameraReasonUnsupported = Message(
        "camera.reason-unsupported", "it cannot do what the kiosk asked",
        note: "{error} in the camera's messages: the driver refused a request it does not support.")

    public static let cameraClosed = Message(
        "camera.closed", "Closed: scanning starts again at opening time", note: "Under “No camera” outside the shop's opening hours.")
    public static let cameraKioskStopping = Message(
        "camera.kiosk-stopping", "The kiosk is stopping.", note: "Under “No camera” as the kiosk program ends.")

    static let cameraMessages: [Message] = [
        .noCamera, .cameraWaitingAt, .cameraWaitingNamed, .cameraNoneConnected, .cameraNeedsLibcamera, .cameraStartFailed,
        .cameraDisconnected, .cameraStopped, .cameraNoPicture, .cameraReasonNotAllowed, .cameraReasonBusy, .cameraReasonNotThere,
        .cameraReasonNoAnswer, .cameraReasonTimedOut, .cameraReasonNoMemory, .cameraReasonBandwidth,
        .cameraReasonUnsupported, .cameraClosed, .cameraKioskStopping,
    ]
}
