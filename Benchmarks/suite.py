#!/usr/bin/env python3
"""Suite throughput: how many pytest tests a second the ``app`` fixture allows, each test with a fresh host.

    python3 Benchmarks/suite.py                        # 100 tests serially, then with -n 2 (pytest-xdist)
    python3 Benchmarks/suite.py --tests 300 --workers 0 2 4 --bin-dir .build/release
    python3 Benchmarks/suite.py --tests 1000 --shards 4     # 1,000 tests as 4 shards run at once, reports merged

It writes a test file of ``--tests`` tests, each one as a new user writes it (the ``app`` fixture launches the demo
app, the test taps the switch and checks the label it drives), and runs it with pytest in a subprocess, once per
``--workers`` value (0 is serial, n is ``-n n``). It prints the wall time of each run, measured around the whole
pytest process (start-up and collection included), and tests per second; and the same from the first test's start
to the last test's end (a conftest notes each test's times), which leaves out pytest's and xdist's own start.
``--no-zygote`` passes ``--uihost-no-zygote`` (the plugin's default forks hosts from a zygote). ``--spares N`` passes ``--uihost-spares N`` (0: every host started when its test begins, as before the
plugin kept spare hosts). pytest-xdist must be installed for n > 0
(scripts/setup-clients installs it); a run without it is skipped with a note. With ``--shards N`` it instead starts
N pytest processes at once, each running its shard (``--uihost-shard I/N``, docs/sharding.md) with a JUnit report,
merges the reports with ``python -m uihost.junit`` (checking that they hold every test once) and prints the wall
time of the whole and hosts started per second (each test starts one). ``--floor`` also runs as many empty tests
(no fixture, the plugin loaded) the same way, first: pytest's and pytest-xdist's own cost, which no fixture can go
below. The figures are in docs/benchmarks.md.
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
from typing import Optional, Tuple

ROOT = Path(__file__).resolve().parent.parent

# Times each test from its setup's start to its teardown's end, so the run can be told apart from pytest's start.
CONFTEST = '''\
import os
import time

import pytest


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item, nextitem):
    started = time.time()
    yield
    if os.environ.get("UIHOST_SUITE_TIMES"):
        with open(os.environ["UIHOST_SUITE_TIMES"], "a") as times:
            times.write(f"{started} {time.time()}\\n")
'''

TEST_FILE = '''\
import pytest


@pytest.mark.parametrize("round", range({count}))
def test_toggle(app, round):
    app.tap(id="toggle")
    assert app.view(tag=4).text == "On"
'''


EMPTY_FILE = '''\
import pytest


@pytest.mark.parametrize("round", range({count}))
def test_nothing(round):
    pass
'''


def has_xdist(python: str) -> bool:
    return subprocess.run([python, "-c", "import xdist"], capture_output=True).returncode == 0


def run(python: str, folder: Path, binary: str, workers: int, spares: Optional[int],
        zygote: bool, test_file: str = "test_suite.py") -> Tuple[float, Optional[float]]:
    """Seconds the pytest run of `test_file` took, and from the first test's start to the last one's end (None if
    pytest did not say); exits with pytest's output when a test failed."""
    command = [python, "-m", "pytest", "-q", "-p", "no:cacheprovider", f"--uihost-binary={binary}",
               str(folder / test_file)]
    if spares is not None:
        command.append(f"--uihost-spares={spares}")
    if not zygote:
        command.append("--uihost-no-zygote")
    if workers:
        command += ["-n", str(workers)]
    started = time.perf_counter()
    result = subprocess.run(command, cwd=folder, capture_output=True, text=True,
                            env={**os.environ, "UIHOST_SUITE_TIMES": str(folder / "times.txt")})
    elapsed = time.perf_counter() - started
    if result.returncode != 0:
        sys.exit(f"suite.py: pytest failed ({' '.join(command)}):\n{result.stdout[-3000:]}{result.stderr[-2000:]}")
    return elapsed, tests_span(folder / "times.txt")


def tests_span(path: Path) -> Optional[float]:
    """Seconds from the first test's start to the last test's end, from the lines the suite's conftest wrote (one
    "start end" pair of wall-clock times per test, from every xdist worker); so pytest's and xdist's own start
    and end are left out."""
    try:
        pairs = [tuple(map(float, line.split())) for line in path.read_text().splitlines() if line.strip()]
    except OSError:
        return None
    finally:
        path.unlink(missing_ok=True)
    if not pairs:
        return None
    return max(end for _, end in pairs) - min(start for start, _ in pairs)


