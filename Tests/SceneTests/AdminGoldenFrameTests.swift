// AdminGoldenFrameTests: the staff's PIN keypad (two digits typed; locked after wrong PINs) and
// the admin screen, on the 1280x800 screen and the Raspberry Pi's 800x480 display, equal to
// checked-in PNGs.
import Decode
import Language
import Render
import Scene
import Testing

@Suite struct AdminGoldenFrameTests {
    static let sizes = [(1280, 800), (800, 480)]

    static let screen = AdminScreenView(
        title: Phrase(.adminTitleKiosk, ["kiosk": "till-3"]),
        facts: [
            AdminFact(.adminKiosk, .verbatim("till-3")), AdminFact(.adminVersion, .verbatim("0.12.0")),
            AdminFact(.adminAddress, .verbatim("eth0 192.168.1.20")),
            AdminFact(nil, .verbatim("wlan0 fe80::1c2b:3aff:fe4d:5e6f")),
            AdminFact(.adminCamera, .said(.adminCameraArriving, ["camera": "/dev/video0 1280x720 YUYV 30 fps"])),
            AdminFact(.adminScreen, .verbatim("800x480, DRM card1 DSI-1 800x480@60")),
            AdminFact(.adminDelivery, .said(.adminWaiting, count: 2, ["destination": "https://shop.example/scans"])),
            AdminFact(nil, .said(.adminDeliveredRejected, ["delivered": "0", "rejected": "1"])),
        ],
        captures: [
            HistoryEntry(number: 12, origin: .barcode(.ean13), value: "4006381333931", time: 3725, date: nil),
            HistoryEntry(
                number: 11, origin: .barcode(.qr), value: "https://example.com/a/very/long/address/that/does/not/fit/on/the/line", time: 3600,
                date: nil),
            HistoryEntry(
                number: 10, origin: .barcode(.dataMatrix), value: "0109506000134352", time: 3500, date: nil, title: [.verbatim("Aspirin 500 mg")]),
        ])

    @Test(arguments: ["keypad", "keypad-locked", "screen"], sizes)
    func theStaffScreens(name: String, size: (width: Int, height: Int)) throws {
        var state = SceneState()
        switch name {
        case "keypad": state.admin = .keypad(AdminKeypadView(typed: 2))
        case "keypad-locked": state.admin = .keypad(AdminKeypadView(typed: 0, message: Phrase(.keypadTryAgain, count: 30), locked: true))
        default: state.admin = .screen(Self.screen)
        }
        let scene = try PanelFrames.scene(width: size.width)
        let (image, _) = PanelFrames.draw(state, size: size, scene: scene)
        // Every button is a touch target and on screen.
        let layout = scene.layout(width: size.width, height: size.height)
        for (_, frame) in AdminPanels.keypadButtons(layout) + AdminPanels.screenButtons(layout) {
            #expect(frame.width >= layout.target && frame.height >= layout.target)
            #expect(frame.minX >= 0 && frame.minY >= 0 && frame.maxX <= Float(size.width) && frame.maxY <= Float(size.height))
        }
        if let problem = try GoldenImage(name: "admin-\(name)-\(size.width)x\(size.height)").check(image) { Issue.record(Comment(rawValue: problem)) }
    }
}
