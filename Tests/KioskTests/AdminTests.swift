// AdminTests: the staff PIN's stored form, the keypad's lock over virtual time, and the admin
// gesture, keypad, admin screen and admin code through KioskController's inputs.
import Decode
import Input
import Kiosk
import Language
import Render
import Scene
import Testing

/// 1234, hashed with few iterations (the format allows 1000 up): quick in a debug build.
let testPINHash = AdminPIN.hash("1234", salt: Array("kiosksalt".utf8), iterations: 1000)

@Suite struct AdminPINTests {
    @Test func hashFormatRoundTrips() throws {
        #expect(testPINHash == "pbkdf2-sha256$1000$a2lvc2tzYWx0$102sBEtkwRkD2+R3XZ8hwNCfA9Fru0T+Kj26JCJNiwU=")
        let pin = try AdminPIN(parsing: testPINHash)
        #expect(pin.matches("1234"))
        #expect(!pin.matches("1235"))
        #expect(!pin.matches("12345"))
        #expect(pin.notice == nil)
        let fresh = try AdminPIN.hash("987654", iterations: 1000)
        #expect(fresh.hasPrefix("pbkdf2-sha256$1000$"))
        #expect(try AdminPIN(parsing: fresh).matches("987654"))
        #expect(try AdminPIN.hash("987654", iterations: 1000) != fresh)  // a new salt each time
    }

    @Test func plainPINIsTakenWithANotice() throws {
        let pin = try AdminPIN(parsing: " 2468 ")
        #expect(pin.matches("2468"))
        #expect(!pin.matches("246"))
        #expect(pin.notice?.contains("kioskscan admin-pin") == true)
    }

    @Test func refusalsNeverQuoteTheValue() {
        for bad in [
            "123", "1234567890123", "12a4", "", "pbkdf2-sha256$999$a2lvc2tzYWx0$102sBEtkwRkD2+R3XZ8hwNCfA9Fru0T+Kj26JCJNiwU=",
            "pbkdf2-sha256$1000$a2lv$102sBEtkwRkD2+R3XZ8hwNCfA9Fru0T+Kj26JCJNiwU=", "pbkdf2-sha256$1000$a2lvc2tzYWx0$AAAA",
            "pbkdf2-sha256$1000$!!!$102sBEtkwRkD2+R3XZ8hwNCfA9Fru0T+Kj26JCJNiwU=", "pbkdf2-sha256$1000$a2lvc2tzYWx0",
        ] {
            do {
                _ = try AdminPIN(parsing: bad)
                Issue.record("\(bad) was taken")
            } catch {
                if bad.count >= 3 { #expect(!"\(error)".contains(bad)) }
            }
        }
        var options = KioskOptions()
        #expect(throws: OptionError.self) { try OptionTable.parse(arguments: ["--admin-pin", "12"], into: &options) }
    }

    @Test func wrongPINsLockForLongerEachTime() {
        var lock = AdminLock()
        #expect(lock.failed(at: 0) == nil)
        #expect(lock.failed(at: 1) == nil)
        #expect(lock.remaining(at: 1) == nil)
        #expect(lock.failed(at: 2) == 30)
        #expect(lock.remaining(at: 2) == 30)
        #expect(lock.remaining(at: 31.5) == 1)
        #expect(lock.remaining(at: 32) == nil)
        #expect(lock.failed(at: 40) == 60)
        #expect(lock.failed(at: 200) == 120)
        #expect(lock.failed(at: 400) == 240)
        #expect(lock.failed(at: 700) == 480)
        #expect(lock.failed(at: 2000) == 900)
        #expect(lock.failed(at: 3000) == 900)
        lock.succeeded()
        #expect(lock.remaining(at: 3001) == nil)
        #expect(lock.failed(at: 3002) == nil)
    }
}

@Suite struct AdminControllerTests {
    func admin(_ arguments: [String] = ["--admin-pin", testPINHash]) throws -> (KioskController, Captures, Lines) {
        let captures = Captures(), log = Lines()
        let c = try controller(
            arguments,
            outputs: ControllerOutputs(
                captured: { captures.records.append($0) },
                adminStatus: { _ in
                    AdminStatus(
                        kioskID: "till-3", version: "0.12.0", addresses: ["eth0 192.168.1.20"],
                        camera: .said(.adminCameraArriving, ["camera": "/dev/video0 1280x720 YUYV 30 fps"]), screen: "1280x800",
                        delivery: [.said(.adminWaiting, count: 2, ["destination": "https://shop.example/scans"])])
                }, log: { log.lines.append($0) }))
        return (c, captures, log)
    }

