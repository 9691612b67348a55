#!/usr/bin/env python3
"""A small QMP (QEMU Machine Protocol) client for the virtual kiosk.

Used by board/qemu/run and importable by tests:

    import sys; sys.path.insert(0, "board/qemu")
    from qmp import QMP
    with QMP("/tmp/kiosk.qmp") as q:          # waits for the socket, negotiates capabilities
        q.screendump("shot.png")               # what the guest's CRTC scans out, as PNG
        q.tap(640, 400)                        # a left click/touch at screen pixel (640, 400)
        q.quit()                               # hard stop (no sync in the guest!)

Also a command line:  qmp.py SOCKET screendump OUT.png | tap X Y | move X Y |
                      press | release | query-status | quit

Pointer events go to the virtio-tablet: absolute axes 0..32767 over the whole screen, with
pixel x mapped to round((x + 0.5) * 32768 / width), the centre of that pixel, so both
"v * width / 32768" and "v * (width - 1) / 32767" map it back to x in the guest.

Screendumps: QMP's screendump writes a binary PPM (P6) of the current scanout; it is
converted here to PNG with zlib only (no PIL/ImageMagick). Before the guest's DRM driver
has set a mode, bochs-display shows nothing and QEMU reports an error or a tiny blank image.
"""

import json
import os
import socket
import struct
import sys
import tempfile
import time
import zlib

ABS_MAX = 32767


class QMPError(Exception):
    """QEMU answered a command with an error, or the connection failed."""


class QMP:
    def __init__(self, path, timeout=30.0, screen_size=(1280, 800)):
        """Connect to the QMP unix socket at path, waiting up to timeout seconds for QEMU
        to create it. screen_size is the guest screen used to scale pointer positions;
        it is updated by every screendump."""
        self.path = path
        self.screen_size = screen_size
        self.events = []          # asynchronous QMP events received so far
        deadline = time.monotonic() + timeout
        while True:
            try:
                self.sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
                self.sock.connect(path)
                break
            except OSError as e:
                self.sock.close()
                if time.monotonic() > deadline:
                    raise QMPError("cannot connect to QMP socket %s: %s" % (path, e))
                time.sleep(0.1)
        self.sock.settimeout(timeout)
        self.file = self.sock.makefile("rwb", buffering=0)
        # The greeting comes first on a new connection; once in a soak run (1 in 176 tests) an
        # event (RESUME, from run's own connection resuming the guest) came before it: events
        # that come first are kept, not taken for a broken monitor.
        greeting = self._read()
        while "event" in greeting and "QMP" not in greeting:
            self.events.append(greeting)
            greeting = self._read()
        if "QMP" not in greeting:
            raise QMPError("not a QMP greeting from %s: %r" % (path, greeting))
        self.execute("qmp_capabilities")

    # -- plumbing ----------------------------------------------------------------------
    def _read(self):
        line = self.file.readline()
        if not line:
            raise QMPError("QMP connection %s closed by QEMU" % self.path)
        return json.loads(line)

    def execute(self, command, **arguments):
        """Run a QMP command and return its "return" value; raise QMPError on "error"."""
        msg = {"execute": command}
        if arguments:
            msg["arguments"] = arguments
        try:
            self.file.write(json.dumps(msg).encode() + b"\n")
            while True:
                reply = self._read()
                if "event" in reply:
                    self.events.append(reply)
                    continue
                if "error" in reply:
                    raise QMPError("%s: %s" % (command, reply["error"].get("desc", reply["error"])))
                return reply.get("return")
        except (OSError, ValueError) as e:
            raise QMPError("%s: %s" % (command, e))

    def close(self):
        try:
            self.file.close()
            self.sock.close()
        except OSError:
            pass

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    # -- commands ----------------------------------------------------------------------
    def status(self):
        """QEMU's run state, e.g. "running"."""
        return self.execute("query-status").get("status")

    def screendump(self, png_path):
        """Write the guest screen to png_path as PNG; returns (width, height)."""
        directory = os.path.dirname(os.path.abspath(png_path))
        fd, ppm = tempfile.mkstemp(suffix=".ppm", dir=directory)
        os.close(fd)
        try:
            self.execute("screendump", filename=ppm)
            width, height = ppm_to_png(ppm, png_path)
        finally:
            try:
                os.unlink(ppm)
            except OSError:
                pass
        if width > 16 and height > 16:
            self.screen_size = (width, height)
        return width, height

    def _abs(self, x, y):
        w, h = self.screen_size
        ax = min(ABS_MAX, max(0, int((x + 0.5) * (ABS_MAX + 1) / w)))
        ay = min(ABS_MAX, max(0, int((y + 0.5) * (ABS_MAX + 1) / h)))
        return [{"type": "abs", "data": {"axis": "x", "value": ax}},
                {"type": "abs", "data": {"axis": "y", "value": ay}}]

    def move(self, x, y):
        """Move the pointer to screen pixel (x, y) without pressing."""
        self.execute("input-send-event", events=self._abs(x, y))

    def press(self, button="left"):
        self.execute("input-send-event", events=[{"type": "btn", "data": {"down": True, "button": button}}])

    def release(self, button="left"):
        self.execute("input-send-event", events=[{"type": "btn", "data": {"down": False, "button": button}}])

    def tap(self, x, y, hold=0.1, button="left"):
        """Touch/click at screen pixel (x, y): move there, press, wait hold seconds, release."""
        self.execute("input-send-event", events=self._abs(x, y))
        self.execute("input-send-event", events=self._abs(x, y) +
                     [{"type": "btn", "data": {"down": True, "button": button}}])
        time.sleep(hold)
        self.execute("input-send-event", events=[{"type": "btn", "data": {"down": False, "button": button}}])

    def drag(self, x0, y0, x1, y1, seconds=0.3, steps=10, button="left"):
        """Press at (x0, y0), move in steps to (x1, y1), release."""
        self.execute("input-send-event", events=self._abs(x0, y0) +
                     [{"type": "btn", "data": {"down": True, "button": button}}])
        for i in range(1, steps + 1):
            time.sleep(seconds / steps)
            self.move(x0 + (x1 - x0) * i / steps, y0 + (y1 - y0) * i / steps)
        self.release(button)

    def quit(self):
        """Stop QEMU at once. The guest gets no chance to sync: prefer run's stop file."""
        try:
            self.execute("quit")
        except QMPError:
            pass   # QEMU may close the socket before answering


