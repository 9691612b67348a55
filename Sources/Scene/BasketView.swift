// BasketView: the self-checkout basket as the screen shows it, its amounts written in the
// language shown: its lines, the total, a warning before an idle basket is emptied, the age check of
// its restricted lines, and the code the till reads once the shopper pays.
import Language

public struct BasketView: Sendable, Equatable {
    public struct Line: Sendable, Equatable {
        public var name: String
        public var quantity: Int
        /// The line's amount (`9,98 €`); nil when its price cannot be computed.
        public var amount: ShownMoney?
        /// The age a buyer must have reached (its badge: `18+`); 0: none.
        public var minAge: Int

        public init(name: String, quantity: Int, amount: ShownMoney?, minAge: Int = 0) {
            self.name = name
            self.quantity = quantity
            self.amount = amount
            self.minAge = minAge
        }
    }

    /// Where the age check of the basket's restricted lines stands.
    public enum AgeStatus: Sendable, Equatable {
        /// A member of staff must approve this age before the basket is paid.
        case needed(age: Int)
        /// Approved, for this age, by this staff member.
        case approved(age: Int, approver: String)

        public var age: Int {
            switch self {
            case .needed(let age), .approved(let age, _): age
            }
        }

        var words: Phrase {
            switch self {
            case .needed: Phrase(.basketStaffApproval)
            case .approved(_, let approver): Phrase(.basketApprovedBy, ["name": approver])
            }
        }
    }

    public var lines: [Line]
    public var itemCount: Int
    /// The total; nil for an empty basket.
    public var total: ShownMoney?
    /// Shown in the warning colour: the basket is about to be emptied for want of use.
    public var warning: ShownText?
    /// Once the shopper pays: the text of the QR code the till's scanner reads; the screen then
    /// shows it instead of the scanner.
    public var payCode: String?
    /// The age check of its restricted lines; nil: none is restricted.
    public var age: AgeStatus?
    /// The age check's prompt, over everything, while a member of staff is asked to approve.
    public var agePrompt: AgePromptView?

    public init(
        lines: [Line], itemCount: Int, total: ShownMoney?, warning: ShownText? = nil, payCode: String? = nil, age: AgeStatus? = nil,
        agePrompt: AgePromptView? = nil
    ) {
        self.lines = lines
        self.itemCount = itemCount
        self.total = total
        self.warning = warning
        self.payCode = payCode
        self.age = age
        self.agePrompt = agePrompt
    }
}
