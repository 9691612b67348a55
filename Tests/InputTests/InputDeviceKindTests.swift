// InputDeviceKindTests: classification from capabilities (recorded headers and kernel drivers').
import Input
import Keyboard
import Testing

@Suite struct InputDeviceKindTests {
    @Test func recordedDevices() throws {
        func kind(_ file: String) throws -> String { InputDeviceKind.classify(try EvtestRecording(named: file).capabilities).description }
        #expect(try kind("qemu-virtio-tablet.txt") == "absolutePointer")
        #expect(try kind("qemu-at-keyboard-wedge.txt") == "keyboard")
        #expect(try kind("rpi-7inch-ft5x06-phantom.txt") == "touchscreen(multiTouchB)")
        #expect(try kind("ads7846-resistive.txt") == "touchscreen(singleTouch)")
        #expect(try kind("st1232-mt-protocol-a.txt") == "touchscreen(multiTouchA)")
    }

    func abs(_ axes: [AbsoluteAxis]) -> [UInt16: AxisRange] {
        Dictionary(uniqueKeysWithValues: axes.map { ($0.rawValue, AxisRange(minimum: 0, maximum: 1000)) })
    }

    @Test func driversSeenInTheGuestAndOnBoards() {
        // pcspkr: EV_SND with SND_BELL and SND_TONE (what /proc/bus/input/devices shows in board/qemu).
        let speaker = DeviceCapabilities(name: "PC Speaker", types: [.sound], sounds: [SoundCode.bell.rawValue, SoundCode.tone.rawValue])
        #expect(InputDeviceKind.classify(speaker).description == "beeper")
        // gpio-keys with two buttons; a power button.
        let gpio = DeviceCapabilities(name: "gpio-keys", types: [.key], keys: [KeyCode(name: "KEY_ENTER")!, KeyCode(name: "KEY_ESC")!])
        #expect(InputDeviceKind.classify(gpio).description == "buttons")
        // A touchpad (INPUT_PROP_POINTER + BTN_TOOL_FINGER) is not a touchscreen.
        let pad = DeviceCapabilities(
            name: "SynPS/2", types: [.absolute, .key], keys: [.buttonLeft, .buttonTouch, .buttonToolFinger],
            absoluteAxes: abs([.x, .y, .multiTouchSlot, .multiTouchPositionX, .multiTouchPositionY]), properties: [.pointer])
        #expect(InputDeviceKind.classify(pad).description == "ignored(touchpad)")
        #expect(!InputDeviceKind.classify(pad).isUseful)
        // A gamepad's sticks are no pointer.
        let pad2 = DeviceCapabilities(name: "pad", types: [.absolute, .key], keys: [.buttonGamepad], absoluteAxes: abs([.x, .y]))
        #expect(InputDeviceKind.classify(pad2).description == "ignored(joystick)")
        // A USB mouse, and a touchscreen that only says INPUT_PROP_DIRECT.
        let mouse = DeviceCapabilities(
            name: "mouse", types: [.relative, .key], keys: [.buttonLeft],
            relativeAxes: [RelativeAxis.x.rawValue, RelativeAxis.y.rawValue, RelativeAxis.wheel.rawValue])
        #expect(InputDeviceKind.classify(mouse).description == "mouse")
        let direct = DeviceCapabilities(name: "direct", types: [.absolute], absoluteAxes: abs([.x, .y, .pressure]), properties: [.direct])
        #expect(InputDeviceKind.classify(direct).pointing == .touchscreen(.singleTouch))
    }
}
