// TouchDecoderTests: a second finger on a protocol-B panel, and mice.
import Input
import Keyboard
import Testing

@Suite struct TouchDecoderTests {
    func abs(_ t: Double, _ code: AbsoluteAxis, _ value: Int32) -> EvdevEvent {
        EvdevEvent(time: t, type: .absolute, code: code.rawValue, value: value)
    }
    func syn(_ t: Double) -> EvdevEvent { EvdevEvent(time: t, type: .synchronization, code: SyncCode.report.rawValue, value: 0) }

    @Test func secondFingerNeverMakesATap() throws {
        // Written by hand in protocol B's order (linux Documentation/input/multi-touch-protocol.rst).
        let caps = DeviceCapabilities(
            name: "panel", types: [.absolute, .key], keys: [.buttonTouch],
            absoluteAxes: [
                AbsoluteAxis.multiTouchSlot.rawValue: AxisRange(minimum: 0, maximum: 9),
                AbsoluteAxis.multiTouchPositionX.rawValue: AxisRange(minimum: 0, maximum: 799),
                AbsoluteAxis.multiTouchPositionY.rawValue: AxisRange(minimum: 0, maximum: 479),
                AbsoluteAxis.multiTouchTrackingID.rawValue: AxisRange(minimum: 0, maximum: 65535),
            ],
            properties: [.direct])
        var d = TouchDecoder(kind: .touchscreen(.multiTouchB), capabilities: caps, screen: ScreenGeometry(width: 800, height: 480))
        var out: [TouchPoint] = []
        let events = [
            abs(1, .multiTouchTrackingID, 45), abs(1, .multiTouchPositionX, 200), abs(1, .multiTouchPositionY, 100), syn(1),
            abs(1.1, .multiTouchSlot, 1), abs(1.1, .multiTouchTrackingID, 46), abs(1.1, .multiTouchPositionX, 600),
            abs(1.1, .multiTouchPositionY, 300), syn(1.1),
            abs(1.2, .multiTouchSlot, 0), abs(1.2, .multiTouchTrackingID, -1), syn(1.2),  // first finger lifts
            abs(1.3, .multiTouchSlot, 1), abs(1.3, .multiTouchPositionX, 610), syn(1.3),  // second moves
            abs(1.4, .multiTouchTrackingID, -1), syn(1.4),  // second lifts
            abs(2, .multiTouchSlot, 0), abs(2, .multiTouchTrackingID, 47), abs(2, .multiTouchPositionX, 400), syn(2),
        ]
        for e in events { if let p = d.feed(e) { out.append(p) } }
        #expect(
            out == [
                TouchPoint(phase: .down, x: 0.25, y: 100.0 / 480, time: 1),
                TouchPoint(phase: .up, x: 0.25, y: 100.0 / 480, time: 1.2),
                TouchPoint(phase: .down, x: 0.5, y: 100.0 / 480, time: 2),  // a new touch after all lifted
            ])
    }

    @Test func mouseMovesInLogicalPixels() {
        let caps = DeviceCapabilities(
            name: "mouse", types: [.relative, .key], keys: [.buttonLeft],
            relativeAxes: [RelativeAxis.x.rawValue, RelativeAxis.y.rawValue])
        let kind = InputDeviceKind.classify(caps)
        #expect(kind.pointing == .mouse)
        let screen = ScreenGeometry(width: 1000, height: 500, rotation: .quarter)
        var i = DeviceInterpreter(capabilities: caps, kind: kind, options: InputOptions(), screen: screen)
        let events = [
            EvdevEvent(time: 0, type: .relative, code: RelativeAxis.x.rawValue, value: -100), syn(0),
            EvdevEvent(time: 0.1, type: .key, code: KeyCode.buttonLeft.rawValue, value: 1), syn(0.1),
            EvdevEvent(time: 0.2, type: .key, code: KeyCode.buttonLeft.rawValue, value: 0), syn(0.2),
        ]
        // Starts in the middle (500, 250), moved 100 left; the rotation does not apply to a mouse.
        #expect(i.handle(events) == [.tap(ScreenPoint(x: 400, y: 250))])
    }
}
