"""The arm64 build in the arm64 virtual kiosk: Debian 13's arm64 kernel on qemu-system-aarch64's
virt machine (virtio-gpu screen, vivid camera, virtio tablet), running the kioskscan that
`make arm64` cross-compiled with Debian 13's swiftlang 6.0.3.

A QR code and then an EAN-13 come through the camera; each is captured with its exact text and
a QMP screendump shows the banner Render draws for it (the checks of test_end_to_end).

It needs the arm64 build, so it runs when asked with KIOSKSCAN_ARM64=1: `make test` and
`make test-arm64` build it first (scripts/build-arm64) and ask. About 40 s here.
"""

import os
import pathlib
import shutil
import subprocess
import tempfile
import time
import unittest

from test_end_to_end import BANNER_TAP, EndToEndTest
from virtual_kiosk import KIOSKSCAN, REPO, VirtualKiosk, expected_text, sample

ARM64_KIOSKSCAN = os.path.join(REPO, ".build", "swift603-arm64", "aarch64-unknown-linux-gnu", "release", "kioskscan")
# The arm64 sysroot scripts/build-arm64 assembled: the binary's libraries for qemu-user.
ARM64_SYSROOT = os.path.join(os.environ.get("KIOSK_ARM64_CACHE", os.path.join(REPO, "cache")), "sysroot-arm64")


class Arm64Test(EndToEndTest):
    def setUp(self):
        if os.environ.get("KIOSKSCAN_ARM64") != "1":
            raise unittest.SkipTest("the arm64 virtual kiosk runs when KIOSKSCAN_ARM64=1 (make test, make test-arm64: they build it first)")
        if not os.access(ARM64_KIOSKSCAN, os.X_OK):
            raise AssertionError("no arm64 build at %s: make arm64 first (make test-arm64 does)" % ARM64_KIOSKSCAN)
        super().setUp()

    def test_a_qr_code_and_an_ean13_are_captured_and_shown(self):
        qr, ean = "qrcode-3/27.webp", "ean13-1/4.webp"
        kiosk = ["--camera", "v4l2:/dev/video0", "--display", "drm", "--resume-after", "0", "--ui-dpi", "127"]
        started = time.monotonic()
        with VirtualKiosk("arm64", [sample(qr), sample(ean)], kiosk,
                          ["--arch", "arm64", "--camera-size", "1280x720", "--camera-fps", "30", "--hold", "8"],
                          timeout=900).start() as run:
            run.wait_until(lambda: len(run.events()) == 1, 600, "the QR code's capture")
            qr_at = time.monotonic() - started
            self.assertEqual((run.events()[0]["symbology"], run.events()[0]["text"]), ("qr", expected_text(qr)))
            time.sleep(3)   # the frame with the banner is on screen (a frame takes longer here)
            shot = run.screendump("after-qr.png")
            self.assert_banner_shows(run, shot, "qr", expected_text(qr))

            run.qmp.tap(*BANNER_TAP)
            run.wait_until(lambda: any(e["symbology"] == "ean13" for e in run.events()), 300, "the EAN-13's capture")
            ean_at = time.monotonic() - started
            self.assertEqual(next(e for e in run.events() if e["symbology"] == "ean13")["text"], expected_text(ean))
            time.sleep(3)
            shot = run.screendump("after-ean13.png")
            self.assert_banner_shows(run, shot, "ean13", expected_text(ean))
        print("\narm64 virtual kiosk: QR captured %.0f s after the start, EAN-13 %.0f s" % (qr_at, ean_at))


    def test_headless_frames_are_the_x86_builds_pixel_for_pixel(self):
        """The same headless run (file camera, png display, virtual clock) by the arm64 build
        (Swift 6.0.3, under qemu-user) and the x86 release build (Swift 6.3): the same frames,
        byte for byte, and the same capture."""
        if not shutil.which("qemu-aarch64-static"):
            self.skipTest("qemu-aarch64-static is not installed (board/qemu/build-image-arm64 installs qemu-user-static)")
        work = tempfile.mkdtemp(prefix="kiosk-arm64-frames-")
        self.addCleanup(shutil.rmtree, work, True)
        outputs = {}
        for name, command in (("x86", [KIOSKSCAN]), ("arm64", ["qemu-aarch64-static", "-L", ARM64_SYSROOT, ARM64_KIOSKSCAN])):
            folder = os.path.join(work, name)
            os.makedirs(folder)
            r = subprocess.run(command + ["--camera", "file:" + sample("qrcode-3/27.webp"), "--camera-size", "1280x720",
                                          "--display", "png:" + folder, "--clock", "virtual", "--frames", "45",
                                          "--png-at", "0.5,1.0,1.4"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=300)
            self.assertEqual(r.returncode, 0, r.stderr.decode(errors="replace"))
            frames = {f: pathlib.Path(folder, f).read_bytes() for f in sorted(os.listdir(folder))}
            outputs[name] = (r.stdout, frames)
        self.assertEqual(sorted(outputs["arm64"][1]), ["000015.png", "000030.png", "000042.png"])
        for frame, data in outputs["x86"][1].items():
            self.assertEqual(outputs["arm64"][1][frame], data, "frame %s differs between the arm64 and x86 builds" % frame)
        self.assertEqual(outputs["arm64"][0], outputs["x86"][0])
        self.assertIn(expected_text("qrcode-3/27.webp"), outputs["arm64"][0].decode())


# test_end_to_end's own test is not run twice from here.
del EndToEndTest

if __name__ == "__main__":
    unittest.main()