def run_shards(python: str, folder: Path, binary: str, shards: int, tests: int) -> float:
    """Seconds from starting the shards to the last one's end; exits when a shard failed or the merge is short."""
    started = time.perf_counter()
    runs = [subprocess.Popen([python, "-m", "pytest", "-q", "-p", "no:cacheprovider", f"--uihost-binary={binary}",
                              f"--uihost-shard={index}/{shards}", f"--junitxml=shard-{index}.xml", str(folder)],
                             cwd=folder, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
            for index in range(1, shards + 1)]
    outputs = [run.communicate()[0] for run in runs]
    elapsed = time.perf_counter() - started
    for index, (run, output) in enumerate(zip(runs, outputs), start=1):
        if run.returncode != 0:
            sys.exit(f"suite.py: shard {index}/{shards} failed:\n{output[-3000:]}")
    merge = subprocess.run([python, "-m", "uihost.junit", "merged.xml"]
                           + [f"shard-{index}.xml" for index in range(1, shards + 1)],
                           cwd=folder, capture_output=True, text=True)
    if merge.returncode != 0 or f": {tests} tests from" not in merge.stdout:
        sys.exit(f"suite.py: the merged report is not the whole suite: {merge.stdout}{merge.stderr}")
    print(f"  merged: {merge.stdout.strip()}")
    return elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--tests", type=int, default=100, help="tests in the suite (default 100)")
    parser.add_argument("--workers", type=int, nargs="+", default=[0, 2],
                        help="pytest-xdist worker counts to run with; 0 is serial (default: 0 2)")
    parser.add_argument("--shards", type=int, default=0,
                        help="run the suite as this many shards at once instead of --workers (default: off)")
    parser.add_argument("--bin-dir", default=str(ROOT / ".build" / "debug"),
                        help="folder holding uihost (default .build/debug)")
    parser.add_argument("--spares", type=int, default=None,
                        help="pass --uihost-spares N (hosts started ahead per pytest process; 0: none) "
                             "(default: the plugin's, 1)")
    parser.add_argument("--no-zygote", dest="zygote", action="store_false",
                        help="pass --uihost-no-zygote (every host started as an executable, not forked from a zygote)")
    parser.add_argument("--python", default=sys.executable, help="the Python with the uihost package and pytest")
    parser.add_argument("--floor", action="store_true",
                        help="also run as many empty tests each way first: pytest's and xdist's own cost")
    arguments = parser.parse_args()
    binary = os.path.abspath(os.path.join(arguments.bin_dir, "uihost"))
    if not os.access(binary, os.X_OK):
        sys.exit(f"suite.py: no uihost at {binary}; build it with `swift build --product uihost` or give --bin-dir")
    print(f"# {arguments.tests} tests, a fresh host each ({binary}); {platform.machine()}, "
          f"{os.cpu_count()} cores, Python {platform.python_version()}")
    with tempfile.TemporaryDirectory(prefix="uihost-suite-") as folder:
        (Path(folder) / "test_suite.py").write_text(TEST_FILE.format(count=arguments.tests))
        if arguments.floor and not arguments.shards:
            (Path(folder) / "test_empty.py").write_text(EMPTY_FILE.format(count=arguments.tests))
        (Path(folder) / "conftest.py").write_text(CONFTEST)
        if arguments.shards:
            seconds = run_shards(arguments.python, Path(folder), binary, arguments.shards, arguments.tests)
            print(f"{arguments.shards} shards: {seconds:6.2f} s wall, {arguments.tests / seconds:6.1f} hosts/s "
                  f"({arguments.tests / arguments.shards:g} tests a shard)")
            return
        for workers in arguments.workers:
            label = "serial" if workers == 0 else f"-n {workers}"
            if workers and not has_xdist(arguments.python):
                print(f"{label:>8}: skipped (pytest-xdist is not installed: pip install pytest-xdist)")
                continue
            if arguments.floor:
                seconds, _ = run(arguments.python, Path(folder), binary, workers, arguments.spares, arguments.zygote,
                                 "test_empty.py")
                print(f"{label:>8}: {seconds:6.2f} s for {arguments.tests} empty tests (pytest's own floor: at most "
                      f"{arguments.tests / seconds:6.1f} tests/s)")
            seconds, span = run(arguments.python, Path(folder), binary, workers, arguments.spares, arguments.zygote)
            tests = f"; first test's start to last test's end {span:5.2f} s, {arguments.tests / span:6.1f} tests/s" \
                if span else ""
            print(f"{label:>8}: {seconds:6.2f} s, {arguments.tests / seconds:6.1f} tests/s (whole pytest run){tests}")


if __name__ == "__main__":
    main()
