// AgeCheckPromptTests: an age-restricted product in the self-checkout basket on the kiosk: it
// calls someone (an `approval-needed` event) and carries its badge; Pay asks a member of staff,
// whose own code (scanned anywhere in the camera's picture, never captured) or PIN approves the
// basket's highest age; the basket event records who and how, and the till's code is KSB2, which
// the kiosk's own decoder reads back off the screen. Staff may approve before Pay; a higher age
// asks again; emptying the basket ends the approval; wrong PINs lock the age check alone; the
// admin PIN never approves; an ID card is shown, never approves, and an expired one never counts.
import Catalog
import Content
import Decode
import Foundation
import Input
import Pixels
import Render
import Scene
import TestSupport
import Testing

@testable import Kiosk

@Suite struct AgeCheckPromptTests {
    let folder = TemporaryFolder.make("age-check")
    static let salt = Array("kiosksalt".utf8)
    /// Anna's badge and Ben's PIN, hashed with few iterations (quick in a debug build).
    static let anna = "Anna:" + AdminPIN.hash("STAFF-ANNA-7781", salt: salt, iterations: 1000)
    static let ben = "Ben:" + AdminPIN.hash("1357", salt: salt, iterations: 1000)
    static let csv = """
        code,name,price,min_age
        8480010001136,Aceite de oliva virgen extra 1 l,4.99,
        4000000000013,Rioja Crianza,7.49,18
        4000000000020,Sidra natural,2.19,16+
        4006381333931,Stabilo Boss Original,1.20,0

        """
    /// An AAMVA licence of a holder born in 1986 that expired on 10 Dec 2024, and the same valid
    /// until 2030.
    static let expired = CaptureContentTests.licence
    static let valid = CaptureContentTests.licence.replacingOccurrences(of: "DBA12102024", with: "DBA12102030")

    final class Heard {
        var paid: [Basket] = []
        var calls: [(basket: String, age: Int)] = []
        var captures: [CaptureRecord] = []
        var log: [String] = []
        var outputs: ControllerOutputs {
            ControllerOutputs(
                captured: { self.captures.append($0) }, paid: { basket, _ in self.paid.append(basket) },
                approvalNeeded: { basket, age, _ in self.calls.append((basket.id, age)) }, log: { self.log.append($0) })
        }
    }

    func kiosk(_ arguments: [String] = ["--age-staff", Self.anna, "--age-staff", Self.ben], heard: Heard) throws -> KioskController {
        let csv = folder + "/shop.csv"
        try Self.csv.write(toFile: csv, atomically: false, encoding: .utf8)
        let path = folder + "/catalog.sqlite"
        _ = try CatalogImport.run(csvPath: csv, catalogPath: path, currency: ISO4217Currency(code: "EUR")!, importedAt: "2026-12-03T08:00:00Z")
        var options = KioskOptions()
        try OptionTable.parse(
            arguments: ["--clock", "virtual", "--content-date", "2026-12-03", "--basket", "--resume-after", "1", "--repeat-guard", "0"] + arguments,
            into: &options)
        return KioskController(
            options: options, layout: try ScannerScene(style: options.sceneStyle).layout(width: 1280, height: 800),
            products: CatalogProducts(Catalog(path: path, log: { _ in }), options: options), outputs: heard.outputs)
    }

    func draw(_ c: KioskController, at time: Double) throws -> PixelImage {
        let scene = try ScannerScene(style: KioskOptions().sceneStyle)
        let image = PixelImage(width: 1280, height: 800)
        c.didDraw(scene.draw(on: image.surface, time: time, state: c.view, frame: c.previewFrame(live: cameraFrame), camera: .running))
        return image
    }

    func tap(_ c: KioskController, _ point: Point, at time: Double) {
        c.handle(.tap(sp(point)), at: time)
    }

    /// Types `digits` on the age check's keypad, then OK.
    func typePIN(_ digits: String, on c: KioskController, at time: Double) {
        let buttons = AgePromptScreen.buttons(c.layout)
        for digit in digits { tap(c, buttons.first { $0.0 == .digit(Int(String(digit))!) }!.1.centre, at: time) }
        tap(c, buttons.first { $0.0 == .ok }!.1.centre, at: time)
    }

