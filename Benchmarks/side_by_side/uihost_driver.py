"""The uihost side: JSON-RPC requests on the shared client, tree walks, the storyboards measured, and the uihost
package's own Python client."""

from __future__ import annotations

import asyncio
import json
import time
from pathlib import Path

from .base import BenchmarkFailure
from .transport import REPLY_TIMEOUT, is_event, round_trip


def rpc(method: str, params: dict | None = None, ident: int = 1) -> str:
    message = {"jsonrpc": "2.0", "method": method, "id": ident}
    if params is not None:
        message["params"] = params
    return json.dumps(message, separators=(",", ":"))


async def uihost_call(ws, method: str, params: dict | None = None) -> dict:
    _, reply = await round_trip(ws, rpc(method, params))
    decoded = json.loads(reply)
    if "error" in decoded:
        raise BenchmarkFailure(f"uihost {method} failed: {decoded['error']}")
    return decoded["result"]


async def uihost_call_bytes(ws, payload: str) -> bytes:
    """The reply's bytes as they came, to report its size."""
    await ws.send(payload)
    while True:
        reply = await asyncio.wait_for(ws.recv(decode=False), REPLY_TIMEOUT)
        if not is_event(reply):
            return reply


def walk_uihost(node: dict):
    yield node
    for child in node.get("children", []):
        yield from walk_uihost(child)


def count_uihost(node: dict) -> int:
    total, stack = 0, [node]
    while stack:
        current = stack.pop()
        total += 1
        stack.extend(current.get("children", ()))
    return total


def label_storyboard(folder: Path, labels: int) -> str:
    """A storyboard whose one scene holds `labels` labels, "Label 1"..., in rows of 20 pt under its root view: the
    shape of a long list of text as Interface Builder saves it (each label with its element id)."""
    path = folder / f"Labels{labels}.storyboard"
    if not path.exists():
        rows = [f'<label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Label {n}" id="Lb-{n:05}">'
                f'<rect key="frame" x="20" y="{20 * n}" width="335" height="20"/></label>' for n in range(1, labels + 1)]
        path.write_text(
            '<?xml version="1.0" encoding="UTF-8"?>\n<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" '
            'version="3.0" initialViewController="Vc-1"><scenes><scene sceneID="Sc-1"><objects>'
            '<viewController id="Vc-1" sceneMemberID="viewController"><view key="view" contentMode="scaleToFill" id="Vw-1">'
            '<rect key="frame" x="0.0" y="0.0" width="375" height="667"/><subviews>' + "".join(rows)
            + "</subviews></view></viewController></objects></scene></scenes></document>\n")
    return str(path)


def python_client_taps(url: str, count: int, warm: int) -> list[float] | None:
    """Seconds per `app.tap(tag=3)` through the uihost package's synchronous API; None when it is not installed."""
    try:
        import uihost
    except ImportError:
        print("  (uihost's Python client is not installed here: its row is left out)", flush=True)
        return None
    times = []
    with uihost.connect(url) as app:
        for index in range(warm + count):
            start = time.perf_counter_ns()
            result = app.tap(tag=3)
            if index >= warm:
                times.append((time.perf_counter_ns() - start) / 1e9)
        if (result.get("hit") or {}).get("tag") != 3:
            raise BenchmarkFailure(f"app.tap(tag=3) through the Python client hit {result.get('hit')}")
    return times

