"""virtual_kiosk: the one fixture for the end-to-end tests in the virtual kiosk (board/qemu).

Every VM test is a VirtualKioskTestCase, which holds the one rule for all of them (without the
release build they fail; where the virtual kiosk cannot run, no samples or no QEMU, they skip
with the reason), and boots the guest with VirtualKiosk, in one of two ways:

    class CameraTest(VirtualKioskTestCase):
        def test_to_completion(self):
            run = VirtualKiosk("camera-x", [sample("qrcode-3/27.webp")], ["--camera", "v4l2:/dev/video0"],
                               ["--duration", "20"]).run()          # waits until board/qemu/run ends
            self.assertEqual(run.returncode, 0, run.describe())

        def test_in_the_background(self):
            with VirtualKiosk("camera-y", [sample("qrcode-3/27.webp")], timeout=240).start() as kiosk:
                kiosk.wait_until(kiosk.events, 120, "a capture")  # kiosk.qmp: screendumps, taps, keys
                kiosk.qmp.tap(640, 400)
                shot = kiosk.screendump("shot.png")
            # leaving the block stops it: SIGTERM to board/qemu/run (clean stop), SIGKILL a minute later

A guest script instead of the kiosk: script="..." (shell text, run with run's --sh), which
can wait for go-files the test creates with go(STEP) and leave files read with read() and
wait_for_file(). Each boot's folder (run's --out, the guest's /mnt/out) is ARTEFACTS/NAME:
emptied when that name boots again and otherwise kept, so after a failure its logs,
screendumps and frames are there to look at; describe() names it.
"""

import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import unittest

REPO = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
BOARD = os.path.join(REPO, "board", "qemu")
RUN = os.path.join(BOARD, "run")
KIOSKSCAN = os.path.join(REPO, ".build", "release", "kioskscan")
# The development tools of the same build, run on the host: `banner` draws the reference the
# screendumps are compared with, `frames` turns images into camera frames.
KIOSKSCAN_DEV = os.path.join(REPO, ".build", "release", "kioskscan-dev")
# The sample images: $KIOSKSCAN_TESTDATA, else $TESTDATA, else ../shared/testdata beside the
# checkout; nowhere else.
TESTDATA = os.path.abspath(os.environ.get("KIOSKSCAN_TESTDATA") or os.environ.get("TESTDATA")
                           or os.path.join(REPO, "..", "shared", "testdata"))
SAMPLES = os.path.join(TESTDATA, "zxing-blackbox")
# Every boot's folder, ARTEFACTS/NAME: kept for a person to look at after a failure.
ARTEFACTS = os.path.join(REPO, ".build", "test-artefacts", "virtual-kiosk")

sys.path.insert(0, BOARD)
from qmp import QMP, QMPError  # noqa: E402

BOOT_SECONDS = 600    # board/qemu/run builds the image before QEMU starts: seconds, minutes when its cache is rebuilt
BOOT_LIMIT = 90       # run's --boot-limit: the guest's devices are ready this long after QEMU starts (5-20 s here)
# A boot that stops before the guest's devices are ready (in the kernel or QEMU under TCG: none
# of the kiosk's code has run) is tried once more, and says so on stderr. One CI run lost a
# test to a guest that wrote nothing in 120 s; 150 boots here never did.
BOOT_ATTEMPTS = 2
STOP_SECONDS = 60     # after SIGTERM, run stops the kiosk and powers the guest off (it quits QEMU itself after 25 s)
QMP_SECONDS = 60      # for one QMP command to be answered
POLL_SECONDS = 0.1


def sample(relative):
    return os.path.join(SAMPLES, relative)


def expected_text(relative):
    with open(os.path.splitext(sample(relative))[0] + ".txt", "rb") as f:
        return f.read().decode("utf-8")


