#!/usr/bin/env python3
"""End-to-end: a price checker on the real screen. A shop's CSV export is imported with
`kioskscan catalog import` into a catalog the kiosk in the virtual machine reads (--catalog).
An EAN-13 on file, an EAN-13 on offer and one not on file (made with zint) are filmed through
vivid in turn. Each capture's event carries its exact `product`, and a QEMU screendump after each
shows the product card pixel for pixel as Render draws it headless (`kioskscan-dev banner
--catalog`): name and price in white, not on file in the warning colour.

Run: python3 -m unittest discover -s Tests/VirtualKiosk -v   (make test runs it).
"""

import os
import shutil
import subprocess
import tempfile
import time
import unittest

from test_content_cards import WARNING, pixels_of
from test_end_to_end import BANNER_TAP, lit_box, white_pixels
from virtual_kiosk import KIOSKSCAN, KIOSKSCAN_DEV, VirtualKiosk, VirtualKioskTestCase

TODAY = "2026-12-03"
SHOP_CSV = """code,name,price,promo_price,promo_from,promo_until,unit,brand
8480010001136,Aceite de oliva virgen extra 1 l,4.99,,,,1 l,Hacendado
4006381333931,Stabilo Boss Original,1.20,0.99,2026-12-01,2026-12-31,,Stabilo
"""
OLIVE, PEN, UNKNOWN = "8480010001136", "4006381333931", "5901234123457"


class ProductCardsTest(VirtualKioskTestCase):
    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.images = tempfile.mkdtemp(prefix="kioskscan-products-")
        cls.codes = []
        for code in (OLIVE, PEN, UNKNOWN):
            path = os.path.join(cls.images, "%s.png" % code)
            subprocess.run(["zint", "-b", "EANX", "--scale=6", "-d", code[:12], "-o", path], check=True)
            cls.codes.append(path)

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.images, ignore_errors=True)

    def assert_card_shows(self, run, catalog, screendump, code, warning=False):
        reference = os.path.join(run.out, "product-%s.png" % code)
        subprocess.run([KIOSKSCAN_DEV, "banner", "--symbology", "ean13", "--text", code, "--content-date", TODAY,
                        "--catalog", catalog, "--out", reference], check=True)
        box = lit_box(reference)
        expected, shown = white_pixels(reference, box), white_pixels(screendump, box)
        self.assertGreater(len(expected), 200, "the reference card has text")
        self.assertEqual(shown, expected, "the product card on screen (%s) differs from Render's for %s: %d pixels only on "
                         "screen, %d only in the reference; %s" % (screendump, code, len(shown - expected),
                                                                   len(expected - shown), run.describe()))
        red, shown_red = pixels_of(reference, WARNING, box), pixels_of(screendump, WARNING, box)
        if warning:
            self.assertGreater(len(red), 50, "the reference card says not on file in the warning colour")
        else:
            self.assertEqual(red, set(), "no warning on this card")
        self.assertEqual(shown_red, red, "the warning on screen differs from Render's (%s)" % screendump)

    def test_products_on_file_an_offer_and_a_code_not_on_file(self):
        kiosk = ["--camera", "v4l2:/dev/video0", "--display", "drm", "--resume-after", "0", "--ui-dpi", "127",
                 "--content-date", TODAY, "--catalog", "/mnt/out/catalog.sqlite"]
        vm = VirtualKiosk("product-cards", self.codes, kiosk,
                          ["--camera-size", "1280x720", "--camera-fps", "30", "--hold", "6"], timeout=300)
        # The shop's export, imported on the host into the folder the guest sees as /mnt/out.
        export = vm.path("shop.csv")
        with open(export, "w") as f:
            f.write(SHOP_CSV)
        catalog = vm.path("catalog.sqlite")
        subprocess.run([KIOSKSCAN, "catalog", "import", export, "--catalog", catalog, "--currency", "EUR"], check=True)
        with vm.start() as run:
            run.wait_until(lambda: len(run.events()) == 1, 120, "the olive oil's capture")
            self.assertEqual(run.events()[0]["product"], {
                "found": True, "code": OLIVE, "name": "Aceite de oliva virgen extra 1 l", "price": "4.99", "currency": "EUR",
                "unit": "1 l", "unitPrice": "4.99", "unitPriceBase": "l", "fields": {"brand": "Hacendado"}}, run.describe())
            time.sleep(1.5)   # the frame with the card is on screen
            self.assert_card_shows(run, catalog, run.screendump("after-olive.png"), OLIVE)

            run.qmp.tap(*BANNER_TAP)
            run.wait_until(lambda: any(e.get("text") == PEN for e in run.events()), 60, "the pen's capture")
            event = next(e for e in run.events() if e.get("text") == PEN)
            self.assertEqual(event["product"], {
                "found": True, "code": PEN, "name": "Stabilo Boss Original", "price": "0.99", "currency": "EUR",
                "regularPrice": "1.20", "promoUntil": "2026-12-31", "fields": {"brand": "Stabilo"}}, run.describe())
            time.sleep(1.5)
            self.assert_card_shows(run, catalog, run.screendump("after-pen.png"), PEN)

            run.qmp.tap(*BANNER_TAP)
            run.wait_until(lambda: any(e.get("text") == UNKNOWN for e in run.events()), 60, "the unknown code's capture")
            event = next(e for e in run.events() if e.get("text") == UNKNOWN)
            self.assertEqual(event["product"], {"found": False, "code": UNKNOWN}, run.describe())
            time.sleep(1.5)
            self.assert_card_shows(run, catalog, run.screendump("after-unknown.png"), UNKNOWN, warning=True)


if __name__ == "__main__":
    unittest.main()