    func press(_ c: KioskController, _ button: AdminButton, at time: Double) {
        let buttons: [(AdminButton, Rect)]
        if case .screen = c.view.admin { buttons = AdminPanels.screenButtons(c.layout) } else { buttons = AdminPanels.keypadButtons(c.layout) }
        let frame = buttons.first { $0.0 == button }!.1
        c.handle(.tap(sp(frame.centre)), at: time)
    }

    func type(_ c: KioskController, _ pin: String, at time: Double) {
        for digit in pin { press(c, .digit(Int(String(digit))!), at: time) }
        press(c, .ok, at: time)
    }

    @Test func holdOnTheCornerThenPINOpensTheAdminScreen() throws {
        let (c, _, log) = try admin()
        c.handle(.longPress(ScreenPoint(x: 20, y: 20)), at: 1)
        #expect(c.view.admin == nil)
        c.handle(.hold(ScreenPoint(x: 640, y: 400)), at: 3.5)  // not the corner
        #expect(c.view.admin == nil)
        c.handle(.hold(ScreenPoint(x: 20, y: 20)), at: 4)
        #expect(c.view.admin == .keypad(AdminKeypadView()))
        #expect(!c.wantsPreview && !c.wantsDecoding)
        press(c, .digit(1), at: 5)
        press(c, .digit(2), at: 5)
        press(c, .digit(9), at: 5)
        press(c, .delete, at: 5)
        #expect(c.view.admin == .keypad(AdminKeypadView(typed: 2)))
        press(c, .ok, at: 5)
        #expect(c.view.admin == .keypad(AdminKeypadView(typed: 2, message: Phrase(.keypadPINLength))))
        press(c, .digit(3), at: 6)
        press(c, .digit(4), at: 6)
        press(c, .ok, at: 6)
        guard case .screen(let screen) = c.view.admin else {
            Issue.record("no admin screen: \(String(describing: c.view.admin))")
            return
        }
        #expect(Wording.english(screen.title) == "Admin · till-3")
        #expect(
            screen.facts == [
                AdminFact(.adminKiosk, .verbatim("till-3")), AdminFact(.adminVersion, .verbatim("0.12.0")),
                AdminFact(.adminAddress, .verbatim("eth0 192.168.1.20")),
                AdminFact(.adminCamera, .said(.adminCameraArriving, ["camera": "/dev/video0 1280x720 YUYV 30 fps"])),
                AdminFact(.adminScreen, .verbatim("1280x800")),
                AdminFact(.adminDelivery, .said(.adminWaiting, count: 2, ["destination": "https://shop.example/scans"])),
            ])
        press(c, .close, at: 7)
        #expect(c.view.admin == nil)
        #expect(c.wantsDecoding)
        #expect(log.lines == ["admin: PIN keypad opened", "admin: admin screen opened by the PIN", "admin: closed (Close)"])
    }

    @Test func withoutAPINTheGestureDoesNothing() throws {
        let (c, _, _) = try admin([])
        c.handle(.hold(ScreenPoint(x: 20, y: 20)), at: 4)
        #expect(c.view.admin == nil)
    }

