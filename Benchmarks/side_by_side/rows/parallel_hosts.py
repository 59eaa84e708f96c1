"""Many hosts started at once: each one's time to its ready line, and their memory together."""

from __future__ import annotations

import time

from ..base import BenchmarkFailure
from ..harness import Run
from ..processes import rss_bytes
from ..report import Row, fmt_time, p50, p99
from ..transport import open_socket
from ..uihost_driver import uihost_call


async def parallel_hosts(run: Run) -> None:
    print("hosts in parallel", flush=True)
    count = run.s.n(32, 4)
    start = time.perf_counter()
    children = [run.p.spawn(f"uihost serve #{index}", [str(run.s.uihost), "serve", "--port", "0", "--exit-with-parent"])
                for index in range(count)]
    run.p.wait_ready_all(children, "uihost listening on ")
    wall = time.perf_counter() - start
    ready = [child.ready_seconds for child in children]
    # every host answers
    for child in children:
        ws = await open_socket(run.url(child))
        hello = await uihost_call(ws, "session.hello")
        if hello.get("protocol") != "uihost/1":
            raise BenchmarkFailure(f"a parallel host answered session.hello with {hello}")
        await ws.close()
    total = sum(rss_bytes(child.process.pid) for child in children)
    for child in children:
        run.p.stop(child)
    run.report.add(Row(f"{count} hosts started at once: each to its ready line (all ready after "
                        f"{fmt_time(wall)}; {total / 1024 / 1024:.0f} MB RSS in all)",
                        fmt_time(p50(ready)), fmt_time(p99(ready))))

SCENARIOS = ("tap_round_trip", "trees", "label_trees", "throughput", "replay", "startup_and_memory",
             "parallel_hosts")

