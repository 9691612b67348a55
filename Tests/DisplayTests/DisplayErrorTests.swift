// DisplayErrorTests: a display's error keeps the failed kernel call behind its message.
import Display
import Glibc
import SystemCall
import Testing

@Suite struct DisplayErrorTests {
    @Test func theMessageIsTheCallsAndTheCauseStaysAskable() {
        let gone = SystemError("read(DRM events)", errno: ENODEV, object: "/dev/dri/card0")
        let error = DisplayError(gone)
        #expect(error.description == "read(DRM events) failed on /dev/dri/card0: No such device (19)")
        #expect(error.cause == gone && error.meansDeviceGone)
        let wrapped = DisplayError("\(gone): the display is gone", cause: gone)
        #expect(wrapped.description.hasSuffix(": the display is gone") && wrapped.meansDeviceGone)
    }

    @Test func withoutAKernelCallNothingIsGone() {
        #expect(!DisplayError("no DRM card in /dev/dri (no display driver loaded?)").meansDeviceGone)
        let busy = DisplayError(SystemError("drmSetMaster", errno: EBUSY, object: "/dev/dri/card0"))
        #expect(!busy.meansDeviceGone)
    }

    @Test func aSelectionFailureKeepsItsRule() {
        let none = SelectionError.noConnectedConnector(card: "/dev/dri/card0", connectors: "Virtual-1 (disconnected)")
        let error = DisplayError(none)
        #expect(error.description == "no screen is connected to /dev/dri/card0 (connectors: Virtual-1 (disconnected))")
        #expect(error.selection == none && error.cause == nil && !error.meansDeviceGone)
    }
}
