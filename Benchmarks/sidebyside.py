#!/usr/bin/env python3
"""The side-by-side benchmark (issue 8): uihost against the transport floor and headless Chromium's DevTools Protocol.

    python3 Benchmarks/sidebyside.py            # builds release, runs every scenario, writes .build/benchmarks/latest.md
    python3 Benchmarks/sidebyside.py --smoke    # ~10 s: every scenario once with tiny counts, checks it still works

It builds in release mode (unless --skip-build or --bin-dir), starts every process it measures itself — `uihost serve`
hosts, `uihost-bench echo-server` (a raw echo on the same libwebsockets transport: the floor) and headless Chromium —
and stops them all again, each in its own process group, even when a scenario fails or the run is interrupted.

Every comparison goes through the same client: Python's `websockets` (asyncio, no compression, the same code path for
all three servers), so the client's cost is equal on every row. Timings are wall clock from the first byte sent to the
whole reply received (replies are not parsed inside the timed region; each scenario checks one reply in full).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import platform
import selectors
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path

try:
    import websockets
    from websockets.asyncio.client import connect
except ImportError:  # pragma: no cover - setup message
    sys.exit("sidebyside.py needs the websockets package (>= 13): scripts/setup-clients installs it into "
             ".build/python-venv, or `pip install websockets`")

ROOT = Path(__file__).resolve().parent.parent
CHROMIUM_FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
                  "--no-default-browser-check", "--disable-extensions", "--mute-audio"]


class BenchmarkFailure(Exception):
    """A scenario did not work (wrong reply, a process that would not start): the run fails with this message."""


# ---------------------------------------------------------------------------------------------------------------
# Processes: every child in its own process group, all stopped in `stop_all`.

@dataclass
class Child:
    name: str
    process: subprocess.Popen
    ready_seconds: float = 0.0
    ready_line: str = ""


class Processes:
    def __init__(self) -> None:
        self.children: list[Child] = []

    def start(self, name: str, argv: list[str], ready_prefix: str, stream: str = "stdout",
              timeout: float = 30.0) -> Child:
        child = self.spawn(name, argv, stream)
        self.wait_ready(child, ready_prefix, stream, timeout)
        return child

    def spawn(self, name: str, argv: list[str], stream: str = "stdout") -> Child:
        started = time.perf_counter()
        process = subprocess.Popen(
            argv, stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE if stream == "stdout" else subprocess.DEVNULL,
            stderr=subprocess.PIPE if stream == "stderr" else subprocess.DEVNULL,
            start_new_session=True)
        child = Child(name, process)
        child.ready_seconds = -started  # completed by wait_ready
        self.children.append(child)
        return child

    @staticmethod
    def wait_ready(child: Child, prefix: str, stream: str = "stdout", timeout: float = 30.0) -> None:
        """Reads the child's stream until a line starting with `prefix` (Chromium prints other lines first)."""
        pipe = child.process.stdout if stream == "stdout" else child.process.stderr
        fd = pipe.fileno()
        buffer = b""
        deadline = time.perf_counter() + timeout
        with selectors.DefaultSelector() as selector:
            selector.register(fd, selectors.EVENT_READ)
            while True:
                while b"\n" in buffer:
                    line, buffer = buffer.split(b"\n", 1)
                    text = line.decode(errors="replace")
                    if prefix in text:
                        child.ready_seconds += time.perf_counter()
                        child.ready_line = text[text.index(prefix):]
                        # From here on a thread discards what the child writes, so its pipe never fills.
                        threading.Thread(target=Processes._discard, args=(fd,), daemon=True).start()
                        return
                remaining = deadline - time.perf_counter()
                if remaining <= 0:
                    raise BenchmarkFailure(f"{child.name} printed no ready line ('{prefix}...') within {timeout:.0f} s")
                if not selector.select(remaining):
                    continue
                chunk = os.read(fd, 65536)
                if not chunk:
                    raise BenchmarkFailure(f"{child.name} exited (status {child.process.wait()}) before its ready "
                                           f"line ('{prefix}...'); run it by hand: {' '.join(child.process.args)}")
                buffer += chunk

    @staticmethod
    def _discard(fd: int) -> None:
        try:
            while os.read(fd, 65536):
                pass
        except OSError:
            pass

    def wait_ready_all(self, children: list[Child], prefix: str, timeout: float = 60.0) -> None:
        """Waits for many children at once, timing each ready line when it arrives (not in the order read)."""
        pending = {child.process.stdout.fileno(): (child, bytearray()) for child in children}
        deadline = time.perf_counter() + timeout
        with selectors.DefaultSelector() as selector:
            for fd in pending:
                selector.register(fd, selectors.EVENT_READ)
            while pending:
                remaining = deadline - time.perf_counter()
                if remaining <= 0:
                    names = ", ".join(child.name for child, _ in pending.values())
                    raise BenchmarkFailure(f"no ready line within {timeout:.0f} s from {names}")
                for key, _ in selector.select(remaining):
                    child, buffer = pending[key.fd]
                    chunk = os.read(key.fd, 65536)
                    if not chunk:
                        raise BenchmarkFailure(f"{child.name} exited (status {child.process.wait()}) before its "
                                               "ready line")
                    buffer += chunk
                    if b"\n" in buffer:
                        line = buffer.split(b"\n", 1)[0].decode(errors="replace")
                        if not line.startswith(prefix):
                            raise BenchmarkFailure(f"{child.name} printed {line!r} instead of its ready line")
                        child.ready_seconds += time.perf_counter()
                        child.ready_line = line
                        selector.unregister(key.fd)
                        del pending[key.fd]
                        threading.Thread(target=Processes._discard, args=(key.fd,), daemon=True).start()

    def stop(self, child: Child) -> None:
        self._signal(child, signal.SIGTERM)
        try:
            child.process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self._signal(child, signal.SIGKILL)
            child.process.wait(timeout=5)
        for pipe in (child.process.stdout, child.process.stderr):
            if pipe:
                pipe.close()
        if child in self.children:
            self.children.remove(child)

    def stop_all(self) -> None:
        for child in list(self.children):
            self._signal(child, signal.SIGTERM)
        deadline = time.monotonic() + 5
        for child in list(self.children):
            try:
                child.process.wait(timeout=max(0.1, deadline - time.monotonic()))
            except subprocess.TimeoutExpired:
                self._signal(child, signal.SIGKILL)
                child.process.wait(timeout=5)
        for child in list(self.children):
            for pipe in (child.process.stdout, child.process.stderr):
                if pipe:
                    pipe.close()
        self.children.clear()

    @staticmethod
    def _signal(child: Child, number: int) -> None:
        try:
            os.killpg(child.process.pid, number)  # the group: Chromium's helpers too
        except (ProcessLookupError, PermissionError):
            pass


