// AttractAndHistoryMessages: the attract screen's invitation and the History tab's words.

extension Message {
    public static let scanHere = Message(
        "attract.scan-here", "Scan here", note: "The attract screen's large invitation while nobody is at the kiosk: two or three words.")
    public static let historyEmpty = Message("history.empty", "No captures yet", note: "The History tab before anything was scanned.")
    public static let historyBack = Message("history.back", "‹ Back", note: "Top of a History entry shown in full: returns to the list.")
    public static let historySecondsAgo = Message(
        "history.clock-seconds", "+{seconds} s", note: "A capture's time on a test run's clock: seconds since the start.")

    public static let historyPersonalDataNotKept = Message(
        "history.personal-data-not-kept", "personal data not kept",
        note: "In a History row, or a result banner listing several codes, in place of the text of an ID card the kiosk does not keep.")
    public static let historySecretNotKept = Message(
        "history.secret-not-kept", "secret not kept",
        note:
            "In a History row, or a result banner listing several codes, in place of a code's text that carries a secret (a Wi-Fi password, a one-time password key)."
    )

    public static let languageTitle = Message(
        "language.title", "Language",
        note: "Title of the list of languages a shopper can choose, each shown in its own name; also what the language button is called aloud.")

    static let attractAndHistoryMessages: [Message] = [
        .scanHere, .historyEmpty, .historyBack, .historySecondsAgo, .historyPersonalDataNotKept, .historySecretNotKept,
        .languageTitle,
    ]
}
