"""End-to-end: the interactive kiosk in the virtual kiosk, driven by taps through QEMU's monitor.

The kiosk runs on the real camera (vivid, a QR code held in front of it) in manual capture
mode; taps go in through the virtio-tablet (QMP input-send-event). A tap on the shutter
captures the centred code, a tap on the banner resumes (so the shutter captures again), and a
tap on the History tab shows the captured value.
"""

import os
import time
import unittest

from virtual_kiosk import LiveRun, expected_text, read_png, sample, skip_unless_runnable

# Where the controls are on the guest's 1280x800 screen (SceneLayout at 5 px/mm, ui.scale 1):
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


class InteractiveTest(unittest.TestCase):
    def setUp(self):
        skip_unless_runnable(self)

    def test_shutter_banner_and_history_taps(self):
        image = "qrcode-3/27.webp"
        text = expected_text(image)
        kiosk = ["--camera", "v4l2:/dev/video0", "--capture", "manual", "--display", "png:/mnt/out/frames",
                 "--png-every", "2", "--fps", "5", "--repeat-guard", "0"]
        with LiveRun("interactive", [sample(image)], kiosk, ["--camera-size", "1280x720", "--camera-fps", "30", "--shot-every", "0"]) as run:
            run.wait_until(lambda: "camera /dev/video0" in run.log() and "QEMU Virtio Tablet" in run.log(), 90, "the camera and the tablet")
            time.sleep(3)   # the code is decoded and the shutter lights up
            self.assertEqual(run.events(), [], "manual mode captures nothing by itself")
            run.qmp.tap(*SHUTTER)
            run.wait_until(lambda: len(run.events()) == 1, 30, "the capture from the shutter tap")
            self.assertEqual(run.events()[0]["text"], text)
            run.qmp.tap(*SHUTTER)   # while the result shows, the shutter does nothing
            time.sleep(2)
            self.assertEqual(len(run.events()), 1, run.describe())
            run.qmp.tap(*BANNER)    # resumes
            time.sleep(2)
            run.qmp.tap(*SHUTTER)
            run.wait_until(lambda: len(run.events()) == 2, 30, "a second capture after the banner tap resumed scanning")
            run.qmp.tap(*HISTORY_TAB)
            frames = os.path.join(run.out, "frames")
            run.wait_until(lambda: any(is_history_screen(os.path.join(frames, f)) for f in sorted(os.listdir(frames))[-3:]),
                           30, "the History tab on screen")
        self.assertEqual([e["text"] for e in run.events()], [text, text])


if __name__ == "__main__":
    unittest.main()