def rss_bytes(pid: int) -> int:
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) * 1024
    return 0


def group_memory(pgid: int) -> tuple[int, int, int]:
    """(processes, summed RSS, summed PSS) of a process group — Chromium is a dozen processes sharing pages; PSS
    divides shared pages between them so the sum does not count them twice."""
    count = rss = pss = 0
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as stat:
                fields = stat.read().rsplit(")", 1)[1].split()
            if int(fields[2]) != pgid:
                continue
            count += 1
            rss += rss_bytes(int(entry))
            with open(f"/proc/{entry}/smaps_rollup") as rollup:
                for line in rollup:
                    if line.startswith("Pss:"):
                        pss += int(line.split()[1]) * 1024
                        break
        except (FileNotFoundError, ProcessLookupError, PermissionError, IndexError):
            continue
    return count, rss, pss


# ---------------------------------------------------------------------------------------------------------------
# The one client: websockets, used the same way for uihost, the echo and CDP.

async def open_socket(url: str):
    return await connect(url, max_size=None, compression=None, ping_interval=None, open_timeout=30)


def is_event(message) -> bool:
    # CDP events and uihost notifications carry "method" at the front; replies start with the id or result.
    head = message[:80] if isinstance(message, str) else message[:80].decode(errors="replace")
    return '"method"' in head and '"id"' not in head


REPLY_TIMEOUT = 120.0


async def receive(ws):
    """The next message; a server that stays silent for REPLY_TIMEOUT fails the run instead of hanging it."""
    try:
        return await asyncio.wait_for(ws.recv(), REPLY_TIMEOUT)
    except asyncio.TimeoutError:
        raise BenchmarkFailure(f"no reply within {REPLY_TIMEOUT:.0f} s from {ws.request.path if ws.request else ws}")


async def round_trip(ws, payload: str):
    """One request and its reply (events in between are skipped), wall time in seconds."""
    start = time.perf_counter_ns()
    await ws.send(payload)
    while True:
        reply = await receive(ws)
        if not is_event(reply):
            break
    return (time.perf_counter_ns() - start) / 1e9, reply


async def timed(ws, make_payload, count: int, warmup: int) -> tuple[list[float], object]:
    last = None
    for index in range(warmup):
        _, last = await round_trip(ws, make_payload(index))
    times = []
    for index in range(count):
        seconds, last = await round_trip(ws, make_payload(warmup + index))
        times.append(seconds)
    return times, last


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


def count_dom(node: dict) -> int:
    total, stack = 0, [node]
    while stack:
        current = stack.pop()
        if current.get("nodeType") == 1:  # elements only, like views
            total += 1
        stack.extend(current.get("children", ()))
    return total


# ---------------------------------------------------------------------------------------------------------------
# Figures and the table.

def p50(values: list[float]) -> float:
    return statistics.median(values)


def p99(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]


def fmt_time(seconds: float | None) -> str:
    if seconds is None:
        return "—"
    if seconds < 1e-3:
        return f"{seconds * 1e6:.0f} µs"
    if seconds < 1:
        return f"{seconds * 1e3:.2f} ms" if seconds < 0.1 else f"{seconds * 1e3:.0f} ms"
    return f"{seconds:.2f} s"


def fmt_ratio(value: float | None) -> str:
    return "—" if value is None else (f"{value:.2f}x" if value < 10 else f"{value:.0f}x")


@dataclass
class Row:
    scenario: str
    uihost: str
    uihost_p99: str = "—"
    floor: str = "—"
    chromium: str = "—"
    chromium_p99: str = "—"
    vs_floor: str = "—"
    vs_chromium: str = "—"
    target: str = "—"
    met: str = "—"


