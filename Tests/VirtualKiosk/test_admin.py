#!/usr/bin/env python3
"""End-to-end: the admin escape on the real screen and pointer. A PIN hashed on the host with
`kioskscan admin-pin` goes into a config file the guest's kiosk reads (--config, so the hash's
`$` never passes a shell). A 3.5 s press on the top-left corner through the virtio tablet opens
the keypad (its green OK key is on the screendump); three wrong PINs lock it (logged with their
count, never the digits); Cancel, and the admin code shown to the camera is never captured but
opens the admin screen; Restart stops the kiosk with exit status 3.

Key positions: 1280x800 at --ui-dpi 127 (5 px/mm): keys 128x72, 8 px apart, from x 440 and y 260
(AdminPanels.keypadButtons).

Run: python3 -m unittest discover -s Tests/VirtualKiosk -v   (make test runs it).
"""

import os
import shutil
import subprocess
import tempfile
import time
import unittest

from virtual_kiosk import KIOSKSCAN, VirtualKiosk, VirtualKioskTestCase, read_png

PIN, WRONG = "482915", "111111"
ADMIN_CODE = "KIOSK-ADMIN-7"


def key(label):
    """The centre of a keypad key: a digit, "ok" or "cancel"."""
    if label == "cancel":
        return (640, 260 + 4 * 80 + 36)
    if label in ("ok", "0"):
        row, col = {"ok": (3, 2), "0": (3, 1)}[label]
    else:
        row, col = (int(label) - 1) // 3, (int(label) - 1) % 3
    return (440 + col * 136 + 64, 260 + row * 80 + 36)


def pixel(path, x, y):
    width, height, rows = read_png(path)
    return tuple(rows[y][3 * x:3 * x + 3])


class AdminTest(VirtualKioskTestCase):
    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.images = tempfile.mkdtemp(prefix="kioskscan-admin-")
        cls.code = os.path.join(cls.images, "admin.png")
        subprocess.run(["zint", "-b", "QRCODE", "--scale=8", "-d", ADMIN_CODE, "-o", cls.code], check=True)

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.images, ignore_errors=True)

    def type_pin(self, run, pin):
        for digit in pin:
            run.qmp.tap(*key(digit))
            time.sleep(0.3)
        run.qmp.tap(*key("ok"))
        time.sleep(0.5)

    def test_hold_pin_lock_admin_code_and_restart(self):
        hashed = subprocess.run([KIOSKSCAN, "admin-pin"], input=PIN + "\n", check=True, capture_output=True, text=True).stdout.strip()
        self.assertTrue(hashed.startswith("pbkdf2-sha256$20000$"), hashed)
        kiosk = ["--camera", "v4l2:/dev/video0", "--display", "drm", "--ui-dpi", "127", "--config", "/mnt/out/admin.conf"]
        vm = VirtualKiosk("admin", [self.code], kiosk, ["--camera-size", "1280x720", "--hold", "600"], timeout=300)
        with open(vm.path("admin.conf"), "w") as f:
            f.write("admin.pin = %s\nadmin.code = %s\n" % (hashed, ADMIN_CODE))
        with vm.start() as run:
            # The admin code in front of the camera: the admin screen, and no capture.
            run.wait_until(lambda: "admin: admin screen opened by the admin code" in run.log(), 120, "the admin code's admin screen")
            self.assertEqual(run.events(), [], "the admin code was captured: %s" % run.describe())
            # Close (bottom middle-right), then the code is still in sight: not opened again at once.
            run.qmp.tap(850, 767)
            run.wait_until(lambda: "admin: closed (Close)" in run.log(), 30, "Close")

            run.qmp.tap(20, 20, hold=3.5)
            run.wait_until(lambda: "admin: PIN keypad opened" in run.log(), 30, "the keypad after the hold")
            time.sleep(1)
            shot = run.screendump("keypad.png")
            ok_x, ok_y = key("ok")
            self.assertEqual(pixel(shot, ok_x - 45, ok_y), (0x30, 0xD1, 0x58), "OK is green on the keypad (%s)" % shot)

            # Each PIN is checked on a thread of its own (seconds of PBKDF2 under emulation, the
            # keypad saying "Checking…" and taking no digits meanwhile): the next is typed once
            # the log has the answer, as a person waits for the keypad.
            for attempt in range(1, 4):
                self.type_pin(run, WRONG)
                run.wait_until(lambda: "admin: wrong PIN (%d in a row)" % attempt in run.log(), 30, "wrong PIN %d checked" % attempt)
            run.wait_until(lambda: "the keypad is locked for 30 s" in run.log(), 30, "the lock")
            self.assertNotIn(WRONG, run.log())
            self.assertNotIn(PIN, run.log())
            run.qmp.tap(*key("cancel"))
            run.wait_until(lambda: "admin: closed (Cancel)" in run.log(), 30, "Cancel")

            # After the lock: the right PIN, the admin screen, Restart.
            time.sleep(31)
            run.qmp.tap(20, 20, hold=3.5)
            time.sleep(1)
            self.type_pin(run, PIN)
            run.wait_until(lambda: "admin: admin screen opened by the PIN" in run.log(), 30, "the admin screen after the PIN")
            time.sleep(1)
            shot = run.screendump("admin.png")
            self.assertNotEqual(pixel(shot, ok_x - 45, ok_y), (0x30, 0xD1, 0x58), "the admin screen, not the keypad (%s)" % shot)
            run.qmp.tap(640, 767)
            run.wait_until(lambda: "stopping for a restart (exit status 3)" in run.log(), 30, "the restart")
            self.assertEqual(run.events(), [], run.describe())


if __name__ == "__main__":
    unittest.main()
