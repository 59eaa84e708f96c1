"""Start-up to the ready line and resident memory: a host, the echo server and Chromium."""

from __future__ import annotations


from ..harness import Run
from ..processes import group_memory, rss_bytes
from ..report import Row, fmt_ratio, fmt_time, p50, p99, verdict


async def startup_and_memory(run: Run) -> None:
    print("start-up and memory", flush=True)
    n = run.s.n(10, 2)
    ready, idle = [], []
    for _ in range(n):
        host = run.host()
        ready.append(host.ready_seconds)
        idle.append(rss_bytes(host.process.pid))
        run.p.stop(host)
    floor = []
    for _ in range(n):
        echo = run.echo()
        floor.append(echo.ready_seconds)
        echo_rss = rss_bytes(echo.process.pid)
        run.p.stop(echo)
    if not run.s.smoke:
        for _ in range(2):  # the one started for the other scenarios is the first sample
            run.p.stop(run.start_chromium())
    chromium = run.chromium_starts
    run.report.add(Row("start-up to ready line (`uihost serve`, demo app / echo-server / Chromium to "
                        "`DevTools listening`)", fmt_time(p50(ready)), fmt_time(p99(ready)),
                        fmt_time(p50(floor)), fmt_time(p50(chromium)) if chromium else "—",
                        fmt_time(p99(chromium)) if chromium else "—",
                        fmt_ratio(p50(ready) / p50(floor)),
                        fmt_ratio(p50(chromium) / p50(ready)) if chromium else "—",
                        "< 150 ms", verdict(p50(ready) < 0.150)))
    mb = 1024 * 1024
    count, _, chromium_pss = group_memory(run.chromium.process.pid) if run.chromium else (0, 0, 0)
    page = run.largest_page
    run.report.add(Row(f"resident memory idle (demo host RSS / echo-server RSS / Chromium with its {page} page "
                        f"open: PSS summed over {count} processes)",
                        f"{p50(idle) / mb:.1f} MB", "—", f"{echo_rss / mb:.1f} MB",
                        f"{chromium_pss / mb:.0f} MB" if count else "—", "—", fmt_ratio(p50(idle) / echo_rss),
                        fmt_ratio(chromium_pss / p50(idle)) if count else "—",
                        "< 30 MB per host", verdict(p50(idle) < 30 * mb)))
    host = run.tree_host
    if host:
        size = host.process.args[-1]
        run.report.add(Row(f"resident memory of the {size} host after its `tree.get` rounds",
                            f"{rss_bytes(host.process.pid) / mb:.1f} MB"))

