#!/usr/bin/env python3
"""receiver: a local HTTP receiver for the delivery tests, started by them on 127.0.0.1.

    receiver.py PORT_FILE LOG_FILE [--fail N] [--slow N] [--slow-seconds S] [--reject N] [--redirect N] [--busy N]

Listens on a free port of 127.0.0.1 (written to PORT_FILE once listening). Each POST is one
JSON line in LOG_FILE: {"n", "outcome", "id" (Idempotency-Key), "auth" (Authorization),
"kiosk" (X-Kiosk-Id), "body"}. The first N requests are answered 503 ("failed"); the next
--slow ones are answered 200 only after S seconds ("slow": a client with a shorter timeout
has given up by then); the next --reject ones are answered 400 with a JSON reason ("rejected");
the next --redirect ones 301 to /moved?token=SECRET ("redirected"); the next --busy ones 429
and 408 in turn ("busy": answers a client must try again later); all others 200 at once
("ok"). It ends after 300 s at the latest.
"""
import http.server
import json
import sys
import threading
import time

port_file, log_file = sys.argv[1], sys.argv[2]
options = dict(zip(sys.argv[3::2], sys.argv[4::2]))
fail = int(options.get("--fail", 0))
slow = int(options.get("--slow", 0))
slow_seconds = float(options.get("--slow-seconds", 5))
reject = int(options.get("--reject", 0))
redirect = int(options.get("--redirect", 0))
busy = int(options.get("--busy", 0))
lock = threading.Lock()
count = [0]


class Handler(http.server.BaseHTTPRequestHandler):
    def do_POST(self):
        body = self.rfile.read(int(self.headers.get("Content-Length", 0))).decode()
        with lock:
            count[0] += 1
            n = count[0]
        outcome = ("failed" if n <= fail else "slow" if n <= fail + slow else "rejected" if n <= fail + slow + reject
                   else "redirected" if n <= fail + slow + reject + redirect
                   else "busy" if n <= fail + slow + reject + redirect + busy else "ok")
        record = {"n": n, "outcome": outcome, "id": self.headers.get("Idempotency-Key"), "auth": self.headers.get("Authorization"),
                  "kiosk": self.headers.get("X-Kiosk-Id"), "body": body}
        with lock, open(log_file, "a") as f:
            f.write(json.dumps(record) + "\n")
        if outcome == "slow":
            time.sleep(slow_seconds)
        try:
            answer = b'{"error":"unknown symbology"}\x1b[31m\n' if outcome == "rejected" else b""
            status = {"failed": 503, "rejected": 400, "redirected": 301, "busy": 429 if n % 2 else 408}.get(outcome, 200)
            self.send_response(status)
            if outcome == "redirected":
                self.send_header("Location", "/moved?token=SECRET")
            self.send_header("Content-Length", str(len(answer)))
            self.end_headers()
            self.wfile.write(answer)
        except OSError:
            pass       # the client gave up (a slow answer)

    def log_message(self, *args):
        pass


server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
server.daemon_threads = True
with open(port_file + ".tmp", "w") as f:
    f.write(str(server.server_address[1]))
import os  # noqa: E402
os.rename(port_file + ".tmp", port_file)
threading.Timer(300, server.shutdown).start()
server.serve_forever()
