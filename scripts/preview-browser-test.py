#!/usr/bin/env python3
"""The preview gallery and live page in a real browser (headless Chromium), as `make test` runs it.

    scripts/preview-browser-test.py BASELINE_EXECUTABLE

Copies the fixture app (Tests/BaselineCommandsTests/Fixtures/PreviewApp) to a temporary folder, runs
`baseline preview --serve` on it, and drives Chromium over the DevTools protocol (a WebSocket
client written here with the standard library, so nothing is installed from the network but
Chromium itself): the page loads with no console errors and no failed requests, shows one
figure per preview (7), a real mouse click on a view shows its frame and baselines, and editing a
fixture file makes the page reload itself with the new name. Exits 1 with a message on a
failure.
"""

from __future__ import annotations

import base64
import json
import os
import shutil
import socket
import struct
import subprocess
import sys
import tempfile
import time
import urllib.request

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIXTURES = os.path.join(ROOT, "Tests", "BaselineCommandsTests", "Fixtures", "PreviewApp")


def fail(message: str) -> None:
    print(f"preview-browser-test: {message}", file=sys.stderr)
    sys.exit(1)


class WebSocket:
    """A client WebSocket (RFC 6455) for text messages: enough for the DevTools protocol."""

    def __init__(self, url: str):
        assert url.startswith("ws://")
        host_port, _, path = url[len("ws://"):].partition("/")
        host, _, port = host_port.partition(":")
        self.sock = socket.create_connection((host, int(port)), timeout=30)
        key = base64.b64encode(os.urandom(16)).decode()
        request = (f"GET /{path} HTTP/1.1\r\nHost: {host_port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                   f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n")
        self.sock.sendall(request.encode())
        response = b""
        while b"\r\n\r\n" not in response:
            chunk = self.sock.recv(4096)
            if not chunk:
                fail("the browser closed the WebSocket during the handshake")
            response += chunk
        if b" 101 " not in response.split(b"\r\n", 1)[0]:
            fail(f"WebSocket handshake refused: {response[:200]!r}")
        self.buffer = response.split(b"\r\n\r\n", 1)[1]

    def send(self, text: str) -> None:
        payload = text.encode()
        header = bytes([0x81])
        if len(payload) < 126:
            header += bytes([0x80 | len(payload)])
        elif len(payload) < 1 << 16:
            header += bytes([0x80 | 126]) + struct.pack(">H", len(payload))
        else:
            header += bytes([0x80 | 127]) + struct.pack(">Q", len(payload))
        mask = os.urandom(4)
        self.sock.sendall(header + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload)))

    def _read(self, count: int) -> bytes:
        while len(self.buffer) < count:
            chunk = self.sock.recv(65536)
            if not chunk:
                fail("the browser closed the WebSocket")
            self.buffer += chunk
        data, self.buffer = self.buffer[:count], self.buffer[count:]
        return data

    def receive(self) -> str:
        message = b""
        while True:
            first, second = self._read(2)
            length = second & 0x7F
            if length == 126:
                length = struct.unpack(">H", self._read(2))[0]
            elif length == 127:
                length = struct.unpack(">Q", self._read(8))[0]
            payload = self._read(length)
            opcode = first & 0x0F
            if opcode == 0x9:  # ping: answer, keep reading
                continue
            message += payload
            if first & 0x80:
                return message.decode()


