"""The DRM display in the virtual kiosk (board/qemu): what QEMU's screendump shows is what the
kiosk says it drew, frames are paced, the console comes back, an unplugged screen comes back.

Run by `make test` (python3 -m unittest discover -s Tests/VirtualKiosk), or alone:
    python3 Tests/VirtualKiosk/test_display.py -v
It needs .build/release/kioskscan (`make release`); it skips as every VM test does
(virtual_kiosk.VirtualKioskTestCase). Two boots, about a minute in all under TCG; each boot's
folder (logs, screendumps, screenshots) stays in .build/test-artefacts/virtual-kiosk/.

How a test talks to the guest: the virtual kiosk runs a guest script (STEPS_HEADER + the
test's steps) instead of the kiosk; the script waits for "go-*" files the test creates in the
out folder (the guest's /mnt/out) and leaves status files and logs there; screendumps come
through QMP.
"""

import os
import re
import shutil
import sys
import tempfile
import time
import unittest

import virtual_kiosk
from virtual_kiosk import VirtualKiosk, VirtualKioskTestCase
from qmp import write_png  # board/qemu, on the path through virtual_kiosk

# The scene: a still picture (no code in it, so nothing is ever captured), the indicator not
# animated: from the first frame on, every frame is the same.
KIOSK_ARGS = "--camera file:/mnt/images --display drm --focus-idle fixed"
REFRESH = 74.99          # bochs' preferred mode, 1280x800@74.99


# -- pictures -------------------------------------------------------------------------------
def read_png(path):
    """(width, height, rgb bytes) of an 8-bit RGB or RGBA PNG, not interlaced."""
    width, height, rows = virtual_kiosk.read_png(path)
    return width, height, b"".join(rows)


def turned_quarter(width, height, rgb):
    """The picture turned a quarter counter-clockwise, as the scan-out shows --rotate 90:
    scan-out pixel (x, y) is upright pixel (H-1-y, x), H the scan-out's height (the upright
    picture's width)."""
    out_w, out_h = height, width
    out = bytearray(out_w * out_h * 3)
    for y in range(out_h):
        u = out_h - 1 - y
        for x in range(out_w):
            i = (x * width + u) * 3
            j = (y * out_w + x) * 3
            out[j:j + 3] = rgb[i:i + 3]
    return out_w, out_h, bytes(out)


def compare(a, b):
    """(pixels that differ, largest channel difference) of two same-sized pictures."""
    (aw, ah, argb), (bw, bh, brgb) = a, b
    if (aw, ah) != (bw, bh):
        return aw * ah, 255
    if argb == brgb:
        return 0, 0
    differing, largest = 0, 0
    for i in range(0, len(argb), 3):
        d = max(abs(argb[i + k] - brgb[i + k]) for k in range(3))
        if d:
            differing += 1
            largest = max(largest, d)
    return differing, largest


def still_picture(path):
    """A 640x480 still for the file camera: gradients (red across, green down) under coloured
    blocks near one corner, so any turn or mirror shows; no barcode."""
    width, height = 640, 480
    rows = []
    for y in range(height):
        row = bytearray()
        for x in range(width):
            r, g, b = x * 255 // (width - 1), y * 255 // (height - 1), 96
            if 40 <= x < 200 and 40 <= y < 120:
                r, g, b = 255, 255, 255
            if 60 <= x < 100 and 160 <= y < 300:
                r, g, b = 0, 0, 200
            row += bytes((r, g, b))
        rows.append(bytes(row))
    write_png(path, width, height, b"".join(rows))


# -- the guest script -----------------------------------------------------------------------
STEPS_HEADER = """#!/bin/sh
# Written by Tests/VirtualKiosk/test_display.py; run in the guest by board/qemu/run --sh.
O=/mnt/out
KIOSK="kioskscan %s"
wait_for() {  # waits for the test's go-file $1 (5 minutes at most)
    i=0
    while [ ! -e "$O/go-$1" ]; do
        sleep 0.1; i=$((i + 1))
        [ $i -lt 3000 ] || { echo "timed out waiting for go-$1"; exit 1; }
    done
}
# Holds the kiosk ($K) still while the test takes a screendump: SIGSTOP after go-pause$1,
# SIGCONT after go-resume$1. A screendump is not atomic against the running guest: QEMU reads
# the scan-out buffer over some milliseconds while the kiosk goes on, and a page flip followed
# by the next frame drawn into the buffer just freed can land inside that read (seen: half a
# frame, the top rows already the next frame's). Stopped, the kiosk draws nothing, and the
# buffer on screen is whole: 40 dumps of a kiosk stopped at random moments, atomic and legacy,
# all equal its screenshot.
hold_still() {
    wait_for "pause$1"; kill -STOP $K; touch "$O/paused$1"
    wait_for "resume$1"; kill -CONT $K
}
# A line on the text console, to see it come back when the kiosk exits.
printf '\\nKIOSK-CONSOLE-MARK\\n' >/dev/tty1
""" % KIOSK_ARGS


