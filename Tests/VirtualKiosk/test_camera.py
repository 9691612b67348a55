"""End-to-end: the kiosk on the real V4L2 camera (vivid) in the virtual kiosk.

Checks that codes streamed into vivid's loopback come out of the real capture device as
capture events with the exact text, and that the kiosk survives the camera being unplugged
(vivid's disconnect + rmmod) and plugged back (modprobe), capturing again by itself.
"""

import json
import os
import re
import unittest

from virtual_kiosk import VirtualKiosk, VirtualKioskTestCase, expected_text, looks_like_a_message_screen, sample

GUEST = os.path.join(os.path.dirname(__file__), "guest")


class CameraTest(VirtualKioskTestCase):
    def test_codes_streamed_into_vivid_are_captured_from_the_real_device(self):
        images = ["qrcode-3/27.webp", "ean13-1/4.webp"]
        run = VirtualKiosk("camera-capture", [sample(i) for i in images],
                           ["--camera", "v4l2:/dev/video0", "--display", "png:/mnt/out/frames", "--png-every", "10",
                            "--fps", "10", "--resume-after", "1", "--focus", "near", "--exposure", "auto"],
                           ["--camera-size", "1280x720", "--camera-fps", "30", "--hold", "4", "--duration", "20"]).run()
        self.assertEqual(run.returncode, 0, run.describe())
        texts = [(e["symbology"], e["text"]) for e in run.events()]
        self.assertIn(("qr", expected_text(images[0])), texts, run.describe())
        self.assertIn(("ean13", expected_text(images[1])), texts, run.describe())
        # The mode the kiosk chose from vivid's list, in one line: NV12, the cheapest it offers.
        self.assertIn("camera /dev/video0 (vivid, vivid): NV12 1280x720 at 30 fps", run.log(), run.describe())
        # --focus near and --exposure auto on a camera with no focus and no exposure controls:
        # focus left out, said in one line; vivid's automatic gain set through the real kernel
        # (VIDIOC_S_CTRL), which took it (no line saying the camera runs without it).
        self.assertIn("camera: focus near: left out: the camera has no lens position to set (no focus_absolute; its focus stays as it is)",
                      run.log(), run.describe())
        self.assertRegex(run.log(), r"camera: exposure auto: \w+ 1 \(the camera has no exposure mode to set\)", run.describe())
        self.assertNotIn("the camera runs without it", run.log(), run.describe())
        # While a result showed over its own frame the camera gave its frames back unread; the
        # second code was still read after the first result, from live frames again.
        counts = re.search(r"camera: (\d+) frames read.*?, (\d+) given back unread while no live picture showed", run.log())
        self.assertIsNotNone(counts, run.describe())
        self.assertGreater(int(counts.group(1)), 0, run.describe())
        self.assertGreater(int(counts.group(2)), 0, run.describe())

    def test_the_format_asked_for_is_the_one_streamed(self):
        # --camera-format yuyv: the kiosk asks vivid for YUYV (and board/qemu/run streams YUYV
        # frames to match); the code in them is read as from NV12.
        image = "qrcode-3/27.webp"
        run = VirtualKiosk("camera-format", [sample(image)],
                           ["--camera", "v4l2:/dev/video0", "--camera-format", "yuyv", "--display", "png:/mnt/out/frames",
                            "--png-every", "1000", "--fps", "10", "--resume-after", "1"],
                           ["--camera-size", "1280x720", "--camera-fps", "30", "--duration", "12"]).run()
        self.assertEqual(run.returncode, 0, run.describe())
        self.assertIn("camera /dev/video0 (vivid, vivid): YUYV 1280x720 at 30 fps", run.log(), run.describe())
        self.assertIn(("qr", expected_text(image)), [(e["symbology"], e["text"]) for e in run.events()], run.describe())

    def test_a_control_the_camera_lacks_is_named_and_nothing_crashes(self):
        # Waits for the message rather than a fixed duration: under load the guest can take
        # seconds just to start the kiosk.
        with VirtualKiosk("camera-control", [sample("qrcode-3/27.webp")],
                          ["--camera", "v4l2:/dev/video0", "--camera-control", "focus_automatic_continuous=0",
                           "--display", "png:/mnt/out/frames", "--png-every", "1000", "--fps", "5"],
                          ["--camera-size", "1280x720", "--camera-fps", "30"], timeout=240).start() as run:
            message = "camera: camera control 'focus_automatic_continuous': this camera has no such control (it has: brightness,"
            run.wait_until(lambda: message in run.log(), 180, "the message naming the control")
        # Stopped with SIGTERM after the message: the kiosk ended cleanly, nothing captured.
        guest = json.loads(run.read("guest.json"))
        self.assertEqual(guest.get("kiosk_exit"), 0, run.describe())
        self.assertEqual(run.events(), [])

    def test_the_kiosk_recovers_when_the_camera_is_unplugged_and_comes_back(self):
        image = "qrcode-3/27.webp"
        run = VirtualKiosk("camera-recovery", [sample(image)],
                           ["--camera", "auto", "--display", "png:/mnt/out/frames", "--png-every", "5", "--fps", "5",
                            "--resume-after", "1", "--repeat-guard", "1"],
                           ["--camera-size", "1280x720", "--camera-fps", "30",
                            "--file", os.path.join(GUEST, "camera_recovery.sh"), "--sh", "sh /mnt/files/camera_recovery.sh"],
                           timeout=240).run()
        self.assertEqual(run.returncode, 0, run.describe())
        log = run.log()
        for mark in ["MARK unplug", "MARK plug", "MARK recovered", "MARK kiosk exit 0"]:
            self.assertIn(mark, log, run.describe())
        # The kiosk noticed, released the camera, and started it again.
        after_unplug = log[log.index("MARK unplug"):]
        self.assertIn("camera lost:", after_unplug, run.describe())
        self.assertIn("camera /dev/video0", after_unplug[after_unplug.index("MARK plug"):], run.describe())
        texts = [e["text"] for e in run.events()]
        self.assertGreaterEqual(texts.count(expected_text(image)), 2, run.describe())
        # Meanwhile the screen said so plainly (not a frozen or blank frame).
        frames = os.path.join(run.out, "frames")
        messages = [f for f in sorted(os.listdir(frames)) if looks_like_a_message_screen(os.path.join(frames, f))]
        self.assertTrue(messages, "no frame shows the no-camera message; " + run.describe())


if __name__ == "__main__":
    unittest.main()
