"""The pytest plugin (entry point ``pytest11: uihost``): an ``app`` fixture with a fresh host per test.

    import pytest

    @pytest.mark.uihost(storyboard="tests/Main.storyboard")
    def test_toggle(app):
        app.tap(id="toggle")
        assert app.view(tag=4).text == "On"

- The app: the ``uihost`` marker (closest wins: function, class, module) takes ``launch()``'s keyword arguments
  (``storyboard``, ``app``, ``device``, ``token``, ``clock``, ``args``, ``recordings_dir``); without one, the options
  ``--uihost-storyboard``, ``--uihost-app``, ``--uihost-device`` apply; with neither, the built-in demo app.
  The host's recordings folder (``record_start``, ``replay``) is ``recordings`` in the test's ``tmp_path`` when
  the test (or a fixture it uses) asks for ``tmp_path``, else a folder of the host's own under pytest's temporary
  folder (``uihost-hostsN/host-M``, made when the host first records); the marker's ``recordings_dir`` overrides
  both.
  A relative storyboard path is taken from the test file's folder, then from the current directory.
- The binary: ``--uihost-binary``, else ``UIHOST_BINARY``, else the repository's ``.build`` (``find_binary``).
- A failed test gets the view tree as text in its report (section "uihost view tree"), and in
  ``--uihost-artifacts DIR`` as a file; a host that died gets its last output instead ("uihost output"), and the
  fixture's teardown fails with that output.
- Snapshot tests: the ``assert_snapshot`` fixture compares screenshots with golden PNGs beside the test
  (``__snapshots__/<test file stem>/<name>.png``), ``--update-snapshots`` writes them, and a failure leaves the
  expected, actual and diff images in ``--uihost-output DIR`` (default ``test-results``) and in the report
  (``uihost._snapshot_plugin``).
- pytest-xdist: every test launches its own host on a free port, so ``-n 4`` needs nothing more.
- Spare hosts: each pytest process (each xdist worker) keeps ``--uihost-spares N`` hosts (default 1) started ahead
  with the options of the test that just began, so the next test with the same options finds its host already
  starting or ready, while the previous one stops in the background. Every test still gets a process of its own
  that no test used before; a test whose options differ stops the spares and starts its own. Hosts run with
  ``--exit-with-parent``, and the session's end stops the spares and waits for every host to exit.
  A spare's app was launched before its test began (with ``clock="real"``, some real time may have passed in it).
  ``--uihost-spares 0`` starts each host when its test begins.
- Zygotes: the hosts are forked from a ``uihost serve --zygote`` process per set of options (two kept per pytest
  process), which has read the app and paid for the executable's start once; each host is still a new process whose
  app is launched in it (uihost._zygote). The zygote ends with the session, or with this process, and its hosts with
  it. The app's files are read when its zygote starts: a storyboard changed during the session is read again only
  by a new zygote. ``--uihost-no-zygote`` starts the executable for every host instead.
  Its ``--recordings-dir`` is a link, in pytest's temporary folder, that the fixture points at the test's
  ``tmp_path / "recordings"`` (made empty) once the test takes the host.
- Shards across machines: ``--uihost-shard I/N`` (or ``UIHOST_SHARD=I/N``; or, in a Kubernetes Indexed Job,
  ``JOB_COMPLETION_INDEX`` with ``UIHOST_SHARD_COUNT=N``, shard index + 1) runs the I-th of N shards, I from 1.
  The collected tests are sorted by node id and dealt out in turn, so every shard of the same collection picks the
  same tests, the shards differ in size by one test at most, and together they run the whole suite once. The others
  are deselected (pytest's summary counts them). Merge the shards' ``--junitxml`` files with
  ``python -m uihost.junit`` (docs/sharding.md).
"""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import TYPE_CHECKING, Any, Dict, Generator, List, Mapping, Optional, Sequence, Set, Tuple

import pytest

from . import connect_launched
from .errors import UIHostError
from ._snapshot_plugin import SNAPSHOT_SECTIONS, add_snapshot_options, assert_snapshot  # noqa: F401 (a fixture)
from ._spare import SpareHosts, link_recordings

if TYPE_CHECKING:
    from ._sync_api import App

