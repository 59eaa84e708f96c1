"""The README's Python examples run as written against the real binary."""

import re
from pathlib import Path

README = Path(__file__).resolve().parents[3] / "README.md"


def python_blocks():
    return re.findall(r"```python\n(.*?)```", README.read_text(encoding="utf-8"), flags=re.S)


def test_the_script_example_runs(capsys, tmp_path, monkeypatch):
    script = python_blocks()[0]
    assert "uihost.launch()" in script
    # The example saves home.png in the working directory: keep it out of the checkout.
    monkeypatch.chdir(tmp_path)
    exec(compile(script, "README.md", "exec"), {})
    assert (tmp_path / "home.png").read_bytes().startswith(b"\x89PNG\r\n\x1a\n")
    assert capsys.readouterr().out.splitlines() == [
        "{'name': 'demo', 'state': 'active'}",
        "{'x': 0, 'y': 0, 'width': 667, 'height': 375}",
        "['applicationWillResignActive', 'applicationDidEnterBackground']",
    ]


def test_the_pytest_example_uses_the_plugin_as_documented(pytester, tmp_path):
    example = python_blocks()[1]
    assert "@pytest.mark.uihost(storyboard=\"Main.storyboard\")" in example
    # The README's storyboard is the user's own; here the marker names the demo app instead.
    pytester.makeini("[pytest]\n")
    pytester.makepyfile(example.replace('storyboard="Main.storyboard"', 'app="demo"'))
    pytester.runpytest_subprocess("-p", "no:cacheprovider").assert_outcomes(passed=1)