# -- PPM -> PNG ------------------------------------------------------------------------------
def read_ppm(path):
    """Read a binary PPM (P6, maxval 255, as QEMU writes): returns (width, height, rgb bytes)."""
    with open(path, "rb") as f:
        data = f.read()
    fields = []
    pos = 0
    while len(fields) < 4:
        while pos < len(data) and data[pos:pos + 1].isspace():
            pos += 1
        if data[pos:pos + 1] == b"#":
            pos = data.index(b"\n", pos) + 1
            continue
        end = pos
        while end < len(data) and not data[end:end + 1].isspace():
            end += 1
        fields.append(data[pos:end])
        pos = end
    pos += 1  # the single whitespace after maxval
    if fields[0] != b"P6" or int(fields[3]) != 255:
        raise ValueError("%s: not a P6 PPM with maxval 255" % path)
    width, height = int(fields[1]), int(fields[2])
    rgb = data[pos:pos + width * height * 3]
    if len(rgb) != width * height * 3:
        raise ValueError("%s: truncated PPM" % path)
    return width, height, rgb


def write_png(path, width, height, rgb, level=6):
    """Write 8-bit RGB pixels (rows top to bottom, no padding) as a PNG file."""
    stride = width * 3
    raw = b"".join(b"\x00" + rgb[y * stride:(y + 1) * stride] for y in range(height))

    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))

    png = (b"\x89PNG\r\n\x1a\n"
           + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
           + chunk(b"IDAT", zlib.compress(raw, level))
           + chunk(b"IEND", b""))
    tmp = path + ".tmp"
    with open(tmp, "wb") as f:
        f.write(png)
    os.replace(tmp, path)


def ppm_to_png(ppm_path, png_path):
    width, height, rgb = read_ppm(ppm_path)
    write_png(png_path, width, height, rgb)
    return width, height


def main(argv):
    if len(argv) < 3:
        sys.exit("usage: qmp.py SOCKET screendump OUT.png | tap X Y | move X Y | press | release | query-status | quit")
    path, cmd, args = argv[1], argv[2], argv[3:]
    try:
        with QMP(path) as q:
            if cmd == "screendump" and len(args) == 1:
                print("%dx%d" % q.screendump(args[0]))
            elif cmd in ("tap", "move") and len(args) in (2, 4):
                if len(args) == 4:
                    q.screen_size = (int(args[2]), int(args[3]))
                getattr(q, cmd)(float(args[0]), float(args[1]))
            elif cmd in ("press", "release") and not args:
                getattr(q, cmd)()
            elif cmd == "query-status":
                print(q.status())
            elif cmd == "quit":
                q.quit()
            else:
                sys.exit("qmp.py: unknown command or wrong arguments: %s %s" % (cmd, " ".join(args)))
    except QMPError as e:
        sys.exit("qmp.py: %s" % e)


if __name__ == "__main__":
    main(sys.argv)
