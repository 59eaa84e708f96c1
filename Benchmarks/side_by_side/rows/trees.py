"""Tree dumps of the fixture app (1,000 to 100,000 views) against CDP's `DOM.getDocument`, and finding the last view
by tag and by identifier against `DOM.querySelector`."""

from __future__ import annotations

import json

from ..base import BenchmarkFailure
from ..cdp import count_dom, fixture_page
from ..harness import Run
from ..report import Row, fmt_ratio, fmt_time, p50, p99, verdict
from ..transport import open_socket, timed
from ..uihost_driver import count_uihost, rpc


async def trees(run: Run) -> None:
    print("tree dump and find", flush=True)
    sizes = [1_000] if run.s.smoke else [1_000, 10_000, 100_000]
    # Enough rounds that one slow moment of this 2-core machine does not move the median much (15 and 5 rounds
    # gave 10,000-view medians with p99s three times as high); CDP takes as many.
    rounds = {1_000: run.s.n(50, 3), 10_000: run.s.n(40, 2), 100_000: run.s.n(11, 1)}
    warmups = {1_000: run.s.n(5, 1), 10_000: run.s.n(5, 1), 100_000: run.s.n(2, 1)}
    finds = run.s.n(300, 10)
    echo = run.echo()
    echo_ws = await open_socket(run.url(echo))
    per_view: dict[int, float] = {}
    cdp_dump: dict[int, float] = {}
    cdp = await run.page()
    for size in sizes:
        host = run.host("--app", f"fixture:{size}")
        ws = await open_socket(run.url(host))
        dump = rpc("tree.get")
        times, reply = await timed(ws, lambda i: dump, rounds[size], warmups[size])
        views = count_uihost(json.loads(reply)["result"]["root"])
        if views != size + 1:  # the fixture's views and its window
            raise BenchmarkFailure(f"tree.get of fixture:{size} returned {views} nodes, expected {size + 1}")
        per_view[size] = p50(times) / views

        await cdp.navigate(fixture_page(run.s.tmp, size))
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
        run.report.add(Row(f"tree dump, {views:,} nodes: `tree.get` / CDP `DOM.getDocument` depth -1 "
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
            run.report.add(Row(f"find by {label} in {views:,} views (last in order) / echo / CDP "
                                f"`DOM.querySelector` by id; server side ≈ p50 − floor = {fmt_time(max(0, server))}",
                                fmt_time(p50(values)), fmt_time(p99(values)), fmt_time(p50(floor_times)),
                                fmt_time(p50(query_times)), fmt_time(p99(query_times)),
                                fmt_ratio(p50(values) / p50(floor_times)),
                                fmt_ratio(p50(query_times) / p50(values)), target, met))
        await ws.close()
        if size == max(sizes):
            run.tree_host = host  # its memory is measured after the biggest tree
            run.largest_page = f"{size:,}-element"
        else:
            run.p.stop(host)
    await echo_ws.close()
    run.p.stop(echo)

