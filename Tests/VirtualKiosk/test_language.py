#!/usr/bin/env python3
"""Issue #51 end to end: a shopper's language on the real drivers. The kiosk starts in the shop's
English with `--languages en,ar,de`; a tap through the virtual tablet on the language button,
then on "العربية" in the list, turns the screen to Arabic, mirrored; a QR code filmed through
vivid is captured with the shutter (now on the left) and spoken in Arabic by espeak-ng's Arabic
voice through a real sound card (QEMU's AC97, snd-intel8x0 in the guest); 5 s without a touch
or a scan (`--language-idle 5`) bring English back.

Where things come from:
- the translations: the release build's compiled .mo files (share/locale beside the binary's
  folder), which board/qemu/build-image puts in the image at /usr/share/locale, where the kiosk
  looks by default (as the .deb installs them), so no --locale-folder is given;
- espeak-ng's data and ALSA's configuration: in the image too (build-image's LIBRARY_DATA);
- the sound: the kiosk plays on ALSA's `default` device, the AC97 card; QEMU writes what the
  card plays to OUT/sound.wav on the host (run's --sound-wav), read here with soxi and Python.

The screens are compared with the same kiosk drawing headless on the host (file camera, png
display, virtual clock, the same taps from an input script): the list of languages pixel for
pixel (it is opaque); the pure white pixels (the fully covered ones of text and pills) of the
top row (the mode control, the language button), of the tab bar and of the result's banner,
which are drawn over the camera picture; and the shutter's side on its own. The expected phrase
is the Arabic catalogue's (Python's gettext on the same .mo), its length the headless kiosk's
(the same espeak-ng and data make the same samples).

Run: cd Tests/VirtualKiosk && python3 -m unittest test_language -v (make test runs it with the
other VM tests; about 45 s here). Skips as every VM test does (virtual_kiosk.VirtualKioskTestCase).
"""

import gettext
import os
import re
import shutil
import subprocess
import sys
import time
import unittest
import wave

from virtual_kiosk import ARTEFACTS, BOARD, KIOSKSCAN, VirtualKiosk, VirtualKioskTestCase, read_png

sys.path.insert(0, BOARD)
from qmp import read_ppm, write_png  # noqa: E402

# The compiled translations of the release build, as build-image finds them.
LOCALE = os.path.join(os.path.dirname(os.path.realpath(KIOSKSCAN)), "..", "share", "locale")
QR_TEXT = "KioskScan issue 51: language"

# Places on the guest's 1280x800 screen at --ui-dpi 127 (SceneLayout: margin 10, target 45).
BUTTON = (1180, 32)          # LanguagePanels.button: right of the mode control, top right (left when mirrored)
ARABIC_ITEM = (640, 429)     # LanguagePanels.items(count: 3): the second of three centred items, "العربية"
SHUTTER_AR = (55, 400)       # the shutter's centre in Arabic (in English: 1225, 400)
TOP_ROW = (0, 0, 1280, 56)       # the mode control and the language button (y 10-55), over the camera picture,
                                 # above the focus indicator even as it grows (1.11x) on a capture
TAB_BAR = (0, 745, 1280, 800)    # SceneLayout.tabBar (translucent over the camera picture)
BANNER = (0, 600, 1280, 745)     # the result's banner, above the tab bar
SHUTTER_BOXES = {"left": (0, 320, 140, 480), "right": (1140, 320, 1280, 480)}

# The kiosk's options here and in the headless reference; then the guest's camera, screen and sound card.
OPTIONS = ["--ui-dpi", "127", "--languages", "en,ar,de", "--language-idle", "5", "--capture", "manual",
           "--sound", "off", "--speak", "on"]
KIOSK_ARGS = ["--camera", "v4l2:/dev/video0", "--display", "drm", "--sound-device", "default"] + OPTIONS
# The reference's taps, at fixed times of its virtual clock, and the frames it keeps.
REFERENCE_SCRIPT = "1 tap %d %d\n2 tap %d %d\n4 tap %d %d\n" % (BUTTON + ARABIC_ITEM + SHUTTER_AR)
REFERENCE_AT = {"english": 0.5, "menu": 1.5, "arabic": 3.0, "arabic-captured": 5.0, "english-again": 11.0}
SPEAK = re.compile(r"^kioskscan: speak: “(.*)” \(voice (\S+), (\d+) ms\)$", re.M)