    @Test func wrongPINsLockTheKeypadAndAreLoggedWithoutDigits() throws {
        let (c, _, log) = try admin()
        c.handle(.hold(ScreenPoint(x: 10, y: 10)), at: 0)
        type(c, "1111", at: 1)
        #expect(c.view.admin == .keypad(AdminKeypadView(typed: 0, message: Phrase(.keypadWrongPIN))))
        type(c, "2222", at: 2)
        type(c, "3333", at: 3)
        #expect(c.view.admin == .keypad(AdminKeypadView(typed: 0, message: Phrase(.keypadTryAgain, count: 30), locked: true)))
        type(c, "1234", at: 10)  // the right PIN, while locked: not even tried
        #expect(c.view.admin == .keypad(AdminKeypadView(typed: 0, message: Phrase(.keypadTryAgain, count: 23), locked: true)))
        c.tick(at: 20)
        #expect(c.view.admin == .keypad(AdminKeypadView(typed: 0, message: Phrase(.keypadTryAgain, count: 13), locked: true)))
        c.tick(at: 33)
        #expect(c.view.admin == .keypad(AdminKeypadView()))
        type(c, "4444", at: 34)
        #expect(c.view.admin == .keypad(AdminKeypadView(typed: 0, message: Phrase(.keypadTryAgain, count: 60), locked: true)))
        #expect(
            log.lines == [
                "admin: PIN keypad opened", "admin: wrong PIN (1 in a row)", "admin: wrong PIN (2 in a row)",
                "admin: wrong PIN (3 in a row): the keypad is locked for 30 s", "admin: wrong PIN (4 in a row): the keypad is locked for 60 s",
            ])
        // Closed and opened again: the lock stays.
        press(c, .cancel, at: 35)
        #expect(c.view.admin == nil)
        c.handle(.hold(ScreenPoint(x: 10, y: 10)), at: 40)
        #expect(c.view.admin == .keypad(AdminKeypadView(typed: 0, message: Phrase(.keypadTryAgain, count: 54), locked: true)))
        // 60 s without a touch: back to scanning.
        c.tick(at: 99.9)
        #expect(c.view.admin != nil)
        c.tick(at: 100)
        #expect(c.view.admin == nil)
        #expect(log.lines.last == "admin: closed (60 s without a touch)")
    }

    @Test func theAdminCodeOpensTheScreenAndIsNeverCaptured() throws {
        let (c, captures, _) = try admin(["--admin-code", "KIOSK-ADMIN-7"])
        c.decoded([code("KIOSK-ADMIN-7")], in: cameraFrame, at: 1)
        #expect(captures.records.isEmpty)
        #expect(c.view.history.isEmpty)
        guard case .screen = c.view.admin else {
            Issue.record("no admin screen")
            return
        }
        press(c, .close, at: 2)
        // Still in sight after Close: not opened again until it has been away.
        c.decoded([code("KIOSK-ADMIN-7")], in: cameraFrame, at: 2.5)
        #expect(c.view.admin == nil)
        #expect(captures.records.isEmpty)
        c.decoded([code("OTHER")], in: cameraFrame, at: 3)
        #expect(captures.records.map(\.detection.text) == ["OTHER"])
        c.handle(.wedgeScan("KIOSK-ADMIN-7"), at: 4)
        #expect(captures.records.count == 1)
        guard case .screen = c.view.admin else {
            Issue.record("no admin screen from the scanner")
            return
        }
        c.handle(.key(.back), at: 5)  // Escape
        #expect(c.view.admin == nil)
    }

    @Test func testScanIsShownButNeitherKeptNorDelivered() throws {
        let (c, captures, _) = try admin(["--admin-code", "A", "--resume-after", "1"])
        c.handle(.wedgeScan("A"), at: 1)
        press(c, .testScan, at: 2)
        #expect(c.view.admin == nil)
        #expect(c.view.testNotice != nil)
        c.decoded([code("TEST")], in: cameraFrame, at: 3)
        #expect(showing(c) == "TEST")
        #expect(captures.records.isEmpty && c.view.history.isEmpty)
        #expect(english(c.view.testNotice) == "Test scan: not kept nor delivered")
        c.tick(at: 4.5)
        #expect(showing(c) == nil)
        #expect(c.view.testNotice == nil)
        c.decoded([code("REAL")], in: cameraFrame, at: 7)
        #expect(captures.records.map(\.detection.text) == ["REAL"])
    }

    @Test func restartIsAskedOfTheRunner() throws {
        let (c, _, log) = try admin(["--admin-code", "A"])
        c.handle(.wedgeScan("A"), at: 1)
        #expect(!c.restartAsked)
        press(c, .restart, at: 2)
        #expect(c.restartAsked)
        #expect(log.lines.last == "admin: restart asked")
    }
}

final class Lines {
    var lines: [String] = []
}
