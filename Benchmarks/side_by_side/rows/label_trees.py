"""The tree of a 10,000-label storyboard read and parsed by a Python client, against CDP's `DOM.getDocument` of
10,000 divs parsed by the same parser."""

from __future__ import annotations

import json
import time

from ..base import BenchmarkFailure
from ..cdp import count_dom, fixture_page
from ..harness import Run
from ..report import Row, fmt_ratio, fmt_time, p50, p99, verdict
from ..transport import open_socket, parsed_times
from ..uihost_driver import label_storyboard, rpc, uihost_call_bytes, walk_uihost


async def label_trees(run: Run) -> None:
    """The tree of a 10,000-label storyboard read by a Python client, parse included, against CDP's
    DOM.getDocument of 10,000 divs parsed by the same client: the full form with the standard library's json
    (what the client did before issue 22), the compact form with orjson (`uihost[fast]`) and the table form with
    orjson (its columns parsed; a note gives what building nested nodes back from them adds)."""
    print("label trees, parse included", flush=True)
    try:
        import orjson
    except ImportError:
        orjson = None
        run.report.notes.append("orjson is not installed: the compact rows parse with json "
                                 "(pip install 'uihost[fast]' or orjson)")
    size = 1_000 if run.s.smoke else 10_000
    rounds, warmup = run.s.n(40, 2), run.s.n(5, 1)
    host = run.host("--storyboard", label_storyboard(run.s.tmp, size))
    ws = await open_socket(run.url(host))
    cdp = await run.page()
    await cdp.navigate(fixture_page(run.s.tmp, size))
    get_document = json.dumps({"id": 1, "method": "DOM.getDocument", "params": {"depth": -1}})
    fast = orjson.loads if orjson else json.loads
    parser = 'orjson' if orjson else 'json'
    for label, params, loads in (("full form, json", None, json.loads),
                                 (f"compact form, {parser}", {"compact": True}, fast),
                                 (f"table form, {parser}", {"form": "table"}, fast)):
        times, reply = await parsed_times(ws, rpc("tree.get", params), loads, rounds, warmup)
        if "error" in reply:  # a build from before issue 22, measured for the before-and-after figures
            run.report.notes.append(f"this uihost answers tree.get {params} with {reply['error']}: no {label} row")
            continue
        raw = await uihost_call_bytes(ws, rpc("tree.get", params))
        labels = count_labels(reply["result"])
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
        run.report.notes.append(f"tree of {size:,} labels ({label}): p50 {fmt_time(p50(times))} parse included; "
                                 f"the round trip with the reply left as bytes (host's writing and transfer) "
                                 f"p50 {fmt_time(p50(unparsed))}, the parse alone p50 {fmt_time(p50(parses))}"
                                 + nodes_from_table(reply["result"], rounds))
        run.report.add(Row(f"tree of {size:,} labels, parse included ({label}): `tree.get` / CDP "
                            f"`DOM.getDocument` of {size:,} divs, same parser ({len(raw) / 1e6:.2f} MB, "
                            f"{len(raw) / (size + 2):.0f} B a node / {len(cdp_raw) / 1e6:.2f} MB)",
                            fmt_time(p50(times)), fmt_time(p99(times)), "—", fmt_time(p50(cdp_times)),
                            fmt_time(p99(cdp_times)), "—", fmt_ratio(speedup),
                            "≥ 10x faster than CDP" if compact else "—",
                            verdict(speedup >= 10) if compact else "—"))
    await ws.close()
    await run.close_page(cdp)
    run.p.stop(host)


def count_labels(result: dict) -> int:
    """The UILabel nodes of a `tree.get` result in either form."""
    if "table" in result:
        table = result["table"]
        if "UILabel" not in table["classes"]:
            return 0
        return table["class"].count(table["classes"].index("UILabel"))
    return sum(1 for node in walk_uihost(result["root"]) if node.get("class") == "UILabel")


def nodes_from_table(result: dict, rounds: int) -> str:
    """For a table: what building the nested compact nodes back from it costs (`uihost.treetext.from_table`), for a
    client that wants nodes rather than columns."""
    if "table" not in result:
        return ""
    try:
        from uihost.treetext import from_table
    except ImportError:
        return " (uihost's Python client is not installed: from_table not timed)"
    times = []
    for _ in range(rounds):
        start = time.perf_counter_ns()
        from_table(result["table"])
        times.append((time.perf_counter_ns() - start) / 1e9)
    return f"; building the nested nodes from the columns (`treetext.from_table`) p50 {fmt_time(p50(times))} more"

