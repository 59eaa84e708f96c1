"""The command line: arguments, the binaries, the run under signal handling, and the report written at the end."""

from __future__ import annotations

import argparse
import asyncio
import os
import platform
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import websockets

from .base import ROOT, BenchmarkFailure, Settings
from .harness import Run
from .processes import Processes
from .report import Report, machine
from .rows import SCENARIOS, run_all


def main(description: str) -> int:
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--smoke", action="store_true", help="tiny counts (~10 s), for CI: checks every scenario works")
    parser.add_argument("--bin-dir", help="use uihost and uihost-bench from here instead of building release")
    parser.add_argument("--skip-build", action="store_true", help="use .build/release without building")
    parser.add_argument("--chromium", default=os.environ.get("CHROMIUM") or shutil.which("chromium")
                        or shutil.which("chromium-browser") or "/usr/bin/chromium")
    parser.add_argument("--only", help="run only these scenarios, comma-separated: " + ", ".join(SCENARIOS))
    parser.add_argument("--out", help="where to write the table (default .build/benchmarks/latest.md, "
                                      "or smoke.md with --smoke)")
    arguments = parser.parse_args()
    only = arguments.only.split(",") if arguments.only else None
    if only and set(only) - set(SCENARIOS):
        parser.error(f"unknown scenarios {sorted(set(only) - set(SCENARIOS))}; use {', '.join(SCENARIOS)}")

    if arguments.bin_dir:
        bin_dir = Path(arguments.bin_dir).resolve()
    else:
        bin_dir = ROOT / ".build" / "release"
        if not arguments.skip_build:
            print("building release (swift build -c release)...", flush=True)
            subprocess.run(["swift", "build", "-c", "release", "--product", "uihost"], cwd=ROOT, check=True)
            subprocess.run(["swift", "build", "-c", "release", "--product", "uihost-bench"], cwd=ROOT, check=True)
    uihost, bench = bin_dir / "uihost", bin_dir / "uihost-bench"
    for binary in (uihost, bench):
        if not os.access(binary, os.X_OK):
            sys.exit(f"sidebyside.py: no executable {binary}; build it (swift build -c release) or give --bin-dir")
    if not os.access(arguments.chromium, os.X_OK):
        sys.exit(f"sidebyside.py: no Chromium at {arguments.chromium}; apt-get install chromium or give --chromium")

    # SIGTERM and SIGHUP end the run through the same `finally` as Ctrl-C, so every child is stopped.
    def interrupted(number, _frame):
        raise KeyboardInterrupt(f"signal {number}")
    signal.signal(signal.SIGTERM, interrupted)
    signal.signal(signal.SIGHUP, interrupted)

    chromium_version = subprocess.run([arguments.chromium, "--version"], capture_output=True, text=True).stdout.strip()
    load_before = os.getloadavg()
    started = time.perf_counter()
    processes, report = Processes(), Report(smoke=arguments.smoke)
    tmp = Path(tempfile.mkdtemp(prefix="uihost-sidebyside-"))
    status = 0
    try:
        settings = Settings(arguments.smoke, uihost, bench, arguments.chromium, tmp)
        asyncio.run(run_all(Run(settings, processes, report), only))
    except BenchmarkFailure as failure:
        print(f"sidebyside.py: FAILED: {failure}", file=sys.stderr)
        status = 1
    except (websockets.exceptions.WebSocketException, OSError, asyncio.TimeoutError, KeyError, ValueError) as error:
        # Anything else a scenario hits (a host that drops the connection, a malformed reply) fails the run the
        # same way: with what it measured so far, and every process stopped.
        import traceback
        traceback.print_exc()
        print(f"sidebyside.py: FAILED: {type(error).__name__}: {error}", file=sys.stderr)
        status = 1
    except KeyboardInterrupt:
        print("sidebyside.py: interrupted; stopping everything it started", file=sys.stderr)
        status = 130
    finally:
        processes.stop_all()
        shutil.rmtree(tmp, ignore_errors=True)

    elapsed = time.perf_counter() - started
    load_after = os.getloadavg()
    header = [f"# uihost side by side{' (smoke: tiny counts, not figures)' if arguments.smoke else ''}", "",
              f"Machine: {machine()}; {chromium_version}; Python {platform.python_version()}, "
              f"websockets {websockets.__version__}; binaries {bin_dir.relative_to(ROOT) if bin_dir.is_relative_to(ROOT) else bin_dir}.",
              f"Load average {load_before[0]:.2f} before, {load_after[0]:.2f} after; {elapsed:.0f} s; "
              f"{time.strftime('%Y-%m-%d %H:%M %Z')}.", ""]
    text = "\n".join(header) + report.table() + "\n" + "".join(f"\nNote: {note}\n" for note in report.notes)
    if status:
        text += "\n**The run failed before it finished; the rows above are what it measured.**\n"
    print()
    print(text)
    out = Path(arguments.out) if arguments.out else ROOT / ".build" / "benchmarks" / (
        "smoke.md" if arguments.smoke else "latest.md")
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(text)
    print(f"(written to {out})")
    return status
