// FocusKeysTests: the shopper's screens by keys alone: the focus ring in reading order (mirrored
// for Arabic), arrows as seen, Enter doing what a tap does, Escape one step back, a touch hiding
// the ring, History rows scrolled into view one by one.
import Input
import Render
import Scene
import Testing

@testable import Kiosk

@Suite struct FocusKeysTests {
    let languages = LanguageChoiceTests()

    /// Presses `actions` one after another, each followed by a frame (as the runner draws one).
    func press(_ c: KioskController, _ actions: KeyAction..., at time: Double) throws {
        for action in actions {
            c.handle(.key(action), at: time)
            try languages.draw(c, at: time)
        }
    }

    @Test func tabGoesInReadingOrderMirroredForArabic() throws {
        let c = try languages.kiosk(["--languages", "en,de,ar"])
        c.tick(at: 1)
        try languages.draw(c, at: 1)
        let order: [FocusTarget] = [.mode(0), .mode(1), .languageButton, .shutter, .tab(0), .tab(1)]
        // English: Barcode, Number and the button (top right) on the top line, read from the
        // left; the shutter (right); Scanner and History.
        #expect(c.drawn?.focusable == order)
        try press(c, .next, at: 2)
        #expect(c.view.focus == .mode(0))
        try press(c, .next, .next, .next, .next, .next, at: 3)
        #expect(c.view.focus == .tab(1))
        try press(c, .next, at: 4)
        #expect(c.view.focus == .mode(0), "round to the first")
        try press(c, .previous, at: 5)
        #expect(c.view.focus == .tab(1))
        // Arabic: the same controls mirrored, read from the right: Barcode (right of Number),
        // Number, the button (top left); the shutter (left); Scanner (right), History.
        c.language.choose("ar")
        c.tick(at: 6)
        try languages.draw(c, at: 6)
        let drawn = try #require(c.drawn)
        #expect(drawn.focusable == order)
        let frames = order.map { drawn.frame(of: $0)! }
        #expect(frames[0].minX > frames[1].minX && frames[1].minX > frames[2].minX && frames[4].minX > frames[5].minX)
    }

    @Test func arrowsMoveAsSeen() throws {
        let c = try languages.kiosk(["--languages", "en,de,ar"])
        c.tick(at: 1)
        try languages.draw(c, at: 1)
        try press(c, .next, at: 2)
        try press(c, .right, at: 2)
        #expect(c.view.focus == .mode(1))
        try press(c, .right, at: 3)
        #expect(c.view.focus == .languageButton)
        try press(c, .down, at: 4)
        #expect(c.view.focus == .shutter)
        try press(c, .down, at: 5)
        #expect(c.view.focus == .tab(1))
        try press(c, .left, at: 6)
        #expect(c.view.focus == .tab(0))
        try press(c, .left, at: 7)
        #expect(c.view.focus == .tab(0), "nothing further left: the ring stays")
        // Mirrored, the arrows still go the way they point: left from Barcode is Number.
        c.language.choose("ar")
        c.tick(at: 8)
        try languages.draw(c, at: 8)
        c.view.focus = .mode(0)
        try press(c, .left, at: 9)
        #expect(c.view.focus == .mode(1))
        try press(c, .left, at: 10)
        #expect(c.view.focus == .languageButton)
        try press(c, .down, at: 11)
        #expect(c.view.focus == .shutter)
    }

