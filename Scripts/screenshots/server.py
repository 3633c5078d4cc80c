#!/usr/bin/env python3
"""Loopback stand-in for Unsplash for Scripts/screenshots.sh: one real recorded answer of
`GET /search/photos?query=blue` (shared/data/unsplash, 2019: real descriptions,
photographers, colours and shapes), its addresses pointed back here, and a picture for each
photo made by ImageMagick at the photo's own aspect ratio in its own colour (no real photo
can be fetched offline). Image addresses keep imgix's `w`/`h`/`fit=max`: the picture is
scaled to fit inside them, aspect kept, as Unsplash does.

    server.py RECORDED_JSON WORK_FOLDER      # prints the port, then serves until killed
"""
import json
import os
import subprocess
import sys
import threading
import urllib.parse
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

recorded = json.load(open(sys.argv[1]))
body = recorded["body"] if isinstance(recorded["body"], dict) else json.loads(recorded["body"])
photos = body["results"]
work = sys.argv[2]
os.makedirs(work, exist_ok=True)
lock = threading.Lock()

# Scenes by photo: a plasma fractal blended with the photo's colour, a sun or a horizon for
# some, so that pictures differ from each other at a glance.
SCENES = ["plasma:{c}-{c}", "gradient:{c}-white", "plasma:{c}-black", "radial-gradient:white-{c}"]


def picture(photo):
    """The full-size stand-in picture (1200 pixels on its long side) of a photo."""
    path = os.path.join(work, photo["id"] + ".jpg")
    with lock:
        if not os.path.exists(path):
            w, h = photo["width"], photo["height"]
            scale = 1200 / max(w, h)
            size = "%dx%d" % (max(1, round(w * scale)), max(1, round(h * scale)))
            c = photo.get("color") or "#808080"
            i = photos.index(photo)
            scene = SCENES[i % len(SCENES)].format(c=c)
            subprocess.run(["convert", "-seed", str(i + 1), "-size", size, scene,
                            "-fill", "rgba(255,255,255,0.55)", "-draw",
                            "circle %d,%d %d,%d" % (int(size.split("x")[0]) * 0.7, int(size.split("x")[1]) * 0.3,
                                                    int(size.split("x")[0]) * 0.7 + 60, int(size.split("x")[1]) * 0.3),
                            "-blur", "0x2", "-quality", "85", path], check=True)
    return path


def scaled(photo, query):
    """The picture scaled to fit inside imgix's `w` × `h` (aspect kept), as JPEG bytes; each
    size made once (a page's images are asked for together, and a slow answer would be drawn
    as the blur instead)."""
    w = int(query.get("w", ["0"])[0] or 0)
    h = int(query.get("h", ["0"])[0] or 0)
    src = picture(photo)
    if not w and not h:
        return open(src, "rb").read()
    path = os.path.join(work, "%s-%dx%d.jpg" % (photo["id"], w, h))
    if not os.path.exists(path):
        geometry = "%sx%s" % (w or "", h or "")
        subprocess.run(["convert", src, "-resize", geometry, "-quality", "85", path + ".tmp.jpg"], check=True)
        os.replace(path + ".tmp.jpg", path)
    return open(path, "rb").read()


def pointed(photo, base):
    out = json.loads(json.dumps(photo))
    for name, url in photo["urls"].items():
        query = urllib.parse.urlsplit(url).query
        out["urls"][name] = "%s/img/%s?%s" % (base, photo["id"], query)
    out["links"]["download_location"] = "%s/photos/%s/download" % (base, photo["id"])
    return out


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def answer(self, status, data, kind="application/json"):
        self.send_response(status)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(data)))
        self.send_header("X-Ratelimit-Limit", "50")
        self.send_header("X-Ratelimit-Remaining", "49")
        self.end_headers()
        self.wfile.write(data)

    def do_GET(self):
        url = urllib.parse.urlsplit(self.path)
        query = urllib.parse.parse_qs(url.query)
        base = "http://127.0.0.1:%d" % self.server.server_address[1]
        parts = url.path.strip("/").split("/")
        if url.path == "/search/photos":
            per_page = int(query.get("per_page", ["10"])[0])
            page = {"total": body["total"], "total_pages": body["total_pages"],
                    "results": [pointed(p, base) for p in photos[:per_page]]}
            self.answer(200, json.dumps(page).encode())
        elif len(parts) == 2 and parts[0] == "photos":
            match = [p for p in photos if p["id"] == parts[1]]
            if match:
                self.answer(200, json.dumps(pointed(match[0], base)).encode())
            else:
                self.answer(404, b'{"errors":["Couldn\'t find Photo"]}')
        elif len(parts) == 2 and parts[0] == "img":
            match = [p for p in photos if p["id"] == parts[1]]
            if match:
                self.answer(200, scaled(match[0], query), "image/jpeg")
            else:
                self.answer(404, b"")
        else:
            self.answer(404, b"")


for p in photos:
    picture(p)
server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
server.request_queue_size = 64
print(server.server_address[1], flush=True)
server.serve_forever()
