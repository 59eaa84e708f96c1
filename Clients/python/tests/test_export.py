"""Issue 6 item 4: a session recorded over the protocol, exported with ``uihost export``, runs green under pytest
against a fresh host (the export drives the real client API). Recorded on the demo app and on a storyboard fixture.
"""

import os
import subprocess
import sys
from pathlib import Path

import pytest

import uihost
from uihost import find_binary


def export(recording: str, tmp_path: Path, name: str) -> Path:
    """``uihost export RECORDING -o test_NAME.py --name test_NAME``: the written test file."""
    target = tmp_path / f"test_{name}.py"
    result = subprocess.run([find_binary(), "export", recording, "-o", str(target), "--name", f"test_{name}"],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    return target


def run_pytest(test_file: Path) -> subprocess.CompletedProcess:
    """pytest on the exported file alone, in its folder, with the same uihost binary."""
    env = dict(os.environ, UIHOST_BINARY=find_binary())
    return subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", test_file.name],
                          cwd=test_file.parent, capture_output=True, text=True, env=env)


def test_a_demo_session_exports_as_a_pytest_test_that_passes(app, tmp_path):
    app.record_start("demo.jsonl")
    app.tap(tag=3)                      # the toggle: tag 4 says "On"
    app.tap(id="counter")
    app.tap(id="counter")               # "taps: 2"
    app.touch([(1, "began", 60, 244)])  # drags tag 5 by 40 points, raw touches
    app.touch([(1, "moved", 80, 250)])
    app.touch([(1, "ended", 100, 260)])
    app.tap(text="Gestures")
    app.swipe((300, 260), (60, 260))    # the swipe area (tag 92)
    app.long_press(tag=91)
    app.pinch(app.view(tag=93), 2)
    app.back()
    app.tap(tag=121)                    # the text form
    app.type("Ada", tag=150)
    app.key("return")                   # on to the email field
    app.type("ada@example.com")
    app.type("12x", tag=152)            # the delegate keeps the digits
    app.tap(tag=154)
    app.back(animated=False)
    app.tap(tag=122)                    # alerts
    app.tap(tag=160)
    app.alert_tap("Delete")
    app.back()
    app.rotate("landscapeLeft")
    app.advance(250)
    stopped = app.record_stop()
    assert stopped["error"] if "error" in stopped else True
    assert app.view(tag=4).accessibility_label == "On"

    test_file = export(stopped["path"], tmp_path, "demo_session")
    text = test_file.read_text()
    # Selectors rather than points where the touched view has one; the client's own wrappers for commands.
    assert '    with uihost.launch(app="demo") as app:\n' in text
    for line in ("app.tap(tag=3)", "app.tap(tag=2)", "app.tap(tag=44)",
                 "app.touch([(1, \"began\", 60, 244)])", "app.advance(30)", "app.long_press(tag=91, duration_ms=800)",
                 'app.type("Ada", tag=150)', 'app.key("return")',
                 'app.alert_tap("Delete")', "app.back()", "app.back(animated=False)", 'app.rotate("landscapeLeft")',
                 "app.advance(250)", 'assert app.view(tag=4).accessibility_label == "On"'):
        assert f"        {line}\n" in text, line
    result = run_pytest(test_file)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "1 passed" in result.stdout


def test_the_export_fails_when_the_app_no_longer_does_what_was_recorded(app, tmp_path):
    app.record_start("toggle.jsonl")
    app.tap(tag=3)
    test_file = export(app.record_stop()["path"], tmp_path, "toggle")
    text = test_file.read_text()
    assert 'assert app.view(tag=4).accessibility_label == "On"' in text
    # The same script with the toggle tapped twice more ends "On" again; with once more it must fail.
    test_file.write_text(text.replace("app.tap(tag=3)\n", "app.tap(tag=3)\n        app.tap(tag=3)\n", 1))
    result = run_pytest(test_file)
    assert result.returncode == 1, result.stdout
    assert "assert 'Off' == 'On'" in result.stdout


@pytest.mark.uihost(storyboard="fixtures/Shop.storyboard")
def test_a_storyboard_session_exports_as_a_pytest_test_that_passes(app, tmp_path, shop_storyboard):
    app.record_start("shop.jsonl")
    app.tap(tag=7)                       # Teapot: the showDetail segue from the button
    app.back()
    app.segue("showBasket")
    app.dismiss()
    app.segue("showDetail", sender=app.view(id="teapot"))
    app.rotate("landscapeRight")
    stopped = app.record_stop()

    test_file = export(stopped["path"], tmp_path, "shop_session")
    text = test_file.read_text()
    assert f"    with uihost.launch(storyboard={str(Path(shop_storyboard))!r}) as app:\n" \
        .replace("'", '"') in text
    for line in ("app.tap(tag=7)", "app.back()", 'app.segue("showBasket")', "app.dismiss(animated=True)",
                 'app.rotate("landscapeRight")'):
        assert f"        {line}\n" in text, line
    result = run_pytest(test_file)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "1 passed" in result.stdout