    func scanProduct(_ c: KioskController, _ text: String, at time: Double) {
        c.decoded([code(text, symbology: .ean13)], in: cameraFrame, at: time)
        c.tick(at: time + 1.5)
    }

    @Test func payAsksStaffWhoseCodeApprovesAndTheTillGetsKSB2() throws {
        let heard = Heard()
        let c = try kiosk(heard: heard)
        scanProduct(c, "8480010001136", at: 1)
        #expect(heard.calls.isEmpty && c.view.basket?.age == nil)
        scanProduct(c, "4000000000013", at: 3)
        // The wine calls someone at once, and carries its badge.
        let basketID = try #require(heard.calls.first?.basket)
        #expect(heard.calls.map { $0.age } == [18])
        #expect(heard.log.contains("basket: 4000000000013 asks for 18+: a member of staff is called to approve"))
        #expect(c.view.basket?.lines.map(\.minAge) == [0, 18] && c.view.basket?.age == .needed(age: 18))
        #expect(
            heard.captures.last?.product?.json.serialized
                == #"{"found":true,"code":"4000000000013","name":"Rioja Crianza","price":"7.49","currency":"EUR","minAge":18}"#)
        #expect(heard.captures.last?.product?.card.minAge == 18)
        // Pay: the age check, not the till's code.
        _ = try draw(c, at: 5)
        tap(c, try #require(c.drawn?.payButton).centre, at: 5)
        #expect(heard.paid.isEmpty && c.view.basket?.agePrompt == AgePromptView(age: 18) && c.view.basket?.payCode == nil)
        #expect(c.wantsDecoding)
        // A product held up meanwhile is no staff code: not captured, not added, and counted.
        let captured = heard.captures.count
        c.decoded([code("4006381333931", symbology: .ean13)], in: cameraFrame, at: 6)
        #expect(c.view.basket?.agePrompt == AgePromptView(age: 18, message: .notStaffCode) && c.view.basket?.itemCount == 2)
        #expect(c.pinChecker.wrong(.ageCheck) == 1 && c.pinChecker.wrong(.keypad) == 0)
        // Anna's badge, held up off the focus square: approved, paid, never captured.
        c.decoded([code("STAFF-ANNA-7781", at: 100, 100)], in: cameraFrame, at: 7)
        #expect(heard.captures.count == captured)
        let basket = try #require(heard.paid.first)
        #expect(heard.paid.count == 1 && basket.id == basketID)
        #expect(basket.ageCheck == AgeCheck(age: 18, method: .staffCode, approver: "Anna", time: "7"))
        #expect(heard.log.contains("basket: \(basketID): 18+ approved by Anna (staff-code)"))
        #expect(c.view.basket?.agePrompt == nil && c.view.basket?.age == .approved(age: 18, approver: "Anna"))
        let till = "KSB2+\(basketID)+EUR+12.48+18+8480010001136*1*4.99+4000000000013*1*7.49"
        #expect(c.view.basket?.payCode == till)
        #expect(
            CaptureEvent.basket(basket, time: 7).line
                == #"{"event":"basket","id":"\#(basketID)","items":[{"code":"8480010001136","name":"Aceite de oliva virgen extra 1 l","quantity":1,"price":"4.99"},{"code":"4000000000013","name":"Rioja Crianza","quantity":1,"price":"7.49","minAge":18}],"total":"12.48","currency":"EUR","ageCheck":{"age":18,"method":"staff-code","approver":"Anna","time":"7"},"code":"\#(till)","time":7}"#
        )
        // The kiosk's own decoder reads the approved basket back off the pay screen.
        let screen = try draw(c, at: 8)
        let view = ImageView(
            format: .xrgb32, size: PixelSize(width: 1280, height: 800), range: .full,
            planes: ImagePlane(base: UnsafeRawPointer(screen.surface.base), stride: screen.surface.stride))
        let read = try BasketCode.read(try #require(BarcodeReader().scan(view, region: nil).detections.first?.text))
        #expect(read.approvedAge == 18 && read.id == basketID && read.total.decimalText == "12.48")
        // Done: a new basket, and no approval with it.
        tap(c, try #require(c.drawn?.payDone).centre, at: 9)
        scanProduct(c, "4000000000020", at: 10)
        #expect(c.view.basket?.age == .needed(age: 16) && heard.calls.map { $0.age } == [18, 16] && heard.calls[1].basket != basketID)
    }

    @Test func staffApproveBeforePayAHigherAgeAsksAgainAndEmptyingEndsIt() throws {
        let heard = Heard()
        let c = try kiosk(heard: heard)
        scanProduct(c, "4000000000020", at: 1)
        #expect(c.view.basket?.age == .needed(age: 16))
        // Ben taps the basket's age line while the shopper still scans, and types his PIN.
        _ = try draw(c, at: 3)
        tap(c, try #require(c.drawn?.ageStatus).centre, at: 3)
        #expect(c.view.basket?.agePrompt == AgePromptView(age: 16))
        typePIN("1357", on: c, at: 4)
        #expect(c.view.basket?.agePrompt == nil && c.view.basket?.age == .approved(age: 16, approver: "Ben") && heard.paid.isEmpty)
        // The shopper goes on: a lower age is covered, a higher one asks again.
        scanProduct(c, "8480010001136", at: 5)
        scanProduct(c, "4000000000013", at: 7)
        #expect(heard.calls.map { $0.age } == [16, 18] && c.view.basket?.age == .needed(age: 18))
        // Pay asks again; this time Ben's PIN approves 18 and the basket is paid.
        _ = try draw(c, at: 9)
        tap(c, try #require(c.drawn?.payButton).centre, at: 9)
        typePIN("1357", on: c, at: 10)
        #expect(heard.paid.first?.ageCheck == AgeCheck(age: 18, method: .staffPIN, approver: "Ben", time: "10"))
        #expect(heard.paid.first.map(BasketCode.text(of:))?.hasPrefix("KSB2+") == true)
        _ = try draw(c, at: 10.5)
        tap(c, try #require(c.drawn?.payDone).centre, at: 11)
        // Emptying a basket ends its approval.
        scanProduct(c, "4000000000020", at: 12)
        _ = try draw(c, at: 14)
        tap(c, try #require(c.drawn?.ageStatus).centre, at: 14)
        typePIN("1357", on: c, at: 14)
        #expect(c.view.basket?.age == .approved(age: 16, approver: "Ben"))
        _ = try draw(c, at: 15)
        tap(c, try #require(c.drawn?.basketRows.first { $0.index == 0 }).frame.centre, at: 15)
        #expect(c.view.basket?.itemCount == 0 && c.view.basket?.age == nil)
        scanProduct(c, "4000000000020", at: 16)
        #expect(c.view.basket?.age == .needed(age: 16) && heard.calls.map { $0.age } == [16, 18, 16, 16])
    }

    @Test func aStaffCodeScannedWithoutThePromptIsNeverCapturedAndApprovesWhatWaits() throws {
        let heard = Heard()
        let c = try kiosk(heard: heard)
        // Nothing waits: Anna's code is checked, not captured, and approves nothing.
        c.decoded([code("STAFF-ANNA-7781")], in: cameraFrame, at: 1)
        #expect(heard.captures.isEmpty && c.view.basket?.age == nil && showing(c) == nil)
        #expect(heard.log.contains("basket: Anna's staff code was scanned: not captured"))
        scanProduct(c, "4000000000013", at: 3)
        #expect(c.view.basket?.age == .needed(age: 18) && heard.captures.count == 1)
        // While the wine waits, Anna scans her code at the focus square: approved, not captured.
        c.decoded([code("STAFF-ANNA-7781")], in: cameraFrame, at: 5)
        #expect(heard.captures.count == 1 && showing(c) == nil && heard.paid.isEmpty)
        #expect(c.view.basket?.age == .approved(age: 18, approver: "Anna"))
        #expect(!c.view.history.contains { $0.value.contains("STAFF") })
        c.tick(at: 6.5)
        // A plain code that is no product and no staff code goes out as any capture, late by
        // its check, which counts; a retail number not on file is not checked.
        c.decoded([code("SHELF-9")], in: cameraFrame, at: 7)
        #expect(heard.captures.count == 2 && heard.captures.last?.product?.answer == .notOnFile && showing(c) == "SHELF-9")
        #expect(heard.log.contains("basket: a code that names no product is no staff code either (1 wrong at the age check in a row)"))
        c.tick(at: 8.5)
        scanProduct(c, "5901234123457", at: 9)
        #expect(heard.captures.count == 3 && c.pinChecker.wrong(.ageCheck) == 1)
        // Paid with the approval it has.
        _ = try draw(c, at: 11)
        tap(c, try #require(c.drawn?.payButton).centre, at: 11)
        #expect(heard.paid.first?.ageCheck == AgeCheck(age: 18, method: .staffCode, approver: "Anna", time: "5"))
    }

    @Test func wrongPINsLockTheAgeCheckAloneAndTheAdminPINNeverApproves() throws {
        let heard = Heard()
        let c = try kiosk(["--admin-pin", testPINHash, "--age-staff", Self.ben], heard: heard)
        scanProduct(c, "4000000000013", at: 1)
        _ = try draw(c, at: 3)
        tap(c, try #require(c.drawn?.payButton).centre, at: 3)
        typePIN("1234", on: c, at: 4)  // the admin PIN
        #expect(c.view.basket?.agePrompt == AgePromptView(age: 18, message: .wrongPIN))
        typePIN("12", on: c, at: 5)
        #expect(c.view.basket?.agePrompt == AgePromptView(age: 18, typed: 2, message: .pinLength))
        typePIN("9999", on: c, at: 6)
        typePIN("9999", on: c, at: 7)
        #expect(c.view.basket?.agePrompt == AgePromptView(age: 18, message: .tryAgainIn(seconds: 30), locked: true))
        #expect(c.pinChecker.wrong(.ageCheck) == 3 && c.pinChecker.remaining(.keypad, at: 7) == nil)
        #expect(heard.log.contains("basket: the age check was given a wrong PIN (3 in a row): locked for 30 s"))
        #expect(!heard.log.filter { $0.hasPrefix("basket: the age check") }.contains { $0.contains("1234") || $0.contains("9999") })
        // Locked: the right PIN is not even asked.
        typePIN("1357", on: c, at: 8)
        #expect(c.view.basket?.agePrompt?.typed == 0 && heard.paid.isEmpty)
        c.tick(at: 20)
        #expect(c.view.basket?.agePrompt == AgePromptView(age: 18, message: .tryAgainIn(seconds: 17), locked: true))
        // The admin keypad is not locked by it.
        c.handle(.key(.back), at: 21)
        #expect(c.view.basket?.agePrompt == nil && c.view.basket?.age == .needed(age: 18))
        c.handle(.hold(ScreenPoint(x: 20, y: 20)), at: 22)
        #expect(c.view.admin == .keypad(AdminKeypadView()))
        c.handle(.key(.back), at: 23)
        // Once the lock is over, Ben's PIN approves and pays.
        _ = try draw(c, at: 40)
        tap(c, try #require(c.drawn?.payButton).centre, at: 40)
        typePIN("1357", on: c, at: 41)
        #expect(heard.paid.count == 1 && heard.paid.first?.ageCheck?.approver == "Ben" && c.pinChecker.wrong(.ageCheck) == 0)
    }

    @Test func anIDCardIsShownToStaffAndApprovesNothing() throws {
        let heard = Heard()
        let c = try kiosk(heard: heard)
        scanProduct(c, "4000000000013", at: 1)
        _ = try draw(c, at: 3)
        tap(c, try #require(c.drawn?.payButton).centre, at: 3)
        let captured = heard.captures.count
        c.decoded([code(Self.expired, symbology: .pdf417)], in: cameraFrame, at: 4)
        #expect(c.view.basket?.agePrompt == AgePromptView(age: 18, idFacts: .expired))
        c.decoded([code(Self.valid, symbology: .pdf417)], in: cameraFrame, at: 5)
        #expect(c.view.basket?.agePrompt == AgePromptView(age: 18, idFacts: .over21))
        // Nothing approved, nothing captured, no attempt counted; nothing of the card logged.
        #expect(heard.paid.isEmpty && c.view.basket?.age == .needed(age: 18) && heard.captures.count == captured)
        #expect(c.pinChecker.wrong(.ageCheck) == 0)
        #expect(!heard.log.contains { $0.contains("MICHAEL") || $0.contains("T64235789") })
        // The staff member's own code still decides; a scanner's line is taken as the camera's.
        c.handle(.wedgeScan("STAFF-ANNA-7781"), at: 6)
        #expect(heard.paid.first?.ageCheck == AgeCheck(age: 18, method: .staffCode, approver: "Anna", time: "6"))
        #expect(heard.captures.count == captured)
    }

    @Test func withoutStaffTheBasketIsPaidAtATill() throws {
        let heard = Heard()
        let c = try kiosk([], heard: heard)
        scanProduct(c, "4000000000013", at: 1)
        _ = try draw(c, at: 3)
        tap(c, try #require(c.drawn?.payButton).centre, at: 3)
        #expect(c.view.basket?.agePrompt == AgePromptView(age: 18, message: .noStaff))
        typePIN("1357", on: c, at: 4)
        #expect(c.view.basket?.agePrompt == AgePromptView(age: 18, message: .noStaff) && heard.paid.isEmpty)
    }

    @Test func badStaffLinesAreRefusedSayingWhyNeverQuotingTheSecret() throws {
        let cases: [([String], String)] = [
            (
                ["--age-staff", "Anna"],
                "--age-staff: expected NAME:HASH: a staff member's name, ':', then the hash kioskscan admin-pin writes of their code or PIN"
            ),
            (["--age-staff", ":" + testPINHash], "--age-staff: expected NAME:HASH: there is no name before the ':'"),
            (
                ["--age-staff", "Anna:2468"],
                "--age-staff: Anna: expected the hash kioskscan admin-pin writes (pbkdf2-sha256$…); a staff code or PIN is never written plain"
            ),
            (
                ["--age-staff", "Anna:pbkdf2-sha256$1000$a2lvc2tzYWx0$AAAA"],
                "--age-staff: Anna: expected pbkdf2-sha256$ITERATIONS$SALT$HASH as kioskscan admin-pin writes it (1000 to 200000 iterations, a salt of 8 bytes or more, a hash of 32 bytes, base64)"
            ),
            (
                ["--age-staff", Self.ben, "--age-staff", "Benjamin:" + Self.ben.dropFirst(4)],
                "--age-staff: Benjamin: this hash is given twice; each staff code or PIN once"
            ),
            (
                ["--admin-pin", "1357", "--age-staff", Self.ben],
                "--age-staff: Ben's code or PIN is the admin PIN: the admin PIN never approves an age; give each member of staff their own"
            ),
            (
                ["--age-staff", Self.ben, "--admin-pin", "1357"],
                "--admin-pin: Ben's code or PIN is the admin PIN: the admin PIN never approves an age; give each member of staff their own"
            ),
            (
                ["--age-staff", "Ben:" + AdminPIN.hash("1234", salt: Self.salt, iterations: 1000), "--admin-pin", testPINHash],
                "--admin-pin: Ben's code or PIN is the admin PIN: the admin PIN never approves an age; give each member of staff their own"
            ),
        ]
        for (arguments, message) in cases {
            var options = KioskOptions()
            #expect(throws: OptionError(message), "\(arguments)") { try OptionTable.parse(arguments: arguments, into: &options) }
        }
        // One line each in the config; removing one revokes that one alone.
        let config = "basket\nage.staff = \(Self.anna)\nage.staff = \(Self.ben)\n"
        var both = KioskOptions()
        try OptionTable.parseConfig(config, file: "kiosk.conf", into: &both)
        #expect(both.ageStaff.map(\.name) == ["Anna", "Ben"])
        var revoked = KioskOptions()
        try OptionTable.parseConfig(config.replacingOccurrences(of: "age.staff = \(Self.anna)\n", with: ""), file: "kiosk.conf", into: &revoked)
        #expect(revoked.ageStaff.map(\.name) == ["Ben"])
        let checker = PINChecker(pin: nil, staff: revoked.ageStaff)
        #expect(checker.check(Array("STAFF-ANNA-7781".utf8), for: .ageCheck, at: 1) == 1)
        #expect(checker.takeAnswers(at: 1).map(\.answer.matches) == [false])
        var bad = KioskOptions()
        #expect(
            throws: OptionError(
                "kiosk.conf line 2: age.staff: Anna: expected the hash kioskscan admin-pin writes (pbkdf2-sha256$…); a staff code or PIN is never written plain"
            )
        ) {
            try OptionTable.parseConfig("basket\nage.staff = Anna:2468\n", file: "kiosk.conf", into: &bad)
        }
    }
}
