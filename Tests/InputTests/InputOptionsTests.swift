// InputOptionsTests: input.wedge, input.grab, input.beep and input.wedgeLayout.
import Input
import Testing

@Suite struct InputOptionsTests {
    @Test func wedgeSelection() throws {
        #expect(InputOptions().wedge == WedgeSelection(autoDetect: true, devices: []))
        #expect(try WedgeSelection(parsing: "none") == WedgeSelection(autoDetect: false, devices: []))
        let named = try WedgeSelection(parsing: "Datalogic, /dev/input/by-id/usb-scanner-event-kbd")
        #expect(!named.autoDetect)
        #expect(named.names(path: "/dev/input/event7", name: "Datalogic ADC, Inc. Handheld Barcode Scanner"))
        #expect(named.names(path: "/dev/input/event9", name: "x", resolvedPaths: ["/dev/input/by-id/usb-scanner-event-kbd"]))
        #expect(!named.names(path: "/dev/input/event9", name: "AT Translated Set 2 keyboard"))
        #expect(try WedgeSelection(parsing: "honeywell,auto").description == "auto,honeywell")
        #expect(throws: InputOptionError.self) { try WedgeSelection(parsing: "none,auto") }
        #expect(throws: InputOptionError.self) { try WedgeSelection(parsing: " , ") }
    }

    @Test func switchesAndLayout() throws {
        #expect(try InputOptions.parseSwitch("off", option: "input.grab") == false)
        #expect(try InputOptions.parseSwitch(" Yes", option: "input.beep") == true)
        #expect(throws: InputOptionError("input.grab needs on or off, not 'maybe'")) { try InputOptions.parseSwitch("maybe", option: "input.grab") }
        #expect(try InputOptions.parseLayout("DE").name == "de")
        #expect(throws: InputOptionError("input.wedgeLayout: unknown keymap 'uk' (known: us, de, fr)")) { try InputOptions.parseLayout("uk") }
        let defaults = InputOptions()
        #expect(defaults.grab && defaults.beep && defaults.calibration == .identity && defaults.keys == .defaults)
    }
}
