// PINCheckerTests: the staff PIN is checked off the loop, with its answer through an eventfd;
// a hash that would keep the check busy for long is refused; the keypad waits for the answer.
import Glibc
import Input
import Kiosk
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
        #expect(c.view.admin == .keypad(AdminKeypadView(typed: 0, message: "Checking…")))
        press(.digit(1))
        #expect(c.view.admin == .keypad(AdminKeypadView(typed: 0, message: "Checking…")))
        #expect(waitFor(checker.answered!))
        c.pinsChecked(at: 3)
        guard case .screen = c.view.admin else {
            Issue.record("no admin screen: \(String(describing: c.view.admin))")
            return
        }
    }
}
