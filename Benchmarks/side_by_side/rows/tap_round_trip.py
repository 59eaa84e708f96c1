"""The tap round trip: `input.tap` against the echo of its bytes (the floor) and CDP's touch events, and the same tap
through uihost's Python client."""

from __future__ import annotations

import asyncio
import json

from ..base import BenchmarkFailure
from ..cdp import TAP_PAGE
from ..harness import Run
from ..report import Row, fmt_ratio, fmt_time, p50, p99, verdict
from ..transport import open_socket, round_trip
from ..uihost_driver import python_client_taps, rpc


async def tap_round_trip(run: Run) -> None:
    print("tap round trip", flush=True)
    n, warm = run.s.n(2000, 40), run.s.n(200, 5)
    tap = rpc("input.tap", {"view": {"tag": 3}})
    # Taps and echoes alternate, one of each per round, so both see the same moment of the machine: measured one
    # after the other, a ratio on this 2-core virtual machine swung between 1.2x and 1.8x with the background.
    echo = run.echo()
    demo = run.host()
    echo_ws = await open_socket(run.url(echo))
    ws = await open_socket(run.url(demo))
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
    run.p.stop(echo)
    # The same tap through uihost's own Python client, the synchronous API a pytest test uses: what a script
    # sees. Another client than the rows around it, so only its own figures; on a thread with no event loop,
    # as a test runs (the client drives its loop on the calling thread).
    client_taps = await asyncio.to_thread(python_client_taps, run.url(demo), n, warm)
    run.p.stop(demo)

    cdp = await run.page()
    folder = run.s.tmp / "pages"
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

    cdp_n, cdp_warm = run.s.n(200, 5), run.s.n(20, 2)
    for _ in range(cdp_warm):
        await touch_tap()
    chromium = [await touch_tap() for _ in range(cdp_n)]
    counted = (await cdp.call("Runtime.evaluate", {"expression": "window.taps", "returnByValue": True}))
    if counted["result"].get("value") != cdp_n + cdp_warm:
        raise BenchmarkFailure(f"the page saw {counted['result'].get('value')} touchend events for "
                               f"{cdp_n + cdp_warm} CDP taps")
    await run.close_page(cdp)
    ratio = p50(taps) / p50(floor)
    speedup = p50(chromium) / p50(taps)
    run.report.add(Row("tap round trip: `input.tap` by tag (wait idle) / echo of its bytes (the two alternating) / "
                        "CDP touchStart+touchEnd",
                        fmt_time(p50(taps)), fmt_time(p99(taps)), fmt_time(p50(floor)),
                        fmt_time(p50(chromium)), fmt_time(p99(chromium)), fmt_ratio(ratio), fmt_ratio(speedup),
                        "≤ 1.5x floor, ≥ 20x faster than CDP", verdict(ratio <= 1.5 and speedup >= 20)))
    if client_taps is not None:
        run.report.add(Row("tap through uihost's Python client: `app.tap(tag=3)`, synchronous API (another "
                            "client than the other rows: its own figures only)",
                            fmt_time(p50(client_taps)), fmt_time(p99(client_taps)), "—", "—", "—", "—", "—",
                            "—", "—"))

