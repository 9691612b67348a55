"""The arm64 build in the arm64 virtual kiosk: Debian 13's arm64 kernel on qemu-system-aarch64's
virt machine (virtio-gpu screen, vivid camera, virtio tablet), running the kioskscan that
`make arm64` cross-compiled with Debian 13's swiftlang 6.0.3.

A QR code and then an EAN-13 come through the camera; each is captured with its exact text and
a QMP screendump shows the banner Render draws for it (the checks of test_end_to_end).

It needs the arm64 build, so it runs when asked with KIOSKSCAN_ARM64=1: `make test` and
`make test-arm64` build it first (scripts/build-arm64) and ask. About 40 s here.
"""

import os
import time
import unittest

from test_end_to_end import BANNER_TAP, EndToEndTest
from virtual_kiosk import REPO, VirtualKiosk, expected_text, sample

ARM64_KIOSKSCAN = os.path.join(REPO, ".build", "swift603-arm64", "aarch64-unknown-linux-gnu", "release", "kioskscan")


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


# test_end_to_end's own test is not run twice from here.
del EndToEndTest

if __name__ == "__main__":
    unittest.main()
