// GuideMessages: what the kiosk says aloud with `speak = guide`: each screen, the control the
// focus ring is on, and what the keys do. Heard, not read: short, and no symbols.

extension Message {
    public static let guideScanner = Message(
        "guide.scanner", "Scanner: hold a code in front of the camera.", note: "Said when the scanner screen comes, with speak = guide.")
    public static let guideHistory = Message(
        "guide.history", "History: {count} capture.", plural: "History: {count} captures.",
        note: "Said when the History tab comes, with speak = guide.")
    public static let guideHistoryEntry = Message(
        "guide.history-entry", "{heading}, {time}. Back returns to the list.",
        note: "Said when a History entry opens; {heading} is what it was (a product, a code's kind), {time} when.")
    public static let guideLanguages = Message(
        "guide.languages", "Choose a language: {count} language.", plural: "Choose a language: {count} languages.",
        note: "Said when the list of languages opens.")
    public static let guidePay = Message(
        "guide.pay", "Pay at the till: show the code on the screen to the till's scanner. Total {total}.",
        note: "Said when the pay screen comes; {total} is the amount as a cashier says it.")
    public static let guideAgeCheck = Message(
        "guide.age-check", "Age check: a member of staff approves with their code or PIN.", note: "Said when the age check's keypad comes.")
    public static let guideSelected = Message(
        "guide.selected", "{name}, selected", note: "The focus ring is on a choice that is the current one (a tab, a mode, a language).")
    public static let guideButton = Message("guide.button", "{name}, button", note: "The focus ring is on a button; {name} is its label.")
    public static let guideShutter = Message(
        "guide.shutter", "Shutter: scans the code held in front of the camera", note: "The focus ring is on the round shutter button.")
    public static let guideLanguageButton = Message(
        "guide.language-button", "Language: {name}, button", note: "The focus ring is on the language button; {name} is the language shown now.")
    public static let guideResult = Message(
        "guide.result", "Result: {what}. OK scans again.", note: "The focus ring is on the result; {what} is what was read.")
    public static let guideBasketLine = Message(
        "guide.basket-line", "{quantity} times {name}, {price}. OK removes one.",
        note: "The focus ring is on a basket line; {price} as a cashier says it; OK (the key) takes one of it out of the basket.")
    public static let guideHistoryRow = Message(
        "guide.history-row", "{time}: {heading}", note: "The focus ring is on a History row.")
    public static let guideHelp = Message(
        "guide.help", "The arrow keys or Tab move between the controls, OK chooses, Back goes back, Help says this again.",
        note: "Said after where the shopper is when they press Help.")

    static let guideMessages: [Message] = [
        .guideScanner, .guideHistory, .guideHistoryEntry, .guideLanguages, .guidePay, .guideAgeCheck, .guideSelected, .guideButton,
        .guideShutter, .guideLanguageButton, .guideResult, .guideBasketLine, .guideHistoryRow, .guideHelp,
    ]
}
