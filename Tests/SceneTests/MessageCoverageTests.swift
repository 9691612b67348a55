// MessageCoverageTests: every word the scene draws comes from the message catalogue. Each screen is
// drawn in the pseudo-language (every message as ⟦its English⟧) and what it draws is read back:
// a letter outside the brackets that is not the screen's data (a product's name, a code, a price)
// is a string the catalogue does not have, which no translation could ever reach.
import Content
import Decode
import Language
import Render
import Scene
import Testing

@Suite struct MessageCoverageTests {
    static let pseudo = Wording(
        language: Translations.pseudoLanguage, translations: Translations(files: [:]).addingPseudoLanguage(for: Message.catalogue))

    /// One screen: its state, the camera's, and the data it shows as it is.
    struct Screen: Sendable, CustomTestStringConvertible {
        let name: String
        let state: SceneState
        var camera = CameraStatus.running
        var data: [String] = []
        /// Drawn over the camera's picture (the hints under the focus square show only over
        /// one); the others on black, which costs a tenth of the time and draws the same text.
        var picture = false
        var testDescription: String { name }
    }

    static func state(_ change: (inout SceneState) -> Void) -> SceneState {
        var state = SceneState()
        state.wording = pseudo
        state.shopWording = pseudo
        change(&state)
        return state
    }

    /// What `card` shows as it is, as `wording` writes it: verbatim texts, placeholders' values,
    /// dates (written in the language's format, its month names included).
    static func data(of card: ContentCard, in wording: Wording) -> [String] {
        func data(_ text: ShownText) -> [String] {
            switch text {
            case .verbatim(let string): [string]
            case .date, .money, .quantity: [wording(text)]
            case .phrase(let phrase): Array(phrase.values.values) + phrase.parts.values.flatMap(data)
            }
        }
        return ([card.title] + (card.main + card.details).flatMap { [$0.label, $0.value] } + card.warnings).flatMap(data)
    }

    static func capture(
        _ symbology: Symbology, _ text: String, others: [Detection] = [], product: ProductCard? = nil, card: ContentCard? = nil
    ) -> ShownCapture {
        let zero = ImagePoint(x: 0, y: 0)
        let detection = Detection(
            symbology: symbology, bytes: Array(text.utf8), content: .text(text),
            corners: Quad(topLeft: zero, topRight: zero, bottomRight: zero, bottomLeft: zero), quality: 1)
        return ShownCapture(detection: detection, others: others, time: 0, frameSize: nil, card: card, product: product)
    }

    static let lines = [
        BasketView.Line(name: "Olive oil", quantity: 2, amount: shop("9,98\u{A0}€")),
        BasketView.Line(name: "Wine", quantity: 1, amount: nil, minAge: 18),
    ]
    static let basketData = ["Olive oil", "Wine", "9,98", "€", "12,00"]
    static let history = [
        HistoryEntry(number: 2, origin: .barcode(.ean13), value: "4006381333931", time: 12.5, date: nil),
        HistoryEntry(number: 1, origin: .barcode(.qr), value: "HELLO", time: 3, date: nil),
    ]

