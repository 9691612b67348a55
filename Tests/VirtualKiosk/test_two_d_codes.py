"""End-to-end: PDF417 and Data Matrix photos read through the virtual kiosk's camera.

Two photos from the sample images, a PDF417 and a Data Matrix, are streamed through vivid as
1280x720 NV12 frames. Each comes out as a capture event with its symbology and exact text (read
by the zxing-cpp engine inside the kiosk), and a QEMU screendump taken after the capture shows
the banner Render draws for it (`kioskscan-dev banner`: the title "PDF417" or "DATA MATRIX" over the
text). A tap on the banner resumes scanning, which is how the Data Matrix gets its turn.
"""

import os
import subprocess
import time
import unittest

from test_end_to_end import BANNER_TAP, lit_box, white_pixels
from virtual_kiosk import KIOSKSCAN_DEV, VirtualKiosk, VirtualKioskTestCase, expected_text, sample


class TwoDimensionalCodesTest(VirtualKioskTestCase):
    def assert_banner_shows(self, run, screendump, symbology, text):
        reference = os.path.join(run.out, "banner-%s.png" % symbology)
        subprocess.run([KIOSKSCAN_DEV, "banner", "--symbology", symbology, "--text", text, "--out", reference], check=True)
        box = lit_box(reference)
        expected, shown = white_pixels(reference, box), white_pixels(screendump, box)
        self.assertGreater(len(expected), 200, "the reference banner has text")
        self.assertEqual(shown, expected, "the banner on screen (%s) differs from Render's for %s %r: %d pixels only on screen, "
                         "%d only in the reference; %s" % (screendump, symbology, text, len(shown - expected),
                                                           len(expected - shown), run.describe()))

    def test_a_pdf417_and_a_data_matrix_photo_are_captured_and_shown(self):
        pdf417, data_matrix = "pdf417-2/09.webp", "datamatrix-3/dm-2.jpg"
        kiosk = ["--camera", "v4l2:/dev/video0", "--display", "drm", "--resume-after", "0", "--ui-dpi", "127"]
        with VirtualKiosk("two-d-codes", [sample(pdf417), sample(data_matrix)], kiosk,
                          ["--camera-size", "1280x720", "--camera-fps", "30", "--hold", "6"], timeout=240).start() as run:
            run.wait_until(lambda: len(run.events()) == 1, 120, "the PDF417's capture")
            first = run.events()[0]
            self.assertEqual((first["symbology"], first["text"]), ("pdf417", expected_text(pdf417)), run.describe())
            time.sleep(1.5)   # the frame with the banner is on screen
            self.assert_banner_shows(run, run.screendump("after-pdf417.png"), "pdf417", expected_text(pdf417))

            run.qmp.tap(*BANNER_TAP)   # resume; the Data Matrix comes round within a hold
            run.wait_until(lambda: any(e["symbology"] == "datamatrix" for e in run.events()), 60, "the Data Matrix's capture")
            event = next(e for e in run.events() if e["symbology"] == "datamatrix")
            self.assertEqual(event["text"], expected_text(data_matrix), run.describe())
            time.sleep(1.5)
            self.assert_banner_shows(run, run.screendump("after-data-matrix.png"), "datamatrix", expected_text(data_matrix))


if __name__ == "__main__":
    unittest.main()
