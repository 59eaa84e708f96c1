"""The soak benchmark's clients: what they count, the home-screen lock they share, one client's mix of calls,
and the run that starts them beside the memory sampler."""

from __future__ import annotations

import array
import asyncio
import collections
import json
import os
import random
import time
from dataclasses import dataclass, field
from pathlib import Path

from websockets.asyncio.client import connect

from .host import MIB, Host, Sample, SoakFailure, sample_process

REPLY_TIMEOUT = 60.0
# A client starts a recording at most this often (seconds): every start writes the host's input history (up to
# 100,000 steps) to the file first, and a script records now and then, not continuously.
RECORDING_GAP = 30.0


@dataclass
class Stats:
    latencies: dict[str, array.array] = field(default_factory=lambda: collections.defaultdict(lambda: array.array("d")))
    outcomes: collections.Counter = field(default_factory=collections.Counter)  # (label, "ok" | "error -32xxx")
    unexpected: collections.Counter = field(default_factory=collections.Counter)  # (label, what)
    unexpected_examples: list[str] = field(default_factory=list)
    events: collections.Counter = field(default_factory=collections.Counter)
    calls: int = 0
    recordings: int = 0
    recorded_bytes: int = 0
    excursions: collections.Counter = field(default_factory=collections.Counter)
    redirected: int = 0  # home-screen calls swapped for any-screen ones while another client was away

    def flag(self, label: str, what: str, request: str, reply: str) -> None:
        self.unexpected[(label, what)] += 1
        if len(self.unexpected_examples) < 40:
            example = f"{label}: {what}\n    request: {request[:300]}\n    reply:   {reply[:500]}"
            self.unexpected_examples.append(example)
            print(f"UNEXPECTED {example}", flush=True)


class Screen:
    """Who may leave the home screen: one client at a time, once no call that needs home is in flight."""

    def __init__(self) -> None:
        self.away = False
        self.readers = 0
        self.no_readers = asyncio.Event()
        self.no_readers.set()
        self.lock = asyncio.Lock()

    def enter_home(self) -> bool:
        if self.away:
            return False
        self.readers += 1
        self.no_readers.clear()
        return True

    def leave_home(self) -> None:
        self.readers -= 1
        if self.readers == 0:
            self.no_readers.set()

    async def go_away(self) -> None:
        await self.lock.acquire()
        self.away = True
        await self.no_readers.wait()

    def come_back(self) -> None:
        self.away = False
        self.lock.release()


class Unexpected(Exception):
    pass


# ---------------------------------------------------------------------------------------------------------------
# One client.

HOME_TAGS = [2, 3, 11]                       # counter, toggle, multiTouch: tappable wherever the drag view is
HOME_IDS = ["counter", "toggle", "multiTouch", "drag"]
FIND_SELECTORS = [
    {"accessibilityIdentifier": "counter"},
    {"tag": 4},
    {"class": "TapActionView", "all": True},
    {"text": "Overlay"},
    {"accessibilityIdentifier": "no-such-view"},  # matches nothing: an empty list, not an error
    {"class": "UIView", "visible": True, "index": 3},
]
EVENT_NAMES = ["tree.changed", "touch.delivered", "controller.appearance", "controller.transition",
               "control.action", "app.lifecycle", "device.orientationChanged"]
COLORS = ["#007AFFFF", "#34C759FF", "#FF9500FF"]

# (label, request as method + params or a raw text, the error code the protocol documents for it)
BAD_REQUESTS: list[tuple[str, object, int]] = [
    ("bad: not JSON", '{"jsonrpc": "2.0", "id": 1, "method": ', -32700),
    ("bad: unknown method", ("view.explode", {}), -32601),
    ("bad: wrong type", ("input.tap", {"view": {"tag": "two"}}), -32602),
    ("bad: unknown field", ("tree.get", {"deepth": 2}), -32602),
    ("bad: no such view", ("view.get", {"view": {"tag": 987654}}), -32001),
    ("bad: path outside", ("session.record.start", {"path": "../escape.jsonl"}), -32602),
    ("bad: negative duration", ("input.swipe", {"from": {"x": 10, "y": 10}, "to": {"x": 20, "y": 20},
                                                "durationMs": -5}), -32602),
    ("bad: negative advance", ("clock.advance", {"ms": -5}), -32602),
    ("bad: off screen", ("input.tap", {"x": 5000, "y": 5}), -32602),
    ("bad: positional params", '{"jsonrpc": "2.0", "id": 1, "method": "tree.get", "params": [1]}', -32602),
]