_APP_KEY = pytest.StashKey["App"]()
_LAUNCH_KEYS = ("storyboard", "app", "app_dir", "initial", "device", "token", "clock", "args", "recordings_dir",
                "tls_cert", "tls_key")


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("uihost", "uihost app fixture")
    group.addoption("--uihost-binary", default=None, help="the uihost executable (default: UIHOST_BINARY or .build)")
    group.addoption("--uihost-storyboard", default=None, help="storyboard the app fixture runs, unless marked")
    group.addoption("--uihost-app", default=None, help="built-in app the app fixture runs (default demo)")
    group.addoption("--uihost-device", default=None, help="device profile: iphone-8, iphone-3gs or ipad")
    group.addoption("--uihost-artifacts", default=None, help="folder for the view trees of failed tests")
    group.addoption("--uihost-spares", type=int, default=1, metavar="N",
                    help="hosts each pytest process keeps started ahead for the next tests (default 1; 0 starts "
                         "each test's host when the test begins)")
    group.addoption("--uihost-no-zygote", dest="uihost_zygote", action="store_false", default=True,
                    help="start the executable for each test's host instead of forking it from a `uihost serve "
                         "--zygote` process kept per set of options (the default: a new process either way, a "
                         "forked one started about five times cheaper)")
    group.addoption("--uihost-shard", default=None, metavar="I/N",
                    help="run only the I-th of N shards of the collected tests, I from 1 (default: UIHOST_SHARD, "
                         "or JOB_COMPLETION_INDEX + 1 of UIHOST_SHARD_COUNT)")
    add_snapshot_options(parser)


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers", "uihost(storyboard=None, app=None, device=None, token=None, clock=None, args=(), "
                   "recordings_dir=None): "
                   "how the app fixture launches the host for this test")
    binary = config.getoption("--uihost-binary", default=None)
    if binary:
        # The fixture reads it, in every xdist worker too.
        os.environ["UIHOST_BINARY"] = os.path.abspath(binary)


def parse_shard(text: str, source: str) -> Tuple[int, int]:
    """``"I/N"`` as (I, N), or a UsageError naming ``source`` and what would be right."""
    match = re.fullmatch(r"\s*(\d+)\s*/\s*(\d+)\s*", text)
    if match is None:
        raise pytest.UsageError(f"{source} is {text!r}; give the shard as I/N, such as 1/4 (the first of four)")
    index, count = int(match.group(1)), int(match.group(2))
    if count < 1 or not 1 <= index <= count:
        raise pytest.UsageError(f"{source} is {text!r}; I/N needs N ≥ 1 and I from 1 to N")
    return index, count


def shard_from(option: Optional[str], environment: Mapping[str, str]) -> Optional[Tuple[int, int]]:
    """The shard to run: the option, else ``UIHOST_SHARD``, else a Kubernetes Indexed Job's
    ``JOB_COMPLETION_INDEX`` (from 0) with ``UIHOST_SHARD_COUNT``; None runs every test."""
    if option:
        return parse_shard(option, "--uihost-shard")
    if environment.get("UIHOST_SHARD"):
        return parse_shard(environment["UIHOST_SHARD"], "UIHOST_SHARD")
    if environment.get("JOB_COMPLETION_INDEX") and environment.get("UIHOST_SHARD_COUNT"):
        index, count = environment["JOB_COMPLETION_INDEX"], environment["UIHOST_SHARD_COUNT"]
        if not index.strip().isdigit():
            raise pytest.UsageError(f"JOB_COMPLETION_INDEX is {index!r}; Kubernetes sets it to the pod's index, from 0")
        return parse_shard(f"{int(index) + 1}/{count}", "JOB_COMPLETION_INDEX + 1 / UIHOST_SHARD_COUNT")
    return None


def shard_of(node_ids: Sequence[str], index: int, count: int) -> Set[str]:
    """The node ids of shard ``index`` (from 1) of ``count``: sorted, then dealt out in turn."""
    return {node_id for position, node_id in enumerate(sorted(node_ids)) if position % count == index - 1}


def pytest_collection_modifyitems(config: pytest.Config, items: List[pytest.Item]) -> None:
    shard = shard_from(config.getoption("--uihost-shard", default=None), os.environ)
    if shard is None:
        return
    chosen = shard_of([item.nodeid for item in items], *shard)
    kept = [item for item in items if item.nodeid in chosen]
    deselected = [item for item in items if item.nodeid not in chosen]
    if deselected:
        config.hook.pytest_deselected(items=deselected)
    items[:] = kept


