#!/usr/bin/env python3
"""Delivery in the virtual kiosk: the kiosk as a USB keyboard. dummy_hcd joins a USB gadget and a
host controller in the guest's one kernel; board/usb-gadget/kioskscan-gadget makes the gadget a
HID keyboard (configfs + libcomposite + usb_f_hid), which the same kernel's usbhid takes as a
keyboard (an evdev node). A QR code goes in through the camera, the kiosk captures it and types it
on /dev/hidg0 (`--deliver hid:/dev/hidg0`), and `kioskscan input --record` reads what arrives on
the keyboard's evdev node: the code's text, then the Enter suffix.

Run: python3 -m unittest test_delivery -v (in Tests/VirtualKiosk; make test runs it; needs
.build/release/kioskscan). Skips as every VM test does (virtual_kiosk.VirtualKioskTestCase).
"""

import os
import re
import unittest

from virtual_kiosk import REPO, VirtualKiosk, VirtualKioskTestCase, expected_text, sample

GADGET = os.path.join(REPO, "board", "usb-gadget", "kioskscan-gadget")

# The guest: the gadget, its keyboard on the host side, a recorder on that keyboard, the kiosk.
GUEST = r"""
set -x
modprobe dummy_hcd && modprobe usbhid && modprobe hid_generic || { echo "modprobe failed"; exit 1; }
sh /mnt/files/kioskscan-gadget --hid || exit 1
i=0
while ! grep -q 'KioskScan scanner' /proc/bus/input/devices && [ $i -lt 100 ]; do sleep 0.1; i=$((i + 1)); done
grep -B1 -A8 'KioskScan scanner' /proc/bus/input/devices
ls -l /dev/hidg0
/usr/bin/kioskscan input --record 'KioskScan scanner' --seconds 170 > /mnt/out/typed.txt 2>>/mnt/out/recorder.log &
RECORDER=$!
/usr/bin/kioskscan --camera v4l2:/dev/video0 --display drm --input off --history-file /tmp/history.jsonl \
    --deliver 'hid:/dev/hidg0 suffix=enter' > /mnt/out/events.jsonl 2>>/mnt/out/kiosk-run.log &
KIOSK=$!
i=0
while ! grep -q 'KEY_ENTER), value 1' /mnt/out/typed.txt && [ $i -lt 1500 ]; do sleep 0.1; i=$((i + 1)); done
sleep 1
kill $KIOSK $RECORDER
wait $KIOSK
echo "kiosk exited with $?"
sync
"""

# What the us keymap types (the kiosk's default layout for hid:): key name -> (plain, shifted).
US = {"KEY_%s" % c: (c.lower(), c) for c in "ABCDEFGHIJKLMNOPQRSTUVWXYZ"}
US.update({"KEY_%d" % d: (str(d), s) for d, s in zip(range(10), ")!@#$%^&*(")})
US.update({"KEY_SEMICOLON": (";", ":"), "KEY_COMMA": (",", "<"), "KEY_DOT": (".", ">"), "KEY_SLASH": ("/", "?"),
           "KEY_SPACE": (" ", " "), "KEY_MINUS": ("-", "_"), "KEY_EQUAL": ("=", "+"), "KEY_APOSTROPHE": ("'", '"'),
           "KEY_ENTER": ("\n", "\n")})
KEY = re.compile(r"type 1 \(EV_KEY\), code \d+ \((KEY_\w+)\), value (\d)")


def typed(recording):
    """The text the recorded key presses type on a us keymap."""
    text, shift = "", False
    for name, value in KEY.findall(recording):
        if name in ("KEY_LEFTSHIFT", "KEY_RIGHTSHIFT"):
            shift = value != "0"
        elif value == "1":
            text += US.get(name, ("?", "?"))[1 if shift else 0]
    return text


class VirtualKioskDeliveryTest(VirtualKioskTestCase):
    def test_a_capture_is_typed_on_the_usb_keyboard_gadget(self):
        code = "qrcode-3/14.webp"
        guest = VirtualKiosk("delivery-hid", [sample(code)],
                             run_args=["--camera-size", "1280x720", "--hold", "600", "--file", GADGET], script=GUEST, timeout=300)
        guest.run(limit=320)
        describe = guest.describe() + "\nrecorder.log:\n" + guest.read("recorder.log") + "\nkiosk-run.log:\n" + guest.read("kiosk-run.log")
        captures = [e for e in guest.events() if e.get("event") == "capture"]
        self.assertTrue(captures, "no capture; " + describe)
        self.assertEqual(captures[0]["text"], expected_text(code), describe)
        recording = guest.read("typed.txt")
        self.assertIn("KioskScan KioskScan scanner", recording, describe)
        # The capture's text, then Enter. Under TCG the guest decodes so slowly that the code may
        # count as out of sight between two reads and be captured again: each is typed whole.
        text = typed(recording)
        self.assertTrue(text.startswith(expected_text(code) + "\n"), "typed %r; %s" % (text, describe))
        self.assertEqual(set(text.split("\n")[:-1]), {expected_text(code)}, describe)


if __name__ == "__main__":
    unittest.main()
