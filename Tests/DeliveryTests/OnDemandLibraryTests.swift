// OnDemandLibraryTests: the libraries the kiosk opens only when it needs them (dlopen). A missing
// one, or one without a function the kiosk calls, is named with its Debian package; the ones the
// kiosk opens are the ones its package and the virtual kiosk's images carry.
import CCurl
import CDynamicLibrary
import CMosquitto
import CTesseract
import Delivery
import Foundation
import SystemCall
import TestSupport
import Testing

@Suite struct OnDemandLibraryTests {
    /// What `OnDemandLibrary.open` says about opening `soname` for `function`.
    func open(_ soname: String, function: String) -> String? {
        var address: UnsafeMutableRawPointer?
        return function.withCString { name in
            withUnsafeMutablePointer(to: &address) { slot in
                var symbol = kiosk_symbol(name: name, address: slot)
                return OnDemandLibrary.open({ message, size in kiosk_library_open(soname, &symbol, 1, message, size) }, package: "libexample1")
            }
        }
    }

    @Test func aLibraryThatIsNotInstalledIsNamedWithItsPackage() {
        #expect(
            open("libkioskscan-absent.so.1", function: "f")
                == "libkioskscan-absent.so.1: cannot open shared object file: No such file or directory (Debian package: libexample1)")
    }

    @Test func aLibraryWithoutAFunctionTheKioskCallsNamesTheFunction() {
        #expect(
            open("libc.so.6", function: "kiosk_no_such_function")
                == "libc.so.6 has no function kiosk_no_such_function, which the kiosk calls (Debian package: libexample1)")
    }

    @Test func anInstalledLibraryWithTheFunctionOpens() {
        #expect(open("libc.so.6", function: "strlen") == nil)
    }

    @Test func curlMosquittoAndTesseractOpenWithEveryFunctionTheKioskCalls() {
        #expect(OnDemandLibrary.open(kiosk_curl_load, package: "libcurl4") == nil)
        #expect(OnDemandLibrary.open(kiosk_mosquitto_load, package: "libmosquitto1") == nil)
        #expect(OnDemandLibrary.open(kiosk_tesseract_load, package: "libtesseract5") == nil)
    }

    /// scripts/on-demand-libraries is what build-deb and the image builders ask.
    @Test func theScriptThePackageAndImagesAskNamesEveryLibraryTheKioskOpens() throws {
        let script = Process()
        script.executableURL = TestData.packageRoot.appendingPathComponent("scripts/on-demand-libraries")
        let output = Pipe()
        script.standardOutput = output
        try script.run()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        script.waitUntilExit()
        #expect(script.terminationStatus == 0)
        #expect(
            printed
                == "libasound.so.2\nlibcurl.so.4\nlibespeak-ng.so.1\nlibfribidi.so.0\nlibharfbuzz.so.0\nlibmicrohttpd.so.12\nlibmosquitto.so.1\n"
                + "libtesseract.so.5\n")
        #expect([KIOSK_CURL_SONAME, KIOSK_MOSQUITTO_SONAME, KIOSK_TESSERACT_SONAME] == ["libcurl.so.4", "libmosquitto.so.1", "libtesseract.so.5"])
    }
}
