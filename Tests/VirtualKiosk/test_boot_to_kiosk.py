"""Boot to kiosk: the package makes a machine boot straight into the kiosk, and keeps it there.

board/qemu/boot-to-kiosk builds the amd64 .deb (scripts/build-deb), installs it with apt into a
debootstrapped Debian 12 (board/qemu/build-rootfs) and boots that with systemd on the virtual
kiosk's devices; the same again for Debian 13 with the Debian 13 package (built in the Debian 13
root with Debian 13's Swift and zxing-cpp 2.3, scripts/build-trixie); only the package's kioskscan.service starts the kiosk. It must come up as the
unprivileged user kioskscan (video, input, render) on tty1, capture the QR code with its exact
text and show the banner (screendump), be restarted after SIGKILL, and after SIGSTOP by the
watchdog. It boots its own way (a disk and systemd, not board/qemu/run), so it does not use
VirtualKiosk; the skip rule is the same. About 2 minutes each with warm caches, 7-9 from nothing
(Debian 13: its build 3 min and its debootstrap 2 min more).
The unit it boots is the hardened one: systemd-analyze security scores it 2.0 or better.
"""

import json
import os
import re
import shutil
import subprocess
import sys
import unittest

from virtual_kiosk import ARTEFACTS, BOARD, REPO, TESTDATA, VirtualKioskTestCase

UNIT = os.path.join(REPO, "packaging", "deb", "kioskscan.service")


class ServiceExposureTest(VirtualKioskTestCase):
    def test_the_service_is_hardened(self):
        """systemd's own measure of what the service may do: 2.0 or less ("OK"); it was 8.1."""
        if not shutil.which("systemd-analyze"):
            self.skipTest("no systemd-analyze here")
        r = subprocess.run(["systemd-analyze", "security", "--offline=yes", "--no-pager", UNIT], capture_output=True, text=True)
        found = re.search(r"Overall exposure level for kioskscan.service: ([0-9.]+)", r.stdout)
        self.assertIsNotNone(found, r.stdout[-2000:] + r.stderr[-2000:])
        self.assertLessEqual(float(found.group(1)), 2.0, r.stdout[-3000:])


class BootToKioskTest(VirtualKioskTestCase):
    dist = "bookworm"

    def test_the_package_boots_into_the_kiosk_and_systemd_keeps_it_there(self):
        name = "boot-to-kiosk" + ("" if self.dist == "bookworm" else "-" + self.dist)
        out = os.path.join(ARTEFACTS, name)
        env = dict(os.environ, TESTDATA=TESTDATA)
        os.makedirs(os.path.dirname(out), exist_ok=True)
        with open(os.path.join(os.path.dirname(out), name + ".log"), "w") as log:
            r = subprocess.run([sys.executable, os.path.join(BOARD, "boot-to-kiosk"), "--dist", self.dist, "--out", out, "--timeout", "900"],
                               stdin=subprocess.DEVNULL, stdout=log, stderr=subprocess.STDOUT, env=env)
        try:
            with open(os.path.join(out, "summary.json")) as f:
                summary = json.load(f)
        except (OSError, ValueError):
            summary = {}
        with open(os.path.join(os.path.dirname(out), name + ".log")) as f:
            tail = f.read()[-3000:]
        self.assertEqual(r.returncode, 0, "board/qemu/boot-to-kiosk --dist %s failed: %s\n%s" % (self.dist, summary.get("failures"), tail))
        facts = summary["facts"]
        self.assertEqual((facts["user"], facts["tty"], facts["result"]), ("kioskscan", "tty1", "ok"))
        print("\nboot to kiosk (Debian %s, %s): ready %s s after boot, capture at %s s, restart after SIGKILL %s s, after SIGSTOP %s s, %s s in all"
              % (facts.get("debian_version"), facts.get("zxing", "").strip(), facts["ready_uptime"], facts["capture_uptime"],
                 facts["kill_restart_seconds"], facts["stop_restart_seconds"], summary.get("timings", {}).get("total_s")))


class TrixieBootToKioskTest(BootToKioskTest):
    """The same on Debian 13 with the Debian 13 amd64 package (zxing-cpp 2.3)."""

    dist = "trixie"


if __name__ == "__main__":
    unittest.main()