class Picture:
    """A screen's pixels, 8-bit RGB rows without padding: a QEMU screendump (read from the PPM
    QEMU writes, at once; kept as PNG beside it) or a PNG the headless kiosk wrote."""

    def __init__(self, width, height, rgb, path):
        self.width, self.height, self.rgb, self.path = width, height, bytes(rgb), path

    @classmethod
    def load(cls, path):
        width, height, rows = read_png(path)
        return cls(width, height, b"".join(rows), path)

    @classmethod
    def screendump(cls, run, name):
        ppm, png = run.path(name + ".ppm"), run.path(name + ".png")
        run.qmp.execute("screendump", filename=ppm)
        width, height, rgb = read_ppm(ppm)
        os.unlink(ppm)
        write_png(png, width, height, rgb, level=1)
        return cls(width, height, rgb, png)

    def white(self, box):
        """The pure white (x, y) in box: text's and pills' fully covered pixels, whatever is beneath."""
        x0, y0, x1, y1 = box
        found = set()
        for y in range(y0, y1):
            row = self.rgb[3 * (y * self.width + x0):3 * (y * self.width + x1)]
            start = 0
            while True:
                at = row.find(b"\xff\xff\xff", start)
                if at < 0:
                    break
                if at % 3 == 0:
                    found.add((x0 + at // 3, y))
                    start = at + 3
                else:
                    start = at + 1
        return found

    def bright(self, box):
        """How many pixels in box are light (each channel at least 0xC0): the shutter's ring."""
        x0, y0, x1, y1 = box
        count = 0
        for y in range(y0, y1):
            row = self.rgb[3 * (y * self.width + x0):3 * (y * self.width + x1)]
            count += sum(1 for i in range(0, len(row), 3) if min(row[i], row[i + 1], row[i + 2]) >= 0xC0)
        return count

    def differences(self, other):
        """How many pixels differ from other's (the same size)."""
        if self.rgb == other.rgb:
            return 0
        a, b = self.rgb, other.rgb
        return sum(1 for i in range(0, len(a), 3) if a[i:i + 3] != b[i:i + 3])


def sound_stretches(path):
    """(seconds from the first sound to the last, seconds with sound, stretches of sound apart by
    0.4 s or more) in a 16-bit WAV: 20 ms windows, sound where the mean magnitude passes 1 % of
    full scale (as LanguageRunTests reads the file plugin's)."""
    with wave.open(path) as w:
        channels, rate, width = w.getnchannels(), w.getframerate(), w.getsampwidth()
        assert width == 2, "%s: %d-byte samples" % (path, width)
        data = w.readframes(w.getnframes())
    import array
    samples = array.array("h", data)
    window = rate // 50 * channels
    loud, first, last, stretches, quiet = 0, None, None, 0, None
    for index, start in enumerate(range(0, len(samples), window)):
        part = samples[start:start + window]
        if sum(abs(v) for v in part) / max(len(part), 1) > 327:
            loud += 1
            if first is None:
                first = index
            if quiet is None or quiet >= 20:
                stretches += 1
            last, quiet = index, 0
        elif quiet is not None:
            quiet += 1
    span = 0 if first is None else (last - first + 1) / 50
    return span, loud / 50, stretches


class LanguageTest(VirtualKioskTestCase):
    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        mo = os.path.join(LOCALE, "ar", "LC_MESSAGES", "kioskscan.mo")
        if not os.path.isfile(mo):
            raise AssertionError("no compiled Arabic translation at %s: the release build's translations are missing "
                                 "(make release compiles po/*.po)" % os.path.normpath(mo))
        with open(mo, "rb") as f:
            cls.arabic = gettext.GNUTranslations(f)
        cls.folder = os.path.join(ARTEFACTS, "language-reference")
        shutil.rmtree(cls.folder, ignore_errors=True)
        os.makedirs(os.path.join(cls.folder, "frames"))
        cls.qr = os.path.join(cls.folder, "qr.png")
        subprocess.run(["qrencode", "-s", "12", "-m", "4", "-o", cls.qr, QR_TEXT], check=True)
        # The headless reference: the same kiosk, drawing into PNG files on the host.
        script = os.path.join(cls.folder, "input.txt")
        with open(script, "w") as f:
            f.write(REFERENCE_SCRIPT)
        fps = 10
        r = subprocess.run([KIOSKSCAN, "--camera", "file:" + cls.qr, "--camera-size", "1280x720",
                            "--display", "png:" + os.path.join(cls.folder, "frames"), "--clock", "virtual", "--fps", str(fps),
                            "--frames", str(12 * fps), "--png-at", ",".join("%g" % t for t in REFERENCE_AT.values()),
                            "--input-script", script,
                            "--sound-device", "file:FILE=%s,FORMAT=wav" % os.path.join(cls.folder, "speech.wav")] + OPTIONS,
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE, universal_newlines=True, timeout=300)
        cls.reference_log = r.stderr
        with open(os.path.join(cls.folder, "kiosk.log"), "w") as f:
            f.write(r.stderr)
        if r.returncode != 0:
            raise AssertionError("the headless reference run failed (%d): %s" % (r.returncode, r.stderr[-2000:]))
        cls.reference = {}
        for name, t in REFERENCE_AT.items():
            path = os.path.join(cls.folder, "frames", "%06d.png" % round(t * fps))
            if not os.path.isfile(path):
                raise AssertionError("the headless reference has no %s frame (%s): %s" % (name, path, r.stderr[-2000:]))
            cls.reference[name] = Picture.load(path)

    def assert_screen(self, run, shot, state):
        """The screendump shows state (a REFERENCE_AT name): the same pure white pixels as the
        headless kiosk's in the top row (the mode control, the language button's name), in the
        tab bar (the tabs' names, the selected one's underline) and, once a code is captured, in
        the result's banner; and the shutter on the state's side (right in English, left in Arabic)."""
        reference = self.reference[state]
        boxes = [("top row", TOP_ROW, 1000), ("tab bar", TAB_BAR, 150)]
        if state == "arabic-captured":
            boxes.append(("banner", BANNER, 500))
        for what, box, least in boxes:
            expected, shown = reference.white(box), shot.white(box)
            self.assertGreater(len(expected), least, "the reference's %s has white text" % what)
            self.assertEqual(shown, expected, "%s: the %s's white pixels differ from the headless kiosk's (%s): %d only on "
                             "screen, %d only in the reference; %s" % (shot.path, what, reference.path, len(shown - expected),
                                                                       len(expected - shown), run.describe()))
        side = "left" if state.startswith("arabic") else "right"
        other = "right" if side == "left" else "left"
        ring, elsewhere = shot.bright(SHUTTER_BOXES[side]), shot.bright(SHUTTER_BOXES[other])
        self.assertGreater(ring, 300, "%s: no shutter on the %s (%d light pixels there, %d on the %s)" % (
            shot.path, side, ring, elsewhere, other))
        self.assertLess(elsewhere, 30, "%s: something light where the shutter is not (%s: %d pixels)" % (shot.path, other, elsewhere))

    def test_a_shopper_chooses_arabic_hears_it_and_english_comes_back(self):
        started = time.monotonic()
        phrase = self.arabic.pgettext("speech.qr-code", "QR code")
        self.assertNotEqual(phrase, "QR code", "the Arabic catalogue translates the spoken 'QR code'")
        reference_speech = list(SPEAK.finditer(self.reference_log))
        self.assertEqual([(m.group(1), m.group(2)) for m in reference_speech], [(phrase, "ar")], self.reference_log[-2000:])
        reference_ms = int(reference_speech[0].group(3))

        run = VirtualKiosk("language", [self.qr], KIOSK_ARGS, ["--camera-size", "1280x720", "--fill", "0.5"], timeout=400)
        wav = run.path("sound.wav")
        run.args[:0] = ["--sound-wav", wav]
        with run.start():
            run.wait_until(lambda: '"QEMU Virtio Tablet"' in run.log() and "camera /dev/video0" in run.log(), 120,
                           "the kiosk's camera and the tablet")
            run.wait_until(lambda: "kioskscan: sound: " in run.log(), 60, "the kiosk's sound card (its log line)")
            self.assertIn("kioskscan: sound: playing on default", run.log(), "the sound card; %s" % run.describe())

            def screen_shows(name, check):
                """Screendumps until check(picture) passes (it raises AssertionError until then)."""
                deadline = time.monotonic() + 60
                while True:
                    shot = Picture.screendump(run, name)
                    try:
                        check(shot)
                        return shot
                    except AssertionError:
                        if time.monotonic() > deadline or run.process.poll() is not None:
                            raise
                        time.sleep(0.3)

            # 1. English first (the kiosk's first frames).
            screen_shows("english", lambda shot: self.assert_screen(run, shot, "english"))

            # 2. The button opens the list: opaque, the whole screen as the headless kiosk draws it.
            # (The list closes after --language-idle without a touch: no time is lost here.)
            run.qmp.tap(*BUTTON)
            menu = self.reference["menu"]

            def menu_check(shot):
                different = shot.differences(menu)
                self.assertEqual(different, 0, "%s: %d pixels differ from the headless kiosk's list (%s); %s" % (
                    shot.path, different, menu.path, run.describe()))
            screen_shows("menu", menu_check)

            # 3. "العربية": Arabic, mirrored. The screendump is taken at once and checked after
            # the shutter's tap: the shopper's language lasts 5 s without a touch.
            run.qmp.tap(*ARABIC_ITEM)
            run.wait_until(lambda: "language: ar chosen" in run.log(), 30, "'language: ar chosen' in the log")
            arabic = screen_shows("arabic", lambda shot: self.assertGreater(shot.bright(SHUTTER_BOXES["left"]), 300))

            # 4. The QR code, held up all along, captured with the shutter (now on the left): spoken
            # in Arabic. A tap while the code is not seen does nothing: it is tapped again.
            deadline = time.monotonic() + 60
            while not run.events():
                self.assertLess(time.monotonic(), deadline, "no capture 60 s after the shutter's first tap; %s" % run.describe())
                run.qmp.tap(*SHUTTER_AR)
                try:
                    run.wait_until(run.events, 4, "the QR code's capture")
                except AssertionError:
                    if run.process.poll() is not None:
                        raise
            event = run.events()[0]
            self.assertEqual((event["symbology"], event["text"]), ("qr", QR_TEXT), run.describe())
            spoken = run.wait_until(lambda: list(SPEAK.finditer(run.log())), 30, "the capture spoken (speak: in the log)")
            self.assertEqual([(m.group(1), m.group(2), int(m.group(3))) for m in spoken], [(phrase, "ar", reference_ms)],
                             "spoken: %s; expected “%s” (voice ar, %d ms) as the headless kiosk says it; %s" % (
                                 [m.group(0) for m in spoken], phrase, reference_ms, run.describe()))
            self.assert_screen(run, arabic, "arabic")
            # The result on the Arabic screen (the capture was a touch: 5 s more of Arabic).
            screen_shows("arabic-captured", lambda shot: self.assert_screen(run, shot, "arabic-captured"))

            # 5. 5 s without a touch or a scan: English again.
            back = "language: back to en (5 s without a touch or a scan)"
            run.wait_until(lambda: back in run.log(), 60, repr(back))
            log = run.log()
            self.assertLess(log.index("language: ar chosen"), log.index("kioskscan: speak:"), log)
            self.assertLess(log.index("kioskscan: speak:"), log.index(back), "English came back before the capture was spoken")
            screen_shows("english-again", lambda shot: self.assert_screen(run, shot, "english-again"))
            self.assertEqual(len(run.events()), 1, "captures: %s" % run.events())
        status = run.stop()
        self.assertEqual(status, 0, run.describe())

        # 6. What the sound card played, as QEMU wrote it on the host (its header finished when
        # QEMU exited): speech about as long as the kiosk logged it, not silence.
        self.assertTrue(os.path.isfile(wav), "QEMU wrote no %s" % wav)
        if shutil.which("soxi"):
            info = subprocess.run(["soxi", wav], stdout=subprocess.PIPE, universal_newlines=True, check=True).stdout
            self.assertIn("16-bit", info, info)
        span, loud, stretches = sound_stretches(wav)
        logged = reference_ms / 1000
        self.assertGreaterEqual(stretches, 1, "no sound in %s" % wav)
        self.assertTrue(0.7 * logged <= span <= 1.3 * logged + 0.2,
                        "%s: sound from first to last for %.2f s (%.2f s of it loud, %d stretch(es)); the kiosk logged %d ms" % (
                            wav, span, loud, stretches, reference_ms))
        print("\nlanguage (VM): spoken “%s” (voice ar, %d ms); the sound card played %.2f s of sound in %d stretch(es) "
              "(%.2f s loud); %.0f s in all" % (phrase, reference_ms, span, stretches, loud, time.monotonic() - started))


if __name__ == "__main__":
    unittest.main()
