"""A full-screen screenshot (issue 21): `screen.snapshot` of the demo's home screen on an iPhone 8 at @2x (750 × 1334)
against CDP's `Page.captureScreenshot` of a page with the same content at the same size and scale.

The page is made from the home screen's own tree (`tree.get` with `backgroundColor`): a div for every view that
shows, at its window frame, with its background colour (bars: iOS's bar colour, which they draw themselves), its
alpha (times its ancestors') and its text or title centred (a bar item's, bold), in tree order. So both sides draw the same boxes, colours and strings; neither is asked for more. Both replies are a
PNG in base64 inside JSON, timed from the request's first byte to the whole reply received, alternately, one of each
per round, so both see the same moments of the machine.
"""

from __future__ import annotations

import asyncio
import base64
import html
import json
import struct
from pathlib import Path

from ..base import BenchmarkFailure
from ..harness import Run
from ..report import Row, fmt_ratio, fmt_time, p50, p99, verdict
from ..transport import open_socket, round_trip
from ..uihost_driver import rpc, uihost_call

WIDTH, HEIGHT, SCALE = 375, 667, 2
# A pause before every request, on both sides: Chromium goes on working for some milliseconds after it replies
# (its compositor and GPU process), which would otherwise fall on the next uihost request.
SETTLE = 0.05
# Bars draw their background themselves rather than through backgroundColor: the page gives them iOS's bar colour.
BAR_COLOURS = {"UINavigationBar": "rgba(248,248,248,0.94)", "UITabBar": "rgba(248,248,248,0.94)",
               "UIToolbar": "rgba(248,248,248,0.94)"}


def png_size(reply: str | bytes, path: tuple[str, ...]) -> tuple[int, int, int]:
    """(width, height, bytes) of the base64 PNG at `path` in a JSON reply, read from its IHDR chunk."""
    value = json.loads(reply)
    for key in path:
        if key not in value:
            raise BenchmarkFailure(f"the screenshot reply has no {'.'.join(path)}: {str(value)[:300]}")
        value = value[key]
    png = base64.b64decode(value)
    if png[:8] != b"\x89PNG\r\n\x1a\n" or png[12:16] != b"IHDR":
        raise BenchmarkFailure(f"the screenshot is not a PNG: {png[:16]!r}")
    width, height = struct.unpack(">II", png[16:24])
    return width, height, len(png)


def css_colour(value: str | None) -> str | None:
    """`"#RRGGBBAA"` as CSS, None for no colour or a fully clear one."""
    if not value or len(value) != 9 or value.endswith("00"):
        return None
    red, green, blue, alpha = (int(value[index:index + 2], 16) for index in (1, 3, 5, 7))
    return f"rgba({red},{green},{blue},{alpha / 255:.3f})"


def page_from_tree(root: dict, folder: Path) -> str:
    """An HTML page of the tree's visible views (docs in the module's docstring); its file URL."""
    divs: list[str] = []

    def walk(node: dict, alpha: float) -> None:
        if node.get("hidden"):
            return
        alpha *= node.get("alpha", 1)
        frame = node["frame"]
        style = [f"left:{frame['x']:g}px", f"top:{frame['y']:g}px", f"width:{frame['width']:g}px",
                 f"height:{frame['height']:g}px"]
        colour = css_colour(node.get("backgroundColor")) or BAR_COLOURS.get(node["class"])
        if colour:
            style.append(f"background:{colour}")
        if alpha != 1:
            style.append(f"opacity:{alpha:g}")
        # A bar item's title is drawn by the bar: its node carries it as its accessibility label.
        text = node.get("text") or node.get("title") or (node.get("accessibilityLabel") if node["class"] == "BarItemView"
                                                          else None) or ""
        if node["class"] == "BarItemView":
            style.append("font-weight:600")
        ident = f' id="{html.escape(node["accessibilityIdentifier"])}"' if node.get("accessibilityIdentifier") else ""
        divs.append(f'<div{ident} style="{";".join(style)}">{html.escape(text)}</div>')
        for child in node.get("children", ()):
            walk(child, alpha)

    walk(root, 1.0)
    path = folder / "home-screen.html"
    path.write_text("<!DOCTYPE html><html><head><meta charset=utf-8>"
                    "<meta name=viewport content=\"width=device-width,initial-scale=1\"><style>"
                    "body{margin:0;background:#000}div{position:absolute;overflow:hidden;font:17px sans-serif;"
                    "display:flex;align-items:center;justify-content:center;white-space:nowrap}"
                    "</style></head><body>" + "".join(divs) + "</body></html>")
    return path.as_uri()


