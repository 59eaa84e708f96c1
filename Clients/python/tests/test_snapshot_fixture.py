"""The plugin's ``assert_snapshot`` fixture in an inner pytest (pytester): a missing golden, writing goldens with
--update-snapshots, a pass, and a failure that leaves expected, actual and diff images in the output folder and the
report."""

import os
import xml.etree.ElementTree as ElementTree

import pytest

import uihost
from uihost import png

TESTS = """
    def test_home(app, assert_snapshot):
        assert_snapshot("home")

    def test_counter(app, assert_snapshot):
        assert_snapshot("counter", view={"tag": 2}, scale=1)

    def test_after_a_tap(app, assert_snapshot):
        app.tap(tag=2)
        assert_snapshot("counter", view={"tag": 2}, scale=1)

    def test_after_a_tap_within_the_threshold(app, assert_snapshot):
        app.tap(tag=2)
        assert_snapshot("counter", view={"tag": 2}, scale=1, threshold=1.0)
"""


@pytest.fixture
def inner(pytester):
    pytester.makeini("[pytest]\n")
    os.environ.setdefault("UIHOST_BINARY", uihost.find_binary())
    pytester.makepyfile(test_looks=TESTS)
    return pytester


def run(inner, *arguments):
    return inner.runpytest_subprocess("-p", "no:cacheprovider", "--uihost-spares", "0", *arguments)


def test_a_missing_golden_fails_saying_to_update_and_keeps_the_screenshot(inner):
    result = run(inner, "-k", "test_home")
    result.assert_outcomes(failed=1)
    golden = inner.path / "__snapshots__" / "test_looks" / "home.png"
    kept = inner.path / "test-results" / "test_looks.py-test_home" / "home-actual.png"
    result.stdout.fnmatch_lines([f"*AssertionError: no golden snapshot {golden}: run pytest with "
                                 f"--update-snapshots to write it (the screenshot taken is in {kept})*"])
    assert png.decode_size(kept.read_bytes()) == (750, 1334)
    assert not golden.exists()


def test_update_writes_the_goldens_and_the_next_run_compares_with_them(inner):
    run(inner, "--update-snapshots", "-k", "test_home or test_counter").assert_outcomes(passed=2)
    folder = inner.path / "__snapshots__" / "test_looks"
    assert sorted(path.name for path in folder.iterdir()) == ["counter.png", "home.png"]
    with uihost.launch() as app:
        assert (folder / "home.png").read_bytes() == app.screenshot()
        assert (folder / "counter.png").read_bytes() == app.screenshot(view={"tag": 2}, scale=1)
    run(inner, "-k", "test_home or test_counter").assert_outcomes(passed=2)
    assert not (inner.path / "test-results").exists(), "a pass writes nothing"


def test_a_difference_fails_with_the_expected_actual_and_diff_images_in_the_output_folder_and_report(inner):
    run(inner, "--update-snapshots", "-k", "test_counter").assert_outcomes(passed=1)
    output = inner.path / "out"
    result = run(inner, "-k", "after_a_tap", "--uihost-output", str(output), "--junitxml", "report.xml", "-rA")
    result.assert_outcomes(failed=1, passed=1)
    folder = output / "test_looks.py-test_after_a_tap"
    expected, actual, diff = (folder / f"counter-{kind}.png" for kind in ("expected", "actual", "diff"))
    golden = inner.path / "__snapshots__" / "test_looks" / "counter.png"
    result.stdout.fnmatch_lines([f"*AssertionError: snapshot counter does not match {golden}: * of 15000 pixels *"
                                 "differ by more than 0 in a channel*",
                                 f"*expected: {expected}", f"*actual: {actual}", f"*diff: {diff}",
                                 "*If the change is intended, run pytest with --update-snapshots.*"])
    result.stdout.fnmatch_lines(["*- uihost snapshot counter -*"])
    assert expected.read_bytes() == golden.read_bytes()
    with uihost.launch() as app:
        app.tap(tag=2)
        assert actual.read_bytes() == app.screenshot(view={"tag": 2}, scale=1)
    # The diff is red exactly where the two pictures differ.
    before, after, drawn = (png.decode(path.read_bytes()) for path in (expected, actual, diff))
    assert (drawn.width, drawn.height) == (150, 100)
    changed = red = 0
    for y in range(100):
        for x in range(150):
            differs = before.pixel(x, y) != after.pixel(x, y)
            changed += differs
            is_red = drawn.pixel(x, y) == (255, 0, 0, 255)
            red += is_red
            assert is_red == differs, (x, y)
    assert changed > 0 and red == changed
    # The JUnit report carries the three paths as properties.
    properties = {prop.get("name"): prop.get("value")
                  for prop in ElementTree.parse(inner.path / "report.xml").iter("property")}
    assert properties == {"snapshot-expected": str(expected), "snapshot-actual": str(actual),
                          "snapshot-diff": str(diff)}


def test_a_bad_name_is_refused(inner):
    inner.makepyfile(test_names="""
        def test_bad(app, assert_snapshot):
            assert_snapshot("../escape")
    """)
    result = run(inner, "test_names.py")
    result.assert_outcomes(failed=1)
    result.stdout.fnmatch_lines(["*ValueError: the snapshot name '../escape' must be letters, digits, '_', '.' "
                                 "or '-' (it names a file)*"])
