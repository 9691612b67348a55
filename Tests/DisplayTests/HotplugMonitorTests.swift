import Testing

// HotplugMonitorTests: which kernel uevents make the display look at its connector again.
@testable import Display

/// A uevent as the kernel sends it: `ACTION@DEVPATH`, then `KEY=VALUE`, NUL-separated.
func uevent(_ fields: [String]) -> [UInt8] { Array(fields.joined(separator: "\0").utf8) + [0] }

@Suite struct HotplugMonitorTests {
    /// The shape of drm_sysfs_hotplug_event()'s uevent (a screen plugged or unplugged), with
    /// the virtual kiosk's device path.
    let card0Hotplug = uevent([
        "change@/devices/pci0000:00/0000:00:03.0/drm/card0", "ACTION=change",
        "DEVPATH=/devices/pci0000:00/0000:00:03.0/drm/card0", "SUBSYSTEM=drm", "HOTPLUG=1",
        "DEVNAME=dri/card0", "DEVTYPE=drm_minor", "SEQNUM=2270", "MAJOR=226", "MINOR=0",
    ])

    @Test func aHotplugOnOurCardCounts() {
        #expect(HotplugMonitor.isHotplug(card0Hotplug, card: "card0"))
    }

    @Test func aSyntheticChangeCountsToo() {
        // Received in the virtual kiosk after `echo change > /sys/class/drm/card0/uevent`, which
        // the display test uses to stand in for the hot-plug interrupt bochs does not have.
        let synthetic = uevent([
            "change@/devices/pci0000:00/0000:00:03.0/drm/card0", "ACTION=change",
            "DEVPATH=/devices/pci0000:00/0000:00:03.0/drm/card0", "SUBSYSTEM=drm", "SYNTH_UUID=0",
            "MAJOR=226", "MINOR=0", "DEVNAME=dri/card0", "DEVTYPE=drm_minor", "SEQNUM=732",
        ])
        #expect(HotplugMonitor.isHotplug(synthetic, card: "card0"))
    }

    @Test func otherCardsAndOtherDevicesDoNot() {
        #expect(!HotplugMonitor.isHotplug(card0Hotplug, card: "card1"))
        let video = uevent(["add@/devices/virtual/video4linux/video2", "ACTION=add", "SUBSYSTEM=video4linux", "DEVNAME=video2"])
        #expect(!HotplugMonitor.isHotplug(video, card: "card0"))
        let added = uevent(["add@/devices/pci0000:00/0000:00:03.0/drm/card0", "ACTION=add", "SUBSYSTEM=drm", "DEVNAME=dri/card0"])
        #expect(!HotplugMonitor.isHotplug(added, card: "card0"))
    }

    @Test func withoutDEVNAMETheDevicePathDecides() {
        let event = uevent([
            "change@/devices/platform/gpu/drm/card1", "ACTION=change", "DEVPATH=/devices/platform/gpu/drm/card1",
            "SUBSYSTEM=drm", "HOTPLUG=1",
        ])
        #expect(HotplugMonitor.isHotplug(event, card: "card1"))
        #expect(!HotplugMonitor.isHotplug(event, card: "card0"))
    }
}
