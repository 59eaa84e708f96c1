#!/usr/bin/env python3
"""What one round trip costs the server process: context switches and CPU time per call, read from /proc.

    python3 Benchmarks/handoffs.py               # builds release; 5,000 taps on uihost, 5,000 echoes on the floor
    python3 Benchmarks/handoffs.py --calls 200 --bin-dir .build/debug    # the smoke CI runs

It starts `uihost serve` (the demo app) and `uihost-bench echo-server` (the same transport answering every message
with itself), sends each `--calls` sequential `input.tap {view: {tag: 3}}` requests from Python's `websockets`, and
reads every thread's voluntary and involuntary context switches (/proc/PID/task/*/status) and the process's CPU time
(/proc/PID/stat) before and after. Both servers pass each message from the transport's service thread to a loop
thread and the reply back: the switches per call show those hand-offs (four, one sleep and one wake-up each way,
when nothing else gets in between), the CPU per call what they and the work cost. No perf needed. docs/benchmarks.md
says what the figures found.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import platform
import statistics
import subprocess
import sys
import time
from pathlib import Path

try:
    from websockets.asyncio.client import connect
except ImportError:  # pragma: no cover - setup message
    sys.exit("handoffs.py needs the websockets package (>= 13): scripts/setup-clients installs it into "
             ".build/python-venv, or `pip install websockets`")

ROOT = Path(__file__).resolve().parent.parent
TAP = json.dumps({"jsonrpc": "2.0", "method": "input.tap", "params": {"view": {"tag": 3}}, "id": 1})


def start(command: list[str], ready_prefix: str) -> tuple[subprocess.Popen, str]:
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    line = process.stdout.readline() if process.stdout else ""
    if not line.startswith(ready_prefix):
        process.kill()
        sys.exit(f"handoffs.py: {command[0]} printed {line!r} instead of its ready line")
    return process, line.split(" on ", 1)[1].strip()


def switches(pid: int) -> int:
    """Context switches of every thread of the process so far, voluntary and involuntary."""
    total = 0
    for task in os.listdir(f"/proc/{pid}/task"):
        with open(f"/proc/{pid}/task/{task}/status") as status:
            for line in status:
                if "ctxt_switches:" in line:  # voluntary_ctxt_switches and nonvoluntary_ctxt_switches
                    total += int(line.split()[-1])
    return total


def cpu_seconds(pid: int) -> float:
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")  # utime + stime


async def measure(url: str, pid: int, calls: int) -> dict[str, float]:
    async with connect(url, compression=None, max_size=None, ping_interval=None) as socket:
        for _ in range(max(20, calls // 10)):
            await socket.send(TAP)
            await socket.recv()
        switched, cpu = switches(pid), cpu_seconds(pid)
        times = []
        reply = ""
        for _ in range(calls):
            start = time.perf_counter_ns()
            await socket.send(TAP)
            reply = await socket.recv()
            times.append((time.perf_counter_ns() - start) / 1e3)
        switched, cpu = switches(pid) - switched, cpu_seconds(pid) - cpu
    if json.loads(reply).get("id") != 1:
        sys.exit(f"handoffs.py: unexpected reply {reply[:200]!r}")
    return {"switches": switched / calls, "cpu_us": cpu / calls * 1e6, "p50_us": statistics.median(times)}


def cpu_model() -> str:
    try:
        with open("/proc/cpuinfo") as info:
            for line in info:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.machine()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--calls", type=int, default=5_000, help="sequential calls per server (default 5,000)")
    parser.add_argument("--bin-dir", help="use uihost and uihost-bench from here instead of building release")
    arguments = parser.parse_args()
    bin_dir = Path(arguments.bin_dir) if arguments.bin_dir else ROOT / ".build" / "release"
    if not arguments.bin_dir:
        subprocess.run(["swift", "build", "-c", "release", "--product", "uihost"], cwd=ROOT, check=True)
        subprocess.run(["swift", "build", "-c", "release", "--product", "uihost-bench"], cwd=ROOT, check=True)
    rows = []
    for label, command, prefix in [
            ("uihost serve, input.tap by tag", [str(bin_dir / "uihost"), "serve", "--port", "0", "--exit-with-parent"],
             "uihost listening on "),
            ("echo-server, the same bytes back", [str(bin_dir / "uihost-bench"), "echo-server"], "echo listening on ")]:
        process, url = start(command, prefix)
        try:
            figures = asyncio.run(measure(url, process.pid, arguments.calls))
        finally:
            process.terminate()
            process.wait(10)
        rows.append((label, figures))
    print(f"Machine: {cpu_model()}, {os.cpu_count()} cores, Linux {platform.release()}; "
          f"{arguments.calls} sequential calls each from Python websockets; binaries {bin_dir}")
    print(f"{'server':<36} {'switches/call':>14} {'CPU µs/call':>12} {'p50 µs':>8}")
    for label, figures in rows:
        print(f"{label:<36} {figures['switches']:>14.2f} {figures['cpu_us']:>12.1f} {figures['p50_us']:>8.0f}")


if __name__ == "__main__":
    main()
