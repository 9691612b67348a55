// AgeCheckPrompt: the self-checkout's age check, where a member of staff approves an
// age-restricted basket with their own staff code (scanned) or PIN (typed on its keypad), each
// checked by the one PINChecker under its own count of wrong attempts. What it is shown never
// leaves it: a code scanned here is never captured, an ID card's derived facts are shown to the
// staff member and approve nothing.
import Catalog
import Content
import Decode
import FoundationEssentials
import Render
import Scene
import Wire

final class AgeCheckPrompt {
    let checker: PINChecker
    /// The age asked for while the prompt shows; nil: closed.
    private(set) var age: Int?
    /// The shopper pressed Pay: once approved, the basket is paid.
    private(set) var paysAfter = false
    private let clockIsReal: Bool
    /// Reads what a scanned code says (an ID card's facts).
    private let readContent: (Detection) -> ContentReading?
    /// A code seen again within this long (the camera sees it in every frame) is not checked again.
    private let repeatGuard: Double
    private let log: (String) -> Void

    /// The digits typed (never logged, never drawn).
    private var typed: [UInt8] = []
    private var message: AgePromptView.Note?
    private var idFacts: AgePromptView.IDFacts?
    /// How each check under way was made, by its attempt.
    private var asked: [Int: AgeCheck.Method] = [:]
    /// The last code scanned and when it was last seen.
    private var seen: (bytes: [UInt8], time: Double)?
    /// Captures held back while they are checked as staff codes, by attempt.
    private var held: [Int: CaptureRecord] = [:]

    init(
        checker: PINChecker, clockIsReal: Bool, repeatGuard: Double, readContent: @escaping (Detection) -> ContentReading?,
        log: @escaping (String) -> Void
    ) {
        self.checker = checker
        self.clockIsReal = clockIsReal
        self.repeatGuard = repeatGuard
        self.readContent = readContent
        self.log = log
    }

    var isOpen: Bool { age != nil }

    func open(age: Int, paysAfter: Bool) {
        self.age = age
        self.paysAfter = paysAfter
        typed = []
        idFacts = nil
        message = checker.hasStaff ? nil : .noStaff
        log("basket: the age check (\(age)+) asks a member of staff")
    }

    func close(why: String) {
        guard let age else { return }
        log("basket: the age check (\(age)+) closed (\(why))")
        self.age = nil
        paysAfter = false
        typed = []
        idFacts = nil
        message = nil
    }

    /// What the screen shows.
    func view(at time: Double) -> AgePromptView? {
        guard let age else { return nil }
        if let seconds = checker.remaining(.ageCheck, at: time) {
            return AgePromptView(age: age, typed: typed.count, message: .tryAgainIn(seconds: seconds), locked: true, idFacts: idFacts)
        }
        let shown: AgePromptView.Note? = checker.isChecking(.ageCheck) ? .checking : message
        return AgePromptView(age: age, typed: typed.count, message: shown, idFacts: idFacts)
    }

    /// A tap on the prompt: its keypad, or Cancel (which closes it).
    func tap(_ point: Point, layout: SceneLayout, at time: Double) {
        guard isOpen, let button = AdminPanels.hit(point, in: AgePromptScreen.buttons(layout)) else { return }
        if button == .cancel {
            close(why: "Cancel")
            return
        }
        guard checker.remaining(.ageCheck, at: time) == nil, !checker.isChecking(.ageCheck) else { return }
        switch button {
        case .digit(let digit):
            if typed.count < AdminPIN.digits.upperBound { typed.append(UInt8(0x30 + digit)) }
            message = checker.hasStaff ? nil : .noStaff
        case .delete:
            if !typed.isEmpty { typed.removeLast() }
        case .ok:
            guard AdminPIN.digits.contains(typed.count) else {
                message = .pinLength
                return
            }
            let pin = typed
            typed = []
            ask(pin, .staffPIN, at: time)
        default: break
        }
    }

