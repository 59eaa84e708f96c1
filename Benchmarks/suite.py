#!/usr/bin/env python3
"""Suite throughput: how many pytest tests a second the ``app`` fixture allows, each test with a fresh host.

    python3 Benchmarks/suite.py                        # 100 tests serially, then with -n 2 (pytest-xdist)
    python3 Benchmarks/suite.py --tests 300 --workers 0 2 4 --bin-dir .build/release

It writes a test file of ``--tests`` tests, each one as a new user writes it (the ``app`` fixture launches the demo
app, the test taps the switch and checks the label it drives), and runs it with pytest in a subprocess, once per
``--workers`` value (0 is serial, n is ``-n n``). It prints the wall time of each run, measured around the whole
pytest process (start-up and collection included), and tests per second. pytest-xdist must be installed for n > 0
(scripts/setup-clients installs it); a run without it is skipped with a note. The figures are in docs/benchmarks.md.
"""

from __future__ import annotations

import argparse
import os
import platform
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

TEST_FILE = '''\
import pytest


@pytest.mark.parametrize("round", range({count}))
def test_toggle(app, round):
    app.tap(id="toggle")
    assert app.view(tag=4).text == "On"
'''


def has_xdist(python: str) -> bool:
    return subprocess.run([python, "-c", "import xdist"], capture_output=True).returncode == 0


def run(python: str, folder: Path, binary: str, workers: int) -> float:
    """Seconds the pytest run took; exits with pytest's output when a test failed."""
    command = [python, "-m", "pytest", "-q", "-p", "no:cacheprovider", f"--uihost-binary={binary}", str(folder)]
    if workers:
        command += ["-n", str(workers)]
    started = time.perf_counter()
    result = subprocess.run(command, cwd=folder, capture_output=True, text=True)
    elapsed = time.perf_counter() - started
    if result.returncode != 0:
        sys.exit(f"suite.py: pytest failed ({' '.join(command)}):\n{result.stdout[-3000:]}{result.stderr[-2000:]}")
    return elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--tests", type=int, default=100, help="tests in the suite (default 100)")
    parser.add_argument("--workers", type=int, nargs="+", default=[0, 2],
                        help="pytest-xdist worker counts to run with; 0 is serial (default: 0 2)")
    parser.add_argument("--bin-dir", default=str(ROOT / ".build" / "debug"),
                        help="folder holding uihost (default .build/debug)")
    parser.add_argument("--python", default=sys.executable, help="the Python with the uihost package and pytest")
    arguments = parser.parse_args()
    binary = os.path.join(arguments.bin_dir, "uihost")
    if not os.access(binary, os.X_OK):
        sys.exit(f"suite.py: no uihost at {binary}; build it with `swift build --product uihost` or give --bin-dir")
    print(f"# {arguments.tests} tests, a fresh host each ({binary}); {platform.machine()}, "
          f"{os.cpu_count()} cores, Python {platform.python_version()}")
    with tempfile.TemporaryDirectory(prefix="uihost-suite-") as folder:
        (Path(folder) / "test_suite.py").write_text(TEST_FILE.format(count=arguments.tests))
        for workers in arguments.workers:
            label = "serial" if workers == 0 else f"-n {workers}"
            if workers and not has_xdist(arguments.python):
                print(f"{label:>8}: skipped (pytest-xdist is not installed: pip install pytest-xdist)")
                continue
            seconds = run(arguments.python, Path(folder), binary, workers)
            print(f"{label:>8}: {seconds:6.2f} s, {arguments.tests / seconds:6.1f} tests/s")


if __name__ == "__main__":
    main()