class Client:
    def __init__(self, index: int, run: "Soak") -> None:
        self.index = index
        self.run = run
        self.stats = run.stats
        self.screen = run.screen
        self.rng = random.Random(run.seed * 1000 + index)
        self.ws = None
        self.next_id = 0
        self.subscribed: list[str] = []
        self.recording: int | None = None  # calls left before it stops
        self.recording_count = 0
        self.last_recording = -1e9
        self.swipe_low = False
        self.fixture = run.fixture_views  # a fixture:<n> app: tags 1...n-1, no demo screens

    # -- one request and its reply ---------------------------------------------------------------------------------
    async def call(self, method: str, params: dict | None = None, *, label: str | None = None,
                   expect: int | None = None, raw: str | None = None, or_ok: bool = False):
        """Sends one request and reads up to its reply (counting the notifications before it). Returns the result,
        or None for the expected error; anything else is flagged and raises Unexpected. With `or_ok`, a result is
        as good as the expected error (recovery calls)."""
        label = label or method
        self.next_id += 1
        if raw is None:
            message = {"jsonrpc": "2.0", "id": self.next_id, "method": method}
            if params is not None:
                message["params"] = params
            raw = json.dumps(message, separators=(",", ":"))
        started = time.perf_counter()
        await self.ws.send(raw)
        try:
            async with asyncio.timeout(REPLY_TIMEOUT):
                while True:
                    text = await self.ws.recv()
                    reply = json.loads(text)
                    if "id" not in reply and "method" in reply:
                        self.stats.events[reply["method"]] += 1
                        continue
                    break
        except TimeoutError:
            self.stats.flag(label, f"no reply within {REPLY_TIMEOUT:.0f} s", raw, "")
            raise SoakFailure(f"client {self.index}: no reply to {label} within {REPLY_TIMEOUT:.0f} s")
        elapsed = time.perf_counter() - started
        self.stats.latencies[label].append(elapsed)
        self.stats.calls += 1
        error = reply.get("error")
        if error is not None:
            code = error.get("code")
            self.stats.outcomes[(label, f"error {code}")] += 1
            if code != expect:
                self.stats.flag(label, f"error {code}" + (f" (expected {expect})" if expect else ""), raw, text)
                raise Unexpected(label)
            return None
        self.stats.outcomes[(label, "ok")] += 1
        if expect is not None and not or_ok:
            self.stats.flag(label, f"a result (expected error {expect})", raw, text)
            raise Unexpected(label)
        if reply.get("id") != self.next_id:
            self.stats.flag(label, f"reply id {reply.get('id')} (sent {self.next_id})", raw, text)
            raise Unexpected(label)
        return reply["result"]

    # -- the mix -----------------------------------------------------------------------------------------------------
    async def main(self, deadline: float) -> None:
        self.ws = await connect(self.run.url, max_size=None, compression=None, ping_interval=None, open_timeout=30)
        try:
            await self.call("session.hello")
            operations = [
                (14, self.tap_by_tag, True), (10, self.tap_by_identifier, True), (8, self.view_get, True),
                (5, self.view_set, True), (5, self.swipe, True),
                (9, self.tree_get, False), (12, self.view_find, False), (6, self.controller_tree, False),
                (6, self.clock_advance, False), (3, self.toggle_events, False), (2, self.excursion, False),
                (0.5, self.toggle_recording, False), (3, self.bad_request, False),
            ]
            weights = [weight for weight, _, _ in operations]
            anywhere = [self.tree_get, self.view_find, self.controller_tree, self.clock_advance]
            while time.monotonic() < deadline and not self.run.stopping:
                _, operation, needs_home = self.rng.choices(operations, weights)[0]
                try:
                    if needs_home:
                        if self.screen.enter_home():
                            try:
                                await operation()
                            finally:
                                self.screen.leave_home()
                        else:
                            self.stats.redirected += 1
                            await self.rng.choice(anywhere)()
                    else:
                        await operation()
                    if self.recording is not None:
                        self.recording -= 1
                        if self.recording <= 0:
                            await self.stop_recording()
                except Unexpected:
                    pass  # flagged and printed; the client carries on with its next call
            if self.recording is not None:
                await self.stop_recording()
            if self.subscribed:
                await self.call("events.unsubscribe")
        finally:
            await self.ws.close()

    def some_tag(self) -> int:
        return self.rng.randrange(1, self.fixture) if self.fixture else self.rng.choice(HOME_TAGS)

    async def tap_by_tag(self) -> None:
        result = await self.call("input.tap", {"view": {"tag": self.some_tag()}}, label="input.tap (tag)")
        self.check(result and result.get("hit"), "input.tap (tag)", "a hit view", result)

    async def tap_by_identifier(self) -> None:
        identifier = f"view-{self.some_tag()}" if self.fixture else self.rng.choice(HOME_IDS)
        result = await self.call("input.tap", {"view": {"accessibilityIdentifier": identifier}},
                                 label="input.tap (identifier)")
        self.check(result and result.get("hit"), "input.tap (identifier)", "a hit view", result)

    async def view_get(self) -> None:
        tag = self.some_tag() if self.fixture else self.rng.choice([2, 3, 4, 5, 11, 20])
        result = await self.call("view.get", {"view": {"tag": tag}})
        self.check(result and result.get("tag") == tag, "view.get", f"the view tagged {tag}", result)

    async def view_set(self) -> None:
        color = self.rng.choice(COLORS)
        result = await self.call("view.set", {"view": {"tag": 1}, "properties": {"backgroundColor": color}})
        self.check(result and result.get("tag") == 1, "view.set", "the header's node", result)

    async def swipe(self) -> None:
        # The drag view follows the finger; it only ever goes between two centres that cover nothing tappable.
        self.swipe_low = not self.swipe_low
        target = {"x": 60, "y": 250 if self.swipe_low else 244}
        origin = {"tag": 5} if not self.fixture else {"x": 300, "y": 100}
        result = await self.call("input.swipe", {"from": origin, "to": target, "durationMs": 100, "steps": 5})
        self.check(result and result.get("phases", [None])[-1] == "ended", "input.swipe", "phases ending in ended",
                   result)

    async def tree_get(self) -> None:
        params = {} if self.rng.random() < 0.7 else {"depth": 3}
        result = await self.call("tree.get", params, label="tree.get" if not params else "tree.get (depth 3)")
        self.check(result and "root" in result, "tree.get", "a root node", result)

    async def view_find(self) -> None:
        selector = dict(self.rng.choice(FIND_SELECTORS))
        if self.fixture and "tag" in selector:
            selector = {"accessibilityIdentifier": f"view-{self.some_tag()}"}
        result = await self.call("view.find", selector)
        self.check(result is not None and isinstance(result.get("views"), list), "view.find", "a views list", result)

    async def controller_tree(self) -> None:
        result = await self.call("controller.tree")
        self.check(result is not None, "controller.tree", "a tree", result)

    async def clock_advance(self) -> None:
        await self.call("clock.advance", {"ms": self.rng.choice([16, 100, 250, 1000])})

    async def toggle_events(self) -> None:
        if self.subscribed:
            result = await self.call("events.unsubscribe")
            self.check(result is not None and result.get("events") == [], "events.unsubscribe", "no events left",
                       result)
            self.subscribed = []
        else:
            names = sorted(self.rng.sample(EVENT_NAMES, self.rng.randint(1, 4)))
            result = await self.call("events.subscribe", {"events": names})
            self.check(result is not None and result.get("events") == names, "events.subscribe",
                       f"events {names}", result)
            self.subscribed = names

    async def toggle_recording(self) -> None:
        if self.recording is not None:
            await self.stop_recording()
            return
        if time.monotonic() - self.last_recording < RECORDING_GAP:
            await self.tree_get()
            return
        self.last_recording = time.monotonic()
        self.recording_count += 1
        name = f"soak-{self.index}-{self.recording_count}.jsonl"
        result = await self.call("session.record.start", {"path": name})
        self.check(result is not None and str(result.get("path", "")).endswith(name), "session.record.start",
                   f"the path {name}", result)
        self.recording = self.rng.randint(20, 120)

    async def stop_recording(self) -> None:
        self.recording = None
        result = await self.call("session.record.stop")
        if result is None:
            return
        path = Path(result["path"])
        if not path.is_absolute():
            path = self.run.recordings / path
        try:
            self.stats.recorded_bytes += path.stat().st_size
            path.unlink()  # keeps the folder small over a long run
        except OSError as error:
            self.stats.flag("session.record.stop", f"the file it named is not there ({error})", "", json.dumps(result))
        self.stats.recordings += 1

    async def bad_request(self) -> None:
        label, request, code = self.rng.choice(BAD_REQUESTS)
        if label == "bad: path outside" and self.recording is not None:
            code = -32602  # a second recording is -32602 too; keep the check exact for the path case
        if isinstance(request, str):
            await self.call("", label=label, expect=code, raw=request)
        else:
            method, params = request
            await self.call(method, params, label=label, expect=code)
        if self.rng.random() < 0.2 and self.recording is None:
            await self.call("session.record.stop", label="bad: stop without recording", expect=-32600)

    # -- excursions: leave home, do something on another screen, come back -------------------------------------------
    async def excursion(self, kind: str | None = None) -> None:
        if self.fixture:  # one screen: nowhere to go
            await self.tree_get()
            return
        kind = kind or self.rng.choice(["stack", "gestures", "table", "tabs", "modal", "textForm"])
        await self.screen.go_away()
        try:
            self.stats.excursions[kind] += 1
            await getattr(self, f"visit_{kind}")()
        except Unexpected:
            await self.back_home()
        finally:
            self.screen.come_back()

    async def tap(self, selector: dict, label: str = "input.tap (excursion)") -> dict:
        return await self.call("input.tap", {"view": selector}, label=label)

    async def back(self, expect_top: str | None = None) -> None:
        result = await self.call("navigation.back")
        if expect_top:
            self.check(result and result["top"]["class"] == expect_top, "navigation.back", f"top {expect_top}", result)

    async def visit_stack(self) -> None:
        await self.tap({"tag": 40})
        await self.tap({"tag": 51})
        result = await self.call("view.get", {"view": {"tag": 50}}, label="view.get (excursion)")
        self.check(result and result.get("accessibilityLabel") == "Screen 2", "view.get (excursion)",
                   "Screen 2", result)
        await self.back()
        await self.back("DemoHomeViewController")

    async def visit_gestures(self) -> None:
        await self.tap({"tag": 44})
        await self.tap({"tag": 90})
        await self.call("input.longPress", {"view": {"tag": 91}, "durationMs": 600})
        await self.call("input.swipe", {"from": {"tag": 94}, "to": {"x": 200, "y": 500}, "durationMs": 200},
                        label="input.swipe (excursion)")
        await self.back("DemoHomeViewController")

    async def visit_table(self) -> None:
        await self.tap({"tag": 45})
        await self.call("input.swipe", {"from": {"x": 187, "y": 500}, "to": {"x": 187, "y": 200}, "durationMs": 200},
                        label="input.swipe (excursion)")
        result = await self.call("view.find", {"class": "UITableViewCell", "all": True}, label="view.find (excursion)")
        self.check(result and len(result["views"]) > 5, "view.find (excursion)", "visible table cells", result)
        await self.back("DemoHomeViewController")

    async def visit_tabs(self) -> None:
        await self.tap({"tag": 41})
        result = await self.call("tabs.select", {"index": 1})
        self.check(result and result.get("selected") is True and result.get("index") == 1, "tabs.select",
                   "tab 1 selected", result)
        await self.call("tabs.select", {"title": "Stack"})
        await self.tap({"tag": 62})  # pushes a numbered screen inside the Stack tab
        await self.call("controller.tree", label="controller.tree (excursion)")
        await self.back("DemoTabViewController")
        await self.tap({"tag": 61})  # Done: dismisses the tab bar controller

    async def visit_modal(self) -> None:
        await self.tap({"tag": 30})
        await self.tap({"accessibilityIdentifier": "done"})

    async def visit_textForm(self) -> None:
        await self.tap({"tag": 121})
        await self.tap({"tag": 150})
        await self.call("input.type", {"text": "soak test"})
        await self.tap({"tag": 154})
        result = await self.call("view.get", {"view": {"tag": 155}}, label="view.get (excursion)")
        self.check(result and str(result.get("text", "")).startswith("Submitted: "), "view.get (excursion)",
                   "the form's status", result)
        await self.back("DemoHomeViewController")

    async def back_home(self) -> None:
        """After a failed excursion: dismiss and pop until the home screen shows (nothing left is -32001)."""
        for method in ("controller.dismiss", "navigation.back"):
            for _ in range(6):
                try:
                    if await self.call(method, label="recovery", expect=-32001, or_ok=True) is None:
                        break
                except Unexpected:
                    break

    def check(self, condition, label: str, wanted: str, result) -> None:
        if not condition:
            self.stats.flag(label, f"a reply without {wanted}", "", json.dumps(result)[:500])
            raise Unexpected(label)


