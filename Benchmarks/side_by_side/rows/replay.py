"""Recording 5,000 taps and replaying them with `uihost replay`."""

from __future__ import annotations

import asyncio
import subprocess
import time

from ..base import BenchmarkFailure
from ..harness import Run
from ..report import Row, fmt_time, verdict
from ..transport import is_event, open_socket, receive
from ..uihost_driver import rpc, uihost_call


async def replay(run: Run) -> None:
    print("replay", flush=True)
    taps = run.s.n(5_000, 100)
    demo = run.host("--recordings-dir", str(run.s.tmp))
    ws = await open_socket(run.url(demo))
    path = run.s.tmp / "taps.jsonl"
    await uihost_call(ws, "session.record.start", {"path": path.name})
    replies = asyncio.create_task(_collect(ws, taps))
    for index in range(taps):
        await ws.send(rpc("input.tap", {"view": {"tag": 3 if index % 2 == 0 else 2}, "wait": "none"}, index + 10))
    await replies
    stopped = await uihost_call(ws, "session.record.stop")
    await ws.close()
    run.p.stop(demo)
    start = time.perf_counter()
    result = subprocess.run([str(run.s.uihost), "replay", str(path)], capture_output=True, text=True,
                            timeout=600, start_new_session=True)
    seconds = time.perf_counter() - start
    if result.returncode != 0:
        raise BenchmarkFailure(f"uihost replay exited {result.returncode}: {result.stdout[-500:]}{result.stderr[-500:]}")
    events = stopped.get("events", 0)
    if events != 2 * taps:
        raise BenchmarkFailure(f"recording {taps} taps gave {events} events, expected {2 * taps}: {stopped}")
    run.report.add(Row(f"replay {events:,} recorded events with {stopped.get('checkpoints')} checkpoints "
                        f"verified (`uihost replay`, whole process; {path.stat().st_size // max(1, events)} "
                        f"bytes per event)", fmt_time(seconds), target="< 2 s" if not run.s.smoke else "—",
                        met=verdict(seconds < 2) if not run.s.smoke else "—"))

async def _collect(ws, count: int) -> None:
    got = 0
    while got < count:
        message = await receive(ws)
        if is_event(message):
            continue
        if '"error"' in message[:40]:
            raise BenchmarkFailure(f"a recorded tap failed: {message[:200]}")
        got += 1