    static let screens: [Screen] = {
        var screens = [
            Screen(name: "idle", state: state { $0.welcome = .said(.welcomePrice) }, picture: true),
            Screen(name: "idle-basket", state: state { $0.welcome = .said(.welcomeBasket) }, picture: true),
            Screen(name: "number", state: state { $0.mode = .number }, picture: true),
            Screen(name: "history-tab", state: state { $0.tab = .history }),
            Screen(
                name: "history",
                state: state {
                    $0.tab = .history; $0.history = HistoryList(Self.history)
                },
                data: ["EAN-13", "QR Code", "4006381333931", "HELLO"]),
            Screen(
                name: "history-entry",
                state: state {
                    $0.tab = .history; $0.history = HistoryList(Self.history); $0.historyDetail = 0
                },
                data: ["EAN-13", "4006381333931"]),
            Screen(
                name: "history-withheld",
                state: state {
                    $0.tab = .history
                    $0.history = [
                        HistoryEntry(
                            number: 4, origin: .barcode(.pdf417), value: "personal data not kept", time: 20, date: nil, withheld: .personalData),
                        HistoryEntry(number: 3, origin: .barcode(.qr), value: "secret not kept", time: 15, date: nil, withheld: .secret),
                    ]
                },
                data: ["PDF417", "QR Code"]),
            Screen(name: "storage-full", state: state { $0.notice = .said(.storageFull, count: 3) }),
            Screen(name: "storage-failing", state: state { $0.notice = .said(.storageFailing, count: 1) }),
            Screen(name: "test-armed", state: state { $0.testNotice = .said(.testScanArmed) }),
            Screen(name: "test-showing", state: state { $0.testNotice = .said(.testScanShowing) }),
        ]
        var addOn = capture(.ean13, "4006381333931")
        addOn.detection.addOn = "12"
        screens.append(Screen(name: "banner-add-on", state: state { $0.result = addOn }, data: ["EAN-13", "4006381333931"]))
        let others = ["B", "C", "D"].map { capture(.code128, $0).detection }
        screens.append(
            Screen(name: "banner-more", state: state { $0.result = capture(.code128, "A", others: others) }, data: ["CODE 128", "A", "B"]))
        let products: [(String, ProductCard)] = [
            (
                "found",
                ProductCard(
                    state: .found, name: .verbatim("Olive oil"), price: shop("4,99\u{A0}€"), regularPrice: shop("5,49\u{A0}€"),
                    facts: [
                        .quantity(value: 1, scale: 0, unit: "l"),
                        .said(.productOfferUntil, parts: ["date": .date(ShownDate(year: 2026, month: 12, day: 31))]),
                    ], code: "8480010001136", minAge: 18)
            ),
            ("price", ProductCard(state: .found, name: .verbatim("Olive oil"), price: shop("4,99\u{A0}€"), code: "8480010001136")),
            ("not-on-file", ProductCard(state: .notOnFile, name: .said(.productAskStaff), code: "8480010001136")),
            ("unavailable", ProductCard(state: .unavailable, name: .said(.productCannotLookUp), code: "8480010001136")),
            ("looking-up", ProductCard(state: .lookingUp, name: .said(.productLookingUp), code: "8480010001136")),
        ]
        for (name, card) in products {
            screens.append(
                Screen(
                    name: "product-\(name)", state: state { $0.result = capture(.ean13, "8480010001136", product: card) },
                    data: ["Olive oil", "4,99", "5,49", "€", "1 l", "Dec 31, 2026", "8480010001136"]))
        }
        let baskets: [(String, BasketView)] = [
            ("empty", BasketView(lines: [], itemCount: 0, total: nil)),
            ("lines", BasketView(lines: Self.lines, itemCount: 3, total: shop("12,00\u{A0}€"), age: .needed(age: 18))),
            ("approved", BasketView(lines: Self.lines, itemCount: 3, total: shop("12,00\u{A0}€"), age: .approved(age: 18, approver: "Anna"))),
            ("emptying", BasketView(lines: Self.lines, itemCount: 3, total: shop("12,00\u{A0}€"), warning: .said(.basketEmptying, count: 7))),
            ("not-added", BasketView(lines: Self.lines, itemCount: 3, total: shop("12,00\u{A0}€"), warning: .said(.basketNotAdded))),
            (
                "currency",
                BasketView(lines: [], itemCount: 0, total: nil, warning: .said(.basketCurrencyChanged, ["currency": "USD"]))
            ),
            ("age-at-till", BasketView(lines: [], itemCount: 0, total: nil, warning: .said(.basketAgePayAtTill))),
            ("one", BasketView(lines: [Self.lines[0]], itemCount: 1, total: shop("9,98\u{A0}€"))),
            ("pay", BasketView(lines: Self.lines, itemCount: 3, total: shop("12,00\u{A0}€"), payCode: "KSB2;…")),
            ("pay-too-large", BasketView(lines: Self.lines, itemCount: 3, total: shop("12,00\u{A0}€"), payCode: String(repeating: "X", count: 5000))),
        ]
        for (name, basket) in baskets {
            screens.append(Screen(name: "basket-\(name)", state: state { $0.basket = basket }, data: basketData + ["Anna", "USD"]))
        }
        let notes: [AgePromptView.Note?] = [nil, .checking, .wrongPIN, .notStaffCode, .tryAgainIn(seconds: 30), .pinLength, .noStaff]
        let facts: [AgePromptView.IDFacts?] = [nil, .expired, .over21, .over18, .under18]
        for (index, note) in notes.enumerated() {
            let prompt = AgePromptView(
                age: 18, typed: 2, message: note, locked: note == .tryAgainIn(seconds: 30), idFacts: facts[index % facts.count])
            screens.append(
                Screen(
                    name: "age-\(index)",
                    state: state {
                        $0.basket = BasketView(lines: Self.lines, itemCount: 3, total: shop("12,00\u{A0}€"), age: .needed(age: 18), agePrompt: prompt)
                    },
                    data: ["18"]))
        }
        let keypadNotes: [Phrase?] = [
            nil, Phrase(.keypadChecking), Phrase(.keypadWrongPIN), Phrase(.keypadPINLength), Phrase(.keypadTryAgain, count: 30),
        ]
        for (index, note) in keypadNotes.enumerated() {
            screens.append(Screen(name: "keypad-\(index)", state: state { $0.admin = .keypad(AdminKeypadView(typed: 1, message: note)) }))
        }
        let admin = AdminScreenView(
            title: Phrase(.adminTitleKiosk, ["kiosk": "till-3"]),
            facts: [
                AdminFact(.adminKiosk, .verbatim("till-3")), AdminFact(.adminVersion, .verbatim("0.12.0")),
                AdminFact(.adminAddress, .said(.adminNone)),
                AdminFact(.adminCamera, .verbatim("/dev/video0")), AdminFact(.adminScreen, .verbatim("1280x800")),
                AdminFact(.adminDelivery, .said(.adminOff)),
                AdminFact(nil, .said(.adminCameraArriving, ["camera": "/dev/video0"])),
                AdminFact(nil, .said(.adminCameraNoFrame, ["camera": "/dev/video0"])),
                AdminFact(nil, .said(.adminCameraNone, parts: ["reason": .said(.cameraNoneConnected)])),
                AdminFact(nil, .said(.adminWaiting, count: 2, ["destination": "/dev/video0"])),
                AdminFact(nil, .said(.adminDeliveredRejected, ["delivered": "3", "rejected": "0"])),
                AdminFact(nil, .said(.adminNotSentVirtual, count: 1)),
            ],
            captures: [])
        screens.append(Screen(name: "admin", state: state { $0.admin = .screen(admin) }, data: ["till-3", "0.12.0", "/dev/video0", "1280x800"]))
        var plain = admin
        plain.title = Phrase(.adminTitle)
        plain.captures = Self.history
        screens.append(
            Screen(
                name: "admin-captures", state: state { $0.admin = .screen(plain) },
                data: ["till-3", "0.12.0", "/dev/video0", "1280x800", "EAN-13", "QR Code", "4006381333931", "HELLO"]))
        screens.append(Screen(name: "attract", state: state { $0.attract = AttractView(since: 0, clock: "14:05", line: .said(.welcomePrice)) }))
        let slide = ProductPicture(width: 1280, height: 800, pixels: [UInt32](repeating: 0xFF20_8040, count: 1280 * 800))
        screens.append(
            Screen(name: "attract-slide", state: state { $0.attract = AttractView(since: 0, clock: "14:05", slide: slide, slideStart: 0) }))
        let reasons: [Phrase] =
            [
                Phrase(.cameraWaitingAt, ["path": "/dev/video0"]), Phrase(.cameraWaitingNamed, ["name": "Logitech"]), Phrase(.cameraNoneConnected),
                Phrase(.cameraNeedsLibcamera), Phrase(.cameraStartFailed, parts: ["error": .verbatim("EBUSY")]), Phrase(.cameraDisconnected),
                Phrase(.cameraStopped, parts: ["error": .verbatim("EIO")]), Phrase(.cameraNoPicture), Phrase(.cameraClosed),
                Phrase(.cameraKioskStopping),
            ]
            + [
                Message.cameraReasonNotAllowed, .cameraReasonBusy, .cameraReasonNotThere, .cameraReasonNoAnswer, .cameraReasonTimedOut,
                .cameraReasonNoMemory, .cameraReasonBandwidth, .cameraReasonUnsupported,
            ].map { Phrase(.cameraStartFailed, parts: ["error": .said($0)]) }
        // Each kind's result card, its data (what the card shows as it is: names, numbers, dates)
        // taken from the card itself.
        for entry in CardGoldenFrameTests.payloads {
            let card = try! CardGoldenFrameTests.card(entry.name)
            screens.append(
                Screen(
                    name: "card-\(entry.name)", state: state { $0.result = capture(entry.symbology, entry.text, card: card) },
                    data: Self.data(of: card, in: pseudo)))
        }
        for (index, reason) in reasons.enumerated() {
            screens.append(
                Screen(
                    name: "no-camera-\(index)", state: state { _ in }, camera: .unavailable(reason),
                    data: ["/dev/video0", "Logitech", "EBUSY", "EIO"]))
        }
        return screens
    }()

