"""End-to-end: the interactive kiosk in the virtual kiosk, driven by taps through QEMU's monitor.

The kiosk runs on the real camera (vivid, a QR code held in front of it) in manual capture
mode; taps go in through the virtio-tablet (QMP input-send-event). A tap on the shutter
captures the centred code, a tap on the banner resumes (so the shutter captures again), and a
tap on the History tab shows the captured value. The kiosk draws on the real screen (bochs DRM)
and QEMU screendumps prove each step.
"""

import os
import subprocess
import time
import unittest

from test_end_to_end import lit_box, white_pixels
from virtual_kiosk import KIOSKSCAN_DEV, VirtualKiosk, VirtualKioskTestCase, expected_text, read_png, sample

# Where the controls are on the guest's 1280x800 screen (SceneLayout at 127 dpi = 5 px/mm, set
# with --ui-dpi so the layout does not follow bochs' made-up EDID size; ui.scale 1):
# the shutter in the right column, the banner under the cutout, the History tab on the right.
SHUTTER = (1225, 400)
BANNER = (595, 690)
HISTORY_TAB = (960, 772)


def is_history_screen(path):
    """The History tab: the list's near-black background (0x111113) over most of the screen."""
    width, height, rows = read_png(path)
    dark = sum(1 for y in range(80, height - 80, 8) for x in range(0, width, 8)
               if rows[y][3 * x:3 * x + 3] == bytes([0x11, 0x11, 0x13]))
    return dark > 0.7 * ((height - 160) // 8) * (width // 8)


class InteractiveTest(VirtualKioskTestCase):
    def test_shutter_banner_and_history_taps(self):
        image = "qrcode-3/27.webp"
        text = expected_text(image)
        kiosk = ["--camera", "v4l2:/dev/video0", "--capture", "manual", "--display", "drm", "--repeat-guard", "0", "--ui-dpi", "127"]
        with VirtualKiosk("interactive", [sample(image)], kiosk, ["--camera-size", "1280x720", "--camera-fps", "30"],
                          timeout=240).start() as run:
            reference = os.path.join(run.out, "banner.png")
            subprocess.run([KIOSKSCAN_DEV, "banner", "--symbology", "qr", "--text", text, "--out", reference], check=True)
            box = lit_box(reference)
            banner_text = white_pixels(reference, box)

            def screen(name):
                time.sleep(1.5)   # the step's frame is on screen
                return run.screendump(name + ".png")

            run.wait_until(lambda: "camera /dev/video0" in run.log() and "QEMU Virtio Tablet" in run.log(), 90, "the camera and the tablet")
            time.sleep(3)   # the code is decoded and the shutter lights up
            self.assertEqual(run.events(), [], "manual mode captures nothing by itself")
            self.assertEqual(white_pixels(screen("1-scanning"), box), set(), "no banner before the shutter")
            run.qmp.tap(*SHUTTER)
            run.wait_until(lambda: len(run.events()) == 1, 30, "the capture from the shutter tap")
            self.assertEqual(run.events()[0]["text"], text)
            self.assertEqual(white_pixels(screen("2-captured"), box), banner_text, "the banner shows the value")
            run.qmp.tap(*SHUTTER)   # while the result shows, the shutter does nothing
            time.sleep(2)
            self.assertEqual(len(run.events()), 1, run.describe())
            run.qmp.tap(*BANNER)    # resumes
            self.assertEqual(white_pixels(screen("3-resumed"), box), set(), "the banner is gone")
            run.qmp.tap(*SHUTTER)
            run.wait_until(lambda: len(run.events()) == 2, 30, "a second capture after the banner tap resumed scanning")
            run.qmp.tap(*HISTORY_TAB)
            history = screen("4-history")
            self.assertTrue(is_history_screen(history), "the History tab is on screen: " + history)
        self.assertEqual([e["text"] for e in run.events()], [text, text])


if __name__ == "__main__":
    unittest.main()
