#!/usr/bin/env python3
"""End-to-end: what a code means, on the real screen. A GS1 DataMatrix medicine pack past its
expiry (made with zint), a Wi-Fi QR code and an EMV (PIX) payment QR code (made with qrencode)
are filmed through vivid in turn. Each capture's event carries its exact `content` (the Wi-Fi
password left out, and the Wi-Fi code's text withheld), and a QEMU screendump after each capture shows the result card pixel for
pixel as Render draws it headless (`kioskscan-dev banner`, which draws the card a payload's
content has): the values in white, the expiry in the warning colour, the password masked.

Run: python3 -m unittest discover -s Tests/VirtualKiosk -v   (make test runs it).
"""

import os
import shutil
import subprocess
import tempfile
import time
import unittest

from test_end_to_end import BANNER_TAP, lit_box, white_pixels
from virtual_kiosk import KIOSKSCAN_DEV, VirtualKiosk, VirtualKioskTestCase, read_png

TODAY = "2026-12-02"
MEDICINE = "01095060001343521726073110ABC123"
WIFI = "WIFI:T:WPA;S:Shop Guest;P:secret123;;"
PIX = ("00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR"
       "5913Fulano de Tal6008BRASILIA62070503***63041D3D")
WARNING = (0xFF, 0x45, 0x3A)   # ScenePalette.standard.warning


def pixels_of(path, colour, box):
    """The (x, y) inside box whose colour is exactly colour (text fully covering its pixel)."""
    width, height, rows = read_png(path)
    x0, y0, x1, y1 = box
    return {(x, y) for y in range(y0, y1) for x in range(x0, x1) if tuple(rows[y][3 * x:3 * x + 3]) == colour}


def assert_panel_matches(test, run, reference, screendump, what, warning):
    """The result's panel on screen equals Render's headless drawing of it (reference): its
    white text pixel for pixel, and the warning colour where, and only where, it has one."""
    box = lit_box(reference)
    expected, shown = white_pixels(reference, box), white_pixels(screendump, box)
    test.assertGreater(len(expected), 200, "the reference panel has text")
    test.assertEqual(shown, expected, "the panel on screen (%s) differs from Render's for %s: %d pixels only on screen, "
                     "%d only in the reference; %s" % (screendump, what, len(shown - expected),
                                                       len(expected - shown), run.describe()))
    red, shown_red = pixels_of(reference, WARNING, box), pixels_of(screendump, WARNING, box)
    if warning:
        test.assertGreater(len(red), 50, "the reference panel has a warning")
    else:
        test.assertEqual(red, set(), "no warning on this panel")
    test.assertEqual(shown_red, red, "the warning on screen differs from Render's (%s)" % screendump)


class ContentCardsTest(VirtualKioskTestCase):
    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.images = tempfile.mkdtemp(prefix="kioskscan-cards-")
        cls.medicine = os.path.join(cls.images, "medicine.png")
        subprocess.run(["zint", "-b", "DATAMATRIX", "--gs1", "--quietzones", "--scale=12",
                        "-d", "[01]09506000134352[17]260731[10]ABC123", "-o", cls.medicine], check=True)
        cls.wifi = os.path.join(cls.images, "wifi.png")
        subprocess.run(["qrencode", "-s", "12", "-m", "4", "-o", cls.wifi, WIFI], check=True)
        cls.pix = os.path.join(cls.images, "pix.png")
        subprocess.run(["qrencode", "-s", "8", "-m", "4", "-o", cls.pix, PIX], check=True)

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.images, ignore_errors=True)

    def assert_card_shows(self, run, screendump, symbology, text, gs1=False, warning=False):
        reference = os.path.join(run.out, "card-%s.png" % symbology)
        subprocess.run([KIOSKSCAN_DEV, "banner", "--symbology", symbology, "--text", text, "--content-date", TODAY,
                        "--out", reference] + (["--gs1"] if gs1 else []), check=True)
        assert_panel_matches(self, run, reference, screendump, "%s %s" % (symbology, text[:20]), warning)

    def test_a_medicine_a_wifi_network_and_a_payment_show_their_cards(self):
        kiosk = ["--camera", "v4l2:/dev/video0", "--display", "drm", "--resume-after", "0", "--ui-dpi", "127",
                 "--content-date", TODAY]
        with VirtualKiosk("content-cards", [self.medicine, self.wifi, self.pix], kiosk,
                          ["--camera-size", "1280x720", "--camera-fps", "30", "--hold", "6"], timeout=300).start() as run:
            run.wait_until(lambda: len(run.events()) == 1, 120, "the medicine's capture")
            event = run.events()[0]
            self.assertEqual((event["symbology"], event["text"]), ("datamatrix", MEDICINE), run.describe())
            content = event["content"]
            self.assertEqual((content["type"], content["hri"], content["gtin"], content["expired"]),
                             ("gs1", "(01)09506000134352(17)260731(10)ABC123", "09506000134352", True), run.describe())
            time.sleep(1.5)   # the frame with the card is on screen
            self.assert_card_shows(run, run.screendump("after-medicine.png"), "datamatrix", MEDICINE, gs1=True, warning=True)

            run.qmp.tap(*BANNER_TAP)
            run.wait_until(lambda: any(e.get("content", {}).get("type") == "wifi" for e in run.events()), 60, "the Wi-Fi capture")
            event = next(e for e in run.events() if e.get("content", {}).get("type") == "wifi")
            self.assertEqual(event["content"], {"type": "wifi", "ssid": "Shop Guest", "security": "WPA", "hidden": False})
            # A network with a password: its text stays on the kiosk.
            self.assertEqual((event["text"], event.get("withheld")), (None, True), run.describe())
            time.sleep(1.5)
            self.assert_card_shows(run, run.screendump("after-wifi.png"), "qr", WIFI)

            run.qmp.tap(*BANNER_TAP)
            run.wait_until(lambda: any(e.get("content", {}).get("type") == "emv" for e in run.events()), 60, "the payment's capture")
            event = next(e for e in run.events() if e.get("content", {}).get("type") == "emv")
            self.assertEqual(event["content"], {"type": "emv", "merchant": "Fulano de Tal", "city": "BRASILIA", "currency": "BRL",
                                                "crcValid": True, "country": "BR", "schemes": ["PIX"]})
            time.sleep(1.5)
            self.assert_card_shows(run, run.screendump("after-payment.png"), "qr", PIX)


if __name__ == "__main__":
    unittest.main()