def parse_fps(log):
    """The display's frame lines: ([(frames, seconds, fps) every 10 s], (shown, seconds, fps,
    presented, dropped) at exit)."""
    periodic = [(int(a), float(b), float(c)) for a, b, c in
                re.findall(r"drm: (\d+) frames shown in ([\d.]+) s \(([\d.]+) fps\)\n", log)]
    final = re.search(r"drm: (\d+) frames shown in ([\d.]+) s \(([\d.]+) fps\); (\d+) presented, (\d+) dropped", log)
    return periodic, final and (int(final[1]), float(final[2]), float(final[3]), int(final[4]), int(final[5]))


def console_shown(picture, kiosk_frame):
    """Whether a screendump shows the text console in text mode: not the kiosk's frame, mostly
    black, with light text on the second line (the mark written before the kiosk started) and
    on the third (written after it exited: fbcon draws it only if the VT is in text mode
    again). Lines are 16 pixels high."""
    width, height, rgb = picture
    if compare(picture, kiosk_frame)[0] < width * height // 2:
        return False
    black = sum(1 for i in range(0, len(rgb), 3 * 97) if rgb[i] < 16 and rgb[i + 1] < 16 and rgb[i + 2] < 16)

    def text_on_line(line):
        start, end = line * 16 * width * 3, (line + 1) * 16 * width * 3
        return sum(1 for i in range(start, end, 3) if rgb[i] > 128) > 50
    return black > 0.95 * (len(rgb) // (3 * 97)) and text_on_line(1) and text_on_line(2)


def boot(name, steps, image):
    """The virtual kiosk running STEPS_HEADER + steps in the guest, the still picture in front
    of its camera."""
    return VirtualKiosk(name, [image], script=STEPS_HEADER + steps, timeout=600).start()


class VirtualKioskDisplayTests(VirtualKioskTestCase):
    maxDiff = None

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.images = tempfile.mkdtemp(prefix="kiosk-images-")
        cls.image = os.path.join(cls.images, "still.png")
        still_picture(cls.image)

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.images, ignore_errors=True)

    def still_dump(self, guest, step, name):
        """A screendump taken while the guest script holds the kiosk still (hold_still STEP)."""
        guest.go("pause" + step)
        guest.wait_for_file("paused" + step)
        dump = read_png(guest.screendump(name))
        guest.go("resume" + step)
        return dump

    def report(self, line):
        print("\n    " + line, end="", file=sys.stderr, flush=True)

    def test_atomic_screen_pacing_hotplug_console(self):
        with boot("display-atomic", """
kioskscan drm-info >$O/before.info 2>&1
$KIOSK --screenshot $O/shot.png --screenshot-at 3 >$O/k.out 2>$O/k.log &
K=$!
hold_still shot
wait_for unplug
# bochs has no hot-plug interrupt: force the connector's status and send the uevent the
# interrupt would have caused (a synthetic "change" of the card).
echo off >/sys/class/drm/card0-Virtual-1/status && echo change >/sys/class/drm/card0/uevent
while ! grep -q "Virtual-1 disconnected" $O/k.log; do sleep 0.1; done
sleep 0.3
kioskscan drm-info >$O/unplugged.info 2>&1
cat /sys/class/drm/card0-Virtual-1/enabled >$O/unplugged.enabled
wait_for replug
echo detect >/sys/class/drm/card0-Virtual-1/status && echo change >/sys/class/drm/card0/uevent
while ! grep -q "set again on Virtual-1" $O/k.log; do sleep 0.1; done
sleep 1
kioskscan drm-info >$O/replugged.info 2>&1
hold_still back
wait_for second
kioskscan --camera file:/mnt/images --display drm --frames 1 2>$O/second.log
echo $? >$O/second.status
wait_for stop
kill -TERM $K
wait $K
echo $? >$O/kiosk.status
# Drawn only if the console is back in text mode (in graphics mode fbcon draws nothing).
printf 'KIOSK-AFTER-EXIT\n' >/dev/tty1
kioskscan drm-info >$O/after.info 2>&1
wait_for off
""", self.image) as guest:
            # The frame on screen is the frame the kiosk says it drew.
            log = guest.wait_for_file("k.log", r"screenshot /mnt/out/shot.png \(at")
            shown_at = time.monotonic()
            self.assertIn("console: /dev/tty0 in graphics mode until the kiosk exits", log)
            self.assertIn("display drm:/dev/dri/card0 (bochs-drm) connector Virtual-1, CRTC 35, plane 33, "
                          "mode 1280x800@74.99 (preferred), atomic, 2 dumb buffers XRGB8888 1280x800 pitch 5120", log)
            # --drm-shadow auto: the dumb buffer's read speed measured against cached memory.
            # (Under TCG the guest's write-combined mapping of bochs' VRAM reads like any memory.)
            probe = re.search(r"drm: frames drawn (straight into the buffer|into a cached image, copied into the buffer) "
                              r"\((the driver prefers a shadow \(DRM_CAP_DUMB_PREFER_SHADOW\); )?dumb buffer reads \d+ MB/s, "
                              r"cached memory \d+ MB/s(: cached|: uncached or write-combined)?\)", log)
            self.assertIsNotNone(probe, "the display should say where it draws and why, see %s" % guest.path("k.log"))
            self.report("atomic 1280x800, --drm-shadow auto: " + probe.group(0))
            dump = self.still_dump(guest, "shot", "dump.png")
            shot = read_png(guest.path("shot.png"))
            differing, largest = compare(dump, shot)
            self.report("atomic 1280x800: screendump vs --screenshot: %d of %d pixels differ (largest %d)"
                        % (differing, 1280 * 800, largest))
            self.assertEqual((dump[0], dump[1]), (1280, 800))
            self.assertEqual(differing, 0)

            # Unplugged: the kiosk turns the CRTC off and waits; plugged back: the same frame.
            guest.go("unplug")
            info = guest.wait_for_file("unplugged.info", r"kiosk would")
            # The CRTC is off and the connector unbound (QEMU's bochs-display keeps showing the
            # last picture, so the screendump cannot tell).
            self.assertIn("CRTC 35 (index 0): off", info)
            self.assertEqual(guest.wait_for_file("unplugged.enabled", r"abled").strip(), "disabled")
            self.assertIn("connector 31 Virtual-1: disconnected", info)
            guest.go("replug")
            info = guest.wait_for_file("replugged.info", r"kiosk would")
            before = guest.read("before.info")
            fbcon = re.search(r"CRTC 35 \(index 0\): 1280x800@74.99, framebuffer (\d+)", before)
            self.assertIsNotNone(fbcon, before)
            lit = re.search(r"CRTC 35 \(index 0\): 1280x800@74.99, framebuffer (\d+)", info)
            self.assertIsNotNone(lit, "the mode set again after the screen came back:\n" + info)
            self.assertNotEqual(lit[1], fbcon[1], "the kiosk's framebuffer, not the console's")
            back = self.still_dump(guest, "back", "replugged.png")
            differing, largest = compare(back, shot)
            self.report("plugged back: %d pixels differ from --screenshot (largest %d)" % (differing, largest))
            self.assertEqual(differing, 0)

            # Another program cannot take the screen while the kiosk is DRM master.
            guest.go("second")
            self.assertEqual(guest.wait_for_file("second.status", r"\d").strip(), "1")
            self.assertIn("another program is DRM master", guest.read("second.log"))

            # Run a little over 10 s for one "frames shown" line, then stop with SIGTERM.
            time.sleep(max(0, 11.5 - (time.monotonic() - shown_at + 3)))
            guest.go("stop")
            self.assertEqual(guest.wait_for_file("kiosk.status", r"\d").strip(), "0")
            guest.wait_for_file("after.info", r"kiosk would")
            console = read_png(guest.screendump("console.png"))
            self.assertTrue(console_shown(console, shot), "after exit the screen should show the text console, see %s"
                            % guest.path("console.png"))
            # The CRTC shows the console's framebuffer again, in the mode it had.
            self.assertIn("CRTC 35 (index 0): 1280x800@74.99, framebuffer %s" % fbcon[1],
                          guest.wait_for_file("after.info", r"kiosk would"))

            log = guest.read("k.log")
            periodic, final = parse_fps(log)
            self.report("frames: every 10 s %s; at exit %s" % (periodic, final))
            self.assertTrue(periodic, "a 'frames shown in 10.0 s' line")
            self.assertIsNotNone(final, "a frames line at exit")
            shown, seconds, fps, presented, dropped = final
            for _, _, rate in periodic + [(shown, seconds, fps)]:
                self.assertLessEqual(rate, REFRESH * 1.02, "never more frames than the screen refreshes")
                self.assertGreater(rate, 1.0)
            self.assertLessEqual(presented - shown, 1, "every frame drawn is shown (at most one still queued at exit)")
            self.assertEqual(dropped, 0)
            guest.go("off")   # the script ends, the guest powers off
            self.assertEqual(guest.wait(), 0, "board/qemu/run failed; see %s" % guest.out)

    def test_rotation_and_legacy(self):
        with boot("display-rotation", """
$KIOSK --rotate 90 --screenshot $O/r90.png --screenshot-at 3 >$O/k90.out 2>$O/k90.log &
K=$!
hold_still r90
wait_for usr1
kill -USR1 $K
wait_for stop90
kill -TERM $K
wait $K
echo $? >$O/k90.status
$KIOSK --drm-legacy --drm-shadow on --screenshot $O/legacy.png --screenshot-at 3 >$O/klegacy.out 2>$O/klegacy.log &
K=$!
hold_still legacy
wait_for stoplegacy
kill -TERM $K
wait $K
echo $? >$O/klegacy.status
printf 'KIOSK-AFTER-EXIT\n' >/dev/tty1
wait_for small
# A small mode draws faster than bochs' 60 Hz: frames are held to the refresh rate.
$KIOSK --display-mode 640x480 --frames 150 >$O/k640.out 2>$O/k640.log
echo $? >$O/k640.status
wait_for off
""", self.image) as guest:
            # 90°: the screendump is the kiosk's upright screenshot turned a quarter.
            log = guest.wait_for_file("k90.log", r"screenshot /mnt/out/r90.png \(at")
            self.assertIn("rotated 90 by Render (upright 800x1280), atomic", log)
            dump = self.still_dump(guest, "r90", "dump90.png")
            upright = read_png(guest.path("r90.png"))
            self.assertEqual((upright[0], upright[1]), (800, 1280))
            differing, largest = compare(dump, turned_quarter(*upright))
            self.report("rotate 90: screendump vs --screenshot turned: %d of %d pixels differ (largest %d)"
                        % (differing, 1280 * 800, largest))
            self.assertEqual(differing, 0)
            guest.go("usr1")
            guest.wait_for_file("k90.log", r"screenshot /mnt/out/r90.png \(SIGUSR1, 800x1280\)")
            guest.go("stop90")
            self.assertEqual(guest.wait_for_file("k90.status", r"\d").strip(), "0")

            # Legacy drmModeSetCrtc/drmModePageFlip: the same comparison, and the console back.
            log = guest.wait_for_file("klegacy.log", r"screenshot /mnt/out/legacy.png \(at")
            self.assertIn("mode 1280x800@74.99 (preferred), legacy,", log)
            # Drawn into a cached image and copied into the buffer: the screen shows the same.
            self.assertIn("drm: frames drawn into a cached image, copied into the buffer (--drm-shadow on; read speed not measured)", log)
            dump = self.still_dump(guest, "legacy", "dumplegacy.png")
            shot = read_png(guest.path("legacy.png"))
            differing, largest = compare(dump, shot)
            self.report("legacy, --drm-shadow on: screendump vs --screenshot: %d pixels differ (largest %d)" % (differing, largest))
            self.assertEqual(differing, 0)
            guest.go("stoplegacy")
            self.assertEqual(guest.wait_for_file("klegacy.status", r"\d").strip(), "0")
            time.sleep(1)
            console = read_png(guest.screendump("console.png"))
            self.assertTrue(console_shown(console, shot), "after exit the screen should show the text console, see %s"
                            % guest.path("console.png"))
            guest.go("small")
            self.assertEqual(guest.wait_for_file("k640.status", r"\d", timeout=60).strip(), "0")
            held = "frames held to 60.00 per second" in guest.read("k640.log")
            for name, refresh in (("k90.log", REFRESH), ("klegacy.log", REFRESH), ("k640.log", 60.0)):
                _, final = parse_fps(guest.read(name))
                self.report("%s at exit: %s%s" % (name, final, " (unpaced flips seen: held)" if held and refresh == 60 else ""))
                self.assertIsNotNone(final)
                self.assertLessEqual(final[2], refresh * 1.02, "never more frames than the screen refreshes")
                self.assertLessEqual(final[3] - final[0], 1)
            guest.go("off")   # the script ends, the guest powers off
            self.assertEqual(guest.wait(), 0, "board/qemu/run failed; see %s" % guest.out)


if __name__ == "__main__":
    unittest.main()
