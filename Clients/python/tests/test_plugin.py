"""The pytest plugin, run in an inner pytest (pytester): the fixture, the marker, what failures show, a host
that dies, xdist with 4 workers."""

import os
import re
import shutil

import pytest

import uihost



@pytest.fixture
def inner(pytester, shop_storyboard):
    """An inner pytest run whose binary is the one these tests use, with the Shop storyboard beside its tests."""
    pytester.makeini("[pytest]\n")
    shutil.copy(shop_storyboard, pytester.path / "Shop.storyboard")
    os.environ.setdefault("UIHOST_BINARY", uihost.find_binary())
    return pytester


def test_every_test_gets_a_fresh_host(inner):
    inner.makepyfile("""
        def test_first(app):
            app.tap(tag=2)
            assert app.view(tag=2).accessibility_value == "taps: 1"

        def test_second(app):
            app.tap(tag=2)
            assert app.view(tag=2).accessibility_value == "taps: 1"
    """)
    result = inner.runpytest_subprocess("-p", "no:cacheprovider")
    result.assert_outcomes(passed=2)


def test_the_marker_and_the_options_choose_the_app(inner):
    inner.makepyfile("""
        import pytest

        @pytest.mark.uihost(storyboard="Shop.storyboard")
        def test_marked(app):
            assert app.hello()["app"]["name"] == "Shop"

        @pytest.mark.uihost(device="ipad")
        def test_device(app):
            assert app.hello()["device"]["profile"] == "ipad"

        def test_unmarked(app):
            assert app.hello()["app"]["name"] == "demo"

        @pytest.mark.uihost(colour="red")
        def test_bad_marker(app):
            pass
    """)
    result = inner.runpytest_subprocess("-p", "no:cacheprovider")
    result.assert_outcomes(passed=3, errors=1)
    result.stdout.fnmatch_lines(["*UsageError: @pytest.mark.uihost got unknown arguments*colour*it takes storyboard*"])
    storyboard = inner.runpytest_subprocess("-p", "no:cacheprovider", "--uihost-storyboard",
                                            str(inner.path / "Shop.storyboard"), "-k", "unmarked")
    storyboard.assert_outcomes(failed=1)
    storyboard.stdout.fnmatch_lines(["*assert 'Shop' == 'demo'*"])


def test_a_failed_test_shows_the_view_tree_and_saves_it(inner):
    inner.makepyfile(test_fails="""
        def test_toggle(app):
            app.tap(tag=3)
            assert app.view(tag=4).text == "Off"
    """)
    artifacts = inner.path / "artifacts"
    result = inner.runpytest_subprocess("-p", "no:cacheprovider", f"--uihost-artifacts={artifacts}")
    result.assert_outcomes(failed=1)
    result.stdout.fnmatch_lines([
        "*uihost view tree*",
        "UIWindow v3 (0,0 375x667)",
        '      UIView v14 tag=4 id=toggleState label="On" (190,140 100x44) noInteraction',
    ])
    saved = (artifacts / "test_fails.py_test_toggle.tree.txt").read_text()
    assert saved.startswith("UIWindow v3 (0,0 375x667)\n")
    assert 'label="On"' in saved


def test_a_host_that_dies_mid_test_is_reported_with_its_output(inner):
    inner.makepyfile("""
        import os, signal

        def test_killed(app):
            os.kill(app.process.pid, signal.SIGKILL)
            app.tap(tag=2)
    """)
    result = inner.runpytest_subprocess("-p", "no:cacheprovider")
    result.assert_outcomes(failed=1, errors=1)
    # The failure: the call's exception and the report's section, each with the host's output.
    result.stdout.fnmatch_lines([
        "*HostDiedError: the uihost process (pid *) was killed by signal 9; its last output:*",
        "E * uihost listening on ws://127.0.0.1:*/",
        "*uihost output*",
        "the host exited with status -9:",
        "uihost listening on ws://127.0.0.1:*/",
    ])
    # The fixture's teardown fails too, so a test that swallowed the exception still shows the death.
    result.stdout.fnmatch_lines([
        "*ERROR at teardown of test_killed*",
        "the uihost host died during the test (status -9); its last output:",
        "uihost listening on ws://127.0.0.1:*/",
    ])


def test_xdist_with_four_workers_gives_each_worker_its_own_hosts(inner):
    inner.makepyfile(test_parallel="""
        import os
        import pytest

        @pytest.mark.parametrize("n", range(12))
        def test_counter_starts_at_zero(app, n):
            for _ in range(n % 3 + 1):
                app.tap(tag=2)
            assert app.view(tag=2).accessibility_value == f"taps: {n % 3 + 1}"
            with open(f"host-{n}.txt", "w") as out:
                out.write(f"{os.environ['PYTEST_XDIST_WORKER']} {app.url} {app.process.pid}")
    """)
    result = inner.runpytest_subprocess("-p", "no:cacheprovider", "-n", "4")
    result.assert_outcomes(passed=12)
    result.stdout.fnmatch_lines(["*4 workers*"])
    records = [(inner.path / f"host-{n}.txt").read_text().split() for n in range(12)]
    assert len({worker for worker, _, _ in records}) == 4
    assert len({pid for _, _, pid in records}) == 12  # one host per test
    assert all(re.fullmatch(r"ws://127\.0\.0\.1:\d+/", url) for _, url, _ in records)