# -- the skip rule -------------------------------------------------------------------------
def qemu_unavailable():
    """None when QEMU can run here, else why not (after installing it as board/qemu/run does)."""
    if not shutil.which("qemu-system-x86_64"):
        import importlib.machinery
        import importlib.util
        loader = importlib.machinery.SourceFileLoader("board_qemu_run", RUN)
        run = importlib.util.module_from_spec(importlib.util.spec_from_loader(loader.name, loader))
        loader.exec_module(run)
        try:
            run.ensure_qemu()
        except SystemExit:
            return "qemu-system-x86_64 is not installed and apt-get could not install qemu-system-x86"
        except OSError as e:     # no apt-get, or no sudo for a user who is not root
            return "qemu-system-x86_64 is not installed and cannot be installed here (%s)" % e
    if not shutil.which("qemu-system-x86_64"):
        return "qemu-system-x86_64 is not available"
    r = subprocess.run(["qemu-system-x86_64", "--version"], stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    if r.returncode != 0:
        return "qemu-system-x86_64 --version failed: %s" % r.stdout.decode(errors="replace").strip()
    return None


_cannot_run = None    # why the virtual kiosk cannot run here ("" when it can), once per test run


def require_release_build():
    """A missing release build fails: make test builds it before the VM tests, so its absence
    is a broken build, not a machine where the virtual kiosk cannot run."""
    for binary in (KIOSKSCAN, KIOSKSCAN_DEV):
        if not os.access(binary, os.X_OK):
            raise AssertionError("no release build at %s: build it first (make release, or "
                                 "swift build -c release -Xswiftc -warnings-as-errors; make test does)" % binary)


def skip_unless_virtual_kiosk():
    """Skips, with the reason, when the virtual kiosk cannot run here at all: no sample images,
    or no QEMU and none to be had with apt-get. Checked once per test run."""
    global _cannot_run
    if _cannot_run is None:
        if not os.path.isdir(SAMPLES):
            _cannot_run = ("the virtual kiosk cannot run: sample images not found at %s (set KIOSKSCAN_TESTDATA "
                           "or TESTDATA, or put testdata in ../shared beside the checkout)" % SAMPLES)
        else:
            why = qemu_unavailable()
            _cannot_run = "the virtual kiosk cannot run: %s" % why if why else ""
    if _cannot_run:
        raise unittest.SkipTest(_cannot_run)


class VirtualKioskTestCase(unittest.TestCase):
    """The base of every VM test, and its one rule: the class fails without the release build
    (require_release_build), each test skips when the virtual kiosk cannot run here
    (skip_unless_virtual_kiosk)."""

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        require_release_build()

    def setUp(self):
        super().setUp()
        skip_unless_virtual_kiosk()


# -- one boot ------------------------------------------------------------------------------
def _tail(label, text, size):
    """The last size characters of text, from a line's start, under a label."""
    if len(text) > size:
        text = text[-size:]
        text = text[text.find("\n") + 1:]
    return "%s (tail):\n%s\n" % (label, text.rstrip("\n") or "(nothing)")


class VirtualKiosk:
    """One boot of the virtual kiosk (board/qemu/run) for a test.

    name        its folder, ARTEFACTS/name (run's --out; /mnt/out in the guest)
    images      what the camera shows (run's --images); none: run's default sample
    kiosk_args  the kiosk's arguments (after "--"); None: run's default, the real kiosk
    run_args    more options for board/qemu/run (--camera-size, --duration, --sh, --file, ...)
    script      shell text for the guest instead of the kiosk: OUT/script.sh, run with --sh
    timeout     run's --timeout, its own hard limit from boot on (None: run's default)
    """

    def __init__(self, name, images=(), kiosk_args=None, run_args=(), script=None, timeout=None):
        self.name = name
        self.out = os.path.join(ARTEFACTS, name)
        self.process = None
        self.returncode = None
        self.qmp = None
        self.socket = None
        self._socket_dir = None
        self._output = None
        shutil.rmtree(self.out, ignore_errors=True)
        os.makedirs(self.out)
        self.args = ["--out", self.out, "--shot-every", "0", "--boot-limit", "%g" % BOOT_LIMIT]
        self.boots = 0
        if timeout is not None:
            self.args += ["--timeout", "%g" % timeout]
        if images:
            self.args += ["--images", *images]
        if script is not None:
            with open(self.path("script.sh"), "w") as f:
                f.write(script)
            self.args += ["--sh", "sh /mnt/out/script.sh"]
        self.args += list(run_args)
        if kiosk_args is not None:
            self.args += ["--", *kiosk_args]

    def _launch(self, extra):
        # run's messages go to a file (a pipe nobody reads while the test waits could fill up).
        self._output = open(self.path("run.log"), "w")
        env = dict(os.environ, TESTDATA=TESTDATA)     # run's default camera image from the same samples
        self.process = subprocess.Popen([sys.executable, RUN] + extra + self.args, stdin=subprocess.DEVNULL,
                                        stdout=self._output, stderr=subprocess.STDOUT, cwd=REPO, env=env)
        self.started = time.monotonic()

    def run(self, limit=300):
        """Boots and waits until board/qemu/run ends by itself (its exit status in returncode);
        past limit seconds it is stopped and the test fails. Returns self."""
        while True:
            self._launch([])
            try:
                self.process.wait(limit)
            except subprocess.TimeoutExpired:
                self.stop()
                raise AssertionError("board/qemu/run still ran after %d s: stopped; %s" % (limit, self.describe()))
            finally:
                self.stop()
            if not self._boot_again():
                return self

    def start(self):
        """Boots in the background with a QMP socket of its own (self.qmp); returns self once
        QEMU answers on it and the guest's devices are ready (the kiosk, or the guest script,
        starting). Use as a context manager, or call stop() or wait()."""
        while True:
            self._socket_dir = tempfile.mkdtemp(prefix="kiosk-qmp-")
            self.socket = os.path.join(self._socket_dir, "qmp.sock")
            self._launch(["--qmp", self.socket])
            try:
                deadline = time.monotonic() + BOOT_SECONDS
                while not os.path.exists(self.socket):
                    if self.process.poll() is not None:
                        raise AssertionError("the virtual kiosk did not start; %s" % self.describe())
                    if time.monotonic() > deadline:
                        raise AssertionError("QEMU did not start within %d s; %s" % (BOOT_SECONDS, self.describe()))
                    time.sleep(POLL_SECONDS)
                try:
                    self.qmp = QMP(self.socket, timeout=QMP_SECONDS)
                except QMPError as e:
                    raise AssertionError("no QMP connection to the virtual kiosk (%s); %s" % (e, self.describe()))
                # run quits QEMU itself at BOOT_LIMIT; the margin is for it to finish.
                deadline = time.monotonic() + BOOT_LIMIT + STOP_SECONDS
                while "devices ready" not in self.log() and self.process.poll() is None:
                    if time.monotonic() > deadline:
                        raise AssertionError("the guest was not ready after %d s; %s" % (BOOT_LIMIT, self.describe()))
                    time.sleep(POLL_SECONDS)
                if "devices ready" in self.log():
                    return self
                self.stop()
                if not self._boot_again():
                    raise AssertionError("the virtual kiosk stopped before the guest was ready; %s" % self.describe())
            except BaseException:
                self.stop()
                raise

    def _boot_again(self):
        """After run ended: whether it was a boot that stopped before the guest's devices were
        ready (run's --boot-limit) that may be tried again (BOOT_ATTEMPTS). Its files are kept
        as boot-N-*; stderr says so."""
        self.boots += 1
        try:
            with open(self.path("run.json")) as f:
                summary = json.load(f)
        except (OSError, ValueError):
            return False
        if summary.get("stopped_by") != "boot-limit" or self.boots >= BOOT_ATTEMPTS:
            return False
        for name in ("run.log", "serial.log", "boot-hang.txt", "run.json"):
            if os.path.exists(self.path(name)):
                os.replace(self.path(name), self.path("boot-%d-%s" % (self.boots, name)))
        print("\n    virtual kiosk %s: boot %d stopped before the guest was ready (%s); booting again" % (
            self.name, self.boots, summary.get("failure")), file=sys.stderr)
        return True

    def stop(self):
        """Stops board/qemu/run if it still runs: SIGTERM (the kiosk gets SIGTERM, the guest
        syncs and powers off), SIGKILL after STOP_SECONDS (QEMU dies with it). Returns run's
        exit status; calling it again does nothing more."""
        if self.process is None:
            return None
        if self.qmp is not None:
            self.qmp.close()
            self.qmp = None
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(STOP_SECONDS)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        self.returncode = self.process.returncode
        if self._output is not None:
            self._output.close()
            self._output = None
        if self._socket_dir is not None:
            shutil.rmtree(self._socket_dir, ignore_errors=True)
            self._socket_dir = None
        return self.returncode

    def wait(self, seconds=STOP_SECONDS):
        """Lets board/qemu/run end by itself (the kiosk or guest script done), for at most
        seconds, then stop(). Returns run's exit status."""
        try:
            self.process.wait(seconds)
        except subprocess.TimeoutExpired:
            pass
        return self.stop()

    def __enter__(self):
        return self

    def __exit__(self, kind, value, traceback):
        self.stop()
        if kind is not None:
            print("\n    virtual kiosk files: %s" % self.out, file=sys.stderr)
        return False

    # -- what it leaves --------------------------------------------------------------------
    def path(self, name):
        return os.path.join(self.out, name)

    def read(self, name):
        """The text of OUT/name ("" while it does not exist)."""
        try:
            with open(self.path(name), errors="replace") as f:
                return f.read()
        except OSError:
            return ""

    def log(self):
        """kiosk.log: the guest init's steps and the kiosk's messages."""
        return self.read("kiosk.log")

    def output(self):
        """What board/qemu/run said (OUT/run.log)."""
        return self.read("run.log")

    def events(self, name="events.jsonl"):
        """The JSON lines in OUT/name so far (the kiosk's stdout), but for a last line still
        being written."""
        lines = self.read(name).split("\n")
        last = lines.pop()           # "" when the text ends with a newline
        found = [json.loads(line) for line in lines if line.strip()]
        if last.strip():
            try:
                found.append(json.loads(last))
            except ValueError:
                pass
        return found

    def describe(self):
        """For failure messages: the ends of run's output, events.jsonl, kiosk.log (and sh.log
        when a guest command wrote one), and where the files are."""
        sh = self.read("sh.log")
        log = self.log()
        # Nothing in kiosk.log: the guest's boot stopped before its init mounted the out share;
        # the serial console has the kernel's errors and the init's first steps.
        serial = "" if log else _tail("serial.log", self.read("serial.log"), 1500)
        if os.path.exists(self.path("boot-1-run.log")):
            serial += "(an earlier boot stopped before the guest was ready: boot-1-run.log, boot-1-serial.log)\n"
        return "%s%s%s%s%s(artefacts in %s)" % (
            _tail("run output", self.output(), 2000), _tail("events.jsonl", self.read("events.jsonl"), 1500),
            _tail("kiosk.log", log, 3000), serial, _tail("sh.log", sh, 1500) if sh else "", self.out)

    # -- waiting ---------------------------------------------------------------------------
    def wait_until(self, condition, seconds, what):
        """Polls condition() until it returns something true, and returns that; fails when
        seconds pass or the run ends first."""
        deadline = time.monotonic() + seconds
        while True:
            value = condition()
            if value:
                return value
            if self.process.poll() is not None:
                value = condition()          # what it wrote just before it ended
                if value:
                    return value
                raise AssertionError("the virtual kiosk stopped while waiting for %s; %s" % (what, self.describe()))
            if time.monotonic() > deadline:
                raise AssertionError("timed out after %d s waiting for %s; %s" % (seconds, what, self.describe()))
            time.sleep(POLL_SECONDS)

    def wait_for_event(self, predicate, what, timeout=120):
        """Waits for JSON lines in events.jsonl that predicate accepts; returns them."""
        return self.wait_until(lambda: [e for e in self.events() if predicate(e)], timeout, what)

    def wait_for_file(self, name, pattern=None, timeout=180):
        """Waits until OUT/name exists (and its text matches pattern); returns its text."""
        def found():
            if os.path.exists(self.path(name)):
                text = self.read(name)
                if pattern is None or re.search(pattern, text):
                    return (text,)
            return None
        what = name + (" with %r" % pattern if pattern else "")
        return self.wait_until(found, timeout, what)[0]

    # -- acting on it ----------------------------------------------------------------------
    def go(self, step):
        """Creates OUT/go-STEP, which a guest script can wait for (/mnt/out/go-STEP)."""
        open(self.path("go-" + step), "w").close()

    def screendump(self, name):
        """What the screen shows, as OUT/name (PNG); returns its path."""
        path = self.path(name)
        self.qmp.screendump(path)
        return path

    def key(self, qcode, down):
        """A key (QEMU qcode, e.g. "ret", "a", "shift") pressed or released on the keyboard."""
        self.qmp.execute("input-send-event", events=[{"type": "key", "data": {"down": down, "key": {"type": "qcode", "data": qcode}}}])

    def burst(self, qcodes):
        """Keys typed as a scanner types them, all in one QMP command: their events reach the
        guest together, and no busy host can stretch the gaps between them past the 50 ms that
        ends a scanner's burst (one command per key was split that way under load: a second VM
        beside the suite put more than 50 ms between two commands, and the scan lost its first
        keys). The AT keyboard's PS/2 queue in QEMU holds 16 bytes (translated scan codes: a key
        is 2 bytes, 4 with Shift), so a burst to it must fit; a virtio keyboard's holds 64 events."""
        events = []
        for item in qcodes:
            parts = item.split("+")
            events += [{"type": "key", "data": {"down": True, "key": {"type": "qcode", "data": p}}} for p in parts]
            events += [{"type": "key", "data": {"down": False, "key": {"type": "qcode", "data": p}}} for p in reversed(parts)]
        self.qmp.execute("input-send-event", events=events)

    def keys(self, qcodes, gap, hold=0.004):
        """Press and release each key (a list of qcodes; "shift+a" holds Shift) gap s apart."""
        for item in qcodes:
            parts = item.split("+")
            for p in parts:
                self.key(p, True)
            time.sleep(hold)
            for p in reversed(parts):
                self.key(p, False)
            time.sleep(gap)


# -- pictures ------------------------------------------------------------------------------
def read_png(path):
    """(width, height, rows of RGB bytes) of an 8-bit RGB or RGBA, non-interlaced PNG (what the
    kiosk's png display and board/qemu's screendumps write)."""
    import struct
    import zlib
    with open(path, "rb") as f:
        data = f.read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "%s is not a PNG" % path
    pos, idat, width = 8, b"", None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        chunk = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", chunk)
            assert depth == 8 and colour in (2, 6) and interlace == 0, "unsupported PNG %s" % path
            channels = 3 if colour == 2 else 4
        elif kind == b"IDAT":
            idat += chunk
        pos += 12 + length
    raw = zlib.decompress(idat)
    stride = width * channels
    rows, previous = [], bytearray(stride)
    for y in range(height):
        start = y * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        for i in range(stride):
            a = line[i - channels] if i >= channels else 0
            b = previous[i]
            c = previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + a) & 255
            elif kind == 2:
                line[i] = (line[i] + b) & 255
            elif kind == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        previous = line
        rows.append(bytes(line) if channels == 3 else bytes(v for j, v in enumerate(line) if j % 4 != 3))
    return width, height, rows


def looks_like_a_message_screen(path):
    """True for the kiosk's plain message screen: black between the control bars but for light
    text in the middle band (no picture, no indicator)."""
    width, height, rows = read_png(path)
    dark = lit_middle = 0
    ys, xs = range(80, height - 80, 2), range(0, width - 160, 2)
    for y in ys:
        row = rows[y]
        for x in xs:
            r, g, b = row[3 * x], row[3 * x + 1], row[3 * x + 2]
            if r + g + b < 30:
                dark += 1
            elif r > 150 and height * 0.35 < y < height * 0.65:
                lit_middle += 1
    total = len(ys) * len(xs)
    return dark > 0.97 * total and lit_middle > 50