class Browser:
    """Headless Chromium with one page, spoken to over the DevTools protocol."""

    def __init__(self, chromium: str, profile: str):
        self.process = subprocess.Popen(
            [chromium, "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
             "--remote-debugging-port=0",
             f"--user-data-dir={profile}", "--window-size=1280,900", "about:blank"],
            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        port = None
        deadline = time.time() + 60
        while time.time() < deadline and port is None:
            line = self.process.stderr.readline()
            if not line:
                break
            if "DevTools listening on ws://" in line:
                port = int(line.split("ws://", 1)[1].split("/", 1)[0].rsplit(":", 1)[1])
        if port is None:
            fail("Chromium did not start its DevTools server")
        targets = json.load(urllib.request.urlopen(f"http://127.0.0.1:{port}/json/list", timeout=30))
        page = next(t for t in targets if t["type"] == "page")
        self.socket = WebSocket(page["webSocketDebuggerUrl"])
        self.next_id = 0
        self.events: list[dict] = []
        for domain in ("Runtime", "Log", "Page", "Network"):
            self.call(f"{domain}.enable")

    def call(self, method: str, **params) -> dict:
        self.next_id += 1
        self.socket.send(json.dumps({"id": self.next_id, "method": method, "params": params}))
        while True:
            message = json.loads(self.socket.receive())
            if message.get("id") == self.next_id:
                if "error" in message:
                    fail(f"{method}: {message['error']}")
                return message.get("result", {})
            self.events.append(message)

    def evaluate(self, expression: str):
        result = self.call("Runtime.evaluate", expression=expression, returnByValue=True, awaitPromise=True)
        if "exceptionDetails" in result:
            fail(f"evaluating {expression!r}: {result['exceptionDetails']}")
        return result["result"].get("value")

    def wait_for_load(self) -> None:
        deadline = time.time() + 60
        while time.time() < deadline:
            if self.evaluate("document.readyState") == "complete":
                return
            time.sleep(0.1)
        fail("the page did not load")

    def click(self, x: float, y: float) -> None:
        for kind in ("mousePressed", "mouseReleased"):
            self.call("Input.dispatchMouseEvent", type=kind, x=x, y=y, button="left", clickCount=1)

    def problems(self) -> list[str]:
        """Console errors, uncaught exceptions and failed requests seen so far."""
        found = []
        for event in self.events:
            method, params = event.get("method"), event.get("params", {})
            if method == "Runtime.exceptionThrown":
                found.append("exception: " + json.dumps(params.get("exceptionDetails", {}))[:300])
            elif method == "Runtime.consoleAPICalled" and params.get("type") in ("error", "assert"):
                found.append("console.error: " + json.dumps(params.get("args", []))[:300])
            elif method == "Log.entryAdded" and params.get("entry", {}).get("level") == "error":
                found.append("log: " + params["entry"].get("text", "")[:300])
            elif method == "Network.loadingFailed":
                found.append("request failed: " + params.get("errorText", ""))
        return found

    def close(self) -> None:
        self.process.kill()
        self.process.wait()


def click_view(browser: Browser, stem: str, width: float, x: float, y: float) -> str:
    """Clicks the preview `stem` (`width` points wide) at the point (x, y), in points, with the
    mouse, and returns what its card then shows below the picture."""
    canvas = f'.canvas[data-stem="{stem}"]'
    box = browser.evaluate(f"""(() => {{
      const image = document.querySelector('{canvas} img');
      image.scrollIntoView(); const r = image.getBoundingClientRect();
      return {{x: r.left, y: r.top, k: r.width / {width}}};
    }})()""")
    browser.click(box["x"] + x * box["k"], box["y"] + y * box["k"])
    return browser.evaluate(f"document.querySelector('{canvas}').closest('figure').querySelector('pre.info').textContent")


def main() -> None:
    if len(sys.argv) != 2:
        fail("usage: preview-browser-test.py BASELINE_EXECUTABLE")
    baseline = os.path.abspath(sys.argv[1])
    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    if chromium is None:
        fail("chromium is not installed (make test installs it: apt-get install chromium)")
    work = tempfile.mkdtemp(prefix="baseline-browser-")
    server = None
    browser = None
    try:
        app = os.path.join(work, "app")
        shutil.copytree(FIXTURES, app)
        port = 20000 + int.from_bytes(os.urandom(2), "big") % 20000
        log = open(os.path.join(work, "serve.log"), "w")
        environment = dict(os.environ, BASELINE_PREVIEW_CACHE=os.path.join(work, "cache"))
        server = subprocess.Popen([baseline, "preview", app, "-o", os.path.join(work, "out"), "--serve", "--port", str(port)],
                                  stdout=log, stderr=subprocess.STDOUT, env=environment)
        started = time.time()
        while "serving" not in open(log.name).read():
            if server.poll() is not None or time.time() - started > 120:
                fail("the preview server did not start: " + open(log.name).read()[-2000:])
            time.sleep(0.2)
        first_picture = time.time() - started

        browser = Browser(chromium, os.path.join(work, "profile"))
        browser.call("Page.navigate", url=f"http://127.0.0.1:{port}/")
        browser.wait_for_load()
        figures = browser.evaluate("document.querySelectorAll('figure').length")
        if figures != 7:
            fail(f"expected 7 figures, got {figures}")

        # A real click on the green swatch (the second subview: 50 points in, 50 x 40) of the
        # custom layout's preview.
        info = click_view(browser, "Swatches-21", 150, 75, 20)
        if "Color  root.children[1]" not in info or "frame 50, 0  50 x 40" not in info:
            fail(f"clicking the green swatch showed {info!r}")
        drawn = browser.evaluate("document.querySelector('.canvas[data-stem=\"Swatches-21\"] svg').children.length")
        if drawn < 2:
            fail(f"the click drew {drawn} shapes over the picture")

        # The truncated text: its baselines (Noto Sans 17: ascent 1069 x 17 / 1000 = 18.173).
        info = click_view(browser, "ProfileRow_Previews-1", 60, 10, 10)
        if "first baseline 18.17, last baseline 18.17" not in info or "truncated" not in info:
            fail(f"clicking the truncated text showed {info!r}")

        problems = browser.problems()
        if problems:
            fail("the page logged problems: " + "; ".join(problems))

        # Edit a file: the server renders again and the page reloads itself.
        swatches = os.path.join(app, "Sources", "PreviewApp", "Swatches.swift")
        text = open(swatches).read().replace('#Preview("Swatches"', '#Preview("Swatches, again"')
        open(swatches, "w").write(text)
        edited = time.time()
        while '"Swatches, again" preview' not in (browser.evaluate("document.body ? document.body.innerText : ''") or ""):
            if time.time() - edited > 120:
                fail("the page did not update after the file changed")
            time.sleep(0.25)
        updated = time.time() - edited
        browser.wait_for_load()
        problems = browser.problems()
        if problems:
            fail("the page logged problems after reloading: " + "; ".join(problems))
        print(f"browser: 7 figures, clicks show frames and baselines, no console errors; first page after "
              f"{first_picture:.1f} s, updated {updated:.1f} s after an edit")
    finally:
        if browser is not None:
            browser.close()
        if server is not None:
            server.kill()
            server.wait()
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