def _launch_options(request: pytest.FixtureRequest) -> Dict[str, Any]:
    config = request.config
    options: Dict[str, Any] = {}
    marker = request.node.get_closest_marker("uihost")
    if marker is not None:
        if marker.args:
            options["storyboard"] = marker.args[0]
        unknown = set(marker.kwargs) - set(_LAUNCH_KEYS)
        if unknown:
            raise pytest.UsageError(f"@pytest.mark.uihost got unknown arguments {sorted(unknown)}; "
                                    f"it takes {', '.join(_LAUNCH_KEYS)}")
        options.update(marker.kwargs)
    if "storyboard" not in options and "app" not in options and "app_dir" not in options:
        if config.getoption("--uihost-storyboard"):
            options["storyboard"] = config.getoption("--uihost-storyboard")
        elif config.getoption("--uihost-app"):
            options["app"] = config.getoption("--uihost-app")
    if "device" not in options and config.getoption("--uihost-device"):
        options["device"] = config.getoption("--uihost-device")
    # recordings_dir left None: the host gets a folder of its own, which the fixture links as tmp_path/recordings.
    for key in ("storyboard", "app_dir"):
        path = options.get(key)
        if path is not None and not os.path.isabs(path):
            beside_test = Path(str(request.node.fspath)).parent / path
            if beside_test.exists():
                options[key] = str(beside_test)
    return options


@pytest.fixture(scope="session")
def uihost_spare_hosts(request: pytest.FixtureRequest,
                       tmp_path_factory: pytest.TempPathFactory) -> Generator[SpareHosts, None, None]:
    """The spare host of this pytest process (each xdist worker has its own); every host stopped at the end."""
    hosts = SpareHosts(lambda: tmp_path_factory.mktemp("uihost-hosts"),
                       count=max(0, request.config.getoption("--uihost-spares")),
                       zygote=request.config.getoption("uihost_zygote"))
    yield hosts
    hosts.close()


@pytest.fixture
def app(request: pytest.FixtureRequest, uihost_spare_hosts: SpareHosts) -> Generator["App", None, None]:
    """A fresh host for this test (see the module's docstring for how the app is chosen), stopped afterwards."""
    options = _launch_options(request)
    process, link = uihost_spare_hosts.take(options)
    # Made only for a test that uses tmp_path: making one costs more than the rest of a short test's setup.
    if link is not None and ("tmp_path" in request.fixturenames or "tmpdir" in request.fixturenames):
        # Recordings stay with the test's other files instead of the current directory.
        try:
            link_recordings(link, request.getfixturevalue("tmp_path") / "recordings")
        except BaseException:
            uihost_spare_hosts.retire(process)
            raise
    try:
        started = connect_launched(process, options.get("token"), cafile=options.get("tls_cert"))
    except BaseException:
        uihost_spare_hosts.retire(process)
        raise
    request.node.stash[_APP_KEY] = started
    yield started
    died_during_test = not process.running
    try:
        started.connection.close()
    finally:
        uihost_spare_hosts.retire(process)
    if died_during_test:
        pytest.fail(f"the uihost host died during the test (status {process.returncode}); "
                    f"its last output:\n{process.output()}", pytrace=False)


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo) -> Generator[None, Any, None]:
    outcome = yield
    report: pytest.TestReport = outcome.get_result()
    if report.when != "call" or not report.failed:
        return
    report.sections.extend(item.stash.get(SNAPSHOT_SECTIONS, []))
    started = item.stash.get(_APP_KEY, None)
    if started is None:
        return
    process = started.process
    if process is not None and not process.running:
        report.sections.append(("uihost output", f"the host exited with status {process.returncode}:\n"
                                                 f"{process.output()}"))
        return
    try:
        text = started.tree_text()
    except UIHostError as error:
        text = f"(the view tree could not be read: {error})"
    report.sections.append(("uihost view tree", text))
    folder = item.config.getoption("--uihost-artifacts", default=None)
    if folder:
        path = Path(folder) / (re.sub(r"[^A-Za-z0-9_.-]+", "_", item.nodeid) + ".tree.txt")
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text + "\n", encoding="utf-8")

