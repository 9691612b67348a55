#!/usr/bin/env python3
"""shop: a shop's product server for the lookup tests, started by them on 127.0.0.1.

    shop.py PORT_FILE LOG_FILE ROUTES_FILE

Listens on a free port of 127.0.0.1 (written to PORT_FILE once listening). ROUTES_FILE is a
JSON object: request path (with its query) -> what to answer:
    {"json": VALUE}          200 with VALUE as JSON
    {"text": "..."}          200 with this body as it is (malformed JSON)
    {"status": N}            status N with a small JSON error body
    {"huge": N}              200 with a JSON string N bytes long
    {"delay": S, ...}        the answer only after S seconds (a client with a shorter
                             timeout has given up by then)
    {"fail": N, ...}         the first N requests for the path answered 500
    {"retry_after": V, ...}  a Retry-After header with V as it is (seconds, or any text)
    {"retry_in": S, ...}     a Retry-After header with the HTTP date S seconds from now
    {"location": URL, ...}   a Location header (a 3xx answer's target)
Any other path: 404. Each request is one JSON line in LOG_FILE: {"path", "n" (requests for
this path so far), "auth" (Authorization), "answer" (its status)}. It ends after 300 s at the
latest.
"""
import http.server
import email.utils
import json
import os
import socket
import sys
import threading
import time

port_file, log_file, routes_file = sys.argv[1:4]
with open(routes_file) as f:
    routes = json.load(f)
lock = threading.Lock()
counts = {}


class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def setup(self):
        super().setup()
        # Headers and body go out as two writes: without this, Nagle's algorithm holds the
        # body until the client's delayed ACK of the headers (40 ms on a kept-alive connection).
        self.request.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)

    def do_GET(self):
        with lock:
            counts[self.path] = counts.get(self.path, 0) + 1
            n = counts[self.path]
        route = routes.get(self.path)
        if route is None:
            status, body = 404, json.dumps({"error": "no such item"}).encode()
        elif n <= route.get("fail", 0):
            status, body = 500, b'{"error":"database down"}'
        elif "json" in route:
            status, body = 200, json.dumps(route["json"]).encode()
        elif "text" in route:
            status, body = 200, route["text"].encode()
        elif "huge" in route:
            status, body = 200, b'{"name":"' + b"x" * route["huge"] + b'"}'
        else:
            status, body = route["status"], b'{"error":"as asked"}'
        with lock, open(log_file, "a") as f:
            f.write(json.dumps({"path": self.path, "n": n, "auth": self.headers.get("Authorization"), "answer": status}) + "\n")
        if route and "delay" in route:
            time.sleep(route["delay"])
        try:
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            if route and "retry_after" in route:
                self.send_header("Retry-After", str(route["retry_after"]))
            if route and "retry_in" in route:
                self.send_header("Retry-After", email.utils.formatdate(time.time() + route["retry_in"], usegmt=True))
            if route and "location" in route:
                self.send_header("Location", route["location"])
            self.end_headers()
            self.wfile.write(body)
        except OSError:
            pass       # the client gave up (a slow answer)

    def log_message(self, *args):
        pass


server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
server.daemon_threads = True
with open(port_file + ".tmp", "w") as f:
    f.write(str(server.server_address[1]))
os.rename(port_file + ".tmp", port_file)
threading.Timer(300, server.shutdown).start()
server.serve_forever()
