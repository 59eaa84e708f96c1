#!/usr/bin/env python3
"""The side-by-side benchmark (issue 8): uihost against the transport floor and headless Chromium's DevTools Protocol.

    python3 Benchmarks/sidebyside.py            # builds release, runs every scenario, writes .build/benchmarks/latest.md
    python3 Benchmarks/sidebyside.py --smoke    # ~10 s: every scenario once with tiny counts, checks it still works

It builds in release mode (unless --skip-build or --bin-dir), starts every process it measures itself — `uihost serve`
hosts, `uihost-bench echo-server` (a raw echo on the same libwebsockets transport: the floor) and headless Chromium —
and stops them all again, each in its own process group, even when a scenario fails or the run is interrupted.

Every comparison goes through the same client: Python's `websockets` (asyncio, no compression, the same code path for
all three servers), so the client's cost is equal on every row. Timings are wall clock from the first byte sent to the
whole reply received (replies are not parsed inside the timed region; each scenario checks one reply in full).

The parts live in Benchmarks/side_by_side/: the processes, the one client, each side's driver, one module per
scenario (rows/) and the report.
"""

from __future__ import annotations

import sys

try:
    import websockets  # noqa: F401  (checked here, so the message comes before anything else)
except ImportError:  # pragma: no cover - setup message
    sys.exit("sidebyside.py needs the websockets package (>= 13): scripts/setup-clients installs it into "
             ".build/python-venv, or `pip install websockets`")

from side_by_side.cli import main

if __name__ == "__main__":
    sys.exit(main(__doc__.split("\n\n")[0]))
