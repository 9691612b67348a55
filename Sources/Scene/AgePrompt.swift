// AgePrompt: the self-checkout's age check: before an age-restricted basket is paid, a member of
// staff approves it with their own staff code (scanned) or PIN (typed on the keypad drawn here);
// what a scanned ID card says is shown to them, never taken as an approval.
import Language
import Render

/// The age check as the screen shows it: which age, how many digits are typed (dots, never the
/// digits), what happened last, and what an ID card scanned meanwhile says.
public struct AgePromptView: Sendable, Equatable {
    /// The line under the dots.
    public enum Note: Sendable, Equatable {
        case checking
        case wrongPIN
        case notStaffCode
        case tryAgainIn(seconds: Int)
        case pinLength
        /// No member of staff may approve at this kiosk (`age.staff` names none).
        case noStaff

        var words: Phrase {
            switch self {
            case .checking: Phrase(.keypadChecking)
            case .wrongPIN: Phrase(.keypadWrongPIN)
            case .notStaffCode: Phrase(.ageNotStaffCode)
            case .tryAgainIn(let seconds): Phrase(.keypadTryAgain, count: seconds)
            case .pinLength: Phrase(.keypadPINLength)
            case .noStaff: Phrase(.ageNoStaff)
            }
        }
    }

    /// What an ID card's code says (an AAMVA licence's derived facts): for the staff member to
    /// see; it approves nothing.
    public enum IDFacts: Sendable, Equatable {
        case expired
        case over21
        case over18
        case under18

        var words: Message {
            switch self {
            case .expired: .ageIDExpired
            case .over21: .ageIDOver21
            case .over18: .ageIDOver18
            case .under18: .ageIDUnder18
            }
        }

        var warns: Bool { self == .expired || self == .under18 }
    }

    public var age: Int
    public var typed: Int
    public var message: Note?
    /// Whether the keypad takes digits (not while wrong attempts lock it).
    public var locked: Bool
    public var idFacts: IDFacts?

    public init(age: Int, typed: Int = 0, message: Note? = nil, locked: Bool = false, idFacts: IDFacts? = nil) {
        self.age = age
        self.typed = typed
        self.message = message
        self.locked = locked
        self.idFacts = idFacts
    }

    var title: Phrase { Phrase(.ageTitle, ["age": String(age)]) }
}

/// Draws the age check opaque over everything, as the staff's keypad is, with two more lines
/// above the keys; its keys are where `buttons` says.
public enum AgePromptScreen {
    /// The room the prompt's two more lines take above the keypad, in points.
    static let extraHeader: Float = 56

    /// The keys: 1 to 9, Delete, 0, OK, then Cancel across.
    public static func buttons(_ layout: SceneLayout) -> [(AdminButton, Rect)] {
        AdminPanels.keypadButtons(layout, extraHeader: extraHeader)
    }

    static func draw(_ prompt: AgePromptView, layout: SceneLayout, wording: Wording, typeface: Typeface, bold: Typeface, on canvas: Canvas) {
        canvas.clear(layout.palette.screen)
        let s = layout.scale
        let header = AdminPanels.keypadGeometry(layout, extraHeader: extraHeader).header
        // Each line in its row: smaller, or on two lines, where a language needs the room.
        func line(_ text: String, top: Float, height: Float, size: Float, color: Color, font: Typeface) {
            let (lines, points) = font.fit(text, size: Int((size * s).rounded()), maxWidth: header.width, maxLines: 2, minimumScale: 0.6)
            let rowHeight = height * s / Float(lines.count)
            for (index, shown) in lines.enumerated() {
                ControlBars.label(
                    shown, in: Rect(x: header.x, y: header.y + top * s + Float(index) * rowHeight, width: header.width, height: rowHeight),
                    size: points, color: color, typeface: font, on: canvas)
            }
        }
        line(wording(prompt.title), top: 0, height: 32, size: 24, color: .white, font: bold)
        line(wording(.ageInvitation), top: 32, height: 28, size: 17, color: layout.palette.idleText, font: typeface)
        let keypad = AdminKeypadView(typed: prompt.typed, locked: prompt.locked)
        AdminScreens.drawDots(keypad, at: header.y + (86 * s).rounded(), layout: layout, on: canvas)
        if let message = prompt.message {
            line(
                wording(message.words), top: 104, height: 28, size: 17,
                color: prompt.locked || message != .checking ? layout.palette.warning : layout.palette.idleText, font: typeface)
        }
        if let facts = prompt.idFacts {
            line(wording(facts.words), top: 132, height: 28, size: 17, color: facts.warns ? layout.palette.warning : .white, font: bold)
        }
        AdminScreens.drawKeys(keypad, buttons(layout), layout: layout, wording: wording, bold: bold, on: canvas)
    }
}