@dataclass
class Report:
    rows: list[Row] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)

    smoke: bool = False

    def add(self, row: Row) -> None:
        if self.smoke:  # tiny counts on a debug build say nothing about the targets
            row.target = row.met = "—"
        self.rows.append(row)
        print(f"  {row.scenario}: uihost {row.uihost} (p99 {row.uihost_p99}), floor {row.floor}, "
              f"Chromium {row.chromium} (p99 {row.chromium_p99}); x floor {row.vs_floor}, "
              f"Chromium / uihost {row.vs_chromium}; target {row.target}: {row.met}", flush=True)

    def table(self) -> str:
        header = ["scenario", "uihost p50", "uihost p99", "floor p50", "Chromium p50", "Chromium p99",
                  "uihost ÷ floor", "Chromium ÷ uihost", "target", "met?"]
        lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
        for row in self.rows:
            cells = [row.scenario, row.uihost, row.uihost_p99, row.floor, row.chromium, row.chromium_p99,
                     row.vs_floor, row.vs_chromium, row.target, row.met]
            lines.append("| " + " | ".join(cells) + " |")
        return "\n".join(lines)


def verdict(ok: bool) -> str:
    return "yes" if ok else "**no**"


def machine() -> str:
    cpu = "unknown CPU"
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return f"{cpu}, {os.cpu_count()} cores, {platform.system()} {platform.release()}"


# ---------------------------------------------------------------------------------------------------------------
# Pages for Chromium: the same shapes as `uihost serve --app fixture:N` (rows of 100 under the root, ids view-<n>).

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


async def parsed_round_trip(ws, payload: str, loads) -> tuple[float, object]:
    """One request, its reply read as bytes and parsed with `loads`: what a client pays before it can use a tree."""
    start = time.perf_counter_ns()
    await ws.send(payload)
    while True:  # events in between (CDP's, uihost's) are parsed too, and skipped
        decoded = loads(await asyncio.wait_for(ws.recv(decode=False), REPLY_TIMEOUT))
        if "id" in decoded:
            return (time.perf_counter_ns() - start) / 1e9, decoded


async def parsed_times(ws, payload: str, loads, count: int, warmup: int) -> tuple[list[float], object]:
    decoded = None
    for _ in range(warmup):
        _, decoded = await parsed_round_trip(ws, payload, loads)
    times = []
    for _ in range(count):
        seconds, decoded = await parsed_round_trip(ws, payload, loads)
        times.append(seconds)
    return times, decoded


TAP_PAGE = """<!DOCTYPE html><html><head><meta charset=utf-8>
<meta name=viewport content="width=device-width,initial-scale=1"></head><body style="margin:0">
<button id=toggle style="position:absolute;left:190px;top:140px;width:100px;height:44px">Off</button>
<script>
window.touches = 0; window.taps = 0;
const button = document.getElementById('toggle');
button.addEventListener('touchstart', () => { window.touches++; });
button.addEventListener('touchend', () => { window.taps++; button.textContent = button.textContent == 'On' ? 'Off' : 'On'; });
</script></body></html>"""


# ---------------------------------------------------------------------------------------------------------------
# The run.

@dataclass
class Settings:
    smoke: bool
    uihost: Path
    bench: Path
    chromium: str
    tmp: Path

    def n(self, full: int, smoke: int) -> int:
        return smoke if self.smoke else full


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


