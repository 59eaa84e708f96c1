#!/usr/bin/env python3
"""What a host costs to start: a new `uihost serve` process against one forked from `uihost serve --zygote`.

    python3 Benchmarks/host_start.py --bin-dir .build/release [--hosts 30]

For each way it starts `--hosts` demo hosts one after the other through the Python client (HostProcess, and
uihost._zygote's Zygote.fork), and prints the median wall time from the start to the ready line, the mean CPU the
host itself used until then (every thread's run time, from /proc/PID/task/*/schedstat) and the mean CPU of this
Python process for it. Each host is stopped before the next starts.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def host_cpu_seconds(pid: int) -> float:
    total = 0
    for task in os.listdir(f"/proc/{pid}/task"):
        with open(f"/proc/{pid}/task/{task}/schedstat") as schedstat:
            total += int(schedstat.read().split()[0])
    return total / 1e9


def measure(start, hosts: int) -> tuple[float, float, float]:
    walls, host_cpu, python_cpu = [], [], []
    for _ in range(hosts):
        before = resource.getrusage(resource.RUSAGE_SELF)
        started = time.perf_counter()
        host = start()
        host.wait_until_ready()
        walls.append(time.perf_counter() - started)
        after = resource.getrusage(resource.RUSAGE_SELF)
        python_cpu.append(after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime)
        host_cpu.append(host_cpu_seconds(host.pid))
        host.stop()
    return statistics.median(walls), statistics.mean(host_cpu), statistics.mean(python_cpu)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--bin-dir", default=str(ROOT / ".build" / "release"), help="folder holding uihost")
    parser.add_argument("--hosts", type=int, default=30, help="hosts started each way (default 30)")
    arguments = parser.parse_args()
    binary = os.path.abspath(os.path.join(arguments.bin_dir, "uihost"))
    if not os.access(binary, os.X_OK):
        sys.exit(f"host_start.py: no uihost at {binary}; build it or give --bin-dir")
    from uihost._zygote import Zygote
    from uihost.process import HostProcess

    print(f"# {arguments.hosts} demo hosts each way ({binary}); load average {os.getloadavg()[0]:.2f}")
    ways = [("new process", lambda: HostProcess([], binary=binary, wait=False))]
    zygote = Zygote(binary=binary)
    ways.append(("zygote fork", zygote.fork))
    try:
        for name, start in ways:
            wall, host, python = measure(start, arguments.hosts)
            print(f"{name:>12}: to the ready line {wall * 1e3:5.1f} ms (median); host CPU {host * 1e3:5.1f} ms, "
                  f"Python CPU {python * 1e3:4.1f} ms (means)")
    finally:
        zygote.close()


if __name__ == "__main__":
    main()
