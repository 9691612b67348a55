#!/usr/bin/env python3
"""End-to-end: a price checker and a self-checkout basket on the real screen. A shop's CSV export
is imported with `kioskscan catalog import` into a catalog the kiosk in the virtual machine reads
(--catalog, --basket). An EAN-13 on file, an EAN-13 on offer and one not on file (made with zint)
are filmed through vivid in turn, then the first again. Each capture's event carries its exact
`product`, and a QEMU screendump after each shows the product card pixel for pixel as Render
draws it headless (`kioskscan-dev banner --catalog`): name and price in white, not on file in the
warning colour. The three products on file are in the basket; a tap on "Pay at the till" sends
one `basket` event and shows its QR code, which `kioskscan decode` reads off the screendump back
into the same basket.

Run: python3 -m unittest discover -s Tests/VirtualKiosk -v   (make test runs it).
"""

import os
import shutil
import subprocess
import json
import tempfile
import time
import unittest

from test_content_cards import assert_panel_matches
from test_end_to_end import BANNER_TAP
from virtual_kiosk import KIOSKSCAN, KIOSKSCAN_DEV, VirtualKiosk, VirtualKioskTestCase

TODAY = "2026-12-03"
SHOP_CSV = """code,name,price,promo_price,promo_from,promo_until,unit,brand
8480010001136,Aceite de oliva virgen extra 1 l,4.99,,,,1 l,Hacendado
4006381333931,Stabilo Boss Original,1.20,0.99,2026-12-01,2026-12-31,,Stabilo
"""
OLIVE, PEN, UNKNOWN = "8480010001136", "4006381333931", "5901234123457"
PAY_TAP = (200, 536)   # "Pay at the till" at 1280x800, 5 px/mm, while a result shows


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
        assert_panel_matches(self, run, reference, screendump, code, warning)

    def test_products_an_offer_a_code_not_on_file_and_a_basket_paid_at_the_till(self):
        kiosk = ["--camera", "v4l2:/dev/video0", "--display", "drm", "--resume-after", "0", "--ui-dpi", "127",
                 "--content-date", TODAY, "--catalog", "/mnt/out/catalog.sqlite", "--basket"]
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

            # The olive oil again, then pay: two of it and the pen are in the basket.
            run.qmp.tap(*BANNER_TAP)
            run.wait_until(lambda: sum(e.get("text") == OLIVE for e in run.events()) == 2, 60, "the olive oil's second capture")
            time.sleep(1.5)
            run.qmp.tap(*PAY_TAP)
            run.wait_until(lambda: any(e.get("event") == "basket" for e in run.events()), 30, "the basket event")
            basket = next(e for e in run.events() if e.get("event") == "basket")
            self.assertEqual(basket["items"], [
                {"code": OLIVE, "name": "Aceite de oliva virgen extra 1 l", "quantity": 2, "price": "4.99"},
                {"code": PEN, "name": "Stabilo Boss Original", "quantity": 1, "price": "0.99"}], run.describe())
            self.assertEqual((basket["total"], basket["currency"]), ("10.97", "EUR"))
            self.assertEqual(basket["code"], "KSB1+%s+EUR+10.97+%s*2*4.99+%s*1*0.99" % (basket["id"], OLIVE, PEN))
            time.sleep(1.5)
            shown = run.screendump("pay.png")
            decoded = subprocess.run([KIOSKSCAN, "decode", "--symbologies", "qr", shown], check=True, capture_output=True, text=True)
            results = json.loads(decoded.stdout)["results"]
            self.assertEqual([r["text"] for r in results], [basket["code"]], "the till reads the basket off the screen (%s)" % shown)


if __name__ == "__main__":
    unittest.main()