class Run:
    def __init__(self, settings: Settings, processes: Processes, report: Report) -> None:
        self.s = settings
        self.p = processes
        self.report = report
        self.chromium: Child | None = None
        self.devtools_port = 0
        self.chromium_starts: list[float] = []

    # -- processes ------------------------------------------------------------------------------------------------
    def host(self, *arguments: str) -> Child:
        return self.p.start("uihost serve " + " ".join(arguments),
                            [str(self.s.uihost), "serve", "--port", "0", "--exit-with-parent", *arguments],
                            "uihost listening on ")

    @staticmethod
    def url(child: Child) -> str:
        return child.ready_line.split(" on ", 1)[1].strip()

    def echo(self) -> Child:
        return self.p.start("uihost-bench echo-server", [str(self.s.bench), "echo-server"], "echo listening on ")

    def start_chromium(self) -> Child:
        profile = tempfile.mkdtemp(prefix="chromium-", dir=self.s.tmp)
        child = self.p.start("chromium", [self.s.chromium, *CHROMIUM_FLAGS, "--remote-debugging-port=0",
                                          f"--user-data-dir={profile}", "about:blank"],
                             "DevTools listening on ", stream="stderr", timeout=60)
        self.chromium_starts.append(child.ready_seconds)
        return child

    async def page(self) -> CDP:
        if self.chromium is None:
            self.chromium = self.start_chromium()
            self.devtools_port = int(self.chromium.ready_line.split("127.0.0.1:", 1)[1].split("/", 1)[0])
        request = urllib.request.Request(f"http://127.0.0.1:{self.devtools_port}/json/new?about:blank", method="PUT")
        with urllib.request.urlopen(request, timeout=30) as response:
            target = json.load(response)
        cdp = CDP(await open_socket(target["webSocketDebuggerUrl"]))
        await cdp.call("Page.enable")
        cdp.target_id = target["id"]
        return cdp

    async def close_page(self, cdp: CDP) -> None:
        await cdp.ws.close()
        with urllib.request.urlopen(f"http://127.0.0.1:{self.devtools_port}/json/close/{cdp.target_id}", timeout=30):
            pass

    # -- scenarios ------------------------------------------------------------------------------------------------
    async def tap_round_trip(self) -> None:
        print("tap round trip", flush=True)
        n, warm = self.s.n(2000, 40), self.s.n(200, 5)
        tap = rpc("input.tap", {"view": {"tag": 3}})
        # Taps and echoes alternate, one of each per round, so both see the same moment of the machine: measured one
        # after the other, a ratio on this 2-core virtual machine swung between 1.2x and 1.8x with the background.
        echo = self.echo()
        demo = self.host()
        echo_ws = await open_socket(self.url(echo))
        ws = await open_socket(self.url(demo))
        floor, taps = [], []
        echo_reply = reply = None
        for index in range(warm + n):
            seconds, echo_reply = await round_trip(echo_ws, tap)
            if index >= warm:
                floor.append(seconds)
            seconds, reply = await round_trip(ws, tap)
            if index >= warm:
                taps.append(seconds)
        if echo_reply != tap:
            raise BenchmarkFailure(f"the echo server answered {echo_reply[:100]!r} instead of the request")
        hit = json.loads(reply).get("result", {}).get("hit", {})
        if hit.get("tag") != 3:
            raise BenchmarkFailure(f"input.tap by tag 3 hit {hit} ({reply[:200]})")
        await echo_ws.close()
        await ws.close()
        self.p.stop(echo)
        # The same tap through uihost's own Python client, the synchronous API a pytest test uses: what a script
        # sees. Another client than the rows around it, so only its own figures; on a thread with no event loop,
        # as a test runs (the client drives its loop on the calling thread).
        client_taps = await asyncio.to_thread(python_client_taps, self.url(demo), n, warm)
        self.p.stop(demo)

        cdp = await self.page()
        folder = self.s.tmp / "pages"
        folder.mkdir(exist_ok=True)
        (folder / "tap.html").write_text(TAP_PAGE)
        await cdp.navigate((folder / "tap.html").as_uri())
        start = json.dumps({"method": "Input.dispatchTouchEvent",
                            "params": {"type": "touchStart", "touchPoints": [{"x": 240, "y": 162}]}})
        end = json.dumps({"method": "Input.dispatchTouchEvent", "params": {"type": "touchEnd", "touchPoints": []}})

        async def touch_tap() -> float:
            total = 0.0
            for body in (start, end):
                cdp.next_id += 1
                seconds, answer = await round_trip(cdp.ws, '{"id":%d,%s' % (cdp.next_id, body[1:]))
                if json.loads(answer).get("id") != cdp.next_id:
                    raise BenchmarkFailure(f"CDP touch answered {answer[:200]}")
                total += seconds
            return total

        cdp_n, cdp_warm = self.s.n(200, 5), self.s.n(20, 2)
        for _ in range(cdp_warm):
            await touch_tap()
        chromium = [await touch_tap() for _ in range(cdp_n)]
        counted = (await cdp.call("Runtime.evaluate", {"expression": "window.taps", "returnByValue": True}))
        if counted["result"].get("value") != cdp_n + cdp_warm:
            raise BenchmarkFailure(f"the page saw {counted['result'].get('value')} touchend events for "
                                   f"{cdp_n + cdp_warm} CDP taps")
        await self.close_page(cdp)
        ratio = p50(taps) / p50(floor)
        speedup = p50(chromium) / p50(taps)
        self.report.add(Row("tap round trip: `input.tap` by tag (wait idle) / echo of its bytes (the two alternating) / "
                            "CDP touchStart+touchEnd",
                            fmt_time(p50(taps)), fmt_time(p99(taps)), fmt_time(p50(floor)),
                            fmt_time(p50(chromium)), fmt_time(p99(chromium)), fmt_ratio(ratio), fmt_ratio(speedup),
                            "≤ 1.5x floor, ≥ 20x faster than CDP", verdict(ratio <= 1.5 and speedup >= 20)))
        if client_taps is not None:
            self.report.add(Row("tap through uihost's Python client: `app.tap(tag=3)`, synchronous API (another "
                                "client than the other rows: its own figures only)",
                                fmt_time(p50(client_taps)), fmt_time(p99(client_taps)), "—", "—", "—", "—", "—",
                                "—", "—"))
        self.floor_p50 = p50(floor)

    async def trees(self) -> None:
        print("tree dump and find", flush=True)
        sizes = [1_000] if self.s.smoke else [1_000, 10_000, 100_000]
        # Enough rounds that one slow moment of this 2-core machine does not move the median much (15 and 5 rounds
        # gave 10,000-view medians with p99s three times as high); CDP takes as many.
        rounds = {1_000: self.s.n(50, 3), 10_000: self.s.n(40, 2), 100_000: self.s.n(11, 1)}
        warmups = {1_000: self.s.n(5, 1), 10_000: self.s.n(5, 1), 100_000: self.s.n(2, 1)}
        finds = self.s.n(300, 10)
        echo = self.echo()
        echo_ws = await open_socket(self.url(echo))
        per_view: dict[int, float] = {}
        cdp_dump: dict[int, float] = {}
        cdp = await self.page()
        for size in sizes:
            host = self.host("--app", f"fixture:{size}")
            ws = await open_socket(self.url(host))
            dump = rpc("tree.get")
            times, reply = await timed(ws, lambda i: dump, rounds[size], warmups[size])
            views = count_uihost(json.loads(reply)["result"]["root"])
            if views != size + 1:  # the fixture's views and its window
                raise BenchmarkFailure(f"tree.get of fixture:{size} returned {views} nodes, expected {size + 1}")
            per_view[size] = p50(times) / views

            await cdp.navigate(fixture_page(self.s.tmp, size))
            get_document = lambda i: json.dumps({"id": 10_000 + i, "method": "DOM.getDocument",
                                                 "params": {"depth": -1}})
            cdp_times, cdp_reply = await timed(cdp.ws, get_document, rounds[size], warmups[size])
            elements = count_dom(json.loads(cdp_reply)["result"]["root"])
            if elements != size + 2:
                raise BenchmarkFailure(f"the page for {size} views has {elements} elements, expected {size + 2}")
            cdp_dump[size] = p50(cdp_times)
            speedup = p50(cdp_times) / p50(times)
            target, met = "—", "—"
            if size == 10_000:
                target, met = "≥ 10x faster than CDP", verdict(speedup >= 10)
            if size == 100_000 and 10_000 in per_view:
                growth = per_view[100_000] / per_view[10_000]
                target = "linear from 10,000 (per view ≤ 1.5x)"
                met = verdict(growth <= 1.5) + f" (per view {growth:.2f}x)"
            self.report.add(Row(f"tree dump, {views:,} nodes: `tree.get` / CDP `DOM.getDocument` depth -1 "
                                f"({len(reply) / 1e6:.1f} MB / {len(cdp_reply) / 1e6:.1f} MB)",
                                fmt_time(p50(times)), fmt_time(p99(times)), "—", fmt_time(p50(cdp_times)),
                                fmt_time(p99(cdp_times)), "—", fmt_ratio(speedup), target, met))

            # find: the last view in depth-first order, by tag, by identifier, and by id in the page
            last = size - 1
            by_tag = rpc("view.find", {"tag": last})
            by_id = rpc("view.find", {"accessibilityIdentifier": f"view-{last}"})
            tag_times, tag_reply = await timed(ws, lambda i: by_tag, finds, 10)
            id_times, id_reply = await timed(ws, lambda i: by_id, finds, 10)
            for answer in (tag_reply, id_reply):
                found = json.loads(answer)["result"]["views"]
                if len(found) != 1 or found[0].get("tag") != last:
                    raise BenchmarkFailure(f"view.find in fixture:{size} answered {answer[:200]}")
            floor_times, _ = await timed(echo_ws, lambda i: by_tag, finds, 10)
            document = await cdp.call("DOM.getDocument", {"depth": 0})
            root_id = document["root"]["nodeId"]
            query = lambda i: json.dumps({"id": 20_000 + i, "method": "DOM.querySelector",
                                          "params": {"nodeId": root_id, "selector": f"#view-{last}"}})
            query_times, query_reply = await timed(cdp.ws, query, finds, 10)
            if not json.loads(query_reply)["result"].get("nodeId"):
                raise BenchmarkFailure(f"DOM.querySelector #view-{last} found nothing: {query_reply[:200]}")
            for label, values in (("tag", tag_times), ("accessibilityIdentifier", id_times)):
                server = p50(values) - p50(floor_times)
                target, met = "—", "—"
                if size == 100_000 and label == "tag":
                    target, met = "< 1 ms server side", verdict(server < 1e-3)
                self.report.add(Row(f"find by {label} in {views:,} views (last in order) / echo / CDP "
                                    f"`DOM.querySelector` by id; server side ≈ p50 − floor = {fmt_time(max(0, server))}",
                                    fmt_time(p50(values)), fmt_time(p99(values)), fmt_time(p50(floor_times)),
                                    fmt_time(p50(query_times)), fmt_time(p99(query_times)),
                                    fmt_ratio(p50(values) / p50(floor_times)),
                                    fmt_ratio(p50(query_times) / p50(values)), target, met))
            await ws.close()
            if size == max(sizes):
                self.tree_host = host  # its memory is measured after the biggest tree
                self.largest_page = f"{size:,}-element"
            else:
                self.p.stop(host)
        await echo_ws.close()
        self.p.stop(echo)

    async def label_trees(self) -> None:
        """The tree of a 10,000-label storyboard read by a Python client, parse included, against CDP's
        DOM.getDocument of 10,000 divs parsed by the same client: the full form with the standard library's json
        (what the client did before issue 22) and the compact form with orjson (what it does now, `uihost[fast]`)."""
        print("label trees, parse included", flush=True)
        try:
            import orjson
        except ImportError:
            orjson = None
            self.report.notes.append("orjson is not installed: the compact rows parse with json "
                                     "(pip install 'uihost[fast]' or orjson)")
        size = 1_000 if self.s.smoke else 10_000
        rounds, warmup = self.s.n(40, 2), self.s.n(5, 1)
        host = self.host("--storyboard", label_storyboard(self.s.tmp, size))
        ws = await open_socket(self.url(host))
        cdp = await self.page()
        await cdp.navigate(fixture_page(self.s.tmp, size))
        get_document = json.dumps({"id": 1, "method": "DOM.getDocument", "params": {"depth": -1}})
        fast = orjson.loads if orjson else json.loads
        for label, params, loads in (("full form, json", None, json.loads),
                                     (f"compact form, {'orjson' if orjson else 'json'}", {"compact": True}, fast)):
            times, reply = await parsed_times(ws, rpc("tree.get", params), loads, rounds, warmup)
            if "error" in reply:  # a build from before issue 22, measured for the before-and-after figures
                self.report.notes.append(f"this uihost answers tree.get {params} with {reply['error']}: no {label} row")
                continue
            raw = await uihost_call_bytes(ws, rpc("tree.get", params))
            labels = sum(1 for node in walk_uihost(reply["result"]["root"]) if node.get("class") == "UILabel")
            if labels != size:
                raise BenchmarkFailure(f"tree.get of the {size}-label storyboard has {labels} labels")
            cdp_times, cdp_reply = await parsed_times(cdp.ws, get_document, loads, rounds, warmup)
            cdp_raw = await uihost_call_bytes(cdp.ws, get_document)
            if count_dom(cdp_reply["result"]["root"]) != size + 2:
                raise BenchmarkFailure(f"the page for {size} views is not {size + 2} elements")
            speedup = p50(cdp_times) / p50(times)
            compact = params is not None
            # Where the time goes: the round trip with the reply left as bytes (the host's writing and the transfer),
            # and the parse alone.
            unparsed = []
            for _ in range(rounds):
                start = time.perf_counter_ns()
                await uihost_call_bytes(ws, rpc("tree.get", params))
                unparsed.append((time.perf_counter_ns() - start) / 1e9)
            parses = []
            for _ in range(rounds):
                start = time.perf_counter_ns()
                loads(raw)
                parses.append((time.perf_counter_ns() - start) / 1e9)
            self.report.notes.append(f"tree of {size:,} labels ({label}): p50 {fmt_time(p50(times))} parse included; "
                                     f"the round trip with the reply left as bytes (host's writing and transfer) "
                                     f"p50 {fmt_time(p50(unparsed))}, the parse alone p50 {fmt_time(p50(parses))}")
            self.report.add(Row(f"tree of {size:,} labels, parse included ({label}): `tree.get` / CDP "
                                f"`DOM.getDocument` of {size:,} divs, same parser ({len(raw) / 1e6:.2f} MB, "
                                f"{len(raw) / (size + 2):.0f} B a node / {len(cdp_raw) / 1e6:.2f} MB)",
                                fmt_time(p50(times)), fmt_time(p99(times)), "—", fmt_time(p50(cdp_times)),
                                fmt_time(p99(cdp_times)), "—", fmt_ratio(speedup),
                                "≥ 10x faster than CDP" if compact else "—",
                                verdict(speedup >= 10) if compact else "—"))
        await ws.close()
        await self.close_page(cdp)
        self.p.stop(host)

    async def throughput(self) -> None:
        print("throughput", flush=True)
        tap = rpc("input.tap", {"view": {"tag": 3}})

        async def pipelined(url: str | list[str], clients: int, per_client: int, make, check) -> float:
            urls = url if isinstance(url, list) else [url] * clients
            sockets = [await open_socket(address) for address in urls]

            async def one(ws, client: int) -> None:
                async def read_replies() -> None:
                    got = 0
                    while got < per_client:
                        message = await receive(ws)
                        if is_event(message):
                            continue
                        got += 1
                        if got == per_client:
                            check(message)
                reader = asyncio.create_task(read_replies())
                for index in range(per_client):
                    for body in make(client * per_client + index):
                        await ws.send(body)
                await reader

            start = time.perf_counter()
            await asyncio.gather(*(one(ws, index) for index, ws in enumerate(sockets)))
            seconds = time.perf_counter() - start
            for ws in sockets:
                await ws.close()
            return clients * per_client / seconds

        def check_tap(message) -> None:
            if json.loads(message).get("result", {}).get("hit", {}).get("tag") != 3:
                raise BenchmarkFailure(f"a pipelined tap answered {message[:200]}")

        def check_echo(message) -> None:
            if message != tap:
                raise BenchmarkFailure(f"the echo answered {message[:100]}")

        def check_cdp(message) -> None:
            if "error" in json.loads(message):
                raise BenchmarkFailure(f"a pipelined CDP touch answered {message[:200]}")

        echo, demo = self.echo(), self.host()
        folder = self.s.tmp / "pages"
        folder.mkdir(exist_ok=True)
        (folder / "tap.html").write_text(TAP_PAGE)
        # CDP taps come from one client only: touch sequences from several clients on one page interleave one
        # finger's touchStart and touchEnd, and pages in background tabs get no frames, so Chromium stops answering
        # touch input in both cases.
        cdp = await self.page()
        await cdp.navigate((folder / "tap.html").as_uri())
        await cdp.ws.close()
        page_url = f"ws://127.0.0.1:{self.devtools_port}/devtools/page/{cdp.target_id}"

        def cdp_tap(index: int) -> list[str]:
            return [json.dumps({"id": 2 * index + 1, "method": "Input.dispatchTouchEvent",
                                "params": {"type": "touchStart", "touchPoints": [{"x": 240, "y": 162}]}}),
                    json.dumps({"id": 2 * index + 2, "method": "Input.dispatchTouchEvent",
                                "params": {"type": "touchEnd", "touchPoints": []}})]

        for clients in (1, 16):
            taps = self.s.n(4000, 160)
            rounds = self.s.n(3, 1)
            floor = max([await pipelined(self.url(echo), clients, taps // clients, lambda i: [tap], check_echo)
                         for _ in range(rounds)])
            host = [await pipelined(self.url(demo), clients, taps // clients, lambda i: [tap], check_tap)
                    for _ in range(rounds)]
            chromium_best = None
            if clients == 1:
                # Each CDP tap is two messages (touchStart, touchEnd); the rate counts taps, as for uihost.
                chromium_best = max([await pipelined(page_url, 1, self.s.n(300, 16), cdp_tap, check_cdp) / 2
                                     for _ in range(rounds)])
            best = max(host)
            self.report.add(Row(f"pipelined taps per second, {clients} client{'s' if clients > 1 else ''} "
                                f"(best of {rounds}; floor: echoes per second; CDP from one client only)",
                                f"{best:,.0f}/s", "—", f"{floor:,.0f}/s",
                                f"{chromium_best:,.0f}/s" if chromium_best else "—", "—",
                                fmt_ratio(best / floor), fmt_ratio(best / chromium_best) if chromium_best else "—"))
        with urllib.request.urlopen(f"http://127.0.0.1:{self.devtools_port}/json/close/{cdp.target_id}", timeout=30):
            pass
        self.p.stop(echo)
        self.p.stop(demo)

    async def replay(self) -> None:
        print("replay", flush=True)
        taps = self.s.n(5_000, 100)
        demo = self.host("--recordings-dir", str(self.s.tmp))
        ws = await open_socket(self.url(demo))
        path = self.s.tmp / "taps.jsonl"
        await uihost_call(ws, "session.record.start", {"path": path.name})
        replies = asyncio.create_task(self._collect(ws, taps))
        for index in range(taps):
            await ws.send(rpc("input.tap", {"view": {"tag": 3 if index % 2 == 0 else 2}, "wait": "none"}, index + 10))
        await replies
        stopped = await uihost_call(ws, "session.record.stop")
        await ws.close()
        self.p.stop(demo)
        start = time.perf_counter()
        result = subprocess.run([str(self.s.uihost), "replay", str(path)], capture_output=True, text=True,
                                timeout=600, start_new_session=True)
        seconds = time.perf_counter() - start
        if result.returncode != 0:
            raise BenchmarkFailure(f"uihost replay exited {result.returncode}: {result.stdout[-500:]}{result.stderr[-500:]}")
        events = stopped.get("events", 0)
        if events != 2 * taps:
            raise BenchmarkFailure(f"recording {taps} taps gave {events} events, expected {2 * taps}: {stopped}")
        self.report.add(Row(f"replay {events:,} recorded events with {stopped.get('checkpoints')} checkpoints "
                            f"verified (`uihost replay`, whole process; {path.stat().st_size // max(1, events)} "
                            f"bytes per event)", fmt_time(seconds), target="< 2 s" if not self.s.smoke else "—",
                            met=verdict(seconds < 2) if not self.s.smoke else "—"))

    @staticmethod
    async def _collect(ws, count: int) -> None:
        got = 0
        while got < count:
            message = await receive(ws)
            if is_event(message):
                continue
            if '"error"' in message[:40]:
                raise BenchmarkFailure(f"a recorded tap failed: {message[:200]}")
            got += 1

    async def startup_and_memory(self) -> None:
        print("start-up and memory", flush=True)
        n = self.s.n(10, 2)
        ready, idle = [], []
        for _ in range(n):
            host = self.host()
            ready.append(host.ready_seconds)
            idle.append(rss_bytes(host.process.pid))
            self.p.stop(host)
        floor = []
        for _ in range(n):
            echo = self.echo()
            floor.append(echo.ready_seconds)
            echo_rss = rss_bytes(echo.process.pid)
            self.p.stop(echo)
        if not self.s.smoke:
            for _ in range(2):  # the one started for the other scenarios is the first sample
                self.p.stop(self.start_chromium())
        chromium = self.chromium_starts
        self.report.add(Row("start-up to ready line (`uihost serve`, demo app / echo-server / Chromium to "
                            "`DevTools listening`)", fmt_time(p50(ready)), fmt_time(p99(ready)),
                            fmt_time(p50(floor)), fmt_time(p50(chromium)) if chromium else "—",
                            fmt_time(p99(chromium)) if chromium else "—",
                            fmt_ratio(p50(ready) / p50(floor)),
                            fmt_ratio(p50(chromium) / p50(ready)) if chromium else "—",
                            "< 150 ms", verdict(p50(ready) < 0.150)))
        mb = 1024 * 1024
        count, _, chromium_pss = group_memory(self.chromium.process.pid) if self.chromium else (0, 0, 0)
        page = getattr(self, "largest_page", "about:blank")
        self.report.add(Row(f"resident memory idle (demo host RSS / echo-server RSS / Chromium with its {page} page "
                            f"open: PSS summed over {count} processes)",
                            f"{p50(idle) / mb:.1f} MB", "—", f"{echo_rss / mb:.1f} MB",
                            f"{chromium_pss / mb:.0f} MB" if count else "—", "—", fmt_ratio(p50(idle) / echo_rss),
                            fmt_ratio(chromium_pss / p50(idle)) if count else "—",
                            "< 30 MB per host", verdict(p50(idle) < 30 * mb)))
        host = getattr(self, "tree_host", None)
        if host:
            size = host.process.args[-1]
            self.report.add(Row(f"resident memory of the {size} host after its `tree.get` rounds",
                                f"{rss_bytes(host.process.pid) / mb:.1f} MB"))

    async def parallel_hosts(self) -> None:
        print("hosts in parallel", flush=True)
        count = self.s.n(32, 4)
        start = time.perf_counter()
        children = [self.p.spawn(f"uihost serve #{index}", [str(self.s.uihost), "serve", "--port", "0", "--exit-with-parent"])
                    for index in range(count)]
        self.p.wait_ready_all(children, "uihost listening on ")
        wall = time.perf_counter() - start
        ready = [child.ready_seconds for child in children]
        # every host answers
        for child in children:
            ws = await open_socket(self.url(child))
            hello = await uihost_call(ws, "session.hello")
            if hello.get("protocol") != "uihost/1":
                raise BenchmarkFailure(f"a parallel host answered session.hello with {hello}")
            await ws.close()
        total = sum(rss_bytes(child.process.pid) for child in children)
        for child in children:
            self.p.stop(child)
        self.report.add(Row(f"{count} hosts started at once: each to its ready line (all ready after "
                            f"{fmt_time(wall)}; {total / 1024 / 1024:.0f} MB RSS in all)",
                            fmt_time(p50(ready)), fmt_time(p99(ready))))

    SCENARIOS = ("tap_round_trip", "trees", "label_trees", "throughput", "replay", "startup_and_memory",
                 "parallel_hosts")

    async def all(self, only: list[str] | None = None) -> None:
        for name in self.SCENARIOS:
            if only is None or name in only:
                await getattr(self, name)()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--smoke", action="store_true", help="tiny counts (~10 s), for CI: checks every scenario works")
    parser.add_argument("--bin-dir", help="use uihost and uihost-bench from here instead of building release")
    parser.add_argument("--skip-build", action="store_true", help="use .build/release without building")
    parser.add_argument("--chromium", default=os.environ.get("CHROMIUM") or shutil.which("chromium")
                        or shutil.which("chromium-browser") or "/usr/bin/chromium")
    parser.add_argument("--only", help="run only these scenarios, comma-separated: " + ", ".join(Run.SCENARIOS))
    parser.add_argument("--out", help="where to write the table (default .build/benchmarks/latest.md, "
                                      "or smoke.md with --smoke)")
    arguments = parser.parse_args()
    only = arguments.only.split(",") if arguments.only else None
    if only and set(only) - set(Run.SCENARIOS):
        parser.error(f"unknown scenarios {sorted(set(only) - set(Run.SCENARIOS))}; use {', '.join(Run.SCENARIOS)}")

    if arguments.bin_dir:
        bin_dir = Path(arguments.bin_dir).resolve()
    else:
        bin_dir = ROOT / ".build" / "release"
        if not arguments.skip_build:
            print("building release (swift build -c release)...", flush=True)
            subprocess.run(["swift", "build", "-c", "release", "--product", "uihost"], cwd=ROOT, check=True)
            subprocess.run(["swift", "build", "-c", "release", "--product", "uihost-bench"], cwd=ROOT, check=True)
    uihost, bench = bin_dir / "uihost", bin_dir / "uihost-bench"
    for binary in (uihost, bench):
        if not os.access(binary, os.X_OK):
            sys.exit(f"sidebyside.py: no executable {binary}; build it (swift build -c release) or give --bin-dir")
    if not os.access(arguments.chromium, os.X_OK):
        sys.exit(f"sidebyside.py: no Chromium at {arguments.chromium}; apt-get install chromium or give --chromium")

    # SIGTERM and SIGHUP end the run through the same `finally` as Ctrl-C, so every child is stopped.
    def interrupted(number, _frame):
        raise KeyboardInterrupt(f"signal {number}")
    signal.signal(signal.SIGTERM, interrupted)
    signal.signal(signal.SIGHUP, interrupted)

    chromium_version = subprocess.run([arguments.chromium, "--version"], capture_output=True, text=True).stdout.strip()
    load_before = os.getloadavg()
    started = time.perf_counter()
    processes, report = Processes(), Report(smoke=arguments.smoke)
    tmp = Path(tempfile.mkdtemp(prefix="uihost-sidebyside-"))
    status = 0
    try:
        settings = Settings(arguments.smoke, uihost, bench, arguments.chromium, tmp)
        asyncio.run(Run(settings, processes, report).all(only))
    except BenchmarkFailure as failure:
        print(f"sidebyside.py: FAILED: {failure}", file=sys.stderr)
        status = 1
    except (websockets.exceptions.WebSocketException, OSError, asyncio.TimeoutError, KeyError, ValueError) as error:
        # Anything else a scenario hits (a host that drops the connection, a malformed reply) fails the run the
        # same way: with what it measured so far, and every process stopped.
        import traceback
        traceback.print_exc()
        print(f"sidebyside.py: FAILED: {type(error).__name__}: {error}", file=sys.stderr)
        status = 1
    except KeyboardInterrupt:
        print("sidebyside.py: interrupted; stopping everything it started", file=sys.stderr)
        status = 130
    finally:
        processes.stop_all()
        shutil.rmtree(tmp, ignore_errors=True)

    elapsed = time.perf_counter() - started
    load_after = os.getloadavg()
    header = [f"# uihost side by side{' (smoke: tiny counts, not figures)' if arguments.smoke else ''}", "",
              f"Machine: {machine()}; {chromium_version}; Python {platform.python_version()}, "
              f"websockets {websockets.__version__}; binaries {bin_dir.relative_to(ROOT) if bin_dir.is_relative_to(ROOT) else bin_dir}.",
              f"Load average {load_before[0]:.2f} before, {load_after[0]:.2f} after; {elapsed:.0f} s; "
              f"{time.strftime('%Y-%m-%d %H:%M %Z')}.", ""]
    text = "\n".join(header) + report.table() + "\n" + "".join(f"\nNote: {note}\n" for note in report.notes)
    if status:
        text += "\n**The run failed before it finished; the rows above are what it measured.**\n"
    print()
    print(text)
    out = Path(arguments.out) if arguments.out else ROOT / ".build" / "benchmarks" / (
        "smoke.md" if arguments.smoke else "latest.md")
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(text)
    print(f"(written to {out})")
    return status


if __name__ == "__main__":
    sys.exit(main())
