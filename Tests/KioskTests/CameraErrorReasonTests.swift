// CameraErrorReasonTests: why the camera failed, as the screen says it in the reader's language:
// real kernel refusals (a node that is no camera, one that is not there, one the kiosk may not
// open), and a failure that is no kernel call's kept as its English message.
import Capture
import Glibc
import Language
import SystemCall
import Testing

@testable import Kiosk

@Suite struct CameraErrorReasonTests {
    func said(_ error: CameraError, in language: String) -> String {
        SpokenResultTests.wording(language)(.said(.cameraStartFailed, parts: ["error": error.shownReason]))
    }

    @Test func aNodeThatIsNoCameraCannotDoWhatWasAsked() throws {
        // /dev/null answers ENOTTY to every V4L2 request, as a driver does to one it lacks.
        let device = try V4L2Device(path: "/dev/null", access: .direct)
        let error = #expect(throws: SystemError.self) { try device.capabilities() }
        let refused = CameraError(try #require(error))
        #expect(refused.cause?.errno == ENOTTY)
        #expect(said(refused, in: "en") == "The camera could not be started: it cannot do what the kiosk asked")
        #expect(said(refused, in: "de") == "Die Kamera konnte nicht gestartet werden: sie kann nicht, was der Kiosk verlangt hat")
    }

    @Test func aNodeThatIsNotThere() throws {
        let error = #expect(throws: SystemError.self) { try V4L2Device(path: "/dev/video-kioskscan-none", access: .direct) }
        let refused = CameraError(try #require(error))
        #expect(refused.cause?.errno == ENOENT)
        #expect(said(refused, in: "en") == "The camera could not be started: it is not there")
    }

    @Test func theUSBBusFullAndABusyDeviceAreSaidPlainly() {
        // What uvcvideo answers to a stream the bus has no room for, and a camera another program holds.
        let full = CameraError(SystemError("VIDIOC_STREAMON", errno: ENOSPC, device: "/dev/video0"))
        #expect(
            said(full, in: "en") == "The camera could not be started: its USB port has not enough bandwidth left (another camera or device shares it)"
        )
        let busy = CameraError(SystemError("VIDIOC_S_FMT", errno: EBUSY, device: "/dev/video0"))
        #expect(said(busy, in: "en") == "The camera could not be started: another program is using it")
    }

    @Test func aFailureThatIsNoKernelCallsKeepsItsMessage() {
        let error = CameraError("the camera offers no format the kiosk reads (offered: none)")
        #expect(said(error, in: "de").hasSuffix(": the camera offers no format the kiosk reads (offered: none)"))
    }
}
