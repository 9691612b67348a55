// BacklightTests: the panel's light on a fake sysfs tree: which device is chosen, bl_power off
// and on, brightness 0 and back where bl_power is missing, and a read-only tree logged once.
import Display
import Foundation
import Testing

/// A /sys/class/backlight look-alike in a temporary folder: one folder per device with its
/// attributes as plain files.
private struct FakeBacklights {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("backlight-\(UUID().uuidString)").path

    func add(_ name: String, type: String = "raw", max: Int = 255, brightness: Int = 200, blPower: Bool = true) throws {
        let folder = root + "/" + name
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var files = ["type": type, "max_brightness": String(max), "brightness": String(brightness)]
        if blPower { files["bl_power"] = "0" }
        for (file, value) in files { try (value + "\n").write(toFile: folder + "/" + file, atomically: false, encoding: .utf8) }
    }

    func read(_ name: String, _ file: String) -> String? {
        (try? String(contentsOfFile: root + "/" + name + "/" + file, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func remove() { try? FileManager.default.removeItem(atPath: root) }
}

@Suite struct BacklightTests {
    @Test func choosesFirmwareThenPlatformThenRaw() throws {
        let fake = FakeBacklights()
        defer { fake.remove() }
        #expect(Backlight.find(root: fake.root, log: { _ in }) == nil)
        try fake.add("10-0045")
        try fake.add("acpi_video0", type: "firmware")
        try fake.add("pwm-backlight", type: "platform")
        let found = try #require(Backlight.find(root: fake.root, log: { _ in }))
        #expect(found.name == "acpi_video0" && found.kind == "firmware" && found.maxBrightness == 255)
        #expect(Backlight.find(root: fake.root + "/missing", log: { _ in }) == nil)
    }

    @Test func blPowerOffAndOn() throws {
        let fake = FakeBacklights()
        defer { fake.remove() }
        try fake.add("rpi_backlight")
        let light = try #require(Backlight.find(root: fake.root, log: { _ in }))
        light.setPower(on: false)
        #expect(!light.isOn && fake.read("rpi_backlight", "bl_power") == "4" && fake.read("rpi_backlight", "brightness") == "200")
        light.setPower(on: true)
        #expect(light.isOn && fake.read("rpi_backlight", "bl_power") == "0" && fake.read("rpi_backlight", "brightness") == "200")
    }

    @Test func withoutBlPowerBrightnessGoesToZeroAndBack() throws {
        let fake = FakeBacklights()
        defer { fake.remove() }
        try fake.add("panel", max: 100, brightness: 37, blPower: false)
        var lines: [String] = []
        let light = try #require(Backlight.find(root: fake.root, log: { lines.append($0) }))
        light.setPower(on: false)
        #expect(fake.read("panel", "brightness") == "0")
        light.setPower(on: true)
        #expect(fake.read("panel", "brightness") == "37")
        #expect(lines.isEmpty)
    }

    @Test func notWritableIsSaidOnceAndTheKioskGoesOn() throws {
        let fake = FakeBacklights()
        defer { fake.remove() }
        try fake.add("panel", blPower: false)
        // Attributes that cannot be opened for writing (as a read-only file is for a user; a
        // folder is for root too).
        for file in ["bl_power", "brightness"] {
            try? FileManager.default.removeItem(atPath: fake.root + "/panel/" + file)
            try FileManager.default.createDirectory(atPath: fake.root + "/panel/" + file, withIntermediateDirectories: false)
        }
        var lines: [String] = []
        let light = try #require(Backlight.find(root: fake.root, log: { lines.append($0) }))
        for _ in 0..<3 {
            light.setPower(on: false)
            light.setPower(on: true)
        }
        #expect(
            lines == ["backlight: cannot turn panel off: open failed on \(fake.root)/panel/brightness: Is a directory (21); the light stays as it is"]
        )
        #expect(light.isOn)
    }
}
