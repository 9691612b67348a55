"""virtual_kiosk: runs board/qemu/run for the end-to-end tests and reads what it left."""

import json
import os
import shutil
import subprocess
import sys
import tempfile
import unittest

REPO = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
RUN = os.path.join(REPO, "board", "qemu", "run")
KIOSKSCAN = os.path.join(REPO, ".build", "release", "kioskscan")
# The sample images: $KIOSKSCAN_TESTDATA, else $TESTDATA, else ../shared/testdata beside the
# checkout; nowhere else.
TESTDATA = os.path.abspath(os.environ.get("KIOSKSCAN_TESTDATA") or os.environ.get("TESTDATA")
                           or os.path.join(REPO, "..", "shared", "testdata"))
SAMPLES = os.path.join(TESTDATA, "zxing-blackbox")
# Failed runs keep their output here for a person to look at.
ARTEFACTS = os.path.join(REPO, ".build", "test-artefacts", "virtual-kiosk")


def sample(relative):
    return os.path.join(SAMPLES, relative)


def expected_text(relative):
    with open(os.path.splitext(sample(relative))[0] + ".txt", "rb") as f:
        return f.read().decode("utf-8")


def skip_unless_runnable(test):
    """Skips (with the reason) only when the virtual kiosk cannot run here at all."""
    if not os.path.exists(KIOSKSCAN):
        raise unittest.SkipTest("no release build at %s (make test builds it)" % KIOSKSCAN)
    if not os.path.isdir(SAMPLES):
        raise unittest.SkipTest("sample images not found at %s" % SAMPLES)


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
    if not shutil.which("qemu-system-x86_64"):
        return "qemu-system-x86_64 is not available"
    r = subprocess.run(["qemu-system-x86_64", "--version"], stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    if r.returncode != 0:
        return "qemu-system-x86_64 --version failed: %s" % r.stdout.decode(errors="replace").strip()
    return None


class Run:
    """One boot of the virtual kiosk; its output folder survives a failed test."""

    def __init__(self, name, images, kiosk_args, run_args=(), timeout=300):
        self.out = os.path.join(ARTEFACTS, name)
        shutil.rmtree(self.out, ignore_errors=True)
        os.makedirs(self.out)
        cmd = [sys.executable, RUN, "--out", self.out, "--images", *images, *run_args, "--", *kiosk_args]
        self.result = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=timeout)
        self.output = self.result.stdout.decode(errors="replace")

    def events(self):
        path = os.path.join(self.out, "events.jsonl")
        if not os.path.exists(path):
            return []
        with open(path) as f:
            return [json.loads(line) for line in f if line.strip()]

    def log(self):
        path = os.path.join(self.out, "kiosk.log")
        if not os.path.exists(path):
            return ""
        with open(path, errors="replace") as f:
            return f.read()

    def describe(self):
        return "run output:\n%s\nkiosk.log (tail):\n%s\n(artefacts in %s)" % (self.output[-2000:], self.log()[-3000:], self.out)


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


class LiveRun:
    """The virtual kiosk running in the background with a QMP socket, for tests that act on it
    while it runs (taps, screendumps). Use as a context manager; it stops the run on exit."""

    def __init__(self, name, images, kiosk_args, run_args=(), timeout=240):
        import time
        sys.path.insert(0, os.path.join(REPO, "board", "qemu"))
        from qmp import QMP
        self.out = os.path.join(ARTEFACTS, name)
        shutil.rmtree(self.out, ignore_errors=True)
        os.makedirs(self.out)
        self.socket = os.path.join(tempfile.mkdtemp(prefix="kiosk-qmp-"), "qmp.sock")
        cmd = [sys.executable, RUN, "--out", self.out, "--qmp", self.socket, "--timeout", str(timeout),
               "--images", *images, *run_args, "--", *kiosk_args]
        self.process = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
        self.qmp = QMP(self.socket, timeout=120)
        self.started = time.time()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.stop()

    def stop(self):
        import signal
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(timeout=60)
            except subprocess.TimeoutExpired:
                self.process.kill()
        try:
            self.qmp.close()
        except Exception:
            pass
        if self.process.stdout:
            self.output = self.process.stdout.read().decode(errors="replace")
            self.process.stdout.close()
        return self.process.returncode

    def log(self):
        return Run.log(self)

    def events(self):
        return Run.events(self)

    def describe(self):
        return "kiosk.log (tail):\n%s\n(artefacts in %s)" % (self.log()[-3000:], self.out)

    def wait_until(self, condition, seconds, what):
        import time
        deadline = time.time() + seconds
        while time.time() < deadline:
            if condition():
                return
            if self.process.poll() is not None:
                raise AssertionError("the virtual kiosk stopped while waiting for %s; %s" % (what, self.describe()))
            time.sleep(0.25)
        raise AssertionError("timed out after %d s waiting for %s; %s" % (seconds, what, self.describe()))
