#!/usr/bin/env python3
"""Loopback stand-in for Unsplash for Benchmarks/thumbnails.sh.

GET /search/photos?per_page=N answers a page of N photos whose `urls` point back here;
GET /img/ID answers IMAGE (a JPEG file) after DELAY seconds. Each request in its own
thread, so images delayed together end together. Prints the port on stdout, then serves
until killed.

    thumbnail_server.py IMAGE DELAY
"""
import json
import sys
import time
import urllib.parse
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

image = open(sys.argv[1], "rb").read()
delay = float(sys.argv[2])


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def answer(self, body, kind):
        self.send_response(200)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def do_GET(self):
        url = urllib.parse.urlsplit(self.path)
        query = urllib.parse.parse_qs(url.query)
        base = "http://127.0.0.1:%d" % self.server.server_address[1]
        if url.path == "/search/photos":
            n = int(query.get("per_page", ["10"])[0])
            photos = [{"id": "p%d" % i, "description": "Photo %d" % i, "width": 3000, "height": 2000,
                       "color": "#D98C40", "blur_hash": "LEHV6nWB2yk8pyo0adR*.7kCMdnj",
                       "user": {"id": "u", "username": "anna", "name": "Anna",
                                "links": {"html": "https://unsplash.com/@anna"}},
                       "links": {"html": "https://unsplash.com/photos/p%d" % i},
                       "urls": {"raw": "%s/img/p%d?ixid=X" % (base, i), "thumb": "%s/img/p%d" % (base, i)}}
                      for i in range(n)]
            body = json.dumps({"total": n, "total_pages": 1, "results": photos}).encode()
            self.answer(body, "application/json")
        elif url.path.startswith("/img/"):
            time.sleep(delay)
            self.answer(image, "image/jpeg")
        else:
            self.send_response(404)
            self.send_header("Content-Length", "0")
            self.end_headers()


# A listen backlog for a page's images at once: socketserver's default of 5 dropped the SYNs
# of a page of 10 fetched together, and each dropped one came back after the kernel's 1 s
# retransmission (a page of 10 took 1.5 s where its slowest image took 0.3). A CDN has no
# such queue.
ThreadingHTTPServer.request_queue_size = 64
server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
print(server.server_address[1], flush=True)
server.serve_forever()