    @Test func aShopperChoosesALanguageAndReadsTheHistoryByKeys() throws {
        let c = try languages.kiosk(["--languages", "en,de,ar"])
        c.tick(at: 1)
        try languages.draw(c, at: 1)
        // To the language button, open the list: the ring is on the language shown now.
        try press(c, .next, .right, .right, at: 2)
        try press(c, .activate, at: 3)
        #expect(c.view.languageMenu?.selected == 0 && c.view.focus == .languageItem(0))
        #expect(c.drawn?.focusable == [.languageItem(0), .languageItem(1), .languageItem(2)])
        // Escape closes it without choosing; again, and Deutsch.
        try press(c, .back, at: 4)
        #expect(c.view.languageMenu == nil && c.view.focus == .languageButton && c.view.wording.language == "en")
        // The list is a row of three here (1280 wide): the next one is to the right.
        try press(c, .activate, .right, at: 5)
        #expect(c.view.focus == .languageItem(1))
        try press(c, .activate, at: 6)
        #expect(c.view.wording.language == "de" && c.view.languageMenu == nil && c.view.focus == .languageButton)
        // Thirty scans; the result of the last one is dismissed with Escape.
        for n in 0..<30 { c.handle(.wedgeScan("CODE-\(n)"), at: 7 + Double(n) * 0.01) }
        try languages.draw(c, at: 8)
        #expect(showing(c) == "CODE-29" && c.drawn?.focusable.contains(.result) == true)
        try press(c, .back, at: 8)
        #expect(showing(c) == nil)
        // To the History tab and into it.
        c.view.focus = .tab(1)
        try press(c, .activate, at: 9)
        #expect(c.view.tab == .history && c.view.focus == .tab(1))
        let visible = try #require(c.drawn?.historyRows.map(\.index))
        #expect(visible.first == 0 && visible.count < 30)
        // Up from the History tab: the lowest row on screen; down row by row past the screen.
        try press(c, .up, at: 10)
        #expect(c.view.focus == .historyRow(visible.last!))
        for _ in 0..<(20 - visible.last!) { try press(c, .down, at: 11) }
        #expect(c.view.focus == .historyRow(20) && c.view.historyScroll > 0)
        let row = try #require(c.drawn?.frame(of: .historyRow(20)))
        #expect(row.minY >= c.layout.historyList.minY && row.maxY <= c.layout.historyList.maxY + 0.5, "scrolled into view: \(row)")
        // Enter opens it; Escape back to the row, then to the scanner.
        try press(c, .activate, at: 12)
        #expect(c.view.historyDetail == 20)
        try press(c, .back, at: 13)
        #expect(c.view.historyDetail == nil && c.view.focus == .historyRow(20))
        try press(c, .back, at: 14)
        #expect(c.view.tab == .scanner && c.view.focus == .tab(0))
    }

    @Test func enterWithoutTheRingIsTheShutterAndATouchHidesTheRing() throws {
        let c = try controller(["--capture", "manual"])
        c.decoded([code("A")], in: cameraFrame, at: 1)
        c.handle(.key(.activate), at: 1.2)
        #expect(showing(c) == "A" && c.view.focus == nil)
        try drawFrame(c, at: 1.3)
        c.handle(.key(.next), at: 2)
        #expect(c.view.focus != nil)
        c.handle(.tap(sp(Point(640, 400))), at: 3)
        #expect(c.view.focus == nil)
    }

    /// The staff's keypad by keys: the ring goes over its keys (1 2 3 / 4 5 6 / 7 8 9 / delete 0
    /// OK / Cancel), OK presses the ringed key; the PIN 1234 opens the admin screen, whose Close
    /// is reached and pressed the same way.
    @Test func theStaffKeypadByKeys() throws {
        let (c, _, _) = try AdminControllerTests().admin()
        c.handle(.hold(ScreenPoint(x: 20, y: 20)), at: 1)
        try drawFrame(c, at: 1)
        #expect(c.drawn?.focusable.first == .staffButton(.digit(1)) && c.drawn?.focusable.count == 13)
        func key(_ action: KeyAction, at time: Double) throws {
            c.handle(.key(action), at: time)
            try drawFrame(c, at: time)
        }
        try key(.next, at: 2)
        #expect(c.view.focus == .staffButton(.digit(1)))
        try key(.activate, at: 2.1)  // 1
        try key(.right, at: 2.2)
        try key(.activate, at: 2.3)  // 2
        try key(.right, at: 2.4)
        try key(.activate, at: 2.5)  // 3
        try key(.down, at: 2.6)
        try key(.left, at: 2.7)
        try key(.left, at: 2.8)
        #expect(c.view.focus == .staffButton(.digit(4)))
        try key(.activate, at: 2.9)  // 4
        #expect(c.view.admin == .keypad(AdminKeypadView(typed: 4)))
        try key(.down, at: 3)
        try key(.down, at: 3.1)
        try key(.right, at: 3.2)
        try key(.right, at: 3.3)
        #expect(c.view.focus == .staffButton(.ok))
        try key(.activate, at: 3.4)
        guard case .screen = c.view.admin else {
            Issue.record("no admin screen: \(String(describing: c.view.admin))")
            return
        }
        // The admin screen's buttons: Test scan, Restart, Close.
        #expect(c.drawn?.focusable == [.staffButton(.testScan), .staffButton(.restart), .staffButton(.close)])
        #expect(c.view.focus == .staffButton(.testScan), "the ring moves to the new screen's first button")
        try key(.left, at: 4)
        #expect(c.view.focus == .staffButton(.testScan))
        try key(.previous, at: 4.1)
        #expect(c.view.focus == .staffButton(.close))
        try key(.activate, at: 4.2)
        #expect(c.view.admin == nil)
    }
}