async def screenshots(run: Run) -> None:
    print("screenshots", flush=True)
    rounds, warmup = run.s.n(40, 2), run.s.n(5, 1)
    demo = run.host("--device", "iphone-8")
    ws = await open_socket(run.url(demo))
    tree = await uihost_call(ws, "tree.get", {"include": ["backgroundColor"]})
    folder = run.s.tmp / "pages"
    folder.mkdir(exist_ok=True)
    cdp = await run.page()
    await cdp.call("Emulation.setDeviceMetricsOverride",
                   {"width": WIDTH, "height": HEIGHT, "deviceScaleFactor": SCALE, "mobile": True})
    await cdp.navigate(page_from_tree(tree["root"], folder))

    snapshot = rpc("screen.snapshot")
    capture = {"method": "Page.captureScreenshot", "params": {"format": "png"}}
    host_times, cdp_times, host_reply, cdp_reply = await alternate(ws, cdp, snapshot, capture, warmup, rounds)
    # The same with the toggle changed before each picture (untimed): a tap on the host, which recolours the
    # toggle, and the toggle's div recoloured on the page, so both sides draw and encode a changed screen.
    changes = 0

    async def change_host() -> None:
        nonlocal changes
        changes += 1
        await uihost_call(ws, "input.tap", {"view": {"accessibilityIdentifier": "toggle"}})

    async def change_page() -> None:
        colour = "rgb(52,199,89)" if changes % 2 else "rgb(170,170,170)"
        await cdp.call("Runtime.evaluate", {"expression": f"document.getElementById('toggle').style.background = "
                                                          f"'{colour}'"})

    changed_host, changed_cdp, _, _ = await alternate(ws, cdp, snapshot, capture, warmup, rounds,
                                                     before_host=change_host, before_cdp=change_page)
    host_png = png_size(host_reply, ("result", "png"))
    cdp_png = png_size(cdp_reply, ("result", "data"))
    for side, (width, height, _) in (("screen.snapshot", host_png), ("Page.captureScreenshot", cdp_png)):
        if (width, height) != (WIDTH * SCALE, HEIGHT * SCALE):
            raise BenchmarkFailure(f"{side} gave a {width} × {height} PNG, expected {WIDTH * SCALE} × "
                                   f"{HEIGHT * SCALE}")
    await ws.close()
    await run.close_page(cdp)
    run.p.stop(demo)
    speedup = p50(cdp_times) / p50(host_times)
    run.report.add(Row(f"screenshot of the demo's home screen, iPhone 8 @2x ({WIDTH * SCALE} × {HEIGHT * SCALE}): "
                       f"`screen.snapshot` / CDP `Page.captureScreenshot` of a page made from the same tree "
                       f"(PNG {host_png[2] / 1e3:.1f} KB / {cdp_png[2] / 1e3:.1f} KB, base64 in JSON; alternating)",
                       fmt_time(p50(host_times)), fmt_time(p99(host_times)), "—", fmt_time(p50(cdp_times)),
                       fmt_time(p99(cdp_times)), "—", fmt_ratio(speedup), "< 10 ms, ≥ 10x faster than CDP",
                       verdict(p50(host_times) < 0.010 and speedup >= 10)))
    changed_speedup = p50(changed_cdp) / p50(changed_host)
    run.report.add(Row("the same, the toggle changed before each picture (a tap on the host, its div recoloured on "
                       "the page; untimed)",
                       fmt_time(p50(changed_host)), fmt_time(p99(changed_host)), "—", fmt_time(p50(changed_cdp)),
                       fmt_time(p99(changed_cdp)), "—", fmt_ratio(changed_speedup), "< 10 ms, ≥ 10x faster than CDP",
                       verdict(p50(changed_host) < 0.010 and changed_speedup >= 10)))


async def alternate(ws, cdp, snapshot: str, capture: dict, warmup: int, rounds: int, before_host=None,
                    before_cdp=None) -> tuple[list[float], list[float], str, str]:
    """`rounds` timed pictures each side, one of each per round, after `warmup`; each request after a pause of
    SETTLE and after its side's untimed `before_…` step. The times, and the last reply of each side."""
    host_times, cdp_times = [], []
    host_reply = cdp_reply = ""
    for index in range(warmup + rounds):
        if before_host:
            await before_host()
        await asyncio.sleep(SETTLE)
        seconds, host_reply = await round_trip(ws, snapshot)
        if index >= warmup:
            host_times.append(seconds)
        if before_cdp:
            await before_cdp()
        cdp.next_id += 1
        await asyncio.sleep(SETTLE)
        seconds, cdp_reply = await round_trip(cdp.ws, json.dumps({"id": cdp.next_id, **capture}))
        if index >= warmup:
            cdp_times.append(seconds)
    return host_times, cdp_times, host_reply, cdp_reply