    /// The lines `screen` draws on a 1280x800 screen (a camera picture only where the camera runs).
    static func drawnLines(_ screen: Screen) throws -> [String] { try drawn(screen).map(\.text) }

    /// The lines `screen` draws on a `size` screen, with their places (drawn into `picture`
    /// when one is given).
    static func drawn(
        _ screen: Screen, size: (width: Int, height: Int) = (1280, 800), scene given: ScannerScene? = nil, into picture: PixelImage? = nil
    ) throws -> [DrawnLine] {
        let scene = try given ?? ScannerScene(style: SceneStyle())
        nonisolated(unsafe) var lines: [DrawnLine] = []
        scene.drawnLines = { lines.append($0) }
        let image = picture ?? PixelImage(width: size.width, height: size.height)
        if screen.picture {
            let sample = try SampleFrame.shared.get()
            sample.frame.withImageView { scene.draw(on: image.surface, time: 5, state: screen.state, preview: $0, camera: screen.camera) }
        } else {
            scene.draw(on: image.surface, time: 5, state: screen.state, preview: nil, camera: screen.camera)
        }
        return lines
    }

    /// What of `line` is neither a message (inside ⟦ ⟧; a line may begin or end inside one, where
    /// a message was wrapped or cut) nor `data` (a line may end inside one, cut with "…"), nor
    /// digits and signs. No-break spaces count as spaces (a line is drawn with spaces).
    static func stray(_ line: String, data: [String]) -> String {
        var rest = ""
        var inside =
            !line.contains("⟦") && line.contains("⟧") || (line.firstIndex(of: "⟧") ?? line.endIndex) < (line.firstIndex(of: "⟦") ?? line.endIndex)
        for character in line {
            if character == "⟦" { inside = true } else if character == "⟧" { inside = false } else if !inside { rest.append(character) }
        }
        func spaced(_ text: String) -> String { String(text.map { $0 == "\u{A0}" || $0 == "\u{202F}" ? " " : $0 }) }
        rest = spaced(rest)
        let data = data.map(spaced).sorted(by: { $0.count > $1.count })
        for text in data { rest = rest.replacing(text, with: " ") }
        // Data cut where the line ends: "… · Booking AB…".
        if rest.hasSuffix("…") {
            let head = rest.dropLast()
            for text in data {
                if let cut = (1..<max(1, text.count)).reversed().first(where: { head.hasSuffix(text.prefix($0)) }) {
                    rest = String(head.dropLast(cut))
                    break
                }
            }
        }
        return String(rest.filter { $0.isLetter }.isEmpty ? "" : rest)
    }

