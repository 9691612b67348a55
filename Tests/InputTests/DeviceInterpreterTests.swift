// DeviceInterpreterTests: recorded event streams of real devices, through to InputEvents.
import Input
import Testing

@Suite struct DeviceInterpreterTests {
    let qemuScreen = ScreenGeometry(width: 1280, height: 800)

    func points(_ events: [InputEvent]) -> [String] {
        events.map { event in
            switch event {
            case .tap(let p): "tap \(pixel(p))"
            case .longPress(let p): "longPress \(pixel(p))"
            case .drag(let phase, let start, let current): "drag \(phase.rawValue) \(pixel(start)) \(pixel(current))"
            default: event.description
            }
        }
    }

    @Test func virtioTabletTapsLongPressAndDragAtExactPixels() throws {
        let recording = try EvtestRecording(named: "qemu-virtio-tablet.txt")
        #expect(InputDeviceKind.classify(recording.capabilities).pointing == .absolutePointer)
        // x = value × 1280 / 32768, y = value × 800 / 32768: tap(640, 400) was sent as (16396, 16404).
        #expect(
            points(recording.interpret(screen: qemuScreen)) == [
                "tap [640, 400]",
                "tap [100, 700]",
                "longPress [300, 500]",  // held 0.798 s; sent 0.5 s after the press
                "drag began [640, 600] [640, 533]",
                "drag moved [640, 600] [640, 467]",
                "drag moved [640, 600] [640, 400]",
                "drag moved [640, 600] [640, 333]",
                "drag moved [640, 600] [640, 267]",
                "drag moved [640, 600] [640, 200]",
                "drag ended [640, 600] [640, 200]",
            ])
    }

    @Test func longPressComesWhenTheDelayPassesNotAtRelease() throws {
        let recording = try EvtestRecording(named: "qemu-virtio-tablet.txt")
        var interpreter = DeviceInterpreter(
            capabilities: recording.capabilities, kind: InputDeviceKind.classify(recording.capabilities),
            options: InputOptions(), screen: qemuScreen)
        let untilPress = recording.events.filter { $0.time <= 17.108041 }
        _ = interpreter.handle(untilPress)
        #expect(interpreter.deadline == 17.108041 + 0.5)
        #expect(interpreter.advance(to: 17.6) == [])
        // 7692 × 1280 / 32768 = 300.46875 and 20500 × 800 / 32768 = 500.48828125 (to a millionth).
        #expect(interpreter.advance(to: 17.608041) == [.longPress(ScreenPoint(x: 300.46875, y: 500.488281))])
        // The release after it makes no tap.
        #expect(interpreter.handle(recording.events.filter { $0.time > 17.108041 && $0.time <= 17.906474 }) == [])
    }

    @Test func rotatedScreenTurnsTheTablet() throws {
        let recording = try EvtestRecording(named: "qemu-virtio-tablet.txt")
        // Turned 90°: logical 800x1280; the panel's (640, 400) of 1280x800 is logical (400, 639.53).
        let taps = recording.interpret(screen: ScreenGeometry(width: 800, height: 1280, rotation: .quarter))
        #expect(points(Array(taps.prefix(2))) == ["tap [400, 639]", "tap [700, 1179]"])
    }

    @Test func resistiveADS7846TapAndItsJitter() throws {
        let recording = try EvtestRecording(named: "ads7846-resistive.txt")
        #expect(InputDeviceKind.classify(recording.capabilities).pointing == .touchscreen(.singleTouch))
        // A 320x240 panel: (1946, 1501) of 0..4095 is (152.03, 87.95); the wobble to 1895 is 4 px.
        #expect(points(recording.interpret(screen: ScreenGeometry(width: 320, height: 240))) == ["tap [152, 87]"])
        #expect(points(recording.interpret(screen: ScreenGeometry(width: 240, height: 320, rotation: .quarter))) == ["tap [87, 167]"])
        #expect(points(recording.interpret(screen: ScreenGeometry(width: 320, height: 240, rotation: .half))) == ["tap [167, 152]"])
        #expect(points(recording.interpret(screen: ScreenGeometry(width: 240, height: 320, rotation: .threeQuarters))) == ["tap [152, 152]"])
        // Calibrated to the plate's usable x 230…3850, y 190…3850 (an ads7846 setup of
        // notro/fbtft#155): x′ = (1946 − 230) / 3620 = 0.47403 → 151.69, y′ = (1501 − 190) / 3660
        // = 0.35820 → 85.97.
        var options = InputOptions()
        options.calibration = try CalibrationMatrix(parsing: "1.1314917 0 -0.0635359 0 1.1191257 -0.0519126")
        #expect(points(recording.interpret(options: options, screen: ScreenGeometry(width: 320, height: 240))) == ["tap [151, 85]"])
    }

    @Test func raspberryPiPanelPhantomContactsAreShortTaps() throws {
        let recording = try EvtestRecording(named: "rpi-7inch-ft5x06-phantom.txt")
        let kind = InputDeviceKind.classify(recording.capabilities)
        #expect(kind.pointing == .touchscreen(.multiTouchB))
        // Positions without a tracking id are no contact; contacts 24902 (90 ms) and 24903 (360 ms)
        // are taps where slot 0 last was: the corner (799, 479) of the 800x480 panel.
        let screen = ScreenGeometry(width: 800, height: 480)
        #expect(points(recording.interpret(screen: screen, settle: 0)) == ["tap [799, 479]", "tap [799, 479]"])
        // Contact 24904 is still down where the excerpt ends: a long press 0.5 s after it began.
        var interpreter = DeviceInterpreter(capabilities: recording.capabilities, kind: kind, options: InputOptions(), screen: screen)
        _ = interpreter.handle(recording.events)
        #expect(interpreter.deadline == 1638281589.454165 + 0.5)
    }

    @Test func protocolAPanelTap() throws {
        let recording = try EvtestRecording(named: "st1232-mt-protocol-a.txt")
        #expect(InputDeviceKind.classify(recording.capabilities).pointing == .touchscreen(.multiTouchA))
        #expect(points(recording.interpret(screen: ScreenGeometry(width: 800, height: 480))) == ["tap [113, 395]"])
    }

    @Test func keyboardBurstIsDetectedAsAScanWithShift() throws {
        let recording = try EvtestRecording(named: "qemu-at-keyboard-wedge.txt")
        #expect(InputDeviceKind.classify(recording.capabilities).keys == .keyboard)
        // "Kiosk-42?" + Enter in 5–28 ms steps: a scan; the keyboard is a scanner from then on, so
        // the Enter and M typed later by hand are scan text too ("m", ended 0.3 s after it).
        #expect(recording.interpret(screen: qemuScreen) == [.wedgeScan("Kiosk-42?"), .wedgeScan("m")])
    }

    @Test func sameKeysWithoutWedgeDetectionAreBindings() throws {
        let recording = try EvtestRecording(named: "qemu-at-keyboard-wedge.txt")
        var options = InputOptions()
        options.wedge = try WedgeSelection(parsing: "none")
        // The two Enters are Enter's binding (activate), M switches the mode.
        #expect(recording.interpret(options: options, screen: qemuScreen) == [.key(.activate), .key(.activate), .key(.switchMode)])
    }

    @Test func namedWedgeOnOtherKeymaps() throws {
        let recording = try EvtestRecording(named: "qemu-at-keyboard-wedge.txt")
        var options = InputOptions()
        #expect(recording.interpret(options: options, screen: qemuScreen, namedWedge: true) == [.wedgeScan("Kiosk-42?"), .wedgeScan("m")])
        // The same key codes from a scanner set to German or French: what those keymaps type.
        options.wedgeLayout = try InputOptions.parseLayout("de")
        #expect(recording.interpret(options: options, screen: qemuScreen, namedWedge: true).first == .wedgeScan("Kioskß42_"))
        options.wedgeLayout = try InputOptions.parseLayout("fr")
        #expect(recording.interpret(options: options, screen: qemuScreen, namedWedge: true).first == .wedgeScan("Kiosk)'é§"))
    }

    @Test func datalogicAltKeypadCodes() throws {
        let recording = try EvtestRecording(named: "datalogic-gryphon-alt-keypad.txt")
        #expect(InputDeviceKind.classify(recording.capabilities).keys == .keyboard)
        // Alt+052 = "4", Alt+056 = "8"; no Enter in the excerpt, so the scan ends 0.3 s after.
        #expect(recording.interpret(screen: qemuScreen, namedWedge: true) == [.wedgeScan("48")])
        // Not named: two characters are too short a burst for a scan, and no key is bound.
        #expect(recording.interpret(screen: qemuScreen) == [])
    }
}
