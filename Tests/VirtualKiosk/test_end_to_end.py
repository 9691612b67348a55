"""End-to-end: the whole kiosk in the virtual kiosk — real camera, real screen, real pointer.

A QR code and then an EAN-13 are streamed through vivid. Each comes out as a capture event with
the exact text, and a QEMU screendump taken after the capture shows the result banner: the
banner's pure white pixels (the text's fully covered ones) on the screen are exactly those of
the banner Render draws for that text (`kioskscan-dev banner`). A tap on the banner through QEMU's monitor resumes scanning, which
is how the EAN-13 gets its turn.
"""

import os
import subprocess
import time
import unittest

from virtual_kiosk import KIOSKSCAN_DEV, VirtualKiosk, VirtualKioskTestCase, expected_text, read_png, sample

BANNER_TAP = (595, 690)   # inside the banner on the guest's 1280x800 screen at --ui-dpi 127


def white_pixels(path, box=None):
    """The set of (x, y) that are pure white, optionally inside box: the text's fully covered
    pixels, whatever is under the banner (a partly covered one mixes in what is beneath)."""
    width, height, rows = read_png(path)
    x0, y0, x1, y1 = box or (0, 0, width, height)
    found = set()
    for y in range(y0, y1):
        row = rows[y]
        for x in range(x0, x1):
            if row[3 * x] == 255 and row[3 * x + 1] == 255 and row[3 * x + 2] == 255:
                found.add((x, y))
    return found


def lit_box(path):
    """The bounding box of the non-black pixels (the banner drawn alone on black)."""
    width, height, rows = read_png(path)
    xs, ys = [], []
    for y in range(0, height):
        row = rows[y]
        for x in range(0, width):
            if row[3 * x] or row[3 * x + 1] or row[3 * x + 2]:
                xs.append(x)
                ys.append(y)
    return min(xs), min(ys), max(xs) + 1, max(ys) + 1


class EndToEndTest(VirtualKioskTestCase):
    def banner_reference(self, out, symbology, text):
        path = os.path.join(out, "banner-%s.png" % symbology)
        subprocess.run([KIOSKSCAN_DEV, "banner", "--symbology", symbology, "--text", text, "--out", path], check=True)
        return path

    def assert_banner_shows(self, run, screendump, symbology, text):
        reference = self.banner_reference(run.out, symbology, text)
        box = lit_box(reference)
        expected, shown = white_pixels(reference, box), white_pixels(screendump, box)
        self.assertGreater(len(expected), 200, "the reference banner has text")
        self.assertEqual(shown, expected, "the banner's text on screen (%s) differs from Render's for %r: %d pixels only on screen, "
                         "%d only in the reference; %s" % (screendump, text, len(shown - expected), len(expected - shown), run.describe()))

    def test_a_qr_code_and_an_ean13_are_captured_and_shown(self):
        qr, ean = "qrcode-3/27.webp", "ean13-1/4.webp"
        kiosk = ["--camera", "v4l2:/dev/video0", "--display", "drm", "--resume-after", "0", "--ui-dpi", "127"]
        with VirtualKiosk("end-to-end", [sample(qr), sample(ean)], kiosk,
                          ["--camera-size", "1280x720", "--camera-fps", "30", "--hold", "6"], timeout=240).start() as run:
            run.wait_until(lambda: len(run.events()) == 1, 120, "the QR code's capture")
            self.assertEqual((run.events()[0]["symbology"], run.events()[0]["text"]), ("qr", expected_text(qr)))
            time.sleep(1.5)   # the frame with the banner is on screen
            shot = run.screendump("after-qr.png")
            self.assert_banner_shows(run, shot, "qr", expected_text(qr))

            # Resume with a tap; the EAN-13 comes round within a hold. Under load the tap can land
            # after the EAN-13's turn and the QR code is captured again: that banner is tapped too.
            run.qmp.tap(*BANNER_TAP)
            tapped = 1

            def ean_captured():
                nonlocal tapped
                events = run.events()
                if any(e["symbology"] == "ean13" for e in events):
                    return True
                if len(events) > tapped:    # the QR code again: resume once more
                    time.sleep(0.5)
                    run.qmp.tap(*BANNER_TAP)
                    tapped = len(events)
                return False
            run.wait_until(ean_captured, 90, "the EAN-13's capture")
            ean_event = next(e for e in run.events() if e["symbology"] == "ean13")
            self.assertEqual(ean_event["text"], expected_text(ean))
            time.sleep(1.5)
            shot = run.screendump("after-ean13.png")
            self.assert_banner_shows(run, shot, "ean13", expected_text(ean))


if __name__ == "__main__":
    unittest.main()
