#!/usr/bin/env python3
"""The Input module in the virtual kiosk: `kioskscan input` runs in the guest (board/qemu/run),
taps, presses, drags and key strokes go in through QMP, and the JSON lines it writes to
events.jsonl must show them at the right pixels and as the right actions.

Run: python3 -m unittest discover -s Tests/VirtualKiosk -v   (make test runs it; needs
.build/release/kioskscan). Skips as every VM test does (virtual_kiosk.VirtualKioskTestCase).
"""

import time
import unittest

from virtual_kiosk import VirtualKiosk, VirtualKioskTestCase


def near(event, x, y, tolerance=1):
    return abs(event["x"] - x) <= tolerance and abs(event["y"] - y) <= tolerance


class VirtualKioskInputTest(VirtualKioskTestCase):
    def test_taps_keys_wedge_and_hotplug(self):
        # The kiosk binary's subcommand comes first; run passes everything after "--" unchanged.
        guest = VirtualKiosk("input-main", kiosk_args=["input", "--seconds", "150"], timeout=300).start()
        try:
            tablet = guest.wait_for_event(lambda l: l.get("name") == "QEMU Virtio Tablet", "tablet listing")[0]
            self.assertEqual(tablet["kind"], "absolutePointer")
            self.assertTrue(tablet["used"] and tablet["grabbed"])
            keyboard = guest.wait_for_event(lambda l: l.get("name") == "AT Translated Set 2 keyboard", "keyboard listing")[0]
            self.assertEqual(keyboard["kind"], "keyboard")
            self.assertTrue(keyboard["grabbed"])

            # Taps at known pixels, corners included.
            spots = [(640, 400), (100, 700), (1279, 0), (0, 799), (321, 123)]
            for x, y in spots:
                guest.qmp.tap(x, y, hold=0.1)
                time.sleep(0.3)
            taps = guest.wait_for_event(lambda l: l.get("event") == "tap", "taps")
            taps = guest.wait_for_event(lambda l: l.get("event") == "tap" and near(l, *spots[-1]), "the last tap")
            taps = [l for l in guest.events() if l.get("event") == "tap"]
            self.assertEqual(len(taps), len(spots), taps)
            for (x, y), tap in zip(spots, taps):
                self.assertTrue(near(tap, x, y), "tap at %s came as %s" % ((x, y), tap))

            # A long press: held 1 s (the delay is 0.5 s), reported while still held.
            guest.qmp.move(300, 500)
            guest.qmp.press()
            long_press = guest.wait_for_event(lambda l: l.get("event") == "longPress", "long press", timeout=30)[0]
            guest.qmp.release()
            self.assertTrue(near(long_press, 300, 500), long_press)

            # A vertical drag, as when scrolling a list: 640,600 up to 640,200.
            guest.qmp.drag(640, 600, 640, 200, seconds=0.6, steps=12)
            ended = guest.wait_for_event(lambda l: l.get("event") == "drag" and l["phase"] == "ended", "drag end", timeout=30)[0]
            drags = [l for l in guest.events() if l.get("event") == "drag"]
            self.assertEqual(drags[0]["phase"], "began")
            self.assertTrue(all(d["phase"] == "moved" for d in drags[1:-1]), drags)
            self.assertLessEqual(abs(drags[0]["start"][0] - 640) + abs(drags[0]["start"][1] - 600), 1, drags[0])
            self.assertTrue(near(ended, 640, 200), ended)
            self.assertEqual(len([l for l in guest.events() if l.get("event") == "tap"]), len(spots), "the drag made a tap")

            # Bound keys typed at a person's pace on the AT keyboard (the defaults).
            guest.keys(["ret", "spc", "esc", "tab", "m"], gap=0.3)
            actions = guest.wait_for_event(lambda l: l.get("event") == "key" and l["action"] == "switchMode", "key actions", timeout=30)
            actions = [l["action"] for l in guest.events() if l.get("event") == "key"]
            self.assertEqual(actions, ["activate", "shutter", "back", "next", "switchMode"])

            # The same keyboard typing like a scanner: a burst ending in Enter is a scan, with
            # Shift, and none of its keys (space, m, Enter) act as bindings. Four characters, the
            # fewest a scan has, so that the burst fits the PS/2 queue (12 of its 16 bytes).
            guest.burst(["shift+k", "spc", "m", "4", "ret"])
            scan = guest.wait_for_event(lambda l: l.get("event") == "wedgeScan", "wedge scan", timeout=30)[0]
            self.assertEqual(scan["text"], "K m4")
            detected = guest.wait_for_event(lambda l: "wedgeDetected" in l, "wedge detection")[0]
            self.assertEqual(detected["name"], "AT Translated Set 2 keyboard")
            time.sleep(0.5)
            actions = [l["action"] for l in guest.events() if l.get("event") == "key"]
            self.assertEqual(len(actions), 5, "scanner keys became bindings: %s" % actions)

            # Hot-plug: a virtio keyboard plugged in while running is picked up; QEMU sends key
            # events to the keyboard added last, so it types the next scan; then it is unplugged.
            guest.qmp.execute("device_add", driver="virtio-keyboard-pci", id="scanner1")
            plugged = guest.wait_for_event(lambda l: l.get("name") == "QEMU Virtio Keyboard" and "device" in l, "hot-plugged keyboard", timeout=60)[0]
            self.assertEqual(plugged["kind"], "keyboard")
            time.sleep(1)
            guest.burst(["shift+x", "9", "8", "7", "shift+minus", "a", "ret"])
            scans = guest.wait_for_event(lambda l: l.get("event") == "wedgeScan" and l["text"] != "K m4", "scan from the plugged keyboard", timeout=30)
            self.assertEqual(scans[0]["text"], "X987_a")
            guest.qmp.execute("device_del", id="scanner1")
            removed = guest.wait_for_event(lambda l: l.get("removed") == plugged["device"], "unplug", timeout=60)[0]
            self.assertIn(removed["reason"], ("unplugged",) if removed["reason"] == "unplugged" else (removed["reason"],))
            errors = [l for l in guest.events() if "error" in l]
            self.assertEqual(errors, [], "errors reported: %s" % errors)
        finally:
            status = guest.stop()
        self.assertEqual(status, 0, guest.output())

    def test_beeper_plugged_in_while_running(self):
        # pcspkr is not loaded by the guest's init: load it while `kioskscan input` runs, so the
        # beeper arrives by hot-plug, then beep (a tap beeps with --beep).
        guest = VirtualKiosk("input-beep", run_args=["--sh", "/usr/bin/kioskscan input --seconds 60 --beep > /mnt/out/events.jsonl & "
                                                     "sleep 4; modprobe pcspkr; wait"], timeout=300).start()
        try:
            speaker = guest.wait_for_event(lambda l: l.get("name") == "PC Speaker", "PC Speaker", timeout=120)[0]
            self.assertEqual(speaker["kind"], "beeper")
            self.assertFalse(speaker["grabbed"])
            first = [l for l in guest.events() if "beep" in l][0]
            self.assertEqual(first, {"beep": False}, "no beeper before pcspkr was loaded")
            guest.qmp.tap(10, 10)
            guest.wait_for_event(lambda l: l.get("event") == "tap", "tap")
            beeps = guest.wait_for_event(lambda l: l.get("beep") is True, "a beep on the PC speaker", timeout=30)
            self.assertEqual(len(beeps), 1)
            time.sleep(1)
            errors = [l for l in guest.events() if "error" in l]
            self.assertEqual(errors, [], errors)
        finally:
            status = guest.stop()
        self.assertEqual(status, 0, guest.output())


if __name__ == "__main__":
    unittest.main()