    @Test(arguments: screens)
    func everyWordDrawnIsFromTheCatalogue(screen: Screen) throws {
        let lines = try Self.drawnLines(screen)
        #expect(lines.contains { $0.contains("⟦") || $0.contains("⟧") }, "\(screen.name) draws no message at all")
        for line in lines {
            let stray = Self.stray(line, data: screen.data)
            #expect(stray.isEmpty, "\(screen.name) draws “\(line)”: “\(stray)” is not in the message catalogue")
        }
    }

    /// The screens above draw every message of the catalogue but the spoken ones and the result
    /// cards' (a card draws its first facts only; CardMessageCoverageTests finds each of those
    /// said by some card): the test has no blind spot.
    @Test func theScreensDrawEveryMessage() throws {
        var drawn: [String] = []
        for screen in Self.screens { drawn += try Self.drawnLines(screen) }
        // A message wrapped over lines is whole again with its spaces left out (a line may end
        // after a space, a hyphen or a slash: "libcamera-" then "v4l2)"); titles may be in capitals.
        let text = drawn.joined().lowercased().filter { !$0.isWhitespace }
        // Spoken only: speech.* (SpokenResultTests), guide.* (GuideSpeechTests).
        for message in Message.catalogue
        where !message.key.hasPrefix("speech.") && !message.key.hasPrefix("guide.") && !message.key.hasPrefix("card.")
            && message.key != "language.title"
        {
            let forms = ([message.english] + (message.plural.map { [$0] } ?? [])).map { $0.lowercased() }
            // The text before the first placeholder identifies the message on screen.
            let found = forms.contains { form in
                let head = String(form.prefix { $0 != "{" })
                let probe = head.isEmpty ? String(form.drop { $0 != "}" }.dropFirst().prefix { $0 != "{" }) : head
                let squeezed = probe.filter { !$0.isWhitespace }
                return text.contains("⟦" + squeezed) || (head.isEmpty && text.contains(squeezed))
            }
            #expect(found, "no screen draws \(message.key) (“\(message.english)”)")
        }
    }
}
