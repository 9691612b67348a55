// PINCheckerTests: the staff PIN is checked off the loop, with its answer through an eventfd;
// a hash that would keep the check busy for long is refused; the keypad waits for the answer;
// the age check's staff codes and PINs go through the same checker, under a count of their own.
import Glibc
import Input
import Kiosk
import Language
import Scene
import SystemCall
import Testing

@Suite struct PINCheckerTests {
    /// Waits (at most a minute) for `counter` to fire.
    func waitFor(_ counter: EventCounter) -> Bool {
        var watched = pollfd(fd: counter.fd, events: Int16(POLLIN), revents: 0)
        return poll(&watched, 1, 60_000) == 1
    }

    @Test func aHashOfMoreThan200000IterationsIsRefused() throws {
        let salt = Array("kiosksalt".utf8)
        #expect(throws: OptionError.self) { try AdminPIN(parsing: AdminPIN.hash("2468", salt: salt, iterations: 200_001)) }
        #expect(throws: OptionError.self) { try AdminPIN(parsing: AdminPIN.hash("2468", salt: salt, iterations: 999)) }
        // A hash of ten million iterations held the loop for half a minute per attempt.
        #expect(throws: OptionError.self) {
            try AdminPIN(parsing: "pbkdf2-sha256$10000000$a2lvc2tzYWx0$102sBEtkwRkD2+R3XZ8hwNCfA9Fru0T+Kj26JCJNiwU=")
        }
        #expect(try AdminPIN(parsing: AdminPIN.hash("2468", salt: salt, iterations: 200_000)).matches("2468"))
    }

    /// On its thread: `check` returns at once, the answer comes through `answered`.
    @Test func aCheckRunsOffTheCallersThread() throws {
        let salt = Array("kiosksalt".utf8)
        let pin = try AdminPIN(parsing: AdminPIN.hash("2468", salt: salt, iterations: 200_000))
        let checker = try PINChecker(pin: pin, threadNamed: "kioskscan-test")
        #expect(checker.check(Array("1357".utf8), for: .keypad, at: 1) == 1)
        // Under way until its answer is taken.
        #expect(checker.isChecking(.keypad))
        #expect(checker.check(Array("2468".utf8), for: .keypad, at: 1) == nil)  // one at a time
        #expect(waitFor(checker.answered!))
        let answers = checker.takeAnswers(at: 2)
        #expect(answers.map(\.answer) == [PINChecker.Answer(entry: .keypad, matches: false, attempt: 1)])
        #expect(answers.map(\.locked) == [nil])
        #expect(!checker.isChecking(.keypad) && checker.wrong(.keypad) == 1)
        #expect(checker.check(Array("2468".utf8), for: .keypad, at: 3) == 2)
        #expect(waitFor(checker.answered!))
        #expect(checker.takeAnswers(at: 4).map(\.answer.matches) == [true])
        #expect(checker.wrong(.keypad) == 0)
    }

    @Test func wrongAnswersLockTheEntry() {
        let checker = PINChecker(pin: AdminPIN(stored: .plain(Array("2468".utf8))))
        var locks: [Double?] = []
        for time in [1.0, 2, 3] {
            #expect(checker.check(Array("1111".utf8), for: .keypad, at: time) != nil)
            locks += checker.takeAnswers(at: time).map(\.locked)
        }
        #expect(locks == [nil, nil, 30])
        #expect(checker.remaining(.keypad, at: 10) == 23)
        #expect(checker.check(Array("2468".utf8), for: .keypad, at: 10) == nil)  // locked
        #expect(checker.check(Array("2468".utf8), for: .keypad, at: 33) != nil)
        #expect(checker.takeAnswers(at: 33).map(\.answer.matches) == [true])
    }

    /// The age check asks the staff's hashes (never the admin PIN), on the same thread, each
    /// entry with its own wrong count, and its answers wait for their own call.
    @Test func theAgeCheckHasItsOwnEntryAndCount() throws {
        let salt = Array("kiosksalt".utf8)
        let staff = [
            AgeStaff(name: "Anna", secret: try AdminPIN(parsing: AdminPIN.hash("STAFF-ANNA-7781", salt: salt, iterations: 1000))),
            AgeStaff(name: "Ben", secret: try AdminPIN(parsing: AdminPIN.hash("1357", salt: salt, iterations: 1000))),
        ]
        let checker = try PINChecker(pin: try AdminPIN(parsing: testPINHash), staff: staff, threadNamed: "kioskscan-test")
        #expect(checker.hasPIN && checker.hasStaff)
        // The admin PIN at the age check is wrong, and counts against the age check alone.
        #expect(checker.check(Array("1234".utf8), for: .ageCheck, at: 1) == 1)
        #expect(waitFor(checker.answered!))
        #expect(checker.takeAnswers(for: .keypad, at: 2).isEmpty)
        #expect(
            checker.takeAnswers(for: .ageCheck, at: 2).map(\.answer) == [PINChecker.Answer(entry: .ageCheck, matches: false, attempt: 1)])
        #expect(checker.wrong(.ageCheck) == 1 && checker.wrong(.keypad) == 0)
        // Both entries at once: each answer waits for its own entry's call.
        #expect(checker.check(Array("1234".utf8), for: .keypad, at: 3) == 2)
        #expect(checker.check(Array("1357".utf8), for: .ageCheck, at: 3) == 3)
        while checker.isChecking(.keypad) || checker.isChecking(.ageCheck) {
            #expect(waitFor(checker.answered!))
            for (answer, _) in checker.takeAnswers(for: .ageCheck, at: 4) {
                #expect(answer == PINChecker.Answer(entry: .ageCheck, matches: true, attempt: 3, approver: "Ben"))
            }
            for (answer, _) in checker.takeAnswers(for: .keypad, at: 4) {
                #expect(answer == PINChecker.Answer(entry: .keypad, matches: true, attempt: 2))
            }
        }
        #expect(checker.wrong(.ageCheck) == 0)
        // A staff code is any text; the first whose hash matches names its holder.
        #expect(checker.check(Array("STAFF-ANNA-7781".utf8), for: .ageCheck, at: 5) == 4)
        #expect(waitFor(checker.answered!))
        #expect(checker.takeAnswers(for: .ageCheck, at: 6).map(\.answer.approver) == ["Anna"])
        // Without staff, no age check is asked; without a PIN, no keypad check.
        let none = PINChecker(pin: nil)
        #expect(!none.hasStaff && none.check(Array("1357".utf8), for: .ageCheck, at: 1) == nil)
        let staffOnly = try PINChecker(pin: nil, staff: staff, threadNamed: "kioskscan-test")
        #expect(staffOnly.check(Array("1234".utf8), for: .keypad, at: 1) == nil && staffOnly.check(Array("1357".utf8), for: .ageCheck, at: 1) == 1)
        #expect(waitFor(staffOnly.answered!))
        #expect(staffOnly.takeAnswers(at: 2).map(\.answer.approver) == ["Ben"])
    }

    @Test func withoutAPINNothingIsChecked() {
        let checker = PINChecker(pin: nil)
        #expect(!checker.hasPIN)
        #expect(checker.check(Array("2468".utf8), for: .keypad, at: 1) == nil)
    }

    /// The keypad says it is checking while the answer is on its way, takes no key meanwhile,
    /// and opens the admin screen when the answer comes.
    @Test func theKeypadWaitsForTheAnswer() throws {
        var options = KioskOptions()
        try OptionTable.parse(arguments: ["--admin-pin", testPINHash], into: &options)
        let checker = try PINChecker(pin: options.adminPIN, threadNamed: "kioskscan-test")
        let c = KioskController(options: options, layout: try ScannerScene(style: options.sceneStyle).layout(width: 1280, height: 800), pins: checker)
        c.handle(.hold(ScreenPoint(x: 20, y: 20)), at: 1)
        let buttons = AdminPanels.keypadButtons(c.layout)
        func press(_ button: AdminButton) {
            c.handle(.tap(sp(buttons.first { $0.0 == button }!.1.centre)), at: 2)
        }
        for digit in "1234" { press(.digit(Int(String(digit))!)) }
        press(.ok)
        #expect(c.view.admin == .keypad(AdminKeypadView(typed: 0, message: Phrase(.keypadChecking))))
        press(.digit(1))
        #expect(c.view.admin == .keypad(AdminKeypadView(typed: 0, message: Phrase(.keypadChecking))))
        #expect(waitFor(checker.answered!))
        c.pinsChecked(at: 3)
        guard case .screen = c.view.admin else {
            Issue.record("no admin screen: \(String(describing: c.view.admin))")
            return
        }
    }
}
