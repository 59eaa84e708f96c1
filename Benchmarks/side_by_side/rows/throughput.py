"""Pipelined taps a second, from one and from 16 clients, against the echo server and CDP."""

from __future__ import annotations

import asyncio
import json
import time
import urllib.request

from ..base import BenchmarkFailure
from ..cdp import TAP_PAGE
from ..harness import Run
from ..report import Row, fmt_ratio
from ..transport import is_event, open_socket, receive
from ..uihost_driver import rpc


async def throughput(run: Run) -> None:
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

    echo, demo = run.echo(), run.host()
    folder = run.s.tmp / "pages"
    folder.mkdir(exist_ok=True)
    (folder / "tap.html").write_text(TAP_PAGE)
    # CDP taps come from one client only: touch sequences from several clients on one page interleave one
    # finger's touchStart and touchEnd, and pages in background tabs get no frames, so Chromium stops answering
    # touch input in both cases.
    cdp = await run.page()
    await cdp.navigate((folder / "tap.html").as_uri())
    await cdp.ws.close()
    page_url = f"ws://127.0.0.1:{run.devtools_port}/devtools/page/{cdp.target_id}"

    def cdp_tap(index: int) -> list[str]:
        return [json.dumps({"id": 2 * index + 1, "method": "Input.dispatchTouchEvent",
                            "params": {"type": "touchStart", "touchPoints": [{"x": 240, "y": 162}]}}),
                json.dumps({"id": 2 * index + 2, "method": "Input.dispatchTouchEvent",
                            "params": {"type": "touchEnd", "touchPoints": []}})]

    for clients in (1, 16):
        taps = run.s.n(4000, 160)
        rounds = run.s.n(3, 1)
        floor = max([await pipelined(run.url(echo), clients, taps // clients, lambda i: [tap], check_echo)
                     for _ in range(rounds)])
        host = [await pipelined(run.url(demo), clients, taps // clients, lambda i: [tap], check_tap)
                for _ in range(rounds)]
        chromium_best = None
        if clients == 1:
            # Each CDP tap is two messages (touchStart, touchEnd); the rate counts taps, as for uihost.
            chromium_best = max([await pipelined(page_url, 1, run.s.n(300, 16), cdp_tap, check_cdp) / 2
                                 for _ in range(rounds)])
        best = max(host)
        run.report.add(Row(f"pipelined taps per second, {clients} client{'s' if clients > 1 else ''} "
                            f"(best of {rounds}; floor: echoes per second; CDP from one client only)",
                            f"{best:,.0f}/s", "—", f"{floor:,.0f}/s",
                            f"{chromium_best:,.0f}/s" if chromium_best else "—", "—",
                            fmt_ratio(best / floor), fmt_ratio(best / chromium_best) if chromium_best else "—"))
    with urllib.request.urlopen(f"http://127.0.0.1:{run.devtools_port}/json/close/{cdp.target_id}", timeout=30):
        pass
    run.p.stop(echo)
    run.p.stop(demo)

