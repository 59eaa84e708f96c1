"""The pytest plugin's ``assert_snapshot`` fixture: a screenshot compared with a golden PNG beside the test.

    def test_home(app, assert_snapshot):
        assert_snapshot("home")                                   # the screen
        assert_snapshot("counter", view={"tag": 2}, tolerance=2)  # one view, 2 per channel allowed

- Golden files: ``__snapshots__/<test file stem>/<name>.png`` in the test file's folder.
- ``pytest --update-snapshots`` writes (or overwrites) them from the screenshots taken, and the asserts pass.
- A missing golden fails, saying to run with ``--update-snapshots``; the screenshot taken is kept as the actual.
- On a failure, ``<name>-expected.png``, ``<name>-actual.png`` and ``<name>-diff.png`` go into the test's output
  folder, ``--uihost-output DIR`` (default ``test-results`` in the folder pytest was started from) ``/<test id>/``;
  the message names them, the report gets a section "uihost snapshot <name>" listing them, and the test's
  ``user_properties`` (``--junitxml`` properties) get ``snapshot-expected``, ``snapshot-actual`` and
  ``snapshot-diff`` with their paths.
- ``threshold`` and ``tolerance``: see ``uihost.snapshots`` (and docs/rendering.md, Snapshot tests).
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any, Callable, List, Optional, Tuple

import pytest

from .snapshots import compare

SNAPSHOT_SECTIONS = pytest.StashKey[List[Tuple[str, str]]]()
_NAME = re.compile(r"[A-Za-z0-9_.-]+")


def add_snapshot_options(parser: pytest.Parser) -> None:
    group = parser.getgroup("uihost")
    group.addoption("--update-snapshots", action="store_true", default=False,
                    help="assert_snapshot writes (or overwrites) the golden PNGs instead of comparing with them")
    group.addoption("--uihost-output", default="test-results", metavar="DIR",
                    help="folder for the expected, actual and diff PNGs of failed snapshot asserts, one folder per "
                         "test (default: test-results)")


def golden_path(test_file: Path, name: str) -> Path:
    """Where the golden PNG of ``name`` lives for a test in ``test_file``."""
    return test_file.parent / "__snapshots__" / test_file.stem / f"{name}.png"


def output_folder(config: pytest.Config, node_id: str) -> Path:
    """The test's own folder under ``--uihost-output``."""
    base = Path(config.getoption("--uihost-output"))
    if not base.is_absolute():
        base = Path(config.invocation_params.dir) / base
    return base / re.sub(r"[^A-Za-z0-9_.-]+", "-", node_id).strip("-")


def _check_name(name: Any) -> str:
    if not isinstance(name, str) or _NAME.fullmatch(name.removesuffix(".png")) is None:
        raise ValueError(f"the snapshot name {name!r} must be letters, digits, '_', '.' or '-' (it names a file)")
    return name.removesuffix(".png")


@pytest.fixture
def assert_snapshot(request: pytest.FixtureRequest) -> Callable[..., None]:
    """``assert_snapshot(name, *, threshold=0.0, tolerance=0, view=None, scale=None, app=None)``: takes
    ``app.screenshot(view=view, scale=scale)`` (the test's ``app`` fixture unless ``app`` is given) and compares it
    with the golden PNG; see the module's docstring."""
    config = request.config
    updating = config.getoption("--update-snapshots")
    test_file = Path(str(request.node.fspath))
    sections = request.node.stash.setdefault(SNAPSHOT_SECTIONS, [])

    def check(name: str, *, threshold: float = 0.0, tolerance: int = 0, view: Optional[Any] = None,
              scale: Optional[float] = None, app: Optional[Any] = None) -> None:
        name = _check_name(name)
        target = app if app is not None else request.getfixturevalue("app")
        actual = target.screenshot(view=view, scale=scale)
        golden = golden_path(test_file, name)
        if updating:
            golden.parent.mkdir(parents=True, exist_ok=True)
            golden.write_bytes(actual)
            request.node.user_properties.append(("snapshot-updated", str(golden)))
            return
        folder = output_folder(config, request.node.nodeid)
        if not golden.exists():
            folder.mkdir(parents=True, exist_ok=True)
            kept = folder / f"{name}-actual.png"
            kept.write_bytes(actual)
            request.node.user_properties.append(("snapshot-actual", str(kept)))
            sections.append((f"uihost snapshot {name}", f"missing golden: {golden}\nactual: {kept}"))
            raise AssertionError(f"no golden snapshot {golden}: run pytest with --update-snapshots to write it "
                                 f"(the screenshot taken is in {kept})")
        expected = golden.read_bytes()
        result = compare(expected, actual, tolerance=tolerance, threshold=threshold)
        if result.passed:
            return
        folder.mkdir(parents=True, exist_ok=True)
        files = {"expected": folder / f"{name}-expected.png", "actual": folder / f"{name}-actual.png",
                 "diff": folder / f"{name}-diff.png"}
        files["expected"].write_bytes(expected)
        files["actual"].write_bytes(actual)
        files["diff"].write_bytes(result.diff_png())
        for kind, path in files.items():
            request.node.user_properties.append((f"snapshot-{kind}", str(path)))
        listing = "\n".join(f"{kind}: {path}" for kind, path in files.items())
        sections.append((f"uihost snapshot {name}", f"{result.describe()}\n{listing}"))
        raise AssertionError(f"snapshot {name} does not match {golden}: {result.describe()}.\n{listing}\n"
                             f"If the change is intended, run pytest with --update-snapshots.")

    return check