# ---------------------------------------------------------------------------------------------------------------
# The run.

class Soak:
    def __init__(self, url: str, host: Host, clients: int, seconds: float, sample_seconds: float,
                 recordings: Path, seed: int) -> None:
        self.url = url
        self.host = host
        self.clients = clients
        self.seconds = seconds
        self.sample_seconds = sample_seconds
        self.recordings = recordings
        self.seed = seed
        self.stats = Stats()
        self.screen = Screen()
        self.samples: list[Sample] = []
        self.loads: list[float] = []
        self.stopping = False
        self.started = 0.0
        self.fixture_views: int | None = None

    async def sampler(self) -> None:
        pid = self.host.pid
        while not self.stopping:
            now = time.monotonic() - self.started
            if self.host.process.poll() is not None:
                raise SoakFailure(f"uihost exited with status {self.host.process.returncode} after {now:.0f} s:\n"
                                  f"{self.host.log_tail()}")
            sample = sample_process(pid, now, self.stats.calls)
            self.samples.append(sample)
            self.loads.append(os.getloadavg()[0])
            if self.seconds >= 60:
                print(f"  {now:4.0f} s: {sample.calls:,} calls, RSS {sample.rss / MIB:.1f} MiB, "
                      f"{sum(self.stats.unexpected.values())} unexpected", flush=True)
            next_at = (len(self.samples)) * self.sample_seconds
            await asyncio.sleep(max(0.0, next_at - (time.monotonic() - self.started)))

    async def main(self) -> None:
        self.started = time.monotonic()
        deadline = self.started + self.seconds
        sampler = asyncio.create_task(self.sampler())
        clients = [asyncio.create_task(Client(index, self).main(deadline)) for index in range(self.clients)]
        try:
            # Clients finish their call in flight after the deadline; one still going 2 minutes later is stuck.
            watching = {sampler, *clients}
            while any(not task.done() for task in clients):
                remaining = deadline + 120 - time.monotonic()
                if remaining <= 0:
                    stuck = sum(1 for task in clients if not task.done())
                    raise SoakFailure(f"{stuck} client(s) still running 120 s after the deadline")
                done, watching = await asyncio.wait(watching, timeout=remaining, return_when=asyncio.FIRST_COMPLETED)
                for task in done:
                    if task.exception():
                        raise task.exception()
        finally:
            self.stopping = True
            for task in clients:
                task.cancel()
            await asyncio.gather(*clients, return_exceptions=True)
            await asyncio.gather(sampler, return_exceptions=True)
            if self.host.process.poll() is None:
                self.samples.append(sample_process(self.host.pid, time.monotonic() - self.started,
                                                   self.stats.calls))
