"""Boot to kiosk: the package makes a machine boot straight into the kiosk, and keeps it there.

board/qemu/boot-to-kiosk builds the amd64 .deb (scripts/build-deb), installs it with apt into a
debootstrapped Debian 12 (board/qemu/build-rootfs) and boots that with systemd on the virtual
kiosk's devices; only the package's kioskscan.service starts the kiosk. It must come up as the
unprivileged user kioskscan (video, input, render) on tty1, capture the QR code with its exact
text and show the banner (screendump), be restarted after SIGKILL, and after SIGSTOP by the
watchdog. It boots its own way (a disk and systemd, not board/qemu/run), so it does not use
VirtualKiosk; the skip rule is the same. About 2 minutes with warm caches, 7-9 from nothing.
"""

import json
import os
import subprocess
import sys
import unittest

from virtual_kiosk import ARTEFACTS, BOARD, TESTDATA, VirtualKioskTestCase


class BootToKioskTest(VirtualKioskTestCase):
    def test_the_package_boots_into_the_kiosk_and_systemd_keeps_it_there(self):
        out = os.path.join(ARTEFACTS, "boot-to-kiosk")
        env = dict(os.environ, TESTDATA=TESTDATA)
        os.makedirs(os.path.dirname(out), exist_ok=True)
        with open(os.path.join(os.path.dirname(out), "boot-to-kiosk.log"), "w") as log:
            r = subprocess.run([sys.executable, os.path.join(BOARD, "boot-to-kiosk"), "--out", out, "--timeout", "900"],
                               stdin=subprocess.DEVNULL, stdout=log, stderr=subprocess.STDOUT, env=env)
        try:
            with open(os.path.join(out, "summary.json")) as f:
                summary = json.load(f)
        except (OSError, ValueError):
            summary = {}
        with open(os.path.join(os.path.dirname(out), "boot-to-kiosk.log")) as f:
            tail = f.read()[-3000:]
        self.assertEqual(r.returncode, 0, "board/qemu/boot-to-kiosk failed: %s\n%s" % (summary.get("failures"), tail))
        facts = summary["facts"]
        self.assertEqual((facts["user"], facts["tty"], facts["result"]), ("kioskscan", "tty1", "ok"))
        print("\nboot to kiosk: ready %s s after boot, capture at %s s, restart after SIGKILL %s s, after SIGSTOP %s s"
              % (facts["ready_uptime"], facts["capture_uptime"], facts["kill_restart_seconds"], facts["stop_restart_seconds"]))


if __name__ == "__main__":
    unittest.main()