    /// A code scanned while the prompt shows (by the camera, anywhere in its picture, or a
    /// scanner): an ID card's facts are shown; any other code is checked as a staff code. It is
    /// never captured.
    func scanned(_ detection: Detection, at time: Double) {
        guard isOpen else { return }
        let bytes = detection.bytes
        defer { seen = (bytes, time) }
        if let seen, seen.bytes == bytes, time - seen.time <= repeatGuard { return }
        if let reading = readContent(detection), reading.holdsPersonalData {
            // An ID card: what it says, for the staff member; it approves nothing. A licence the
            // reader refused says nothing.
            if let card = reading.kind as? IdentityCard {
                idFacts = card.expired ? .expired : card.over21 ? .over21 : card.over18 ? .over18 : .under18
                log("basket: an ID card was shown to the age check (\(idFacts.map { "\($0)" } ?? ""); it approves nothing)")
            } else {
                message = .notStaffCode
            }
            return
        }
        ask(bytes, .staffCode, at: time)
    }

    /// A capture that names no product, made outside the prompt: checked as a staff code
    /// before it goes out (a staff member may scan their code without opening the prompt).
    /// False when it cannot be checked now (no staff, the check locked or busy): it goes out as
    /// any capture.
    func hold(_ record: CaptureRecord, at time: Double) -> Bool {
        guard !isOpen, let attempt = checker.check(record.detection.bytes, for: .ageCheck, at: time) else { return false }
        asked[attempt] = .staffCode
        held[attempt] = record
        return true
    }

    private func ask(_ secret: [UInt8], _ method: AgeCheck.Method, at time: Double) {
        guard checker.hasStaff else {
            message = .noStaff
            return
        }
        guard let attempt = checker.check(secret, for: .ageCheck, at: time) else { return }
        asked[attempt] = method
        message = nil
    }

    /// The checker's answers: the approval a right code or PIN gives for the age asked (the
    /// prompt's, else `waiting`: the basket's), and the held captures that were no staff code
    /// (`released`: they go out now) or were one (`staffCodes`: never captured). Wrong ones are
    /// said and logged, never their digits or text.
    func answers(at time: Double, waiting: Int?) -> (approval: AgeCheck?, released: [CaptureRecord], staffCodes: [CaptureRecord]) {
        var approval: AgeCheck?
        var released: [CaptureRecord] = [], staffCodes: [CaptureRecord] = []
        for (answer, locked) in checker.takeAnswers(for: .ageCheck, at: time) {
            let method = asked.removeValue(forKey: answer.attempt) ?? .staffPIN
            let record = held.removeValue(forKey: answer.attempt)
            if answer.matches, let approver = answer.approver {
                if let record {
                    staffCodes.append(record)
                    log("basket: \(approver)'s staff code was scanned: not captured")
                }
                if let age = age ?? waiting { approval = AgeCheck(age: age, method: method, approver: approver, time: stamp(time)) }
                continue
            }
            let wrong = checker.wrong(.ageCheck)
            let lock = locked.map { ": locked for \(Int($0)) s" } ?? ""
            if let record {
                released.append(record)
                log("basket: a code that names no product is no staff code either (\(wrong) wrong at the age check in a row)\(lock)")
                continue
            }
            log("basket: the age check was given a wrong \(method == .staffCode ? "staff code" : "PIN") (\(wrong) in a row)\(lock)")
            if isOpen { message = method == .staffCode ? .notStaffCode : .wrongPIN }
        }
        return (approval, released, staffCodes)
    }

    /// When, as the basket event records it: ISO 8601 UTC with a real clock, else the kiosk
    /// clock's seconds (a virtual run is the same every time).
    private func stamp(_ time: Double) -> String {
        clockIsReal ? ISO8601Time.text(secondsSince1970: Date().timeIntervalSince1970) : JSON.decimal(time, digits: 3).serialized
    }
}
