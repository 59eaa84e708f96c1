#!/usr/bin/env python3
"""The load and soak benchmark (issue 9): 16 clients hammer one uihost with mixed calls while its memory is sampled.

    python3 Benchmarks/soak.py                 # builds release, 16 clients for 10 minutes, writes .build/benchmarks/soak-latest.md
    python3 Benchmarks/soak.py --seconds 5     # the smoke: the same mix for 5 s (checks it still works; no verdict on memory)
    python3 Benchmarks/soak.py --app fixture:1000 --minutes 2

It builds uihost in release mode (unless --bin-dir or --skip-build), starts one `uihost serve` (the demo app, or
--app) with a temporary recordings folder, and runs the clients in one asyncio process on raw `websockets` (no
client library in between: the least client code per call). Each client sends one request at a time and waits for
its reply, drawing its next call from a weighted mix of what scripts do: taps by tag and by identifier, tree.get,
view.find, view.get/set, swipes, excursions into the demo's screens and back, controller.tree, clock.advance,
events.subscribe/unsubscribe (the notifications are read and counted), session.record.start/stop into the
recordings folder, and now and then a bad request whose documented error it expects.

All clients share one app, so a client that navigates away from the home screen would make another's tap on a home
view fail for a reason that is no bug. The clients therefore share a small lock (in this process, costing no
calls): a client takes it to leave the home screen and gives it back once home again, and while it is held the
others pick calls that hold on any screen (tree.get, view.find, controller.tree, clock.advance...). With that, every
error reply other than the expected bad-request ones is a real failure: it is printed and fails the run.

Every 10 s (--sample-seconds) it reads the host's /proc/PID/status (VmRSS, VmHWM), its open descriptors, threads and
CPU time. At the end it prints the replies by kind, latency percentiles per method and overall, the memory table and
a verdict on growth, and writes the same report to .build/benchmarks/soak-latest.md (--out). It stops the host it
started, in its own process group, when the run ends, fails or is interrupted (Ctrl-C, SIGTERM, SIGHUP).
Exit status: 0 passed, 1 failed (unexpected errors, a host that died, or memory growth beyond noise).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import platform
import resource
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

try:
    import websockets
except ImportError:  # pragma: no cover - setup message
    sys.exit("soak.py needs the websockets package (>= 13): scripts/setup-clients installs it into "
             ".build/python-venv, or `pip install websockets`")

# The side-by-side benchmark's helpers (Benchmarks/side_by_side) and the soak's parts, beside this script.
from side_by_side.report import machine  # noqa: E402
from soak_parts.clients import Soak, Stats  # noqa: E402
from soak_parts.host import MIB, Host, SoakFailure  # noqa: E402
from soak_parts.report import latency_table, memory_table, memory_verdict, replies_table, samples_cpu  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    length = parser.add_mutually_exclusive_group()
    length.add_argument("--minutes", type=float, help="how long the clients run (default 10)")
    length.add_argument("--seconds", type=float, help="how long the clients run, in seconds (5: the smoke)")
    parser.add_argument("--clients", type=int, default=16, help="clients at once (default 16)")
    parser.add_argument("--app", default="demo", help="the built-in app to serve: demo (default) or fixture:<n>; "
                                                      "on a fixture the clients skip the demo's screens")
    parser.add_argument("--sample-seconds", type=float, help="memory sampling interval (default 10, 1 under 60 s)")
    parser.add_argument("--seed", type=int, default=9, help="random seed of the clients' mixes (default 9)")
    parser.add_argument("--bin-dir", help="use uihost from here instead of building release")
    parser.add_argument("--skip-build", action="store_true", help="use .build/release without building")
    parser.add_argument("--wrap", default="", help="a command to run uihost under, for diagnosis, such as "
                                                   "'heaptrack -o /tmp/soak-heap' (memory is sampled from uihost)")
    parser.add_argument("--out", help="where to write the report (default .build/benchmarks/soak-latest.md)")
    arguments = parser.parse_args()
    seconds = arguments.seconds if arguments.seconds is not None else (arguments.minutes or 10) * 60
    sample_seconds = arguments.sample_seconds or (10.0 if seconds >= 60 else 1.0)
    if arguments.app != "demo" and not arguments.app.startswith("fixture:"):
        sys.exit("soak.py: --app takes demo or fixture:<n>")

    if arguments.bin_dir:
        bin_dir = Path(arguments.bin_dir).resolve()
    else:
        bin_dir = ROOT / ".build" / "release"
        if not arguments.skip_build:
            print("building release (swift build -c release --product uihost)...", flush=True)
            subprocess.run(["swift", "build", "-c", "release", "--product", "uihost"], cwd=ROOT, check=True)
    binary = bin_dir / "uihost"
    if not os.access(binary, os.X_OK):
        sys.exit(f"soak.py: no executable {binary}; build it (swift build -c release) or give --bin-dir")

    def interrupted(number, _frame):
        raise KeyboardInterrupt(f"signal {number}")
    signal.signal(signal.SIGTERM, interrupted)
    signal.signal(signal.SIGHUP, interrupted)

    load_before = os.getloadavg()
    tmp = Path(tempfile.mkdtemp(prefix="uihost-soak-"))
    recordings = tmp / "recordings"
    host = None
    soak = None
    status = 0
    failure = ""
    print(f"soak: {arguments.clients} clients for {seconds:.0f} s against uihost --app {arguments.app} "
          f"({binary}), sampling every {sample_seconds:.0f} s", flush=True)
    try:
        host = Host(binary, arguments.app, recordings, tmp / "uihost.log", arguments.wrap.split())
        soak = Soak(host.url, host, arguments.clients, seconds, sample_seconds, recordings, arguments.seed)
        if arguments.app != "demo":
            soak.fixture_views = int(arguments.app.split(":", 1)[1])
        asyncio.run(soak.main())
    except SoakFailure as error:
        failure = str(error)
        status = 1
    except (websockets.exceptions.WebSocketException, OSError) as error:
        failure = f"{type(error).__name__}: {error}"
        if host:
            failure += f"\n{host.log_tail()}"
        status = 1
    except KeyboardInterrupt:
        failure = "interrupted; stopped everything it started"
        status = 130
    finally:
        host_status = host.process.poll() if host else None
        if host:
            host.stop()
        shutil.rmtree(tmp, ignore_errors=True)
    load_after = os.getloadavg()
    if host_status is not None and not failure:
        failure = f"uihost exited with status {host_status} during the run"
        status = 1

    client_usage = resource.getrusage(resource.RUSAGE_SELF)
    client_cpu = client_usage.ru_utime + client_usage.ru_stime
    host_cpu = (samples_cpu(soak.samples) if soak else 0.0)
    stats = soak.stats if soak else Stats()
    samples = soak.samples if soak else []
    elapsed = (samples[-1].seconds if samples else 0.0) or seconds
    verdict = memory_verdict(samples, seconds)
    unexpected = sum(stats.unexpected.values())
    if unexpected and not status:
        status = 1
    if verdict.grew and not status:
        status = 1
    loads = soak.loads if soak else []
    lines = [f"# uihost soak: {arguments.clients} clients, {seconds / 60:.1f} min"
             + (" (smoke: checks it works; too short for figures)" if seconds < 60 else ""), "",
             f"Machine: {machine()}; Python {platform.python_version()}, websockets {websockets.__version__}; "
             f"binary {binary.relative_to(ROOT) if binary.is_relative_to(ROOT) else binary}; app {arguments.app}; "
             f"seed {arguments.seed}.",
             f"Load average (1 min) {load_before[0]:.2f} before, {load_after[0]:.2f} after, "
             f"{statistics.fmean(loads) if loads else 0:.2f} mean during the run (the machine is shared); "
             f"{time.strftime('%Y-%m-%d %H:%M %Z')}.", ""]
    if failure:
        lines += [f"**The run failed: {failure}**", ""]
    lines += [f"**{stats.calls:,} calls in {elapsed:.0f} s: {stats.calls / max(elapsed, 1e-9):,.0f} calls/s.** "
              f"Unexpected replies: **{unexpected}**. Notifications received: {sum(stats.events.values()):,} "
              f"({', '.join(f'{name} {count:,}' for name, count in stats.events.most_common()) or 'none'}). "
              f"Recordings made and removed: {stats.recordings} ({stats.recorded_bytes / MIB:.1f} MiB written). "
              f"Excursions away from home: {sum(stats.excursions.values()):,} "
              f"({', '.join(f'{name} {count}' for name, count in sorted(stats.excursions.items()))}); "
              f"{stats.redirected:,} home-screen calls swapped for any-screen ones meanwhile. "
              f"CPU time: host {host_cpu:.0f} s, clients (this Python process, one core at most) {client_cpu:.0f} s.",
              "",
              "## Memory", "", verdict.text, "", *memory_table(samples), "",
              "## Latency (wall clock in the client, send to reply, one request in flight per client)", "",
              *latency_table(stats), "", "## Replies by kind", "", *replies_table(stats), ""]
    if stats.unexpected:
        lines += ["## Unexpected replies", ""]
        lines += [f"- {label}: {what} × {count}" for (label, what), count in stats.unexpected.most_common()]
        lines += ["", "First ones in full:", "", "```", *stats.unexpected_examples, "```", ""]
    text = "\n".join(lines)
    print()
    print(text)
    out = Path(arguments.out) if arguments.out else ROOT / ".build" / "benchmarks" / "soak-latest.md"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(text)
    print(f"(written to {out}; {'PASSED' if status == 0 else 'FAILED'})")
    return status


if __name__ == "__main__":
    sys.exit(main())
