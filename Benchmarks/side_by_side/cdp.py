"""The DevTools Protocol side: a minimal CDP client and the pages Chromium is measured on."""

from __future__ import annotations

import asyncio
import json
import time
from pathlib import Path

from .base import BenchmarkFailure
from .transport import round_trip

CHROMIUM_FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
                  "--no-default-browser-check", "--disable-extensions", "--mute-audio"]


class CDP:
    """A minimal DevTools Protocol client on the same websockets connection code."""

    def __init__(self, ws) -> None:
        self.ws = ws
        self.next_id = 0

    async def call(self, method: str, params: dict | None = None) -> dict:
        self.next_id += 1
        message = {"id": self.next_id, "method": method}
        if params:
            message["params"] = params
        _, reply = await round_trip(self.ws, json.dumps(message))
        decoded = json.loads(reply)
        if decoded.get("id") != self.next_id or "error" in decoded:
            raise BenchmarkFailure(f"CDP {method} failed: {str(decoded)[:300]}")
        return decoded["result"]

    async def navigate(self, url: str) -> None:
        self.next_id += 1
        await self.ws.send(json.dumps({"id": self.next_id, "method": "Page.navigate", "params": {"url": url}}))
        loaded = replied = False
        deadline = time.monotonic() + 120
        while not (loaded and replied):
            message = json.loads(await asyncio.wait_for(self.ws.recv(), max(1, deadline - time.monotonic())))
            if message.get("id") == self.next_id:
                replied = True
            elif message.get("method") == "Page.loadEventFired":
                loaded = True


def count_dom(node: dict) -> int:
    total, stack = 0, [node]
    while stack:
        current = stack.pop()
        if current.get("nodeType") == 1:  # elements only, like views
            total += 1
        stack.extend(current.get("children", ()))
    return total


def fixture_page(folder: Path, views: int) -> str:
    path = folder / f"fixture-{views}.html"
    if not path.exists():
        # body stands for the root view, html for the window (and the parser adds head): views - 1 divs, ids
        # view-1... in depth-first order like the fixture's tags, so the page has views + 2 elements.
        parts = ["<!DOCTYPE html><html><head></head><body>"]
        divs = views - 1
        tag = 1
        while tag <= divs:
            row_end = min(divs, tag + 99)
            parts.append(f'<div id="view-{tag}">')
            parts.extend(f'<div id="view-{leaf}"></div>' for leaf in range(tag + 1, row_end + 1))
            parts.append("</div>")
            tag = row_end + 1
        parts.append("</body></html>")
        path.write_text("".join(parts))
    return path.as_uri()


TAP_PAGE = """<!DOCTYPE html><html><head><meta charset=utf-8>
<meta name=viewport content="width=device-width,initial-scale=1"></head><body style="margin:0">
<button id=toggle style="position:absolute;left:190px;top:140px;width:100px;height:44px">Off</button>
<script>
window.touches = 0; window.taps = 0;
const button = document.getElementById('toggle');
button.addEventListener('touchstart', () => { window.touches++; });
button.addEventListener('touchend', () => { window.taps++; button.textContent = button.textContent == 'On' ? 'Off' : 'On'; });
</script></body></html>"""

